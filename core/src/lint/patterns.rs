//! Rules about patterns: each rule on its own (a missing leading `/`, a `$` before the end, a
//! trailing `*`, raw non-ASCII), then each crawler's merged set (the same pattern both
//! allowed and disallowed, a rule a longer rule of the other kind always beats).
//!
//! Rules of the same canonical form ([`super::intern::canonical`]) match exactly the same
//! paths, so the longest of them always wins: one pass over a set keeps the longest allow
//! and disallow of each form (arrays indexed by form id, stamped per set, never cleared), a
//! second finds the rules they beat. No pairs are compared and no set is sorted; only the
//! findings are, so they come in the order of form id, length and line.

use alloc::string::String;
use alloc::vec::Vec;

use super::intern::NONE;
use super::samples::samples;
use super::{fix, Cx, LintRule, MAX_PER_RULE};
use crate::check::{self, compared_path, rule_priority};
use crate::coverage::Via;
use crate::groups::AgentKind;
use crate::lines::Span;
use crate::policy::Policy;
use crate::sort::StableSort;
use crate::text::{as_text, push, text};
use crate::verdict::RuleKind;

pub(super) fn check(cx: &mut Cx<'_>) {
    // Under Google's reading the ids were built from the same rules, and already tell which
    // patterns may have something to report.
    let ids = cx.ids;
    // The rules come in order, so the values of escaped patterns are found by walking their
    // list alongside, not searching it.
    let mut escaped = 0;
    if core::ptr::eq(cx.rs, cx.google) {
        for &r in &ids.suspects {
            one_rule(cx, r as usize, &mut escaped);
        }
    } else {
        for r in 0..cx.google.rules.len() {
            one_rule(cx, r, &mut escaped);
        }
    }
    merged_sets(cx);
}

/// Rule `r`'s value as written ([`crate::groups::Ruleset::raw`]), for rules asked in
/// order: `escaped` is where the search in the escaped values' list (in line order) goes on.
fn raw(cx: &Cx<'_>, r: usize, escaped: &mut usize) -> Span {
    let (rs, rule) = (cx.google, &cx.google.rules[r]);
    if rule.pattern.end <= rs.text_len {
        return Span { start: rule.pattern.start, end: rule.pattern.end };
    }
    let rest = &rs.raws[*escaped..];
    let at = rest.iter().position(|&(line, _)| line >= rule.line).unwrap_or(rest.len());
    *escaped += at;
    let span = match rs.raws.get(*escaped) {
        Some(&(line, span)) if line == rule.line => span,
        _ => Span::default(),
    };
    debug_assert_eq!(span, rs.raw(rule));
    span
}

