//! Rules about user-agent lines and groups: values that are not tokens, records between
//! user-agent lines, and crawlers like a blocked one that stay allowed. Groups that name a
//! crawler again are in `duplicates.rs`, lost `*` rules in `inherit.rs`, crawlers that ignore
//! `*` in `ignored.rs`.

use alloc::string::String;
use alloc::vec::Vec;

use super::{fix, Cx, LintRule};
use crate::catalog::Category;
use crate::coverage::Via;
use crate::groups::{is_token_byte, AgentKind};
use crate::lines::{is_space, LineKind, Span};
use crate::text::{as_text, push, text};
use crate::useragent::list;
use crate::verdict::RuleKind;

pub(super) fn check(cx: &mut Cx<'_>) {
    agent_values(cx);
    records_between_agents(cx);
    super::duplicates::check(cx);
    super::inherit::check(cx);
    super::ignored::check(cx);
    similar_crawlers(cx);
}

/// Crawlers whose documented product token holds digits, which Google's library cannot
/// read whole: `(token, whose)`. (The catalog has none: its entries are tokens Google reads.)
const DIGIT_TOKENS: &[(&str, &str)] =
    &[("MJ12bot", "Majestic's crawler"), ("008", "80legs' crawler"), ("360Spider", "Qihoo 360's search crawler")];

/// What crawlers that compare whole names do with `value`: a clause for the messages, naming
/// the crawler where it is a known one.
fn whole_name_clause(value: &[u8]) -> String {
    match DIGIT_TOKENS.iter().find(|(t, _)| t.as_bytes().eq_ignore_ascii_case(value)) {
        Some((_, whose)) => text!("crawlers that match their whole name obey it, and this is ", whose, "'s name."),
        None if value.iter().all(|&b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') => {
            String::from("crawlers that match their whole name (as MJ12bot and 80legs' `008` do) obey it.")
        }
        None => String::from("crawlers that match names in their own way may still obey it."),
    }
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
        // No letter or digit (nor a byte past ASCII): no crawler's name. Reported only when
        // no other user-agent line of its group names one: else the line changes nothing.
        if !v.iter().any(|&b| b.is_ascii_alphanumeric() || b >= 0x80) {
            let rs = cx.google;
            let g = rs.groups.get(rs.groups.partition_point(|g| g.agents.end <= i as u32));
            let names = |o: &crate::groups::Agent| {
                o.kind == AgentKind::Global || o.value.of(cx.text).iter().any(|&b| b.is_ascii_alphanumeric() || b >= 0x80)
            };
            if g.is_some_and(|g| rs.group_agents(g).iter().any(names)) {
                continue;
            }
            let span = if a.value.is_empty() { cx.line(a.line).span } else { a.value };
            cx.push_with(LintRule::AgentMatchesNothing, a.line, span, |cx| {
                let message = if v.is_empty() {
                    String::from("Empty user-agent value: it names no crawler, so Google and RFC 9309 crawlers apply this group's rules to none (a parser that matches substrings may apply them to every crawler).")
                } else {
                    text!("`", cx.str(a.value), "` has no letters or digits: it names no crawler, so this group's rules restrict none.")
                };
                (message, None)
            });
            continue;
        }
        if a.token.is_empty() {
            // `008`, `360Spider`, `*bot*`: Google's library reads no token, whole names do.
            cx.push_with(LintRule::AgentNotToken, a.line, a.value, |cx| {
                let shown = cx.str(a.value);
                let lead = if v[0].is_ascii_digit() { "starts with a digit" } else { "starts with neither a letter, `-` nor `_`" };
                let message = text!(
                    "`",
                    shown,
                    "` ",
                    lead,
                    ": Google's library reads no product token in it and selects this group for no crawler; ",
                    whole_name_clause(v)
                );
                (message, None)
            });
            continue;
        }
        let rule = if comma_list(v).is_some_and(|items| items[1..].iter().any(|t| unnamed_catalog_crawler(cx, t))) {
            LintRule::AgentList
        } else {
            LintRule::AgentNotToken
        };
        cx.push_with(rule, a.line, a.value, |cx| not_token(cx, a.value, a.token));
    }
}

