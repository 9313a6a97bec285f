//! One access-log line read as a request: the Common and Combined Log Formats (Apache's and
//! nginx's defaults, with fields appended or a virtual host in front), the W3C Extended format
//! (IIS, by its `#Fields:` directive), and JSON lines with the usual field names (nginx, Caddy,
//! Cloudflare, the Elastic Common Schema), or names given.

use alloc::string::String;
use alloc::vec::Vec;
use core::net::IpAddr;

use super::ip::parse_ip;
use super::scan::{find, find2};
use super::time;

mod json_line;
mod w3c;

use json_line::{json_line, KnownKey};
use w3c::{directive, w3c_line, Col};

/// A line longer than this (64 KiB) is not read: it is counted as [`LineError::TooLong`].
pub const MAX_LINE: usize = 64 * 1024;

/// A request read from a line. Fields the line does not give are empty (or `None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request<'a> {
    /// The client address as written (`66.249.66.1`, `[2001:db8::1]:443`, a host name).
    pub client: &'a [u8],
    /// The client address, when [`Request::client`] is one ([`parse_ip`]).
    pub ip: Option<IpAddr>,
    /// When the request was made, in Unix seconds.
    pub time: Option<i64>,
    /// The method (`GET`).
    pub method: &'a [u8],
    /// The request target as the client sent it: a path with its query (`/a?b`), or an
    /// absolute URL. Escapes of the log format (`\"`, `\xHH`) are undone; the URL's own
    /// `%XX` escapes are kept, as crawlers compare them.
    pub url: &'a [u8],
    /// The response status.
    pub status: Option<u16>,
    /// The User-Agent header; empty when the line has none (`-`).
    pub user_agent: &'a [u8],
    /// The line logs a Web Bot Auth header (`Signature`, `Signature-Input`,
    /// `Signature-Agent`) with a value: the request was signed. A replay checks the signature
    /// only when given the keys to ([`crate::logs::Replay::signature_keys`]).
    pub signed: bool,
    /// The `Signature` header as logged; empty when the line has none.
    pub signature: &'a [u8],
    /// The `Signature-Input` header as logged.
    pub signature_input: &'a [u8],
    /// The `Signature-Agent` header as logged.
    pub signature_agent: &'a [u8],
    /// The `Host` header (the request's authority) as logged.
    pub host: &'a [u8],
    /// The `X-Forwarded-For` header as logged (`203.0.113.7, 10.0.0.1`: the addresses the
    /// request passed through, the client's first); empty when the line has none. It counts
    /// only for a replay told which proxies to trust ([`crate::logs::Replay::trust_proxies`]).
    pub forwarded: &'a [u8],
}

/// Why a line could not be read as a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineError {
    /// Longer than [`MAX_LINE`].
    TooLong,
    /// Neither a Common/Combined Log Format line, a JSON object, nor a line of the columns a
    /// W3C Extended `#Fields:` directive named.
    Unrecognised,
    /// Starts as a JSON object but is not valid JSON.
    BadJson,
    /// A log line with no request URL: a request line that is `-` or not HTTP (a TLS
    /// handshake sent to a plain port, `CONNECT host:443`), or a JSON line with no URL field.
    NoUrl,
    /// A `#` directive of the W3C Extended format (`#Fields:`, `#Version:`, …): not a request.
    /// `#Fields:` gives the columns of the lines after it. A replay skips these lines.
    Directive,
}

impl LineError {
    /// The stable id: `too-long`, `unrecognised`, `bad-json`, `no-url`.
    pub const fn id(self) -> &'static str {
        match self {
            LineError::TooLong => "too-long",
            LineError::Unrecognised => "unrecognised",
            LineError::BadJson => "bad-json",
            LineError::NoUrl => "no-url",
            LineError::Directive => "directive",
        }
    }

    /// What is wrong, in words.
    pub const fn message(self) -> &'static str {
        match self {
            LineError::TooLong => "The line is longer than 64 KiB.",
            LineError::Unrecognised => "Not a Common or Combined Log Format line, nor a JSON object.",
            LineError::BadJson => "The line starts as a JSON object but is not valid JSON.",
            LineError::NoUrl => "The line has no request URL (an empty or non-HTTP request line, or no URL field).",
            LineError::Directive => "A directive of the W3C Extended format, not a request.",
        }
    }
}

