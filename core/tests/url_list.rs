//! `Matcher::report_lines` (a URL list, one a line, checked a chunk of bytes at a time) against
//! the way the command line read lists before: the text decoded, split at line ends, each line
//! trimmed as JS's `trim()` does, blank ones skipped, and each URL decided on its own; whole or
//! cut into chunks anywhere, under both policies, with and without the deciding lines.

use proptest::prelude::*;
use robots_core::{Matcher, Options, Policy, Robots};

/// Pieces of lists: paths the file's rules decide, URLs, every kind of line end, JS
/// whitespace and what is not (U+0085, U+200B), bad UTF-8, a cut character.
const PIECES: &[&[u8]] = &[
    b"/private/x",
    b"/a.json",
    b"/ok",
    b"https://example.com/private/",
    b"//host/a.json#f",
    b"x",
    b"?q",
    b"\n",
    b"\r",
    b"\r\n",
    b"\n\n",
    b" ",
    b"\t",
    b"\x0b",
    b"\x00",
    "\u{a0}".as_bytes(),
    "\u{2028}".as_bytes(),
    "\u{3000}".as_bytes(),
    "\u{feff}".as_bytes(),
    "\u{85}".as_bytes(),
    "\u{200b}".as_bytes(),
    "\u{e9}".as_bytes(),
    "/\u{fffd}".as_bytes(),
    b"/\xff",
    b"\xe2\x80",
    b"\xf0\x9f\x98",
    b"\xed\xa0",
    b"\x80",
    b"\xf5",
    b"\xc0",
];

const FILE: &str = "User-agent: *\nDisallow: /private/\nDisallow: /*.json$\nAllow: /ok\nDisallow: /\u{fffd}\nDisallow: /%E9\n";

/// JS's `String.prototype.trim()`: Unicode's White_Space but U+0085, and the BOM.
fn js_space(c: char) -> bool {
    (c.is_whitespace() && c != '\u{85}') || c == '\u{feff}'
}

/// The bytes Node's `readline` never gets at the end of its input: a last character cut short,
/// that is a lead byte (`C0`–`F7`) followed only by continuation bytes, fewer than it announces.
fn cut_character(list: &[u8]) -> usize {
    (1..=list.len().min(3))
        .find(|&k| {
            let tail = &list[list.len() - k..];
            let need = match tail[0] {
                0xC0..=0xDF => 2,
                0xE0..=0xEF => 3,
                0xF0..=0xF7 => 4,
                _ => return false,
            };
            k < need && tail[1..].iter().all(|&b| b & 0xC0 == 0x80)
        })
        .unwrap_or(0)
}

/// The report as the command line wrote it with readline, `trim()` and one `decide` a URL.
fn model(matcher: &Matcher, list: &[u8], lines: bool) -> (Vec<u8>, u32, u32) {
    let text = String::from_utf8_lossy(&list[..list.len() - cut_character(list)]);
    let (mut out, mut urls, mut allowed) = (String::new(), 0, 0);
    for url in text.split(['\n', '\r']).map(|l| l.trim_matches(js_space)).filter(|u| !u.is_empty()) {
        let (ok, line) = matcher.decide(url);
        let word = if ok { "allowed" } else { "blocked" };
        out += &if lines { format!("{word}\t{line}\t{url}\n") } else { format!("{word}\t{url}\n") };
        urls += 1;
        allowed += u32::from(ok);
    }
    (out.into_bytes(), urls, allowed)
}

/// `list` reported a chunk at a time, cut at `cuts`, as the command line streams a file: the
/// unread rest of each chunk goes before the next.
fn streamed(matcher: &Matcher, list: &[u8], cuts: &[usize], lines: bool) -> (Vec<u8>, u32, u32) {
    let (mut out, mut urls, mut allowed) = (Vec::new(), 0, 0);
    let mut rest = Vec::new();
    let mut at = 0;
    for &cut in cuts.iter().map(|c| c % (list.len() + 1)).collect::<std::collections::BTreeSet<_>>().iter() {
        rest.extend_from_slice(&list[at..cut]);
        at = cut;
        let tally = matcher.report_lines(&rest, false, lines, &mut out);
        assert_eq!(tally.read, rest.iter().rposition(|&b| b == b'\n' || b == b'\r').map_or(0, |i| i + 1));
        rest.drain(..tally.read);
        (urls, allowed) = (urls + tally.urls, allowed + tally.allowed);
    }
    rest.extend_from_slice(&list[at..]);
    let tally = matcher.report_lines(&rest, true, lines, &mut out);
    assert_eq!(tally.read, rest.len());
    (out, urls + tally.urls, allowed + tally.allowed)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn streamed_reports_are_the_per_url_answers(
        pieces in prop::collection::vec(prop::sample::select(PIECES), 0..24),
        cuts in prop::collection::vec(0usize..1000, 0..5),
        rfc in prop::bool::ANY,
        lines in prop::bool::ANY,
    ) {
        let list = pieces.concat();
        let opts = Options { policy: if rfc { Policy::Rfc9309 } else { Policy::Google }, ..Options::default() };
        let matcher = Robots::parse(FILE.as_bytes()).matcher_with("bot", &opts);
        let want = model(&matcher, &list, lines);
        let mut whole = Vec::new();
        let tally = matcher.report_lines(&list, true, lines, &mut whole);
        prop_assert_eq!(String::from_utf8_lossy(&whole), String::from_utf8_lossy(&want.0), "list {:?}", String::from_utf8_lossy(&list));
        prop_assert_eq!((tally.urls, tally.allowed), (want.1, want.2));
        let (out, urls, allowed) = streamed(&matcher, &list, &cuts, lines);
        prop_assert_eq!(out, want.0);
        prop_assert_eq!((urls, allowed), (want.1, want.2));
    }
}

#[test]
fn the_report_says_the_verdict_the_line_and_the_url() {
    let matcher = Robots::parse(FILE.as_bytes()).matcher("bot");
    let mut out = Vec::new();
    let tally = matcher.report_lines(b" /private/x \r\n\r\n/ok\n/a.json\n/rest", false, true, &mut out);
    assert_eq!(String::from_utf8(out).unwrap(), "blocked\t2\t/private/x\nallowed\t4\t/ok\nblocked\t3\t/a.json\n");
    assert_eq!((tally.read, tally.urls, tally.allowed), (28, 3, 1));
    let mut out = Vec::new();
    matcher.report_lines(b"/rest", true, false, &mut out);
    assert_eq!(out, b"allowed\t/rest\n");
    // A file that is not read answers every URL alike; an empty chunk answers nothing.
    let opts = Options { fetch: Some(robots_core::Fetch::Status(503)), ..Options::default() };
    let unreachable = Robots::parse(FILE.as_bytes()).matcher_with("bot", &opts);
    let mut out = Vec::new();
    assert_eq!(unreachable.report_lines(b"/ok\n", true, true, &mut out).allowed, 0);
    assert_eq!(out, b"blocked\t0\t/ok\n");
    assert_eq!(matcher.report_lines(b"", true, true, &mut out).urls, 0);
}
