//! [`Replay`]: an access log, fed in chunks, replayed against a robots.txt, request by
//! request, into a [`Report`].
//!
//! Each distinct User-Agent is read once (the claimed crawler, the matcher of the groups it
//! obeys, the ranges its address is checked against) and remembered; a request then costs a
//! table look-up, a walk of the matcher's tree, a binary search in the ranges and a few
//! counters, with no allocation once the tables have grown.

use alloc::string::String;
use alloc::vec::Vec;
use core::net::IpAddr;

mod claims;
mod tally;

use claims::{Agent, Check};

use super::ip::{parse_ip, IpRanges};
use super::line::{Fields, LineError, LineReader, Request, MAX_LINE};
use super::report::{Claim, Impostor, Report, SignatureFailure, UnreadableLine, Verification, Violation};
use super::scan::find;
use super::signature::{self, Checked, PendingSignature, SignatureCheck, SignatureProblem};
use super::table::{hash, HashSet, Index};
use crate::escape::normalize_path;
use crate::matcher::Matcher;
use crate::pattern::path_of;
use crate::policy::{Options, Policy};
use crate::robots::Robots;
use crate::text::as_text;

/// What one request came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Who it claims to be.
    pub claim: Claim,
    /// Whether the file allows the URL to the claimed crawler (read as its own catalog profile
    /// unless [`Replay::profiles`] turned that off), and the deciding line (0 for none): the
    /// answer of [`Robots::decide_with`]. `None` for browsers.
    pub decision: Option<(bool, u32)>,
    /// What the client's address says about the claim.
    pub verification: Verification,
    /// The request is for `/robots.txt`.
    pub robots_txt: bool,
    /// The same claimed crawler requested `/robots.txt` earlier in the log from the same
    /// client address.
    pub after_robots: bool,
    /// The request logged a Web Bot Auth signature.
    pub signed: bool,
    /// What its signature came to, when it was signed.
    pub signature: Option<SignatureCheck>,
}

/// A replay of an access log against one robots.txt. Feed it the log in chunks of any size
/// (lines may straddle them), then [`Replay::finish`] it.
///
/// ```
/// use robots_core::logs::{IpRanges, Replay, Verification};
/// use robots_core::{Options, Robots};
///
/// let robots = Robots::parse(b"User-agent: *\nDisallow: /private/\n");
/// let google = IpRanges::from_text(br#"{"prefixes":[{"ipv4Prefix":"66.249.64.0/19"}]}"#).ranges;
/// let mut replay = Replay::new(&robots, &Options::default(), vec![("Googlebot".into(), google)]);
/// replay.feed(b"66.249.66.1 - - [10/Oct/2026:13:55:36 +0000] \"GET /robots.txt HTTP/1.1\" 200 30 \"-\" \"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)\"\n");
/// replay.feed(b"203.0.113.9 - - [10/Oct/2026:13:55:37 +0000] \"GET /private/a HTTP/1.1\" 200 512 \"-\" \"Googlebot/2.1 (+http://www.google.com/bot.html)\"\n");
/// let report = replay.finish();
/// let googlebot = &report.crawlers[0];
/// assert_eq!((googlebot.claim.name(), googlebot.requests, googlebot.disallowed), ("Googlebot", 2, 1));
/// assert_eq!((googlebot.verified, googlebot.impostors), (1, 1));
/// assert_eq!(googlebot.violations[0].line, 2);
/// ```
#[derive(Clone, Debug)]
pub struct Replay {
    reader: LineReader,
    state: State,
    /// The start of a line that a chunk ended in the middle of.
    pending: Vec<u8>,
    /// The pending line passed [`MAX_LINE`]: the rest of it is dropped.
    pending_long: bool,
    /// Lines seen so far, blank ones included.
    line_no: u64,
}

impl Replay {
    /// A replay against `robots` read with `opts` (its policy, size limit and answer to the
    /// request for the file; each crawler is read with its own catalog profile, see
    /// [`Replay::profiles`], so the options' own profile is not used), checking addresses
    /// against `ranges`: a crawler's token and the ranges its operator publishes. Ranges given
    /// for a token apply to every catalog crawler its operator lists in the same file (Google's
    /// common-crawlers file covers Googlebot and Googlebot-Image alike); ranges given for a
    /// name the catalog does not know apply to the unknown bots whose User-Agent starts with
    /// that name.
    pub fn new(robots: &Robots, opts: &Options, ranges: Vec<(String, IpRanges)>) -> Replay {
        Replay {
            reader: LineReader::default(),
            state: State::new(robots, opts, ranges),
            pending: Vec::new(),
            pending_long: false,
            line_no: 0,
        }
    }

