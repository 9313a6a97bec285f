//! Lint on lines that are not robots.txt at all (issue 37): one finding per block of HTML,
//! CSS, JavaScript, server configuration or prose, never a colon fix inside one; an HTML
//! page served as robots.txt; markup that hides a directive; a full URL read as a pattern.
//! (`every_rule_has_a_case` in lint.rs counts the cases here.)

#[macro_use]
mod support;
use robots_core::{Lint, LintRule, Robots};
use support::{ids, lint};

/// The findings of `rule` in `text`.
fn of(text: &str, rule: LintRule) -> Vec<Lint> {
    lint(text).into_iter().filter(|l| l.rule == rule).collect()
}

/// The per-line findings that must not appear on a line crawlers skip as part of a block.
const PER_LINE: [LintRule; 3] = [LintRule::MissingColon, LintRule::InvalidLine, LintRule::UnknownKey];

/// `text` has one `not-robots-txt` finding, at `line`, whose message names `kind`, and no
/// per-line finding in its lines.
fn one_block(text: &str, line: u32, last: u32, kind: &str) {
    let lints = lint(text);
    let blocks: Vec<&Lint> = lints.iter().filter(|l| l.rule == LintRule::NotRobotsTxt).collect();
    assert_eq!(blocks.len(), 1, "{:?}", ids(&lints));
    assert_eq!(blocks[0].line, line);
    assert!(blocks[0].message.contains(&format!(" {kind};")), "{}", blocks[0].message);
    let noisy: Vec<_> = lints.iter().filter(|l| PER_LINE.contains(&l.rule) && (line..=last).contains(&l.line)).collect();
    assert!(noisy.is_empty(), "{noisy:?}");
    assert!(lints.iter().all(|l| l.fix.as_ref().is_none_or(|f| f.label != "Add the colon")), "{:?}", ids(&lints));
}

fires!(block_of_html, NotRobotsTxt, "User-agent: *\nDisallow: /x\n<br />\n<br />\n", 3);
quiet!(block_near, NotRobotsTxt, "User-agent: *\nDisallow: /x\nAllow: /y\nCrawl-delay: 4\nSitemap: https://e.com/s.xml\n");

#[test]
fn html_lines_are_one_block() {
    one_block("User-agent: *\nDisallow: /x\n<br />\n\n<p>Google Image</p>\n</div>\n", 3, 6, "HTML");
}

#[test]
fn one_tag_line_is_a_block() {
    one_block("User-agent: *\nDisallow: /x\n<br />\n", 3, 3, "HTML");
}

#[test]
fn prose_is_a_block() {
    one_block("robots.txt ankuni\nGoogle Image\nUser-agent: *\nDisallow: /x\n", 1, 2, "prose");
}

#[test]
fn server_configuration_is_a_block() {
    one_block(
        "User-agent: *\nDisallow: /x\n\nExpiresActive on\nExpiresByType image/jpg \"access plus 1 year\"\n",
        4,
        5,
        "server configuration",
    );
}

#[test]
fn css_is_a_block() {
    one_block("User-agent: *\nDisallow: /x\nbody {\n  color: red;\n}\n", 3, 5, "CSS");
}

#[test]
fn javascript_is_a_block() {
    one_block("User-agent: *\nDisallow: /x\n<script>\nvar x = 1;\nif (x) {\n}\n</script>\n", 3, 7, "JavaScript");
}

#[test]
fn ascii_art_is_a_block() {
    one_block("User-agent: *\nDisallow: /x\n  /\\_/\\\n ( o.o )\n  > ^ <\n", 3, 5, "ASCII art");
}

/// A pasted word list (a password list served as robots.txt, bot names without a key) is one
/// finding, not an invalid line per word.
#[test]
fn a_word_list_is_a_block() {
    one_block("123456\npassword\n\nqwerty\nletmein\ndragon\n", 1, 6, "a list of words");
    one_block("User-agent: *\nDisallow: /\nAhrefsBot\nSemrushBot\nMJ12bot\nDotBot\n", 3, 6, "a list of words");
}

/// Three single words are not yet a list: each stays an invalid line.
#[test]
fn three_words_are_no_list() {
    let lints = lint("User-agent: *\nDisallow: /x\nAhrefsBot\nSemrushBot\nMJ12bot\n");
    assert!(!lints.iter().any(|l| l.rule == LintRule::NotRobotsTxt), "{:?}", ids(&lints));
    assert_eq!(lints.iter().filter(|l| l.rule == LintRule::InvalidLine).count(), 3, "{:?}", ids(&lints));
}

