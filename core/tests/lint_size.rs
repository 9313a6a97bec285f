//! The lint of a file past the size limit covers what a crawler reads, and says what it left.

use robots_core::{LintRule, Options, Robots, GOOGLE_SIZE_LIMIT};

/// A file of `rules` rules under `*`, a typo on line 2, and `tail` after them.
fn file(rules: usize, tail: &str) -> String {
    format!("User-agent: *\nDisalow: /typo\n{}{tail}", "Disallow: /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n".repeat(rules))
}

#[test]
fn findings_past_the_cut_are_left_out_and_counted() {
    // The cut falls in line 11,380; what follows is never read by a crawler.
    let text = file(20_000, "Disallow: no-slash\nNoindex: /x\n");
    let lint = Robots::parse(text.as_bytes()).lint(&Options::default());
    let ids: Vec<_> = lint.iter().map(|l| (l.rule, l.line)).collect();
    assert!(ids.contains(&(LintRule::KeyTypo, 2)), "the typo before the cut is still found: {ids:?}");
    assert!(!ids.iter().any(|(r, _)| matches!(r, LintRule::PatternNoSlash | LintRule::NoindexIgnored)), "{ids:?}");
    let big = lint.iter().find(|l| l.rule == LintRule::FileTooLarge).expect("file-too-large");
    let cut_line = text[..GOOGLE_SIZE_LIMIT].matches('\n').count() as u32 + 1;
    assert_eq!(big.line, cut_line);
    assert!(big.message.contains(" more lines, not linted."), "{}", big.message);
    assert_eq!(big.span.start as usize, GOOGLE_SIZE_LIMIT);
    assert_eq!(big.span.end as usize, text.len());
}

#[test]
fn the_lint_of_a_huge_file_is_that_of_its_head() {
    let text = file(130_000, "");
    let whole = Robots::parse(text.as_bytes()).lint(&Options::default());
    let end = GOOGLE_SIZE_LIMIT + text[GOOGLE_SIZE_LIMIT..].find('\n').unwrap();
    let head = Robots::parse(&text.as_bytes()[..end]).lint(&Options::default());
    let without = |v: &[robots_core::Lint]| v.iter().filter(|l| l.rule != LintRule::FileTooLarge).cloned().collect::<Vec<_>>();
    assert_eq!(without(&whole), without(&head));
    assert_eq!(whole.iter().filter(|l| l.rule == LintRule::FileTooLarge).count(), 1);
}

#[test]
fn a_size_limit_moves_the_cut() {
    let text = file(100, "Disallow: no-slash\n");
    let lint = Robots::parse(text.as_bytes()).lint(&Options { size_limit: Some(1000), ..Options::default() });
    assert!(lint.iter().any(|l| l.rule == LintRule::FileTooLarge));
    assert!(!lint.iter().any(|l| l.rule == LintRule::PatternNoSlash));
    let all = Robots::parse(text.as_bytes()).lint(&Options::default());
    assert!(all.iter().any(|l| l.rule == LintRule::PatternNoSlash));
}

mod cut {
    use proptest::prelude::*;
    use robots_core::{LintRule, Options, Policy, Robots};

    /// Lines of every kind the rulesets keep apart: user agents, rules (escaped, `index.html`
    /// allows, rules before any group), records, comments and blank lines, with all three
    /// line ends.
    fn line() -> impl Strategy<Value = String> {
        let body = prop_oneof![
            Just("User-agent: *".to_string()),
            "[a-cA-C]{1,4}".prop_map(|t| format!("User-agent: {t}bot")),
            "/[a-c/*$%é ]{0,8}".prop_map(|p| format!("Disallow: {p}")),
            "/[a-c/]{0,4}".prop_map(|p| format!("Allow: {p}/index.html")),
            "/[a-c*]{0,5}".prop_map(|p| format!("allow:{p}")),
            Just("Sitemap: https://e.com/s.xml".to_string()),
            Just("Crawl-delay: 5".to_string()),
            Just("# note".to_string()),
            Just("Disalow: /typo".to_string()),
            Just(String::new()),
        ];
        (body, prop_oneof![Just("\n"), Just("\r\n"), Just("\r")]).prop_map(|(b, end)| b + end)
    }

    /// What the lint says, less the finding about the size.
    fn read(robots: &Robots, opts: &Options) -> Vec<robots_core::Lint> {
        robots.lint(opts).into_iter().filter(|l| l.rule != LintRule::FileTooLarge).collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Past the limit, the lint is that of the lines a crawler reads, read on their own:
        /// whether or not the whole file's lines were kept before, under both readings.
        #[test]
        fn the_lint_past_the_limit_is_that_of_the_head(lines in proptest::collection::vec(line(), 1..40), at in 0.0f64..1.0, rfc: bool, kept: bool) {
            let text = lines.concat();
            let limit = (text.len() as f64 * at) as usize;
            let policy = if rfc { Policy::Rfc9309 } else { Policy::Google };
            let opts = Options { size_limit: Some(limit), policy, ..Options::default() };
            let robots = Robots::parse(text.as_bytes());
            if kept {
                let _ = robots.lines();
            }
            let end = robots.lint_extent(&opts);
            let head = Robots::parse(&text.as_bytes()[..end]);
            prop_assert_eq!(read(&robots, &opts), read(&head, &Options { size_limit: None, policy, ..Options::default() }));
        }
    }
}