/// The names of JSON fields to read, where the defaults do not fit a log. A name is the key,
/// or the dotted path of a nested key (`request.headers.User-Agent`); it is compared ignoring
/// ASCII case, `-` and `_` alike. A name given replaces the defaults for its field.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fields {
    /// The client address (default: `client_ip`, `ClientIP`, `c-ip`, `remote_addr`, `ip`, …).
    pub ip: Option<String>,
    /// The time (default: `time`, `timestamp`, `@timestamp`, `time_local`, `ts`, …).
    pub time: Option<String>,
    /// The whole request line, `GET /a?b HTTP/1.1` (default: `request`).
    pub request: Option<String>,
    /// The method (default: `method`, `request_method`, `ClientRequestMethod`, …).
    pub method: Option<String>,
    /// The target, with or without its query (default: `request_uri`, `ClientRequestURI`,
    /// `uri`, `url`, `path`, `ClientRequestPath`, …).
    pub url: Option<String>,
    /// The query, added to a target that has none (default: `query`, `args`,
    /// `query_string`, `ClientRequestQuery`, …).
    pub query: Option<String>,
    /// The response status (default: `status`, `status_code`, `EdgeResponseStatus`, …).
    pub status: Option<String>,
    /// The User-Agent (default: `http_user_agent`, `user_agent`, `userAgent`, `ua`,
    /// `ClientRequestUserAgent`, …).
    pub user_agent: Option<String>,
    /// The `X-Forwarded-For` header (default: a key whose last part is `x_forwarded_for` or
    /// `http_x_forwarded_for`, as `request.headers.X-Forwarded-For`).
    pub forwarded: Option<String>,
}

/// Reads lines as requests, reusing its buffers: reading allocates nothing once they have
/// grown to the longest line's needs.
#[derive(Clone, Debug, Default)]
pub struct LineReader {
    fields: Fields,
    /// Unescaped values.
    scratch: Vec<u8>,
    /// A line inside a JSON line's `message` field, unescaped.
    inner: Vec<u8>,
    /// The key path of the JSON scanner.
    path: Vec<u8>,
    /// The day of the last Common Log Format time read.
    clock: time::ClfClock,
    /// The keys of the last JSON line, in order, with what each holds: lines of one log have
    /// the same keys, and comparing a key with the last line's is cheaper than looking it up.
    keys: Vec<KnownKey>,
    /// The columns the last W3C Extended `#Fields:` directive named; empty before one.
    layout: Vec<Col>,
}

impl LineReader {
    /// A reader with the default field names, or those `fields` gives.
    pub fn new(fields: Fields) -> LineReader {
        LineReader { fields, ..LineReader::default() }
    }

