//! URL lists, one URL a line, as the command line's `check --urls FILE` streams them: split,
//! trimmed and checked here a chunk of bytes at a time, so that a million URLs cross into the
//! engine as a few hundred buffers rather than one string each, and their report comes back
//! the same way (issue 24).
//!
//! A list is read as the command line read it with Node's `readline` and `String.trim()`, so
//! that its answers and its output did not change: lines end at `\n`, `\r\n` or a lone `\r`;
//! each is trimmed of the whitespace JS's `trim()` removes (ASCII and Unicode spaces, line
//! separators, the BOM); blank lines are skipped; bytes that are not UTF-8 read as U+FFFD.

use alloc::vec::Vec;

use crate::matcher::Matcher;

/// How many bytes of `chunk` are complete lines: up to and including its last `\n` or `\r`
/// (0 when it has neither). The rest is the start of a line that the next chunk goes on with.
fn complete_lines(chunk: &[u8]) -> usize {
    chunk.iter().rposition(|&b| is_line_end(b)).map_or(0, |i| i + 1)
}

/// What [`Matcher::report_lines`] read and answered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LinesTally {
    /// Bytes of the chunk read: its complete lines, or all of it at the end of the input. The
    /// rest starts the next chunk.
    pub read: usize,
    /// URLs answered.
    pub urls: u32,
    /// Of them, those allowed.
    pub allowed: u32,
}

impl Matcher {
    /// Checks each URL of a chunk of a URL list and appends the command line's report of it to
    /// `out`, one line a URL: `allowed` or `blocked`, a tab, with `lines` the deciding line
    /// (0: none) and a tab, then the URL, then `\n`. The answers are [`Matcher::decide`]'s.
    ///
    /// The list is read as the module's documentation says: lines end at `\n`, `\r\n` or
    /// `\r`, are trimmed as JS trims, blank ones are skipped, bad UTF-8 reads as U+FFFD.
    /// Unless `end` (the chunk ends the input), only the chunk's complete lines are read; the
    /// tally says how many bytes that is, and the rest goes before the next chunk. With `end`,
    /// the last line needs no line end, and an unfinished UTF-8 character that ends it (the
    /// input was cut inside one) is dropped, as Node's `readline` drops the bytes its decoder
    /// still holds at the end of its input.
    ///
    /// ```
    /// let robots = robots_core::Robots::parse(b"User-agent: *\nDisallow: /private/\n");
    /// let (matcher, mut out) = (robots.matcher("GPTBot"), Vec::new());
    /// let tally = matcher.report_lines(b"/a\n\n /private/x\r\n/pri", false, true, &mut out);
    /// assert_eq!(out, b"allowed\t0\t/a\nblocked\t2\t/private/x\n");
    /// assert_eq!((tally.read, tally.urls, tally.allowed), (17, 2, 1));
    /// ```
    pub fn report_lines(&self, chunk: &[u8], end: bool, lines: bool, out: &mut Vec<u8>) -> LinesTally {
        let read = if end { chunk.len() } else { complete_lines(chunk) };
        let mut tally = LinesTally { read, urls: 0, allowed: 0 };
        // The report is the list plus a word and a tab a line (and the line's number): room
        // for one and a half times the list is enough for URLs of 16 bytes and more; it grows
        // for shorter ones.
        out.reserve(read + read / 2);
        let mut rest = &chunk[..read];
        let mut lossy = Vec::new();
        while !rest.is_empty() {
            let (line, ascii) = line_at(rest);
            let url = match rest.get(line.len()) {
                Some(_) => {
                    rest = &rest[line.len() + 1..];
                    trim(line)
                }
                None => {
                    rest = &[];
                    trim(without_unfinished_char(line))
                }
            };
            if url.is_empty() {
                continue;
            }
            let url = if ascii || core::str::from_utf8(url).is_ok() {
                url
            } else {
                lossy.clear();
                lossy.extend_from_slice(alloc::string::String::from_utf8_lossy(url).as_bytes());
                &lossy
            };
            let (allowed, line) = self.decide_bytes(url);
            out.extend_from_slice(if allowed { b"allowed\t" } else { b"blocked\t" });
            if lines {
                crate::text::push_decimal(u64::from(line), out);
                out.push(b'\t');
            }
            out.extend_from_slice(url);
            out.push(b'\n');
            tally.urls += 1;
            tally.allowed += u32::from(allowed);
        }
        tally
    }
}

