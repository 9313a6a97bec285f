//! The lossless line model: every line of the file, classified, with byte spans of its key,
//! value and comment, read exactly as Google's parser reads it.
//!
//! RFC 9309 §2.2, the grammar the strict reading accepts:
//!
//! ```text
//! robotstxt = *(group / emptyline)
//! group = startgroupline *(startgroupline / emptyline) *(rule / emptyline)
//! startgroupline = *WS "user-agent" *WS ":" *WS product-token EOL
//! rule = *WS ("allow" / "disallow") *WS ":" *WS (path-pattern / empty-pattern) EOL
//! comment = "#" *(UTF8-char-noctl / WS / "#")
//! emptyline = EOL
//! EOL = *WS [comment] NL
//! NL = %x0D / %x0A / %x0D.0A
//! ```
//!
//! Google's parser is more tolerant: keys match by prefix, some typos are accepted, a
//! missing colon is accepted when the line has exactly two tokens, a NUL byte ends the
//! line, and a line keeps only its first [`MAX_LINE_LEN`] bytes.

use alloc::vec::Vec;

/// Google's parser keeps at most this many bytes of a line's content.
pub const MAX_LINE_LEN: usize = 16_663;

/// A byte range of the original input.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// The bytes of `text` this span covers.
    pub fn of<'t>(&self, text: &'t [u8]) -> &'t [u8] {
        &text[self.start as usize..self.end as usize]
    }

    /// True when the span covers no byte.
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }
}

/// What a line is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineKind {
    /// Nothing but white space.
    Blank,
    /// Only a comment.
    Comment,
    /// `User-agent:` (or a prefix form or accepted typo).
    UserAgent,
    /// `Allow:`.
    Allow,
    /// `Disallow:` (or an accepted typo).
    Disallow,
    /// `Sitemap:` (or `site-map`).
    Sitemap,
    /// A key Google knows but does not use (`crawl-delay`, `host`, `noindex`, ...).
    Unused,
    /// Any other key.
    Unknown,
    /// Content that is not `key: value` (no separator, or more than two words without one).
    Invalid,
}

impl LineKind {
    /// Search Console's tag for the line, in kebab-case.
    pub const fn tag(self) -> &'static str {
        match self {
            LineKind::Blank => "blank",
            LineKind::Comment => "comment",
            LineKind::UserAgent => "user-agent",
            LineKind::Allow => "allow",
            LineKind::Disallow => "disallow",
            LineKind::Sitemap => "sitemap",
            LineKind::Unused => "unused",
            LineKind::Unknown => "unknown",
            LineKind::Invalid => "invalid",
        }
    }
}

/// Bit flags of a [`Line`].
pub mod flag {
    /// The key is an accepted typo (`useragent`, `dissallow`, `site-map`, ...).
    pub const TYPO: u8 = 1;
    /// The colon is missing and white space separates key and value.
    pub const MISSING_COLON: u8 = 2;
    /// The line is longer than Google keeps; the rest was dropped.
    pub const TOO_LONG: u8 = 4;
    /// The key is exactly one RFC 9309 defines, followed by a colon.
    pub const EXACT_KEY: u8 = 8;
    /// A NUL byte ended the line's content early.
    pub const NUL: u8 = 16;
    /// The line has a `#` comment.
    pub const COMMENT: u8 = 32;
    /// The key is a prefix form of a defined key (`Disallowed`, `User-agents`).
    pub const PREFIX_KEY: u8 = 64;
}

/// One line of the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// 1-based line number, counted after a leading (partial) BOM.
    pub number: u32,
    /// The whole line without its line end.
    pub span: Span,
    /// What the line is.
    pub kind: LineKind,
    /// The key, without surrounding white space (empty for blank, comment, invalid lines).
    pub key: Span,
    /// The value, without surrounding white space.
    pub value: Span,
    /// The comment, from `#` to the end of the kept content (empty when there is none).
    pub comment: Span,
    /// [`flag`] bits.
    pub flags: u8,
}

impl Line {
    /// True when the line carries the [`flag`] bit.
    pub fn has(&self, bit: u8) -> bool {
        self.flags & bit != 0
    }
}

/// A key Google's parser accepts: every key that starts with `word`, ignoring ASCII case,
/// makes a line of `kind` (`Disallowed: /x` is a disallow rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AcceptedKey {
    /// The word, in lower case.
    pub word: &'static str,
    /// The kind of line the key makes.
    pub kind: LineKind,
    /// An accepted typo of the defined key (the line gets [`flag::TYPO`]).
    pub typo: bool,
}

