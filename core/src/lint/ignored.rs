//! Crawlers that never obey `*` (AdsBot-Google, AdsBot-Google-Mobile, APIs-Google,
//! Mediapartners-Google: robots-txt.md §6) and have no group of their own. They fetch only
//! the ad landing pages, the pages that show AdSense ads and the push-notification endpoints
//! they are sent to, so a `*` group that keeps crawlers out of admin, search or cart pages
//! rarely concerns them (and where an ad leads there, the ad needs the page fetched). What
//! they do matters where the `*` group closes the site: it disallows every path by default
//! (`Disallow: /`, `/*`), or the home page. Only then a note, naming URLs the `*` group
//! disallows and they may still fetch.

use alloc::string::String;
use alloc::vec::Vec;

use super::intern::canonical;
use super::samples::{samples, Checker};
use super::{fix, Cx, LintRule};
use crate::coverage::{root_allowed, Via};
use crate::groups::AgentKind;
use crate::lines::Span;
use crate::text::{as_text, push, text};
use crate::useragent::list;
use crate::verdict::RuleKind;

/// At most this many URLs are named.
const SHOWN: usize = 3;

pub(super) fn check(cx: &mut Cx<'_>) {
    let names: Vec<&str> = cx.crawlers.iter().filter(|c| c.via == Via::WildcardIgnored).map(|c| c.crawler.token).collect();
    if names.is_empty() {
        return;
    }
    let rs = cx.rs;
    let rules = || cx.index.wildcard.iter().flat_map(|&g| rs.group_rules(&rs.groups[g as usize]));
    // A pattern that matches every path is `/`, or starts with `*` or `/*` (`/*`, `*`, `/*$`):
    // only those are brought to their canonical form.
    let everything = |r: &&crate::groups::Rule| {
        let p = rs.pattern(&r.pattern);
        (p.len() < 2 || p[0] == b'*' || p[1] == b'*') && canonical(p) == Some(&b"/"[..])
    };
    let closed = rules().any(|r| r.kind == RuleKind::Disallow && everything(&r));
    // Whether `*` allows `/`: known for the crawlers that obey it.
    let home_open = || match cx.crawlers.iter().find(|c| c.via == Via::Wildcard) {
        Some(c) => c.root_allowed,
        None => root_allowed(rs, &cx.index.wildcard, cx.policy),
    };
    if !closed && home_open() {
        return;
    }
    let star = Checker::new(cx, &cx.index.wildcard, "*");
    // `/`, then the URLs the `*` disallows match, then those just outside its allows (`/a`
    // for `Allow: /a/`): the first few that the `*` group disallows.
    let made =
        |kind: RuleKind, nth: usize| rules().filter(move |r| r.kind == kind).filter_map(move |r| samples(rs.pattern(&r.pattern)).nth(nth));
    let candidates = core::iter::once(String::from("/")).chain(made(RuleKind::Disallow, 0)).chain(made(RuleKind::Allow, 1));
    let mut urls: Vec<String> = Vec::new();
    for url in candidates {
        if urls.len() == SHOWN {
            break;
        }
        if !urls.contains(&url) && !star.allowed(cx, &url) {
            urls.push(url);
        }
    }
    if urls.is_empty() {
        return;
    }
    let first = &rs.groups[cx.index.wildcard[0] as usize];
    let Some(star_line) = rs.group_agents(first).iter().find(|a| a.kind == AgentKind::Global).copied() else { return };
    let opens = rules().any(|r| r.kind == RuleKind::Allow && !r.pattern.is_empty() && !everything(&r));
    let what = match (closed, opens) {
        (true, false) => "the whole site",
        (true, true) => "the site but what it allows",
        (false, _) => "the home page",
    };
    let quoted: Vec<String> = urls.iter().map(|u| text!('`', u, '`')).collect();
    let quoted: Vec<&str> = quoted.iter().map(String::as_str).collect();
    let message = text!(
        "The `*` group closes ",
        what,
        " to crawlers, but ",
        list(&names),
        " never obey `*` and have no group of their own: they still fetch the ad landing pages, pages with AdSense ads and push-notification endpoints they are sent to, such as ",
        list(&quoted),
        " here. If the site should stay closed to them too (a staging or private site), name them in a group."
    );
    let mut insert = String::new();
    for n in &names {
        push!(&mut insert, "User-agent: ", n, cx.eol);
    }
    let f = if cx.index.wildcard.len() == 1 {
        let at = cx.line(star_line.line).span.start;
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
    cx.push(LintRule::IgnoresWildcard, star_line.line, star_line.value, message, f);
}

/// `head`, then the rules of the `*` groups as written, one a line. Bytes first, checked as
/// UTF-8 once: what joins the values is ASCII, so the whole [`as_text`] (undecodable bytes as
/// `%XX`) is each value so read. Each piece is copied 16 bytes at a time into room made ahead (a copy of a few
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
    String::from_utf8(out).unwrap_or_else(|e| as_text(e.as_bytes()).into_owned())
}
