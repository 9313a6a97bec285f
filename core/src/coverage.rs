//! Coverage of a file: the named groups, and for every catalog crawler which groups it obeys
//! (its own, a fallback token's, `*`, or none) and whether it may fetch `/`.
//!
//! The groups are found through an index of lower-cased tokens, so the work follows the size
//! of the file once, not the file times the catalog. The answers are the same as
//! [`Robots::check_with`] gives for each crawler's [`catalog::Crawler::profile`].

use alloc::string::String;
use alloc::vec::Vec;

use crate::catalog::{self, Crawler};
use crate::check::{compared_path, rule_priority, Best};
use crate::groups::{AgentKind, Ruleset};
use crate::policy::{Options, Policy};
use crate::robots::Robots;
use crate::sort::StableSort;

/// How a crawler's groups were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Via {
    /// A group names the crawler's own token.
    OwnGroup,
    /// No group names its own token, but one names a fallback token (Googlebot for
    /// Googlebot-Image).
    FallbackGroup,
    /// No group names it: the `*` group applies.
    Wildcard,
    /// No group names it and it ignores `*` (AdsBot-Google): nothing restricts it.
    WildcardIgnored,
    /// No group names it and the file has no `*` group: nothing restricts it.
    NoGroup,
    /// It ignores robots.txt altogether.
    IgnoresRobots,
}

impl Via {
    /// A stable kebab-case id.
    pub const fn id(self) -> &'static str {
        match self {
            Via::OwnGroup => "own-group",
            Via::FallbackGroup => "fallback-group",
            Via::Wildcard => "wildcard",
            Via::WildcardIgnored => "wildcard-ignored",
            Via::NoGroup => "no-group",
            Via::IgnoresRobots => "ignores-robots",
        }
    }
}

/// A token some group of the file names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedGroup {
    /// The token as first written.
    pub token: String,
    /// The first line of each group naming it.
    pub lines: Vec<u32>,
    /// The catalog entry, when the token is a known crawler.
    pub crawler: Option<&'static Crawler>,
}

/// What one catalog crawler obeys in this file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrawlerCoverage {
    /// The catalog entry.
    pub crawler: &'static Crawler,
    /// How its groups were found.
    pub via: Via,
    /// The token whose groups apply (`*` for the global group), empty when none applies.
    pub uses: &'static str,
    /// The first line of each group that applies.
    pub lines: Vec<u32>,
    /// May it fetch `/`?
    pub root_allowed: bool,
}

/// Which crawlers the file names, which fall through to `*`, which are blocked from `/`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coverage {
    /// The tokens the file's groups name, in file order.
    pub named_groups: Vec<NamedGroup>,
    /// Does the file have a `*` group?
    pub has_wildcard: bool,
    /// Every catalog crawler, in catalog order.
    pub crawlers: Vec<CrawlerCoverage>,
}

impl Coverage {
    /// Catalog crawlers that no group names and that obey the `*` group.
    pub fn fall_through(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.crawlers.iter().filter(|c| c.via == Via::Wildcard).map(|c| c.crawler.token)
    }

    /// Catalog crawlers that may not fetch `/`.
    pub fn blocked_from_root(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.crawlers.iter().filter(|c| !c.root_allowed).map(|c| c.crawler.token)
    }
}

impl Robots {
    /// The file's coverage under Google's reading.
    pub fn coverage(&self) -> Coverage {
        self.coverage_with(&Options::default())
    }

    /// The file's coverage under `opts.policy`.
    pub fn coverage_with(&self, opts: &Options) -> Coverage {
        let rs = self.ruleset(opts.policy);
        let index = Index::build(rs, self.text());
        Coverage {
            named_groups: named_groups(rs, self.text(), &index),
            has_wildcard: !index.wildcard.is_empty(),
            crawlers: crawlers(rs, &index, opts.policy, true),
        }
    }
}

/// The groups of a ruleset by lower-cased token.
pub(crate) struct Index {
    /// Lower-cased token → indices of the groups naming it, in file order.
    pub by_token: TokenMap,
    /// Indices of the `*` groups.
    pub wildcard: Vec<u32>,
}

