//! HTTP Structured Fields dictionaries (RFC 9651 §3.2, parsed as §4.2.2 says), the form of an
//! AI-use preference's value: `train-ai=n, search=y`. The one parser that both the reading of
//! preferences (`usage.rs`) and their lint use, so that what the lint calls broken is what the
//! engine ignores.
//!
//! A dictionary either parses whole or not at all: the first byte the grammar does not allow
//! fails it. Besides that byte, a failure says what kind of slip it most likely is, for the
//! lint's message and fix.

use alloc::vec::Vec;

/// A member of a dictionary that parses: its key, and its value's bare item as written
/// (`None`: a key alone, which is the Boolean true). Parameters are skipped: the vocabulary
/// gives them no meaning.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Member<'t> {
    pub key: &'t [u8],
    pub value: Option<&'t [u8]>,
}

/// What kind of slip breaks a dictionary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slip {
    /// A member with nothing in it: two commas in a row, or a comma first or last.
    Empty,
    /// White space before or after the `=` of a member.
    Spaced,
    /// Two members with only white space between them, the first with a value.
    NoComma,
    /// A key that is not one: it starts with or holds a byte keys cannot (a capital, a space).
    Key,
    /// A value that is no bare item (`train-ai=`, `train-ai='n'`, an unclosed string).
    Value,
    /// Any other byte where a member should end.
    After,
}

/// Where a dictionary breaks: the kind of slip and the bytes of the dictionary it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Broken {
    pub slip: Slip,
    pub start: usize,
    pub end: usize,
}

fn broken(slip: Slip, start: usize, end: usize) -> Broken {
    Broken { slip, start, end }
}

/// Space or tab, the optional white space between members.
fn ows(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

/// A byte a key may start with, and one it may hold.
fn key_start(b: u8) -> bool {
    b.is_ascii_lowercase() || b == b'*'
}

fn key_byte(b: u8) -> bool {
    matches!(b, b'a'..=b'z' | b'0'..=b'9' | b'_' | b'-' | b'.' | b'*')
}

/// A byte of a token after its first (RFC 9110 `tchar`, `:` and `/`).
fn token_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~:/".contains(&b)
}

/// A byte of a byte sequence (base64).
fn base64(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=')
}

/// Where the run of bytes `f` accepts from `i` ends.
fn run(s: &[u8], i: usize, f: fn(u8) -> bool) -> usize {
    i + s.get(i..).unwrap_or_default().iter().take_while(|&&b| f(b)).count()
}

/// The dictionary `s` (already without the white space around it): its members in order, a
/// key given again keeping each (the caller takes the last, as §4.2.2 replaces the value); or
/// where and how it breaks.
pub(crate) fn parse(s: &[u8]) -> Result<Vec<Member<'_>>, Broken> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        // A member: a key, then `=` and a bare item, or nothing (true); then parameters.
        if !key_start(s[i]) {
            let slip = if s[i] == b',' { Slip::Empty } else { Slip::Key };
            return Err(broken(slip, i, i + 1));
        }
        let k = i;
        i = run(s, i, key_byte);
        let key = &s[k..i];
        let mut value = None;
        if s.get(i) == Some(&b'=') {
            i += 1;
            let ws = run(s, i, ows);
            if ws > i {
                return Err(broken(Slip::Spaced, i, ws));
            }
            let Some(end) = bare_item(s, i) else {
                return Err(broken(Slip::Value, i, run(s, i, |b| b != b',' && !ows(b))));
            };
            value = Some(&s[i..end]);
            i = end;
        }
        i = parameters(s, i).ok_or(broken(Slip::After, i, i + 1))?;
        out.push(Member { key, value });
        // Then the end, or a comma and the next member.
        let ws = run(s, i, ows);
        let Some(&next) = s.get(ws) else { break };
        if next != b',' {
            let slip = match (ws > i, value.is_some()) {
                (true, false) if next == b'=' => Slip::Spaced,
                (true, true) if key_start(next) => Slip::NoComma,
                // A byte keys cannot hold, or a space inside what was meant as one key.
                (_, false) => Slip::Key,
                _ => Slip::After,
            };
            let (start, end) = if matches!(slip, Slip::Spaced | Slip::NoComma) { (i, ws) } else { (ws, ws + 1) };
            return Err(broken(slip, start, end));
        }
        i = run(s, ws + 1, ows);
        if i == s.len() {
            return Err(broken(Slip::Empty, ws, ws + 1));
        }
    }
    Ok(out)
}

/// Parameters from `i` (`;key` or `;key=item`, each after any spaces): where they end.
fn parameters(s: &[u8], mut i: usize) -> Option<usize> {
    while s.get(i) == Some(&b';') {
        i = run(s, i + 1, |b| b == b' ');
        if !key_start(*s.get(i)?) {
            return None;
        }
        i = run(s, i, key_byte);
        if s.get(i) == Some(&b'=') {
            i = bare_item(s, i + 1)?;
        }
    }
    Some(i)
}

