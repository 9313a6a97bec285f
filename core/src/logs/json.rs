//! A small JSON object scanner for log lines: each scalar value with its key path, no
//! allocation beyond a reused buffer for the path.
//!
//! RFC 8259 §4: `object = begin-object [ member *( value-separator member ) ] end-object`,
//! `member = string name-separator value`. Nested objects are walked, their keys joined with
//! `.` (`request.headers.User-Agent`, as Caddy and the Elastic Common Schema nest them), to a
//! bounded depth; an array gives its first scalar element (Caddy logs each header as an array
//! of strings). Strings are handed over raw, between their quotes, for the caller to unescape
//! only those it keeps ([`unescape`]). Control characters inside strings, which JSON forbids,
//! are let through: a log line is not a document to validate.

use alloc::vec::Vec;

use super::scan::find2;

/// A scalar value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Value<'a> {
    /// A string's raw bytes between the quotes, escapes as written, and whether it has any.
    Str(&'a [u8], bool),
    /// A number as written.
    Num(&'a [u8]),
    /// `true`, `false` or `null`.
    Other,
}

/// Objects nested deeper than this are skipped, not walked.
const DEPTH: usize = 6;

/// Calls `each(path, value)` for every scalar of the object `line`; `path` is the buffer the
/// key path is built in. `Err` when the line is not one JSON object.
pub(crate) fn scan<'a>(line: &'a [u8], path: &mut Vec<u8>, each: &mut dyn FnMut(&[u8], Value<'a>)) -> Result<(), ()> {
    path.clear();
    let mut s = Scanner { b: line, at: 0 };
    s.ws();
    if s.peek() != Some(b'{') {
        return Err(());
    }
    s.object(path, 0, each)?;
    s.ws();
    if s.at == line.len() {
        Ok(())
    } else {
        Err(())
    }
}

/// Appends a JSON string's raw contents, unescaped, to `out`. Besides JSON's escapes it
/// reads `\xHH`, which nginx writes for `"`, `\` and control bytes unless told `escape=json`.
/// An escape it cannot read is kept as written.
pub(crate) fn unescape(raw: &[u8], out: &mut Vec<u8>) {
    let mut i = 0;
    while i < raw.len() {
        let b = raw[i];
        if b != b'\\' || i + 1 == raw.len() {
            out.push(b);
            i += 1;
            continue;
        }
        let e = raw[i + 1];
        let simple = match e {
            b'"' => Some(b'"'),
            b'\\' => Some(b'\\'),
            b'/' => Some(b'/'),
            b'b' => Some(8),
            b'f' => Some(12),
            b'n' => Some(b'\n'),
            b'r' => Some(b'\r'),
            b't' => Some(b'\t'),
            _ => None,
        };
        if let Some(c) = simple {
            out.push(c);
            i += 2;
        } else if let Some(v) = (e == b'x').then(|| hex(raw.get(i + 2..i + 4)?)).flatten() {
            out.push(v as u8);
            i += 4;
        } else if let Some(u) = (e == b'u').then(|| hex(raw.get(i + 2..i + 6)?)).flatten() {
            i += 6;
            let mut c = u;
            if (0xD800..0xDC00).contains(&u) && raw.get(i) == Some(&b'\\') && raw.get(i + 1) == Some(&b'u') {
                if let Some(lo) = raw.get(i + 2..i + 6).and_then(hex).filter(|lo| (0xDC00..0xE000).contains(lo)) {
                    c = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
                    i += 6;
                }
            }
            let ch = char::from_u32(c).unwrap_or(char::REPLACEMENT_CHARACTER);
            out.extend_from_slice(ch.encode_utf8(&mut [0; 4]).as_bytes());
        } else {
            out.extend_from_slice(&raw[i..i + 2]);
            i += 2;
        }
    }
}

fn hex(digits: &[u8]) -> Option<u32> {
    digits.iter().try_fold(0u32, |v, &d| Some(v * 16 + char::from(d).to_digit(16)?))
}

struct Scanner<'a> {
    b: &'a [u8],
    at: usize,
}