    /// Reads each crawler with its own catalog profile (its fallback tokens, whether it
    /// ignores `*` or robots.txt), as it behaves in production: on by default. Off, each is
    /// read as its plain token. Set it before feeding.
    pub fn profiles(mut self, on: bool) -> Replay {
        self.state.profiles = on;
        self
    }

    /// Trusts these proxies: a request from one of them is taken to be from the address it
    /// forwarded for. The client is the right-most address of the chain that is not a
    /// trusted proxy: the address that connected first, then the `X-Forwarded-For` header's
    /// from right to left ([`Request::forwarded`]). An entry that is not an address ends the
    /// walk as the client. Without trusted proxies (the default) the header is not read: a
    /// client can write anything in it. Set it before feeding.
    ///
    /// ```
    /// use robots_core::logs::{IpRanges, Replay};
    /// use robots_core::{Options, Robots};
    ///
    /// let robots = Robots::parse(b"User-agent: *\nDisallow: /private/\n");
    /// let google = IpRanges::from_text(b"66.249.64.0/19").ranges;
    /// let proxies = IpRanges::from_text(b"10.0.0.0/8").ranges;
    /// let mut replay = Replay::new(&robots, &Options::default(), vec![("Googlebot".into(), google)]).trust_proxies(proxies);
    /// // The load balancer (10.0.0.2) connected; it forwarded for 66.249.66.1, which a client
    /// // may have claimed in front of that: only the right-most untrusted address counts.
    /// replay.feed(br#"10.0.0.2 - - [10/Oct/2026:13:55:36 +0000] "GET /private/a HTTP/1.1" 200 5 "-" "Googlebot/2.1" "198.51.100.1, 66.249.66.1, 10.0.0.7""#);
    /// let report = replay.finish();
    /// assert_eq!((report.crawlers[0].verified, report.crawlers[0].disallowed_verified), (1, 1));
    /// ```
    pub fn trust_proxies(mut self, proxies: IpRanges) -> Replay {
        self.state.proxies = proxies;
        self
    }

    /// Checks the Web Bot Auth signatures made with these keys: their ids (`keyid`, the JWK
    /// thumbprint of each public key of the operator's key directory, which the caller
    /// computes). A signed request whose `Signature-Input` has the tag `web-bot-auth`, a
    /// `keyid` among these, `created` and `expires` around the request's time (when the line
    /// has one), and whose covered components the line logs (`@authority` from the Host,
    /// `@method`, `@path`, `@query`, `signature-agent`, …) waits as a
    /// [`PendingSignature`] for the caller to verify the signature of its base
    /// ([`Replay::pending_signatures`], [`Replay::signature_verdict`]). Without keys (the
    /// default) each signed request is "signed, no key supplied". Set it before feeding.
    pub fn signature_keys(mut self, keyids: Vec<String>) -> Replay {
        self.state.keyids = keyids;
        self
    }

    /// The signatures waiting for the caller's verification since the last call: verify
    /// each (Ed25519 of `base` with the key `keyid` names) and give the answer to
    /// [`Replay::signature_verdict`] before [`Replay::finish`]; one with no verdict then
    /// counts as not checked. At most 50,000 wait at a time; past that, a signature counts
    /// as not checked.
    pub fn pending_signatures(&mut self) -> Vec<PendingSignature> {
        core::mem::take(&mut self.state.pending)
    }

    /// Gives the verdict on the signature of [`PendingSignature::id`] `id`: whether it
    /// verified. An id that is not waiting is ignored.
    pub fn signature_verdict(&mut self, id: u64, valid: bool) {
        self.state.verdict(id, valid);
    }

    /// Reads JSON lines with these field names ([`Fields`]). Set it before feeding.
    pub fn fields(mut self, fields: Fields) -> Replay {
        self.reader = LineReader::new(fields);
        self
    }

