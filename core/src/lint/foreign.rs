//! Lines that are not robots.txt at all: HTML, CSS, JavaScript, server configuration, prose
//! or ASCII art pasted into the file, an HTML page served as robots.txt, and markup that
//! hides a directive (`Disallow: /a<br/>Sitemap: ...` is one pattern).
//!
//! Only lines crawlers already skip qualify: an unknown key or no `key: value` at all, whose
//! first word is no key Google reads (`Disallow /a /b` stays an invalid line). Such lines
//! form a block with the blank lines and comments between them; a block needs two lines
//! that look like something, or one that starts with a tag. One pass over the lines.

use alloc::string::String;
use alloc::vec::Vec;

use super::{fix, Cx, LintRule};
use crate::lines::{is_space, read_key, LineKind, Span};
use crate::text::{as_text, text};

/// What a skipped line looks like, by index into [`NAMES`]; the last two are no kind.
const HTML: usize = 0;
const CSS: usize = 1;
const JS: usize = 2;
const CONFIG: usize = 3;
const ART: usize = 4;
const PROSE: usize = 5;
/// `{`, `}`: code of some kind, which counts towards a block but names none.
const CODE: usize = 6;
/// One word: in a block, but not enough to make one, unless there are `LIST` of them.
const WEAK: usize = 7;
const NAMES: [&str; 8] = ["HTML", "CSS", "JavaScript", "server configuration", "ASCII art", "prose", "code", "a list of words"];
/// One-word lines that make a block by themselves: a word list (passwords, names) pasted in.
const LIST: u32 = 4;

/// Apache's section tags, which look like HTML.
const SECTIONS: [&[u8]; 8] = [b"ifmodule", b"files", b"filesmatch", b"directory", b"location", b"virtualhost", b"limit", b"ifdefine"];
/// Apache directives with one capital (those with two, `RewriteRule`, are found by shape).
const DIRECTIVES: [&[u8]; 6] = [b"Options", b"Order", b"Deny", b"Require", b"Header", b"Redirect"];

/// A block being gathered: its first and last line, where its lines start in the list of
/// lines to skip, the votes for each kind, and whether a line starts with a tag.
struct Block {
    first: u32,
    last: u32,
    from: usize,
    votes: [u32; 8],
    tag: bool,
}

/// Reports blocks, an HTML page and markup that hides directives; returns the lines whose
/// per-line findings give way (in order).
pub(super) fn check(cx: &mut Cx<'_>) -> Vec<u32> {
    let text = cx.text;
    let mut skip: Vec<u32> = Vec::new();
    let mut blocks: Vec<Block> = Vec::new();
    let mut cur: Option<Block> = None;
    let (mut content, mut html, mut first) = (0usize, 0usize, None);
    for i in 0..cx.lines.len() {
        let l = cx.lines[i];
        let c = trim(l.span.of(text));
        match l.kind {
            LineKind::Blank | LineKind::Comment => continue,
            LineKind::Unknown | LineKind::Invalid => {}
            kind => {
                if kind != LineKind::Unused && c.contains(&b'<') {
                    in_value(cx, i);
                }
                content += 1;
                first.get_or_insert(c);
                close(&mut cur, &mut blocks, &mut skip);
                continue;
            }
        }
        content += 1;
        first.get_or_insert(c);
        let Some(cat) = category(c) else {
            close(&mut cur, &mut blocks, &mut skip);
            continue;
        };
        html += usize::from(cat == HTML);
        let b = cur.get_or_insert(Block { first: l.number, last: 0, from: skip.len(), votes: [0; 8], tag: false });
        b.last = l.number;
        b.votes[cat] += 1;
        b.tag |= tag_end(c, 0).is_some();
        skip.push(l.number);
    }
    close(&mut cur, &mut blocks, &mut skip);
    // An HTML page: it says so, three quarters of it are markup, or nothing in it is robots.txt and
    // some of it is markup (a script that redirects).
    let tagged = blocks.iter().any(|b| b.tag) && skip.len() == content;
    let page =
        first.is_some_and(|c| starts_ci(c, b"<!doctype html") || starts_ci(c, b"<html")) || html * 4 >= content * 3 && html > 0 || tagged;
    if page {
        let (rules, groups) = (cx.google.rules.len(), cx.google.groups.len());
        let l = *cx.lines.iter().find(|l| !matches!(l.kind, LineKind::Blank | LineKind::Comment)).unwrap_or(&cx.lines[0]);
        let message = text!(
            "This file is an HTML page, not robots.txt: crawlers skip its markup and read ",
            rules,
            if rules == 1 { " rule in " } else { " rules in " },
            groups,
            if groups == 1 { " group." } else { " groups." }
        );
        cx.push(LintRule::HtmlDocument, l.number, l.span, message, None);
    }
    for b in &blocks {
        if !page {
            let (s, e) = (cx.line(b.first).span.start, cx.line(b.last).span.end);
            cx.push_with(LintRule::NotRobotsTxt, b.first, Span { start: s, end: e }, |_| {
                // The kind with most votes; on a tie, the first in `NAMES`.
                let kind = (0..CODE).fold(CODE, |k, i| if b.votes[i] > 0 && (k == CODE || b.votes[i] > b.votes[k]) { i } else { k });
                let kind = if kind == CODE && b.votes[WEAK] > b.votes[CODE] { WEAK } else { kind };
                let message = if b.first == b.last {
                    text!("Line ", b.first, " looks like ", NAMES[kind], "; crawlers skip it.")
                } else {
                    text!("Lines ", b.first, "\u{2013}", b.last, " look like ", NAMES[kind], "; crawlers skip them.")
                };
                (message, None)
            });
        }
    }
    for &n in &skip {
        let l = *cx.line(n);
        let c = trim(l.span.of(text));
        if c.contains(&b'<') {
            let pieces = untag(c);
            if let Some(key) = pieces.iter().find_map(|p| directive(p)) {
                let span = trimmed_span(text, l.span);
                cx.push_with(LintRule::DirectiveInMarkup, n, span, |cx| {
                    let message = text!("Crawlers skip this line, and the \"", as_text(key), ":\" in its markup.");
                    (message, rebuilt(cx, span, &pieces, 0))
                });
            }
        }
    }
    skip
}

