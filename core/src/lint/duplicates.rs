//! Groups that name a crawler an earlier group names: a warning where the later group changes
//! a verdict (Google merges them, many other parsers take only the first), with a fix that
//! merges them; one note for the file where none adds anything.

use alloc::string::String;

use super::{fix, Cx, LintRule};
use crate::groups::{AgentKind, Group};
use crate::lines::{LineKind, Span};
use crate::text::{push, text};

/// A merge fix rewrites the text between the two groups; past this size it is not offered.
const MAX_MOVED_BYTES: u32 = 4096;

/// Every agent of the group reads as `key` (lower-cased).
fn pure(cx: &Cx<'_>, g: &Group, key: &[u8]) -> bool {
    cx.rs.group_agents(g).iter().all(|a| a.kind == AgentKind::Named && a.token.of(cx.text).eq_ignore_ascii_case(key))
}

/// What merging later groups into a first one `a` is compared with: the rules of `a`, marked
/// by pattern id and kind, and whether `a` disallows everything and allows nothing. Built
/// once for each first group, so the work follows the rules, not the pairs of groups.
struct First {
    group: u32,
    stamp: u32,
    blocks_everything: bool,
}

impl First {
    fn slot(cx: &Cx<'_>, r: u32) -> usize {
        2 * cx.ids.pattern[r as usize] as usize + usize::from(cx.ids.meta[r as usize].allow())
    }

    fn mark(cx: &Cx<'_>, g: u32, marks: &mut [u32], stamp: u32) -> First {
        for r in cx.rs.groups[g as usize].rules.clone() {
            marks[First::slot(cx, r)] = stamp;
        }
        First { group: g, stamp, blocks_everything: super::inherit::blocks_everything(cx.rs, cx.ids, &[g]) }
    }

    /// Does merging group `b` into this one change no verdict? So when each rule of `b` with a
    /// pattern is also one of the first (the same kind and compared pattern), or when the
    /// first disallows everything and allows nothing, and `b` allows nothing.
    fn adds_nothing(&self, cx: &Cx<'_>, b: u32, marks: &[u32]) -> bool {
        let ids = cx.ids;
        let rules = cx.rs.groups[b as usize].rules.clone();
        rules.clone().all(|r| ids.meta[r as usize].len() == 0 || marks[First::slot(cx, r)] == self.stamp)
            || self.blocks_everything && !rules.clone().any(|r| ids.meta[r as usize].allow() && ids.meta[r as usize].len() > 0)
    }
}

/// Groups naming a crawler that an earlier group names. Where the later group changes a
/// verdict (Google merges the two, many other parsers take only the first), a warning each;
/// where none adds anything (block lists pasted twice), one note for the file.
pub(super) fn check(cx: &mut Cx<'_>) {
    let (rs, index) = (cx.rs, cx.index);
    let named = index
        .by_token
        .iter()
        .filter(|(_, g)| g.len() > 1)
        .flat_map(|(key, groups)| groups[1..].iter().map(move |&g| (Some(key.as_slice()), groups[0], g)));
    let wildcard = index.wildcard.split_first().into_iter().flat_map(|(&first, rest)| rest.iter().map(move |&g| (None, first, g)));
    let mut marks = alloc::vec![0u32; 2 * cx.ids.count as usize];
    // The repeated groups that add nothing: how many, and the first in the file.
    let mut repeated: (usize, Option<(crate::groups::Agent, crate::groups::Agent, u32)>) = (0, None);
    let mut first: Option<First> = None;
    for (key, g1, g2) in named.chain(wildcard) {
        let (a, b) = (&rs.groups[g1 as usize], &rs.groups[g2 as usize]);
        if first.as_ref().is_none_or(|f| f.group != g1) {
            let stamp = first.as_ref().map_or(1, |f| f.stamp + 1);
            first = Some(First::mark(cx, g1, &mut marks, stamp));
        }
        let redundant = first.as_ref().is_some_and(|f| f.adds_nothing(cx, g2, &marks));
        // Each pair has its finding (every group of `by_token[key]` names `key`, every `*`
        // group has a `*` line): past the listed ones it is only counted.
        if !redundant && cx.only_count(LintRule::DuplicateGroup) {
            continue;
        }
        let written = |g: &Group| {
            let agent = rs.group_agents(g).iter().find(|ag| match key {
                Some(k) => ag.kind == AgentKind::Named && ag.token.of(cx.text).eq_ignore_ascii_case(k),
                None => ag.kind == AgentKind::Global,
            });
            agent.copied()
        };
        let (Some(wa), Some(wb)) = (written(a), written(b)) else { continue };
        if redundant {
            repeated.0 += 1;
            if repeated.1.is_none_or(|(_, first, _)| wb.line < first.line) {
                repeated.1 = Some((wa, wb, a.first_line));
            }
            continue;
        }
        cx.push_with(LintRule::DuplicateGroup, wb.line, wb.value, |cx| {
            let (ta, tb) = (cx.str(wa.token), cx.str(wb.token));
            let mut message = text!(
                "`",
                tb,
                "` already has a group at line ",
                a.first_line,
                " with other rules: Google and RFC 9309 merge the two, but some older parsers use only the first."
            );
            if ta != tb {
                push!(&mut message, " (It is written `", ta, "` there: case does not matter.)");
            }
            let mergeable = key.is_some_and(|k| pure(cx, a, k) && pure(cx, b, k));
            (message, if mergeable { merge_fix(cx, a, b) } else { None })
        });
    }
    let (count, Some((_, wb, line))) = repeated else { return };
    let message = text!(
        "`",
        cx.str(wb.token),
        "` already has a group at line ",
        line,
        " that says all this one says: merged (as Google and RFC 9309 do) or not (as some older parsers do), the verdicts are the same.",
        if count > 1 {
            text!(" So do ", count - 1, " more repeated groups in this file; nothing to fix.")
        } else {
            String::from(" Nothing to fix.")
        }
    );
    cx.push(LintRule::RepeatedGroup, wb.line, wb.value, message, None);
}

/// Moves the rules of `b` to the end of `a` and deletes `b`, keeping everything between.
fn merge_fix(cx: &Cx<'_>, a: &Group, b: &Group) -> Option<super::Fix> {
    let a_end = cx.line(cx.content_end(a)).span.end;
    let b_end = cx.line(cx.content_end(b)).span.end;
    let last_agent = cx.rs.group_agents(b).last()?.line;
    let body_first = (last_agent + 1..=b.last_line).find(|&n| cx.line(n).kind != LineKind::Blank);
    // What stands between the two groups, up to the last line with content before `b`.
    let before_b = (a.last_line..b.first_line).rev().find(|&n| !matches!(cx.line(n).kind, LineKind::Blank)).unwrap_or(a.last_line);
    let between_end = cx.line(before_b).span.end.max(a_end);
    if between_end - a_end > MAX_MOVED_BYTES {
        return None;
    }
    let mut insert = String::new();
    if let Some(first) = body_first.filter(|&n| n <= cx.content_end(b)) {
        insert.push_str(cx.eol);
        insert.push_str(&cx.str(Span { start: cx.line(first).span.start, end: b_end }));
    }
    insert.push_str(&cx.str(Span { start: a_end, end: between_end }));
    fix(Span { start: a_end, end: b_end }, insert, &text!("Merge into the group at line ", a.first_line))
}
