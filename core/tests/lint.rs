//! Lint: one case per rule that fires, one near-miss per rule that must not, fixes applied
//! and re-checked, and a clean realistic file with nothing to say.

#[macro_use]
mod support;
use robots_core::{catalog, Lint, LintRule, Options, Policy, Robots, Severity};
use support::{apply, first, ids, lint};

fires!(key_typo, KeyTypo, "User-agent: *\nDissallow: /x\n", 2);
quiet!(key_typo_near, KeyTypo, "User-agent: *\nDisallow: /x\n");
fires!(key_prefix, KeyPrefix, "User-agent: *\nDisallowed: /x\n", 2);
quiet!(key_prefix_near, KeyPrefix, "User-agent: *\nDisallow: /x\n");
fires!(missing_colon, MissingColon, "User-agent: *\nDisallow /x\n", 2);
quiet!(missing_colon_near, MissingColon, "User-agent: *\nDisallow: /x y\n");
fires!(line_too_long, LineTooLong, format!("User-agent: *\nDisallow: /{}\n", "a".repeat(17_000)), 2);
quiet!(line_too_long_near, LineTooLong, format!("User-agent: *\nDisallow: /{}\n", "a".repeat(16_000)));
fires!(unused_key, UnusedKey, "User-agent: *\nHost: example.com\n", 2);
quiet!(unused_key_near, UnusedKey, "User-agent: *\nSitemap: https://example.com/s.xml\nCrawl-delay: 4\n");
fires!(unknown_key, UnknownKey, "User-agent: *\nFoo: bar\n", 2);
quiet!(unknown_key_near, UnknownKey, "User-agent: *\nAllow: /bar\n");
fires!(invalid_line, InvalidLine, "User-agent: *\njust some words\n", 2);
quiet!(invalid_line_near, InvalidLine, "User-agent: *\n# just some words\n");
fires!(rule_outside_group, RuleOutsideGroup, "Disallow: /\nUser-agent: *\n", 1);
quiet!(rule_outside_group_near, RuleOutsideGroup, "User-agent: *\nDisallow: /\n");
fires!(nul_byte, NulByte, b"User-agent: *\nDisallow: /a\0b\n", 2);
quiet!(nul_byte_near, NulByte, "User-agent: *\nDisallow: /a0b\n");
fires!(invalid_utf8, InvalidUtf8, b"User-agent: *\nDisallow: /\xff\n", 2);
quiet!(invalid_utf8_near, InvalidUtf8, "User-agent: *\nDisallow: /é\n");