/// The keys Google's parser accepts (`ParsedRobotsKey::Parse` in google/robotstxt's
/// robots.cc), in the order it tries them: a key is read as the first word it starts with,
/// ignoring ASCII case. The strict reading takes only the defined keys, exactly.
pub const ACCEPTED_KEYS: &[AcceptedKey] = {
    const fn key(word: &'static str, kind: LineKind, typo: bool) -> AcceptedKey {
        AcceptedKey { word, kind, typo }
    }
    use LineKind::{Allow, Disallow, Sitemap, UserAgent};
    &[
        key("user-agent", UserAgent, false),
        key("useragent", UserAgent, true),
        key("user agent", UserAgent, true),
        key("allow", Allow, false),
        key("disallow", Disallow, false),
        key("dissallow", Disallow, true),
        key("dissalow", Disallow, true),
        key("disalow", Disallow, true),
        key("diasllow", Disallow, true),
        key("disallaw", Disallow, true),
        key("sitemap", Sitemap, false),
        key("site-map", Sitemap, true),
    ]
};

/// Keys Google knows but does not use; they are reported as "unused", not "unknown".
pub const UNUSED_KEYS: &[&str] = &[
    "clean-param",
    "content-signal",
    "content-usage",
    "crawl-delay",
    "domain",
    "host",
    "noarchive",
    "nofollow",
    "noindex",
    "request-rate",
    "revisit-after",
    "visit-time",
];

/// Length of the UTF-8 BOM (or the part of it) at the start of `bytes`, as the reference
/// skips it: each leading byte that continues the BOM sequence is dropped.
pub fn bom_len(bytes: &[u8]) -> usize {
    const BOM: [u8; 3] = [0xEF, 0xBB, 0xBF];
    bytes.iter().zip(BOM.iter()).take_while(|(a, b)| a == b).count()
}

/// Splits `bytes` into lines and classifies each one. Never fails.
pub fn split(bytes: &[u8]) -> Vec<Line> {
    let mut lines = Vec::with_capacity(bytes.len() / 16 + 1);
    for_each(bytes, |line, _| lines.push(*line));
    lines
}

/// Every line of a file, and the numbers of the few the per-line report speaks of, so that
/// the report need not read them all.
#[derive(Clone, Debug, Default)]
pub(crate) struct Model {
    pub all: Vec<Line>,
    pub notable: Vec<u32>,
}

impl Model {
    /// Room for the lines of a file of `len` bytes.
    pub fn for_len(len: usize) -> Model {
        Model { all: Vec::with_capacity(len / 16 + 1), notable: Vec::new() }
    }

    /// Takes in the next line.
    pub fn push(&mut self, line: &Line) {
        const REPORTED: u8 = flag::TYPO | flag::PREFIX_KEY | flag::MISSING_COLON | flag::TOO_LONG | flag::NUL;
        if line.flags & REPORTED != 0 || matches!(line.kind, LineKind::Unused | LineKind::Unknown | LineKind::Invalid) {
            self.notable.push(line.number);
        }
        self.all.push(*line);
    }

    /// The model of `bytes`.
    pub fn of(bytes: &[u8]) -> Model {
        let mut model = Model::for_len(bytes.len());
        for_each(bytes, |line, _| model.push(line));
        model
    }
}

mod read;
mod scan;

pub(crate) use read::{for_each, read, Sink};

/// What a line holds, as far as the lines around a group's start are concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bare {
    /// [`LineKind::Blank`].
    Blank,
    /// [`LineKind::Comment`].
    Comment,
    /// Any other kind.
    Content,
}

/// The lines of a file read upwards, each as `(number, what it holds)`, from a known line
/// towards line 1: for the few lines near a group's start, without the whole model. A line is
/// read as [`classify`] reads it (tests: `upwards_agrees_with_split`), but only as far as its
/// first byte of content: its key is not read.
pub(crate) struct Upwards<'b> {
    bytes: &'b [u8],
    /// One past the content of the next line to give (where its line end starts).
    end: usize,
    /// Its number; 0 when there is none left.
    number: u32,
}

