//! Rules about each crawler's merged set of rules: the same pattern both allowed and
//! disallowed, a rule a longer rule of the other kind always beats.
//!
//! Rules of the same canonical form ([`super::intern::canonical`]) match exactly the same
//! paths, so the longest of them always wins: one pass over a set keeps the longest allow
//! and disallow of each form (arrays indexed by form id, stamped per set, never cleared), a
//! second finds the rules they beat. No pairs are compared and no set is sorted; only the
//! findings are, so they come in the order of form id, length and line.

use alloc::string::String;
use alloc::vec::Vec;

use super::intern::NONE;
use super::samples::samples;
use super::{fix, Cx, LintRule, MAX_PER_RULE};
use crate::check::{self, compared_path, rule_priority};
use crate::coverage::Via;
use crate::groups::AgentKind;
use crate::policy::Policy;
use crate::sort::StableSort;
use crate::text::{push, text};
use crate::verdict::RuleKind;

/// The best rule of one kind for a canonical form within a set: (length, rule), longest
/// first and earliest on a tie; `(0, NONE)` when the set has none.
type Best = (u32, u32);

const NO_BEST: Best = (0, NONE);

/// Per canonical form, for the set being read: which set last touched it, and the longest
/// allow and disallow of that set.
#[derive(Clone, Copy)]
struct Form {
    set: u32,
    /// The longest disallow, then the longest allow.
    best: [Best; 2],
}

/// Where a beaten rule was first seen beaten: the set, the rule that beats it there, and
/// which finding that makes.
#[derive(Clone, Copy)]
struct Beaten {
    set: u32,
    by: u32,
    lint: LintRule,
}