impl<'a> Scanner<'a> {
    #[inline(always)]
    fn peek(&self) -> Option<u8> {
        self.b.get(self.at).copied()
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r' | b'\n')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, c: u8) -> Result<(), ()> {
        self.ws();
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(())
        }
    }

    /// A string at the cursor: its raw contents, and whether it has escapes.
    fn string(&mut self) -> Result<(&'a [u8], bool), ()> {
        self.eat(b'"')?;
        let start = self.at;
        let mut escaped = false;
        loop {
            self.at += find2(self.b.get(self.at..).ok_or(())?, b'"', b'\\').ok_or(())?;
            match self.peek() {
                Some(b'"') => break,
                _ => {
                    escaped = true;
                    self.at += 2;
                }
            }
        }
        let raw = self.b.get(start..self.at).ok_or(())?;
        self.at += 1;
        Ok((raw, escaped))
    }

    /// `{ members }` nested under `path` (empty at the top), each scalar handed to `each`.
    /// A top-level key is handed over as it is; a nested one is written after its parents'.
    fn object(&mut self, path: &mut Vec<u8>, depth: usize, each: &mut dyn FnMut(&[u8], Value<'a>)) -> Result<(), ()> {
        self.eat(b'{')?;
        self.ws();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(());
        }
        let base = path.len();
        loop {
            let (key, _) = self.string()?;
            self.eat(b':')?;
            self.ws();
            let value = match self.peek().ok_or(())? {
                b'{' if depth + 1 < DEPTH => {
                    named(path, base, key);
                    self.object(path, depth + 1, each)?;
                    None
                }
                b'{' => self.skip().map(|()| None)?,
                b'[' => self.first_of_array()?,
                _ => Some(self.scalar()?),
            };
            if let Some(v) = value {
                if base == 0 {
                    each(key, v);
                } else {
                    named(path, base, key);
                    each(path, v);
                }
            }
            self.ws();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    path.truncate(base);
                    return Ok(());
                }
                _ => return Err(()),
            }
        }
    }

    /// A string, number, `true`, `false` or `null`.
    fn scalar(&mut self) -> Result<Value<'a>, ()> {
        match self.peek().ok_or(())? {
            b'"' => self.string().map(|(s, escaped)| Value::Str(s, escaped)),
            b'-' | b'0'..=b'9' => {
                let start = self.at;
                while matches!(self.peek(), Some(b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')) {
                    self.at += 1;
                }
                Ok(Value::Num(&self.b[start..self.at]))
            }
            _ => {
                for word in [&b"true"[..], b"false", b"null"] {
                    if self.b[self.at..].starts_with(word) {
                        self.at += word.len();
                        return Ok(Value::Other);
                    }
                }
                Err(())
            }
        }
    }

    /// `[ values ]`: its first element when that is a scalar; nested objects and arrays in it
    /// are skipped.
    fn first_of_array(&mut self) -> Result<Option<Value<'a>>, ()> {
        self.eat(b'[')?;
        self.ws();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(None);
        }
        let mut first = None;
        for i in 0.. {
            self.ws();
            if matches!(self.peek(), Some(b'{' | b'[')) {
                self.skip()?;
            } else {
                let v = self.scalar()?;
                if i == 0 {
                    first = Some(v);
                }
            }
            self.ws();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    break;
                }
                _ => return Err(()),
            }
        }
        Ok(first)
    }

    /// Skips a nested object or array whole, checking only that its brackets and strings are
    /// balanced.
    fn skip(&mut self) -> Result<(), ()> {
        let mut depth = 0usize;
        loop {
            self.ws();
            match self.peek().ok_or(())? {
                b'{' | b'[' => {
                    depth += 1;
                    self.at += 1;
                }
                b'}' | b']' => {
                    depth -= 1;
                    self.at += 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                b'"' => {
                    self.string()?;
                }
                _ => self.at += 1,
            }
        }
    }
}

/// Writes the path of `key` under the first `base` bytes of `path` (its parents' path).
fn named(path: &mut Vec<u8>, base: usize, key: &[u8]) {
    path.truncate(base);
    if base > 0 {
        path.push(b'.');
    }
    path.extend_from_slice(key);
}