/// A directive line `i` whose value holds markup: Google reads it all as the value, and a
/// directive after a `<br>` is lost.
fn in_value(cx: &mut Cx<'_>, i: usize) {
    let l = cx.lines[i];
    let v = l.value.of(cx.text);
    if !(0..v.len()).any(|at| tag_end(v, at).is_some()) {
        return;
    }
    let pieces = untag(v);
    cx.push_with(LintRule::DirectiveInMarkup, l.number, l.value, |cx| {
        let value = short(cx, l.value);
        let message = match pieces.iter().skip(1).find_map(|p| directive(p)) {
            Some(key) => text!("Google reads \"", value, "\" as one value: the \"", as_text(key), ":\" after the markup is lost."),
            None => text!("Google reads the markup in \"", value, "\" as part of the value."),
        };
        (message, rebuilt(cx, l.value, &pieces, 1))
    });
}

/// The fix that writes `span` as `pieces` without the markup, each on its own line: only
/// where every piece from `from` on is a directive.
fn rebuilt(cx: &Cx<'_>, span: Span, pieces: &[&[u8]], from: usize) -> Option<super::Fix> {
    if pieces.is_empty() || pieces.iter().skip(from).any(|p| directive(p).is_none()) {
        return None;
    }
    let mut insert = String::new();
    for (k, p) in pieces.iter().enumerate() {
        if k > 0 {
            insert.push_str(cx.eol);
        }
        insert.push_str(&as_text(p));
    }
    fix(span, insert, "Remove the markup")
}

/// The text of `span`, cut to about 60 bytes.
fn short(cx: &Cx<'_>, span: Span) -> String {
    let mut s = cx.str(span);
    if s.len() > 60 {
        let mut at = 57;
        while !s.is_char_boundary(at) {
            at -= 1;
        }
        s.truncate(at);
        s.push('\u{2026}');
    }
    s
}

/// The key of `piece` when it is a directive Google reads (`Sitemap: ...`).
fn directive(piece: &[u8]) -> Option<&[u8]> {
    let colon = piece.iter().position(|&b| b == b':')?;
    let key = trim(&piece[..colon]);
    let ok = !key.is_empty() && matches!(read_key(key).0, LineKind::UserAgent | LineKind::Allow | LineKind::Disallow | LineKind::Sitemap);
    ok.then_some(key)
}

/// `bytes` split at its tags, each piece trimmed, empty ones dropped.
fn untag(bytes: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let (mut from, mut at) = (0, 0);
    while at < bytes.len() {
        match tag_end(bytes, at) {
            Some(end) => {
                out.push(trim(&bytes[from..at]));
                (from, at) = (end, end);
            }
            None => at += 1,
        }
    }
    out.push(trim(&bytes[from..]));
    out.retain(|p| !p.is_empty());
    out
}

/// Ends a block: kept when two of its lines look like something, one starts with a tag, or
/// `LIST` are single words; otherwise its lines leave the list to skip.
fn close(cur: &mut Option<Block>, blocks: &mut Vec<Block>, skip: &mut Vec<u32>) {
    let Some(b) = cur.take() else { return };
    if b.tag || b.votes[..WEAK].iter().sum::<u32>() >= 2 || b.votes[WEAK] >= LIST {
        blocks.push(b);
    } else {
        skip.truncate(b.from);
    }
}