impl Index {
    pub fn build(rs: &Ruleset, text: &[u8]) -> Index {
        let mut index = Index { by_token: TokenMap::new(), wildcard: Vec::new() };
        let mut key = Vec::new();
        for (g, group) in rs.groups.iter().enumerate() {
            let g = g as u32;
            for (i, a) in rs.group_agents(group).iter().enumerate() {
                match a.kind {
                    AgentKind::Global if index.wildcard.last() != Some(&g) => index.wildcard.push(g),
                    AgentKind::Named if !a.token.is_empty() => {
                        key.clear();
                        key.extend(a.token.of(text).iter().map(u8::to_ascii_lowercase));
                        index.by_token.add(&key, g, group.agents.start + i as u32);
                    }
                    _ => {}
                }
            }
        }
        index.by_token.sort();
        index
    }

    /// The groups naming `token`, compared ignoring ASCII case.
    pub fn groups(&self, token: &str) -> Option<&[u32]> {
        let mut key = [0u8; 64];
        let key = match key.get_mut(..token.len()) {
            Some(k) => {
                k.copy_from_slice(token.as_bytes());
                k.make_ascii_lowercase();
                &*k
            }
            None => return self.by_token.get(token.to_ascii_lowercase().as_bytes()).map(Vec::as_slice),
        };
        self.by_token.get(key).map(Vec::as_slice)
    }
}

/// Lower-cased tokens → their groups in file order. A small hash table finds a token with
/// one comparison of byte strings (a search tree compares at every step, and a `BTreeMap`
/// costs ~9 KB of wasm); `iter` lists the tokens in byte order.
pub(crate) struct TokenMap {
    /// The tokens in order of first sight, the groups naming each, and the agent line that
    /// named it first (an index into the ruleset's agents).
    keys: Vec<Vec<u8>>,
    lists: Vec<Vec<u32>>,
    first_agent: Vec<u32>,
    /// A power of two of slots, each 0 or an index + 1 into `keys`; at most half full.
    slots: Vec<u32>,
    /// Indices into `keys` in byte order of the tokens (made by `sort`).
    sorted: Vec<u32>,
}

impl TokenMap {
    fn new() -> TokenMap {
        TokenMap { keys: Vec::new(), lists: Vec::new(), first_agent: Vec::new(), slots: alloc::vec![0; 64], sorted: Vec::new() }
    }

    /// The slot that holds `key`, or the empty one where it would go.
    fn slot(&self, key: &[u8]) -> usize {
        let mask = self.slots.len() - 1;
        let mut at = token_hash(key);
        loop {
            at &= mask;
            match self.slots[at] {
                0 => return at,
                t if self.keys[t as usize - 1] == key => return at,
                _ => at += 1,
            }
        }
    }

    /// Adds group `g` to the groups of `key` (once, as groups come in file order), named by
    /// `agent`.
    fn add(&mut self, key: &[u8], g: u32, agent: u32) {
        let at = self.slot(key);
        if let Some(t) = self.slots[at].checked_sub(1) {
            let groups = &mut self.lists[t as usize];
            if groups.last() != Some(&g) {
                groups.push(g);
            }
            return;
        }
        self.keys.push(key.to_vec());
        self.lists.push(alloc::vec![g]);
        self.first_agent.push(agent);
        self.slots[at] = self.keys.len() as u32;
        if 2 * self.keys.len() > self.slots.len() {
            self.slots = alloc::vec![0; 2 * self.slots.len()];
            for t in 0..self.keys.len() {
                let at = self.slot(&self.keys[t]);
                self.slots[at] = t as u32 + 1;
            }
        }
    }

    fn sort(&mut self) {
        let keys = &self.keys;
        self.sorted = (0..keys.len() as u32).collect();
        self.sorted.stable_sort_by(|&a, &b| keys[a as usize].cmp(&keys[b as usize]));
    }

    pub fn get(&self, key: &[u8]) -> Option<&Vec<u32>> {
        let t = self.slots[self.slot(key)].checked_sub(1)?;
        Some(&self.lists[t as usize])
    }