/// The items of a comma list of bare tokens (`GPTBot, CCBot`), when `v` is one.
fn comma_list(v: &[u8]) -> Option<Vec<&[u8]>> {
    let items: Vec<&[u8]> = v.split(|&b| b == b',').map(trim).collect();
    (items.len() > 1 && items.iter().all(|t| !t.is_empty() && t.iter().all(|&b| is_token_byte(b)))).then_some(items)
}

/// Is `token` a catalog crawler that no group of the file names?
fn unnamed_catalog_crawler(cx: &Cx<'_>, token: &[u8]) -> bool {
    let Ok(t) = core::str::from_utf8(token) else { return false };
    crate::catalog::find(t).is_some() && cx.index.groups(t).is_none()
}

/// The finding for a named user-agent value that is more than its token.
fn not_token(cx: &Cx<'_>, value: Span, token_span: Span) -> (String, Option<super::Fix>) {
    let v = value.of(cx.text);
    let (shown, token) = (cx.str(value), cx.str(token_span));
    let rest = &v[token_span.end as usize - value.start as usize..];
    // What Google's token names, when the catalog knows it.
    let known = crate::catalog::find(&token).map_or(String::new(), |c| text!(" (", c.operator, "'s ", c.token, ")"));
    if let Some(items) = comma_list(v) {
        let message = text!(
            "Google reads only `",
            token,
            "`",
            known,
            ": a comma list is not several crawlers, so the others are not restricted by this group. Give each its own User-agent line."
        );
        let mut insert = String::new();
        for (i, t) in items.iter().enumerate() {
            if i > 0 {
                insert.push_str(cx.eol);
                insert.push_str("User-agent: ");
            }
            insert.push_str(&as_text(t));
        }
        (message, fix(value, insert, "One User-agent line per crawler"))
    } else if rest.first().is_some_and(|&b| b.is_ascii_digit() || b >= 0x80) {
        let message = text!(
            "Google's library reads `",
            shown,
            "` as `",
            token,
            "`",
            known,
            ", and selects this group only for a crawler of that name; ",
            whole_name_clause(v)
        );
        (message, None)
    } else {
        let what = match rest.first() {
            Some(b'/') => "a version",
            Some(b'*') => "a wildcard (there are no wildcards in user-agent values)",
            Some(b) if is_space(*b) => "spaces",
            _ => "other characters",
        };
        // Rewriting the value is offered only when the catalog knows the crawler of that name:
        // cutting `Offline Explorer` to `Offline` would name a bot that does not exist. Nor when
        // the value is the name as its operator writes it (`ChatGPT Agent`): the crawler may
        // match that name whole.
        let written = crate::catalog::find(&token).is_some_and(|c| !c.written.is_empty() && c.written.as_bytes().eq_ignore_ascii_case(v));
        if known.is_empty() || written {
            let message = text!(
                "`",
                shown,
                "` has ",
                what,
                ": Google reads it as `",
                token,
                "`",
                known,
                " and selects this group only for a crawler of that name; RFC 9309's strict reading ignores the line; ",
                whole_name_clause(v)
            );
            return (message, None);
        }
        let message =
            text!("`", shown, "` has ", what, ": Google reads it as `", token, "`", known, "; RFC 9309's strict reading ignores the line.");
        let label = text!("Write `", token, "`");
        (message, fix(value, token, &label))
    }
}

fn trim(b: &[u8]) -> &[u8] {
    let s = b.iter().position(|&c| !is_space(c)).unwrap_or(b.len());
    let e = b.iter().rposition(|&c| !is_space(c)).map_or(s, |e| e + 1);
    &b[s..e]
}