/// Two blocks with directives between them: two findings.
#[test]
fn directives_end_a_block() {
    let lints = of("Google Image\nrobots.txt ankuni\nUser-agent: *\nDisallow: /\n<br />\n<br />\n", LintRule::NotRobotsTxt);
    assert_eq!(lints.iter().map(|l| l.line).collect::<Vec<_>>(), [1, 5]);
}

/// One stray line is what it was: an unknown key, and no colon fix for a key nobody reads.
#[test]
fn a_single_stray_line_is_no_block() {
    let lints = lint("User-agent: *\nDisallow: /x\nGoogle Image\n");
    assert!(!lints.iter().any(|l| l.rule == LintRule::NotRobotsTxt), "{:?}", ids(&lints));
    assert!(lints.iter().any(|l| l.rule == LintRule::UnknownKey && l.line == 3), "{:?}", ids(&lints));
    assert!(!lints.iter().any(|l| l.rule == LintRule::MissingColon), "{:?}", ids(&lints));
    let lints = lint("User-agent: *\nDisallow: /x\nAll spiders are welcome\n");
    assert!(lints.iter().any(|l| l.rule == LintRule::InvalidLine && l.line == 3), "{:?}", ids(&lints));
}

/// A directive Google reads without its colon keeps its finding and fix, even among prose.
#[test]
fn a_real_missing_colon_stays() {
    for text in ["User-agent: *\nDisallow /x\n", "User-agent: *\nGoogle Image\nDisallow /x\nrobots.txt ankuni\n"] {
        let lints = of(text, LintRule::MissingColon);
        assert_eq!(lints.len(), 1, "{text}");
        assert_eq!(lints[0].fix.as_ref().map(|f| f.insert.as_str()), Some(":"));
    }
    // Three words after a robots.txt key: an invalid line, not prose.
    let lints = lint("User-agent: *\nDisallow /a /b\nDisallow /c /d\n");
    assert!(lints.iter().filter(|l| l.rule == LintRule::InvalidLine).count() == 2, "{:?}", ids(&lints));
    assert!(!lints.iter().any(|l| l.rule == LintRule::NotRobotsTxt), "{:?}", ids(&lints));
}

// Unknown `key: value` records and binary data are no block.
quiet!(records_are_no_block, NotRobotsTxt, "User-agent: *\nACAP-crawler: *\nACAP-disallow-crawl: /search/\nhttp://e.com/sitemap.xml\n");
quiet!(binary_is_no_block, NotRobotsTxt, "User-agent: *\n\u{1}\u{2}x y\n\u{3}\u{4}z w\n");

fires!(
    html_page,
    HtmlDocument,
    "<!DOCTYPE html>\n<html>\n<head><title>Not found</title></head>\n<body>\n<h1>404</h1>\n</body>\n</html>\n",
    1
);
fires!(
    html_page_mostly_markup,
    HtmlDocument,
    "<meta charset=utf-8><style>body{margin:0}</style><iframe src=\"http://e.com/\"></iframe>\n",
    1
);
quiet!(html_page_near, HtmlDocument, "<!-- generated -->\nUser-agent: *\nDisallow: /a\nDisallow: /b\nSitemap: https://e.com/s.xml\n");

/// The page's finding says what survives, and replaces the block findings.
#[test]
fn an_html_page_says_what_crawlers_read() {
    let lints = lint("<html>\n<body>\n<pre>\nUser-agent: *\nDisallow: /private\n</pre>\n</body>\n</html>\n");
    let page = lints.iter().find(|l| l.rule == LintRule::HtmlDocument).expect("html-document");
    assert!(page.message.contains("1 rule in 1 group."), "{}", page.message);
    assert!(!lints.iter().any(|l| l.rule == LintRule::NotRobotsTxt || PER_LINE.contains(&l.rule)), "{:?}", ids(&lints));
}

fires!(br_between_directives, DirectiveInMarkup, "User-agent: *\nDisallow: /a<br/>Sitemap: https://e.com/s.xml\n", 2);
fires!(directive_inside_tags, DirectiveInMarkup, "User-agent: *\nDisallow: /x\n<p>Disallow: /private</p>\n<br />\n", 3);
quiet!(directive_in_markup_near, DirectiveInMarkup, "User-agent: *\nDisallow: /a<b\nDisallow: /search?q=a>b\n<p>Hello</p>\n");

