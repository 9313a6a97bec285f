//! What a replay reports: per claimed crawler, per URL prefix, over time, and the lines that
//! could not be read; with each crawler's findings in a sentence.

use alloc::string::String;
use alloc::vec::Vec;

use super::line::LineError;
use super::signature::SignatureProblem;
use crate::catalog::Crawler;
use crate::text::{push, text, Grouped};

/// Who a request claims to be, by its User-Agent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// A crawler of the catalog, named in the User-Agent by its token (see
    /// [`crate::token_of`]).
    Crawler(&'static Crawler),
    /// No crawler the catalog knows, but the User-Agent looks like a program's: it names a
    /// bot, crawler or spider, gives a URL or an address, names an HTTP library or headless
    /// browser, is empty, or does not start as browsers' do (`Mozilla/`, `Opera`).
    UnknownBot,
    /// A web browser: a person, to whom robots.txt does not apply.
    Browser,
}

impl Claim {
    /// The name the report gives: the crawler's token, `unknown bot` or `browser`.
    pub fn name(&self) -> &'static str {
        match self {
            Claim::Crawler(c) => c.token,
            Claim::UnknownBot => "unknown bot",
            Claim::Browser => "browser",
        }
    }

    /// The stable id of the kind of claim: `crawler`, `unknown-bot` or `browser`.
    pub const fn id(&self) -> &'static str {
        match self {
            Claim::Crawler(_) => "crawler",
            Claim::UnknownBot => "unknown-bot",
            Claim::Browser => "browser",
        }
    }
}

/// What the client's address says about the claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verification {
    /// The address is inside the ranges supplied for the crawler.
    Verified,
    /// The address is outside the ranges supplied for the crawler: an impostor.
    Impostor,
    /// Nothing to check against: the operator publishes no ranges (or the request claims no
    /// catalog crawler and no ranges were supplied for its name).
    ClaimsOnly,
    /// The operator publishes ranges but none were supplied, or the line's client is not an
    /// IP address.
    NotChecked,
}

impl Verification {
    /// Every value, in the report's order.
    pub const ALL: [Verification; 4] = [Verification::Verified, Verification::Impostor, Verification::ClaimsOnly, Verification::NotChecked];

    /// The stable id: `verified`, `impostor`, `claims-only`, `not-checked`.
    pub const fn id(self) -> &'static str {
        match self {
            Verification::Verified => "verified",
            Verification::Impostor => "impostor",
            Verification::ClaimsOnly => "claims-only",
            Verification::NotChecked => "not-checked",
        }
    }

    /// In words: "verified", "impostor (outside the published ranges)", …
    pub const fn label(self) -> &'static str {
        match self {
            Verification::Verified => "verified",
            Verification::Impostor => "impostor (outside the published ranges)",
            Verification::ClaimsOnly => "claims only (no list published)",
            Verification::NotChecked => "not checked",
        }
    }
}

/// A request for a URL the file disallows to its crawler.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The URL as requested (bytes that are not UTF-8 as `%XX`).
    pub url: String,
    /// The line of the rule that disallows it.
    pub line: u32,
    /// When, in Unix seconds.
    pub time: Option<i64>,
}

/// A request whose Web Bot Auth signature does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureFailure {
    /// The URL as requested.
    pub url: String,
    /// Why.
    pub problem: SignatureProblem,
    /// When, in Unix seconds.
    pub time: Option<i64>,
}

/// A request whose address is outside its crawler's ranges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Impostor {
    /// The client address as logged.
    pub client: String,
    /// When, in Unix seconds.
    pub time: Option<i64>,
}

