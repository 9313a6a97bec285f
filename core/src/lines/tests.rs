//! The line reader's fast paths against the plain, byte-at-a-time reading.

use super::*;
use alloc::vec;
use proptest::prelude::*;

/// The lines as `classify` alone reads them, one byte at a time: the model the fast
/// paths must reproduce.
fn split_slowly(bytes: &[u8]) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut pos = bom_len(bytes);
    let mut number = 0;
    loop {
        let end = pos + bytes[pos..].iter().position(|&b| b == b'\n' || b == b'\r').unwrap_or(bytes.len() - pos);
        let first = |c: u8| bytes[pos..end].iter().position(|&b| b == c).map_or(usize::MAX, |i| pos + i);
        number += 1;
        lines.push(classify(bytes, pos, end, first(b'#'), first(0), number));
        if end == bytes.len() {
            return lines;
        }
        pos = if bytes[end] == b'\r' && bytes.get(end + 1) == Some(&b'\n') { end + 2 } else { end + 1 };
        if pos == bytes.len() {
            lines.push(classify(bytes, pos, pos, usize::MAX, usize::MAX, number + 1));
            return lines;
        }
    }
}

/// Files made of the pieces that steer the fast paths: defined keys in both cases and
/// their near misses, colons, every white space, line ends, `#`, NUL, `%` and non-ASCII.
fn file() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        Just(&b"Disallow"[..]),
        Just(&b"disallow:"[..]),
        Just(&b"ALLOW:"[..]),
        Just(&b"allow"[..]),
        Just(&b"User-agent:"[..]),
        Just(&b"user\ragent:"[..]),
        Just(&b"user-agen"[..]),
        Just(&b"Sitemap:"[..]),
        Just(&b"sitemap"[..]),
        Just(&b"crawl-delay:"[..]),
        Just(&b":"[..]),
        Just(&b" "[..]),
        Just(&b"\t"[..]),
        Just(&b"\x0b\x0c"[..]),
        Just(&b"\n"[..]),
        Just(&b"\r"[..]),
        Just(&b"\r\n"[..]),
        Just(&b"#"[..]),
        Just(&b"\0"[..]),
        Just(&b"%2f"[..]),
        Just(&b"\xc3\xa9"[..]),
        Just(&b"/a/b*c$"[..]),
        Just(&b"\xef\xbb"[..]),
    ];
    proptest::collection::vec(piece, 0..40).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn fast_paths_read_lines_as_classify_does(bytes in file()) {
        prop_assert_eq!(split(&bytes), split_slowly(&bytes));
    }

    #[test]
    fn upwards_agrees_with_split(bytes in file()) {
        let lines = split(&bytes);
        let bare = |l: &Line| match l.kind {
            LineKind::Blank => Bare::Blank,
            LineKind::Comment => Bare::Comment,
            _ => Bare::Content,
        };
        let want: Vec<(u32, Bare)> = lines.iter().rev().map(|l| (l.number, bare(l))).collect();
        prop_assert_eq!(&Upwards::from_last(&bytes, lines.len() as u32).collect::<Vec<_>>(), &want);
        // From the line above each line, found by a byte of it.
        for l in &lines {
            let above: Vec<(u32, Bare)> = Upwards::above(&bytes, l.span.start as usize, l.number).collect();
            prop_assert_eq!(&above[..], &want[lines.len() - l.number as usize + 1..]);
        }
    }

    #[test]
    fn plain_is_never_claimed_wrongly(bytes in file()) {
        for_each(&bytes, |line, plain| {
            if plain {
                assert!(line.value.of(&bytes).iter().all(|&b| b < 0x80 && b != b'%'), "{line:?}");
            }
        });
    }
}

#[test]
fn long_lines_and_lines_with_comments_leave_the_fast_path() {
    let mut long = b"Disallow: /".to_vec();
    long.resize(MAX_LINE_LEN + 20, b'a');
    long.extend_from_slice(b"\nAllow: /x # note\nUser-agent: *");
    assert_eq!(split(&long), split_slowly(&long));
    let lines = split(&long);
    assert!(lines[0].has(flag::TOO_LONG));
    assert!(lines[1].has(flag::COMMENT));
}

#[test]
fn accepted_keys_are_the_keys_the_reader_takes() {
    for k in ACCEPTED_KEYS {
        assert_eq!(k.word, k.word.to_ascii_lowercase(), "{k:?}");
        // The word itself, in upper case, and a longer form of it, with and without the colon.
        let upper = k.word.to_ascii_uppercase();
        for (key, exact) in [(alloc::string::String::from(k.word), !k.typo), (upper, !k.typo), (alloc::format!("{}s", k.word), false)] {
            assert_eq!(read_key(key.as_bytes()), (k.kind, k.typo, exact), "{key}");
            let line = split(alloc::format!("{key}: /x").as_bytes())[0];
            assert_eq!((line.kind, line.has(flag::TYPO), line.has(flag::EXACT_KEY)), (k.kind, k.typo, exact), "{key}");
        }
    }
    let typos: Vec<&str> = ACCEPTED_KEYS.iter().filter(|k| k.typo).map(|k| k.word).collect();
    assert_eq!(typos, ["useragent", "user agent", "dissallow", "dissalow", "disalow", "diasllow", "disallaw", "site-map"]);
    // Near misses are other keys.
    for key in ["user", "allo", "disalaw", "site map", "crawl-delay", "agent"] {
        assert!(matches!(read_key(key.as_bytes()).0, LineKind::Unknown | LineKind::Unused), "{key}");
    }
}

#[test]
fn upwards_reads_long_lines_and_nuls_as_split_does() {
    let mut bytes = Vec::new();
    for line in [
        " ".repeat(MAX_LINE_LEN + 2) + "# cut off",
        "a".repeat(MAX_LINE_LEN) + "# x",
        " ".repeat(MAX_LINE_LEN - 1) + "#",
        "\0# x".into(),
        " #\0x".into(),
    ] {
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
    }
    let kinds: Vec<LineKind> = split(&bytes).iter().rev().map(|l| l.kind).collect();
    let bare: Vec<Bare> = Upwards::from_last(&bytes, kinds.len() as u32).map(|(_, b)| b).collect();
    assert_eq!(kinds, [LineKind::Blank, LineKind::Comment, LineKind::Blank, LineKind::Comment, LineKind::Invalid, LineKind::Blank]);
    assert_eq!(bare, [Bare::Blank, Bare::Comment, Bare::Blank, Bare::Comment, Bare::Content, Bare::Blank]);
}
