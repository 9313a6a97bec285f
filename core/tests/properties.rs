//! Property tests: the fast matcher against the obviously-correct one, the trie `Matcher`
//! against `check`, a differential test against the `robotstxt` crate, and invariants of
//! the verdict that must hold for any file.

use proptest::prelude::*;
use robots_core::pattern::{matches, matches_naive};
use robots_core::{Options, Policy, Robots, Role};

fn pattern(wild: bool) -> impl Strategy<Value = String> {
    let alphabet = if wild { "[ab/$*]{0,7}" } else { "[ab/$]{0,7}" };
    (prop::bool::ANY, alphabet).prop_map(|(slash, p)| if slash { format!("/{p}") } else { p })
}

fn url() -> impl Strategy<Value = String> {
    "/[ab/$?=;]{0,8}"
}

fn agent_value() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["a", "b", "A", "*", "Googlebot", "googlebot/2.1", "* x", "c d"])
}

/// A generated group: its user-agent values, then its records as (kind, value).
type Group = (Vec<&'static str>, Vec<(u8, String)>);

/// A file of groups; each group has user-agent lines, then rules and other records.
fn file(wild: bool) -> impl Strategy<Value = Vec<Group>> {
    let rule = (0u8..5, pattern(wild));
    let group = (prop::collection::vec(agent_value(), 1..3), prop::collection::vec(rule, 0..5));
    prop::collection::vec(group, 0..5)
}

/// Like [`file`], but every group has at least one rule, so no two groups can run together
/// when they are reordered or when another group is added.
fn separated_file() -> impl Strategy<Value = Vec<Group>> {
    let rule = (0u8..4, pattern(true));
    let group = (prop::collection::vec(agent_value(), 1..3), prop::collection::vec(rule, 1..5));
    prop::collection::vec(group, 0..5)
}

fn render(groups: &[Group]) -> String {
    let mut out = String::new();
    for (agents, rules) in groups {
        for a in agents {
            out += &format!("User-agent: {a}\n");
        }
        for (kind, p) in rules {
            out += &match kind {
                0 | 1 => format!("Allow: {p}\n"),
                2 | 3 => format!("Disallow: {p}\n"),
                _ => "Crawl-delay: 3\n".to_string(),
            };
        }
    }
    out
}

fn agent() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["a", "b", "Googlebot", "x"])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn fast_pattern_matcher_agrees_with_naive(p in pattern(true), path in "[ab/$]{0,10}") {
        prop_assert_eq!(matches(p.as_bytes(), path.as_bytes()), matches_naive(p.as_bytes(), path.as_bytes()));
    }

    #[test]
    fn trie_matcher_agrees_with_check(f in file(true), a in agent(), u in url(), rfc in prop::bool::ANY) {
        let robots = Robots::parse(render(&f).as_bytes());
        let opts = Options::policy(if rfc { Policy::Rfc9309 } else { Policy::Google });
        let v = robots.check_with(a, &u, &opts);
        prop_assert_eq!(robots.matcher_with(a, &opts).decide(&u), (v.allowed, v.winner_line().unwrap_or(0)));
    }

    #[test]
    fn decide_agrees_with_check(f in file(true), a in agent(), u in url(), rfc in prop::bool::ANY, limit in prop::option::of(0usize..200)) {
        let robots = Robots::parse(render(&f).as_bytes());
        let opts = Options { policy: if rfc { Policy::Rfc9309 } else { Policy::Google }, size_limit: limit, profile: None, fetch: None };
        let v = robots.check_with(a, &u, &opts);
        prop_assert_eq!(robots.decide_with(a, &u, &opts), (v.allowed, v.winner_line().unwrap_or(0)));
    }

    /// The `robotstxt` crate is a port of an older reference: its wildcard matcher inserts into
    /// its position list instead of overwriting it, it indexes chars, not bytes, and it still
    /// lets any other record (`Crawl-delay`) end a group, which the reference stopped doing
    /// (google/robotstxt #51). So only ASCII files without `*` and without other records are
    /// compared.
    #[test]
    fn agrees_with_robotstxt_crate_without_wildcards(f in file(false), a in agent(), u in url()) {
        let text = render(&f).replace("Crawl-delay: 3\n", "");
        let ours = Robots::parse(text.as_bytes()).check(a, &u).allowed;
        let theirs = robotstxt::DefaultMatcher::default().one_agent_allowed_by_robots(&text, a, &u);
        prop_assert_eq!(ours, theirs, "file:\n{}", text);
    }

    #[test]
    fn verdict_does_not_depend_on_group_order(f in separated_file(), a in agent(), u in url()) {
        let mut rev = f.clone();
        rev.reverse();
        let v1 = Robots::parse(render(&f).as_bytes()).check(a, &u);
        let v2 = Robots::parse(render(&rev).as_bytes()).check(a, &u);
        prop_assert_eq!(v1.allowed, v2.allowed);
        prop_assert_eq!(v1.winner.map(|w| (w.kind, w.priority)), v2.winner.map(|w| (w.kind, w.priority)));
    }

    #[test]
    fn a_star_group_never_changes_a_named_agent(
        mut f in separated_file(),
        named in prop::collection::vec((0u8..4, pattern(true)), 1..4),
        u in url(),
        extra in prop::collection::vec((0u8..4, pattern(true)), 1..4),
    ) {
        f.push((vec!["a"], named));
        let robots = Robots::parse(render(&f).as_bytes());
        let mut more = f.clone();
        more.insert(0, (vec!["*"], extra));
        let shift = 1 + more[0].1.len() as u32;
        let v1 = robots.check("a", &u);
        let v2 = Robots::parse(render(&more).as_bytes()).check("a", &u);
        prop_assert_eq!((v1.allowed, v1.winner_line()), (v2.allowed, v2.winner_line().map(|l| l - shift)));
    }

    #[test]
    fn the_winner_belongs_to_a_taken_group(f in file(true), a in agent(), u in url(), rfc in prop::bool::ANY) {
        let robots = Robots::parse(render(&f).as_bytes());
        let opts = Options::policy(if rfc { Policy::Rfc9309 } else { Policy::Google });
        let v = robots.check_with(a, &u, &opts);
        if let Some(w) = &v.winner {
            let groups = robots.groups(opts.policy);
            let owner = groups.iter().find(|g| g.rule_lines.contains(&w.line)).expect("winner has a group");
            prop_assert!(v.groups.iter().any(|g| g.line == owner.line));
            prop_assert!(v.rules.iter().any(|r| r.line == w.line && r.matched));
        }
    }

    #[test]
    fn highlight_roles_agree_with_the_verdict(f in file(true), a in agent(), u in url()) {
        let robots = Robots::parse(render(&f).as_bytes());
        let opts = Options::default();
        let v = robots.check_with(a, &u, &opts);
        let roles = robots.highlight(a, Some(&u), &opts);
        let winners: Vec<u32> = roles.iter().filter(|r| r.role == Role::Winner).map(|r| r.line).collect();
        prop_assert_eq!(winners, v.winner_line().into_iter().collect::<Vec<_>>());
        for r in &v.rules {
            let role = roles.iter().find(|x| x.line == r.line).map(|x| x.role);
            let want = if Some(r.line) == v.winner_line() { Role::Winner } else if r.matched { Role::Loser } else { Role::Merged };
            prop_assert_eq!(role, Some(want));
        }
    }

    #[test]
    fn any_bytes_parse_and_check(bytes in prop::collection::vec(any::<u8>(), 0..300), u in ".{0,20}") {
        let robots = Robots::parse(&bytes);
        for policy in [Policy::Google, Policy::Rfc9309] {
            let opts = Options::policy(policy);
            let v = robots.check_with("a", &u, &opts);
            prop_assert_eq!(robots.matcher_with("a", &opts).decide(&u), (v.allowed, v.winner_line().unwrap_or(0)));
            let _ = robots.highlight("a", Some(&u), &opts);
        }
        let _ = robots.diagnostics();
    }
}

