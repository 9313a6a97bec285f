//! The W3C Extended Log File Format, as IIS (and CloudFront, tab-separated) write it: a
//! `#Fields:` directive names the columns of the lines after it, which are words separated by
//! spaces (or tabs), `-` for an empty value. IIS writes a space inside a value as `+`.

use alloc::vec::Vec;

use super::{is_target, status, At, LineError, Parts, Source};
use crate::logs::time;

/// What a column holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Col {
    Date,
    Time,
    Ip,
    Method,
    /// The path (`cs-uri-stem`).
    Stem,
    /// The query, without its `?` (`cs-uri-query`).
    Query,
    /// The whole target (`cs-uri`).
    Uri,
    Status,
    UserAgent,
    /// The `X-Forwarded-For` header.
    Forwarded,
    /// The Web Bot Auth headers.
    Signature,
    SignatureInput,
    SignatureAgent,
    /// The Host header.
    Host,
    Other,
}

/// The column names read, lowercase.
const NAMES: &[(&[u8], Col)] = &[
    (b"date", Col::Date),
    (b"time", Col::Time),
    (b"c-ip", Col::Ip),
    (b"cs-method", Col::Method),
    (b"cs-uri-stem", Col::Stem),
    (b"cs-uri-query", Col::Query),
    (b"cs-uri", Col::Uri),
    (b"sc-status", Col::Status),
    (b"cs(user-agent)", Col::UserAgent),
    (b"cs(x-forwarded-for)", Col::Forwarded),
    (b"x-forwarded-for", Col::Forwarded),
    (b"cs(signature)", Col::Signature),
    (b"cs(signature-input)", Col::SignatureInput),
    (b"cs(signature-agent)", Col::SignatureAgent),
    (b"cs-host", Col::Host),
    (b"cs(host)", Col::Host),
];

/// Reads a `#` directive line: `#Fields:` replaces `layout` with its columns; the others
/// (`#Software:`, `#Version:`, `#Date:`, `#Remark:`) change nothing.
pub(super) fn directive(line: &[u8], layout: &mut Vec<Col>) {
    const FIELDS: &[u8] = b"#fields:";
    if line.len() < FIELDS.len() || !line[..FIELDS.len()].eq_ignore_ascii_case(FIELDS) {
        return;
    }
    layout.clear();
    for name in line[FIELDS.len()..].split(|&b| b == b' ' || b == b'\t').filter(|w| !w.is_empty()) {
        let col = NAMES.iter().find(|(n, _)| name.eq_ignore_ascii_case(n)).map_or(Col::Other, |&(_, c)| c);
        layout.push(col);
    }
}

/// A line of the columns `layout` names; `None` when it has another number of words (it is
/// then read as another format).
pub(super) fn w3c_line(line: &[u8], layout: &[Col], scratch: &mut Vec<u8>) -> Option<Result<Parts, LineError>> {
    let tabs = line.contains(&b'\t');
    let sep = |b: &u8| if tabs { *b == b'\t' } else { *b == b' ' };
    let trimmed = line.trim_ascii_end();
    if trimmed.split(sep).count() != layout.len() {
        return None;
    }
    let mut p = Parts::default();
    let (mut date, mut clock, mut stem, mut query, mut uri) = (None, None, None, None, None);
    let mut start = 0;
    for (word, &col) in trimmed.split(sep).zip(layout) {
        let at = At { source: Source::Line, start, end: start + word.len() };
        start += word.len() + 1;
        if word.is_empty() || word == b"-" {
            continue;
        }
        match col {
            Col::Date => date = Some(word),
            Col::Time => clock = Some(word),
            Col::Ip => p.client = at,
            Col::Method => p.method = at,
            Col::Stem => stem = Some(at),
            Col::Query => query = Some(at),
            Col::Uri => uri = Some(at),
            Col::Status => p.status = status(word),
            Col::UserAgent => p.user_agent = plus_as_space(word, at, scratch),
            Col::Forwarded => p.forwarded = plus_as_space(word, at, scratch),
            // Base64 has `+`: the signature is kept as written.
            Col::Signature => (p.signed, p.signature) = (true, at),
            Col::SignatureInput => (p.signed, p.signature_input) = (true, plus_as_space_outside_strings(word, at, scratch)),
            Col::SignatureAgent => (p.signed, p.signature_agent) = (true, at),
            Col::Host => p.host = at,
            Col::Other => {}
        }
    }
    p.time = date.zip(clock).and_then(|(d, t)| {
        // `2026-12-07` and `10:00:00` (UTC, as the format says) read together.
        let mut both = [0u8; 48];
        let n = d.len() + 1 + t.len();
        let buf = both.get_mut(..n)?;
        buf[..d.len()].copy_from_slice(d);
        buf[d.len()] = b' ';
        buf[d.len() + 1..].copy_from_slice(t);
        time::parse_time(buf)
    });
    p.url = match (uri, stem) {
        (Some(u), _) if is_target(u.of([line, &[], &[]])) => u,
        (_, Some(s)) if is_target(s.of([line, &[], &[]])) => match query {
            Some(q) => {
                let from = scratch.len();
                scratch.extend_from_slice(s.of([line, &[], &[]]));
                scratch.push(b'?');
                scratch.extend_from_slice(q.of([line, &[], &[]]));
                At { source: Source::Scratch, start: from, end: scratch.len() }
            }
            None => s,
        },
        _ => return Some(Err(LineError::NoUrl)),
    };
    Some(Ok(p))
}

/// The value with each `+` outside `"…"` read as a space (a structured header's strings, a
/// nonce, may hold a `+` of their own).
fn plus_as_space_outside_strings(word: &[u8], at: At, scratch: &mut Vec<u8>) -> At {
    if !word.contains(&b'+') {
        return at;
    }
    let from = scratch.len();
    let mut quoted = false;
    for &b in word {
        quoted ^= b == b'"';
        scratch.push(if b == b'+' && !quoted { b' ' } else { b });
    }
    At { source: Source::Scratch, start: from, end: scratch.len() }
}

/// The value with each `+` read as a space (copied into `scratch` only when it has one).
fn plus_as_space(word: &[u8], at: At, scratch: &mut Vec<u8>) -> At {
    if !word.contains(&b'+') {
        return at;
    }
    let from = scratch.len();
    scratch.extend(word.iter().map(|&b| if b == b'+' { b' ' } else { b }));
    At { source: Source::Scratch, start: from, end: scratch.len() }
}
