//! Answering one (agent, URL) check: which groups apply, which rules merge, which one wins.
//!
//! RFC 9309 §2.2.1: every group naming the crawler's token applies and their rules merge; the
//! `*` groups apply only when no group names it. §2.2.2: the most specific (longest) match
//! wins; on a tie between allow and disallow, allow wins. With no matching rule, the URL is
//! allowed.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::escape;
use crate::groups::{AgentKind, Group, Rule, Ruleset};
use crate::pattern;
use crate::policy::{Options, Policy, Profile};
use crate::status::{Access, Fetch};
use crate::verdict::{AgentLine, GroupChoice, GroupWhy, Reason, RuleEval, RuleKind, TokenSource, Verdict, Winner};

/// Which groups one check takes, and why the others are left.
pub(crate) struct Selection<'o> {
    /// Group indices taken, in file order.
    pub taken: Vec<u32>,
    /// Why each group (by index) was taken or skipped.
    pub why: Vec<GroupWhy>,
    pub token: &'o str,
    pub source: TokenSource,
    pub ignores_robots: bool,
    /// The answer when the file is not read (the request for it was not a success): every
    /// group is skipped and this decides.
    pub unread: Option<bool>,
    /// The answer to the request for the file that counts: the options' own, else the file's.
    pub fetch: Option<Fetch>,
}

fn names(rs: &Ruleset, text: &[u8], g: &Group, token: &str) -> bool {
    rs.group_agents(g).iter().any(|a| a.kind == AgentKind::Named && a.token.of(text).eq_ignore_ascii_case(token.as_bytes()))
}

/// Picks the groups for `agent` (or the profile's tokens, most specific first).
pub(crate) fn select<'o>(rs: &Ruleset, text: &[u8], agent: &'o str, opts: &'o Options) -> Selection<'o> {
    let n = rs.groups.len();
    let mut sel = Selection {
        taken: Vec::new(),
        why: alloc::vec![GroupWhy::OtherAgent; n],
        token: agent,
        source: TokenSource::AsGiven,
        ignores_robots: false,
        unread: None,
        fetch: opts.fetch.or(rs.fetch),
    };
    let profile = opts.profile.as_ref();
    if let Some(p) = profile {
        sel.token = &p.token;
        sel.source = TokenSource::Profile;
        if p.ignores_robots {
            sel.ignores_robots = true;
            sel.why.iter_mut().for_each(|w| *w = GroupWhy::RobotsIgnored);
            return sel;
        }
    }
    // A crawler that ignores robots.txt fetches whatever the server said; the others read the
    // file only after a success.
    let access = sel.fetch.map_or(Access::Rules, Fetch::access);
    if access != Access::Rules {
        sel.unread = Some(access == Access::AllowAll);
        sel.why.iter_mut().for_each(|w| *w = GroupWhy::FileNotRead);
        return sel;
    }
    let own = core::iter::once(sel.token);
    let tokens = own.chain(profile.into_iter().flat_map(|p| p.fallbacks.iter().map(String::as_str)));
    for (i, token) in tokens.enumerate() {
        if sel.taken.is_empty() {
            sel.taken = (0..n as u32).filter(|&g| names(rs, text, &rs.groups[g as usize], token)).collect();
            if !sel.taken.is_empty() {
                sel.token = token;
                if i > 0 {
                    sel.source = TokenSource::ProfileFallback;
                }
            }
        } else {
            for (g, why) in rs.groups.iter().zip(sel.why.iter_mut()) {
                if names(rs, text, g, token) {
                    *why = GroupWhy::LessSpecificToken;
                }
            }
        }
    }
    let named = !sel.taken.is_empty();
    let merged = sel.taken.len() > 1;
    for &g in &sel.taken {
        sel.why[g as usize] = if merged { GroupWhy::NamedMerged } else { GroupWhy::NamedMatch };
    }
    let ignores_wildcard = profile.is_some_and(|p| p.ignores_wildcard);
    for (g, group) in rs.groups.iter().enumerate() {
        let agents = rs.group_agents(group);
        if sel.why[g] != GroupWhy::OtherAgent {
            continue;
        }
        if agents.iter().any(|a| a.kind == AgentKind::Global) {
            sel.why[g] = if named {
                GroupWhy::WildcardNotNeeded
            } else if ignores_wildcard {
                GroupWhy::WildcardIgnored
            } else {
                sel.taken.push(g as u32);
                GroupWhy::WildcardFallback
            };
        } else if agents.iter().all(|a| a.kind == AgentKind::Invalid) {
            sel.why[g] = GroupWhy::InvalidToken;
        }
    }
    sel
}

