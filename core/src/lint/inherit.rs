//! The common "inheritance" mistake: a crawler with a group of its own obeys only that
//! group, so the `*` rules silently stop applying to it (RFC 9309 §2.2.1).
//!
//! A `*` disallow counts as kept when the crawler's own rules hold the same pattern, or a
//! plain prefix of it (`Disallow: /` keeps every `*` disallow). Patterns are compared by
//! their rank in bytewise order ([`super::intern::Ids`]); the `*` patterns a plain prefix
//! covers are one contiguous block of ranks, which a prefix count over the ranks turns into a
//! block of the sorted `*` disallows in O(1). Each crawler marks its blocks' edges and one
//! running sum over the `*` disallows finds those no block covers: no sorting per crawler.

use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::agents::rule_text;
use super::{fix, Cx, LintRule};
use crate::verdict::RuleKind;

/// A fix copies at most this many rules; past it, the finding only names the count.
const MAX_COPIED_RULES: usize = 50;

/// A pattern with no `*` and no final `$`: it matches every path that starts with it.
fn plain(p: &[u8]) -> bool {
    !p.contains(&b'*') && !p.ends_with(b"$")
}

/// The literal start of a pattern, up to its first `*` or `$`.
fn literal_start(p: &[u8]) -> &[u8] {
    &p[..p.iter().position(|&b| b == b'*' || b == b'$').unwrap_or(p.len())]
}

pub(super) fn check(cx: &mut Cx<'_>) {
    let rs = cx.rs;
    let ids = &cx.ids;
    let star_rules = || cx.index.wildcard.iter().flat_map(|&g| rs.groups[g as usize].rules.clone());
    let pattern = |r: u32| rs.pattern(&rs.rules[r as usize].pattern);
    let is_allow = |r: u32| rs.rules[r as usize].kind == RuleKind::Allow;
    // `stamp[id] == n` marks pattern `id` as seen for the n-th set, with no clearing between sets.
    let mut stamp = alloc::vec![0u32; ids.count as usize];
    let mut n = 1;
    let distinct = |stamp: &mut [u32], rules: &mut dyn Iterator<Item = u32>, n: u32| -> Vec<u32> {
        rules
            .filter(|&r| {
                let id = ids.pattern[r as usize] as usize;
                let fresh = stamp[id] != n;
                stamp[id] = n;
                fresh && !pattern(r).is_empty()
            })
            .collect()
    };
    // Distinct `*` disallows, sorted by pattern; and `*` allows by their literal start.
    let star = distinct(&mut stamp, &mut star_rules().filter(|&r| !is_allow(r)), n);
    if star.is_empty() {
        return;
    }
    let rank = |r: u32| ids.rule_rank[r as usize];
    // Sorted as (rank, rule) pairs: comparisons read no other array.
    let mut star: Vec<(u32, u32)> = star.into_iter().map(|r| (rank(r), r)).collect();
    star.sort_unstable();
    // `below[rank]`: how many `*` disallows sort before that rank, so a block of ranks maps
    // to a block of `star` without searching.
    let mut below = alloc::vec![0u32; ids.count as usize + 1];
    for &(r, _) in &star {
        below[r as usize + 1] += 1;
    }
    for i in 1..below.len() {
        below[i] += below[i - 1];
    }
    n += 1;
    let star_allows = distinct(&mut stamp, &mut star_rules().filter(|&r| is_allow(r)), n);
    let mut star_allows: Vec<(&[u8], u32)> = star_allows.into_iter().map(|r| (literal_start(pattern(r)), r)).collect();
    star_allows.sort_unstable();
    let mut is_star = alloc::vec![false; rs.groups.len()];
    cx.index.wildcard.iter().for_each(|&g| is_star[g as usize] = true);
    let mut reported = BTreeSet::new();
    let mut pending = Vec::new();
    // Per `*` disallow, how many of the crawler's ranges start and end there: a running sum
    // over it tells which ones no range covers.
    let mut edges = alloc::vec![0i32; star.len() + 1];
    for (key, agent) in &cx.index.order {
        let groups = &cx.index.by_token[key];
        if reported.contains(&groups[0]) || groups.iter().any(|&g| is_star[g as usize]) {
            continue;
        }
        let own = || groups.iter().flat_map(|&g| rs.groups[g as usize].rules.clone());
        n += 1;
        let own_disallows = distinct(&mut stamp, &mut own().filter(|&r| !is_allow(r)), n);
        if own_disallows.is_empty() {
            continue;
        }
        // Each own disallow covers the `*` patterns it equals, and when plain, the block of
        // those it prefixes.
        edges.iter_mut().for_each(|e| *e = 0);
        for &q in &own_disallows {
            let qr = rank(q) as usize;
            let lo = below[qr] as usize;
            let hi = if plain(pattern(q)) {
                below[ids.prefix_end[qr] as usize] as usize
            } else {
                lo + usize::from(star.get(lo).is_some_and(|s| s.0 as usize == qr))
            };
            if hi > lo {
                edges[lo] += 1;
                edges[hi] -= 1;
            }
        }
        // The `*` disallows no range covers, in rank order.
        let mut missing = Vec::new();
        let mut count = 0;
        let mut depth = 0;
        for (s, e) in star.iter().zip(&edges) {
            depth += e;
            if depth == 0 {
                count += 1;
                if missing.len() <= MAX_COPIED_RULES {
                    missing.push(s.1);
                }
            }
        }
        if count == 0 {
            continue;
        }
        reported.insert(groups[0]);
        missing.sort_unstable();
        let copied = if count <= MAX_COPIED_RULES {
            // Copy the missing disallows, and the `*` allows that carve exceptions out of them.
            n += 1;
            distinct(&mut stamp, &mut own().filter(|&r| is_allow(r)), n);
            let mut starts: Vec<&[u8]> = missing.iter().map(|&r| literal_start(pattern(r))).collect();
            starts.sort_unstable();
            starts.dedup_by(|b, a| b.starts_with(a));
            let mut copied = missing.clone();
            for s in starts {
                let lo = star_allows.partition_point(|a| a.0 < s);
                let hi = lo + star_allows[lo..].partition_point(|a| a.0.starts_with(s));
                // Allows the crawler's own rules hold carry this set's stamp.
                copied.extend(star_allows[lo..hi].iter().map(|a| a.1).filter(|&r| stamp[ids.pattern[r as usize] as usize] != n));
            }
            copied.sort_unstable();
            copied.dedup();
            (copied.len() <= 2 * MAX_COPIED_RULES).then_some(copied)
        } else {
            None
        };
        let a = rs.agents[*agent as usize];
        pending.push((a.line, a.value, a.token, missing, count, copied, groups[0]));
    }
    for (line, span, token, missing, count, copied, g) in pending {
        cx.push_with(LintRule::WildcardNotInherited, line, span, |cx| {
            let token = cx.str(token);
            let shown: Vec<String> = missing.iter().take(3).map(|&r| rule_text(cx, r)).collect();
            let more = if count > shown.len() { format!(" and {} more", count - shown.len()) } else { String::new() };
            let message = format!(
                "`{token}` has its own group, so it ignores the `*` group: {count} `*` {} not apply to it ({}{more}).",
                if count == 1 { "rule does" } else { "rules do" },
                shown.join(", ")
            );
            let f = copied.and_then(|copied| {
                let mut insert = String::new();
                for &r in &copied {
                    insert.push_str(cx.eol);
                    insert.push_str(&rule_text(cx, r));
                }
                fix(cx.group_end(&cx.rs.groups[g as usize]), insert, "Repeat the `*` rules in this group")
            });
            (message, f)
        });
    }
}