/// What one claimed crawler (or the unknown bots, or the browsers) did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrawlerReport {
    /// Who the requests claim to be.
    pub claim: Claim,
    /// Requests.
    pub requests: u64,
    /// Distinct URLs requested (path and query), counted up to a cap.
    pub urls: u64,
    /// More distinct URLs were requested than were counted.
    pub urls_capped: bool,
    /// Requests for URLs the file disallows to the crawler (`/robots.txt` itself never counts).
    /// Browsers' requests are not checked: robots.txt is for programs.
    pub disallowed: u64,
    /// Of those, the requests from an address inside the ranges supplied for the crawler: the
    /// crawler itself fetched what the file disallows.
    pub disallowed_verified: u64,
    /// The first few of those requests.
    pub violations: Vec<Violation>,
    /// The lines of the rules that disallowed them, in file order.
    pub lines: Vec<u32>,
    /// Requests from inside the crawler's supplied ranges.
    pub verified: u64,
    /// Requests from outside them.
    pub impostors: u64,
    /// Requests with nothing to check against.
    pub claims_only: u64,
    /// Requests not checked (ranges published but not supplied, or no IP address).
    pub not_checked: u64,
    /// The first few distinct addresses of impostor requests.
    pub impostor_examples: Vec<Impostor>,
    /// Requests that logged a Web Bot Auth signature.
    pub signed: u64,
    /// Of those, by what their signature came to: verified with the operator's key, invalid,
    /// with no key supplied, and not checked (the log lacks what they sign, or no verdict was
    /// given for them).
    pub signatures_verified: u64,
    /// See [`CrawlerReport::signatures_verified`].
    pub signatures_invalid: u64,
    /// See [`CrawlerReport::signatures_verified`].
    pub signatures_no_key: u64,
    /// See [`CrawlerReport::signatures_verified`].
    pub signatures_not_checked: u64,
    /// The first few invalid signatures.
    pub signature_failures: Vec<SignatureFailure>,
    /// The earliest request's time, in Unix seconds.
    pub first_seen: Option<i64>,
    /// The latest request's time.
    pub last_seen: Option<i64>,
    /// Requests for `/robots.txt`.
    pub robots_fetches: u64,
    /// The time of the first of them, in log order.
    pub first_robots: Option<i64>,
    /// Requests for other URLs from a client address (see
    /// [`crate::logs::Replay::trust_proxies`]) that had not requested `/robots.txt` yet, in
    /// log order: each address of a crawler fetches the file for itself. All of them when
    /// there was no `/robots.txt` request.
    pub before_robots: u64,
    /// For the unknown bots: the product names their User-Agents start with, most requests
    /// first, with their requests.
    pub products: Vec<(String, u64)>,
    /// Requests per time bucket of [`Report::timeline`].
    pub timeline: Vec<u32>,
    /// The findings in a sentence.
    pub text: String,
}

/// Requests under one first path segment (`/blog/`, `/cart`, `/`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrefixReport {
    /// The segment, with its `/` when the path goes on (`/blog/`); at most 200 bytes of it.
    pub prefix: String,
    /// Requests.
    pub requests: u64,
    /// Requests that claim a crawler or look like a bot's.
    pub bot_requests: u64,
    /// Those that the file disallows.
    pub disallowed: u64,
}

/// The time buckets of the report's timelines: `buckets` of `step` seconds from `start`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Timeline {
    /// The first bucket's start, in Unix seconds (a multiple of `step`).
    pub start: i64,
    /// The width of a bucket in seconds: the narrowest of a minute, 5, 15 and 30 minutes, 1, 3,
    /// 6 and 12 hours, a day, a week and four weeks in which the log's span takes at most
    /// [`MAX_BUCKETS`] buckets (and a multiple of four weeks for a span of centuries).
    pub step: i64,
    /// The number of buckets; 0 when no request had a time.
    pub buckets: usize,
}

/// A timeline has at most this many buckets.
pub const MAX_BUCKETS: usize = 200;

/// A line that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnreadableLine {
    /// Its number, from 1.
    pub line: u64,
    /// Why.
    pub error: LineError,
    /// Its start (bytes that are not UTF-8 as `%XX`).
    pub text: String,
}

/// Everything a replay found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Lines read, blank ones and W3C Extended directives (`#Fields:`, …) left out.
    pub lines: u64,
    /// Lines read as requests.
    pub requests: u64,
    /// Lines that could not be read.
    pub unreadable: u64,
    /// The first few of them.
    pub unreadable_examples: Vec<UnreadableLine>,
    /// Each catalog crawler claimed, most requests first; then the unknown bots and the
    /// browsers, when there were any.
    pub crawlers: Vec<CrawlerReport>,
    /// Requests per first path segment, most first.
    pub prefixes: Vec<PrefixReport>,
    /// More distinct prefixes were requested than were counted.
    pub prefixes_capped: bool,
    /// The buckets of every [`CrawlerReport::timeline`].
    pub timeline: Timeline,
    /// The earliest request's time, in Unix seconds.
    pub first_seen: Option<i64>,
    /// The latest request's time.
    pub last_seen: Option<i64>,
    /// The findings in a sentence.
    pub text: String,
}

