//! Characters that make a line or a rule silently useless: a raw space in a pattern (crawlers
//! send `%20`), a pattern starting with `//`, a byte-order mark encoded twice (`ï»¿`) at the
//! start of a line, and look-alike characters in keys and user-agent values (a non-breaking
//! hyphen in `Perplexity‑User`, a Cyrillic `о` in `Disallоw`).

use alloc::string::String;

use super::{fix, Cx, LintRule};
use crate::lines::{LineKind, Span};
use crate::text::{as_text, push, text};

/// A byte-order mark read as Latin-1 and saved as UTF-8: `ï»¿`.
pub(crate) const BOM_TWICE: &[u8] = &[0xC3, 0xAF, 0xC2, 0xBB, 0xC2, 0xBF];

pub(super) fn check(cx: &mut Cx<'_>) {
    patterns(cx);
    lines(cx);
}

fn patterns(cx: &mut Cx<'_>) {
    let rs = cx.google;
    for rule in &rs.rules {
        let span = rs.raw(rule);
        let raw = span.of(cx.text);
        // One comparison a byte (space, tab and the controls are all at most b' '), then the
        // exact test only for the few patterns that have one.
        if raw.iter().any(|&b| b <= b' ') && raw.iter().any(|&b| b == b' ' || b == b'\t') {
            cx.push_with(LintRule::SpaceInPattern, rule.line, span, |cx| {
                // Bytes, not `str::replace`, whose search code costs the wasm KBs.
                let mut insert = String::with_capacity(raw.len() + 8);
                for c in cx.str(span).chars() {
                    match c {
                        ' ' => insert.push_str("%20"),
                        '\t' => insert.push_str("%09"),
                        _ => insert.push(c),
                    }
                }
                let message = text!(
                    "A raw space: Google compares \"",
                    cx.str(span),
                    "\" as written, but crawlers send a space as %20, so this rule never matches. Write \"",
                    insert,
                    "\"."
                );
                (message, fix(span, insert, "Write the space as %20"))
            });
        }
        // `//`, `//*`, `//?` keep out the doubled slashes of broken links on purpose; a name
        // after them (`//admin`) is a path written with one slash too many.
        let rest = raw.iter().position(|&b| b != b'/').map_or(&[][..], |i| &raw[i..]);
        if raw.starts_with(b"//") && rest.first().is_some_and(|b| b.is_ascii_alphanumeric()) {
            cx.push_with(LintRule::DoubleSlashPattern, rule.line, span, |cx| {
                let insert = text!('/', as_text(rest));
                // A first segment that ends in a dot and letters is a host (`//www.example.com/x`):
                // no mechanical fix.
                let segment = rest.split(|&b| b == b'/').next().unwrap_or_default();
                let tld = segment.rsplit(|&b| b == b'.').next().unwrap_or_default();
                let host = segment.contains(&b'.') && tld.len() >= 2 && tld.iter().all(u8::is_ascii_alphabetic);
                let mut message = text!("\"", cx.str(span), "\" matches only paths that start with //, which links seldom have.");
                let f = if host {
                    message.push_str(" Write the path without the host.");
                    None
                } else {
                    push!(&mut message, " Write \"", insert, "\".");
                    fix(span, insert, "Remove the extra /")
                };
                (message, f)
            });
        }
    }
}

/// Look-alikes: (character, the ASCII it passes for, what it is). A `0` replacement means
/// an invisible character to delete.
const LOOKALIKES: &[(char, u8, &str)] = &[
    ('\u{2010}', b'-', "hyphen"),
    ('\u{2011}', b'-', "non-breaking hyphen"),
    ('\u{2012}', b'-', "figure dash"),
    ('\u{2013}', b'-', "en dash"),
    ('\u{2014}', b'-', "em dash"),
    ('\u{2212}', b'-', "minus sign"),
    ('\u{00A0}', 0, "no-break space"),
    ('\u{200B}', 0, "zero-width space"),
    ('\u{200C}', 0, "zero-width non-joiner"),
    ('\u{200D}', 0, "zero-width joiner"),
    ('\u{2060}', 0, "word joiner"),
    ('\u{FEFF}', 0, "zero-width no-break space"),
];

