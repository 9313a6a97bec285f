//! Who a request claims to be: each distinct User-Agent read once into its claim (a catalog
//! crawler, an unknown bot or a browser), the matcher of the groups that crawler obeys, and how
//! its address is checked.

use alloc::string::String;
use alloc::vec::Vec;

use super::{Row, State, AGENT_BYTES, AGENT_CAP, URL_CAP};
use crate::catalog::{self, Crawler};
use crate::check::select;
use crate::logs::ip::IpRanges;
use crate::logs::report::Claim;
use crate::logs::table::{hash, HashSet};
use crate::matcher::Matcher;
use crate::policy::{Options, Profile};
use crate::useragent::{token_of, AgentRead};

/// A User-Agent read once.
#[derive(Clone, Debug)]
pub(super) struct Agent {
    pub(super) bytes: (u32, u32),
    pub(super) row: u32,
    pub(super) matcher: Option<u32>,
    pub(super) check: Check,
    /// The product name an unknown bot's User-Agent starts with.
    pub(super) product: String,
    pub(super) requests: u64,
}

/// How a claim's address is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Check {
    /// Against these ranges.
    Ranges(u32),
    /// Ranges are published, none were supplied.
    NotSupplied,
    /// No ranges are published.
    NotPublished,
}

impl State {
    /// The remembered reading of a User-Agent (its row, matcher and check), read now if new.
    pub(super) fn agent(&mut self, ua: &[u8]) -> (u32, Option<u32>, Check) {
        let h = hash(ua);
        let (agents, bytes) = (&self.agents, &self.agent_bytes);
        let found = self.agent_index.find(h, |e| {
            let (s, e) = agents[e as usize].bytes;
            &bytes[s as usize..e as usize] == ua
        });
        let i = match found {
            Some(i) => i as usize,
            None => {
                let mut agent = self.read_agent(ua);
                if self.agents.len() >= AGENT_CAP || self.agent_bytes.len() + ua.len() > AGENT_BYTES {
                    // Not remembered: read again at its next request.
                    return (agent.row, agent.matcher, agent.check);
                }
                let start = self.agent_bytes.len() as u32;
                self.agent_bytes.extend_from_slice(ua);
                agent.bytes = (start, self.agent_bytes.len() as u32);
                self.agent_index.insert(h, self.agents.len() as u32);
                self.agents.push(agent);
                self.agents.len() - 1
            }
        };
        let agent = &mut self.agents[i];
        agent.requests += 1;
        (agent.row, agent.matcher, agent.check)
    }

    /// Reads a User-Agent: the claim, its row, its matcher and how its address is checked.
    fn read_agent(&mut self, ua: &[u8]) -> Agent {
        let text = String::from_utf8_lossy(ua);
        let read = token_of(&text);
        let crawler = match read.read {
            AgentRead::Known => catalog::find(&read.token),
            AgentRead::Token => catalog::find(&read.token).filter(|c| c.written.is_empty()),
            _ => None,
        };
        let claim = match crawler {
            Some(c) => Claim::Crawler(c),
            None if looks_like_bot(ua) => Claim::UnknownBot,
            None => Claim::Browser,
        };
        let row = self.row(claim);
        let (matcher, check) = match claim {
            Claim::Browser => (None, Check::NotPublished),
            Claim::Crawler(c) => match self.rows[row as usize].resolved {
                Some(resolved) => resolved,
                None => {
                    let resolved = (Some(self.matcher(c.token)), self.check(c.token, Some(c)));
                    self.rows[row as usize].resolved = Some(resolved);
                    resolved
                }
            },
            Claim::UnknownBot => (Some(self.matcher(&read.token)), self.check(&read.token, None)),
        };
        let mut product = if claim == Claim::UnknownBot { read.token } else { String::new() };
        // A product name is ASCII letters, `-` and `_`: cut anywhere.
        product.truncate(64);
        Agent { bytes: (0, 0), row, matcher, check, product, requests: 0 }
    }