fires!(agent_version, AgentNotToken, "User-agent: Googlebot/2.1\nDisallow: /\n", 1);
fires!(agent_spaces, AgentNotToken, "User-agent: Googlebot Images\nDisallow: /\n", 1);
fires!(agent_digits, AgentNotToken, "User-agent: MJ12bot\nDisallow: /\n", 1);
fires!(agent_list, AgentList, "User-agent: GPTBot, CCBot\nDisallow: /\n", 1);
// A list whose later names are no catalog crawler, or have a group of their own: a note.
quiet!(agent_list_near, AgentList, "User-agent: GPTBot, SomeBot\nDisallow: /\n\nUser-agent: CCBot, GPTBot\nDisallow: /\n");
fires!(agent_list_unknown, AgentNotToken, "User-agent: GPTBot, SomeBot\nDisallow: /\n", 1);
// Digits: Google's library cannot read the name whole, crawlers that match whole names do.
fires!(agent_leading_digits, AgentNotToken, "User-agent: 008\nDisallow: /\n", 1);
fires!(agent_star_around, AgentNotToken, "User-agent: *yacybot*\nDisallow: /\n", 1);
quiet!(agent_version_near, AgentNotToken, "User-agent: Googlebot-Image\nUser-agent: *\nDisallow: /\n");
fires!(agent_nothing, AgentMatchesNothing, "User-agent: /.-\nDisallow: /\n", 1);
fires!(agent_empty, AgentMatchesNothing, "User-agent:\nDisallow: /\n", 1);
// Digits are names (a note), and an empty line beside a named one changes nothing.
quiet!(
    agent_nothing_near,
    AgentMatchesNothing,
    "User-agent: *\nDisallow: /\n\nUser-agent: 360Spider\nUser-agent: 008\nDisallow: /\n\nUser-agent:\nUser-agent: Nutch\nDisallow: /\n"
);
fires!(record_between, RecordBetweenAgents, "User-agent: Bingbot\nCrawl-delay: 5\nUser-agent: b\nDisallow: /\n", 2);
fires!(record_between_star, RecordBetweenAgents, "User-agent: *\nSitemap: https://e.x/s.xml\nUser-agent: SemrushBot\nDisallow: /\n", 2);
// No disallow follows: the crawlers before the line are allowed everything either way.
quiet!(
    record_between_near,
    RecordBetweenAgents,
    "User-agent: a\nUser-agent: b\nCrawl-delay: 5\nDisallow: /\n\nUser-agent: Bingbot\nCrawl-delay: 1\n\nUser-agent: Slurp\nCrawl-delay: 2\nDisallow:\n"
);
// The rules are written for `*`: the crawlers before the line get what they would obey
// without a group of their own.
quiet!(record_between_star_after, RecordBetweenAgents, "User-agent: Bingbot\nCrawl-delay: 5\nUser-agent: *\nDisallow: /x\n");
fires!(record_between_note, RecordBetweenAgentsNote, "User-agent: a\nCrawl-delay: 5\nUser-agent: b\nDisallow: /\n", 2);
quiet!(record_between_note_near, RecordBetweenAgentsNote, "User-agent: Bingbot\nCrawl-delay: 5\nUser-agent: b\nDisallow: /\n");
fires!(duplicate_group, DuplicateGroup, "User-agent: Googlebot\nDisallow: /a\n\nUser-agent: googlebot\nDisallow: /b\n", 4);
quiet!(duplicate_group_near, DuplicateGroup, "User-agent: Googlebot\nDisallow: /a\n\nUser-agent: Googlebot-Image\nDisallow: /b\n");
// Block lists pasted twice: the later groups add nothing, one note for the file.
fires!(
    repeated_group,
    RepeatedGroup,
    "User-agent: WebZip/4.0\nDisallow: /\n\nUser-agent: WebZip\nDisallow: /\n\nUser-agent: a\nDisallow: /x\n\nUser-agent: A\nDisallow: /x\n",
    4
);
quiet!(repeated_group_near, RepeatedGroup, "User-agent: Googlebot\nDisallow: /a\n\nUser-agent: googlebot\nDisallow: /a\nDisallow: /b\n");
fires!(not_inherited, WildcardNotInherited, "User-agent: *\nDisallow: /admin\n\nUser-agent: Googlebot\nDisallow: /nogoogle\n", 4);
quiet!(
    not_inherited_near,
    WildcardNotInherited,
    "User-agent: *\nDisallow: /admin\n\nUser-agent: Googlebot\nDisallow: /admin\nDisallow: /nogoogle\n\nUser-agent: Bingbot\nAllow: /\n"
);
// Where it is only a note: the group repeats some `*` rules (the difference looks
// deliberate), names a crawler that never obeys `*` anyway, or one the catalog does not know;
// a group that disallows everything keeps more than `*` could (`*.axd` has no plain prefix).
quiet!(
    not_inherited_deliberate,
    WildcardNotInherited,
    "User-agent: *\nDisallow: /admin\nDisallow: /tmp\nDisallow: *.axd\n\nUser-agent: Googlebot\nDisallow: /admin\nAllow: /tmp\n\nUser-agent: AdsBot-Google\nDisallow: /cart\n\nUser-agent: SomeBot\nDisallow: /x\n\nUser-agent: GPTBot\nDisallow: /\n"
);
// Measured on URLs made from the lost rules: a note where the group already disallows them
// (`/ax.php` by `/*.php`); where it disallows everything but one folder, so what it may fetch
// was chosen for it; where it narrows a `*` disallow (`/EJ/openphysics/` within `/EJ/`,
// pointless if `*` applied); and for an image crawler, where the `*` rules name no images.
quiet!(not_inherited_no_effect, WildcardNotInherited, "User-agent: *\nDisallow: /a*.php\n\nUser-agent: Googlebot\nDisallow: /*.php\n");
quiet!(
    not_inherited_own_default,
    WildcardNotInherited,
    "User-agent: *\nDisallow: /pricing/\nDisallow: *alertbar.json\n\nUser-agent: Baiduspider\nAllow: /content/*\nAllow: *.js\nDisallow: *\n"
);
quiet!(not_inherited_narrows, WildcardNotInherited, "User-agent: googlebot\nDisallow: /EJ/openphysics/\n\nUser-agent: *\nDisallow: /EJ/\n");
quiet!(
    not_inherited_pages_for_images,
    WildcardNotInherited,
    "User-agent: *\nDisallow: /cgi-bin/\nDisallow: /*css$\n\nUser-agent: Googlebot-Image\nDisallow: /*.gif$\nAllow: /z/i/\n"
);
fires!(
    not_inherited_images,
    WildcardNotInherited,
    "User-agent: *\nDisallow: /cgi-bin/\nDisallow: /images/private/\n\nUser-agent: Googlebot-Image\nDisallow: /*.gif$\n",
    5
);
fires!(not_inherited_note, WildcardNotInheritedNote, "User-agent: *\nDisallow: /admin\n\nUser-agent: SomeBot\nDisallow: /x\n", 4);
quiet!(not_inherited_note_near, WildcardNotInheritedNote, "User-agent: *\nDisallow: /admin\n\nUser-agent: SomeBot\nDisallow: /\n");
// A `*` group that disallows everything: the named groups are an allowlist, one note.
fires!(
    allowlist,
    WildcardAllowlist,
    "User-agent: Googlebot\nDisallow: /private\n\nUser-agent: Bingbot\nAllow: /\n\nUser-agent: *\nDisallow: /\n",
    7
);
quiet!(allowlist_near, WildcardAllowlist, "User-agent: *\nDisallow: /\n\nUser-agent: *\nAllow: /public\n");
quiet!(allowlist_no_warning, WildcardNotInherited, "User-agent: Googlebot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\n");
fires!(ignores_wildcard, IgnoresWildcard, "User-agent: *\nDisallow: /\n", 1);
quiet!(ignores_wildcard_near, IgnoresWildcard, "User-agent: *\nDisallow: /checkout\n\nUser-agent: AdsBot-Google\nDisallow: /x\n");
fires!(similar_allowed, SimilarCrawlersAllowed, "User-agent: GPTBot\nDisallow: /\n", 1);
quiet!(similar_allowed_near, SimilarCrawlersAllowed, "User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /\n");