    /// Reads `line` (without its line end) as a request. A line that starts with `{` is read
    /// as JSON; one that starts with `#` is a directive of the W3C Extended format (IIS's
    /// logs), whose `#Fields:` names the columns of the lines after it, until the next one
    /// ([`LineError::Directive`]); a line with as many words as those columns is read by
    /// them (unless only another format reads it); any other as the Common Log Format (`host ident user [time] "request" status
    /// bytes`) followed, as in the Combined format, by the quoted referer and User-Agent.
    ///
    /// ```
    /// use robots_core::logs::{Fields, LineReader};
    /// let mut reader = LineReader::new(Fields::default());
    /// let line = br#"66.249.66.1 - - [10/Oct/2000:13:55:36 -0700] "GET /a?b HTTP/1.1" 200 2326 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)""#;
    /// let r = reader.read(line).unwrap();
    /// assert_eq!((r.method, r.url, r.status, r.time), (&b"GET"[..], &b"/a?b"[..], Some(200), Some(971211336)));
    /// let r = reader.read(br#"{"remote_addr":"2001:db8::1","request_uri":"/x","http_user_agent":"GPTBot/1.1"}"#).unwrap();
    /// assert_eq!((r.url, r.user_agent), (&b"/x"[..], &b"GPTBot/1.1"[..]));
    /// reader.read(b"#Fields: date time c-ip cs-method cs-uri-stem cs-uri-query sc-status cs(User-Agent)").unwrap_err();
    /// let r = reader.read(b"2000-10-10 20:55:36 66.249.66.1 GET /a b=1 200 Mozilla/5.0+(compatible;+Googlebot/2.1)").unwrap();
    /// assert_eq!((r.url, r.time, r.user_agent), (&b"/a?b=1"[..], Some(971211336), &b"Mozilla/5.0 (compatible; Googlebot/2.1)"[..]));
    /// ```
    pub fn read<'s>(&'s mut self, line: &'s [u8]) -> Result<Request<'s>, LineError> {
        if line.len() > MAX_LINE {
            return Err(LineError::TooLong);
        }
        self.scratch.clear();
        let first = line.trim_ascii_start().first();
        let parts = if first == Some(&b'{') {
            json_line(line, &self.fields, &mut self.keys, &mut self.path, &mut self.scratch, &mut self.inner, &mut self.clock)?
        } else if first == Some(&b'#') {
            directive(line.trim_ascii(), &mut self.layout);
            return Err(LineError::Directive);
        } else if let Some(parts) = (!self.layout.is_empty()).then(|| w3c_line(line, &self.layout, &mut self.scratch)).flatten() {
            // A line that fits the columns but not as a request may be of another format
            // (logs joined together): its error stands only when that reading fails too.
            match parts {
                Ok(parts) => parts,
                Err(e) => {
                    self.scratch.clear();
                    clf(line, Source::Line, &mut self.scratch, &mut self.clock).map_err(|_| e)?
                }
            }
        } else {
            clf(line, Source::Line, &mut self.scratch, &mut self.clock)?
        };
        Ok(parts.request([line, &self.scratch, &self.inner]))
    }
}

/// Where a span's bytes are: the line, the scratch buffer of unescaped values, or the line
/// inside a JSON line's `message`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Source {
    #[default]
    Line,
    Scratch,
    Inner,
}

#[derive(Clone, Copy, Debug, Default)]
struct At {
    source: Source,
    start: usize,
    end: usize,
}

impl At {
    fn of(self, sources: [&[u8]; 3]) -> &[u8] {
        let bytes = sources[self.source as usize];
        bytes.get(self.start..self.end).unwrap_or_default()
    }

    fn sub(self, start: usize, end: usize) -> At {
        At { source: self.source, start: self.start + start, end: self.start + end }
    }
}

/// A request's fields as spans.
#[derive(Default)]
struct Parts {
    client: At,
    time: Option<i64>,
    method: At,
    url: At,
    status: Option<u16>,
    user_agent: At,
    signed: bool,
    forwarded: At,
    signature: At,
    signature_input: At,
    signature_agent: At,
    host: At,
}

impl Parts {
    fn request<'x>(&self, sources: [&'x [u8]; 3]) -> Request<'x> {
        let client = self.client.of(sources).trim_ascii();
        let ua = self.user_agent.of(sources).trim_ascii();
        Request {
            client,
            ip: parse_ip(client),
            time: self.time,
            method: self.method.of(sources),
            url: self.url.of(sources),
            status: self.status,
            user_agent: if ua == b"-" { b"" } else { ua },
            signed: self.signed,
            forwarded: self.forwarded.of(sources).trim_ascii(),
            signature: header(self.signature.of(sources)),
            signature_input: header(self.signature_input.of(sources)),
            signature_agent: header(self.signature_agent.of(sources)),
            host: header(self.host.of(sources)),
        }
    }
}