    /// Reads the next bytes of the log. Lines end in LF (a CR before it is dropped); a line
    /// that straddles chunks is put together, up to [`MAX_LINE`] bytes.
    pub fn feed(&mut self, chunk: &[u8]) {
        let mut rest = chunk;
        if !self.pending.is_empty() || self.pending_long {
            let Some(nl) = find(rest, b'\n') else {
                self.hold(rest);
                return;
            };
            self.hold(&rest[..nl]);
            let line = core::mem::take(&mut self.pending);
            let long = core::mem::replace(&mut self.pending_long, false);
            self.line(&line, long);
            self.pending = line;
            self.pending.clear();
            rest = &rest[nl + 1..];
        }
        while let Some(nl) = find(rest, b'\n') {
            self.line(&rest[..nl], false);
            rest = &rest[nl + 1..];
        }
        self.hold(rest);
    }

    /// Replays one request read elsewhere, as [`Replay::feed`] does each line, and says what
    /// it came to. It counts as a request, not as a line read.
    pub fn request(&mut self, request: &Request) -> Outcome {
        self.state.request(request)
    }

    /// Reads the last line (if the log does not end with a line end) and reports.
    pub fn finish(mut self) -> Report {
        if !self.pending.is_empty() || self.pending_long {
            let line = core::mem::take(&mut self.pending);
            let long = self.pending_long;
            self.line(&line, long);
        }
        self.state.report()
    }

    /// Keeps the start of an unfinished line, up to one byte past the cap.
    fn hold(&mut self, bytes: &[u8]) {
        let room = (MAX_LINE + 1).saturating_sub(self.pending.len());
        if bytes.len() > room {
            self.pending_long = true;
        }
        self.pending.extend_from_slice(&bytes[..bytes.len().min(room)]);
    }

    fn line(&mut self, line: &[u8], long: bool) {
        self.line_no += 1;
        let mut line = line.strip_suffix(b"\r").unwrap_or(line);
        if self.line_no == 1 {
            line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
        }
        if line.trim_ascii().is_empty() && !long {
            return;
        }
        let read = if long || line.len() > MAX_LINE { Err(LineError::TooLong) } else { self.reader.read(line) };
        match read {
            // A W3C Extended directive: read by the reader for its columns, not counted.
            Err(LineError::Directive) => {}
            Ok(request) => {
                self.state.lines += 1;
                self.state.request(&request);
            }
            Err(e) => {
                self.state.lines += 1;
                self.state.unreadable(self.line_no, e, line);
            }
        }
    }
}

/// The client of a request (as written, and as an address when it is one): the right-most
/// address of the chain that is not one of `proxies` (see [`Replay::trust_proxies`]).
fn client_of<'r>(req: &Request<'r>, proxies: &IpRanges) -> (&'r [u8], Option<IpAddr>) {
    let mut client = (req.client, req.ip);
    if proxies.is_empty() {
        return client;
    }
    let mut hops = req.forwarded.rsplit(|&b| b == b',').map(<[u8]>::trim_ascii).filter(|h| !h.is_empty());
    while client.1.is_some_and(|ip| proxies.contains(ip)) {
        let Some(hop) = hops.next() else { break };
        client = (hop, parse_ip(hop));
    }
    client
}

/// The key of a claim's row and a client in [`State::robots_fetchers`]: the address when the
/// client is one (`::ffff:1.2.3.4` and `1.2.3.4` alike), else the client as written.
fn fetcher(row: usize, client: &[u8], ip: Option<IpAddr>) -> u64 {
    let mut key = [0u8; 21];
    key[..4].copy_from_slice(&(row as u32).to_le_bytes());
    match ip {
        Some(IpAddr::V4(v4)) => key[4..8].copy_from_slice(&v4.octets()),
        Some(IpAddr::V6(v6)) => {
            key[4..20].copy_from_slice(&v6.octets());
            key[20] = 6;
        }
        None => {
            key[4..12].copy_from_slice(&hash(client).to_le_bytes());
            key[20] = 1;
        }
    }
    hash(&key)
}

/// So many signatures wait for the caller's verdict at a time.
const AWAITING_CAP: usize = 50_000;
/// Where [`Row::signatures`] counts a verdict.
fn signature_slot(check: SignatureCheck) -> usize {
    match check {
        SignatureCheck::Verified => 0,
        SignatureCheck::Invalid(_) => 1,
        SignatureCheck::NoKey => 2,
        SignatureCheck::NotChecked | SignatureCheck::Pending => 3,
    }
}

