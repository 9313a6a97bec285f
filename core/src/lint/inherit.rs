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
use super::intern::{head, sort_keys, Ids};
use super::{fix, Cx, LintRule};
use crate::groups::Ruleset;

/// A fix copies at most this many rules; past it, the finding only names the count.
const MAX_COPIED_RULES: usize = 50;

/// The literal start of a pattern, up to its first `*` or `$`.
fn literal_start(p: &[u8]) -> &[u8] {
    &p[..p.iter().position(|&b| b == b'*' || b == b'$').unwrap_or(p.len())]
}

/// Appends to `out` the rules of `groups` of one kind whose pattern is not empty, each
/// pattern once: `stamp[id] == n` marks pattern `id` as seen for the n-th set, so the stamps
/// need no clearing between sets.
fn distinct(rs: &Ruleset, ids: &Ids, groups: &[u32], allow: bool, stamp: &mut [u32], n: u32, out: &mut Vec<u32>) {
    for &g in groups {
        for r in rs.groups[g as usize].rules.clone() {
            let m = ids.meta[r as usize];
            if m.allow() != allow {
                continue;
            }
            let id = ids.pattern[r as usize] as usize;
            if stamp[id] != n {
                stamp[id] = n;
                if m.len() > 0 {
                    out.push(r);
                }
            }
        }
    }
}

pub(super) fn check(cx: &mut Cx<'_>) {
    let (rs, ids, index) = (cx.rs, cx.ids, cx.index);
    let pattern = |r: u32| rs.pattern(&rs.rules[r as usize].pattern);
    let mut stamp = alloc::vec![0u32; ids.count as usize];
    let mut n = 1;
    // Distinct `*` disallows, sorted by pattern.
    let mut found = Vec::new();
    distinct(rs, ids, &index.wildcard, false, &mut stamp, n, &mut found);
    if found.is_empty() {
        return;
    }
    let rank = |r: u32| ids.rank[r as usize];
    // `below[rank]`: how many `*` disallows sort before that rank, so a block of ranks maps
    // to a block of `star` without searching. The ranks are distinct, so it also places
    // each one: `star` is sorted by rank without a sort. (The last entry, for the rules
    // without a rank, is past them all.)
    let mut below = alloc::vec![0u32; ids.ranked as usize + 2];
    for &r in &found {
        below[rank(r) as usize + 1] += 1;
    }
    for i in 1..below.len() {
        below[i] += below[i - 1];
    }
    let mut star = alloc::vec![(0u32, 0u32); found.len()];
    for &r in &found {
        star[below[rank(r) as usize] as usize] = (rank(r), r);
    }
    // By rank: the block of `star` that the pattern covers.
    let block: Vec<(u32, u32)> = below.iter().zip(&ids.cover_end).map(|(&lo, &end)| (lo, below[end as usize])).collect();
    // The `*` allows by their literal start, built when a fix first needs them.
    let mut star_allows: Option<Vec<(&[u8], u32)>> = None;
    let mut is_star = alloc::vec![false; rs.groups.len()];
    index.wildcard.iter().for_each(|&g| is_star[g as usize] = true);
    let mut reported = BTreeSet::new();
    let mut pending = Vec::new();
    // Per `*` disallow, how many of the crawler's ranges start and end there: a running sum
    // over it tells which ones no range covers. (The last entry, where the ranges past the
    // `*` disallows end, is never read.)
    let mut edges = alloc::vec![0i32; star.len() + 1];
    for (key, agent) in &index.order {
        let groups = &index.by_token[key];
        if reported.contains(&groups[0]) || groups.iter().any(|&g| is_star[g as usize]) {
            continue;
        }
        // Each own disallow covers the `*` patterns it equals, and when plain, those it
        // prefixes. (A pattern written twice covers its block twice, which changes nothing:
        // no need to find the distinct ones.) The rules without a rank have an empty block
        // past the `*` disallows: no branch.
        let mut own = false;
        for &g in groups {
            for q in rs.groups[g as usize].rules.clone() {
                let qr = rank(q);
                own |= qr != ids.ranked;
                let (lo, hi) = block[qr as usize];
                edges[lo as usize] += 1;
                edges[hi as usize] -= 1;
            }
        }
        if !own {
            continue;
        }
        // The `*` disallows no range covers, in rank order: the first ones listed, then only
        // counted.
        let mut missing = Vec::new();
        let mut count = 0;
        let mut depth = 0;
        let mut sweep = star.iter().zip(&mut edges);
        for (s, e) in &mut sweep {
            // Read and cleared in one pass, for the next crawler.
            depth += core::mem::take(e);
            if depth == 0 {
                missing.push(s.1);
                if missing.len() > MAX_COPIED_RULES {
                    break;
                }
            }
        }
        for (_, e) in sweep {
            depth += core::mem::take(e);
            count += usize::from(depth == 0);
        }
        count += missing.len();
        if count == 0 {
            continue;
        }
        reported.insert(groups[0]);
        missing.sort_unstable();
        let copied = if count <= MAX_COPIED_RULES {
            // Copy the missing disallows, and the `*` allows that carve exceptions out of them.
            n += 1;
            // The patterns of the crawler's own allows get this set's stamp.
            for &g in groups {
                for r in rs.groups[g as usize].rules.clone() {
                    if ids.meta[r as usize].allow() {
                        stamp[ids.pattern[r as usize] as usize] = n;
                    }
                }
            }
            let star_allows = star_allows.get_or_insert_with(|| {
                let mut allows = Vec::new();
                // A stamp of its own: no set uses it.
                let mut stamp = alloc::vec![0u32; ids.count as usize];
                distinct(rs, ids, &index.wildcard, true, &mut stamp, 1, &mut allows);
                let starts: Vec<&[u8]> = allows.iter().map(|&r| literal_start(pattern(r))).collect();
                let mut order: Vec<u128> = starts.iter().enumerate().map(|(i, s)| head(s) & !u128::from(u32::MAX) | i as u128).collect();
                sort_keys(&mut order, &mut alloc::vec![0; allows.len()], &starts, 0, 0);
                order.iter().map(|&e| (starts[e as u32 as usize], allows[e as u32 as usize])).collect::<Vec<_>>()
            });
            let mut starts: Vec<&[u8]> = missing.iter().map(|&r| literal_start(pattern(r))).collect();
            starts.sort_unstable();
            starts.dedup_by(|b, a| b.starts_with(a));
            // The starts, deduplicated by prefix, cover disjoint blocks of allows, and the
            // missing rules are disallows: nothing is counted twice, so a list that grows
            // past the cap can be dropped at once.
            let mut copied = missing.clone();
            'starts: for s in starts {
                let lo = star_allows.partition_point(|a| a.0 < s);
                let hi = lo + star_allows[lo..].partition_point(|a| a.0.starts_with(s));
                // Allows the crawler's own rules hold carry this set's stamp.
                for &(_, r) in &star_allows[lo..hi] {
                    if stamp[ids.pattern[r as usize] as usize] != n {
                        copied.push(r);
                        if copied.len() > 2 * MAX_COPIED_RULES {
                            break 'starts;
                        }
                    }
                }
            }
            (copied.len() <= 2 * MAX_COPIED_RULES).then(|| {
                copied.sort_unstable();
                copied.dedup();
                copied
            })
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