fires!(no_slash, PatternNoSlash, "User-agent: *\nDisallow: private\n", 2);
quiet!(no_slash_near, PatternNoSlash, "User-agent: *\nDisallow: /private\nDisallow: *.pdf\nDisallow:\n");
fires!(mid_dollar, MidPatternDollar, "User-agent: *\nDisallow: /a$b\n", 2);
quiet!(mid_dollar_near, MidPatternDollar, "User-agent: *\nDisallow: /a$\n");
fires!(trailing_star, TrailingWildcard, "User-agent: *\nDisallow: /a*\n", 2);
quiet!(trailing_star_near, TrailingWildcard, "User-agent: *\nDisallow: /a*b\nDisallow: /*.php$\n");
fires!(non_ascii, NonAsciiPattern, "User-agent: *\nDisallow: /ツ\n", 2);
quiet!(non_ascii_near, NonAsciiPattern, "User-agent: *\nDisallow: /%E3%83%84 # ツ\n");
fires!(same_pattern, AllowDisallowSame, "User-agent: *\nAllow: /x\nDisallow: /x\n", 3);
quiet!(same_pattern_near, AllowDisallowSame, "User-agent: *\nAllow: /x\nDisallow: /xy\n\nUser-agent: a\nDisallow: /x\n");
fires!(never_decides, RuleNeverDecides, "User-agent: *\nDisallow: /\nAllow: /*\n", 2);
fires!(never_decides_allow, RuleNeverDecides, "User-agent: *\nAllow: /shop\nDisallow: /shop*\n", 2);
quiet!(never_decides_near, RuleNeverDecides, "User-agent: *\nDisallow: /\nAllow: /*.html\nAllow: /shop$\nDisallow: /shop\n");

fires!(sitemap_relative, SitemapNotAbsolute, "Sitemap: /sitemap.xml\n", 1);
quiet!(sitemap_near, SitemapNotAbsolute, "Sitemap: https://example.com/sitemap.xml\n");

/// A sitemap that reads as a URL but starts with a no-break space: the message says why.
#[test]
fn a_sitemap_behind_an_invisible_space() {
    let l = first("Sitemap:\u{a0}https://example.com/s.xml\n", LintRule::SitemapNotAbsolute);
    assert!(l.message.contains("invisible character"), "{}", l.message);
}
fires!(crawl_delay, CrawlDelayIgnored, "User-agent: *\nCrawl-delay: 10\n", 2);
quiet!(crawl_delay_near, CrawlDelayIgnored, "User-agent: *\nRequest-rate: 1/10\n");
fires!(noindex, NoindexIgnored, "User-agent: *\nNoindex: /drafts\n", 2);
quiet!(noindex_near, NoindexIgnored, "User-agent: *\nDisallow: /drafts\n");
fires!(too_large, FileTooLarge, format!("User-agent: *\n{}", "Disallow: /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n".repeat(16_000)), 11_379);
quiet!(too_large_near, FileTooLarge, format!("User-agent: *\n{}", "Disallow: /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n".repeat(11_000)));
fires!(bom_inside, BomNotAtStart, "User-agent: *\n\u{FEFF}Disallow: /\n", 2);
quiet!(bom_inside_near, BomNotAtStart, "\u{FEFF}User-agent: *\nDisallow: /\n");
fires!(template, TemplateSource, "User-agent: *\n{{ if .Production }}\nAllow: /\n{{ else }}\nDisallow: /\n{{ end }}\n", 2);
quiet!(template_near, TemplateSource, "User-agent: *\nDisallow: /{id}/\nDisallow: /a%7B%7Bb%7D%7D\n");
fires!(lone_cr, CrLineEnds, "User-agent: *\rDisallow: /\r", 1);
quiet!(lone_cr_near, CrLineEnds, "User-agent: *\r\nDisallow: /\r\n");

