//! Problems in a robots.txt, as data: each has a stable id, a severity, a line and a span.
//! A bad file never raises an error; it yields diagnostics.

use alloc::vec::Vec;

use crate::groups::Ruleset;
use crate::lines::{flag, LineKind, Span};
use crate::robots::Robots;
use crate::sort::StableSort;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// Worth knowing; nothing is wrong.
    Info,
    /// Probably not what the author meant.
    Warning,
    /// Ignored or misread by crawlers.
    Error,
}

impl Severity {
    /// `"info"`, `"warning"` or `"error"`.
    #[inline(never)]
    pub const fn name(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// What kind of problem a diagnostic reports. Each has a fixed id, severity and message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiagnosticKind {
    /// The key is an accepted typo.
    KeyTypo,
    /// The key is a longer word that Google reads by its prefix (`Disallowed`).
    KeyPrefix,
    /// No colon between key and value.
    MissingColon,
    /// The line is longer than Google reads.
    LineTooLong,
    /// A key Google knows but ignores.
    UnusedKey,
    /// A key nobody defines.
    UnknownKey,
    /// Content that is not `key: value`.
    InvalidLine,
    /// An allow or disallow rule before any user-agent line.
    RuleOutsideGroup,
    /// A NUL byte ends the line's content early.
    NulByte,
    /// The file is not valid UTF-8.
    InvalidUtf8,
}

impl DiagnosticKind {
    /// A stable kebab-case id.
    #[inline(never)]
    pub const fn id(self) -> &'static str {
        match self {
            DiagnosticKind::KeyTypo => "key-typo",
            DiagnosticKind::KeyPrefix => "key-prefix",
            DiagnosticKind::MissingColon => "missing-colon",
            DiagnosticKind::LineTooLong => "line-too-long",
            DiagnosticKind::UnusedKey => "unused-key",
            DiagnosticKind::UnknownKey => "unknown-key",
            DiagnosticKind::InvalidLine => "invalid-line",
            DiagnosticKind::RuleOutsideGroup => "rule-outside-group",
            DiagnosticKind::NulByte => "nul-byte",
            DiagnosticKind::InvalidUtf8 => "invalid-utf8",
        }
    }

    /// How serious it is.
    #[inline(never)]
    pub const fn severity(self) -> Severity {
        match self {
            DiagnosticKind::KeyTypo | DiagnosticKind::KeyPrefix | DiagnosticKind::MissingColon | DiagnosticKind::UnknownKey => {
                Severity::Warning
            }
            DiagnosticKind::UnusedKey => Severity::Info,
            DiagnosticKind::LineTooLong
            | DiagnosticKind::InvalidLine
            | DiagnosticKind::RuleOutsideGroup
            | DiagnosticKind::NulByte
            | DiagnosticKind::InvalidUtf8 => Severity::Error,
        }
    }

    /// The message, in plain words.
    #[inline(never)]
    pub const fn message(self) -> &'static str {
        match self {
            DiagnosticKind::KeyTypo => "Misspelt key: Google accepts this typo, other crawlers and RFC 9309 do not.",
            DiagnosticKind::KeyPrefix => "Google reads this key by its prefix; RFC 9309 and most crawlers ignore the line.",
            DiagnosticKind::MissingColon => "Missing colon: Google reads the two words as key and value; RFC 9309 ignores the line.",
            DiagnosticKind::LineTooLong => "Line longer than 16,663 bytes: Google ignores the rest of it.",
            DiagnosticKind::UnusedKey => "Google ignores this key (other crawlers may read it).",
            DiagnosticKind::UnknownKey => "Unknown key: crawlers ignore this line.",
            DiagnosticKind::InvalidLine => "Not a `key: value` line: crawlers ignore it.",
            DiagnosticKind::RuleOutsideGroup => "Rule before any User-agent line: it belongs to no group and is ignored.",
            DiagnosticKind::NulByte => "NUL byte: Google stops reading the line here.",
            DiagnosticKind::InvalidUtf8 => "The file is not valid UTF-8.",
        }
    }
}

/// One problem found in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// What it is.
    pub kind: DiagnosticKind,
    /// 1-based line.
    pub line: u32,
    /// The bytes it is about.
    pub span: Span,
}

/// The per-line report, in line order.
pub(crate) fn per_line(robots: &Robots, rs: &Ruleset) -> Vec<Diagnostic> {
    let text = robots.text();
    // The line of the first invalid UTF-8 byte, found first so that it joins that line's list.
    let mut utf8 = core::str::from_utf8(text).err().map(|e| {
        let at = e.valid_up_to() as u32;
        let line = robots.lines().iter().find(|l| l.span.end >= at).map_or(1, |l| l.number);
        Diagnostic { kind: DiagnosticKind::InvalidUtf8, line, span: Span { start: at, end: at + 1 } }
    });
    // Only the lines with something to report are read: those the line model marked, the
    // orphan rules, and the line of the first invalid byte.
    let mut numbers: Vec<u32> = robots.notable_lines().iter().chain(&rs.orphans).copied().chain(utf8.map(|d| d.line)).collect();
    numbers.stable_sort_by_key(|&n| n);
    numbers.dedup();
    let mut orphans = rs.orphans.iter().copied().peekable();
    let mut out = Vec::new();
    let mut push = |kind, line, span| insert(&mut out, Diagnostic { kind, line, span });
    let lines = robots.lines();
    for l in numbers.iter().filter_map(|&n| lines.get(n as usize - 1)) {
        if l.has(flag::TYPO) {
            push(DiagnosticKind::KeyTypo, l.number, l.key);
        }
        if l.has(flag::PREFIX_KEY) {
            push(DiagnosticKind::KeyPrefix, l.number, l.key);
        }
        if l.has(flag::MISSING_COLON) {
            push(DiagnosticKind::MissingColon, l.number, l.span);
        }
        if l.has(flag::TOO_LONG) {
            let start = l.span.start + crate::lines::MAX_LINE_LEN as u32;
            push(DiagnosticKind::LineTooLong, l.number, Span { start, end: l.span.end });
        }
        if l.has(flag::NUL) {
            let at = l.span.of(text).iter().position(|&b| b == 0).unwrap_or(0) as u32 + l.span.start;
            push(DiagnosticKind::NulByte, l.number, Span { start: at, end: at + 1 });
        }
        match l.kind {
            LineKind::Unused => push(DiagnosticKind::UnusedKey, l.number, l.key),
            LineKind::Unknown => push(DiagnosticKind::UnknownKey, l.number, l.key),
            LineKind::Invalid => push(DiagnosticKind::InvalidLine, l.number, l.span),
            _ => {}
        }
        // Orphan rules are listed in file order, so each comes up with its own line.
        if orphans.next_if_eq(&l.number).is_some() {
            push(DiagnosticKind::RuleOutsideGroup, l.number, l.span);
        }
        if let Some(d) = utf8.take_if(|d| d.line == l.number) {
            push(d.kind, d.line, d.span);
        }
    }
    if let Some(d) = utf8 {
        push(d.kind, d.line, d.span);
    }
    out
}

