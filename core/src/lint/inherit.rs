//! The common "inheritance" mistake: a crawler with a group of its own obeys only that
//! group, so the `*` rules silently stop applying to it (RFC 9309 §2.2.1).
//!
//! A `*` disallow counts as kept when the crawler's own rules hold the same pattern, or a
//! plain prefix of it (`Disallow: /` keeps every `*` disallow). Patterns are compared by
//! their rank in bytewise order ([`super::intern::Ids`]); the `*` patterns a plain prefix
//! covers are one contiguous block of ranks, which a prefix count over the ranks turns into a
//! block of the sorted `*` disallows in O(1). Each crawler sorts its nonempty blocks (few:
//! most of its rules cover no `*` pattern), and the gaps between them are the `*` disallows
//! it does not keep: the work follows the crawler's rules, not the `*` group's. Whether
//! losing them is a warning is measured on URLs in `effect`.

use alloc::string::String;
use alloc::vec::Vec;

use super::agents::push_rule_text;
use super::intern::{canonical, sort_bytewise, Ids};
use super::samples::Checker;
use super::{fix, Cx, LintRule};
use crate::coverage::Via;
use crate::groups::{AgentKind, Ruleset};
use crate::sort::ValueSort;
use crate::text::{as_text, push, text};
use crate::verdict::RuleKind;

/// A fix copies at most this many rules; past it, the finding only names the count.
const MAX_COPIED_RULES: usize = 50;

mod cover;
mod effect;
use cover::{distinct, gaps, literal_start, overlapping, uncovered};
use effect::{is_image_crawler, judge, Judged};

/// The distinct `*` allows, `(literal start, rule)`, sorted by literal start.
type StarAllows<'a> = Vec<(&'a [u8], u32)>;

/// The rules a fix copies: the `missing` disallows, and the `*` allows in the `found`
/// blocks of `star_allows` ([`overlapping`]) that the crawler's own allows (in `groups`) do
/// not hold; `None`
/// past twice the cap. `stamp` marks own allows by pattern id with a new number `n`.
fn copy_fix(
    cx: &Cx<'_>,
    groups: &[u32],
    missing: &[u32],
    found: &[(usize, usize)],
    star_allows: &[(&[u8], u32)],
    stamp: &mut [u32],
    n: &mut u32,
) -> Option<Vec<u32>> {
    let (rs, ids) = (cx.rs, cx.ids);
    // The patterns of the crawler's own allows get this set's stamp; the disallows stamp a
    // last entry no pattern has (no branch).
    *n += 1;
    for &g in groups {
        for r in rs.groups[g as usize].rules.clone() {
            let id = if ids.meta[r as usize].allow() { ids.pattern[r as usize] } else { ids.count };
            stamp[id as usize] = *n;
        }
    }
    // Nothing is counted twice (the missing rules are disallows), so a list that grows past
    // the cap can be dropped at once.
    let mut copied = missing.to_vec();
    for &(lo, hi) in found {
        // Allows the crawler's own rules hold carry this set's stamp.
        for &(_, r) in &star_allows[lo..hi] {
            if stamp[ids.pattern[r as usize] as usize] != *n {
                copied.push(r);
                if copied.len() > 2 * MAX_COPIED_RULES {
                    return None;
                }
            }
        }
    }
    copied.sort_values();
    copied.dedup();
    Some(copied)
}

/// The rules a fix copies, each on a line of its own after the group's last: written
/// straight into one text sized once, not as a string a rule. (Out of line: it runs for
/// few findings, and kept apart it leaves the code of the crawlers' loop as it was.)
#[inline(never)]
fn copied_text(cx: &Cx<'_>, copied: &[u32]) -> String {
    let len = copied.iter().map(|&r| cx.eol.len() + 10 + cx.rs.raw(&cx.rs.rules[r as usize]).of(cx.text).len()).sum();
    let mut insert = String::with_capacity(len);
    for &r in copied {
        insert.push_str(cx.eol);
        push_rule_text(cx, r, &mut insert);
    }
    insert
}