impl<'b> Upwards<'b> {
    /// From the file's last line, numbered `last`.
    pub fn from_last(bytes: &'b [u8], last: u32) -> Upwards<'b> {
        Upwards { bytes, end: bytes.len(), number: last }
    }

    /// From the line above the one that holds byte `pos`, numbered `number`.
    pub fn above(bytes: &'b [u8], pos: usize, number: u32) -> Upwards<'b> {
        if number <= 1 {
            return Upwards { bytes, end: 0, number: 0 };
        }
        Upwards { bytes, end: end_before(bytes, line_start(bytes, pos)), number: number - 1 }
    }
}

impl Iterator for Upwards<'_> {
    type Item = (u32, Bare);

    fn next(&mut self) -> Option<(u32, Bare)> {
        let number = self.number;
        if number == 0 {
            return None;
        }
        let start = line_start(self.bytes, self.end);
        // The content the reference keeps: up to the cut of a long line, then to a NUL.
        let line = &self.bytes[start..self.end.min(start + MAX_LINE_LEN)];
        let line = line.iter().position(|&b| b == 0).map_or(line, |nul| &line[..nul]);
        let bare = match line.iter().find(|&&b| !is_space(b)) {
            None => Bare::Blank,
            Some(b'#') => Bare::Comment,
            Some(_) => Bare::Content,
        };
        self.number -= 1;
        if self.number > 0 {
            self.end = end_before(self.bytes, start);
        }
        Some((number, bare))
    }
}

/// The start of the line that holds byte `pos` (or ends at it): after the line end before it,
/// or after the BOM.
fn line_start(bytes: &[u8], pos: usize) -> usize {
    bytes[..pos].iter().rposition(|&b| b == b'\n' || b == b'\r').map_or_else(|| bom_len(bytes), |i| i + 1)
}

/// Where the content of the line before the one starting at `start` ends: at the line end
/// before `start` (a CRLF is one line end).
fn end_before(bytes: &[u8], start: usize) -> usize {
    let crlf = start >= 2 && bytes[start - 1] == b'\n' && bytes[start - 2] == b'\r';
    start - 1 - usize::from(crlf)
}

/// White space as `absl::StripAsciiWhitespace` and C `isspace` see it: space, TAB, LF, VT,
/// FF and CR. A table, since trimming asks for every line.
pub(crate) const fn is_space(b: u8) -> bool {
    SPACE[b as usize]
}

const SPACE: [bool; 256] = {
    let mut t = [false; 256];
    t[b' ' as usize] = true;
    t[b'\t' as usize] = true;
    t[b'\n' as usize] = true;
    t[0x0B] = true;
    t[0x0C] = true;
    t[b'\r' as usize] = true;
    t
};

fn trim(bytes: &[u8], mut start: usize, mut end: usize) -> (usize, usize) {
    while start < end && is_space(bytes[start]) {
        start += 1;
    }
    while end > start && is_space(bytes[end - 1]) {
        end -= 1;
    }
    (start, end)
}

fn span(start: usize, end: usize) -> Span {
    Span { start: start as u32, end: end as u32 }
}

/// Reads one line `bytes[start..end]` as the reference's `GetKeyAndValueFrom` does; `hash`
/// and `nul` are the first `#` and NUL in it, if any (`usize::MAX` otherwise).
fn classify(bytes: &[u8], start: usize, end: usize, hash: usize, nul: usize, number: u32) -> Line {
    let mut line = Line {
        number,
        span: span(start, end),
        kind: LineKind::Blank,
        key: Span::default(),
        value: Span::default(),
        comment: Span::default(),
        flags: 0,
    };
    // The reference keeps a bounded C string: the cut, then a NUL, end the content; then `#`
    // starts a comment.
    let mut kept = end;
    if end - start > MAX_LINE_LEN {
        kept = start + MAX_LINE_LEN;
        line.flags |= flag::TOO_LONG;
    }
    if nul < kept {
        line.flags |= flag::NUL;
        kept = nul;
    }
    let mut stop = kept;
    if hash < kept {
        stop = hash;
        line.flags |= flag::COMMENT;
        line.comment = span(hash, kept);
    }
    let (s, e) = trim(bytes, start, stop);
    if s == e {
        line.kind = if line.has(flag::COMMENT) { LineKind::Comment } else { LineKind::Blank };
        return line;
    }
    let text = &bytes[s..e];
    if let Some((kind, len)) = exact_key_then_colon(text) {
        // The common shapes (`Disallow: /x`, `User-agent: x`) at once; the general path
        // below reads them the same way, only slower.
        let vs = s + len + 1 + bytes[s + len + 1..e].iter().take_while(|&&b| is_space(b)).count();
        line.kind = kind;
        line.key = span(s, s + len);
        line.value = span(vs, e);
        line.flags |= flag::EXACT_KEY;
        return line;
    }
    let (key_end, value_start) = match text.iter().position(|&b| b == b':') {
        Some(c) => (s + c, s + c + 1),
        None => {
            // Google accepts white space instead of the colon when exactly two words remain.
            let Some(w) = text.iter().position(|&b| b == b' ' || b == b'\t') else {
                line.kind = LineKind::Invalid;
                return line;
            };
            let v = w + text[w..].iter().take_while(|&&b| b == b' ' || b == b'\t').count();
            if text[v..].iter().any(|&b| b == b' ' || b == b'\t') {
                line.kind = LineKind::Invalid;
                return line;
            }
            line.flags |= flag::MISSING_COLON;
            (s + w, s + w)
        }
    };
    // The line is trimmed already: the key needs only its end trimmed, the value its start.
    let (ks, ke) = (s, trim(bytes, s, key_end).1);
    if ks == ke {
        line.kind = LineKind::Invalid;
        line.flags &= !flag::MISSING_COLON;
        return line;
    }
    let vs = value_start + bytes[value_start..e].iter().take_while(|&&b| is_space(b)).count();
    let ve = e;
    line.key = span(ks, ke);
    line.value = span(vs, ve);
    let key = &bytes[ks..ke];
    let (kind, typo, exact) = read_key(key);
    line.kind = kind;
    if typo {
        line.flags |= flag::TYPO;
    } else if exact && !line.has(flag::MISSING_COLON) {
        line.flags |= flag::EXACT_KEY;
    } else if matches!(kind, LineKind::UserAgent | LineKind::Allow | LineKind::Disallow | LineKind::Sitemap) && !exact {
        line.flags |= flag::PREFIX_KEY;
    }
    line
}

/// Does `key` start with the lower-case `prefix`, ignoring ASCII case? Setting bit 0x20
/// lower-cases a letter; for the other bytes of the keywords (`-`, space) it could only
/// confuse them with CR or NUL, which never occur inside a line's content.
fn starts_with_ignore_case(key: &[u8], prefix: &str) -> bool {
    key.len() >= prefix.len() && key.iter().zip(prefix.as_bytes()).all(|(&k, &p)| k | 0x20 == p)
}

/// `(kind, key length)` when `text` starts with a defined key, exactly, then a colon.
#[inline(always)]
fn exact_key_then_colon(text: &[u8]) -> Option<(LineKind, usize)> {
    // Eight bytes at once: OR-ing 0x20 lower-cases the letters; `-` and the colon are
    // compared as they are. `text` may run past the line's end: a line end is never read as
    // a letter, `-` or colon, so the match stays inside the line.
    if let Some(chunk) = text.get(..8) {
        let w = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        let low = w | 0x2020_2020_2020_2020;
        let byte = |i: u32| (w >> (8 * i)) as u8;
        const fn word(s: &[u8]) -> u64 {
            let mut w = 0u64;
            let mut i = s.len();
            while i > 0 {
                i -= 1;
                w = w << 8 | s[i] as u64;
            }
            w
        }
        const DISALLOW: u64 = word(b"disallow");
        const USER_AGE: u64 = word(b"user-age");
        const ALLOW: u64 = word(b"allow");
        const SITEMAP: u64 = word(b"sitemap");
        return if low == DISALLOW {
            (text.get(8) == Some(&b':')).then_some((LineKind::Disallow, 8))
        } else if low & 0xFF_FFFF_FFFF == ALLOW && byte(5) == b':' {
            Some((LineKind::Allow, 5))
        } else if low == USER_AGE && byte(4) == b'-' {
            let tail = text.get(8..11)?;
            (tail[0] | 0x20 == b'n' && tail[1] | 0x20 == b't' && tail[2] == b':').then_some((LineKind::UserAgent, 10))
        } else if low & 0xFF_FFFF_FFFF_FFFF == SITEMAP && byte(7) == b':' {
            Some((LineKind::Sitemap, 7))
        } else {
            None
        };
    }
    let (kind, word) = match text[0] | 0x20 {
        b'a' => (LineKind::Allow, "allow"),
        b'd' => (LineKind::Disallow, "disallow"),
        b'u' => (LineKind::UserAgent, "user-agent"),
        b's' => (LineKind::Sitemap, "sitemap"),
        _ => return None,
    };
    let n = word.len();
    (text.get(n) == Some(&b':') && starts_with_ignore_case(text, word)).then_some((kind, n))
}

/// Classifies a key as the reference's `Key::Parse` does: `(kind, accepted typo, exact key)`,
/// from [`ACCEPTED_KEYS`], then [`UNUSED_KEYS`]. The first byte skips most words at once.
pub(crate) fn read_key(key: &[u8]) -> (LineKind, bool, bool) {
    let first = key[0].to_ascii_lowercase();
    let accepted = ACCEPTED_KEYS.iter().find(|k| k.word.as_bytes()[0] == first && starts_with_ignore_case(key, k.word));
    match accepted {
        Some(k) => (k.kind, k.typo, !k.typo && key.len() == k.word.len()),
        None if UNUSED_KEYS.iter().any(|k| key.eq_ignore_ascii_case(k.as_bytes())) => (LineKind::Unused, false, false),
        None => (LineKind::Unknown, false, false),
    }
}

#[cfg(test)]
mod tests;
