//! Rules about patterns, each rule on its own: a missing leading `/`, a `$` before the end, a
//! trailing `*`, raw non-ASCII. Each crawler's merged set is `merged.rs`'s.

use alloc::string::String;

use super::{fix, Cx, LintRule};
use crate::lines::Span;
use crate::text::{as_text, text};

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
    super::merged::check(cx);
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