fn one_rule(cx: &mut Cx<'_>, r: usize, escaped: &mut usize) {
    let rule = &cx.google.rules[r];
    let (line, span) = (rule.line, raw(cx, r, escaped));
    let raw = span.of(cx.text);
    let (Some(&first), Some(&last)) = (raw.first(), raw.last()) else { return };
    // Most patterns have nothing to report: a pass over the bytes, eight at a time, tells.
    let suspect = (first != b'/' && first != b'*') || last == b'*' || has_dollar_or_high(raw);
    if !suspect {
        return;
    }
    if first != b'/' && first != b'*' {
        cx.push_with(LintRule::PatternNoSlash, line, span, |cx| {
            let text = cx.str(span);
            let lower = text.to_ascii_lowercase();
            let insert = if lower.starts_with("http://") || lower.starts_with("https://") {
                // The path after the host: from the first `/` past `://`. (Bytes, not `str`
                // searches and slices, whose code and panic formatting cost the wasm ~4 KB.)
                let bytes = text.as_bytes();
                let after = bytes.windows(3).position(|w| w == b"://").map_or(0, |i| i + 3);
                let path = bytes.get(after..).and_then(|b| b.iter().position(|&c| c == b'/')).and_then(|i| text.get(after + i..));
                String::from(path.unwrap_or("/"))
            } else {
                text!('/', text)
            };
            let message = text!("`", text, "` does not start with `/` or `*`: paths always begin with `/`, so this rule never matches.");
            let label = text!("Write `", insert, "`");
            (message, fix(span, insert, &label))
        });
    }
    if let Some(at) = raw[..raw.len() - 1].iter().position(|&b| b == b'$') {
        let dollar = Span { start: span.start + at as u32, end: span.start + at as u32 + 1 };
        cx.push_with(LintRule::MidPatternDollar, line, dollar, |cx| {
            // Every `$` but a final one becomes `%24`.
            let anchored = raw.last() == Some(&b'$');
            let mut insert = cx.str(Span { start: span.start, end: span.end - anchored as u32 }).replace('$', "%24");
            if anchored {
                insert.push('$');
            }
            let message = String::from(
                "`$` anchors only at the very end of a pattern; here it is an ordinary character. If you meant the end of the URL, put `$` last. To mean a literal `$`, `%24` is unambiguous for RFC 9309 crawlers (Google's library then matches only `%24` in URLs).",
            );
            (message, fix(span, insert, "Write the `$` as `%24`"))
        });
    }
    let body = raw.strip_suffix(b"$").unwrap_or(raw);
    if body.last() == Some(&b'*') {
        let kept = body.len() - body.iter().rev().take_while(|&&b| b == b'*').count();
        cx.push_with(LintRule::TrailingWildcard, line, span, |cx| {
            let insert = if kept == 0 { String::from("/") } else { cx.str(Span { start: span.start, end: span.start + kept as u32 }) };
            let message = text!(
                "The trailing `",
                as_text(&raw[kept..]),
                "` matches nothing more than `",
                insert,
                "` does, but it adds to the rule's length, which decides which rule wins."
            );
            let label = text!("Write `", insert, "`");
            (message, fix(span, insert, &label))
        });
    }
    if raw.iter().any(|&b| b >= 0x80) {
        cx.push_with(LintRule::NonAsciiPattern, line, span, |_| {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            let mut insert = String::with_capacity(raw.len() * 3);
            for &b in raw {
                if b >= 0x80 {
                    insert.extend(['%', char::from(HEX[usize::from(b >> 4)]), char::from(HEX[usize::from(b & 15)])]);
                } else {
                    insert.push(char::from(b));
                }
            }
            let message = text!(
                "Raw non-ASCII characters: Google and RFC 9309 compare this pattern as `",
                insert,
                "`; some parsers compare raw bytes and never match an encoded URL."
            );
            (message, fix(span, insert, "Percent-encode it"))
        });
    }
}

/// Does `raw` hold a `$` or a byte past ASCII? Word-at-a-time: a zero byte of `w ^ "$$$$$$$$"`
/// shows a `$` (the usual bit trick, exact when asking whether there is any), a high bit a
/// non-ASCII byte. The last partial word is padded with zeros, which are neither.
fn has_dollar_or_high(raw: &[u8]) -> bool {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let test = |w: u64| {
        let x = w ^ (LO * u64::from(b'$'));
        ((x.wrapping_sub(LO) & !x) | w) & HI != 0
    };
    let mut chunks = raw.chunks_exact(8);
    for c in &mut chunks {
        let mut b = [0u8; 8];
        b.copy_from_slice(c);
        if test(u64::from_le_bytes(b)) {
            return true;
        }
    }
    let rest = chunks.remainder();
    let mut b = [0u8; 8];
    b[..rest.len()].copy_from_slice(rest);
    test(u64::from_le_bytes(b))
}

/// The best rule of one kind for a canonical form within a set: (length, rule), longest
/// first and earliest on a tie; `(0, NONE)` when the set has none.
type Best = (u32, u32);

const NO_BEST: Best = (0, NONE);

/// Per canonical form, for the set being read: which set last touched it, and the longest
/// allow and disallow of that set.
#[derive(Clone, Copy)]
struct Form {
    set: u32,
    /// The longest disallow, then the longest allow.
    best: [Best; 2],
}

/// Where a beaten rule was first seen beaten: the set, the rule that beats it there, and
/// which finding that makes.
#[derive(Clone, Copy)]
struct Beaten {
    set: u32,
    by: u32,
    lint: LintRule,
}

