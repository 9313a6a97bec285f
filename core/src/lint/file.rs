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

/// Where `byte` occurs in `text` from `from` on, eight bytes at a time.
fn find_byte(text: &[u8], from: usize, byte: u8) -> Option<usize> {
    const LOW: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let rest = text.get(from..)?;
    let mut skipped = 0;
    for chunk in rest.chunks_exact(8) {
        let w = u64::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3], chunk[4], chunk[5], chunk[6], chunk[7]]);
        let x = w ^ (LOW * u64::from(byte));
        if (x.wrapping_sub(LOW) & !x & HIGH) != 0 {
            break;
        }
        skipped += 8;
    }
    rest[skipped..].iter().position(|&b| b == byte).map(|p| from + skipped + p)
}

fn bom(cx: &mut Cx<'_>) {
    let mut at = bom_len(cx.text);
    while let Some(i) = find_byte(cx.text, at, BOM[0]) {
        if cx.text[i..].starts_with(BOM) && i > 0 {
            let l = *cx.line_at(i);
            let span = Span { start: i as u32, end: i as u32 + 3 };
            let hides = cx.text[l.span.start as usize..i].iter().all(|&b| b == b' ' || b == b'\t');
            cx.push_with(LintRule::BomNotAtStart, l.number, span, |_| {
                let message = if hides {
                    String::from("A byte-order mark starts this line: it is read as part of the key, so crawlers do not recognise the line. (It often comes from pasting files together.)")
                } else {
                    String::from(LintRule::BomNotAtStart.message())
                };
                (message, fix(span, String::new(), "Remove the byte-order mark"))
            });
        }
        at = i + 1;
    }
}

/// Lines ended by a CR that no LF follows. Each line knows where it ends, so this looks at
/// one byte a line.
fn lone_cr(cx: &mut Cx<'_>) {
    let text = cx.text;
    let lone = |l: &crate::lines::Line| {
        let e = l.span.end as usize;
        text.get(e) == Some(&b'\r') && text.get(e + 1) != Some(&b'\n')
    };
    let Some(first) = cx.lines.iter().find(|l| lone(l)).copied() else { return };
    let count = cx.lines.iter().filter(|l| lone(l)).count();
    let l = first.number;
    let message = format!(
        "{count} line(s) end with a lone CR (old Mac style), the first is line {l}: Google and RFC 9309 accept it, but some parsers read such a file as one line."
    );
    let f = core::str::from_utf8(text).ok().and_then(|s| {
        let lf = s.replace("\r\n", "\n").replace('\r', "\n");
        fix(Span { start: 0, end: text.len() as u32 }, lf, "Use LF line ends throughout")
    });
    let span = Span { start: first.span.end, end: first.span.end + 1 };
    cx.push(LintRule::CrLineEnds, l, span, message, f);
}
