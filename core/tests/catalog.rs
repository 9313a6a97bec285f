//! The crawler catalog: every entry complete and well-formed, the required crawlers present,
//! profiles as the operators document them, and coverage that agrees with the checker.

use std::collections::HashSet;

use robots_core::catalog::{self, Category, Obeys};
use robots_core::{Options, Policy, Robots, Via};

fn is_token(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphabetic() || b == b'-' || b == b'_')
}

#[test]
fn every_entry_is_complete() {
    let all = catalog::all();
    assert!(all.len() >= 60, "only {} entries", all.len());
    let mut seen = HashSet::new();
    for c in all {
        assert!(is_token(c.token), "{:?} is not a valid product token", c.token);
        assert!(seen.insert(c.token.to_ascii_lowercase()), "{} is listed twice", c.token);
        assert!(!c.operator.trim().is_empty(), "{}: operator", c.token);
        let p = c.purpose;
        assert!(p.len() > 15 && p.ends_with('.') && !p.contains('\n'), "{}: purpose should be one sentence: {p:?}", c.token);
        assert!(c.docs.starts_with("https://") || c.docs.starts_with("http://"), "{}: docs {:?}", c.token, c.docs);
        assert!(!c.docs.contains(' '), "{}: docs {:?}", c.token, c.docs);
        for f in c.fallbacks {
            assert!(is_token(f) && !f.eq_ignore_ascii_case(c.token), "{}: fallback {f:?}", c.token);
        }
        if c.ignores_robots {
            assert_eq!(c.obeys, Obeys::No, "{} ignores robots.txt, so it does not obey it", c.token);
        }
        for ua in c.user_agents {
            assert!(!ua.trim().is_empty() && ua.is_ascii(), "{}: user agent {ua:?}", c.token);
        }
        assert_eq!(catalog::find(&c.token.to_ascii_uppercase()).map(|f| f.token), Some(c.token));
    }
}

/// Issue 40: the catalog as sourced data. Every entry says where its facts come from and when
/// they were checked; a name that is not a product token keeps its written form beside the
/// token Google's parser reads of it.
#[test]
fn every_entry_is_sourced_and_dated() {
    let all = catalog::all();
    assert!(all.len() >= 150, "only {} entries", all.len());
    let date = |d: &str| d.len() == 10 && d.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 { b == b'-' } else { b.is_ascii_digit() });
    for c in all {
        assert!(c.source.starts_with("https://") && !c.source.contains(' '), "{}: source {:?}", c.token, c.source);
        assert!(date(c.checked) && ("2024-01-01"..="2026-12-31").contains(&c.checked), "{}: checked {:?}", c.token, c.checked);
        assert!(c.checked <= catalog::checked(), "{}: checked after the catalog's date", c.token);
        assert!(
            c.ip_ranges.is_empty() || c.ip_ranges.starts_with("https://") && !c.ip_ranges.contains(' '),
            "{}: {:?}",
            c.token,
            c.ip_ranges
        );
        for d in c.reverse_dns {
            assert!(
                !d.is_empty() && d.contains('.') && d.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-'),
                "{}: {d:?}",
                c.token
            );
        }
        if !c.written.is_empty() {
            // The written name starts with the token, and the next character is what Google's parser stops at.
            let rest = c.written.strip_prefix(c.token).unwrap_or_else(|| panic!("{}: written {:?}", c.token, c.written));
            assert!(
                rest.bytes().next().is_some_and(|b| !(b.is_ascii_alphabetic() || b == b'-' || b == b'_')),
                "{}: {:?}",
                c.token,
                c.written
            );
        }
        if c.obeys == Obeys::Partly {
            assert!(!c.obeys_note.is_empty(), "{}: obeys partly, but says not how", c.token);
        }
        assert!(c.obeys_note.is_empty() || c.obeys_note.ends_with('.') && !c.obeys_note.contains('\n'), "{}: {:?}", c.token, c.obeys_note);
    }
    assert!(date(catalog::checked()), "{:?}", catalog::checked());
    // Every fallback names an entry: a profile resolves to groups the catalog knows.
    for c in all {
        for f in c.fallbacks {
            assert!(catalog::find(f).is_some(), "{}: falls back to {f}, which the catalog lacks", c.token);
        }
    }
}

#[test]
fn every_category_is_used() {
    for cat in Category::ALL {
        assert!(catalog::all().iter().any(|c| c.category == cat), "no {} entry", cat.id());
    }
}