/// The end of the bare item at `i` (§4.2.3.1): a number, string, token, byte sequence,
/// Boolean, date or display string; `None` when there is none.
fn bare_item(s: &[u8], i: usize) -> Option<usize> {
    let at = |n: usize| s.get(i + n).copied().unwrap_or(0);
    match at(0) {
        b'-' | b'0'..=b'9' => number(s, i),
        b'"' => quoted(s, i + 1, b'\\'),
        b'*' | b'a'..=b'z' | b'A'..=b'Z' => Some(run(s, i + 1, token_byte)),
        b':' => {
            let end = run(s, i + 1, base64);
            (s.get(end) == Some(&b':')).then_some(end + 1)
        }
        b'?' => matches!(at(1), b'0' | b'1').then_some(i + 2),
        // A date is an integer: no fraction.
        b'@' => number(s, i + 1).filter(|&end| !s[i..end].contains(&b'.')),
        b'%' if at(1) == b'"' => quoted(s, i + 2, b'%'),
        _ => None,
    }
}

/// An integer (at most 15 digits) or a decimal (at most 12 digits, `.`, 1 to 3 digits).
fn number(s: &[u8], i: usize) -> Option<usize> {
    let at = i + usize::from(s.get(i) == Some(&b'-'));
    let end = run(s, at, |b| b.is_ascii_digit());
    let whole = end - at;
    if s.get(end) != Some(&b'.') {
        return (1..=15).contains(&whole).then_some(end);
    }
    let frac = run(s, end + 1, |b| b.is_ascii_digit()) - end - 1;
    ((1..=12).contains(&whole) && (1..=3).contains(&frac)).then_some(end + 1 + frac)
}

/// A quoted string's end after its opening quote: printable ASCII; in a string (`escape`
/// `\`), `\` only before `"` or `\`; in a display string (`escape` `%`), no `"` but the last,
/// and `%` only before two lowercase hex digits.
fn quoted(s: &[u8], mut i: usize, escape: u8) -> Option<usize> {
    let hex = |b: Option<&u8>| b.is_some_and(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    loop {
        let b = *s.get(i)?;
        i += match b {
            b'"' => return Some(i + 1),
            _ if b == escape && escape == b'\\' && matches!(s.get(i + 1), Some(b'"' | b'\\')) => 2,
            _ if b == escape && escape == b'%' && hex(s.get(i + 1)) && hex(s.get(i + 2)) => 3,
            b' '..=b'~' if b != escape => 1,
            _ => return None,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each member as `(key, value)`, or the slip and the bytes it names.
    type Read<'s> = Result<Vec<(&'s str, Option<&'s str>)>, (Slip, &'s str)>;

    fn members(s: &str) -> Read<'_> {
        parse(s.as_bytes())
            .map(|m| m.iter().map(|m| (core::str::from_utf8(m.key).unwrap(), m.value.map(|v| core::str::from_utf8(v).unwrap()))).collect())
            .map_err(|b| (b.slip, &s[b.start..b.end]))
    }

    #[test]
    fn dictionaries_that_parse() {
        assert_eq!(members("train-ai=n, search=y"), Ok(alloc::vec![("train-ai", Some("n")), ("search", Some("y"))]));
        assert_eq!(members("a,b=?0;p;q=1.5,\tc=\"x\\\"y\""), Ok(alloc::vec![("a", None), ("b", Some("?0")), ("c", Some("\"x\\\"y\""))]));
        assert!(members("a=-12, b=:aGk=:, c=@1700000000, d=%\"caf%c3%a9\", e=*tok/x:1").is_ok());
        assert_eq!(members(""), Ok(alloc::vec![]));
    }

    #[test]
    fn each_slip_is_named_where_it_is() {
        assert_eq!(members("a=y,,b=n"), Err((Slip::Empty, ",")));
        assert_eq!(members("a=y, "), Err((Slip::Empty, ",")));
        assert_eq!(members(",a=y"), Err((Slip::Empty, ",")));
        assert_eq!(members("train-ai = n"), Err((Slip::Spaced, " ")));
        assert_eq!(members("train-ai=  n"), Err((Slip::Spaced, "  ")));
        assert_eq!(members("train-ai=n search=y"), Err((Slip::NoComma, " ")));
        assert_eq!(members("Train-AI=n"), Err((Slip::Key, "T")));
        assert_eq!(members("train-AI=n"), Err((Slip::Key, "A")));
        assert_eq!(members("train ai=n"), Err((Slip::Key, "a")));
        assert_eq!(members("=n"), Err((Slip::Key, "=")));
        assert_eq!(members("train-ai='n'"), Err((Slip::Value, "'n'")));
        assert_eq!(members("train-ai="), Err((Slip::Value, "")));
        assert_eq!(members("a=\"open"), Err((Slip::Value, "\"open")));
        assert_eq!(members("a=1.2345"), Err((Slip::Value, "1.2345")));
        assert_eq!(members("train-ai=n)"), Err((Slip::After, ")")));
        assert_eq!(members("train-ai=n;"), Err((Slip::After, ";")));
    }
}