/// Inserts `d` into `out`, which is ordered by line then start, after the entries of equal
/// order: the order a stable sort by `(line, span.start)` gives. Diagnostics come in line
/// order, so the search goes back over one line's entries at most. (A hand-written insertion
/// rather than `sort_by_key`, whose generic stable sort took about 5 KB of the wasm.)
fn insert(out: &mut Vec<Diagnostic>, d: Diagnostic) {
    let key = |d: &Diagnostic| (d.line, d.span.start);
    let mut at = out.len();
    while at > 0 && out.get(at - 1).is_some_and(|e| key(e) > key(&d)) {
        at -= 1;
    }
    out.insert(at, d);
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;
    use proptest::prelude::*;

    /// The report as first written: every diagnostic pushed, then one stable sort.
    fn per_line_sorted(robots: &Robots, rs: &Ruleset) -> Vec<Diagnostic> {
        let text = robots.text();
        let mut out = Vec::new();
        let mut push = |kind, line, span| out.push(Diagnostic { kind, line, span });
        for l in robots.lines() {
            for (f, kind, span) in [
                (flag::TYPO, DiagnosticKind::KeyTypo, l.key),
                (flag::PREFIX_KEY, DiagnosticKind::KeyPrefix, l.key),
                (flag::MISSING_COLON, DiagnosticKind::MissingColon, l.span),
            ] {
                if l.has(f) {
                    push(kind, l.number, span);
                }
            }
            if l.has(flag::TOO_LONG) {
                let start = l.span.start + crate::lines::MAX_LINE_LEN as u32;
                push(DiagnosticKind::LineTooLong, l.number, Span { start, end: l.span.end });
            }
            if l.has(flag::NUL) {
                let at = l.span.of(text).iter().position(|&b| b == 0).unwrap_or(0) as u32 + l.span.start;
                push(DiagnosticKind::NulByte, l.number, Span { start: at, end: at + 1 });
            }
            match l.kind {
                LineKind::Unused => push(DiagnosticKind::UnusedKey, l.number, l.key),
                LineKind::Unknown => push(DiagnosticKind::UnknownKey, l.number, l.key),
                LineKind::Invalid => push(DiagnosticKind::InvalidLine, l.number, l.span),
                _ => {}
            }
        }
        for &n in &rs.orphans {
            push(DiagnosticKind::RuleOutsideGroup, n, robots.lines()[n as usize - 1].span);
        }
        if let Err(e) = core::str::from_utf8(text) {
            let at = e.valid_up_to();
            let line = robots.lines().iter().find(|l| l.span.end as usize >= at).map_or(1, |l| l.number);
            push(DiagnosticKind::InvalidUtf8, line, Span { start: at as u32, end: at as u32 + 1 });
        }
        out.sort_by_key(|d| (d.line, d.span.start));
        out
    }

    /// Lines that raise every kind of diagnostic, several on one line, orphan rules before
    /// the first group, invalid UTF-8 and NUL anywhere, and an over-long line.
    fn file() -> impl Strategy<Value = Vec<u8>> {
        let long = vec![b'a'; crate::lines::MAX_LINE_LEN + 5];
        let piece = prop::sample::select(vec![
            &b"User-agent: a"[..],
            b"Disallow: /x",
            b"  Dissallow: /y",
            b"Disalow /z \0",
            b"Allow /a",
            b"allow: \xff/b",
            b"Sitemap: https://e.x/s",
            b"Crawl-delay 3",
            b"Foo: bar",
            b"garbage",
            b"useragent b",
            b"\xc3",
            b"# note",
            b"",
            b"Disallow: \0/nul",
        ]);
        let line = (prop::collection::vec(piece, 1..3), prop::sample::select(vec![&b"\n"[..], b"\r\n", b"\r"]), 0u8..40);
        prop::collection::vec(line, 0..12).prop_map(move |lines| {
            let mut out = Vec::new();
            for (pieces, end, r) in lines {
                for p in pieces {
                    out.extend_from_slice(p);
                }
                if r == 0 {
                    out.extend_from_slice(&long);
                }
                out.extend_from_slice(end);
            }
            out
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        #[test]
        fn the_report_is_the_stably_sorted_list(text in file()) {
            let robots = Robots::parse(&text);
            let rs = robots.ruleset(crate::Policy::Google);
            prop_assert_eq!(per_line(&robots, rs), per_line_sorted(&robots, rs));
        }
    }
}
