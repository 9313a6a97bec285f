//! Rules about records and the file as a whole: sitemaps that are not absolute URLs, a
//! byte-order mark after the start, and lines ended by a lone CR. (A file past Google's
//! 500 KiB is found before the lint starts: `Robots::lint` lints what a crawler reads.)

use alloc::string::String;

use super::{fix, Cx, LintRule};
use crate::lines::{bom_len, Line, LineKind, Span};
use crate::text::text;

const BOM: &[u8] = &[0xEF, 0xBB, 0xBF];

pub(super) fn check(cx: &mut Cx<'_>) {
    let lone = lines(cx);
    bom(cx);
    lone_cr(cx, lone);
}

/// One pass over the lines: sitemaps that are not full URLs, reported as found; and the
/// first line ended by a lone CR with the count of such lines, returned. (`Crawl-delay` and
/// `Noindex` come with the per-line report, which lists every unused key.)
fn lines(cx: &mut Cx<'_>) -> Option<(Line, usize)> {
    let text = cx.text;
    let mut lone: Option<(Line, usize)> = None;
    for i in 0..cx.lines.len() {
        let l = cx.lines[i];
        // Each line knows where it ends, so this looks at one byte a line.
        let e = l.span.end as usize;
        if text.get(e) == Some(&b'\r') && text.get(e + 1) != Some(&b'\n') {
            lone.get_or_insert((l, 0)).1 += 1;
        }
        if l.kind == LineKind::Sitemap {
            let v = l.value.of(cx.text);
            let scheme = [&b"http://"[..], b"https://"].into_iter().find(|s| v.len() >= s.len() && v[..s.len()].eq_ignore_ascii_case(s));
            let has_host = scheme.is_some_and(|s| v.get(s.len()).is_some_and(|&b| b != b'/'));
            // `Sitemap https://...` without its colon: `key-prefix` says so, with the fix.
            if !has_host && super::url_key(cx.text, &l).is_none() {
                // A value that reads as a URL but starts with an invisible character (a
                // no-break space, a zero-width one): say so, or the message reads as wrong.
                let hidden = v.first().is_some_and(|&b| b >= 0x80) && v.windows(3).any(|w| w == b"://");
                let message = if hidden {
                    text!("`", cx.str(l.value), "` starts with an invisible character before the URL (a no-break or zero-width space): crawlers do not read it as a full URL. Delete what stands before `http`.")
                } else {
                    text!("`", cx.str(l.value), "` is not a full URL: write it with `https://` and the host.")
                };
                let span = if l.value.is_empty() { l.span } else { l.value };
                cx.push(LintRule::SitemapNotAbsolute, l.number, span, message, None);
            }
        }
    }
    lone
}

/// Where `byte`, a byte past ASCII, occurs in `text` from `from` on, 32 bytes at a time: a
/// run with no high bit cannot hold it, and one that has is searched a word at a time (a
/// zero byte of `w ^ byte * LOW` by the usual bit trick, exact when asking whether there is
/// any).
fn find_high_byte(text: &[u8], from: usize, byte: u8) -> Option<usize> {
    const LOW: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    debug_assert!(byte >= 0x80);
    let rest = text.get(from..)?;
    let word = |c: &[u8], i: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&c[i..i + 8]);
        u64::from_le_bytes(b)
    };
    let has = |w: u64| {
        let x = w ^ (LOW * u64::from(byte));
        x.wrapping_sub(LOW) & !x & HIGH != 0
    };
    let mut skipped = 0;
    for chunk in rest.chunks_exact(32) {
        let w = [word(chunk, 0), word(chunk, 8), word(chunk, 16), word(chunk, 24)];
        if (w[0] | w[1] | w[2] | w[3]) & HIGH != 0 && w.into_iter().any(has) {
            break;
        }
        skipped += 32;
    }
    rest[skipped..].iter().position(|&b| b == byte).map(|p| from + skipped + p)
}

fn bom(cx: &mut Cx<'_>) {
    let mut at = bom_len(cx.text);
    while let Some(i) = find_high_byte(cx.text, at, BOM[0]) {
        if cx.text[i..].starts_with(BOM) && i > 0 {
            let l = *cx.line_at(i);
            let span = Span { start: i as u32, end: i as u32 + 3 };
            let hides = cx.text[l.span.start as usize..i].iter().all(|&b| b == b' ' || b == b'\t');
            cx.push_with(LintRule::BomNotAtStart, l.number, span, |_| {
                let message = if hides {
                    String::from("A byte-order mark starts this line: it is read as part of the key, so crawlers do not recognise the line. (It often comes from pasting files together.)")
                } else {
                    String::from(LintRule::BomNotAtStart.message())
                };
                (message, fix(span, String::new(), "Remove the byte-order mark"))
            });
        }
        at = i + 1;
    }
}

/// Lines ended by a CR that no LF follows: the first, and how many.
fn lone_cr(cx: &mut Cx<'_>, lone: Option<(Line, usize)>) {
    let text = cx.text;
    let Some((first, count)) = lone else { return };
    let l = first.number;
    let message = text!(
        count,
        if count == 1 {
            " line ends with a lone CR (old Mac style): line "
        } else {
            " lines end with a lone CR (old Mac style), the first is line "
        },
        l,
        ": Google and RFC 9309 accept it, but some parsers read such a file as one line."
    );
    let f = core::str::from_utf8(text).ok().and_then(|s| {
        // CR LF and a lone CR each become LF.
        let mut lf = String::with_capacity(s.len());
        for (i, part) in s.split('\r').enumerate() {
            if i > 0 {
                lf.push('\n');
            }
            lf.push_str(if i > 0 { part.strip_prefix('\n').unwrap_or(part) } else { part });
        }
        fix(Span { start: 0, end: text.len() as u32 }, lf, "Use LF line ends throughout")
    });
    let span = Span { start: first.span.end, end: first.span.end + 1 };
    cx.push(LintRule::CrLineEnds, l, span, message, f);
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The 32-byte search finds what a byte loop finds, from any start.
        #[test]
        fn high_byte_search_matches_bytes(text in proptest::collection::vec(prop_oneof![Just(0xEFu8), Just(0xBBu8), Just(0x6Fu8), Just(b'a'), any::<u8>()], 0..200), from in 0usize..210) {
            let naive = text.get(from..).and_then(|rest| rest.iter().position(|&b| b == 0xEF)).map(|p| from + p);
            prop_assert_eq!(super::find_high_byte(&text, from, 0xEF), naive);
        }
    }
}
