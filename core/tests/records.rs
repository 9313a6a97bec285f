//! Records that are not rules: sitemaps and crawl-delay.

use robots_core::{Options, Policy, Robots};

#[test]
fn crawl_delay_of_the_group_that_applies() {
    let text = b"Crawl-delay: 9\nUser-agent: *\nCrawl-delay: 2\nDisallow: /tmp\nUser-agent: slow\nDisallow: /x\nCrawl-delay: 10\n";
    let robots = Robots::parse(text);
    assert_eq!(robots.crawl_delay("other"), Some(2.0), "a delay before any group is skipped, not fatal");
    assert_eq!(robots.crawl_delay("slow"), Some(10.0));
    assert_eq!(Robots::parse(b"User-agent: *\nCrawl-delay: soon\n").crawl_delay("x"), None);
    assert_eq!(Robots::parse(b"User-agent: *\nCrawl-delay: soon\nCrawl-delay: -1\nCrawl-delay: 7\n").crawl_delay("x"), Some(7.0));
}

#[test]
fn sitemaps_in_file_order() {
    let robots = Robots::parse(b"Sitemap: https://a/1.xml\nUser-agent: *\nsite-map: https://a/2.xml\n");
    assert_eq!(robots.sitemaps(), vec![&b"https://a/1.xml"[..], &b"https://a/2.xml"[..]]);
}

#[test]
fn explanations_list_matches_and_summarise_many_misses() {
    let mut text = String::from("User-agent: *\nAllow: /a/b\nDisallow: /a\n");
    for i in 0..40 {
        text += &format!("Disallow: /other{i}\n");
    }
    let v = Robots::parse(text.as_bytes()).check("x", "/a/b/c");
    let words = v.explain();
    assert!(words.contains("line 2: Allow \"/a/b\": matches (4 bytes)"), "{words}");
    assert!(words.contains("line 3: Disallow \"/a\": matches (2 bytes)"), "{words}");
    assert!(words.contains("and 40 more merged rules that do not match"), "{words}");
    assert!(!words.contains("/other7"), "{words}");
    assert!(words.contains("The longest match wins"), "{words}");
    let few = Robots::parse(b"User-agent: *\nDisallow: /z\n").check("x", "/a");
    assert!(few.explain().contains("line 2: Disallow \"/z\": does not match"));
}

#[test]
fn explanations_count_skipped_groups_beyond_a_few() {
    let mut text = String::from("User-agent: a\nDisallow: /a\n");
    for _ in 0..9 {
        text += "User-agent: *\nDisallow: /\n";
    }
    let words = Robots::parse(text.as_bytes()).check("a", "/x").explain();
    assert_eq!(words.matches("Skips the group at line").count(), 5, "{words}");
    assert!(words.contains("Skips 4 more groups for the same reason: a * group, not used because a group names this crawler."), "{words}");
}

/// Escaped patterns live apart from the file; each rule still reports its value as written
/// beside the pattern as compared, and lint messages quote the value as written.
#[test]
fn escaped_rules_keep_their_value_as_written() {
    let robots = Robots::parse("User-agent: *\nDisallow: /café\nAllow: /a%2fb\nDisallow: /plain\nAllow: /x/index.html\n".as_bytes());
    let v = robots.check("bot", "/caf%C3%A9");
    let rules: Vec<(&str, &str)> = v.rules.iter().map(|r| (r.pattern.as_str(), r.compared.as_str())).collect();
    assert_eq!(rules, [("/café", "/caf%C3%A9"), ("/a%2fb", "/a%2Fb"), ("/plain", "/plain"), ("/x/index.html", "/x/index.html")]);
    let winner = v.winner.expect("a rule matches");
    assert_eq!((winner.line, winner.pattern.as_str()), (2, "/café"));
    let strict = robots.check_with("bot", "/a%2Fb", &Options { policy: Policy::Rfc9309, ..Options::default() });
    assert_eq!(strict.winner.map(|w| w.pattern), Some(String::from("/a%2fb")));
}

