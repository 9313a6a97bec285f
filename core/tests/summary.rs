//! `Robots::summary`: who may crawl the site, purpose by purpose (issue 40), checked against
//! `decide` crawler by crawler and path by path.

use proptest::prelude::*;
use robots_core::catalog::Category;
use robots_core::{Options, Policy, Reach, Robots};

/// Every crawler's reach agrees with the engine's answer for it on every path the summary tried.
fn agrees(text: &str) {
    let robots = Robots::parse(text.as_bytes());
    let opts = Options::default();
    let summary = robots.summary(&opts);
    assert_eq!(summary.paths[0], "/");
    for cat in &summary.categories {
        for c in &cat.crawlers {
            let o = Options { profile: Some(c.crawler.profile()), ..opts.clone() };
            let answers: Vec<(bool, u32)> = summary.paths.iter().map(|p| robots.decide_with(c.crawler.token, p, &o)).collect();
            let blocked = answers.iter().filter(|a| !a.0).count();
            let want = if blocked == 0 {
                Reach::Everything
            } else if blocked == answers.len() {
                Reach::Nothing
            } else {
                Reach::Some
            };
            assert_eq!(c.reach, want, "{} in {text:?}", c.crawler.token);
            assert_eq!(c.blocked as usize, blocked, "{}", c.crawler.token);
            for line in &c.lines {
                assert!(answers.iter().any(|a| !a.0 && a.1 == *line), "{}: line {line}", c.crawler.token);
            }
            if let Some(p) = &c.blocked_example {
                assert!(!robots.decide_with(c.crawler.token, p, &o).0, "{}: {p}", c.crawler.token);
            }
        }
    }
}

#[test]
fn a_site_that_blocks_ai_training_says_so_per_purpose() {
    let text = "User-agent: GPTBot\nUser-agent: CCBot\nUser-agent: Google-Extended\nDisallow: /\n\nUser-agent: *\nDisallow: /cart\n";
    agrees(text);
    let s = Robots::parse(text.as_bytes()).summary(&Options::default());
    let training = s.categories.iter().find(|c| c.category == Category::AiTraining).unwrap();
    let reach = |t: &str| training.crawlers.iter().find(|c| c.crawler.token == t).unwrap().reach;
    assert_eq!(reach("GPTBot"), Reach::Nothing);
    assert_eq!(reach("CCBot"), Reach::Nothing);
    assert!(training.text.starts_with("AI training crawlers: "), "{}", training.text);
    let search = s.categories.iter().find(|c| c.category == Category::Search).unwrap();
    let googlebot = search.crawlers.iter().find(|c| c.crawler.token == "Googlebot").unwrap();
    assert_eq!(googlebot.reach, Reach::Some);
    assert_eq!(googlebot.lines, [7]);
    assert_eq!(googlebot.blocked_example.as_deref(), Some("/cart"));
    for cat in &s.categories {
        eprintln!("{}", cat.text);
    }
}

#[test]
fn an_allow_that_ends_with_dollar_leaves_longer_paths_blocked() {
    // `/a` is allowed (the longer allow wins) and `/` too; `/ax` is blocked: some paths, not everything.
    let text = "User-agent: *\nDisallow: /a\nAllow: /a$\n";
    agrees(text);
    let s = Robots::parse(text.as_bytes()).summary(&Options::default());
    let bingbot = s.categories.iter().flat_map(|c| &c.crawlers).find(|c| c.crawler.token == "Bingbot").unwrap();
    assert_eq!(bingbot.reach, Reach::Some);
}

#[test]
fn an_empty_file_lets_every_crawler_fetch_everything_but_those_that_ignore_it() {
    let s = Robots::parse(b"").summary(&Options { policy: Policy::Google, ..Options::default() });
    for cat in &s.categories {
        for c in &cat.crawlers {
            assert_eq!(c.reach, Reach::Everything, "{}", c.crawler.token);
        }
        assert!(cat.text.contains("may fetch everything"), "{}", cat.text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]
    #[test]
    fn the_summary_agrees_with_decide(
        lines in proptest::collection::vec((0usize..6, 0usize..8), 0..10),
    ) {
        const AGENTS: [&str; 6] = ["*", "Googlebot", "GPTBot", "CCBot", "AdsBot-Google", "Googlebot-Image"];
        const PATHS: [&str; 8] = ["/", "/a", "/a$", "/a/*.pdf", "/*?q=", "", "/b/", "/a/b"];
        let mut text = String::new();
        for (a, p) in lines {
            text.push_str(&format!("User-agent: {}\n{}: {}\n", AGENTS[a], if p % 3 == 0 { "Allow" } else { "Disallow" }, PATHS[p]));
        }
        agrees(&text);
    }
}

/// A crawler that ignores robots.txt may fetch everything whatever the file says: the sentence
/// says why.
#[test]
fn those_that_ignore_robots_txt_are_said_to() {
    let s = Robots::parse(b"User-agent: *\nDisallow: /\n").summary(&Options::default());
    let agents = s.categories.iter().find(|c| c.category == Category::AiUserTriggered).unwrap();
    let ignoring = agents.crawlers.iter().filter(|c| c.crawler.ignores_robots).count();
    assert!(ignoring > 0);
    assert!(agents.crawlers.iter().all(|c| (c.reach == Reach::Everything) == c.crawler.ignores_robots), "{}", agents.text);
    assert!(agents.text.contains("ignore robots.txt") || agents.text.contains("ignores robots.txt"), "{}", agents.text);
}

#[test]
fn the_summary_says_what_the_file_asks_of_its_star_group_about_ai_use() {
    let text = "User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n";
    let s = Robots::parse(text.as_bytes()).summary(&Options::default());
    let p = s.preference.expect("the * group states one");
    assert_eq!(p.lines, [2]);
    assert!(p.text.starts_with("The site asks that search may use it and not to train AI on it (line 2)."), "{}", p.text);
    // None stated, or none where the `*` group may not fetch `/`.
    assert!(Robots::parse(b"User-agent: *\nDisallow: /x\n").summary(&Options::default()).preference.is_none());
    let closed = "User-agent: *\nContent-Usage: train-ai=n\nDisallow: /\n";
    assert!(Robots::parse(closed.as_bytes()).summary(&Options::default()).preference.is_none());
}
