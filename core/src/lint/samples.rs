//! URLs to try a finding on, made from a rule's pattern as a comparison makes them
//! ([`samples`]: the pattern with each `*` filled and its `$` dropped, which it matches, and
//! that path one byte short, which it just misses), and the verdicts of a crawler's groups on
//! them, as a check gives them.

pub(super) use crate::compare::pattern_paths as samples;

use super::Cx;
use crate::check::{compared_path, rule_priority, Best};
use crate::matcher::Matcher;
use crate::policy::Options;

/// The verdicts of some groups' merged rules (a crawler's own groups, or the `*` groups) on
/// URLs, as a check gives them: the rules read one by one where they are few, which costs
/// nothing to set up, else through the core's [`Matcher`], whose trie makes each URL cheap.
pub(super) enum Checker<'g> {
    Few(&'g [u32]),
    Many(Matcher),
}

/// Up to this many rules, a checker reads them one by one.
const FEW: usize = 64;

impl<'g> Checker<'g> {
    /// The checker of `groups`, the groups a crawler named `token` obeys (`*` for the `*`
    /// groups: no group names `*` as a token, so the selection falls through to them).
    pub fn new(cx: &Cx<'_>, groups: &'g [u32], token: &str) -> Checker<'g> {
        if groups.iter().map(|&g| cx.rs.groups[g as usize].rules.len()).sum::<usize>() <= FEW {
            Checker::Few(groups)
        } else {
            Checker::Many(Matcher::new(cx.rs, cx.text, token, &Options::policy(cx.policy)))
        }
    }

    /// The verdict on `url`, and the deciding rule when it is disallowed and known (the
    /// matcher knows only its line).
    pub fn decide(&self, cx: &Cx<'_>, url: &str) -> (bool, Option<u32>) {
        let rs = cx.rs;
        match self {
            Checker::Few(groups) => {
                let path = compared_path(url.as_bytes(), cx.policy);
                let mut best = Best::default();
                for &g in *groups {
                    for r in rs.groups[g as usize].rules.clone() {
                        let rule = &rs.rules[r as usize];
                        if let Some((priority, _)) = rule_priority(rs, rule, &path, cx.policy) {
                            best.offer(rule.kind, priority, r);
                        }
                    }
                }
                let (allowed, winner) = best.decide();
                (allowed, winner.map(|w| w.1))
            }
            Checker::Many(m) => match m.decide(url) {
                (true, _) => (true, None),
                (false, line) => (false, Some(rs.rules.partition_point(|rule| rule.line < line) as u32)),
            },
        }
    }

    /// May `url` be fetched?
    pub fn allowed(&self, cx: &Cx<'_>, url: &str) -> bool {
        self.decide(cx, url).0
    }
}
