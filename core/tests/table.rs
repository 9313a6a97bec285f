//! `Robots::decide_table` (a crawler matrix in one call) and `diff` (two versions compared)
//! against `decide_with` cell by cell: under both policies, with and without the size cut-off,
//! with each agent's catalog profile or none, for short rows and for long ones (answered by a
//! matcher).

use proptest::prelude::*;
use robots_core::{catalog, diff, Flip, Options, Policy, Profile, Robots};

/// Tokens with their production behaviour in the catalog: fallbacks (Googlebot-Image →
/// Googlebot), groups of their own only (AdsBot-Google), no robots.txt at all, and tokens the
/// catalog does not know.
const AGENTS: &[&str] =
    &["Googlebot", "Googlebot-Image", "AdsBot-Google", "Mediapartners-Google", "GPTBot", "Google-Safety", "a", "b", "*", ""];

fn file() -> impl Strategy<Value = String> {
    let agent = prop::sample::select(vec!["Googlebot", "googlebot-image", "AdsBot-Google", "GPTBot", "*", "a", "b"]);
    let rule = (0u8..3, "/?[ab/$*]{0,6}");
    let group = (prop::collection::vec(agent, 1..3), prop::collection::vec(rule, 0..4));
    prop::collection::vec(group, 0..6).prop_map(|groups| {
        let mut out = String::new();
        for (agents, rules) in groups {
            for a in agents {
                out += &format!("User-agent: {a}\n");
            }
            for (kind, p) in rules {
                out += &match kind {
                    0 => format!("Allow: {p}\n"),
                    1 => format!("Disallow: {p}\n"),
                    _ => "Crawl-delay: 1\n".to_string(),
                };
            }
        }
        out
    })
}

fn own_profile(agent: &str) -> Profile {
    catalog::profile(agent).unwrap_or_else(|| Profile::plain(agent))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn table_agrees_with_decide(
        text in file(),
        urls in prop::collection::vec("/[ab/$?]{0,6}", 1..4),
        rfc in prop::bool::ANY,
        limit in prop::option::of(0usize..120),
        profiles in prop::bool::ANY,
    ) {
        let robots = Robots::parse(text.as_bytes());
        let opts = Options { policy: if rfc { Policy::Rfc9309 } else { Policy::Google }, size_limit: limit, profile: None, fetch: None };
        let urls: Vec<&str> = urls.iter().map(String::as_str).collect();
        let table = robots.decide_table(AGENTS, &urls, &opts, profiles);
        prop_assert_eq!(table.len(), AGENTS.len() * urls.len());
        for (i, agent) in AGENTS.iter().enumerate() {
            let o = if profiles { Options { profile: Some(own_profile(agent)), ..opts.clone() } } else { opts.clone() };
            for (j, url) in urls.iter().enumerate() {
                prop_assert_eq!(table[i * urls.len() + j], robots.decide_with(agent, url, &o), "agent {} url {} file:\n{}", agent, url, text);
            }
        }
    }

    /// Rows of many URLs are answered by a matcher of the groups taken (see `INDEXED_ROW`):
    /// the same answers and lines.
    #[test]
    fn long_rows_agree_with_decide(
        text in file(),
        urls in prop::collection::vec("/[ab/$?]{0,6}", 64..90),
        rfc in prop::bool::ANY,
        profiles in prop::bool::ANY,
    ) {
        let robots = Robots::parse(text.as_bytes());
        let opts = Options { policy: if rfc { Policy::Rfc9309 } else { Policy::Google }, ..Options::default() };
        let urls: Vec<&str> = urls.iter().map(String::as_str).collect();
        let table = robots.decide_table(AGENTS, &urls, &opts, profiles);
        for (i, agent) in AGENTS.iter().enumerate() {
            let o = if profiles { Options { profile: Some(own_profile(agent)), ..opts.clone() } } else { opts.clone() };
            for (j, url) in urls.iter().enumerate() {
                prop_assert_eq!(table[i * urls.len() + j], robots.decide_with(agent, url, &o), "agent {} url {} file:\n{}", agent, url, text);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// `diff` keeps each version's distinct rows once and compares each pair of rows once: the
    /// flips are those of comparing every agent's answers one by one.
    #[test]
    fn diff_agrees_with_decide(
        before in file(),
        after in file(),
        urls in prop::collection::vec("/[ab/$?]{0,6}", 0..90),
        rfc in prop::bool::ANY,
        limit in prop::option::of(0usize..120),
        profiles in prop::bool::ANY,
    ) {
        let (a, b) = (Robots::parse(before.as_bytes()), Robots::parse(after.as_bytes()));
        let opts = Options { policy: if rfc { Policy::Rfc9309 } else { Policy::Google }, size_limit: limit, profile: None, fetch: None };
        let urls: Vec<&str> = urls.iter().map(String::as_str).collect();
        let mut want = Vec::new();
        for (i, agent) in AGENTS.iter().enumerate() {
            let o = if profiles { Options { profile: Some(own_profile(agent)), ..opts.clone() } } else { opts.clone() };
            for (j, url) in urls.iter().enumerate() {
                let (x, y) = (a.decide_with(agent, url, &o), b.decide_with(agent, url, &o));
                if x.0 != y.0 {
                    want.push(Flip { agent: i as u32, url: j as u32, before: x, after: y });
                }
            }
        }
        prop_assert_eq!(diff(&a, &b, AGENTS, &urls, &opts, profiles), want, "before:\n{}\nafter:\n{}", before, after);
    }
}

#[test]
fn agents_that_take_the_same_groups_share_answers_and_the_others_keep_their_own() {
    let robots =
        Robots::parse(b"User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: AdsBot-Google\nAllow: /\n");
    let urls = ["/private/x", "/public"];
    let google = robots.decide_table(&["Bingbot", "GPTBot", "AdsBot-Google", "CCBot"], &urls, &Options::default(), false);
    assert_eq!(google, [(false, 2), (true, 0), (false, 5), (false, 5), (true, 8), (true, 8), (false, 2), (true, 0)]);
    // Mediapartners-Google ignores `*` in production: allowed everywhere under its profile.
    let crawler = robots.decide_table(&["Mediapartners-Google", "Bingbot"], &urls, &Options::default(), true);
    assert_eq!(crawler, [(true, 0), (true, 0), (false, 2), (true, 0)]);
    assert!(robots.decide_table(&[], &urls, &Options::default(), true).is_empty());
    assert!(robots.decide_table(&["GPTBot"], &[], &Options::default(), false).is_empty());
}
