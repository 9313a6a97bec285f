//! A named group with no Allow or Disallow at all (only `Crawl-delay`, comments, or nothing)
//! while the `*` group disallows paths: the crawlers it names obey that empty group, not
//! `*`, and may fetch everything (robots-txt.md §3). Google merges the groups of a token, so
//! a token counts only when none of its groups has a rule.

use alloc::string::String;
use alloc::vec::Vec;

use super::agents::push_rule_text;
use super::samples::{samples, Checker};
use super::{fix, Cx, LintRule};
use crate::catalog::Category;
use crate::coverage::Via;
use crate::text::{push, text};
use crate::verdict::RuleKind;

/// A fix copies at most this many `*` rules.
const MAX_COPIED: usize = 50;

pub(super) fn check(cx: &mut Cx<'_>) {
    let (rs, index) = (cx.rs, cx.index);
    let star_disallows = || {
        index
            .wildcard
            .iter()
            .flat_map(|&g| rs.groups[g as usize].rules.clone())
            .filter(|&r| rs.rules[r as usize].kind == RuleKind::Disallow && !rs.rules[r as usize].pattern.is_empty())
    };
    if star_disallows().next().is_none() {
        return;
    }
    let mut is_star = alloc::vec![false; rs.groups.len()];
    index.wildcard.iter().for_each(|&g| is_star[g as usize] = true);
    // Per group, the agents (first naming a token) whose token has no rule in any group.
    let mut escaping: Vec<(u32, Vec<u32>)> = Vec::new();
    for (agent, groups) in index.by_token.in_order() {
        if groups.iter().any(|&g| is_star[g as usize] || !rs.groups[g as usize].rules.is_empty()) {
            continue;
        }
        match escaping.iter_mut().find(|(g, _)| *g == groups[0]) {
            Some((_, agents)) => agents.push(agent),
            None => escaping.push((groups[0], alloc::vec![agent])),
        }
    }
    if escaping.is_empty() {
        return;
    }
    // Up to three paths the `*` group disallows, each made from one of its disallows: the
    // crawlers of an empty group are allowed everything.
    let star = Checker::new(cx, &index.wildcard, "*");
    // Plain patterns first: their path reads as written (`/cart`, not `/x?cart`).
    let mut urls: Vec<String> = Vec::new();
    for plain in [true, false] {
        for r in star_disallows() {
            let p = rs.pattern(&rs.rules[r as usize].pattern);
            if urls.len() == 3 || p.contains(&b'*') == plain {
                continue;
            }
            if let Some(u) = samples(p).find(|u| !star.allowed(cx, u)) {
                if !urls.contains(&u) {
                    urls.push(u);
                }
            }
        }
    }
    if urls.is_empty() {
        return;
    }
    for (g, agents) in escaping {
        // A warning where a catalog crawler that would obey `*` takes one of these tokens, and
        // what it fetches ends up somewhere: a search engine's index, an AI model or answer.
        // An SEO tool, an archive or another crawler fetching more costs only the fetches.
        let warn = agents.iter().any(|&a| {
            let token = rs.agents[a as usize].token.of(cx.text);
            cx.crawlers.iter().any(|c| {
                matches!(c.via, Via::OwnGroup | Via::FallbackGroup)
                    && !c.crawler.ignores_wildcard
                    && matches!(c.crawler.category, Category::Search | Category::AiTraining | Category::AiSearch)
                    && c.uses.as_bytes().eq_ignore_ascii_case(token)
            })
        });
        let rule = if warn { LintRule::GroupEscapesWildcard } else { LintRule::GroupEscapesWildcardNote };
        let first = rs.agents[agents[0] as usize];
        let urls = &urls;
        cx.push_with(rule, first.line, first.value, |cx| {
            let mut names = String::new();
            for (i, &a) in agents.iter().take(3).enumerate() {
                push!(&mut names, if i > 0 { ", " } else { "" }, '"', cx.str(rs.agents[a as usize].token), '"');
            }
            if agents.len() > 3 {
                push!(&mut names, " and ", agents.len() - 3, " more");
            }
            let mut shown = String::new();
            for (i, u) in urls.iter().enumerate() {
                push!(
                    &mut shown,
                    if i == 0 {
                        ""
                    } else if i + 1 == urls.len() {
                        " and "
                    } else {
                        ", "
                    },
                    u
                );
            }
            let message = text!(
                "No Allow or Disallow for ",
                names,
                ": a crawler with its own group ignores the \"*\" rules, so it may fetch ",
                shown,
                ". Repeat the \"*\" rules here, or delete the group."
            );
            let rules: Vec<u32> = index.wildcard.iter().flat_map(|&w| cx.rs.groups[w as usize].rules.clone()).collect();
            let f = (rules.len() <= MAX_COPIED)
                .then(|| {
                    let mut insert = String::new();
                    for r in rules {
                        insert.push_str(cx.eol);
                        push_rule_text(cx, r, &mut insert);
                    }
                    fix(cx.group_end(&cx.rs.groups[g as usize]), insert, "Repeat the \"*\" rules here")
                })
                .flatten();
            (message, f)
        });
    }
}