pub(super) fn check(cx: &mut Cx<'_>) {
    let rs = cx.rs;
    let ids = &cx.ids;
    let n_rules = rs.rules.len();
    let mut forms = alloc::vec![Form { set: 0, best: [NO_BEST; 2] }; ids.forms as usize];
    // By pattern id: the set that last saw an allow of it, and the earliest such allow.
    let mut allowed = alloc::vec![(0u32, NONE); ids.count as usize];
    // Each set is what some crawler obeys: the `*` groups (a crawler no group names), then
    // each token's groups (the crawlers of that name, and the catalog crawlers that fall back
    // to it). A rule is reported only when it is beaten in every set that holds it: rules in
    // groups for different crawlers do not compete.
    // (With the agent line that names the token first, `NONE` for `*`.)
    let sets: Vec<(u32, &[u32])> = (!cx.index.wildcard.is_empty())
        .then_some((NONE, cx.index.wildcard.as_slice()))
        .into_iter()
        .chain(cx.index.by_token.in_order())
        .collect();
    // Per rule: how many sets hold it, in how many it is beaten, and where first.
    let mut held = alloc::vec![0u32; n_rules];
    let mut beaten_in = alloc::vec![0u32; n_rules];
    let mut first = alloc::vec![None::<Beaten>; n_rules];
    let mut kept: Vec<(u32, u32)> = Vec::new();
    for (n, &(_, groups)) in sets.iter().enumerate() {
        let n = n as u32 + 1;
        // The longest allow and disallow of each form that both kinds share somewhere; the
        // rules of such forms are kept for the second pass.
        // First the rules of forms that count, without a branch (whether a rule's form counts
        // follows no pattern a processor could guess), then their forms' best rules.
        kept.clear();
        for &g in groups {
            let rules = rs.groups[g as usize].rules.clone();
            let at = kept.len();
            kept.resize(at + rules.len(), (0, 0));
            let mut k = at;
            for r in rules {
                let c = ids.form[r as usize];
                kept[k] = (c, r);
                k += usize::from(c != NONE);
            }
            kept.truncate(k);
        }
        for &(c, r) in &kept {
            held[r as usize] += 1;
            let m = ids.meta[r as usize];
            let f = &mut forms[c as usize];
            // A form another set touched last has no best rules here: masked, not branched on
            // (which forms this set touched first follows no pattern a processor could guess).
            // (Hidden from the optimiser, which would otherwise skip the masked reads behind
            // the very branch this avoids.)
            let keep = core::hint::black_box(u32::from(f.set == n).wrapping_neg());
            let mut best = f.best.map(|(len, rule)| (len & keep, rule & keep | !keep));
            // Indexed by kind, and selected rather than branched on: allows and disallows
            // come in no order either. A set's rules come in order, so a later rule is
            // better only when longer (and every rule is longer than none: no rule of a form
            // is empty).
            let kind = usize::from(m.allow());
            let old = best[kind];
            debug_assert!(old.1 == NONE || old.1 < r);
            debug_assert!(m.len() > 0 && (old.1 == NONE) == (old.0 == 0));
            best[kind] = if m.len() > old.0 { (m.len(), r) } else { old };
            *f = Form { set: n, best };
            let p = ids.pattern[r as usize] as usize;
            let a = allowed[p];
            allowed[p] = if m.allow() && a.0 != n { (n, r) } else { a };
        }
        // The rules a rule of the other kind beats: a disallow by an allow at least as long, an
        // allow (not Google's `index.html` form) by a longer disallow. (A form without the
        // other kind has length 0 there, and no rule of a form is empty.)
        for &(c, r) in &kept {
            let [disallow, allow] = forms[c as usize].best;
            let m = ids.meta[r as usize];
            let hit = m.allow() & !m.index() & (disallow.0 > m.len()) | !m.allow() & (allow.0 >= m.len());
            if !hit {
                continue;
            }
            beaten_in[r as usize] += 1;
            if first[r as usize].is_none() {
                // The same pattern allowed in this set: the earliest such allow is the twin.
                let twin = allowed[ids.pattern[r as usize] as usize];
                let (lint, by) = match m.allow() {
                    false if twin.0 == n => (LintRule::AllowDisallowSame, twin.1),
                    false => (LintRule::RuleNeverDecides, allow.1),
                    true => (LintRule::RuleNeverDecides, disallow.1),
                };
                first[r as usize] = Some(Beaten { set: n, by, lint });
            }
        }
    }
    // The rules beaten for every crawler that gets them, by the set that shows it; each tried
    // on the URL its pattern makes, with the engine's verdict for that set.
    // Listed in line order; past the listed ones, only counted (their URLs are not tried:
    // each is beaten for every crawler that gets it all the same). A checker per set named.
    let mut checkers: Vec<(u32, &str, Prefixed)> = Vec::new();
    // How many URLs each set will try (at most the listed ones): a checker for a few reads
    // all the rules, one for many sorts them first.
    let mut tries = alloc::vec![0u32; sets.len() + 1];
    for r in 0..n_rules {
        if let Some(b) = first[r].filter(|_| held[r] == beaten_in[r]) {
            tries[b.set as usize] += 1;
        }
    }
    let group_of = |r: u32| rs.groups.partition_point(|g| g.rules.end <= r);
    for r in 0..n_rules as u32 {
        let Some(Beaten { set, by, lint }) = first[r as usize].filter(|_| held[r as usize] == beaten_in[r as usize]) else { continue };
        let rule = &rs.rules[r as usize];
        if cx.counts[lint as usize].0 >= MAX_PER_RULE {
            cx.want(lint, rule.line, rs.raw(rule));
            continue;
        }
        let at = match checkers.iter().position(|c| c.0 == set) {
            Some(at) => at,
            None => {
                let (agent, groups) = sets[set as usize - 1];
                // A crawler that obeys this set: for the `*` groups, the first catalog crawler
                // that falls through to them (else `*`); for a token's groups, the token as
                // first written.
                let token = match agent {
                    NONE => cx.crawlers.iter().find(|c| c.via == Via::Wildcard).map_or("*", |c| c.crawler.token),
                    a => core::str::from_utf8(rs.agents[a as usize].token.of(cx.text)).unwrap_or("*"),
                };
                checkers.push((set, token, Prefixed::new(cx, groups, tries[set as usize] > 16)));
                checkers.len() - 1
            }
        };
        let (_, crawler, checker) = &checkers[at];
        // The URL the pattern makes, which it matches, and where the crawler's verdict is the
        // other kind's.
        let Some(url) = samples(rs.pattern(&rule.pattern)).next() else { continue };
        let path = compared_path(url.as_bytes(), cx.policy);
        if rule_priority(rs, rule, &path, cx.policy).is_none() || checker.allowed(cx, &url) != (rule.kind == RuleKind::Disallow) {
            continue;
        }
        let other = &rs.rules[by as usize];
        // Rules of two groups meet only where both name the crawler: where a group names it
        // by more than its leading letters (`Mozilla/5.0 (compatible; FooBot)`), that is
        // Google's reading, and crawlers that match whole names may read the groups apart.
        let apart = cx.policy == Policy::Google && group_of(r) != group_of(by) && (loose(cx, group_of(r)) || loose(cx, group_of(by)));
        cx.push_with(lint, rule.line, rs.raw(rule), |cx| {
            let (pattern, other_pattern) = (cx.str(rs.raw(rule)), cx.str(rs.raw(other)));
            let mut message = if lint == LintRule::AllowDisallowSame {
                text!("\"", pattern, "\" is also allowed at line ", other.line, ": allow wins the tie, so this disallow never blocks.")
            } else {
                let other_kind = if other.kind == RuleKind::Allow { "Allow" } else { "Disallow" };
                text!(
                    other_kind,
                    " \"",
                    other_pattern,
                    "\" at line ",
                    other.line,
                    " matches every URL this rule matches and is at least as long: this rule never decides."
                )
            };
            let verdict = if rule.kind == RuleKind::Disallow { "\" is allowed." } else { "\" is disallowed." };
            push!(&mut message, " For \"", crawler, "\", \"", url, verdict);
            if apart {
                message.push_str(" (Google's reading: it merges groups by the leading letters of their user-agents.)");
            }
            let f = if lint == LintRule::AllowDisallowSame && group_of(r) == group_of(by) {
                fix(cx.whole_line(rule.line), String::new(), "Remove this rule (it changes nothing)")
            } else {
                None
            };
            (message, f)
        });
    }
}

