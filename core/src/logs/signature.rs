//! Web Bot Auth signatures as a log records them: the `Signature-Input` and `Signature`
//! headers (RFC 9421, HTTP Message Signatures; structured fields of RFC 8941) read, the
//! Web Bot Auth rules checked (the `web-bot-auth` tag, a `keyid`, `created` and `expires`
//! around the request's time), and the signature base built from the request's logged
//! fields. The signature itself is verified by the caller (with the operator's public key,
//! which the core does not handle: it has no cryptography).

use alloc::string::String;
use alloc::vec::Vec;

use super::line::Request;

/// What a signed request's signature came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SignatureCheck {
    /// The caller verified it with the operator's key.
    Verified,
    /// It does not hold ([`SignatureProblem`]).
    Invalid(SignatureProblem),
    /// No key was supplied for it (or none at all).
    NoKey,
    /// The log lacks what it signs: the `Signature` or `Signature-Input` header, or a
    /// component it covers (the Host for `@authority`), or it covers a component the replay
    /// does not rebuild.
    NotChecked,
    /// Its signature base waits for the caller's verdict ([`crate::logs::Replay::pending_signatures`]).
    Pending,
}

/// Why a signature does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SignatureProblem {
    /// The headers cannot be read, or lack `keyid`, `created` or `expires`, or the
    /// `Signature` header has no signature of the label `Signature-Input` gives.
    Malformed,
    /// No signature of `Signature-Input` has the tag `web-bot-auth`.
    NotWebBotAuth,
    /// The request was made after the signature's `expires`.
    Expired,
    /// The request was made before the signature's `created` (a minute allowed for clocks).
    NotYetValid,
    /// The signature does not verify with the key its `keyid` names.
    BadSignature,
}

impl SignatureProblem {
    /// The stable id: `malformed`, `not-web-bot-auth`, `expired`, `not-yet-valid`,
    /// `bad-signature`.
    pub const fn id(self) -> &'static str {
        match self {
            SignatureProblem::Malformed => "malformed",
            SignatureProblem::NotWebBotAuth => "not-web-bot-auth",
            SignatureProblem::Expired => "expired",
            SignatureProblem::NotYetValid => "not-yet-valid",
            SignatureProblem::BadSignature => "bad-signature",
        }
    }
}

/// A signature the core's checks passed, for the caller to verify: Ed25519 of `base` with
/// the public key whose JWK thumbprint is `keyid`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingSignature {
    /// The number to give [`crate::logs::Replay::signature_verdict`].
    pub id: u64,
    /// The key's id, as `Signature-Input` gives it.
    pub keyid: String,
    /// The signature base (RFC 9421 §2.5).
    pub base: Vec<u8>,
    /// The signature's bytes.
    pub signature: Vec<u8>,
}

/// What [`check`] found: a verdict, or what to verify.
#[derive(Debug)]
pub(crate) enum Checked {
    Now(SignatureCheck),
    Verify { keyid: String, base: Vec<u8>, signature: Vec<u8> },
}

/// Clocks may differ this much (seconds) between the crawler and the server.
const SKEW: i64 = 60;

/// Checks the signature of a signed request against the key ids the caller can verify.
pub(crate) fn check(req: &Request, keyids: &[String]) -> Checked {
    use SignatureProblem::*;
    let invalid = |p| Checked::Now(SignatureCheck::Invalid(p));
    if keyids.is_empty() {
        return Checked::Now(SignatureCheck::NoKey);
    }
    if req.signature_input.is_empty() || req.signature.is_empty() {
        return Checked::Now(SignatureCheck::NotChecked);
    }
    let Some(inputs) = dictionary(req.signature_input) else { return invalid(Malformed) };
    let mut chosen = None;
    for (label, value) in inputs {
        let Some(input) = inner_list(value) else { return invalid(Malformed) };
        if input.param(b"tag").and_then(string) == Some(&b"web-bot-auth"[..]) {
            chosen = Some((label, value, input));
            break;
        }
    }
    let Some((label, value, input)) = chosen else { return invalid(NotWebBotAuth) };
    let keyid = input.param(b"keyid").and_then(string);
    let created = input.param(b"created").and_then(integer);
    let expires = input.param(b"expires").and_then(integer);
    let (Some(keyid), Some(created), Some(expires)) = (keyid, created, expires) else { return invalid(Malformed) };
    if expires < created {
        return invalid(Malformed);
    }
    let keyid = String::from_utf8_lossy(keyid).into_owned();
    if !keyids.contains(&keyid) {
        return Checked::Now(SignatureCheck::NoKey);
    }
    if let Some(t) = req.time {
        if t > expires {
            return invalid(Expired);
        }
        if t + SKEW < created {
            return invalid(NotYetValid);
        }
    }
    let signature = dictionary(req.signature)
        .and_then(|mut sigs| sigs.find(|(l, _)| *l == label))
        .and_then(|(_, v)| v.trim_ascii().strip_prefix(b":")?.split(|&b| b == b';').next()?.strip_suffix(b":").and_then(base64));
    let Some(signature) = signature else { return invalid(Malformed) };
    let mut base = Vec::new();
    for component in &input.items {
        base.extend_from_slice(component);
        base.extend_from_slice(b": ");
        // A component with parameters (`;sf`, `;req`, `;key`) is not rebuilt, but for a member of
        // the Signature-Agent dictionary, `"signature-agent";key="sig1"`, which Web Bot Auth's
        // later drafts sign.
        let rebuilt = match component.strip_prefix(b"\"signature-agent\";key=\"").and_then(|k| k.strip_suffix(b"\"")) {
            Some(key) => agent_member(req.signature_agent, key, &mut base),
            None => component.strip_prefix(b"\"").and_then(|c| c.strip_suffix(b"\"")).is_some_and(|name| value_of(name, req, &mut base)),
        };
        if !rebuilt {
            return Checked::Now(SignatureCheck::NotChecked);
        }
        base.push(b'\n');
    }
    base.extend_from_slice(b"\"@signature-params\": ");
    base.extend_from_slice(value.trim_ascii());
    Checked::Verify { keyid, base, signature }
}