#[test]
fn every_rule_has_a_case() {
    // The cases of later rules may stand in lint_blocks.rs and lint_new.rs.
    let src = [include_str!("lint.rs"), include_str!("lint_blocks.rs"), include_str!("lint_new.rs")].concat();
    for rule in LintRule::ALL {
        let name = format!("{rule:?}");
        assert!(src.matches(&format!(" {name},")).count() >= 2, "{} needs a firing case and a near-miss", rule.id());
        assert_eq!(rule.anchor(), format!("#lint-{}", rule.id()));
    }
}

const URLS: &[&str] = &["/", "/a", "/a/b", "/b", "/x", "/admin", "/nogoogle", "/private", "/shop/x.html"];

/// Google's answers for `agents` on [`URLS`].
fn answers(text: &str, agents: &[&str]) -> Vec<bool> {
    let r = Robots::parse(text.as_bytes());
    agents.iter().flat_map(|a| URLS.iter().map(|u| r.check(a, u).allowed()).collect::<Vec<_>>()).collect()
}

/// A fix that only rewrites what Google already reads must not change a verdict, and the
/// finding must be gone afterwards.
fn fix_keeps_meaning(text: &str, rule: LintRule, agents: &[&str]) -> String {
    let fixed = apply(text, &first(text, rule));
    assert_eq!(answers(text, agents), answers(&fixed, agents), "fix changed verdicts:\n{fixed}");
    assert!(!lint(fixed.as_bytes()).iter().any(|l| l.rule == rule), "{} still fires after its fix:\n{fixed}", rule.id());
    fixed
}

#[test]
fn fixes_that_keep_google_meaning() {
    let agents = &["Googlebot", "CCBot", "GPTBot", "other"];
    fix_keeps_meaning("User-agent: *\nDissallow: /x\n", LintRule::KeyTypo, agents);
    fix_keeps_meaning("User-agent: *\nDisallow /x\n", LintRule::MissingColon, agents);
    let fixed = fix_keeps_meaning("User-agent: Googlebot/2.1\nDisallow: /a\n", LintRule::AgentNotToken, agents);
    assert_eq!(fixed, "User-agent: Googlebot\nDisallow: /a\n");
    let dup = "User-agent: Googlebot\nDisallow: /a\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: googlebot\nAllow: /a/b\nDisallow: /x\n\nUser-agent: *\nDisallow: /private\n";
    let fixed = fix_keeps_meaning(dup, LintRule::DuplicateGroup, agents);
    assert_eq!(
        fixed,
        "User-agent: Googlebot\nDisallow: /a\nAllow: /a/b\nDisallow: /x\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n"
    );
    fix_keeps_meaning("User-agent: *\nAllow: /x\nDisallow: /x\nDisallow: /b\n", LintRule::AllowDisallowSame, agents);
    let fixed = fix_keeps_meaning("User-agent: *\rDisallow: /x\r\nAllow: /x/y\r\r\n\rSitemap: /s", LintRule::CrLineEnds, agents);
    assert_eq!(fixed, "User-agent: *\nDisallow: /x\nAllow: /x/y\n\n\nSitemap: /s");
}

#[test]
fn removing_a_stray_bom_restores_the_rule() {
    let text = "User-agent: *\n\u{FEFF}Disallow: /x\n";
    assert!(Robots::parse(text.as_bytes()).check("a", "/x").allowed());
    let l = first(text, LintRule::BomNotAtStart);
    assert!(l.message.contains("part of the key"), "{}", l.message);
    let fixed = apply(text, &l);
    assert!(!Robots::parse(fixed.as_bytes()).check("a", "/x").allowed());
}

#[test]
fn comma_list_fix_names_each_crawler() {
    let fixed = apply("User-agent: GPTBot, CCBot\nDisallow: /\n", &first("User-agent: GPTBot, CCBot\nDisallow: /\n", LintRule::AgentList));
    assert_eq!(fixed, "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n");
    assert!(!Robots::parse(fixed.as_bytes()).check("CCBot", "/").allowed());
}

#[test]
fn digits_in_a_token_get_no_fix() {
    let l = first("User-agent: MJ12bot\nDisallow: /\n", LintRule::AgentNotToken);
    assert!(l.fix.is_none());
    assert!(l.message.contains("`MJ`"), "{}", l.message);
    // Crawlers that match whole names obey the group: the message says so, naming the
    // crawler where it is a known one, and never says it cannot be named.
    assert!(l.message.contains("match their whole name obey it, and this is Majestic's crawler's name"), "{}", l.message);
    assert!(!l.message.contains("cannot be named"), "{}", l.message);
    let l = first("User-agent: 008\nDisallow: /\n", LintRule::AgentNotToken);
    assert!(l.message.contains("80legs") && l.message.contains("for no crawler"), "{}", l.message);
    let l = first("User-agent: k2spider\nDisallow: /\n", LintRule::AgentNotToken);
    assert!(l.message.contains("`k`") && l.message.contains("match their whole name"), "{}", l.message);
    for text in ["User-agent: 008\nDisallow: /\n", "User-agent: MJ12bot\nDisallow: /\n"] {
        assert_eq!(LintRule::AgentNotToken.severity(), Severity::Info);
        assert!(!lint(text.as_bytes()).iter().any(|l| l.rule.severity() > Severity::Info), "{text}");
    }
}

