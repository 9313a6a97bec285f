//! Rules about user-agent lines and groups: values that are not tokens, records between
//! user-agent lines, duplicate groups, crawlers that ignore `*`, and crawlers like a blocked
//! one that stay allowed.

use alloc::string::String;
use alloc::vec::Vec;

use super::{fix, Cx, LintRule};
use crate::catalog::Category;
use crate::coverage::Via;
use crate::groups::{is_token_byte, AgentKind, Group};
use crate::lines::{is_space, LineKind, Span};
use crate::text::{push, text};
use crate::useragent::list;
use crate::verdict::RuleKind;

/// A merge fix rewrites the text between the two groups; past this size it is not offered.
const MAX_MOVED_BYTES: u32 = 4096;

pub(super) fn check(cx: &mut Cx<'_>) {
    agent_values(cx);
    records_between_agents(cx);
    duplicate_groups(cx);
    super::inherit::check(cx);
    ignores_wildcard(cx);
    similar_crawlers(cx);
}

fn agent_values(cx: &mut Cx<'_>) {
    for i in 0..cx.google.agents.len() {
        let a = cx.google.agents[i];
        let v = a.value.of(cx.text);
        // Google's token is the value's leading token bytes (`*` for the global group): the
        // value is a bare token, or `*` alone, when the token is all of it.
        let whole = a.token.end == a.value.end && !a.value.is_empty();
        debug_assert_eq!(whole, v == b"*" || !v.is_empty() && v.iter().all(|&b| is_token_byte(b)));
        if whole {
            continue;
        }
        if a.kind == AgentKind::Global {
            cx.push_with(LintRule::AgentNotToken, a.line, a.value, |cx| {
                let message = text!("Google reads `", cx.str(a.value), "` as `*`; RFC 9309 ignores it. Write `*` alone.");
                (message, fix(a.value, String::from("*"), "Write `*`"))
            });
            continue;
        }
        if a.token.is_empty() {
            let span = if a.value.is_empty() { cx.line(a.line).span } else { a.value };
            cx.push_with(LintRule::AgentMatchesNothing, a.line, span, |cx| {
                let message = if v.is_empty() {
                    String::from("Empty user-agent value: it matches no crawler, so this group's rules apply to nobody.")
                } else {
                    text!(
                        "`",
                        cx.str(a.value),
                        "` has no product token (letters, `-` and `_`): it matches no crawler, so this group's rules apply to nobody."
                    )
                };
                (message, None)
            });
            continue;
        }
        cx.push_with(LintRule::AgentNotToken, a.line, a.value, |cx| not_token(cx, a.value, a.token));
    }
}

/// The finding for a named user-agent value that is more than its token.
fn not_token(cx: &Cx<'_>, value: Span, token_span: Span) -> (String, Option<super::Fix>) {
    let v = value.of(cx.text);
    let (shown, token) = (cx.str(value), cx.str(token_span));
    let rest = &v[token_span.end as usize - value.start as usize..];
    let items: Vec<&[u8]> = v.split(|&b| b == b',').map(trim).collect();
    if items.len() > 1 && items.iter().all(|t| !t.is_empty() && t.iter().all(|&b| is_token_byte(b))) {
        let message = text!("Google reads only `", token, "`: a comma list is not several crawlers. Give each its own User-agent line.");
        let mut insert = String::new();
        for (i, t) in items.iter().enumerate() {
            if i > 0 {
                insert.push_str(cx.eol);
                insert.push_str("User-agent: ");
            }
            insert.push_str(&String::from_utf8_lossy(t));
        }
        (message, fix(value, insert, "One User-agent line per crawler"))
    } else if rest.first().is_some_and(|&b| b.is_ascii_digit() || b >= 0x80) {
        let message = text!(
            "Google reads `",
            shown,
            "` as `",
            token,
            "`, which names another crawler; RFC 9309 ignores it. Digits are not allowed in a product token, so this crawler cannot be named exactly."
        );
        (message, None)
    } else {
        let what = match rest.first() {
            Some(b'/') => "a version",
            Some(b'*') => "a wildcard (there are no wildcards in user-agent values)",
            Some(b) if is_space(*b) => "spaces",
            _ => "other characters",
        };
        let message = text!("`", shown, "` has ", what, ": Google reads it as `", token, "`; RFC 9309 ignores the line.");
        let label = text!("Write `", token, "`");
        (message, fix(value, token, &label))
    }
}

fn trim(b: &[u8]) -> &[u8] {
    let s = b.iter().position(|&c| !is_space(c)).unwrap_or(b.len());
    let e = b.iter().rposition(|&c| !is_space(c)).map_or(s, |e| e + 1);
    &b[s..e]
}