/// A header's value as logged, empty for `-`.
fn header(value: &[u8]) -> &[u8] {
    let v = value.trim_ascii();
    if v == b"-" {
        b""
    } else {
        v
    }
}

/// The Common Log Format, and what the Combined format adds: `host ident user [time]
/// "request" status bytes "referer" "user-agent"`, then, as nginx's default `main` format
/// writes it, the quoted `X-Forwarded-For` header when it is a list of addresses; anything
/// else after is ignored. The client is the
/// third word before the `[`, so a virtual host in front (`%v:%p %h %l %u %t`) is passed.
fn clf(line: &[u8], source: Source, scratch: &mut Vec<u8>, clock: &mut time::ClfClock) -> Result<Parts, LineError> {
    let open = find(line, b'[').ok_or(LineError::Unrecognised)?;
    let close = open + find(&line[open..], b']').ok_or(LineError::Unrecognised)?;
    let at = |start: usize, end: usize| At { source, start, end };
    let client = client_word(&line[..open]).ok_or(LineError::Unrecognised)?;
    let mut p = Parts { client: at(client.0, client.1), time: clock.read(&line[open + 1..close]), ..Parts::default() };
    let mut pos = skip_spaces(line, close + 1);
    if line.get(pos) != Some(&b'"') {
        return Err(LineError::Unrecognised);
    }
    let request = quoted(line, source, &mut pos, scratch).ok_or(LineError::Unrecognised)?;
    // Status and size: words; `-` for none.
    pos = skip_spaces(line, pos);
    let status_start = pos;
    pos = word_end(line, pos);
    p.status = status(&line[status_start..pos]);
    pos = word_end(line, skip_spaces(line, pos));
    pos = skip_spaces(line, pos);
    if line.get(pos) == Some(&b'"') {
        quoted(line, source, &mut pos, scratch).ok_or(LineError::Unrecognised)?;
        pos = skip_spaces(line, pos);
        if line.get(pos) == Some(&b'"') {
            p.user_agent = quoted(line, source, &mut pos, scratch).ok_or(LineError::Unrecognised)?;
            pos = skip_spaces(line, pos);
            if line.get(pos) == Some(&b'"') {
                let next = quoted(line, source, &mut pos, scratch);
                p.forwarded = next.filter(|f| is_address_list(f.of([line, scratch, line]))).unwrap_or_default();
            }
        }
    }
    let (method, url) = request_line(request, [line, scratch, line]).ok_or(LineError::NoUrl)?;
    (p.method, p.url) = (method, url);
    Ok(p)
}

/// The client among the words before the date: the third word from the end (`host ident
/// user`), or the first when there are fewer. Most lines have exactly three: the first word
/// is found at once, and only the short rest is walked.
fn client_word(head: &[u8]) -> Option<(usize, usize)> {
    let start = head.iter().position(|&b| b != b' ' && b != b'\t')?;
    let end = start + find2(&head[start..], b' ', b'\t').unwrap_or(head.len() - start);
    let more = head[end..].split(|&b| b == b' ' || b == b'\t').filter(|w| !w.is_empty()).count();
    if more <= 2 {
        return Some((start, end));
    }
    // A virtual host (or more) in front: the third word from the end.
    let mut words = head.split(|&b| b == b' ' || b == b'\t').filter(|w| !w.is_empty());
    let word = words.nth(more - 2)?;
    let at = word.as_ptr() as usize - head.as_ptr() as usize;
    Some((at, at + word.len()))
}

/// `203.0.113.7, 10.0.0.1`: addresses separated by commas (a field of another kind, such as
/// a host name, is not a forwarding header).
fn is_address_list(value: &[u8]) -> bool {
    !value.is_empty() && value.split(|&b| b == b',').all(|a| parse_ip(a).is_some())
}