pub(super) fn check(cx: &mut Cx<'_>) {
    let (rs, ids, index) = (cx.rs, cx.ids, cx.index);
    let pattern = |r: u32| rs.pattern(&rs.rules[r as usize].pattern);
    // Distinct `*` disallows (to be sorted by pattern), and allows (for the fixes).
    let (found, allows) = distinct(rs, ids, &index.wildcard);
    if found.is_empty() {
        return;
    }
    // A `*` group that disallows everything makes the named groups an allowlist: that they
    // escape it is the point, so one note for the file instead of a warning each.
    if found.iter().any(|&r| canonical(pattern(r)) == Some(&b"/"[..])) {
        allowlist(cx);
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
    // The `*` allows by their literal start, and the lengths of those starts, built when a
    // fix first needs them.
    let mut star_allows: Option<(StarAllows<'_>, Vec<usize>)> = None;
    // The checker of the `*` groups, for the URLs the lost rules are judged on, made when
    // first needed.
    let mut star_checker = None;
    let mut is_star = alloc::vec![false; rs.groups.len()];
    index.wildcard.iter().for_each(|&g| is_star[g as usize] = true);
    // By pattern id, the number of the last crawler whose own allows have it.
    let mut stamp = alloc::vec![0u32; ids.count as usize + 1];
    let mut n = 0;
    let mut reported = alloc::vec![false; cx.rs.groups.len()];
    let mut pending = Vec::new();
    // The crawler's nonempty blocks, `lo << 32 | hi`. (As `u128`, whose sort the ranks
    // already use: a sort of `u64` would be more wasm for no measurable time.)
    let mut blocks: Vec<u128> = Vec::new();
    // One bit per `*` disallow, set when covered, for crawlers with many blocks.
    let mut covered = alloc::vec![0u32; star.len().div_ceil(32)];
    for (agent, groups) in index.by_token.in_order() {
        if reported[groups[0] as usize] || groups.iter().any(|&g| is_star[g as usize]) {
            continue;
        }
        // Own rules that disallow everything and allow nothing keep more than any `*` rule
        // could (`Disallow: /` against `Disallow: *.axd`, which no plain prefix covers).
        if blocks_everything(rs, ids, groups) {
            continue;
        }
        // Each own disallow covers the block of `*` patterns it equals, and when plain, those
        // it prefixes. (A pattern written twice covers its block twice, which changes
        // nothing: no need to find the distinct ones.) The rules without a rank have an
        // empty block; empty blocks are written and not kept (no branch).
        let mut own = false;
        blocks.resize(groups.iter().map(|&g| rs.groups[g as usize].rules.len()).sum(), 0);
        let mut k = 0;
        // How many own rules have no rank: the allows among them.
        let mut unranked = 0;
        for &g in groups {
            for q in rs.groups[g as usize].rules.clone() {
                let qr = rank(q);
                own |= qr != ids.ranked;
                unranked += usize::from(qr == ids.ranked);
                let (lo, hi) = block[qr as usize];
                blocks[k] = u128::from(lo) << 32 | u128::from(hi);
                k += usize::from(hi > lo);
            }
        }
        if !own {
            continue;
        }
        // The `*` disallows outside the blocks, in rank order: the first ones listed, then
        // only counted.
        let (count, mut missing) =
            if k < covered.len() { gaps(&mut blocks[..k], &star) } else { uncovered(&mut covered, &blocks[..k], &star) };
        if count == 0 {
            continue;
        }
        reported[groups[0] as usize] = true;
        missing.sort_values();
        let copied = if count <= MAX_COPIED_RULES {
            // Copy the missing disallows, and the `*` allows that carve exceptions out of them.
            let (star_allows, lengths) = star_allows.get_or_insert_with(|| {
                let starts: Vec<&[u8]> = allows.iter().map(|&r| literal_start(pattern(r))).collect();
                let (order, _) = sort_bytewise(&starts, 0..starts.len() as u32);
                let mut lengths: Vec<usize> = starts.iter().map(|s| s.len()).collect();
                lengths.sort_values();
                lengths.dedup();
                (order.iter().map(|&e| (starts[e as usize], allows[e as usize])).collect::<StarAllows<'_>>(), lengths)
            });
            let mut starts: Vec<&[u8]> = missing.iter().map(|&r| literal_start(pattern(r))).collect();
            starts.sort_values();
            starts.dedup_by(|b, a| b.starts_with(a));
            let found = overlapping(star_allows, lengths, &starts);
            // The `*` allows have distinct patterns, so each own allow keeps at most one of
            // them out of the fix: with more found than the cap and the own allows together,
            // there is no fix, and the own allows need not be read.
            let candidates: usize = found.iter().map(|(lo, hi)| hi - lo).sum();
            if missing.len() + candidates > 2 * MAX_COPIED_RULES + unranked {
                None
            } else {
                copy_fix(cx, groups, &missing, &found, star_allows, &mut stamp, &mut n)
            }
        } else {
            None
        };
        let a = rs.agents[agent as usize];
        // A warning where the lost rules change a catalog crawler's verdicts (its own group or
        // the one it falls back to, for a crawler that would obey `*` without it), shown on a
        // URL, and the group neither repeats nor narrows them nor sets its own default, so its
        // author may have meant to add to `*` (see `effect`). Else a note, with the reason.
        let token = a.token.of(cx.text);
        let takes = |c: &&crate::coverage::CrawlerCoverage| {
            matches!(c.via, Via::OwnGroup | Via::FallbackGroup) && c.uses.as_bytes().eq_ignore_ascii_case(token)
        };
        let why = if count < star.len() {
            Why::RepeatsSome
        } else if !cx.crawlers.iter().filter(takes).any(|c| !c.crawler.ignores_wildcard) {
            if cx.crawlers.iter().any(|c| takes(&c)) {
                Why::IgnoresWildcard
            } else {
                Why::Unknown
            }
        } else {
            // It repeats none of them, so all the `*` disallows are lost: measured on URLs.
            let images =
                cx.crawlers.iter().filter(takes).filter(|c| !c.crawler.ignores_wildcard).all(|c| is_image_crawler(c.crawler.token));
            let star_checker = star_checker.get_or_insert_with(|| Checker::new(cx, &index.wildcard, "*"));
            match judge(cx, star_checker, &found, &as_text(token), groups, images) {
                Judged::Warn(url) => Why::Warn(url),
                Judged::NoEffect => Why::NoEffect,
                Judged::Images => Why::Images,
                Judged::OwnDefault(r) => Why::OwnDefault(r),
                Judged::Narrows(own, star) => Why::Narrows(own, star),
            }
        };
        let rule = if matches!(why, Why::Warn(_)) { LintRule::WildcardNotInherited } else { LintRule::WildcardNotInheritedNote };
        pending.push((rule, why, a.line, a.value, a.token, missing, count, copied, groups[0]));
    }
    for (rule, why, line, span, token, missing, count, copied, g) in pending {
        cx.push_with(rule, line, span, |cx| {
            let token = cx.str(token);
            let mut shown = String::new();
            for (i, &r) in missing.iter().take(3).enumerate() {
                if i > 0 {
                    shown.push_str(", ");
                }
                push_rule_text(cx, r, &mut shown);
            }
            let listed = missing.len().min(3);
            let more = if count > listed { text!(" and ", count - listed, " more") } else { String::new() };
            let message = text!(
                "`",
                token,
                "` has its own group, so it ignores the `*` group: ",
                count,
                " `*` ",
                if count == 1 { "Disallow rule does" } else { "Disallow rules do" },
                " not apply to it (",
                shown,
                more,
                ").",
                why.clause(cx)
            );
            let f = copied.and_then(|copied| {
                fix(cx.group_end(&cx.rs.groups[g as usize]), copied_text(cx, &copied), "Repeat the `*` rules in this group")
            });
            (message, f)
        });
    }
}

/// Why a crawler's lost `*` rules are only a note, if they are.
enum Why {
    /// A warning: a catalog crawler that would obey `*`, whose group repeats none of its
    /// rules, and a URL (this one) that `*` disallows and its group allows.
    Warn(String),
    /// The group repeats some `*` disallows: its author knew they are not inherited.
    RepeatsSome,
    /// The crawlers it names never obey `*` (AdsBot-Google): the group only adds restrictions.
    IgnoresWildcard,
    /// No catalog crawler obeys the group.
    Unknown,
    /// Its own group already disallows the URLs the lost rules would.
    NoEffect,
    /// An image crawler, and no `*` rule that names images changes its verdicts.
    Images,
    /// Its own rule that matches every path sets its default.
    OwnDefault(u32),
    /// Its own disallow (first) narrows a `*` disallow (second).
    Narrows(u32, u32),
}

impl Why {
    /// The end of the message: the URL for a warning, else why it is a note.
    fn clause(&self, cx: &Cx<'_>) -> String {
        match self {
            Why::Warn(url) => text!(" For example, `", url, "` is disallowed to the crawlers that obey `*` and allowed to it."),
            Why::RepeatsSome => String::from(" Its group repeats other `*` rules, so the difference looks deliberate."),
            Why::IgnoresWildcard => {
                String::from(" It never obeys `*` anyway (as its operator documents), so its group only adds restrictions.")
            }
            Why::Unknown => String::from(" The catalog does not know this crawler, so no catalog crawler's verdict changes."),
            Why::NoEffect => {
                String::from(" Its own group already disallows the URLs they would (tried on URLs made from them), so no verdict changes.")
            }
            Why::Images => String::from(
                " It fetches only images, and none of the `*` rules that name them (an image extension, a folder such as `/images/` or `/uploads/`) changes its verdicts.",
            ),
            Why::OwnDefault(r) => {
                let mut rule = String::new();
                push_rule_text(cx, *r, &mut rule);
                let what = if cx.rs.rules[*r as usize].kind == RuleKind::Allow {
                    "allows everything it does not disallow"
                } else {
                    "disallows everything it does not allow"
                };
                text!(" Its group ", what, " (`", rule, "`): what it may fetch was chosen for it, so the difference looks deliberate.")
            }
            Why::Narrows(own, star) => {
                let (mut a, mut b) = (String::new(), String::new());
                push_rule_text(cx, *own, &mut a);
                push_rule_text(cx, *star, &mut b);
                text!(" Its group narrows a `*` rule (`", a, "` within `", b, "`), pointless if `*` applied: the difference looks deliberate.")
            }
        }
    }
}

/// Do the rules of `groups` disallow everything (`Disallow: /` or `/*`) and allow nothing?
pub(super) fn blocks_everything(rs: &Ruleset, ids: &Ids, groups: &[u32]) -> bool {
    let rules = || groups.iter().flat_map(|&g| rs.groups[g as usize].rules.clone());
    let everything = |r: u32| !ids.meta[r as usize].allow() && canonical(rs.pattern(&rs.rules[r as usize].pattern)) == Some(&b"/"[..]);
    rules().any(everything) && !rules().any(|r| ids.meta[r as usize].allow() && ids.meta[r as usize].len() > 0)
}

/// The note for a `*` group that disallows everything, at its first `*` line: the crawlers
/// with groups of their own, which it does not restrict.
fn allowlist(cx: &mut Cx<'_>) {
    let (rs, index) = (cx.rs, cx.index);
    let mut star = alloc::vec![false; rs.groups.len()];
    index.wildcard.iter().for_each(|&g| star[g as usize] = true);
    let is_star = |g: u32| star[g as usize];
    let named: Vec<u32> = index.by_token.in_order().filter(|(_, groups)| !groups.iter().any(|&g| is_star(g))).map(|(a, _)| a).collect();
    let Some(star) =
        index.wildcard.first().and_then(|&g| rs.group_agents(&rs.groups[g as usize]).iter().find(|a| a.kind == AgentKind::Global))
    else {
        return;
    };
    if named.is_empty() {
        return;
    }
    let (line, span) = (star.line, star.value);
    cx.push_with(LintRule::WildcardAllowlist, line, span, |cx| {
        let mut shown = String::new();
        for (i, &a) in named.iter().take(3).enumerate() {
            push!(&mut shown, if i > 0 { ", " } else { "" }, '`', cx.str(rs.agents[a as usize].token), '`');
        }
        let more = if named.len() > 3 { text!(" and ", named.len() - 3, " more") } else { String::new() };
        let message = text!(
            "The `*` group disallows everything, and the crawlers with a group of their own (",
            shown,
            more,
            ") obey only that group: an allowlist. If they should also stay out of what `*` disallows, repeat those rules in their groups."
        );
        (message, None)
    });
}