impl Row {
    fn count_signature(&mut self, check: SignatureCheck, url: &[u8], time: Option<i64>) {
        self.signatures[signature_slot(check)] += 1;
        if let SignatureCheck::Invalid(problem) = check {
            if self.signature_failures.len() < EXAMPLES {
                self.signature_failures.push(SignatureFailure { url: String::from(as_text(cut(url, 2_000))), problem, time });
            }
        }
    }
}

/// So many (claim, client) pairs that requested `/robots.txt` are remembered.
const FETCHER_CAP: usize = 200_000;
/// So many distinct URLs are counted per crawler.
const URL_CAP: usize = 40_000;
/// So many distinct User-Agents, of at most so many bytes in all, are remembered; others are
/// read again at each request.
const AGENT_CAP: usize = 20_000;
const AGENT_BYTES: usize = 4 << 20;
/// So many distinct prefixes are counted.
const PREFIX_CAP: usize = 1_000;
/// So many examples of each kind are kept.
const EXAMPLES: usize = 5;
/// So many deciding lines are listed per crawler.
const LINES: usize = 64;
/// So many cells a crawler's timeline keeps before all are made coarser.
const MAX_CELLS: usize = 4_096;
/// The widths of time cells and buckets, in seconds: each a multiple of the one before.
const STEPS: [i64; 11] = [60, 300, 900, 1_800, 3_600, 10_800, 21_600, 43_200, 86_400, 604_800, 2_419_200];

/// Everything but the reader: the tables and counters.
#[derive(Clone, Debug)]
struct State {
    robots: Robots,
    /// The options of every matcher: the caller's, without the size limit (the file is cut
    /// once) and the profile (each crawler's own).
    opts: Options,
    profiles: bool,
    /// The proxies trusted to say whom they forwarded for.
    proxies: IpRanges,
    supplied: Vec<(String, IpRanges)>,
    agents: Vec<Agent>,
    agent_index: Index,
    /// The User-Agents remembered, back to back.
    agent_bytes: Vec<u8>,
    /// Matchers with the groups they were made of.
    matchers: Vec<(Vec<u32>, bool, Matcher)>,
    /// The ranges of each check.
    ranges: Vec<IpRanges>,
    rows: Vec<Row>,
    prefixes: Vec<Prefix>,
    prefix_index: Index,
    prefixes_capped: bool,
    /// The index in [`STEPS`] of the timelines' cells.
    grain: usize,
    lines: u64,
    requests: u64,
    unreadable: u64,
    unreadable_examples: Vec<UnreadableLine>,
    /// The path as RFC 9309 compares it, for each request.
    normalized: Vec<u8>,
    /// The (claim, client) pairs that requested `/robots.txt`, by [`fetcher`].
    robots_fetchers: HashSet,
    /// The key ids the caller verifies signatures of (a directory has a few).
    keyids: Vec<String>,
    /// Signatures to hand to the caller.
    pending: Vec<PendingSignature>,
    /// The signatures handed out and not yet answered, by id from `awaiting_from`.
    awaiting: Vec<Option<Awaiting>>,
    awaiting_from: u64,
}

/// A request whose signature the caller verifies.
#[derive(Clone, Debug)]
struct Awaiting {
    row: u32,
    url: String,
    time: Option<i64>,
}

#[derive(Clone, Debug)]
struct Row {
    claim: Claim,
    /// For a catalog crawler, what its token resolves to (made on its first request).
    resolved: Option<(Option<u32>, Check)>,
    requests: u64,
    urls: HashSet,
    disallowed: u64,
    disallowed_verified: u64,
    violations: Vec<Violation>,
    lines: Vec<u32>,
    checks: [u64; 4],
    impostors: Vec<Impostor>,
    signed: u64,
    /// Signatures by [`signature_slot`].
    signatures: [u64; 4],
    signature_failures: Vec<SignatureFailure>,
    first: Option<i64>,
    last: Option<i64>,
    robots_fetches: u64,
    first_robots: Option<i64>,
    before_robots: u64,
    /// `(time / cell width, requests)`, sorted, and the index of the cell used last.
    cells: Vec<(i64, u32)>,
    last_cell: usize,
}