/// The line that starts `rest` (up to its first `\n` or `\r`, or all of it), and whether it
/// is all ASCII. Eight bytes at a time: a URL list is mostly the scanning of it.
fn line_at(rest: &[u8]) -> (&[u8], bool) {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    // The bytes of `w` that are 0 have their high bit set (and maybe bytes above them).
    let zeros = |w: u64| w.wrapping_sub(ONES) & !w & HIGH;
    let (mut i, mut high) = (0, 0u64);
    while let Some(word) = rest.get(i..i + 8) {
        let w = u64::from_ne_bytes([word[0], word[1], word[2], word[3], word[4], word[5], word[6], word[7]]);
        if zeros(w ^ (ONES * u64::from(b'\n'))) | zeros(w ^ (ONES * u64::from(b'\r'))) != 0 {
            break;
        }
        high |= w;
        i += 8;
    }
    let mut high = high & HIGH != 0;
    while let Some(&b) = rest.get(i) {
        if is_line_end(b) {
            break;
        }
        high |= b >= 0x80;
        i += 1;
    }
    (&rest[..i], !high)
}

fn is_line_end(b: u8) -> bool {
    b == b'\n' || b == b'\r'
}

/// `line` less an unfinished UTF-8 character at its end: a lead byte (`C0`–`F7`) followed by
/// fewer continuation bytes than it announces. This is what Node's `StringDecoder` holds back
/// at the end of a chunk, and `readline` never gets at the end of the input; other bad bytes
/// are left for U+FFFD.
fn without_unfinished_char(line: &[u8]) -> &[u8] {
    for back in 1..=line.len().min(4) {
        let b = line[line.len() - back];
        if b & 0xC0 == 0x80 {
            continue;
        }
        let length = match b {
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF7 => 4,
            _ => return line,
        };
        return if back < length { &line[..line.len() - back] } else { line };
    }
    line
}

/// What JS's `String.prototype.trim()` removes, in UTF-8: tab, line feed, vertical tab, form
/// feed, carriage return, space, no-break space, ogham space mark, U+2000–U+200A (en quad …
/// hair space), line and paragraph separators, narrow no-break space, medium mathematical
/// space, ideographic space, and the byte order mark. A lead byte never continues another
/// character, so each of these sequences is that character wherever it stands, whatever bad
/// bytes are around it.
const JS_SPACES: [&str; 25] = [
    "\t", "\n", "\u{b}", "\u{c}", "\r", " ", "\u{a0}", "\u{1680}", "\u{2000}", "\u{2001}", "\u{2002}", "\u{2003}", "\u{2004}", "\u{2005}",
    "\u{2006}", "\u{2007}", "\u{2008}", "\u{2009}", "\u{200a}", "\u{2028}", "\u{2029}", "\u{202f}", "\u{205f}", "\u{3000}", "\u{feff}",
];

/// `line` without the whitespace of [`JS_SPACES`] at either end.
fn trim(mut line: &[u8]) -> &[u8] {
    // Most lines start and end with ASCII that is no whitespace: the table is read only when
    // the byte at an end is a control byte, a space or not ASCII.
    let maybe = |edge: Option<&u8>| matches!(edge, Some(&b) if b <= b' ' || b >= 0x80);
    while maybe(line.first()) {
        match space(line, <[u8]>::starts_with) {
            Some(n) => line = &line[n..],
            None => break,
        }
    }
    while maybe(line.last()) {
        match space(line, <[u8]>::ends_with) {
            Some(n) => line = &line[..line.len() - n],
            None => break,
        }
    }
    line
}