/// The path as patterns are compared with it under `policy`.
pub(crate) fn compared_path(url: &[u8], policy: Policy) -> Cow<'_, [u8]> {
    let path = pattern::path_of(url);
    match policy {
        Policy::Google => path,
        Policy::Rfc9309 => {
            let mut out = Vec::with_capacity(path.len() + 8);
            escape::normalize_path(&path, &mut out);
            Cow::Owned(out)
        }
    }
}

/// A rule's match: its priority, and whether only the `index.html` form matched.
pub(crate) fn rule_priority(rs: &Ruleset, rule: &Rule, path: &[u8], policy: Policy) -> Option<(i32, bool)> {
    let p = rs.pattern(&rule.pattern);
    if policy == Policy::Rfc9309 && p.is_empty() {
        return None;
    }
    if pattern::matches(p, path) {
        return Some((p.len() as i32, false));
    }
    let index = rs.index_pattern(rule)?;
    pattern::matches(index, path).then_some((index.len() as i32, true))
}

/// The best match of each kind: `(priority, rule index)`, the earliest rule on a tie.
#[derive(Clone, Copy, Default)]
pub(crate) struct Best {
    pub allow: Option<(i32, u32)>,
    pub disallow: Option<(i32, u32)>,
}

impl Best {
    pub fn offer(&mut self, kind: RuleKind, priority: i32, rule: u32) {
        let slot = match kind {
            RuleKind::Allow => &mut self.allow,
            RuleKind::Disallow => &mut self.disallow,
        };
        if slot.is_none_or(|(p, _)| priority > p) {
            *slot = Some((priority, rule));
        }
    }