/// What a line crawlers skip looks like, or `None` when it looks like none of it (a
/// `key: value` line, binary data, a robots.txt key without its colon).
fn category(c: &[u8]) -> Option<usize> {
    if c.iter().any(|&b| b < 0x20 && b != b'\t') || core::str::from_utf8(c).is_err() {
        return None;
    }
    let word = &c[..c.iter().position(|&b| b == b' ' || b == b'\t' || b == b':').unwrap_or(c.len())];
    if word.is_empty() || !matches!(read_key(word).0, LineKind::Unknown) {
        return None;
    }
    if tag_end(c, 0).is_some() || c.starts_with(b"<!--") {
        let name = c[1..].iter().skip_while(|&&b| b == b'/').take_while(|b| b.is_ascii_alphanumeric()).count();
        let name = &c[1 + usize::from(c[1] == b'/')..][..name];
        return Some(match name.to_ascii_lowercase().as_slice() {
            b"script" => JS,
            b"style" => CSS,
            n if SECTIONS.contains(&n) => CONFIG,
            _ => HTML,
        });
    }
    if has(c, b"-->") || has(c, b"</") || has(c, b"/>") || has(c, b"<br") {
        return Some(HTML);
    }
    let last = c[c.len() - 1];
    let js = [&b"function"[..], b"=>", b"var ", b"document.", b"window.", b"==", b"!=", b" = ", b"if (", b"if(", b"while"]
        .iter()
        .any(|n| has(c, n));
    if js {
        return Some(JS);
    }
    if c.len() <= 2 && matches!(c[0], b'{' | b'}' | b')') {
        return Some(CODE);
    }
    // A directive has arguments: a lone `SemrushBot` is a name, not server configuration.
    let camel = word.len() >= 5
        && c.len() > word.len()
        && word[0].is_ascii_uppercase()
        && word.iter().all(u8::is_ascii_alphabetic)
        && word[1..].iter().any(u8::is_ascii_uppercase)
        && word.iter().any(u8::is_ascii_lowercase);
    if camel || word.starts_with(b"php_") || DIRECTIVES.contains(&word) {
        return Some(CONFIG);
    }
    if last == b'{' || last == b'}' {
        return Some(if c.contains(&b'(') && c[0] != b'@' { JS } else { CSS });
    }
    if last == b';' {
        let ident = word.iter().all(|&b| b.is_ascii_lowercase() || b == b'-');
        return Some(if ident && c.get(word.len()) == Some(&b':') { CSS } else { JS });
    }
    let (mut nonspace, mut alnum, mut letters, mut words, mut space) = (0, 0, 0, 0, true);
    for &b in c {
        let s = b == b' ' || b == b'\t';
        words += usize::from(space && !s);
        space = s;
        nonspace += usize::from(!s);
        alnum += usize::from(b.is_ascii_alphanumeric() || b >= 0x80);
        letters += usize::from(b.is_ascii_alphabetic() || b >= 0x80);
    }
    if c.is_ascii() && nonspace >= 3 && alnum * 2 < nonspace {
        return Some(ART);
    }
    let plain = c.iter().all(|&b| b.is_ascii_alphanumeric() || b >= 0x80 || b" \t.,;'\"!?()-&/".contains(&b));
    match (plain && (letters * 2 >= nonspace || alnum == nonspace), words) {
        (true, 1) => Some(WEAK),
        (true, _) => Some(PROSE),
        _ => None,
    }
}

/// Where the tag starting at `at` ends (one past its `>`): `<` then a letter, `/` or `!`.
fn tag_end(c: &[u8], at: usize) -> Option<usize> {
    if c.get(at) != Some(&b'<') || !c.get(at + 1).is_some_and(|&b| b.is_ascii_alphabetic() || b == b'/' || b == b'!') {
        return None;
    }
    c[at..].iter().position(|&b| b == b'>').map(|p| at + p + 1)
}

fn has(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w.eq_ignore_ascii_case(needle))
}

fn starts_ci(c: &[u8], prefix: &[u8]) -> bool {
    c.get(..prefix.len()).is_some_and(|p| p.eq_ignore_ascii_case(prefix))
}

fn trim(b: &[u8]) -> &[u8] {
    let s = b.iter().position(|&x| !is_space(x)).unwrap_or(b.len());
    let e = b.iter().rposition(|&x| !is_space(x)).map_or(s, |e| e + 1);
    &b[s..e]
}

fn trimmed_span(text: &[u8], span: Span) -> Span {
    let b = span.of(text);
    let s = b.iter().position(|&x| !is_space(x)).unwrap_or(b.len()) as u32;
    let e = b.iter().rposition(|&x| !is_space(x)).map_or(s, |e| e as u32 + 1);
    Span { start: span.start + s, end: span.start + e }
}