/// `GPTBot: 1,204 requests for 311 URLs; 12 for URLs the file disallows (lines 4 and 9); 3
/// from outside its published ranges; its first request was for /robots.txt.`
pub(crate) fn crawler_sentence(r: &CrawlerReport) -> String {
    let name = match r.claim {
        Claim::Crawler(c) => c.token,
        Claim::UnknownBot => "Unknown bots",
        Claim::Browser => "Browsers",
    };
    let mut s = text!(name, ": ", Grouped(r.requests), plural(r.requests, " request", " requests"), " for ");
    if r.urls_capped {
        s.push_str("at least ");
    }
    push!(&mut s, Grouped(r.urls), plural(r.urls, " URL", " URLs"));
    if r.claim == Claim::Browser {
        s.push_str(". robots.txt does not apply to people's browsers.");
        return s;
    }
    match r.disallowed {
        0 => s.push_str("; none for URLs the file disallows"),
        n => {
            push!(&mut s, "; ", Grouped(n), " for URLs the file disallows");
            let lines: Vec<String> = r.lines.iter().map(|&l| text!(l)).collect();
            let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
            if !refs.is_empty() {
                push!(&mut s, " (", plural(refs.len() as u64, "line ", "lines "), crate::useragent::list(&refs), ")");
            }
        }
    }
    if let Claim::Crawler(c) = r.claim {
        if c.ignores_robots {
            push!(&mut s, " (", c.operator, " says ", c.token, " does not obey robots.txt)");
        }
        if r.impostors > 0 {
            push!(&mut s, "; ", Grouped(r.impostors), " from outside ", c.operator, "'s published ranges: not ", c.token);
        }
        if r.verified > 0 {
            push!(&mut s, "; ", Grouped(r.verified), " verified against the published ranges");
        }
        if r.not_checked > 0 && !c.ip_ranges.is_empty() {
            push!(&mut s, "; ", Grouped(r.not_checked), " not checked (", c.operator, " publishes its ranges at ", c.ip_ranges, ")");
        }
        if r.claims_only > 0 {
            push!(&mut s, "; ", c.operator, " publishes no ranges, so the User-Agent is only a claim");
            if !c.reverse_dns.is_empty() {
                push!(&mut s, " (a reverse DNS lookup ending in ", crate::useragent::list(c.reverse_dns), " verifies it)");
            }
        }
    }
    if r.signed > 0 {
        push!(&mut s, "; ", Grouped(r.signed), " signed (Web Bot Auth)");
        if r.signatures_no_key < r.signed {
            let parts = [
                (r.signatures_verified, " verified"),
                (r.signatures_invalid, " invalid"),
                (r.signatures_not_checked, " not checked (the log lacks what they sign)"),
                (r.signatures_no_key, " with no key supplied"),
            ];
            let count = parts.iter().filter(|p| p.0 > 0).count();
            for (i, (n, what)) in parts.iter().filter(|p| p.0 > 0).enumerate() {
                s.push_str(match i {
                    0 => ": ",
                    _ if i + 1 == count => " and ",
                    _ => ", ",
                });
                push!(&mut s, Grouped(*n), *what);
            }
        }
    }
    if r.robots_fetches == 0 {
        s.push_str("; it never requested /robots.txt.");
    } else if r.before_robots == 0 {
        s.push_str("; each of its addresses requested /robots.txt first.");
    } else {
        push!(
            &mut s,
            "; ",
            Grouped(r.before_robots),
            plural(r.before_robots, " request", " requests"),
            " came from an address that had not requested /robots.txt yet."
        );
    }
    s
}

/// `12,345 requests: 9,000 from 4 known crawlers, 1,200 from unknown bots and 2,145 from browsers; 2 crawlers
/// requested URLs the file disallows; 40 requests came from outside their crawler's published
/// ranges; 3 lines could not be read.`
pub(crate) fn report_sentence(r: &Report) -> String {
    let mut s = text!(Grouped(r.requests), plural(r.requests, " request", " requests"));
    let crawlers: Vec<&CrawlerReport> = r.crawlers.iter().filter(|c| matches!(c.claim, Claim::Crawler(_))).collect();
    let mut parts: Vec<String> = Vec::new();
    if !crawlers.is_empty() {
        let n: u64 = crawlers.iter().map(|c| c.requests).sum();
        let k = crawlers.len() as u64;
        parts.push(text!(Grouped(n), " from ", Grouped(k), plural(k, " known crawler", " known crawlers")));
    }
    for c in r.crawlers.iter().filter(|c| !matches!(c.claim, Claim::Crawler(_))) {
        let name = if c.claim == Claim::UnknownBot { " from unknown bots" } else { " from browsers" };
        parts.push(text!(Grouped(c.requests), name));
    }
    if !parts.is_empty() {
        let refs: Vec<&str> = parts.iter().map(String::as_str).collect();
        push!(&mut s, ": ", crate::useragent::list(&refs));
    }
    let violating = crawlers.iter().filter(|c| c.disallowed > 0).count() as u64;
    let unknown = r.crawlers.iter().any(|c| c.claim == Claim::UnknownBot && c.disallowed > 0);
    match (violating, unknown) {
        (0, false) => {}
        (0, true) => s.push_str("; unknown bots requested URLs the file disallows"),
        (n, _) => {
            push!(&mut s, "; ", Grouped(n), plural(n, " crawler", " crawlers"), if unknown { " and unknown bots" } else { "" });
            s.push_str(" requested URLs the file disallows");
        }
    }
    let impostors: u64 = r.crawlers.iter().map(|c| c.impostors).sum();
    if impostors > 0 {
        push!(
            &mut s,
            "; ",
            Grouped(impostors),
            plural(impostors, " request", " requests"),
            " came from outside the claimed crawler's published ranges"
        );
    }
    if r.unreadable > 0 {
        push!(&mut s, "; ", Grouped(r.unreadable), plural(r.unreadable, " line", " lines"), " could not be read");
    }
    s.push('.');
    s
}

fn plural(n: u64, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}