    /// The reference's `disallow()` negated, and its `HigherPriorityMatch(disallow, allow)`.
    pub fn decide(&self) -> (bool, Option<(i32, u32)>) {
        let a = self.allow.map_or(-1, |m| m.0);
        let d = self.disallow.map_or(-1, |m| m.0);
        let allowed = !(d > a && d > 0);
        let winner = if d > a { self.disallow } else { self.allow };
        (allowed, winner)
    }
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn choice(rs: &Ruleset, text: &[u8], g: &Group, why: GroupWhy, token: &str) -> GroupChoice {
    let all = rs.group_agents(g);
    let agents = all.iter().map(|a| AgentLine { line: a.line, value: lossy(a.value.of(text)), token: lossy(a.token.of(text)) }).collect();
    let wildcard = matches!(why, GroupWhy::WildcardFallback | GroupWhy::WildcardNotNeeded | GroupWhy::WildcardIgnored);
    let named = all
        .iter()
        .find(|a| match a.kind {
            AgentKind::Named => {
                matches!(why, GroupWhy::NamedMatch | GroupWhy::NamedMerged) && a.token.of(text).eq_ignore_ascii_case(token.as_bytes())
            }
            AgentKind::Global => wildcard,
            AgentKind::Invalid => false,
        })
        .map_or(0, |a| a.line);
    GroupChoice { line: g.first_line, agents, named, why }
}

/// Checks `url` for `agent` against `rs`, with the full explanation.
pub(crate) fn check(rs: &Ruleset, text: &[u8], agent: &str, url: &str, opts: &Options) -> Verdict {
    let policy = opts.policy;
    let sel = select(rs, text, agent, opts);
    let path = compared_path(url.as_bytes(), policy);
    let mut taken = alloc::vec![false; rs.groups.len()];
    sel.taken.iter().for_each(|&g| taken[g as usize] = true);
    let mut verdict = Verdict {
        allowed: true,
        policy,
        token: String::from(sel.token),
        token_source: sel.source,
        path: lossy(&path),
        groups: Vec::with_capacity(sel.taken.len()),
        skipped: Vec::new(),
        rules: Vec::new(),
        winner: None,
        reason: Reason::NoGroupApplies,
        cut_at: None,
        fetch: sel.fetch,
    };
    for (g, group) in rs.groups.iter().enumerate() {
        let c = choice(rs, text, group, sel.why[g], sel.token);
        if taken[g] {
            verdict.groups.push(c)
        } else {
            verdict.skipped.push(c)
        }
    }
    if sel.ignores_robots {
        verdict.reason = Reason::IgnoresRobots;
        return verdict;
    }
    if let Some(allowed) = sel.unread {
        verdict.allowed = allowed;
        verdict.reason = if allowed { Reason::FileUnavailable } else { Reason::FileUnreachable };
        return verdict;
    }
    let mut best = Best::default();
    for &g in &sel.taken {
        let group = &rs.groups[g as usize];
        for r in group.rules.clone() {
            let rule = &rs.rules[r as usize];
            let m = rule_priority(rs, rule, &path, policy);
            if let Some((priority, _)) = m {
                best.offer(rule.kind, priority, r);
            }
            verdict.rules.push(RuleEval {
                line: rule.line,
                kind: rule.kind,
                pattern: lossy(rs.raw(rule).of(text)),
                compared: lossy(rs.pattern(&rule.pattern)),
                matched: m.is_some(),
                priority: m.map_or(-1, |m| m.0),
                via_index: m.is_some_and(|m| m.1),
            });
        }
    }
    if policy == Policy::Rfc9309 && *path == *b"/robots.txt" {
        verdict.reason = Reason::RobotsTxtImplicit;
        return verdict;
    }
    let (allowed, winner) = best.decide();
    verdict.allowed = allowed;
    verdict.winner = winner.map(|(priority, r)| {
        let rule = &rs.rules[r as usize];
        Winner { line: rule.line, kind: rule.kind, pattern: lossy(rs.raw(rule).of(text)), priority }
    });
    verdict.reason = match (best.allow, best.disallow) {
        _ if sel.taken.is_empty() => Reason::NoGroupApplies,
        (None, None) => Reason::NoRuleMatched,
        _ if winner.is_some_and(|w| w.0 == 0) => Reason::EmptyRule,
        (Some(a), Some(d)) if a.0 == d.0 => Reason::AllowOnTie,
        _ => Reason::LongestMatch,
    };
    verdict
}

/// The verdict and the deciding line only: the same answer as [`check`], without building the
/// explanation, for callers that check many URLs (other rows, the crawler matrix).
pub(crate) fn decide(rs: &Ruleset, text: &[u8], agent: &str, url: &str, opts: &Options) -> (bool, u32) {
    let sel = select(rs, text, agent, opts);
    decide_selected(rs, &sel, &compared_path(url.as_bytes(), opts.policy), opts.policy)
}

/// The answer and deciding line for `path` (as [`compared_path`] gives it) among the groups
/// `sel` took.
fn decide_selected(rs: &Ruleset, sel: &Selection, path: &[u8], policy: Policy) -> (bool, u32) {
    if let Some(allowed) = sel.unread {
        return (allowed, 0);
    }
    if sel.ignores_robots || (policy == Policy::Rfc9309 && path == b"/robots.txt") {
        return (true, 0);
    }
    let mut best = Best::default();
    for &g in &sel.taken {
        for r in rs.groups[g as usize].rules.clone() {
            let rule = &rs.rules[r as usize];
            if let Some((priority, _)) = rule_priority(rs, rule, path, policy) {
                best.offer(rule.kind, priority, r);
            }
        }
    }
    let (allowed, winner) = best.decide();
    (allowed, winner.map_or(0, |(_, r)| rs.rules[r as usize].line))
}

/// From this many URLs, a row of [`decide_table`] is answered by a [`crate::Matcher`] of its
/// groups (their rules in a tree of prefixes, built once) instead of by trying every rule for
/// each URL. `diff` asks about every rule path of both files, so without it a comparison of a
/// file whose crawlers share one large group grew with the square of its size (a 500 KB `*`
/// group: 36.6 s in Node, 0.24 s with it).
const INDEXED_ROW: usize = 64;

/// [`decide`] for every agent and every URL, row by row (agent by agent): [`decide_rows`], each
/// agent given its row.
pub(crate) fn decide_table(rs: &Ruleset, text: &[u8], agents: &[&str], urls: &[&str], opts: &Options, profiles: bool) -> Vec<(bool, u32)> {
    let rows = decide_rows(rs, text, agents, urls, opts, profiles);
    let mut out = Vec::with_capacity(agents.len() * urls.len());
    for &r in &rows.of_agent {
        out.extend_from_slice(rows.row(r, urls.len()));
    }
    out
}

/// Answers for agents × URLs with each distinct row once (see [`decide_rows`]).
pub(crate) struct Rows {
    /// The row of each agent, in the agents' order.
    pub of_agent: Vec<u32>,
    /// The distinct rows, one after the other, each one answer per URL.
    pub answers: Vec<(bool, u32)>,
}

impl Rows {
    /// Row `r`, of `width` answers (the number of URLs).
    pub fn row(&self, r: u32, width: usize) -> &[(bool, u32)] {
        &self.answers[r as usize * width..][..width]
    }
}

/// [`decide`] for every agent and every URL. An answer depends only on the groups taken, so
/// agents that take the same groups (most crawlers of a catalog fall back to `*`) share one
/// row, computed and kept once: a comparison of a 5 MB file asks ~380,000 URLs of each of ~80
/// crawlers, whose rows, kept whole, would take 230 MB per version. With `profiles`, each agent
/// is read with its catalog profile where the catalog has one (a plain one where not), as a
/// crawler profile reading does.
pub(crate) fn decide_rows(rs: &Ruleset, text: &[u8], agents: &[&str], urls: &[&str], opts: &Options, profiles: bool) -> Rows {
    let paths: Vec<Cow<'_, [u8]>> = urls.iter().map(|u| compared_path(u.as_bytes(), opts.policy)).collect();
    let mut rows = Rows { of_agent: Vec::with_capacity(agents.len()), answers: Vec::new() };
    // The groups and the robots flag of each row computed, in the rows' order.
    let mut made: Vec<(Vec<u32>, bool)> = Vec::new();
    for &agent in agents {
        let own;
        let o = if profiles {
            let profile = crate::catalog::profile(agent).unwrap_or_else(|| Profile::plain(agent));
            own = Options { profile: Some(profile), ..opts.clone() };
            &own
        } else {
            opts
        };
        let sel = select(rs, text, agent, o);
        if let Some(r) = made.iter().position(|(taken, ignores)| *taken == sel.taken && *ignores == sel.ignores_robots) {
            rows.of_agent.push(r as u32);
            continue;
        }
        rows.of_agent.push(made.len() as u32);
        if paths.len() >= INDEXED_ROW {
            let m = crate::matcher::Matcher::of_selection(rs, &sel, opts.policy);
            rows.answers.extend(paths.iter().map(|path| m.decide_path(path)));
        } else {
            rows.answers.extend(paths.iter().map(|path| decide_selected(rs, &sel, path, opts.policy)));
        }
        made.push((sel.taken, sel.ignores_robots));
    }
    rows
}