fn merged_sets(cx: &mut Cx<'_>) {
    let rs = cx.rs;
    let ids = &cx.ids;
    let n_rules = rs.rules.len();
    let mut forms = alloc::vec![Form { set: 0, best: [NO_BEST; 2] }; ids.forms as usize];
    // By pattern id: the set that last saw an allow of it, and the earliest such allow.
    let mut allowed = alloc::vec![(0u32, NONE); ids.count as usize];
    // Each set is what some crawler obeys: the `*` groups (a crawler no group names), then
    // each token's groups (the crawlers of that name, and the catalog crawlers that fall back
    // to it). A rule is reported only when it is beaten in every set that holds it: rules in
    // groups for different crawlers do not compete.
    // (With the agent line that names the token first, `NONE` for `*`.)
    let sets: Vec<(u32, &[u32])> = (!cx.index.wildcard.is_empty())
        .then_some((NONE, cx.index.wildcard.as_slice()))
        .into_iter()
        .chain(cx.index.by_token.in_order())
        .collect();
    // Per rule: how many sets hold it, in how many it is beaten, and where first.
    let mut held = alloc::vec![0u32; n_rules];
    let mut beaten_in = alloc::vec![0u32; n_rules];
    let mut first = alloc::vec![None::<Beaten>; n_rules];
    let mut kept: Vec<(u32, u32)> = Vec::new();
    for (n, &(_, groups)) in sets.iter().enumerate() {
        let n = n as u32 + 1;
        // The longest allow and disallow of each form that both kinds share somewhere; the
        // rules of such forms are kept for the second pass.
        // First the rules of forms that count, without a branch (whether a rule's form counts
        // follows no pattern a processor could guess), then their forms' best rules.
        kept.clear();
        for &g in groups {
            let rules = rs.groups[g as usize].rules.clone();
            let at = kept.len();
            kept.resize(at + rules.len(), (0, 0));
            let mut k = at;
            for r in rules {
                let c = ids.form[r as usize];
                kept[k] = (c, r);
                k += usize::from(c != NONE);
            }
            kept.truncate(k);
        }
        for &(c, r) in &kept {
            held[r as usize] += 1;
            let m = ids.meta[r as usize];
            let f = &mut forms[c as usize];
            // A form another set touched last has no best rules here: masked, not branched on
            // (which forms this set touched first follows no pattern a processor could guess).
            // (Hidden from the optimiser, which would otherwise skip the masked reads behind
            // the very branch this avoids.)
            let keep = core::hint::black_box(u32::from(f.set == n).wrapping_neg());
            let mut best = f.best.map(|(len, rule)| (len & keep, rule & keep | !keep));
            // Indexed by kind, and selected rather than branched on: allows and disallows
            // come in no order either. A set's rules come in order, so a later rule is
            // better only when longer (and every rule is longer than none: no rule of a form
            // is empty).
            let kind = usize::from(m.allow());
            let old = best[kind];
            debug_assert!(old.1 == NONE || old.1 < r);
            debug_assert!(m.len() > 0 && (old.1 == NONE) == (old.0 == 0));
            best[kind] = if m.len() > old.0 { (m.len(), r) } else { old };
            *f = Form { set: n, best };
            let p = ids.pattern[r as usize] as usize;
            let a = allowed[p];
            allowed[p] = if m.allow() && a.0 != n { (n, r) } else { a };
        }
        // The rules a rule of the other kind beats: a disallow by an allow at least as long, an
        // allow (not Google's `index.html` form) by a longer disallow. (A form without the
        // other kind has length 0 there, and no rule of a form is empty.)
        for &(c, r) in &kept {
            let [disallow, allow] = forms[c as usize].best;
            let m = ids.meta[r as usize];
            let hit = m.allow() & !m.index() & (disallow.0 > m.len()) | !m.allow() & (allow.0 >= m.len());
            if !hit {
                continue;
            }
            beaten_in[r as usize] += 1;
            if first[r as usize].is_none() {
                // The same pattern allowed in this set: the earliest such allow is the twin.
                let twin = allowed[ids.pattern[r as usize] as usize];
                let (lint, by) = match m.allow() {
                    false if twin.0 == n => (LintRule::AllowDisallowSame, twin.1),
                    false => (LintRule::RuleNeverDecides, allow.1),
                    true => (LintRule::RuleNeverDecides, disallow.1),
                };
                first[r as usize] = Some(Beaten { set: n, by, lint });
            }
        }
    }
    // The rules beaten for every crawler that gets them, by the set that shows it; each tried
    // on the URL its pattern makes, with the engine's verdict for that set.
    // Listed in line order; past the listed ones, only counted (their URLs are not tried:
    // each is beaten for every crawler that gets it all the same). A checker per set named.
    let mut checkers: Vec<(u32, &str, Prefixed)> = Vec::new();
    // How many URLs each set will try (at most the listed ones): a checker for a few reads
    // all the rules, one for many sorts them first.
    let mut tries = alloc::vec![0u32; sets.len() + 1];
    for r in 0..n_rules {
        if let Some(b) = first[r].filter(|_| held[r] == beaten_in[r]) {
            tries[b.set as usize] += 1;
        }
    }
    let group_of = |r: u32| rs.groups.partition_point(|g| g.rules.end <= r);
    for r in 0..n_rules as u32 {
        let Some(Beaten { set, by, lint }) = first[r as usize].filter(|_| held[r as usize] == beaten_in[r as usize]) else { continue };
        let rule = &rs.rules[r as usize];
        if cx.counts[lint as usize].0 >= MAX_PER_RULE {
            cx.want(lint, rule.line, rs.raw(rule));
            continue;
        }
        let at = match checkers.iter().position(|c| c.0 == set) {
            Some(at) => at,
            None => {
                let (agent, groups) = sets[set as usize - 1];
                // A crawler that obeys this set: for the `*` groups, the first catalog crawler
                // that falls through to them (else `*`); for a token's groups, the token as
                // first written.
                let token = match agent {
                    NONE => cx.crawlers.iter().find(|c| c.via == Via::Wildcard).map_or("*", |c| c.crawler.token),
                    a => core::str::from_utf8(rs.agents[a as usize].token.of(cx.text)).unwrap_or("*"),
                };
                checkers.push((set, token, Prefixed::new(cx, groups, tries[set as usize] > 16)));
                checkers.len() - 1
            }
        };
        let (_, crawler, checker) = &checkers[at];
        // The URL the pattern makes, which it matches, and where the crawler's verdict is the
        // other kind's.
        let Some(url) = samples(rs.pattern(&rule.pattern)).next() else { continue };
        let path = compared_path(url.as_bytes(), cx.policy);
        if rule_priority(rs, rule, &path, cx.policy).is_none() || checker.allowed(cx, &url) != (rule.kind == RuleKind::Disallow) {
            continue;
        }
        let other = &rs.rules[by as usize];
        // Rules of two groups meet only where both name the crawler: where a group names it
        // by more than its leading letters (`Mozilla/5.0 (compatible; FooBot)`), that is
        // Google's reading, and crawlers that match whole names may read the groups apart.
        let apart = cx.policy == Policy::Google && group_of(r) != group_of(by) && (loose(cx, group_of(r)) || loose(cx, group_of(by)));
        cx.push_with(lint, rule.line, rs.raw(rule), |cx| {
            let (pattern, other_pattern) = (cx.str(rs.raw(rule)), cx.str(rs.raw(other)));
            let mut message = if lint == LintRule::AllowDisallowSame {
                text!("\"", pattern, "\" is also allowed at line ", other.line, ": allow wins the tie, so this disallow never blocks.")
            } else {
                let other_kind = if other.kind == RuleKind::Allow { "Allow" } else { "Disallow" };
                text!(
                    other_kind,
                    " \"",
                    other_pattern,
                    "\" at line ",
                    other.line,
                    " matches every URL this rule matches and is at least as long: this rule never decides."
                )
            };
            let verdict = if rule.kind == RuleKind::Disallow { "\" is allowed." } else { "\" is disallowed." };
            push!(&mut message, " For \"", crawler, "\", \"", url, verdict);
            if apart {
                message.push_str(" (Google's reading: it merges groups by the leading letters of their user-agents.)");
            }
            let f = if lint == LintRule::AllowDisallowSame && group_of(r) == group_of(by) {
                fix(cx.whole_line(rule.line), String::new(), "Remove this rule (it changes nothing)")
            } else {
                None
            };
            (message, f)
        });
    }
}

