//! The verdict's two sentences for people: whose rules apply (the line that names the crawler
//! in each group taken) and why the answer is what it is (the rule that won, what it beat, and
//! the bytes each matched). The page, the element and the command line show them as they are.

use robots_core::{Fetch, GroupWhy, Options, Policy, Robots};

fn check(text: &str, agent: &str, url: &str) -> robots_core::Verdict {
    Robots::parse(text.as_bytes()).check(agent, url)
}

#[test]
fn a_crawler_named_deep_in_a_long_group_is_told_by_its_own_line() {
    // A forum's block list: fifty names in one group, GPTBot the 47th.
    let mut text = String::from("# bad bots\n");
    for i in 0..50 {
        text +=
            &if i == 46 { String::from("User-agent: GPTBot\n") } else { format!("User-agent: Bot{}x\n", (b'a' + (i % 26) as u8) as char) };
    }
    text += "Disallow: /\n\nUser-agent: *\nDisallow: /private/\n";
    let v = check(&text, "GPTBot", "https://example.com/page");
    assert_eq!(v.groups.len(), 1);
    assert_eq!((v.groups[0].line, v.groups[0].named), (2, 48));
    assert_eq!(
        v.groups_sentence(),
        "GPTBot is named on line 48, in the group that starts at line 2. The * group at line 54 does not apply to it."
    );
    // A name on the group's first line says so.
    let v = check("User-agent: GPTBot\nDisallow: /\n", "gptbot", "/");
    assert_eq!(v.groups_sentence(), "gptbot is named on line 1, where its group starts.");
}

#[test]
fn merged_groups_are_each_named_with_the_line_that_names_the_crawler() {
    let text =
        "User-agent: *\nDisallow: /x\n\nUser-agent: Bingbot\nUser-agent: Googlebot\nDisallow: /a\n\nUser-agent: Googlebot\nAllow: /b\n";
    let v = check(text, "Googlebot", "/a");
    assert_eq!(
        v.groups.iter().map(|g| (g.line, g.named, g.why)).collect::<Vec<_>>(),
        [(4, 5, GroupWhy::NamedMerged), (8, 8, GroupWhy::NamedMerged)]
    );
    assert_eq!(
        v.groups_sentence(),
        "Googlebot is named on lines 5 and 8, in 2 groups (starting at lines 4 and 8); their rules are merged. The * group at line 1 does not apply to it."
    );
    // The `*` group skipped names its `*` line; groups of other crawlers name none.
    let star = v.skipped.iter().find(|g| g.why == GroupWhy::WildcardNotNeeded).unwrap();
    assert_eq!(star.named, 1);
    assert!(check(text, "Bingbot", "/").skipped.iter().filter(|g| g.why == GroupWhy::OtherAgent).all(|g| g.named == 0));
}

#[test]
fn the_fallback_and_no_group_at_all_are_said_plainly() {
    let v = check("User-agent: Googlebot\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n", "GPTBot", "/b");
    assert_eq!(v.groups_sentence(), "GPTBot has no group of its own, so the * group at line 4 applies.");
    let v = check("User-agent: Googlebot\nDisallow: /a\n", "GPTBot", "/a");
    assert_eq!(v.groups_sentence(), "No group names GPTBot and there is no * group, so no rule applies.");
    assert_eq!(v.reason_sentence(), "No group applies to this crawler, so /a is allowed.");
}

#[test]
fn the_longest_match_names_the_winner_what_it_beat_and_their_bytes() {
    let text = "User-agent: *\nDisallow: /\nAllow: /*.html$\n";
    let v = check(text, "GPTBot", "https://example.com/a.html");
    assert_eq!(
        v.reason_sentence(),
        "The longest match wins: Allow \"/*.html$\" at line 3 (8 bytes) beats Disallow \"/\" at line 2 (1 byte), so /a.html is allowed."
    );
    let v = check(text, "GPTBot", "/a.php?q=1");
    assert_eq!(
        v.reason_sentence(),
        "The longest match wins: Disallow \"/\" at line 2 (1 byte); no Allow rule matches, so /a.php?q=1 is disallowed."
    );
}

#[test]
fn a_tie_an_empty_rule_and_no_match_each_have_their_sentence() {
    let v = check("User-agent: *\nDisallow: /x\nAllow: /x\n", "a", "/x");
    assert_eq!(
        v.reason_sentence(),
        "Allow \"/x\" at line 3 and Disallow \"/x\" at line 2 both match 2 bytes; allow wins the tie, so /x is allowed."
    );
    let v = check("User-agent: *\nDisallow:\n", "a", "/x");
    assert_eq!(v.reason_sentence(), "Only the empty Disallow at line 2 matches; an empty rule never blocks, so /x is allowed.");
    let v = check("User-agent: *\nDisallow: /a\nDisallow: /b\n", "a", "/c");
    assert_eq!(v.reason_sentence(), "None of the 2 rules that apply matches /c, so it is allowed.");
}

#[test]
fn the_index_html_rule_the_status_and_the_cut_are_named() {
    let v = check("User-agent: *\nDisallow: /\nAllow: /dir/index.html\n", "a", "/dir/");
    assert!(v.allowed);
    assert!(v.reason_sentence().contains("as its directory: Google reads …/index.html as …/ too"), "{}", v.reason_sentence());
    let robots = Robots::parse(b"User-agent: *\nAllow: /\n");
    let v = robots.check_with("a", "/x", &Options { fetch: Some(Fetch::Status(503)), ..Options::default() });
    assert!(!v.allowed);
    assert!(v.reason_sentence().starts_with("The request for robots.txt got HTTP 503"), "{}", v.reason_sentence());
    assert!(v.reason_sentence().contains("unreachable, so nothing may be fetched"));
    assert!(v.groups_sentence().starts_with("No group counts: the request for robots.txt got HTTP 503"));
    let long = format!("User-agent: *\nAllow: /a\n#{}\nDisallow: /\n", "x".repeat(100));
    let v = Robots::parse(long.as_bytes()).check_with("a", "/b", &Options { size_limit: Some(40), ..Options::policy(Policy::Google) });
    assert!(v.allowed);
    assert!(
        v.reason_sentence().ends_with(" Only the first 40 bytes of the file were read; the rest is ignored."),
        "{}",
        v.reason_sentence()
    );
}

#[test]
fn the_sentences_are_plain_text() {
    // No Markdown a reader would see raw, whatever the case.
    let text = "User-agent: *\nDisallow: /`x`\n\nUser-agent: Googlebot\nAllow: /\n";
    for (agent, url) in [("Googlebot", "/`x`"), ("GPTBot", "/`x`"), ("Googlebot/2.1", "/"), ("", "/")] {
        let v = check(text, agent, url);
        for s in [v.groups_sentence(), v.reason_sentence(), v.groups.iter().chain(&v.skipped).map(|g| g.why.describe()).collect()] {
            assert!(!s.replace("`x`", "").contains('`'), "{agent}: {s}");
        }
    }
}