#[test]
fn explanations_quote_patterns_with_escapes() {
    let v = Robots::parse(b"User-agent: *\nDisallow: /a\x01\"b\\\x1f\x7f\xc2\x9f\n").check("bot", "/a\x01");
    let text = v.explain();
    assert!(text.contains(r#"line 2: Disallow "/a\u{1}\"b\\\u{1f}\u{7f}\u{9f}": does not match"#), "{text}");
}

#[test]
fn explanations_point_a_raw_non_ascii_path_to_its_encoded_form() {
    let robots = Robots::parse("User-agent: *\nDisallow: /café/\n".as_bytes());
    let raw = robots.check("bot", "https://example.com/café/x?q=ü");
    assert!(raw.allowed());
    let words = raw.explain();
    assert!(words.contains("A crawler requests /caf%C3%A9/x?q=%C3%BC: check that URL."), "{words}");
    assert!(!robots.check("bot", "/caf%C3%A9/x").allowed());
    assert!(!robots.check("bot", "/caf%C3%A9/x").explain().contains("raw non-ASCII"));
    let strict = robots.check_with("bot", "/café/x", &Options::policy(Policy::Rfc9309));
    assert!(!strict.allowed() && !strict.explain().contains("raw non-ASCII"), "{}", strict.explain());
}

#[test]
fn comments_between_groups_belong_to_the_group_they_introduce() {
    use robots_core::Role;
    let text = "# intro a\nUser-agent: a\n# inside a\nDisallow: /a\n# after a\n\n# intro b\n  # more\nUser-agent: b\n\n# inside b\nDisallow: /x\n# end\n";
    let robots = Robots::parse(text.as_bytes());
    let roles = robots.highlight("b", None, &Options::default());
    let role = |line: u32| roles.iter().find(|r| r.line == line).map(|r| r.role);
    for (line, want) in [
        (1, Role::OtherGroup),
        (3, Role::OtherGroup),
        (5, Role::Outside),
        (7, Role::Selected),
        (8, Role::Selected),
        (11, Role::Selected),
        (13, Role::Outside),
    ] {
        assert_eq!(role(line), Some(want), "line {line}");
    }
}

#[test]
fn explanations_name_the_tie_break_between_equal_rules() {
    let v = Robots::parse(b"User-agent: *\nDisallow: /a\nDisallow: /a\nDisallow: /*\nAllow: /b\nAllow: /z\n").check("x", "/a");
    assert_eq!(v.winner_line(), Some(2));
    let words = v.explain();
    assert!(
        words.contains("Tie-break: lines 3 and 4 also match (Disallow, 2 bytes); of equal rules the earliest, line 2, is reported."),
        "{words}"
    );
    let many = "User-agent: *\n".to_string() + &"Disallow: /a\n".repeat(8);
    let words = Robots::parse(many.as_bytes()).check("x", "/a").explain();
    assert!(words.contains("Tie-break: lines 3, 4, 5, 6 and 3 more also match"), "{words}");
    let allow = Robots::parse(b"User-agent: *\nDisallow: /a\nAllow: /a\nAllow: /a\n").check("x", "/a");
    assert!(
        allow.explain().contains("allow wins the tie") && allow.explain().contains("Tie-break: line 4 also matches (Allow, 2 bytes)"),
        "{}",
        allow.explain()
    );
    let single = Robots::parse(b"User-agent: *\nDisallow: /a\nDisallow: /b\n").check("x", "/a").explain();
    assert!(!single.contains("Tie-break"), "{single}");
}

#[test]
fn only_comments_near_a_group_start_change_hands() {
    use robots_core::Role;
    // Lines 3..=152 are comments; `User-agent: b` is line 153; 60 comment-and-blank pairs end the file.
    let text = format!("User-agent: a\nDisallow: /a\n{}User-agent: b\nDisallow: /b\n{}", "# c\n".repeat(150), "# t\n\n".repeat(60));
    let robots = Robots::parse(text.as_bytes());
    let roles = robots.highlight("b", None, &Options::default());
    let role = |line: u32| roles.iter().find(|r| r.line == line).map(|r| r.role);
    assert_eq!(role(52), Some(Role::OtherGroup), "101 lines above b: still a's");
    assert_eq!(role(53), Some(Role::Selected), "100 lines above b: b's");
    assert_eq!(role(152), Some(Role::Selected));
    // The last line is 275 (empty, after the last line end): lines from 176 on are within 100 of its end.
    assert_eq!(role(155), Some(Role::Selected), "more than 100 lines before the end: b's");
    assert_eq!(role(177), Some(Role::Outside));
}

#[test]
fn explanations_say_when_the_agent_is_not_a_product_token() {
    let robots = Robots::parse(b"User-agent: Googlebot\nDisallow: /\n");
    let v = robots.check("Googlebot/2.1", "/x");
    assert!(v.allowed());
    let words = v.explain();
    assert!(words.contains("Note: not a crawler name of letters, - and _ only (a product token), so no group names it.\n"), "{words}");
    assert!(robots.check("Mozilla/5.0 (compatible; Googlebot/2.1)", "/x").explain().contains("(a product token)"));
    assert!(robots.check("360Spider", "/x").explain().contains("(a product token)"));
    assert!(!robots.check("Googlebot", "/x").explain().contains("(a product token)"));
}