/// The verdicts of some groups' merged rules on a few URLs, as a check gives them: the rules
/// sorted by their literal start (up to the first byte that is not compared as itself), so a
/// URL reads only the rules whose start is a start of its path. Building it sorts the rules,
/// cheaper than the core's trie for the few URLs a finding tries.
struct Prefixed(Vec<(u32, u32)>, bool);

impl Prefixed {
    /// The checker of `groups`: `sorted` for many URLs, else the rules read in order.
    fn new(cx: &Cx<'_>, groups: &[u32], sorted: bool) -> Prefixed {
        let rs = cx.rs;
        // One rule per pattern and kind: a copy never changes a verdict, and a generated file
        // can repeat one rule thousands of times, all of which each URL would read.
        let mut seen = alloc::vec![0u8; cx.ids.count as usize];
        let mut rules: Vec<(u32, u32)> = groups
            .iter()
            .flat_map(|&g| rs.groups[g as usize].rules.clone())
            .filter(|&r| {
                let Some(s) = seen.get_mut(cx.ids.pattern[r as usize] as usize) else { return true };
                let bit = 1 << u8::from(rs.rules[r as usize].kind == RuleKind::Allow);
                let new = *s & bit == 0;
                *s |= bit;
                new
            })
            .map(|r| {
                let rule = &rs.rules[r as usize];
                let p = rs.pattern(&rule.pattern);
                // Google's `index.html` form also matches its folder: its start ends at the last `/`.
                let p = if rule.has_index { &p[..p.iter().rposition(|&b| b == b'/').map_or(0, |i| i + 1)] } else { p };
                (r, p.iter().position(|&b| matches!(b, b'*' | b'$' | b'%') || b >= 0x80).unwrap_or(p.len()) as u32)
            })
            .collect();
        if sorted {
            rules.stable_sort_by(|a, b| Self::start(cx, *a).cmp(Self::start(cx, *b)));
        }
        Prefixed(rules, sorted)
    }