#[test]
fn long_lines_are_cut_at_16663_bytes() {
    let keep = 16_663 - "Disallow: ".len();
    let text = format!("User-agent: *\nDisallow: /{}b\n", "a".repeat(keep - 1));
    let robots = Robots::parse(text.as_bytes());
    let cut = format!("/{}", "a".repeat(keep - 1));
    assert!(!robots.check("x", &format!("{cut}c")).allowed, "the cut pattern ends before the b");
    assert!(robots.lines()[1].has(robots_core::lines::flag::TOO_LONG));
    let fits = format!("User-agent: *\nDisallow: /{}b\n", "a".repeat(keep - 2));
    assert!(Robots::parse(fits.as_bytes()).check("x", &format!("/{}c", "a".repeat(keep - 2))).allowed);
}

#[test]
fn adversarial_wildcards_finish() {
    let pattern = format!("/{}b", "*a".repeat(200));
    let path = format!("/{}", "a".repeat(20_000));
    let text = format!("User-agent: *\nDisallow: {pattern}\n");
    let robots = Robots::parse(text.as_bytes());
    assert!(robots.check("x", &path).allowed);
    assert!(robots.matcher("x").allowed(&path));
}

/// The reference's `GetPathParamsQuery`, step by step, as the model for `path_of`.
fn path_model(url: &[u8]) -> Vec<u8> {
    let find = |from: usize, f: &dyn Fn(u8) -> bool| url.iter().skip(from).position(|&b| f(b)).map(|i| i + from);
    let search_start = if url.starts_with(b"//") { 2 } else { 0 };
    let early = find(search_start, &|b| matches!(b, b'/' | b'?' | b';'));
    let mut proto = url.windows(3).skip(search_start).position(|w| w == b"://").map(|i| i + search_start);
    if let (Some(e), Some(p)) = (early, proto) {
        if e < p {
            proto = None;
        }
    }
    let proto_end = proto.map_or(search_start, |p| p + 3);
    let Some(start) = find(proto_end, &|b| matches!(b, b'/' | b'?' | b';')) else { return b"/".to_vec() };
    let hash = find(search_start, &|b| b == b'#');
    if hash.is_some_and(|h| h < start) {
        return b"/".to_vec();
    }
    let mut path = url[start..hash.unwrap_or(url.len())].to_vec();
    if let Some(n) = path.iter().position(|&b| b == 0) {
        path.truncate(n);
    }
    if url[start] != b'/' {
        path.insert(0, b'/');
    }
    path
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5000))]

    #[test]
    fn path_of_agrees_with_the_reference_steps(url in "[/:?;#a\\x00]{0,12}") {
        prop_assert_eq!(robots_core::pattern::path_of(url.as_bytes()).into_owned(), path_model(url.as_bytes()));
    }
}