/// A rewrite of a user-agent value is offered only when the catalog knows the crawler of the
/// name it would leave: cutting `Offline Explorer` to `Offline` names a bot that does not exist.
#[test]
fn fixes_never_invent_a_bot_name() {
    for (value, token) in [("Offline Explorer", "Offline"), ("Microsoft.URL.Control", "Microsoft"), ("ChatGPT Agent", "ChatGPT")] {
        let text = format!("User-agent: {value}\nDisallow: /\n");
        let l = first(&text, LintRule::AgentNotToken);
        assert!(l.fix.is_none(), "{value}: {:?}", l.fix);
        assert!(l.message.contains(&format!("Google reads it as `{token}`")), "{}", l.message);
        assert!(l.message.contains("in their own way may still obey it"), "{}", l.message);
    }
    // A known crawler's name with a version keeps its fix.
    let l = first("User-agent: Googlebot-Image/1.0\nDisallow: /\n", LintRule::AgentNotToken);
    assert_eq!(l.fix.map(|f| f.insert).as_deref(), Some("Googlebot-Image"));
}

/// The canonical healthy file: one `*` group with an exception. Nothing above a note.
#[test]
fn a_single_healthy_group_gets_no_warning() {
    for text in [
        "User-agent: *\nDisallow: /admin/\nAllow: /admin/public/\n",
        "User-agent: *\nDisallow: /private/\n",
        "User-agent: *\nDisallow: /\n",
        "User-agent: *\nDisallow:\nSitemap: https://example.com/sitemap.xml\n",
    ] {
        let lints = lint(text.as_bytes());
        assert!(lints.iter().all(|l| l.rule.severity() == Severity::Info), "{text}: {:?}", ids(&lints));
    }
    // The crawlers that ignore `*` fetch only ad landing pages, pages with ads and
    // push-notification endpoints: nothing to say where `*` keeps others out of a folder.
    assert!(!lint(b"User-agent: *\nDisallow: /admin/\nAllow: /admin/public/\n").iter().any(|l| l.rule == LintRule::IgnoresWildcard));
}

/// Where the `*` group closes the site, or its home page, the crawlers that never obey it
/// may still fetch it: the note names them and URLs that `*` disallows.
#[test]
fn a_closed_site_names_what_the_ad_crawlers_still_fetch() {
    let l = first("User-agent: *\nDisallow: /\nAllow: /public/\nDisallow: /private/\n", LintRule::IgnoresWildcard);
    assert!(l.message.contains("closes the site but what it allows"), "{}", l.message);
    assert!(l.message.contains("such as `/`, `/private/` and `/public` here") && l.message.contains("AdsBot-Google"), "{}", l.message);
    let l = first("User-agent: *\nDisallow: /$\n", LintRule::IgnoresWildcard);
    assert!(l.message.contains("closes the home page") && l.message.contains("such as `/` here"), "{}", l.message);
    // Everything disallowed and allowed again: nothing is closed.
    assert!(!lint(b"User-agent: *\nDisallow: /\nAllow: /\n").iter().any(|l| l.rule == LintRule::IgnoresWildcard));
}

/// A lost `*` disallow is a warning only with a URL that `*` disallows and the crawler's own
/// group allows: the message names it.
#[test]
fn a_lost_wildcard_rule_names_a_url_it_opens() {
    let l = first("User-agent: *\nDisallow: /admin\n\nUser-agent: Googlebot\nDisallow: /nogoogle\n", LintRule::WildcardNotInherited);
    assert!(l.message.ends_with("For example, `/admin` is disallowed to the crawlers that obey `*` and allowed to it."), "{}", l.message);
    let text = "User-agent: googlebot\nDisallow: /EJ/openphysics/\n\nUser-agent: *\nDisallow: /EJ/\n";
    let l = first(text, LintRule::WildcardNotInheritedNote);
    assert!(l.message.contains("(`Disallow: /EJ/openphysics/` within `Disallow: /EJ/`)"), "{}", l.message);
}

/// A record between user-agent lines warns only where it changes a verdict: `*` merged
/// with a group that disallows everything blocks every crawler under Google's reading.
#[test]
fn a_record_between_agents_that_blocks_everyone() {
    let text = "User-agent: *\nSitemap: https://example.com/s.xml\nUser-agent: SemrushBot\nDisallow: /\n";
    assert!(!Robots::parse(text.as_bytes()).check("Googlebot", "/").allowed());
    let l = first(text, LintRule::RecordBetweenAgents);
    assert!(l.message.contains("(`*`)"), "{}", l.message);
}