    fn start<'t>(cx: &Cx<'t>, (r, len): (u32, u32)) -> &'t [u8] {
        let rs: &'t crate::groups::Ruleset = cx.rs;
        &rs.pattern(&rs.rules[r as usize].pattern)[..len as usize]
    }

    /// May `url` be fetched?
    fn allowed(&self, cx: &Cx<'_>, url: &str) -> bool {
        let rs = cx.rs;
        let path = compared_path(url.as_bytes(), cx.policy);
        let mut best = check::Best::default();
        let mut offer = |r: u32| {
            let rule = &rs.rules[r as usize];
            if let Some((priority, _)) = rule_priority(rs, rule, &path, cx.policy) {
                best.offer(rule.kind, priority, r);
            }
        };
        if !self.1 {
            self.0.iter().filter(|&&e| path.starts_with(Self::start(cx, e))).for_each(|&(r, _)| offer(r));
            return best.decide().0;
        }
        for k in 0..=path.len() {
            let key = &path[..k];
            let from = self.0.partition_point(|&e| Self::start(cx, e) < key);
            self.0[from..].iter().take_while(|&&e| Self::start(cx, e) == key).for_each(|&(r, _)| offer(r));
        }
        best.decide().0
    }
}

/// Does group `g` name a crawler by more than the token read from it?
fn loose(cx: &Cx<'_>, g: usize) -> bool {
    cx.rs.group_agents(&cx.rs.groups[g]).iter().any(|a| a.kind == AgentKind::Named && a.value.end != a.token.end)
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;
    use proptest::prelude::*;

    use crate::lint::intern::Ids;
    use crate::{Policy, Robots};

    /// The naive reading of what `one_rule` reports on: no leading `/` or `*`, a `$` before the
    /// end, a trailing `*` (before a final `$` or not), a byte past ASCII.
    fn may_report(raw: &[u8]) -> bool {
        let Some((&last, init)) = raw.split_last() else { return false };
        let body = if last == b'$' { init } else { raw };
        !raw.starts_with(b"/") && !raw.starts_with(b"*") || init.contains(&b'$') || body.ends_with(b"*") || raw.iter().any(|&b| b >= 0x80)
    }

    /// Rule lines whose values mix the bytes that matter: `/`, `*`, `$`, `%`, non-ASCII.
    fn file() -> impl Strategy<Value = Vec<u8>> {
        let byte =
            prop_oneof![Just(b'/'), Just(b'*'), Just(b'$'), Just(b'a'), Just(b'%'), Just(b'4'), Just(0xC3u8), Just(0xA9u8), Just(b' ')];
        let line = (0u8..4, proptest::collection::vec(byte, 0..20));
        proptest::collection::vec(line, 0..30).prop_map(|lines| {
            let mut out = Vec::from(&b"User-agent: *\n"[..]);
            for (k, v) in lines {
                out.extend_from_slice([&b"Allow: "[..], b"Disallow: ", b"User-agent: b\n", b"Disallow:"][k as usize]);
                out.extend_from_slice(&v);
                out.push(b'\n');
            }
            out
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The rules the ids mark as suspects are exactly those whose pattern as written may
        /// have something to report, or was escaped.
        #[test]
        fn suspects_are_the_rules_that_may_report(text in file()) {
            let robots = Robots::parse(&text);
            let rs = robots.ruleset(Policy::Google);
            let ids = Ids::build(rs);
            let naive: Vec<u32> = (0..rs.rules.len() as u32)
                .filter(|&r| {
                    let rule = &rs.rules[r as usize];
                    rule.pattern.end > rs.text_len || may_report(rs.raw(rule).of(robots.text()))
                })
                .collect();
            prop_assert_eq!(&ids.suspects, &naive);
        }

        /// The word-at-a-time test agrees with a byte loop.
        #[test]
        fn dollar_or_high_matches_bytes(raw in proptest::collection::vec(prop_oneof![Just(b'$'), Just(b'/'), Just(0x80u8), Just(0xFFu8), Just(0u8), any::<u8>()], 0..40)) {
            prop_assert_eq!(super::has_dollar_or_high(&raw), raw.iter().any(|&b| b == b'$' || b >= 0x80));
        }
    }
}