/// Cyrillic letters that pass for Latin ones, in code order from U+0410: capitals (where
/// a Latin one looks the same), then small letters from U+0430. `.` for none.
const CYRILLIC: &[u8; 64] = b"A.B..E....K.MHO.PCT.X...........a....e........o.pc.y.x..........";

/// The ASCII `c` passes for and what it is, if it is a look-alike.
fn lookalike(c: char) -> Option<(u8, &'static str)> {
    let n = c as u32;
    if let Some(&(_, ascii, what)) = LOOKALIKES.iter().find(|(l, _, _)| *l == c) {
        return Some((ascii, what));
    }
    match n {
        0x0410..=0x044F => Some(CYRILLIC[(n - 0x0410) as usize]).filter(|&b| b != b'.').map(|b| (b, "Cyrillic letter")),
        0x0456 => Some((b'i', "Cyrillic letter")),
        0x039F => Some((b'O', "Greek letter")),
        0x03BF => Some((b'o', "Greek letter")),
        0xFF01..=0xFF5E => Some(((n - 0xFEE0) as u8, "fullwidth form")),
        _ => None,
    }
}

/// Hex digits of `n`, at least four.
fn hex(n: u32) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::new();
    let digits = if n > 0xFFFF { 5 } else { 4 };
    for i in (0..digits).rev() {
        out.push(char::from(HEX[(n >> (4 * i) & 15) as usize]));
    }
    out
}

fn lines(cx: &mut Cx<'_>) {
    for i in 0..cx.lines.len() {
        let l = cx.lines[i];
        let start = l.span.start as usize;
        if cx.text[start..].starts_with(BOM_TWICE) {
            let mut end = start;
            while cx.text[end..].starts_with(BOM_TWICE) {
                end += BOM_TWICE.len();
            }
            let span = Span { start: l.span.start, end: end as u32 };
            cx.push(
                LintRule::DoubleBom,
                l.number,
                span,
                String::from(LintRule::DoubleBom.message()),
                fix(span, String::new(), "Remove the encoded byte-order mark"),
            );
        }
        if !l.key.of(cx.text).is_ascii() {
            look(cx, l.number, l.key, true);
        }
        if l.kind == LineKind::UserAgent && !l.value.of(cx.text).is_ascii() {
            look(cx, l.number, l.value, false);
        }
    }
}

/// A look-alike in `span` (a key, else a user-agent value): a finding naming the first, with
/// a fix that replaces each.
fn look(cx: &mut Cx<'_>, line: u32, span: Span, key: bool) {
    let Ok(s) = core::str::from_utf8(span.of(cx.text)) else { return };
    // Only where every character past ASCII passes for one (`Яндекс` is a name in its own
    // script).
    if !s.chars().all(|c| c.is_ascii() || lookalike(c).is_some()) {
        return;
    }
    let Some((c, ascii, what)) = s.chars().find_map(|c| lookalike(c).map(|(a, w)| (c, a, w))) else { return };
    cx.push_with(LintRule::LookalikeChar, line, span, |_| {
        let mut insert = String::with_capacity(s.len());
        for ch in s.chars() {
            match lookalike(ch) {
                Some((0, _)) => {}
                Some((a, _)) => insert.push(char::from(a)),
                None => insert.push(ch),
            }
        }
        let meant = if ascii == 0 { String::from("nothing") } else { text!('"', char::from(ascii), '"') };
        let message = text!(
            "\"",
            s,
            "\" has U+",
            hex(c as u32),
            " (",
            what,
            ") where ",
            meant,
            " looks right: ",
            if key { "crawlers do not know this key and ignore the line" } else { "no crawler has this name" },
            ". Write \"",
            insert,
            "\"."
        );
        (message, fix(span, insert, "Write it in ASCII"))
    });
}