    /// Each token in order of its first group: the agent line that named it first, and its
    /// groups.
    pub fn in_order(&self) -> impl Iterator<Item = (u32, &[u32])> {
        self.first_agent.iter().zip(&self.lists).map(|(&a, g)| (a, g.as_slice()))
    }

    /// The tokens and their groups, in byte order of the tokens.
    pub fn iter(&self) -> impl Iterator<Item = (&Vec<u8>, &Vec<u32>)> {
        self.sorted.iter().map(|&t| (&self.keys[t as usize], &self.lists[t as usize]))
    }
}

/// A hash of a (short) lower-cased token, a byte at a time (FxHash's step).
fn token_hash(k: &[u8]) -> usize {
    k.iter().fold(k.len() as u64, |h, &b| (h.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x517c_c1b7_2722_0a95)) as usize
}

/// May a crawler obeying `groups` fetch `/`? Exactly the check's decision for the path `/`.
pub(crate) fn root_allowed(rs: &Ruleset, groups: &[u32], policy: Policy) -> bool {
    let path = compared_path(b"/", policy);
    let mut best = Best::default();
    for &g in groups {
        for r in rs.groups[g as usize].rules.clone() {
            let rule = &rs.rules[r as usize];
            // Only a pattern whose second byte is `*` or `$` (or that has none, or starts with
            // `*`, or has Google's `index.html` form) can match `/`.
            let p = rs.pattern(&rule.pattern);
            if p.len() > 1 && p[0] != b'*' && !matches!(p[1], b'*' | b'$') && !rule.has_index {
                continue;
            }
            if let Some((priority, _)) = rule_priority(rs, rule, &path, policy) {
                best.offer(rule.kind, priority, r);
            }
        }
    }
    best.decide().0
}

fn named_groups(rs: &Ruleset, text: &[u8], index: &Index) -> Vec<NamedGroup> {
    index
        .by_token
        .in_order()
        .map(|(agent, groups)| {
            let a = &rs.agents[agent as usize];
            let token = String::from_utf8_lossy(a.token.of(text)).into_owned();
            let crawler = catalog::find(&token);
            let lines = groups.iter().map(|&g| rs.groups[g as usize].first_line).collect();
            NamedGroup { token, lines, crawler }
        })
        .collect()
}

/// What each catalog crawler obeys in the file; with the first line of each group only when
/// `lines` is set (the lint does not need them).
pub(crate) fn crawlers(rs: &Ruleset, index: &Index, policy: Policy, lines: bool) -> Vec<CrawlerCoverage> {
    // Many crawlers share the same groups (most fall through to `*`): decide `/` once each.
    // A list, not a map: it holds a few dozen tokens at most, and a second `BTreeMap` type
    // would cost about 3 KB of wasm.
    let mut memo: Vec<(&str, bool)> = Vec::new();
    catalog::all()
        .iter()
        .map(|c| {
            let (via, uses, groups): (Via, &'static str, &[u32]) = if c.ignores_robots {
                (Via::IgnoresRobots, "", &[])
            } else if let Some(g) = index.groups(c.token) {
                (Via::OwnGroup, c.token, g)
            } else if let Some((f, g)) = c.fallbacks.iter().find_map(|f| index.groups(f).map(|g| (*f, g))) {
                (Via::FallbackGroup, f, g)
            } else if index.wildcard.is_empty() {
                (Via::NoGroup, "", &[])
            } else if c.ignores_wildcard {
                (Via::WildcardIgnored, "", &[])
            } else {
                (Via::Wildcard, "*", &index.wildcard)
            };
            let root_allowed = groups.is_empty()
                || match memo.iter().find(|m| m.0 == uses) {
                    Some(&(_, allowed)) => allowed,
                    None => {
                        let allowed = root_allowed(rs, groups, policy);
                        memo.push((uses, allowed));
                        allowed
                    }
                };
            let lines = if lines { groups.iter().map(|&g| rs.groups[g as usize].first_line).collect() } else { Vec::new() };
            CrawlerCoverage { crawler: c, via, uses, lines, root_allowed }
        })
        .collect()
}