#[test]
fn every_entry_has_a_purpose_and_ai_training_holds_its_tokens() {
    // Issue 36: "which AI crawlers are blocked?" must take in the tokens that govern AI
    // training, not leave them in a category of their own.
    let training: Vec<_> = catalog::all().iter().filter(|c| c.category == Category::AiTraining).map(|c| c.token).collect();
    for t in ["GPTBot", "Google-Extended", "Applebot-Extended", "CCBot"] {
        assert!(training.contains(&t), "{t} is not under AI training: {training:?}");
    }
    for c in catalog::all() {
        assert!(Category::ALL.contains(&c.category), "{}: purpose {:?} not listed", c.token, c.category);
        // A control token says so in its row; a crawler has no note.
        let control = c.purpose.starts_with("No crawler of its own") || c.token.ends_with("-Extended");
        assert_eq!(control, c.note.starts_with("control token: not a crawler, it governs how "), "{}: note {:?}", c.token, c.note);
        assert!(c.note.is_empty() || c.note.ends_with(&format!("{} uses pages", c.operator)), "{}: {:?}", c.token, c.note);
    }
    assert_eq!(catalog::find("Google-Extended").unwrap().note, "control token: not a crawler, it governs how Google uses pages");
}

#[test]
fn the_label_table_covers_every_category() {
    let mut labels = HashSet::new();
    let mut ids = HashSet::new();
    for cat in Category::ALL {
        let l = cat.label();
        assert!(!l.trim().is_empty() && l.len() < 32 && l.starts_with(|c: char| c.is_ascii_uppercase()), "{:?}: {l:?}", cat);
        assert!(labels.insert(l) && ids.insert(cat.id()), "{:?} is not told apart", cat);
    }
    assert_eq!(Category::ALL[2].label(), "AI training");
}

#[test]
fn the_catalog_lists_categories_in_page_order() {
    // The page lists categories as the catalog first names them: that must be `ALL`'s order,
    // every entry of a category together.
    let mut order: Vec<Category> = Vec::new();
    for c in catalog::all() {
        if order.last() != Some(&c.category) {
            assert!(!order.contains(&c.category), "{}: {:?} is split in two", c.token, c.category);
            order.push(c.category);
        }
    }
    assert_eq!(order, Category::ALL);
}

#[test]
fn the_crawlers_the_page_needs_are_there() {
    let needed = [
        "Googlebot",
        "Googlebot-Image",
        "Googlebot-News",
        "Googlebot-Video",
        "Storebot-Google",
        "Google-InspectionTool",
        "GoogleOther",
        "AdsBot-Google",
        "AdsBot-Google-Mobile",
        "Mediapartners-Google",
        "APIs-Google",
        "Bingbot",
        "AdIdxBot",
        "Applebot",
        "DuckDuckBot",
        "YandexBot",
        "Baiduspider",
        "GPTBot",
        "OAI-SearchBot",
        "ChatGPT-User",
        "ClaudeBot",
        "Claude-User",
        "Claude-SearchBot",
        "PerplexityBot",
        "Perplexity-User",
        "Google-Extended",
        "Applebot-Extended",
        "CCBot",
        "Bytespider",
        "meta-externalagent",
        "meta-externalfetcher",
        "Amazonbot",
        "cohere-ai",
        "Google-Safety",
        "FeedFetcher-Google",
        "Google-Site-Verification",
    ];
    for token in needed {
        assert!(catalog::find(token).is_some(), "{token} missing");
    }
}

#[test]
fn documented_behaviour() {
    let p = catalog::profile("Googlebot-Image").unwrap();
    assert_eq!(p.fallbacks, ["Googlebot"]);
    assert_eq!(catalog::profile("applebot").unwrap().fallbacks, ["Googlebot"]);
    for t in ["AdsBot-Google", "AdsBot-Google-Mobile", "APIs-Google", "Mediapartners-Google"] {
        assert!(catalog::find(t).unwrap().ignores_wildcard, "{t}");
    }
    let wildcard_skippers: Vec<_> = catalog::all().iter().filter(|c| c.ignores_wildcard).map(|c| c.token).collect();
    assert_eq!(wildcard_skippers.len(), 4, "{wildcard_skippers:?}");
    for t in ["Google-Safety", "ChatGPT-User", "Perplexity-User", "meta-externalfetcher", "FeedFetcher-Google", "Google-Site-Verification"]
    {
        assert!(catalog::find(t).unwrap().ignores_robots, "{t}");
    }
    for t in ["Google-Extended", "Applebot-Extended"] {
        assert_eq!(catalog::find(t).unwrap().category, Category::AiTraining, "{t}");
    }
    assert!(catalog::find("Googlebot").unwrap().user_agents.iter().any(|u| u.contains("Googlebot/2.1")));
}

