//! A JSON line read as a request: which keys give which field, by default names (nginx,
//! Caddy, Cloudflare, the Elastic Common Schema) or by the names a [`Fields`] gives.

use alloc::vec::Vec;

use super::{clf, is_target, request_line, status, At, Fields, LineError, Parts, Source};
use crate::logs::json::{self, Value};
use crate::logs::time;

/// A JSON key, and the field it holds with its rank.
pub(super) type KnownKey = (Vec<u8>, Option<(Field, usize)>);

/// What a JSON field holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Field {
    Ip,
    Time,
    Request,
    Method,
    Url,
    Query,
    Status,
    UserAgent,
    /// A whole log line inside the object (Filebeat's `message`), read when nothing else gives
    /// the URL.
    Message,
    /// The `X-Forwarded-For` header.
    Forwarded,
    /// The Web Bot Auth headers.
    Signature,
    SignatureInput,
    SignatureAgent,
    /// The Host header.
    Host,
}

/// The default field names, lowercase with `_` for `-`, best first within each field.
const NAMES: &[(&[u8], Field)] = &[
    (b"client_ip", Field::Ip),
    (b"clientip", Field::Ip),
    (b"c_ip", Field::Ip),
    (b"request.client_ip", Field::Ip),
    (b"client.ip", Field::Ip),
    (b"source.ip", Field::Ip),
    (b"remote_addr", Field::Ip),
    (b"remote_ip", Field::Ip),
    (b"request.remote_ip", Field::Ip),
    (b"remoteip", Field::Ip),
    (b"ip", Field::Ip),
    (b"client.address", Field::Ip),
    (b"source.address", Field::Ip),
    (b"time", Field::Time),
    (b"timestamp", Field::Time),
    (b"@timestamp", Field::Time),
    (b"time_iso8601", Field::Time),
    (b"time_local", Field::Time),
    (b"ts", Field::Time),
    (b"edgestarttimestamp", Field::Time),
    (b"datetime", Field::Time),
    (b"date", Field::Time),
    (b"msec", Field::Time),
    (b"request", Field::Request),
    (b"request_line", Field::Request),
    (b"method", Field::Method),
    (b"request_method", Field::Method),
    (b"clientrequestmethod", Field::Method),
    (b"cs_method", Field::Method),
    (b"request.method", Field::Method),
    (b"http.request.method", Field::Method),
    (b"request_uri", Field::Url),
    (b"clientrequesturi", Field::Url),
    (b"url.original", Field::Url),
    (b"request.uri", Field::Url),
    (b"cs_uri", Field::Url),
    (b"uri", Field::Url),
    (b"url", Field::Url),
    (b"path", Field::Url),
    (b"request_path", Field::Url),
    (b"clientrequestpath", Field::Url),
    (b"url.path", Field::Url),
    (b"cs_uri_stem", Field::Url),
    (b"query", Field::Query),
    (b"query_string", Field::Query),
    (b"args", Field::Query),
    (b"clientrequestquery", Field::Query),
    (b"url.query", Field::Query),
    (b"cs_uri_query", Field::Query),
    (b"status", Field::Status),
    (b"status_code", Field::Status),
    (b"edgeresponsestatus", Field::Status),
    (b"sc_status", Field::Status),
    (b"http.response.status_code", Field::Status),
    (b"http_user_agent", Field::UserAgent),
    (b"user_agent", Field::UserAgent),
    (b"useragent", Field::UserAgent),
    (b"ua", Field::UserAgent),
    (b"clientrequestuseragent", Field::UserAgent),
    (b"user_agent.original", Field::UserAgent),
    (b"request.headers.user_agent", Field::UserAgent),
    (b"http.request.headers.user_agent", Field::UserAgent),
    (b"cs(user_agent)", Field::UserAgent),
    (b"agent", Field::UserAgent),
    (b"message", Field::Message),
];

/// The Web Bot Auth headers, as the leaf of a key, after an optional `http_`.
const SIGNATURE_HEADERS: [(&[u8], Field); 3] =
    [(b"signature", Field::Signature), (b"signature_input", Field::SignatureInput), (b"signature_agent", Field::SignatureAgent)];