/// `Disallow: /a<br/>Sitemap: ...` is one pattern: the message names the lost sitemap, and
/// the fix puts it on its own line.
#[test]
fn markup_in_a_value_loses_the_directive_after_it() {
    let text = "User-agent: *\nDisallow: /a<br/>Sitemap: https://e.com/s.xml\n";
    let robots = Robots::parse(text.as_bytes());
    assert_eq!(robots.sitemaps().len(), 0, "Google reads no sitemap here");
    let l = &of(text, LintRule::DirectiveInMarkup)[0];
    assert!(l.message.contains("\"Sitemap:\" after the markup is lost"), "{}", l.message);
    let f = l.fix.as_ref().expect("fix");
    let mut fixed = text.to_string();
    fixed.replace_range(f.span.start as usize..f.span.end as usize, &f.insert);
    assert_eq!(fixed, "User-agent: *\nDisallow: /a\nSitemap: https://e.com/s.xml\n");
    assert_eq!(Robots::parse(fixed.as_bytes()).sitemaps().len(), 1);
}

fires!(url_as_pattern, UrlAsPattern, "User-agent: *\nDisallow https://example.com/path\n", 2);
quiet!(url_as_pattern_near, UrlAsPattern, "User-agent: *\nDisallow: /path\nDisallow /other\nDisallowed: /x\n");

/// Google reads `Disallow https://example.com/path` as the key `Disallow https` and the
/// pattern `//example.com/path`: the URL's path is not disallowed, a path `//example.com/path`
/// is. One finding, whose fix disallows the path; no key-prefix fix that keeps the line inert.
#[test]
fn a_url_without_colon_is_read_as_a_pattern_of_two_slashes() {
    let text = "User-agent: *\nDisallow https://example.com/path\n";
    let robots = Robots::parse(text.as_bytes());
    let allowed = |url: &str| robots.check("Googlebot", url).allowed;
    assert!(allowed("https://example.com/path"));
    assert!(!allowed("https://example.com//example.com/path"));
    let lints = lint(text);
    assert!(!lints.iter().any(|l| matches!(l.rule, LintRule::KeyPrefix | LintRule::PatternNoSlash)), "{:?}", ids(&lints));
    let l = lints.iter().find(|l| l.rule == LintRule::UrlAsPattern).expect("url-as-pattern");
    assert!(l.message.contains("\"//example.com/path\""), "{}", l.message);
    let f = l.fix.as_ref().expect("fix");
    let mut fixed = text.to_string();
    fixed.replace_range(f.span.start as usize..f.span.end as usize, &f.insert);
    assert_eq!(fixed, "User-agent: *\nDisallow: /path\n");
    let robots = Robots::parse(fixed.as_bytes());
    assert!(!robots.check("Googlebot", "https://example.com/path").allowed);
}

/// `sitemap http://host/s.xml` (no colon): the fix adds the colon, not `Sitemap` alone, which
/// kept the value `//host/s.xml`; and no second finding calls the value relative.
#[test]
fn a_sitemap_url_without_colon_gets_the_colon() {
    let text = "sitemap http://www.au.dk/sitemap.xml\n";
    let lints = lint(text);
    assert!(!lints.iter().any(|l| l.rule == LintRule::SitemapNotAbsolute), "{:?}", ids(&lints));
    let l = lints.iter().find(|l| l.rule == LintRule::KeyPrefix).expect("key-prefix");
    let f = l.fix.as_ref().expect("fix");
    let mut fixed = text.to_string();
    fixed.replace_range(f.span.start as usize..f.span.end as usize, &f.insert);
    assert_eq!(fixed, "Sitemap: http://www.au.dk/sitemap.xml\n");
}

/// A file of good directives has none of the new findings.
#[test]
fn good_files_are_quiet() {
    let text = "# robots.txt for example.com\nUser-agent: Googlebot\nDisallow: /search\nAllow: /search/about\n\nUser-agent: *\nDisallow: /admin/ # staff only\nCrawl-delay: 5\nHost: example.com\n\nSitemap: https://example.com/sitemap.xml\n";
    let lints = lint(text);
    let new = [LintRule::NotRobotsTxt, LintRule::HtmlDocument, LintRule::DirectiveInMarkup, LintRule::UrlAsPattern];
    assert!(!lints.iter().any(|l| new.contains(&l.rule)), "{:?}", ids(&lints));
}
