//! Rules about patterns: each rule on its own (a missing leading `/`, a `$` before the end, a
//! trailing `*`, raw non-ASCII), then each crawler's merged set (the same pattern both
//! allowed and disallowed, a rule a longer rule of the other kind always beats).
//!
//! RFC 9309 §2.2.3: `*` matches any run of characters and `$` anchors the end only as the
//! last character. So `/a`, `/a*`, `/a**` and `/a*$` match exactly the same paths: we call
//! `/a` their canonical form. Within rules of the same canonical form, the longest always
//! wins, which finds rules that can never decide by sorting, without comparing pairs.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{fix, Cx, LintRule};
use crate::lines::Span;
use crate::verdict::RuleKind;

pub(super) fn check(cx: &mut Cx<'_>) {
    for r in 0..cx.google.rules.len() {
        one_rule(cx, r);
    }
    merged_sets(cx);
}

fn one_rule(cx: &mut Cx<'_>, r: usize) {
    let rule = &cx.google.rules[r];
    let (line, span) = (rule.line, rule.raw);
    let raw = span.of(cx.text);
    let Some(&first) = raw.first() else { return };
    if first != b'/' && first != b'*' {
        let text = cx.str(span);
        let lower = text.to_ascii_lowercase();
        let insert = if lower.starts_with("http://") || lower.starts_with("https://") {
            let after = text.find("://").map_or(0, |i| i + 3);
            let path = text[after..].find('/').map_or("/", |i| &text[after + i..]);
            String::from(path)
        } else {
            format!("/{text}")
        };
        let message = format!("`{text}` does not start with `/` or `*`: paths always begin with `/`, so this rule never matches.");
        let f = fix(span, insert.clone(), &format!("Write `{insert}`"));
        cx.push(LintRule::PatternNoSlash, line, span, message, f);
    }
    if let Some(at) = raw[..raw.len() - 1].iter().position(|&b| b == b'$') {
        // Every `$` but a final one becomes `%24`.
        let anchored = raw.last() == Some(&b'$');
        let head = Span { start: span.start, end: span.end - anchored as u32 };
        let mut insert = cx.str(head).replace('$', "%24");
        if anchored {
            insert.push('$');
        }
        let message = String::from(
            "`$` anchors only at the very end of a pattern; here it is an ordinary character. If you meant the end of the URL, put `$` last. To mean a literal `$`, `%24` is unambiguous for RFC 9309 crawlers (Google's library then matches only `%24` in URLs).",
        );
        let dollar = Span { start: span.start + at as u32, end: span.start + at as u32 + 1 };
        let f = fix(span, insert, "Write the `$` as `%24`");
        cx.push(LintRule::MidPatternDollar, line, dollar, message, f);
    }
    let body = raw.strip_suffix(b"$").unwrap_or(raw);
    if body.last() == Some(&b'*') {
        let kept = body.len() - body.iter().rev().take_while(|&&b| b == b'*').count();
        let insert = if kept == 0 { String::from("/") } else { cx.str(Span { start: span.start, end: span.start + kept as u32 }) };
        let message = format!(
            "The trailing `{}` matches nothing more than `{insert}` does, but it adds to the rule's length, which decides which rule wins.",
            String::from_utf8_lossy(&raw[kept..])
        );
        let f = fix(span, insert.clone(), &format!("Write `{insert}`"));
        cx.push(LintRule::TrailingWildcard, line, span, message, f);
    }
    if raw.iter().any(|&b| b >= 0x80) {
        let mut insert = String::with_capacity(raw.len() * 3);
        for &b in raw {
            if b >= 0x80 {
                insert.push_str(&format!("%{b:02X}"));
            } else {
                insert.push(char::from(b));
            }
        }
        let message = format!(
            "Raw non-ASCII characters: Google and RFC 9309 compare this pattern as `{insert}`; some parsers compare raw bytes and never match an encoded URL."
        );
        let f = fix(span, insert, "Percent-encode it");
        cx.push(LintRule::NonAsciiPattern, line, span, message, f);
    }
}