/// The names of the Host header (whole keys).
const HOST: [&[u8]; 7] = [b"http_host", b"host", b"request.host", b"clientrequesthost", b"url.domain", b"cs_host", b"request.headers.host"];

/// `key` is `name` (lowercase, `_` for `-`) ignoring ASCII case, `-` and `_` alike.
fn same_name(key: &[u8], name: &[u8]) -> bool {
    key.len() == name.len() && key.iter().zip(name).all(|(&k, &n)| (if k == b'-' { b'_' } else { k.to_ascii_lowercase() }) == n)
}

/// `key` is `name` as a user wrote it, ignoring ASCII case, `-` and `_` alike.
fn same_given(key: &[u8], name: &str) -> bool {
    let norm = |b: u8| if b == b'-' { b'_' } else { b.to_ascii_lowercase() };
    key.len() == name.len() && key.iter().zip(name.bytes()).all(|(&k, n)| norm(k) == norm(n))
}

impl Fields {
    fn given(&self, field: Field) -> Option<&str> {
        match field {
            Field::Ip => self.ip.as_deref(),
            Field::Time => self.time.as_deref(),
            Field::Request => self.request.as_deref(),
            Field::Method => self.method.as_deref(),
            Field::Url => self.url.as_deref(),
            Field::Query => self.query.as_deref(),
            Field::Status => self.status.as_deref(),
            Field::UserAgent => self.user_agent.as_deref(),
            Field::Forwarded => self.forwarded.as_deref(),
            Field::Message | Field::Signature | Field::SignatureInput | Field::SignatureAgent | Field::Host => None,
        }
    }

    /// The field `key` holds and its rank (lower is better), if any.
    fn classify(&self, key: &[u8]) -> Option<(Field, usize)> {
        let leaf = key.rsplit(|&b| b == b'.').next().unwrap_or(key);
        let leaf = if leaf.len() > 5 && same_name(&leaf[..5], b"http_") { &leaf[5..] } else { leaf };
        if let Some(&(_, field)) = SIGNATURE_HEADERS.iter().find(|(h, _)| same_name(leaf, h)) {
            return Some((field, 0));
        }
        if let Some(rank) = HOST.iter().position(|h| same_name(key, h)) {
            return Some((Field::Host, rank));
        }
        const GIVEN: [Field; 9] = [
            Field::Ip,
            Field::Time,
            Field::Request,
            Field::Method,
            Field::Url,
            Field::Query,
            Field::Status,
            Field::UserAgent,
            Field::Forwarded,
        ];
        for f in GIVEN {
            if self.given(f).is_some_and(|name| same_given(key, name)) {
                return Some((f, 0));
            }
        }
        if self.forwarded.is_none() && same_name(leaf, b"x_forwarded_for") {
            return Some((Field::Forwarded, 1));
        }
        let (rank, &(_, field)) = NAMES.iter().enumerate().find(|(_, (name, _))| same_name(key, name))?;
        self.given(field).is_none().then_some((field, rank + 1))
    }
}