fn skip_spaces(line: &[u8], mut pos: usize) -> usize {
    while pos < line.len() && (line[pos] == b' ' || line[pos] == b'\t') {
        pos += 1;
    }
    pos
}

fn word_end(line: &[u8], mut pos: usize) -> usize {
    while pos < line.len() && line[pos] != b' ' && line[pos] != b'\t' {
        pos += 1;
    }
    pos
}

fn status(word: &[u8]) -> Option<u16> {
    if word.is_empty() || word.len() > 3 || !word.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(word.iter().fold(0u16, |n, &d| n * 10 + u16::from(d - b'0')))
}

/// The quoted field at `pos` (which holds its `"`), `pos` moved past its closing quote. As
/// Apache and nginx write them, `\"` and `\\` stand for `"` and `\`, and `\xHH` for a byte;
/// a field with none is the line's own bytes, else it is unescaped into `scratch`.
fn quoted(line: &[u8], source: Source, pos: &mut usize, scratch: &mut Vec<u8>) -> Option<At> {
    let start = *pos + 1;
    let mut i = start + find2(line.get(start..)?, b'"', b'\\').unwrap_or(line.len() - start);
    if line.get(i) == Some(&b'"') {
        *pos = i + 1;
        return Some(At { source, start, end: i });
    }
    let from = scratch.len();
    scratch.extend_from_slice(&line[start..i]);
    loop {
        match *line.get(i)? {
            b'"' => break,
            b'\\' => {
                let e = *line.get(i + 1)?;
                let hex = (e == b'x').then(|| line.get(i + 2..i + 4).and_then(hex_byte)).flatten();
                if let Some(byte) = hex {
                    scratch.push(byte);
                    i += 4;
                } else if e == b'"' || e == b'\\' {
                    scratch.push(e);
                    i += 2;
                } else {
                    scratch.extend_from_slice(&[b'\\', e]);
                    i += 2;
                }
            }
            b => {
                scratch.push(b);
                i += 1;
            }
        }
    }
    *pos = i + 1;
    Some(At { source: Source::Scratch, start: from, end: scratch.len() })
}

fn hex_byte(two: &[u8]) -> Option<u8> {
    let d = |b: u8| char::from(b).to_digit(16);
    Some((d(two[0])? * 16 + d(two[1])?) as u8)
}

/// `METHOD target [HTTP/x.y]`: the method and the target, when the method is a word of
/// capitals and the target a path (`/…`) or an absolute URL (`scheme://…`).
fn request_line(request: At, sources: [&[u8]; 3]) -> Option<(At, At)> {
    let r = request.of(sources);
    let space = find(r, b' ')?;
    let method = &r[..space];
    if method.is_empty() || method.len() > 24 || !method.iter().all(|&b| b.is_ascii_uppercase() || b == b'-' || b == b'_') {
        return None;
    }
    let start = skip_spaces(r, space);
    let mut end = r.len();
    // The protocol, when present, is the last word (`HTTP/1.1`, `HTTP/2.0`: a short one).
    let tail = r.len().saturating_sub(12).max(start);
    if let Some(last) = r[tail..].iter().rposition(|&b| b == b' ') {
        if r[tail + last + 1..].starts_with(b"HTTP/") {
            end = tail + last;
        }
    }
    while end > start && r[end - 1] == b' ' {
        end -= 1;
    }
    let target = &r[start..end];
    is_target(target).then(|| (request.sub(0, space), request.sub(start, end)))
}

/// A path, or an absolute URL (`scheme://`).
fn is_target(t: &[u8]) -> bool {
    t.first() == Some(&b'/') || t.windows(3).position(|w| w == b"://").is_some_and(|i| i > 0 && t[..i].iter().all(u8::is_ascii_alphabetic))
}
