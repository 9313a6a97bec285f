//! Lint findings that claim an effect (`allow-disallow-same`: "this disallow never blocks";
//! `rule-never-decides`: "this rule never decides") hold for every crawler that gets the
//! rule, and the crawler and URL they name behave as claimed under `Robots::decide_with`.

use proptest::prelude::*;
use robots_core::{Lint, LintRule, Options, Robots};

fn lint(text: &str) -> Vec<Lint> {
    Robots::parse(text.as_bytes()).lint(&Options::default())
}

fn of(lints: &[Lint], rule: LintRule) -> Vec<&Lint> {
    lints.iter().filter(|l| l.rule == rule).collect()
}

/// The crawler and URL a finding names: `For "crawler", "url" is …`.
fn named(message: &str) -> (String, String) {
    let at = message.find(" For \"").unwrap_or_else(|| panic!("no crawler named: {message}"));
    let mut parts = message[at + 6..].splitn(3, '"');
    let crawler = parts.next().unwrap().to_string();
    let rest = parts.next().unwrap();
    assert_eq!(rest, ", ", "{message}");
    let url = parts.next().unwrap().split('"').next().unwrap().to_string();
    (crawler, url)
}

/// The finding's crawler and URL behave as it says: the URL is allowed to the crawler (a
/// disallow that never blocks) or disallowed (an allow that never decides).
fn named_effect_holds(robots: &Robots, l: &Lint) {
    let (crawler, url) = named(&l.message);
    let disallow = l.message.contains("\" is allowed.");
    let (allowed, line) = robots.decide_with(&crawler, &url, &Options::default());
    assert_eq!(allowed, disallow, "{crawler} on {url}: {}", l.message);
    assert_ne!(line, l.line, "line {} decides for {crawler} on {url}: {}", l.line, l.message);
    assert!(!l.message.contains('`'), "{}", l.message);
}

#[test]
fn merged_by_the_leading_token_says_whose_reading() {
    // Google reads both as `Mozilla` and merges them; crawlers matching whole names do not.
    let text = "User-agent: Mozilla/5.0 (compatible; FooBot)\nDisallow: /x\n\nUser-agent: Mozilla/5.0 (compatible; BarBot)\nAllow: /x\n";
    let lints = lint(text);
    for l in of(&lints, LintRule::AllowDisallowSame) {
        assert!(l.message.contains("Google's reading"), "{}", l.message);
        named_effect_holds(&Robots::parse(text.as_bytes()), l);
    }
}

#[test]
fn a_disallow_some_crawlers_get_alone_is_not_said_never_to_block() {
    // rogerbot, Googlebot and bingbot get the Disallow without the Allow.
    let text =
        "User-agent: rogerbot\nUser-agent: Googlebot\nUser-agent: bingbot\nUser-agent: moz\nDisallow: /x\n\nUser-agent: moz\nAllow: /x\n";
    assert!(of(&lint(text), LintRule::AllowDisallowSame).is_empty(), "{:?}", lint(text));
}

#[test]
fn a_tie_only_for_one_crawler_of_a_wildcard_group_is_not_said_never_to_block() {
    let text = "User-agent: *\nUser-agent: applebot\nDisallow: /x\n\nUser-agent: applebot\nAllow: /x\n";
    assert!(of(&lint(text), LintRule::AllowDisallowSame).is_empty(), "{:?}", lint(text));
}

#[test]
fn rules_for_different_crawlers_do_not_compete() {
    // b gets the Allow alone, so it decides for b.
    let text = "User-agent: a\nUser-agent: b\nAllow: /x\n\nUser-agent: a\nDisallow: /x*\n";
    assert!(of(&lint(text), LintRule::RuleNeverDecides).is_empty(), "{:?}", lint(text));
    let text = "User-agent: *\nUser-agent: a\nDisallow: /x\n\nUser-agent: a\nAllow: /x*\n";
    assert!(of(&lint(text), LintRule::RuleNeverDecides).is_empty(), "{:?}", lint(text));
}

#[test]
fn a_real_tie_still_warns_with_a_crawler_and_a_url() {
    let text = "User-agent: *\nAllow: /x\nDisallow: /x\n";
    let lints = lint(text);
    let found = of(&lints, LintRule::AllowDisallowSame);
    assert_eq!(found.len(), 1, "{lints:?}");
    assert_eq!(found[0].line, 3);
    assert!(found[0].message.contains("\"/x\" is allowed."), "{}", found[0].message);
    named_effect_holds(&Robots::parse(text.as_bytes()), found[0]);
}