#[test]
fn the_profile_table_is_the_entries() {
    // `profile` reads its own table (for builds without the descriptions): every entry's
    // profile is there, under any ASCII case, and nothing else is.
    for c in catalog::all() {
        for name in [c.token.to_string(), c.token.to_ascii_uppercase(), c.token.to_ascii_lowercase()] {
            assert_eq!(catalog::profile(&name), Some(c.profile()), "{name}");
        }
    }
    assert_eq!(catalog::profile("NoSuchBot"), None);
    assert_eq!(catalog::profile(""), None);
}

#[test]
fn profiles_drive_checks() {
    let robots = Robots::parse(b"User-agent: googlebot\nDisallow: /g\n\nUser-agent: *\nDisallow: /\n");
    let opts = |t: &str| Options { profile: catalog::profile(t), ..Options::default() };
    assert!(robots.check_with("", "/x", &opts("Googlebot-Image")).allowed());
    assert!(!robots.check_with("", "/g", &opts("Googlebot-Image")).allowed());
    assert!(robots.check_with("", "/x", &opts("AdsBot-Google")).allowed());
    assert!(robots.check_with("", "/x", &opts("Google-Safety")).allowed());
    assert!(!robots.check_with("", "/x", &opts("GPTBot")).allowed());
}

const FILES: &[&str] = &[
    "User-agent: *\nDisallow: /\n",
    "User-agent: *\nDisallow: /private\n\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n",
    "User-agent: Googlebot\nAllow: /\nDisallow: /*\n\nUser-agent: applebot\nDisallow: /\n",
    "User-agent: googlebot\nDisallow:\n\nUser-agent: *\nDisallow: /\nUser-agent: Yandex\nDisallow: /\n",
    "User-agent: Google-Extended\nUser-agent: Applebot-Extended\nDisallow: /\n\nUser-agent: GoogleOther\nDisallow: /$\n",
    "User-agent: ClaudeBot\nAllow: /index.html\nDisallow: /\n",
    "# nothing\n",
];

#[test]
fn coverage_agrees_with_the_checker() {
    for policy in [Policy::Google, Policy::Rfc9309] {
        for text in FILES {
            let robots = Robots::parse(text.as_bytes());
            let cov = robots.coverage_with(&Options::policy(policy));
            assert_eq!(cov.crawlers.len(), catalog::all().len());
            for c in &cov.crawlers {
                let opts = Options { policy, profile: Some(c.crawler.profile()), ..Options::default() };
                let v = robots.check_with(c.crawler.token, "https://example.com/", &opts);
                assert_eq!(c.root_allowed, v.allowed(), "{} in {text:?} ({policy:?})", c.crawler.token);
                let lines: Vec<u32> = v.groups.iter().map(|g| g.line).collect();
                assert_eq!(c.lines, lines, "{} in {text:?}", c.crawler.token);
            }
        }
    }
}

#[test]
fn coverage_names_groups_and_fall_through() {
    let robots = Robots::parse(FILES[1].as_bytes());
    let cov = robots.coverage();
    let named: Vec<_> = cov.named_groups.iter().map(|g| (g.token.as_str(), g.lines.clone(), g.crawler.is_some())).collect();
    assert_eq!(named, [("GPTBot", vec![4], true), ("CCBot", vec![4], true)]);
    assert!(cov.has_wildcard);
    let fall: Vec<_> = cov.fall_through().collect();
    assert!(fall.contains(&"ClaudeBot") && !fall.contains(&"GPTBot") && !fall.contains(&"AdsBot-Google"));
    let blocked: Vec<_> = cov.blocked_from_root().collect();
    assert_eq!(blocked, ["GPTBot", "CCBot"]);
    let ads = cov.crawlers.iter().find(|c| c.crawler.token == "AdsBot-Google").unwrap();
    assert_eq!(ads.via, Via::WildcardIgnored);
    let image = Robots::parse(FILES[2].as_bytes()).coverage();
    let gi = image.crawlers.iter().find(|c| c.crawler.token == "Googlebot-Image").unwrap();
    assert_eq!((gi.via, gi.uses), (Via::FallbackGroup, "Googlebot"));
}