/// Appends the member `key` of the Signature-Agent dictionary (`sig1="https://…"`) as RFC 9421
/// §2.1.2 has it, serialised; false when the log does not have it as a string without
/// parameters, the one form whose serialisation is the text as written.
fn agent_member(header: &[u8], key: &[u8], out: &mut Vec<u8>) -> bool {
    let header = header.trim_ascii();
    let Ok(members) = crate::fields::parse(header) else { return false };
    // A key given twice means its last value.
    let Some(value) = members.iter().rev().find(|m| m.key == key).and_then(|m| m.value) else { return false };
    // The value is a slice of the header: a `;` right after it starts its parameters.
    let end = value.as_ptr() as usize - header.as_ptr() as usize + value.len();
    if value.first() != Some(&b'"') || header.get(end) == Some(&b';') {
        return false;
    }
    out.extend_from_slice(value);
    true
}

/// Appends the value of the component `name` of `req`; false when the log does not have it.
fn value_of(name: &[u8], req: &Request, out: &mut Vec<u8>) -> bool {
    let (path, query) = target_parts(req.url);
    let start = out.len();
    match name {
        b"@authority" => {
            // RFC 9421 §2.2.3: the host as HTTP writes it, lower-case and without the scheme's
            // default port. A log seldom says the scheme: `:443` goes unless the target says
            // http, `:80` only when it does.
            let http = req.url.get(..7).is_some_and(|s| s.eq_ignore_ascii_case(b"http://"));
            let host = req.host.strip_suffix(if http { &b":80"[..] } else { b":443" }).unwrap_or(req.host);
            out.extend(host.iter().map(u8::to_ascii_lowercase));
        }
        b"@method" => out.extend_from_slice(req.method),
        b"@path" if path.is_empty() => out.push(b'/'),
        b"@path" => out.extend_from_slice(path),
        b"@query" => {
            out.push(b'?');
            out.extend_from_slice(query);
        }
        b"@target-uri" if req.url.first() != Some(&b'/') => out.extend_from_slice(req.url),
        b"signature-agent" => out.extend_from_slice(req.signature_agent),
        b"user-agent" => out.extend_from_slice(req.user_agent),
        _ => return false,
    }
    out.len() > start
}

/// The path and the query (without its `?`) of a target, a path or an absolute URL.
fn target_parts(url: &[u8]) -> (&[u8], &[u8]) {
    let rest = match url.windows(3).position(|w| w == b"://") {
        Some(i) if url.first() != Some(&b'/') => {
            let after = &url[i + 3..];
            let end = after.iter().position(|&b| b == b'/' || b == b'?').unwrap_or(after.len());
            &after[end..]
        }
        _ => url,
    };
    let rest = rest.split(|&b| b == b'#').next().unwrap_or_default();
    match rest.iter().position(|&b| b == b'?') {
        Some(q) => (&rest[..q], &rest[q + 1..]),
        None => (rest, &[]),
    }
}

/// An inner list with its parameters: `("@authority" "signature-agent");created=1;keyid="k"`.
struct InnerList<'a> {
    /// Each item as written: `"@authority"`, with its parameters if any.
    items: Vec<&'a [u8]>,
    params: Vec<(&'a [u8], &'a [u8])>,
}