#[test]
fn a_tie_across_groups_of_the_same_crawlers_warns() {
    let text = "User-agent: a\nUser-agent: b\nDisallow: /x\n\nUser-agent: b\nUser-agent: a\nAllow: /x\n";
    let lints = lint(text);
    let found = of(&lints, LintRule::AllowDisallowSame);
    assert_eq!(found.len(), 1, "{lints:?}");
    assert!(!found[0].message.contains("Google's reading"), "{}", found[0].message);
    named_effect_holds(&Robots::parse(text.as_bytes()), found[0]);
}

#[test]
fn a_rule_that_never_decides_names_a_crawler_and_a_url() {
    let text = "User-agent: a\nAllow: /shop\n\nUser-agent: a\nDisallow: /shop*\n";
    let lints = lint(text);
    let found = of(&lints, LintRule::RuleNeverDecides);
    assert_eq!(found.len(), 1, "{lints:?}");
    assert!(found[0].message.contains(" For \"a\", \"/shop\" is disallowed."), "{}", found[0].message);
    named_effect_holds(&Robots::parse(text.as_bytes()), found[0]);
}

fn agent() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["*", "a", "b", "A", "Googlebot", "Mozilla/5.0 (compatible; FooBot)", "Mozilla/5.0 (X)"])
}

fn pattern() -> impl Strategy<Value = String> {
    ("[ab*]{0,3}", prop::bool::ANY).prop_map(|(p, end)| format!("/{p}{}", if end { "$" } else { "" }))
}

type Group = (Vec<&'static str>, Vec<(bool, String)>);

fn groups() -> impl Strategy<Value = Vec<Group>> {
    let group = (prop::collection::vec(agent(), 1..4), prop::collection::vec((prop::bool::ANY, pattern()), 1..5));
    prop::collection::vec(group, 1..5)
}

fn render(groups: &[Group]) -> String {
    let mut out = String::new();
    for (agents, rules) in groups {
        for a in agents {
            out.push_str(&format!("User-agent: {a}\n"));
        }
        for (allow, p) in rules {
            out.push_str(&format!("{}: {p}\n", if *allow { "Allow" } else { "Disallow" }));
        }
        out.push('\n');
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Every finding's crawler and URL behave as it says, and the rule it is about decides no
    /// URL for any crawler (the file's tokens as Google reads them, and one no group names).
    #[test]
    fn claimed_effects_hold_for_every_crawler(groups in groups()) {
        let text = render(&groups);
        let robots = Robots::parse(text.as_bytes());
        let lints = robots.lint(&Options::default());
        let crawlers = ["a", "b", "googlebot", "mozilla", "unnamedbot"];
        let urls: Vec<String> = ["", "a", "b", "aa", "ab", "ba", "bb", "x", "aab", "abb", "a/b"].iter().map(|u| format!("/{u}")).collect();
        for l in lints.iter().filter(|l| matches!(l.rule, LintRule::AllowDisallowSame | LintRule::RuleNeverDecides)) {
            named_effect_holds(&robots, l);
            let disallow = l.message.contains("\" is allowed.");
            for c in crawlers {
                for u in &urls {
                    let (allowed, line) = robots.decide_with(c, u, &Options::default());
                    prop_assert!(
                        !(line == l.line && allowed != disallow),
                        "line {} decides for {} on {}: {}\n{}", l.line, c, u, l.message, text
                    );
                }
            }
        }
    }
}

#[test]
fn many_ties_list_a_hundred_and_count_the_rest() {
    let mut text = String::from("User-agent: *\n");
    for i in 0..150 {
        text.push_str(&format!("Allow: /p{i}\nDisallow: /p{i}\n"));
    }
    let lints = lint(&text);
    let found = of(&lints, LintRule::AllowDisallowSame);
    assert_eq!(found.len(), 101, "100 listed and one entry for the rest");
    assert!(found.iter().any(|l| l.message.starts_with("50 more findings")), "{:?}", found.last());
    let robots = Robots::parse(text.as_bytes());
    for l in found.iter().filter(|l| !l.message.contains("more findings")) {
        named_effect_holds(&robots, l);
    }
}