#[derive(Clone, Debug)]
struct Prefix {
    bytes: Vec<u8>,
    requests: u64,
    bot_requests: u64,
    disallowed: u64,
}

impl State {
    fn new(robots: &Robots, opts: &Options, supplied: Vec<(String, IpRanges)>) -> State {
        // The file as the crawler reads it, cut once at the size limit.
        let text = robots.text();
        let text = &text[..opts.size_limit.unwrap_or(text.len()).min(text.len())];
        let robots = match robots.fetch() {
            Some(fetch) => Robots::parse_response(text, fetch),
            None => Robots::parse(text),
        };
        State {
            robots,
            opts: Options { size_limit: None, profile: None, ..opts.clone() },
            profiles: true,
            proxies: IpRanges::default(),
            supplied,
            agents: Vec::new(),
            agent_index: Index::default(),
            agent_bytes: Vec::new(),
            matchers: Vec::new(),
            ranges: Vec::new(),
            rows: Vec::new(),
            prefixes: Vec::new(),
            prefix_index: Index::default(),
            prefixes_capped: false,
            grain: 0,
            lines: 0,
            requests: 0,
            unreadable: 0,
            unreadable_examples: Vec::new(),
            normalized: Vec::new(),
            robots_fetchers: HashSet::with_cap(FETCHER_CAP),
            keyids: Vec::new(),
            pending: Vec::new(),
            awaiting: Vec::new(),
            awaiting_from: 0,
        }
    }

    fn unreadable(&mut self, line_no: u64, error: LineError, line: &[u8]) {
        self.unreadable += 1;
        if self.unreadable_examples.len() < EXAMPLES {
            let text = String::from(as_text(cut(line, 200)));
            self.unreadable_examples.push(UnreadableLine { line: line_no, error, text });
        }
    }

    fn request(&mut self, req: &Request) -> Outcome {
        self.requests += 1;
        let (row_i, matcher, check) = self.agent(req.user_agent);
        let row_i = row_i as usize;
        let path = path_of(req.url);
        let decision = matcher.map(|m| {
            let m = &self.matchers[m as usize].2;
            match self.opts.policy {
                Policy::Google => m.decide_path(&path),
                Policy::Rfc9309 => {
                    self.normalized.clear();
                    normalize_path(&path, &mut self.normalized);
                    m.decide_path(&self.normalized)
                }
            }
        });
        let (client, ip) = client_of(req, &self.proxies);
        let verification = match (check, ip) {
            (Check::Ranges(r), Some(ip)) if self.ranges[r as usize].contains(ip) => Verification::Verified,
            (Check::Ranges(_), Some(_)) => Verification::Impostor,
            (Check::Ranges(_), None) | (Check::NotSupplied, _) => Verification::NotChecked,
            (Check::NotPublished, _) => Verification::ClaimsOnly,
        };
        let query = find(&path, b'?').unwrap_or(path.len());
        let robots_txt = &path[..query] == b"/robots.txt";
        let blocked = decision.filter(|d| !d.0 && !robots_txt);
        let fetcher = fetcher(row_i, client, ip);
        let row = &mut self.rows[row_i];
        // Past the cap, a client not remembered counts as its crawler's first fetch says.
        let after_robots = self.robots_fetchers.contains(fetcher) || self.robots_fetchers.full && row.robots_fetches > 0;
        row.requests += 1;
        row.urls.insert(hash(&path));
        if let Some((_, line)) = blocked {
            row.disallowed += 1;
            row.disallowed_verified += u64::from(verification == Verification::Verified);
            if row.violations.len() < EXAMPLES {
                row.violations.push(Violation { url: String::from(as_text(cut(req.url, 2_000))), line, time: req.time });
            }
            if line > 0 && row.lines.len() < LINES && !row.lines.contains(&line) {
                row.lines.push(line);
            }
        }
        row.checks[verification as usize] += 1;
        if verification == Verification::Impostor
            && row.impostors.len() < EXAMPLES
            && !row.impostors.iter().any(|i| i.client.as_bytes() == client)
        {
            row.impostors.push(Impostor { client: String::from(as_text(cut(client, 64))), time: req.time });
        }
        row.signed += u64::from(req.signed);
        let signature = req.signed.then(|| self.signature(row_i, req));
        let row = &mut self.rows[row_i];
        if let Some(t) = req.time {
            row.first = Some(row.first.map_or(t, |f| f.min(t)));
            row.last = Some(row.last.map_or(t, |l| l.max(t)));
        }
        if robots_txt {
            if row.robots_fetches == 0 {
                row.first_robots = req.time;
            }
            row.robots_fetches += 1;
            self.robots_fetchers.insert(fetcher);
        } else if !after_robots {
            row.before_robots += 1;
        }
        let coarsen = req.time.is_some_and(|t| row.count_at(t, STEPS[self.grain]));
        if coarsen {
            self.coarsen();
        }
        let bot = self.rows[row_i].claim != Claim::Browser;
        self.count_prefix(&path, bot, blocked.is_some());
        Outcome { claim: self.rows[row_i].claim, decision, verification, robots_txt, after_robots, signed: req.signed, signature }
    }