/// The length of the whitespace `line` starts (or ends) with, as `has` looks for it.
fn space(line: &[u8], has: fn(&[u8], &[u8]) -> bool) -> Option<usize> {
    for s in JS_SPACES {
        if has(line, s.as_bytes()) {
            return Some(s.len());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::String;

    /// The URLs of a whole list, as `report_lines` reads them.
    fn urls(list: &[u8]) -> Vec<String> {
        let robots = crate::Robots::parse(b"");
        let mut out = Vec::new();
        robots.matcher("a").report_lines(list, true, false, &mut out);
        String::from_utf8(out).unwrap().lines().map(|l| String::from(l.strip_prefix("allowed\t").unwrap())).collect()
    }

    #[test]
    fn lines_end_at_lf_crlf_and_lone_cr() {
        assert_eq!(urls(b"/a\n/b\r\n/c\r/d"), ["/a", "/b", "/c", "/d"]);
        assert_eq!(urls(b"/a\n\r\n\r\r\n/b\n"), ["/a", "/b"]);
        assert_eq!(
            urls(b"/a-long-path-of-many-words\n/and-another-one-at-least-as-long\r/c"),
            ["/a-long-path-of-many-words", "/and-another-one-at-least-as-long", "/c"]
        );
        assert!(urls(b"").is_empty());
        assert!(urls(b"\n \t\r\n").is_empty());
    }

    #[test]
    fn trims_what_js_trims_and_keeps_the_rest() {
        assert_eq!(urls(b" \t\x0B\x0C/a b\t "), ["/a b"]);
        assert_eq!(urls("\u{feff}\u{a0}/a\u{2028}\u{3000}\u{205f}".as_bytes()), ["/a"]);
        assert_eq!(urls("\u{2000}\u{200a}\u{202f}\u{1680}/a\u{2029}".as_bytes()), ["/a"]);
        // Not JS whitespace: zero-width space, NEL, U+180E.
        assert_eq!(urls("\u{200b}/a\u{85}\u{180e}".as_bytes()), ["\u{200b}/a\u{85}\u{180e}"]);
        assert_eq!(urls(b"\x00/a\x00"), ["\x00/a\x00"]);
    }

    #[test]
    fn bad_utf8_reads_as_replacement_characters() {
        assert_eq!(urls(b"/a\xff\n/\xe2\x80b\n"), ["/a\u{fffd}", "/\u{fffd}b"]);
        // A whitespace character after bad bytes is still trimmed.
        assert_eq!(urls(b"/a\xf0\x9f\xe2\x80\xa8\n"), ["/a\u{fffd}"]);
    }

    #[test]
    fn an_unfinished_character_at_the_end_of_the_input_is_dropped() {
        assert_eq!(urls(b"/z\xe2\x80"), ["/z"]);
        assert_eq!(urls(b"/z \xf0\x9f\x98"), ["/z"]);
        assert_eq!(urls(b"/z\xed\xa0"), ["/z"], "Node's decoder looks at lead bytes only");
        assert_eq!(urls(b"/z\xc0"), ["/z"]);
        assert!(urls(b"\xe2").is_empty());
        // Not unfinished: a stray continuation byte, a byte that leads nothing, four
        // continuation bytes, a finished character, or one before a line end.
        assert_eq!(urls(b"/z\x80"), ["/z\u{fffd}"]);
        assert_eq!(urls(b"/z\xf8\x80\x80"), ["/z\u{fffd}\u{fffd}\u{fffd}"]);
        assert_eq!(urls(b"/z\xf0\x9f\x98\x80\x80"), ["/z\u{1f600}\u{fffd}"]);
        assert_eq!(urls("/z\u{e9}".as_bytes()), ["/z\u{e9}"]);
        assert_eq!(urls(b"/z\xe2\x80\n"), ["/z\u{fffd}"]);
    }

    #[test]
    fn complete_lines_end_at_the_last_line_end() {
        assert_eq!(complete_lines(b""), 0);
        assert_eq!(complete_lines(b"/a"), 0);
        assert_eq!(complete_lines(b"/a\n"), 3);
        assert_eq!(complete_lines(b"/a\r"), 3);
        assert_eq!(complete_lines(b"/a\n/b\r\n/c"), 7);
    }

    #[test]
    fn line_at_finds_the_first_line_end_and_sees_non_ascii_bytes() {
        let long = b"/0123456789abcdef0123456789\xc3\xa9xyz\r\nmore";
        assert_eq!(line_at(long), (&long[..32], false));
        assert_eq!(line_at(b"/0123456789abcdef\n\xff"), (&b"/0123456789abcdef"[..], true));
        assert_eq!(line_at(b"/\xff23456\n"), (&b"/\xff23456"[..], false));
        assert_eq!(line_at(b"12345678"), (&b"12345678"[..], true));
        assert_eq!(line_at(b"\n"), (&b""[..], true));
    }
}
