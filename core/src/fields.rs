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
        while i < s.len() && key_byte(s[i]) {
            i += 1;
        }
        let key = &s[k..i];
        let value = if s.get(i) == Some(&b'=') {
            i += 1;
            let ws = i + s[i..].iter().take_while(|&&b| ows(b)).count();
            if ws > i {
                return Err(broken(Slip::Spaced, i, ws));
            }
            let end = bare_item(s, i).ok_or_else(|| {
                let end = i + s[i..].iter().take_while(|&&b| b != b',' && !ows(b)).count();
                broken(Slip::Value, i, end)
            })?;
            let v = &s[i..end];
            i = end;
            Some(v)
        } else {
            None
        };
        i = parameters(s, i).ok_or(broken(Slip::After, i, i + 1))?;
        out.push(Member { key, value });
        // Then the end, or a comma and the next member.
        let ws = i + s[i..].iter().take_while(|&&b| ows(b)).count();
        let Some(&next) = s.get(ws) else { break };
        if next != b',' {
            let slip = match (ws > i, value.is_some()) {
                (true, false) if next == b'=' => Slip::Spaced,
                (true, true) if key_start(next) => Slip::NoComma,
                // A byte keys cannot hold, or a space inside what was meant as one key.
                (_, false) => Slip::Key,
                _ => Slip::After,
            };
            return Err(match slip {
                Slip::Spaced | Slip::NoComma => broken(slip, i, ws),
                _ => broken(slip, ws, ws + 1),
            });
        }
        i = ws + 1;
        i += s[i..].iter().take_while(|&&b| ows(b)).count();
        if i == s.len() {
            return Err(broken(Slip::Empty, ws, ws + 1));
        }
    }
    Ok(out)
}

/// Parameters from `i` (`;key` or `;key=item`, each after any spaces): where they end.
fn parameters(s: &[u8], mut i: usize) -> Option<usize> {
    while s.get(i) == Some(&b';') {
        i += 1;
        i += s[i..].iter().take_while(|&&b| b == b' ').count();
        if !s.get(i).is_some_and(|&b| key_start(b)) {
            return None;
        }
        i += s[i..].iter().take_while(|&&b| key_byte(b)).count();
        if s.get(i) == Some(&b'=') {
            i = bare_item(s, i + 1)?;
        }
    }
    Some(i)
}

/// The end of the bare item at `i` (§4.2.3.1): a number, string, token, byte sequence,
/// Boolean, date or display string; `None` when there is none.
fn bare_item(s: &[u8], i: usize) -> Option<usize> {
    let digits = |from: usize| s[from.min(s.len())..].iter().take_while(|b| b.is_ascii_digit()).count();
    match *s.get(i)? {
        b'-' | b'0'..=b'9' => number(s, i),
        b'"' => string(s, i + 1),
        b'*' | b'a'..=b'z' | b'A'..=b'Z' => Some(i + 1 + s[i + 1..].iter().take_while(|&&b| token_byte(b)).count()),
        b':' => {
            let n = s[i + 1..].iter().take_while(|&&b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=')).count();
            (s.get(i + 1 + n) == Some(&b':')).then_some(i + n + 2)
        }
        b'?' => matches!(s.get(i + 1), Some(b'0' | b'1')).then_some(i + 2),
        b'@' => {
            let sign = usize::from(s.get(i + 1) == Some(&b'-'));
            let n = digits(i + 1 + sign);
            // A date is an integer: no fraction.
            (n > 0 && n <= 15 && s.get(i + 1 + sign + n) != Some(&b'.')).then_some(i + 1 + sign + n)
        }
        b'%' if s.get(i + 1) == Some(&b'"') => display(s, i + 2),
        _ => None,
    }
}

/// An integer (at most 15 digits) or a decimal (at most 12 digits, `.`, 1 to 3 digits).
fn number(s: &[u8], i: usize) -> Option<usize> {
    let at = i + usize::from(s[i] == b'-');
    let whole = s[at..].iter().take_while(|b| b.is_ascii_digit()).count();
    if whole == 0 {
        return None;
    }
    let end = at + whole;
    if s.get(end) != Some(&b'.') {
        return (whole <= 15).then_some(end);
    }
    let frac = s[end + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
    (whole <= 12 && (1..=3).contains(&frac)).then_some(end + 1 + frac)
}

/// A string's end after its opening quote: printable ASCII, `\` only before `"` or `\`.
fn string(s: &[u8], mut i: usize) -> Option<usize> {
    loop {
        match *s.get(i)? {
            b'"' => return Some(i + 1),
            b'\\' if matches!(s.get(i + 1), Some(b'"' | b'\\')) => i += 2,
            b' '..=b'~' if s[i] != b'\\' => i += 1,
            _ => return None,
        }
    }
}

/// A display string's end after `%"`: printable ASCII but `"`, `%` only before two lowercase
/// hex digits.
fn display(s: &[u8], mut i: usize) -> Option<usize> {
    let hex = |b: Option<&u8>| b.is_some_and(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    loop {
        match *s.get(i)? {
            b'"' => return Some(i + 1),
            b'%' if hex(s.get(i + 1)) && hex(s.get(i + 2)) => i += 3,
            b' '..=b'~' if s[i] != b'%' => i += 1,
            _ => return None,
        }
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