#[test]
fn repeating_the_wildcard_rules_restores_them() {
    let text = "User-agent: *\nDisallow: /admin\nAllow: /admin/public\n\nUser-agent: Googlebot\nDisallow: /nogoogle\n";
    assert!(Robots::parse(text.as_bytes()).check("Googlebot", "/admin").allowed());
    let l = first(text, LintRule::WildcardNotInherited);
    assert!(l.message.contains("Disallow: /admin"), "{}", l.message);
    let fixed = apply(text, &l);
    let r = Robots::parse(fixed.as_bytes());
    assert!(!r.check("Googlebot", "/admin").allowed());
    assert!(r.check("Googlebot", "/admin/public").allowed());
    assert!(!r.check("Googlebot", "/nogoogle").allowed());
    assert!(!lint(fixed.as_bytes()).iter().any(|l| l.rule == LintRule::WildcardNotInherited));
}

/// A `*` allow whose literal start is shorter than the disallow it carves an exception from
/// (`Allow: /*.js` against `Disallow: /js/`) is copied too: without it the fix blocked what
/// `*` allowed.
#[test]
fn repeating_the_wildcard_rules_keeps_their_wildcard_allows() {
    let text = "User-agent: *\nDisallow: /js/\nAllow: /*.js\nAllow: *.css\nAllow: /jsx\n\nUser-agent: Googlebot\nDisallow: /tmp/\n";
    let fixed = apply(text, &first(text, LintRule::WildcardNotInherited));
    let r = Robots::parse(fixed.as_bytes());
    assert!(r.check("Googlebot", "/js/app.js").allowed(), "{fixed}");
    assert!(r.check("Googlebot", "/js/a.css").allowed(), "{fixed}");
    assert!(!r.check("Googlebot", "/js/app.txt").allowed(), "{fixed}");
    assert!(!r.check("Googlebot", "/tmp/").allowed(), "{fixed}");
    // `Allow: /jsx` can match no URL that `Disallow: /js/` matches: not copied.
    assert_eq!(fixed.matches("Allow: /jsx").count(), 1, "{fixed}");
}

fn profile_allowed(text: &str, token: &str, url: &str) -> bool {
    let opts = Options { profile: catalog::profile(token), ..Options::default() };
    Robots::parse(text.as_bytes()).check_with(token, url, &opts).allowed()
}

#[test]
fn adding_adsbot_restricts_it() {
    let text = "User-agent: *\nDisallow: /\nAllow: /public/\nDisallow: /checkout\n";
    assert!(profile_allowed(text, "AdsBot-Google", "/checkout"));
    let l = first(text, LintRule::IgnoresWildcard);
    for token in ["AdsBot-Google", "AdsBot-Google-Mobile", "APIs-Google", "Mediapartners-Google"] {
        assert!(l.message.contains(token), "{}", l.message);
    }
    let fixed = apply(text, &l);
    assert!(!profile_allowed(&fixed, "AdsBot-Google", "/checkout"));
    assert!(!profile_allowed(&fixed, "Mediapartners-Google", "/checkout"));
    assert!(profile_allowed(&fixed, "AdsBot-Google", "/public/x"));
    // Two `*` groups: the fix appends one group with all their rules.
    let text = "User-agent: *\nDisallow: /\n\nUser-agent: b\nDisallow: /\n\nUser-agent: *\nAllow: /x\n";
    let fixed = apply(text, &first(text, LintRule::IgnoresWildcard));
    assert!(!profile_allowed(&fixed, "APIs-Google", "/a") && profile_allowed(&fixed, "APIs-Google", "/x"));
}

#[test]
fn adding_similar_crawlers_blocks_them() {
    let text = "User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n";
    let l = first(text, LintRule::SimilarCrawlersAllowed);
    assert!(l.message.contains("ClaudeBot") && l.message.contains("CCBot"), "{}", l.message);
    assert!(!l.message.contains("OAI-SearchBot"), "search crawlers are another kind: {}", l.message);
    let fixed = apply(text, &l);
    assert!(!profile_allowed(&fixed, "ClaudeBot", "/"));
    assert!(profile_allowed(&fixed, "OAI-SearchBot", "/"));
}

