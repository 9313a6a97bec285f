//! Rules about records and the file as a whole: sitemaps that are not absolute URLs,
//! `Crawl-delay` and `Noindex`, a file past Google's 500 KiB, a byte-order mark after the
//! start, and lines ended by a lone CR.

use alloc::format;
use alloc::string::String;

use super::{fix, Cx, LintRule};
use crate::lines::{bom_len, LineKind, Span};
use crate::policy::{Options, GOOGLE_SIZE_LIMIT};

const BOM: &[u8] = &[0xEF, 0xBB, 0xBF];

pub(super) fn check(cx: &mut Cx<'_>, opts: &Options) {
    records(cx);
    size(cx, opts);
    bom(cx);
    lone_cr(cx);
}

fn records(cx: &mut Cx<'_>) {
    for i in 0..cx.lines.len() {
        let l = cx.lines[i];
        let key = l.key.of(cx.text);
        match l.kind {
            LineKind::Sitemap => {
                let v = l.value.of(cx.text);
                let scheme = [&b"http://"[..], b"https://"].into_iter().find(|s| v.len() >= s.len() && v[..s.len()].eq_ignore_ascii_case(s));
                let has_host = scheme.is_some_and(|s| v.get(s.len()).is_some_and(|&b| b != b'/'));
                if !has_host {
                    let message = format!("`{}` is not a full URL: write it with `https://` and the host.", cx.str(l.value));
                    let span = if l.value.is_empty() { l.span } else { l.value };
                    cx.push(LintRule::SitemapNotAbsolute, l.number, span, message, None);
                }
            }
            LineKind::Unused if key.eq_ignore_ascii_case(b"crawl-delay") => {
                let message = String::from(LintRule::CrawlDelayIgnored.message());
                cx.push(LintRule::CrawlDelayIgnored, l.number, l.key, message, None);
            }
            LineKind::Unused if key.eq_ignore_ascii_case(b"noindex") => {
                let message = String::from(LintRule::NoindexIgnored.message());
                cx.push(LintRule::NoindexIgnored, l.number, l.key, message, None);
            }
            _ => {}
        }
    }
}

fn size(cx: &mut Cx<'_>, opts: &Options) {
    let limit = opts.size_limit.unwrap_or(GOOGLE_SIZE_LIMIT);
    if cx.text.len() <= limit {
        return;
    }
    let line = cx.line_at(limit).number;
    let message = format!(
        "The file has {} bytes; a crawler that reads {limit} bytes stops in line {line} and ignores everything after it.",
        cx.text.len()
    );
    cx.push(LintRule::FileTooLarge, line, Span { start: limit as u32, end: cx.text.len() as u32 }, message, None);
}

fn bom(cx: &mut Cx<'_>) {
    let start = bom_len(cx.text);
    let mut at = start;
    while let Some(i) = cx.text[at..].iter().position(|&b| b == BOM[0]) {
        let i = at + i;
        if cx.text[i..].starts_with(BOM) && i > 0 {
            let l = *cx.line_at(i);
            let span = Span { start: i as u32, end: i as u32 + 3 };
            let hides = i == (l.span.start as usize) || cx.text[l.span.start as usize..i].iter().all(|&b| b == b' ' || b == b'\t');
            let message = if hides {
                String::from("A byte-order mark starts this line: it is read as part of the key, so crawlers do not recognise the line. (It often comes from pasting files together.)")
            } else {
                String::from(LintRule::BomNotAtStart.message())
            };
            cx.push(LintRule::BomNotAtStart, l.number, span, message, fix(span, String::new(), "Remove the byte-order mark"));
        }
        at = i + 1;
    }
}

fn lone_cr(cx: &mut Cx<'_>) {
    let text = cx.text;
    let is_lone = |i: usize| text[i] == b'\r' && text.get(i + 1) != Some(&b'\n');
    let Some(first) = (0..text.len()).find(|&i| is_lone(i)) else { return };
    let count = (first..text.len()).filter(|&i| is_lone(i)).count();
    let l = cx.line_at(first).number;
    let message = format!(
        "{count} line(s) end with a lone CR (old Mac style), the first after line {l}: Google and RFC 9309 accept it, but some parsers read such a file as one line."
    );
    let f = core::str::from_utf8(text).ok().and_then(|s| {
        let lf = s.replace("\r\n", "\n").replace('\r', "\n");
        fix(Span { start: 0, end: text.len() as u32 }, lf, "Use LF line ends throughout")
    });
    let span = Span { start: first as u32, end: first as u32 + 1 };
    cx.push(LintRule::CrLineEnds, l, span, message, f);
}