    /// The row of `claim`, made if new.
    fn row(&mut self, claim: Claim) -> u32 {
        let same = |r: &Row| match (r.claim, claim) {
            (Claim::Crawler(a), Claim::Crawler(b)) => core::ptr::eq(a, b),
            (a, b) => a == b,
        };
        if let Some(i) = self.rows.iter().position(same) {
            return i as u32;
        }
        self.rows.push(Row {
            claim,
            resolved: None,
            requests: 0,
            urls: HashSet::with_cap(URL_CAP),
            disallowed: 0,
            disallowed_verified: 0,
            violations: Vec::new(),
            lines: Vec::new(),
            checks: [0; 4],
            impostors: Vec::new(),
            signed: 0,
            signatures: [0; 4],
            signature_failures: Vec::new(),
            first: None,
            last: None,
            robots_fetches: 0,
            first_robots: None,
            before_robots: 0,
            cells: Vec::new(),
            last_cell: 0,
        });
        self.rows.len() as u32 - 1
    }

    /// The matcher of the groups `token` obeys, shared with every token that obeys the same.
    fn matcher(&mut self, token: &str) -> u32 {
        let profile = self.profiles.then(|| catalog::profile(token).unwrap_or_else(|| Profile::plain(token)));
        let opts = Options { profile, ..self.opts.clone() };
        let rs = self.robots.ruleset(opts.policy);
        let sel = select(rs, self.robots.text(), token, &opts);
        if let Some(i) = self.matchers.iter().position(|(taken, ignores, _)| *taken == sel.taken && *ignores == sel.ignores_robots) {
            return i as u32;
        }
        let m = Matcher::of_selection(rs, &sel, opts.policy);
        self.matchers.push((sel.taken, sel.ignores_robots, m));
        self.matchers.len() as u32 - 1
    }

    /// How the address of a request claiming `token` is checked: against the ranges supplied
    /// for it or for a crawler of the same published file, if any.
    fn check(&mut self, token: &str, crawler: Option<&'static Crawler>) -> Check {
        let file = crawler.map_or("", |c| c.ip_ranges);
        let mut set: Option<IpRanges> = None;
        for (name, ranges) in &self.supplied {
            let same_token = !token.is_empty() && name.eq_ignore_ascii_case(token);
            let same_file = !file.is_empty() && catalog::find(name).is_some_and(|c| c.ip_ranges == file);
            if same_token || same_file {
                set = Some(set.map_or_else(|| ranges.clone(), |s| s.union(ranges)));
            }
        }
        match set {
            Some(set) => {
                // The same ranges for another User-Agent of the same name: share them.
                let i = self.ranges.iter().position(|r| *r == set).unwrap_or_else(|| {
                    self.ranges.push(set);
                    self.ranges.len() - 1
                });
                Check::Ranges(i as u32)
            }
            None if !file.is_empty() => Check::NotSupplied,
            None => Check::NotPublished,
        }
    }
}

/// Whether a User-Agent that names no catalog crawler looks like a program's rather than a
/// browser's: see [`Claim::UnknownBot`].
fn looks_like_bot(ua: &[u8]) -> bool {
    const MARKS: [&[u8]; 20] = [
        b"bot",
        b"crawl",
        b"spider",
        b"slurp",
        b"scrap",
        b"http:",
        b"https:",
        b"www.",
        b"@",
        b"headless",
        b"python",
        b"curl",
        b"wget",
        b"java/",
        b"go-http",
        b"okhttp",
        b"libwww",
        b"fetch",
        b"preview",
        b"monitor",
    ];
    let ua = ua.trim_ascii();
    let browser_start = ua.starts_with(b"Mozilla/") || ua.starts_with(b"Opera");
    !browser_start || MARKS.iter().any(|m| ua.windows(m.len()).any(|w| w.eq_ignore_ascii_case(m)))
}