/// google/robotstxt issue #51: lines between two user-agent lines do not end the group. Only
/// where a disallow with a pattern follows: without one, the crawlers named before the line
/// are allowed everything either way (an allow or an empty `Disallow:` blocks nothing), so no
/// verdict changes. A warning where one of those crawlers is a catalog crawler's (or `*`,
/// which catalog crawlers obey) and the rules are not written for `*`, else a note.
fn records_between_agents(cx: &mut Cx<'_>) {
    for g in 0..cx.rs.groups.len() {
        let group = &cx.rs.groups[g];
        if !cx.rs.group_rules(group).iter().any(|r| r.kind == RuleKind::Disallow && !r.pattern.is_empty()) {
            continue;
        }
        let agents = cx.rs.group_agents(group);
        let (Some(first), Some(last)) = (agents.first(), agents.last()) else { continue };
        let (first, last) = (first.line, last.line);
        // The agents before the line read so far, and whether a catalog crawler obeys one of
        // them: one walk along the lines and the agents together.
        let (mut before, mut catalog) = (0, false);
        let last_star = agents.iter().rposition(|a| a.kind == AgentKind::Global);
        for n in first + 1..last {
            let l = *cx.line(n);
            if !matches!(l.kind, LineKind::Sitemap | LineKind::Unused | LineKind::Unknown | LineKind::Invalid) {
                continue;
            }
            while agents.get(before).is_some_and(|a| a.line < n) {
                catalog |= obeyed_by_catalog(cx, &agents[before]);
                before += 1;
            }
            let named: Vec<Span> =
                agents[..before].iter().take(4).map(|a| if a.kind == AgentKind::Global { a.value } else { a.token }).collect();
            // When `*` is named after the line, the crawlers before it get the rules written
            // for `*`: what they would obey without a group of their own, and what an author
            // who only meant to set their Crawl-delay most likely expects.
            let star_after = last_star.is_some_and(|i| i >= before);
            let warn = catalog && !star_after;
            let rule = if warn { LintRule::RecordBetweenAgents } else { LintRule::RecordBetweenAgentsNote };
            cx.push_with(rule, n, l.span, |cx| {
                let mut shown = String::new();
                for (i, &t) in named.iter().take(3).enumerate() {
                    push!(&mut shown, if i > 0 { ", " } else { "" }, '`', cx.str(t), '`');
                }
                if named.len() > 3 {
                    shown.push_str(", …");
                }
                let message = text!(
                    "This line does not end the group: the user-agent lines ",
                    first,
                    " to ",
                    last,
                    " share one group, so the rules after line ",
                    last,
                    " apply to the crawlers named before this line too (",
                    shown,
                    match (warn, star_after) {
                        (true, _) => ").",
                        (false, true) => "): the rules written for `*`, which they would obey without a group of their own.",
                        (false, false) => "). No catalog crawler is among them.",
                    }
                );
                (message, None)
            });
        }
    }
}

/// Does a catalog crawler obey the groups of agent line `a`: its own token's or a fallback's,
/// or `*` for one that falls through to it?
fn obeyed_by_catalog(cx: &Cx<'_>, a: &crate::groups::Agent) -> bool {
    match a.kind {
        AgentKind::Global => cx.crawlers.iter().any(|c| c.via == Via::Wildcard),
        _ => cx
            .crawlers
            .iter()
            .any(|c| matches!(c.via, Via::OwnGroup | Via::FallbackGroup) && c.uses.as_bytes().eq_ignore_ascii_case(a.token.of(cx.text))),
    }
}

/// Appends rule `r` as written (`Allow: /x`) to `out`.
pub(super) fn push_rule_text(cx: &Cx<'_>, r: u32, out: &mut String) {
    let rule = &cx.rs.rules[r as usize];
    out.push_str(if rule.kind == RuleKind::Allow { "Allow: " } else { "Disallow: " });
    let raw = cx.rs.raw(rule).of(cx.text);
    out.push_str(&as_text(raw));
}

/// A group blocks an AI crawler from `/`, but others of its kind fall through to `*` and
/// are allowed.
fn similar_crawlers(cx: &mut Cx<'_>) {
    for category in [Category::AiTraining, Category::AiSearch] {
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