#[test]
fn pattern_fixes() {
    let cases = [
        ("Disallow: private", LintRule::PatternNoSlash, "Disallow: /private"),
        ("Disallow: https://example.com/private", LintRule::PatternNoSlash, "Disallow: /private"),
        ("Disallow: HTTP://example.com", LintRule::PatternNoSlash, "Disallow: /"),
        ("Disallow: https://example.com/a://b", LintRule::PatternNoSlash, "Disallow: /a://b"),
        ("Disallow: /a$b$", LintRule::MidPatternDollar, "Disallow: /a%24b$"),
        ("Disallow: /a**$", LintRule::TrailingWildcard, "Disallow: /a"),
        ("Disallow: *", LintRule::TrailingWildcard, "Disallow: /"),
        ("Disallow: /ツ", LintRule::NonAsciiPattern, "Disallow: /%E3%83%84"),
    ];
    for (rule_line, rule, want) in cases {
        let text = format!("User-agent: *\n{rule_line}\n");
        let fixed = apply(&text, &first(&text, rule));
        assert_eq!(fixed, format!("User-agent: *\n{want}\n"), "{}", rule.id());
    }
}

#[test]
fn spans_and_lines_point_at_the_problem() {
    let text = "User-agent: *\nDisallow: /a$b\n";
    let l = first(text, LintRule::MidPatternDollar);
    assert_eq!(&text[l.span.start as usize..l.span.end as usize], "$");
    let l = first("User-agent: Googlebot/2.1\n", LintRule::AgentNotToken);
    assert_eq!((l.span.start, l.span.end, l.line), (12, 25, 1));
}

#[test]
fn lints_come_sorted_with_fixed_metadata() {
    let text = "Disallow: /\nUser-agent: Googlebot/2.1\nDisallow: x\nSitemap: /s.xml\n";
    let lints = lint(text.as_bytes());
    assert!(lints.windows(2).all(|w| (w[0].line, w[0].span.start) <= (w[1].line, w[1].span.start)));
    for l in &lints {
        assert!(!l.message.is_empty());
        assert!(l.rule.anchor().starts_with("#lint-"));
    }
    assert_eq!(LintRule::RuleOutsideGroup.severity(), Severity::Error);
}

#[test]
fn the_policy_changes_what_merges() {
    // Under RFC 9309 the typo'd key is not a rule, so the allow has no twin.
    let text = "User-agent: *\nAllow: /x\nDissallow: /x\n";
    let google = Robots::parse(text.as_bytes()).lint(&Options::default());
    let rfc = Robots::parse(text.as_bytes()).lint(&Options::policy(Policy::Rfc9309));
    assert!(google.iter().any(|l| l.rule == LintRule::AllowDisallowSame));
    assert!(!rfc.iter().any(|l| l.rule == LintRule::AllowDisallowSame));
}