/// The canonical form of a compared pattern (see the module doc), or `None` for patterns
/// that never match or always lose (empty, or not starting with `/` or `*`).
fn canonical(p: &[u8]) -> Option<&[u8]> {
    if !matches!(p.first(), Some(b'/' | b'*')) {
        return None;
    }
    let body = match p.strip_suffix(b"$") {
        Some(b) if b.last() == Some(&b'*') => b,
        Some(_) => return Some(p),
        None => p,
    };
    let kept = body.len() - body.iter().rev().take_while(|&&b| b == b'*').count();
    // `*` alone matches every path, as `/` does.
    Some(if kept == 0 { b"/" } else { &body[..kept] })
}

fn merged_sets(cx: &mut Cx<'_>) {
    let rs = cx.rs;
    let mut done = alloc::vec![false; rs.rules.len()];
    let mut sets: Vec<Vec<u32>> = Vec::with_capacity(cx.index.by_token.len() + 1);
    if !cx.index.wildcard.is_empty() {
        sets.push(cx.index.wildcard.clone());
    }
    sets.extend(cx.index.order.iter().map(|(key, _)| cx.index.by_token[key].clone()));
    let mut found: Vec<(LintRule, u32, u32)> = Vec::new();
    for groups in sets {
        let mut set: Vec<(&[u8], u32, u32)> = groups
            .iter()
            .flat_map(|&g| rs.groups[g as usize].rules.clone())
            .filter_map(|r| {
                let p = rs.pattern(&rs.rules[r as usize].pattern);
                canonical(p).map(|c| (c, p.len() as u32, r))
            })
            .collect();
        if set.len() < 2 {
            continue;
        }
        set.sort_unstable();
        for bucket in set.chunk_by(|a, b| a.0 == b.0) {
            let longest = |kind: RuleKind| {
                bucket.iter().filter(|e| rs.rules[e.2 as usize].kind == kind).map(|e| (e.1, e.2)).max_by_key(|e| (e.0, u32::MAX - e.1))
            };
            let (allow, disallow) = (longest(RuleKind::Allow), longest(RuleKind::Disallow));
            for &(_, len, r) in bucket {
                let rule = &rs.rules[r as usize];
                if done[r as usize] {
                    continue;
                }
                let beaten = match rule.kind {
                    RuleKind::Disallow => allow.filter(|a| a.0 >= len),
                    RuleKind::Allow if rule.index.is_none() => disallow.filter(|d| d.0 > len),
                    RuleKind::Allow => None,
                };
                let Some((_, by)) = beaten else { continue };
                done[r as usize] = true;
                let same = bucket.iter().find(|e| rs.rules[e.2 as usize].kind == RuleKind::Allow && rs.pattern(&rs.rules[e.2 as usize].pattern) == rs.pattern(&rule.pattern));
                match (rule.kind, same) {
                    (RuleKind::Disallow, Some(&(_, _, a))) => found.push((LintRule::AllowDisallowSame, r, a)),
                    _ => found.push((LintRule::RuleNeverDecides, r, by)),
                }
            }
        }
    }
    for (lint, r, by) in found {
        let (rule, other) = (&rs.rules[r as usize], &rs.rules[by as usize]);
        let (line, span) = (rule.line, rule.raw);
        let other_kind = if other.kind == RuleKind::Allow { "Allow" } else { "Disallow" };
        let (pattern, other_pattern) = (cx.str(rule.raw), cx.str(other.raw));
        let same_group = rs.groups.iter().any(|g| g.rules.contains(&r) && g.rules.contains(&by));
        let (message, f) = if lint == LintRule::AllowDisallowSame {
            let message = format!("`{pattern}` is also allowed at line {}: allow wins the tie, so this disallow never blocks anything.", other.line);
            let f = if same_group { fix(cx.whole_line(line), String::new(), "Remove this rule (it changes nothing)") } else { None };
            (message, f)
        } else {
            let message = format!(
                "{other_kind} `{other_pattern}` at line {} matches every URL that `{pattern}` matches and is at least as long, so it always wins: this rule never decides anything.",
                other.line
            );
            (message, None)
        };
        cx.push(lint, line, span, message, f);
    }
}