/// The verdicts of some groups' merged rules on a few URLs, as a check gives them: the rules
/// sorted by their literal start (up to the first byte that is not compared as itself), so a
/// URL reads only the rules whose start is a start of its path. Building it sorts the rules,
/// cheaper than the core's trie for the few URLs a finding tries.
struct Prefixed(Vec<(u32, u32)>, bool);

impl Prefixed {
    /// The checker of `groups`: `sorted` for many URLs, else the rules read in order.
    fn new(cx: &Cx<'_>, groups: &[u32], sorted: bool) -> Prefixed {
        let rs = cx.rs;
        // One rule per pattern and kind: a copy never changes a verdict, and a generated file
        // can repeat one rule thousands of times, all of which each URL would read.
        let mut seen = alloc::vec![0u8; cx.ids.count as usize];
        let mut rules: Vec<(u32, u32)> = groups
            .iter()
            .flat_map(|&g| rs.groups[g as usize].rules.clone())
            .filter(|&r| {
                let Some(s) = seen.get_mut(cx.ids.pattern[r as usize] as usize) else { return true };
                let bit = 1 << u8::from(rs.rules[r as usize].kind == RuleKind::Allow);
                let new = *s & bit == 0;
                *s |= bit;
                new
            })
            .map(|r| {
                let rule = &rs.rules[r as usize];
                let p = rs.pattern(&rule.pattern);
                // Google's `index.html` form also matches its folder: its start ends at the last `/`.
                let p = if rule.has_index { &p[..p.iter().rposition(|&b| b == b'/').map_or(0, |i| i + 1)] } else { p };
                (r, p.iter().position(|&b| matches!(b, b'*' | b'$' | b'%') || b >= 0x80).unwrap_or(p.len()) as u32)
            })
            .collect();
        if sorted {
            rules.stable_sort_by(|a, b| Self::start(cx, *a).cmp(Self::start(cx, *b)));
        }
        Prefixed(rules, sorted)
    }

    fn start<'t>(cx: &Cx<'t>, (r, len): (u32, u32)) -> &'t [u8] {
        let rs: &'t crate::groups::Ruleset = cx.rs;
        &rs.pattern(&rs.rules[r as usize].pattern)[..len as usize]
    }

    /// May `url` be fetched?
    fn allowed(&self, cx: &Cx<'_>, url: &str) -> bool {
        let rs = cx.rs;
        let path = compared_path(url.as_bytes(), cx.policy);
        let mut best = check::Best::default();
        let mut offer = |r: u32| {
            let rule = &rs.rules[r as usize];
            if let Some((priority, _)) = rule_priority(rs, rule, &path, cx.policy) {
                best.offer(rule.kind, priority, r);
            }
        };
        if !self.1 {
            self.0.iter().filter(|&&e| path.starts_with(Self::start(cx, e))).for_each(|&(r, _)| offer(r));
            return best.decide().0;
        }
        for k in 0..=path.len() {
            let key = &path[..k];
            let from = self.0.partition_point(|&e| Self::start(cx, e) < key);
            self.0[from..].iter().take_while(|&&e| Self::start(cx, e) == key).for_each(|&(r, _)| offer(r));
        }
        best.decide().0
    }
}

/// Does group `g` name a crawler by more than the token read from it?
fn loose(cx: &Cx<'_>, g: usize) -> bool {
    cx.rs.group_agents(&cx.rs.groups[g]).iter().any(|a| a.kind == AgentKind::Named && a.value.end != a.token.end)
}