/// A JSON line: each field from the best-ranked key that gives it.
pub(super) fn json_line(
    line: &[u8],
    fields: &Fields,
    keys: &mut Vec<KnownKey>,
    path: &mut Vec<u8>,
    scratch: &mut Vec<u8>,
    inner: &mut Vec<u8>,
    clock: &mut time::ClfClock,
) -> Result<Parts, LineError> {
    const NONE: (usize, Option<Value<'static>>) = (usize::MAX, None);
    let mut best: [(usize, Option<Value>); 15] = [NONE; 15];
    let mut signed = false;
    let mut nth = 0;
    json::scan(line, path, &mut |key, value| {
        let class = match keys.get(nth) {
            Some((k, class)) if k == key => *class,
            _ => {
                let class = fields.classify(key);
                keys.truncate(nth);
                keys.push((key.to_vec(), class));
                class
            }
        };
        nth += 1;
        if let Some((Field::Signature | Field::SignatureInput | Field::SignatureAgent, _)) = class {
            signed |= matches!(value, Value::Str(s, _) if !s.is_empty() && s != b"-");
        }
        if let Some((field, rank)) = class {
            let slot = &mut best[field as usize];
            if rank < slot.0 && !matches!(value, Value::Other) {
                *slot = (rank, Some(value));
            }
        }
    })
    .map_err(|()| LineError::BadJson)?;
    let get = |f: Field| best[f as usize].1;
    fn sources<'x>(line: &'x [u8], scratch: &'x [u8]) -> [&'x [u8]; 3] {
        [line, scratch, &[]]
    }
    let mut p = Parts { signed, ..Parts::default() };
    let text = |v: Option<Value>, scratch: &mut Vec<u8>| -> Option<At> {
        match v? {
            Value::Str(raw, true) => {
                let start = scratch.len();
                json::unescape(raw, scratch);
                Some(At { source: Source::Scratch, start, end: scratch.len() })
            }
            Value::Str(raw, false) | Value::Num(raw) => {
                let start = raw.as_ptr() as usize - line.as_ptr() as usize;
                Some(At { source: Source::Line, start, end: start + raw.len() })
            }
            Value::Other => None,
        }
    };
    let url = text(get(Field::Url), scratch);
    let request = text(get(Field::Request), scratch);
    let (method, url) = match (url, request.and_then(|r| request_line(r, sources(line, scratch)))) {
        (Some(u), _) if is_target(u.of(sources(line, scratch))) => (text(get(Field::Method), scratch), u),
        (_, Some((m, u))) => (Some(m), u),
        _ => {
            // A whole log line inside the object: read it instead.
            let Some(message) = get(Field::Message) else { return Err(LineError::NoUrl) };
            let Value::Str(raw, _) = message else { return Err(LineError::NoUrl) };
            inner.clear();
            json::unescape(raw, inner);
            let mut p = clf(inner, Source::Inner, scratch, clock).map_err(|_| LineError::NoUrl)?;
            p.signed |= signed;
            p.signature = text(get(Field::Signature), scratch).unwrap_or_default();
            p.signature_input = text(get(Field::SignatureInput), scratch).unwrap_or_default();
            p.signature_agent = text(get(Field::SignatureAgent), scratch).unwrap_or_default();
            p.host = text(get(Field::Host), scratch).unwrap_or_default();
            if let Some(forwarded) = text(get(Field::Forwarded), scratch) {
                p.forwarded = forwarded;
            }
            return Ok(p);
        }
    };
    p.method = method.unwrap_or_default();
    p.url = url;
    // A target without a query gets the query field's, if any.
    if !url.of(sources(line, scratch)).contains(&b'?') {
        if let Some(q) = text(get(Field::Query), scratch) {
            let query = q.of(sources(line, scratch));
            let query = query.strip_prefix(b"?").unwrap_or(query);
            if !query.is_empty() && query != b"-" {
                let q = if q.of(sources(line, scratch)).first() == Some(&b'?') { q.sub(1, q.end - q.start) } else { q };
                let start = scratch.len();
                append(url, line, scratch);
                scratch.push(b'?');
                append(q, line, scratch);
                p.url = At { source: Source::Scratch, start, end: scratch.len() };
            }
        }
    }
    p.client = text(get(Field::Ip), scratch).unwrap_or_default();
    p.user_agent = text(get(Field::UserAgent), scratch).unwrap_or_default();
    p.forwarded = text(get(Field::Forwarded), scratch).unwrap_or_default();
    p.signature = text(get(Field::Signature), scratch).unwrap_or_default();
    p.signature_input = text(get(Field::SignatureInput), scratch).unwrap_or_default();
    p.signature_agent = text(get(Field::SignatureAgent), scratch).unwrap_or_default();
    p.host = text(get(Field::Host), scratch).unwrap_or_default();
    p.time = text(get(Field::Time), scratch).and_then(|t| time::parse_time(t.of(sources(line, scratch))));
    p.status = text(get(Field::Status), scratch).and_then(|s| status(s.of(sources(line, scratch)).trim_ascii()));
    Ok(p)
}

/// Appends the bytes of `at` (of the line or of `scratch` itself) to `scratch`.
fn append(at: At, line: &[u8], scratch: &mut Vec<u8>) {
    match at.source {
        Source::Line => scratch.extend_from_slice(line.get(at.start..at.end).unwrap_or_default()),
        Source::Scratch => scratch.extend_from_within(at.start..at.end),
        Source::Inner => {}
    }
}