impl<'a> InnerList<'a> {
    fn param(&self, key: &[u8]) -> Option<&'a [u8]> {
        self.params.iter().find(|(k, _)| *k == key).map(|&(_, v)| v)
    }
}

fn inner_list(value: &[u8]) -> Option<InnerList<'_>> {
    let v = value.trim_ascii();
    let mut at = 1;
    if v.first() != Some(&b'(') {
        return None;
    }
    let mut items = Vec::new();
    loop {
        while v.get(at) == Some(&b' ') {
            at += 1;
        }
        match v.get(at)? {
            b')' => {
                at += 1;
                break;
            }
            _ => {
                let start = at;
                at = item_end(v, at)?;
                items.push(&v[start..at]);
            }
        }
    }
    let params = params(&v[at..])?;
    Some(InnerList { items, params })
}

/// The end of the item at `at`: a bare item and its parameters.
fn item_end(v: &[u8], mut at: usize) -> Option<usize> {
    loop {
        match v.get(at) {
            Some(b'"') => at = string_end(v, at)?,
            Some(b' ' | b')' | b',') | None => return Some(at),
            Some(_) => at += 1,
        }
    }
}

/// The end of the string that starts at `at` (its `"`), past its closing quote.
fn string_end(v: &[u8], at: usize) -> Option<usize> {
    let mut i = at + 1;
    loop {
        match v.get(i)? {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
}

/// `;key=value;flag`: each parameter's key and value as written (`?1` for a flag).
fn params(v: &[u8]) -> Option<Vec<(&[u8], &[u8])>> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < v.len() {
        if v[at] != b';' {
            return None;
        }
        at += 1;
        while v.get(at) == Some(&b' ') {
            at += 1;
        }
        let start = at;
        while v.get(at).is_some_and(|&b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"_-.*".contains(&b)) {
            at += 1;
        }
        let key = &v[start..at];
        if key.is_empty() {
            return None;
        }
        if v.get(at) == Some(&b'=') {
            let start = at + 1;
            at = if v.get(start) == Some(&b'"') {
                string_end(v, start)?
            } else {
                start + v[start..].iter().position(|&b| b == b';').unwrap_or(v.len() - start)
            };
            out.push((key, &v[start..at]));
        } else {
            out.push((key, &b"?1"[..]));
        }
    }
    Some(out)
}

/// A dictionary's members, `label=value`, separated by commas outside strings and lists.
fn dictionary(v: &[u8]) -> Option<impl Iterator<Item = (&[u8], &[u8])>> {
    let mut members = Vec::new();
    let (mut at, mut depth, mut start) = (0, 0usize, 0);
    while at <= v.len() {
        match v.get(at) {
            Some(b'"') => {
                at = string_end(v, at)?;
                continue;
            }
            Some(b'(') => depth += 1,
            Some(b')') => depth = depth.checked_sub(1)?,
            Some(b',') | None if depth == 0 => {
                let member = v[start..at].trim_ascii();
                let eq = member.iter().position(|&b| b == b'=')?;
                members.push((&member[..eq], &member[eq + 1..]));
                start = at + 1;
            }
            _ => {}
        }
        at += 1;
    }
    (depth == 0 && !members.is_empty()).then(|| members.into_iter())
}

/// A string parameter's content (without escapes to undo: keys and tags have none).
fn string(v: &[u8]) -> Option<&[u8]> {
    v.strip_prefix(b"\"")?.strip_suffix(b"\"").filter(|s| !s.contains(&b'\\'))
}

fn integer(v: &[u8]) -> Option<i64> {
    if v.is_empty() || v.len() > 15 || !v.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(v.iter().fold(0i64, |n, &d| n * 10 + i64::from(d - b'0')))
}

/// Base64 (RFC 4648 §4), padding optional.
fn base64(text: &[u8]) -> Option<Vec<u8>> {
    let text = text.strip_suffix(b"==").or_else(|| text.strip_suffix(b"=")).unwrap_or(text);
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for &c in text {
        let d = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        };
        acc = acc << 6 | u32::from(d);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_decodes() {
        assert_eq!(base64(b"aGVsbG8=").unwrap(), b"hello");
        assert_eq!(base64(b"aGVsbG8").unwrap(), b"hello");
        assert_eq!(base64(b"+/+/").unwrap(), [0xfb, 0xff, 0xbf]);
        assert!(base64(b"a-b_").is_none());
    }

    #[test]
    fn targets_split() {
        assert_eq!(target_parts(b"/a/b?c=d"), (&b"/a/b"[..], &b"c=d"[..]));
        assert_eq!(target_parts(b"https://example.com?x"), (&b""[..], &b"x"[..]));
        assert_eq!(target_parts(b"https://example.com/p"), (&b"/p"[..], &b""[..]));
    }
}