#[test]
fn a_clean_realistic_file_says_nothing() {
    let text = "\
# robots.txt for example.com
User-agent: *
User-agent: AdsBot-Google
User-agent: AdsBot-Google-Mobile
User-agent: Mediapartners-Google
User-agent: APIs-Google
Disallow: /admin/
Disallow: /cart
Disallow: /*?session=
Allow: /admin/help/

User-agent: Googlebot-Image
Disallow: /admin/
Disallow: /cart
Disallow: /*?session=
Allow: /admin/help/
Disallow: /private-images/

Sitemap: https://example.com/sitemap.xml
";
    let lints = lint(text.as_bytes());
    assert!(lints.is_empty(), "{:?}", lints.iter().map(|l| (l.rule.id(), l.line, &l.message)).collect::<Vec<_>>());
}

#[test]
fn a_rule_lists_at_most_a_hundred_findings_and_counts_the_rest() {
    let mut text = String::from("User-agent: *\n");
    for i in 0..150 {
        text.push_str(&format!("Disallow: /p{i}*\n"));
    }
    let lints: Vec<Lint> = lint(text.as_bytes()).into_iter().filter(|l| l.rule == LintRule::TrailingWildcard).collect();
    assert_eq!(lints.len(), 101);
    let last = lints.iter().find(|l| l.message.contains("not listed")).expect("a summary entry");
    assert!(last.message.starts_with("50 more findings") && last.message.contains("150 in all"), "{}", last.message);
    assert_eq!(last.line, 102, "the summary points at the first finding not listed");
    assert!(last.fix.is_none());
}

mod never_panics {
    use proptest::prelude::*;
    use robots_core::{Options, Policy, Robots};

    const PIECES: &[&str] = &[
        "User-agent: ",
        "user-agent:",
        "Useragent ",
        "Disallow: ",
        "Dissallow:",
        "Allow: ",
        "Sitemap: ",
        "Crawl-delay: 5",
        "Noindex: /x",
        "*",
        "/",
        "/a",
        "/a*",
        "/a$b",
        "$",
        "*$",
        "Googlebot",
        "googlebot/2.1",
        "GPTBot, CCBot",
        "MJ12bot",
        "AdsBot-Google",
        "ツ",
        "é",
        "\u{FEFF}",
        "#c",
        " ",
        "\t",
        "\n",
        "\r",
        "\r\n",
        "\0",
        "https://e.com/s.xml",
        "private",
    ];

    fn file() -> impl Strategy<Value = String> {
        prop::collection::vec(prop::sample::select(PIECES), 0..60).prop_map(|p| p.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn lint_spans_and_fixes_stay_in_the_text(text in file()) {
            let robots = Robots::parse(text.as_bytes());
            for policy in [Policy::Google, Policy::Rfc9309] {
                for l in robots.lint(&Options::policy(policy)) {
                    let (s, e) = (l.span.start as usize, l.span.end as usize);
                    prop_assert!(s <= e && e <= text.len(), "{} span {s}..{e}", l.rule.id());
                    prop_assert!(l.line >= 1 && l.line as usize <= robots.lines().len());
                    prop_assert!(!l.message.is_empty());
                    if let Some(f) = &l.fix {
                        let (s, e) = (f.span.start as usize, f.span.end as usize);
                        prop_assert!(s <= e && e <= text.len(), "{} fix {s}..{e}", l.rule.id());
                        prop_assert!(text.is_char_boundary(s) && text.is_char_boundary(e), "{} fix splits a character", l.rule.id());
                        let fixed = format!("{}{}{}", &text[..s], f.insert, &text[e..]);
                        let _ = Robots::parse(fixed.as_bytes()).lint(&Options::default());
                    }
                }
                let _ = robots.coverage_with(&Options::policy(policy));
            }
        }
    }
}

#[test]
fn lost_wildcard_rules_are_listed_three_at_most() {
    let text =
        "User-agent: *\nDisallow: /a\nDisallow: /b\nDisallow: /c\nDisallow: /d\nDisallow: /e\n\nUser-agent: Googlebot\nDisallow: /g\n";
    let l = first(text, LintRule::WildcardNotInherited);
    assert!(
        l.message.contains("5 `*` Disallow rules do not apply to it (Disallow: /a, Disallow: /b, Disallow: /c and 2 more)."),
        "{}",
        l.message
    );
    let one = first("User-agent: *\nDisallow: /a\n\nUser-agent: Googlebot\nDisallow: /g\n", LintRule::WildcardNotInherited);
    assert!(one.message.contains("1 `*` Disallow rule does not apply to it (Disallow: /a)."), "{}", one.message);
}

mod repeat_fix {
    use proptest::prelude::*;
    use robots_core::{LintRule, Options, Robots};

    const PATTERNS: &[&str] = &[
        "/",
        "/a",
        "/a/",
        "/a/b",
        "/ab",
        "/a*",
        "/*.js",
        "*.js",
        "/a/*.js",
        "/*b",
        "/a$",
        "/a/b$",
        "/a*$",
        "/b",
        "/b/c",
        "/a/index.html",
        "/*",
    ];
    const URLS: &[&str] = &["/", "/a", "/a/", "/a/b", "/a/b.js", "/ab", "/ab.js", "/a/index.html", "/b", "/b/c", "/b/c.js", "/c", "/c.js"];

    fn rules(kinds: &[bool], picks: &[usize]) -> String {
        kinds
            .iter()
            .zip(picks)
            .map(|(&allow, &p)| format!("{}: {}\n", if allow { "Allow" } else { "Disallow" }, PATTERNS[p % PATTERNS.len()]))
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(600))]
        /// "Repeat the `*` rules in this group": for every URL the crawler's own rules do not
        /// match, the crawler then gets the `*` group's verdict.
        #[test]
        fn the_fix_gives_the_wildcard_verdict_where_own_rules_say_nothing(
            star_kinds in prop::collection::vec(any::<bool>(), 1..8), star_picks in prop::collection::vec(0usize..100, 8),
            own_kinds in prop::collection::vec(any::<bool>(), 1..4), own_picks in prop::collection::vec(0usize..100, 4),
        ) {
            let (star, own) = (rules(&star_kinds, &star_picks), rules(&own_kinds, &own_picks));
            let text = format!("User-agent: *\n{star}\nUser-agent: Googlebot\n{own}");
            let lints = Robots::parse(text.as_bytes()).lint(&Options::default());
            let lost = |l: &&robots_core::Lint| matches!(l.rule, LintRule::WildcardNotInherited | LintRule::WildcardNotInheritedNote);
            let Some(f) = lints.iter().find(lost).and_then(|l| l.fix.as_ref()) else { return Ok(()) };
            let fixed = format!("{}{}{}", &text[..f.span.start as usize], f.insert, &text[f.span.end as usize..]);
            let (fixed, own_only, star_only) = (
                Robots::parse(fixed.as_bytes()),
                Robots::parse(format!("User-agent: Googlebot\n{own}").as_bytes()),
                Robots::parse(format!("User-agent: *\n{star}").as_bytes()),
            );
            for url in URLS {
                if own_only.check("Googlebot", url).winner_line().is_none() {
                    prop_assert_eq!(fixed.check("Googlebot", url).allowed(), star_only.check("Googlebot", url).allowed(), "{} in\n{}", url, text);
                }
            }
        }
    }
}
