//! `href_form`: a URL as WHATWG URL parsing writes it, when no parser is needed to say so.

use robots_core::href_form;

fn form(url: &str) -> Option<String> {
    href_form(url.as_bytes()).map(|b| String::from_utf8(b.into_owned()).unwrap())
}

#[test]
fn plain_urls_are_their_own_href() {
    for url in ["https://e.com/", "https://e.com/a/b.html?q=1&r=a%2Fb", "https://e.com/:@!$&()*+,;=~_-", "https://e.com/%C3%A9?%zz"] {
        assert_eq!(form(url).as_deref(), Some(url));
    }
}

#[test]
fn characters_past_ascii_are_percent_encoded_in_upper_case() {
    assert_eq!(form("https://e.com/café?q=größe").as_deref(), Some("https://e.com/caf%C3%A9?q=gr%C3%B6%C3%9Fe"));
    assert_eq!(form("https://e.com/😀").as_deref(), Some("https://e.com/%F0%9F%98%80"));
    // A lone surrogate reaches the engine as U+FFFD (TextEncoder's encodeInto writes it so), as
    // the URL parser writes it too.
    assert_eq!(form("https://e.com/\u{FFFD}").as_deref(), Some("https://e.com/%EF%BF%BD"));
}

#[test]
fn what_parsing_encodes_after_the_host_anywhere_is_encoded() {
    for (url, href) in [
        ("https://e.com/a b", "https://e.com/a%20b"),
        ("https://e.com/a\"b", "https://e.com/a%22b"),
        ("https://e.com/a<b>", "https://e.com/a%3Cb%3E"),
        ("https://e.com/é b", "https://e.com/%C3%A9%20b"),
        ("https://e.com/a?q=a b&r=\"<x>\"", "https://e.com/a?q=a%20b&r=%22%3Cx%3E%22"),
    ] {
        assert_eq!(form(url).as_deref(), Some(href), "{url}");
    }
}

#[test]
fn what_only_a_parser_can_say_is_left_to_it() {
    for url in [
        "https://e.com/a/./b",
        "https://e.com/a/../b",
        "https://e.com/a/%2e%2E/b",
        "https://e.com/a%2Eb",
        "https://e.com/a\tb",
        "https://e.com/a'b",
        "https://e.com/a\\b",
        "https://e.com/a#top",
        "https://e.com/a|b",
        "https://e.com/a`b",
        "https://e.com/a{b}",
        "https://e.com/a^b",
        "https://e.com/a\u{7f}",
        // A URL parser trims a space at the end, and encodes one anywhere else.
        "https://e.com/a ",
        "https://e.com/a b ",
    ] {
        assert_eq!(form(url), None, "{url}");
    }
}

/// The buffer form gives the same hrefs, and a buffer kept from a longer URL never leaks into
/// a shorter one's.
#[test]
fn the_buffer_form_agrees_and_starts_clean() {
    let mut out = b"left over from before".to_vec();
    for url in [
        "https://e.com/caf\u{e9}-au-lait/\u{fc}bersicht?sort=gr\u{f6}\u{df}e",
        "https://e.com/\u{e9}",
        "https://e.com/plain",
        "https://e.com/a/../b",
    ] {
        let expected = href_form(url.as_bytes());
        match robots_core::href_form_in(url.as_bytes(), &mut out) {
            Some(true) => assert_eq!(Some(&out[..]), expected.as_deref(), "{url}"),
            Some(false) => assert_eq!(expected.as_deref(), Some(url.as_bytes()), "{url}"),
            None => assert_eq!(expected, None, "{url}"),
        }
    }
    assert_eq!(robots_core::href_form_in("https://e.com/\u{e9}".as_bytes(), &mut out), Some(true));
    assert_eq!(out, b"https://e.com/%C3%A9");
}