/// google/robotstxt issue #51: lines between two user-agent lines do not end the group.
fn records_between_agents(cx: &mut Cx<'_>) {
    for g in 0..cx.rs.groups.len() {
        let group = &cx.rs.groups[g];
        let agents = cx.rs.group_agents(group);
        let (Some(first), Some(last)) = (agents.first(), agents.last()) else { continue };
        let (first, last) = (first.line, last.line);
        for n in first + 1..last {
            let l = *cx.line(n);
            if matches!(l.kind, LineKind::Sitemap | LineKind::Unused | LineKind::Unknown | LineKind::Invalid) {
                cx.push_with(LintRule::RecordBetweenAgents, n, l.span, |_| {
                    let message = text!(
                        "This line does not end the group: the user-agent lines ",
                        first,
                        " and ",
                        last,
                        " share one group, and the rules after line ",
                        last,
                        " apply to both."
                    );
                    (message, None)
                });
            }
        }
    }
}

/// Every agent of the group reads as `key` (lower-cased).
fn pure(cx: &Cx<'_>, g: &Group, key: &[u8]) -> bool {
    cx.rs.group_agents(g).iter().all(|a| a.kind == crate::groups::AgentKind::Named && a.token.of(cx.text).eq_ignore_ascii_case(key))
}

fn duplicate_groups(cx: &mut Cx<'_>) {
    let (rs, index) = (cx.rs, cx.index);
    let named = index
        .by_token
        .iter()
        .filter(|(_, g)| g.len() > 1)
        .flat_map(|(key, groups)| groups[1..].iter().map(move |&g| (Some(key.as_slice()), groups[0], g)));
    let wildcard = index.wildcard.split_first().into_iter().flat_map(|(&first, rest)| rest.iter().map(move |&g| (None, first, g)));
    for (key, g1, g2) in named.chain(wildcard) {
        // Each pair has its finding (every group of `by_token[key]` names `key`, every `*`
        // group has a `*` line): past the listed ones it is only counted.
        if cx.only_count(LintRule::DuplicateGroup) {
            continue;
        }
        let (a, b) = (&rs.groups[g1 as usize], &rs.groups[g2 as usize]);
        let written = |g: &Group| {
            let agent = rs.group_agents(g).iter().find(|ag| match key {
                Some(k) => ag.kind == AgentKind::Named && ag.token.of(cx.text).eq_ignore_ascii_case(k),
                None => ag.kind == AgentKind::Global,
            });
            agent.copied()
        };
        let (Some(wa), Some(wb)) = (written(a), written(b)) else { continue };
        cx.push_with(LintRule::DuplicateGroup, wb.line, wb.value, |cx| {
            let (ta, tb) = (cx.str(wa.token), cx.str(wb.token));
            let mut message = text!(
                "`",
                tb,
                "` already has a group at line ",
                a.first_line,
                ": Google merges the two, but many other parsers use only the first."
            );
            if ta != tb {
                push!(&mut message, " (It is written `", ta, "` there: case does not matter.)");
            }
            let mergeable = key.is_some_and(|k| pure(cx, a, k) && pure(cx, b, k));
            (message, if mergeable { merge_fix(cx, a, b) } else { None })
        });
    }
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

/// Appends rule `r` as written (`Allow: /x`) to `out`.
pub(super) fn push_rule_text(cx: &Cx<'_>, r: u32, out: &mut String) {
    let rule = &cx.rs.rules[r as usize];
    out.push_str(if rule.kind == RuleKind::Allow { "Allow: " } else { "Disallow: " });
    let raw = cx.rs.raw(rule).of(cx.text);
    match core::str::from_utf8(raw) {
        Ok(s) => out.push_str(s),
        Err(_) => out.push_str(&String::from_utf8_lossy(raw)),
    }
}

/// Does any `*` group restrict something?
fn wildcard_restricts(cx: &Cx<'_>) -> bool {
    let rs = cx.rs;
    cx.index
        .wildcard
        .iter()
        .flat_map(|&g| rs.group_rules(&rs.groups[g as usize]))
        .any(|r| r.kind == RuleKind::Disallow && !rs.pattern(&r.pattern).is_empty())
}

fn ignores_wildcard(cx: &mut Cx<'_>) {
    if !wildcard_restricts(cx) {
        return;
    }
    let names: Vec<&str> = cx.crawlers.iter().filter(|c| c.via == Via::WildcardIgnored).map(|c| c.crawler.token).collect();
    if names.is_empty() {
        return;
    }
    let first = &cx.rs.groups[cx.index.wildcard[0] as usize];
    let Some(star) = cx.rs.group_agents(first).iter().find(|a| a.kind == AgentKind::Global).copied() else { return };
    let message = text!(list(&names), " never obey the `*` group: its rules do not restrict them. Name them in a group to restrict them.");
    let mut insert = String::new();
    for n in &names {
        push!(&mut insert, "User-agent: ", n, cx.eol);
    }
    let f = if cx.index.wildcard.len() == 1 {
        let at = cx.line(star.line).span.start;
        fix(Span { start: at, end: at }, insert, "Add them to the `*` group")
    } else {
        let end = cx.text.len() as u32;
        let eol = cx.eol.as_bytes();
        let mut head = Vec::from(eol);
        head.extend_from_slice(eol);
        head.extend_from_slice(insert.as_bytes());
        let text = star_rules_text(cx, head);
        fix(Span { start: end, end }, text, "Add a group for them with the `*` rules")
    };
    cx.push(LintRule::IgnoresWildcard, star.line, star.value, message, f);
}

/// `head`, then the rules of the `*` groups as written, one a line. Bytes first, checked as
/// UTF-8 once: what joins the values is ASCII, so a lossy reading of the whole is that of
/// each value. Each piece is copied 16 bytes at a time into room made ahead (a copy of a few
/// bytes of unknown length is a call that costs more than the bytes); what lands past a
/// piece's end is overwritten by the next piece, or cut at the end.
fn star_rules_text(cx: &Cx<'_>, head: Vec<u8>) -> String {
    const CHUNK: usize = 16;
    const ALLOW: &[u8; CHUNK] = b"Allow: \0\0\0\0\0\0\0\0\0";
    const DISALLOW: &[u8; CHUNK] = b"Disallow: \0\0\0\0\0\0";
    let (rs, text, eol) = (cx.rs, cx.text, cx.eol.as_bytes());
    let mut line_end = [0u8; CHUNK];
    line_end[..eol.len()].copy_from_slice(eol);
    let mut out = head;
    let mut at = out.len();
    for &g in &cx.index.wildcard {
        for rule in rs.group_rules(&rs.groups[g as usize]) {
            let raw = rs.raw(rule);
            let (start, end) = (raw.start as usize, raw.end as usize);
            let need = at + (end - start) + 3 * CHUNK;
            if out.len() < need {
                out.resize(need.max(2 * out.len()), 0);
            }
            let allow = rule.kind == RuleKind::Allow;
            out[at..at + CHUNK].copy_from_slice(if allow { ALLOW } else { DISALLOW });
            at += if allow { 7 } else { 10 };
            if end + CHUNK <= text.len() {
                for i in (start..end).step_by(CHUNK) {
                    let to = at + (i - start);
                    out[to..to + CHUNK].copy_from_slice(&text[i..i + CHUNK]);
                }
            } else {
                out[at..at + (end - start)].copy_from_slice(&text[start..end]);
            }
            at += end - start;
            out[at..at + CHUNK].copy_from_slice(&line_end);
            at += eol.len();
        }
    }
    out.truncate(at);
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// A group blocks an AI crawler from `/`, but others of its kind fall through to `*` and
/// are allowed.
fn similar_crawlers(cx: &mut Cx<'_>) {
    for category in [Category::AiTraining, Category::AiSearch, Category::Control] {
        let allowed: Vec<&'static str> = cx
            .crawlers
            .iter()
            .filter(|c| c.crawler.category == category && c.root_allowed && matches!(c.via, Via::Wildcard | Via::NoGroup))
            .map(|c| c.crawler.token)
            .collect();
        let blocked = cx.crawlers.iter().find(|c| c.crawler.category == category && c.via == Via::OwnGroup && !c.root_allowed);
        let (Some(blocked), false) = (blocked, allowed.is_empty()) else { continue };
        let token = blocked.crawler.token;
        let Some(&g) = cx.index.groups(token).and_then(|g| g.first()) else { continue };
        let group = &cx.rs.groups[g as usize];
        let Some(a) = cx.rs.group_agents(group).iter().find(|a| a.token.of(cx.text).eq_ignore_ascii_case(token.as_bytes())).copied() else {
            continue;
        };
        let message = text!(
            "This group blocks ",
            token,
            ", but other ",
            category.describe(),
            " have no group of their own and may fetch everything through `*`: ",
            list(&allowed),
            '.'
        );
        let mut insert = String::new();
        for n in &allowed {
            push!(&mut insert, "User-agent: ", n, cx.eol);
        }
        let at = cx.line(cx.rs.group_agents(group)[0].line).span.start;
        let f = fix(Span { start: at, end: at }, insert, "Add them to this group");
        cx.push(LintRule::SimilarCrawlersAllowed, a.line, a.value, message, f);
    }
}