    /// Checks the signature of a signed request: counted now, or handed to the caller.
    fn signature(&mut self, row_i: usize, req: &Request) -> SignatureCheck {
        let check = match signature::check(req, &self.keyids) {
            Checked::Now(check) => check,
            Checked::Verify { .. } if self.awaiting.len() >= AWAITING_CAP => SignatureCheck::NotChecked,
            Checked::Verify { keyid, base, signature } => {
                let id = self.awaiting_from + self.awaiting.len() as u64;
                let url = String::from(as_text(cut(req.url, 2_000)));
                self.awaiting.push(Some(Awaiting { row: row_i as u32, url, time: req.time }));
                self.pending.push(PendingSignature { id, keyid, base, signature });
                SignatureCheck::Pending
            }
        };
        if check != SignatureCheck::Pending {
            self.rows[row_i].count_signature(check, req.url, req.time);
        }
        check
    }

    /// The caller's verdict on a signature handed out.
    fn verdict(&mut self, id: u64, valid: bool) {
        let Some(i) = id.checked_sub(self.awaiting_from).and_then(|i| usize::try_from(i).ok()) else { return };
        let Some(a) = self.awaiting.get_mut(i).and_then(Option::take) else { return };
        let check = if valid { SignatureCheck::Verified } else { SignatureCheck::Invalid(SignatureProblem::BadSignature) };
        self.rows[a.row as usize].count_signature(check, a.url.as_bytes(), a.time);
        let answered = self.awaiting.iter().take_while(|a| a.is_none()).count();
        self.awaiting.drain(..answered);
        self.awaiting_from += answered as u64;
    }

    /// Counts a request under the first segment of `path`.
    fn count_prefix(&mut self, path: &[u8], bot: bool, disallowed: bool) {
        let prefix = first_segment(path);
        let h = hash(prefix);
        let prefixes = &self.prefixes;
        let i = match self.prefix_index.find(h, |e| prefixes[e as usize].bytes == prefix) {
            Some(i) => i as usize,
            None if self.prefixes.len() >= PREFIX_CAP => {
                self.prefixes_capped = true;
                return;
            }
            None => {
                self.prefix_index.insert(h, self.prefixes.len() as u32);
                self.prefixes.push(Prefix { bytes: prefix.to_vec(), requests: 0, bot_requests: 0, disallowed: 0 });
                self.prefixes.len() - 1
            }
        };
        let p = &mut self.prefixes[i];
        p.requests += 1;
        p.bot_requests += u64::from(bot);
        p.disallowed += u64::from(disallowed);
    }
}

/// The first segment of a path: `/blog/` of `/blog/post?x`, `/cart` of `/cart?id=1`, `/`; at
/// most 200 bytes of it.
fn first_segment(path: &[u8]) -> &[u8] {
    let Some(rest) = path.strip_prefix(b"/") else { return cut(path, 200) };
    let segment = match rest.iter().position(|&b| matches!(b, b'/' | b'?' | b';')) {
        Some(i) if rest[i] == b'/' => &path[..i + 2],
        Some(i) => &path[..i + 1],
        None => path,
    };
    cut(segment, 200)
}

/// At most `n` bytes of `bytes`, not cutting a UTF-8 sequence.
fn cut(bytes: &[u8], n: usize) -> &[u8] {
    if bytes.len() <= n {
        return bytes;
    }
    let mut end = n;
    while end > 0 && (bytes[end] & 0xC0) == 0x80 {
        end -= 1;
    }
    &bytes[..end]
}
