//! Lint of a file that is not UTF-8 (a Latin-1 file, a cut sequence): findings quote each
//! undecodable byte as `%XX`, never as U+FFFD, which would hide which byte it was.

#[macro_use]
mod support;
use robots_core::{Lint, LintRule};
use support::{ids, lint};

/// The finding of `rule` in `text`; panics, listing the findings, when there is none.
fn found(text: &[u8], rule: LintRule) -> Lint {
    let lints = lint(text);
    lints.iter().find(|l| l.rule == rule).cloned().unwrap_or_else(|| panic!("{} did not fire: {:?}", rule.id(), ids(&lints)))
}

/// The text of the finding's fix.
fn insert(l: &Lint) -> &str {
    &l.fix.as_ref().unwrap_or_else(|| panic!("{} has no fix", l.rule.id())).insert
}

#[test]
fn a_pattern_is_quoted_with_its_latin1_byte_escaped() {
    let l = found(b"User-agent: *\nDisallow: /caf\xe9 x\n", LintRule::SpaceInPattern);
    assert!(l.message.contains("compares \"/caf%E9 x\" as written"), "{}", l.message);
    // In a pattern `%E9` is the byte 0xE9 (Google escapes it so before matching).
    assert_eq!(insert(&l), "/caf%E9%20x");

    let l = found(b"User-agent: *\nDisallow: /caf\xe9*\n", LintRule::TrailingWildcard);
    assert!(l.message.contains("than `/caf%E9` does"), "{}", l.message);
    assert_eq!(insert(&l), "/caf%E9");

    let l = found(b"User-agent: *\nDisallow: //caf\xe9/\n", LintRule::DoubleSlashPattern);
    assert!(l.message.starts_with("\"//caf%E9/\" matches only"), "{}", l.message);
    assert_eq!(insert(&l), "/caf%E9/");
}

#[test]
fn agents_sitemaps_and_copied_rules_are_quoted_with_bytes_escaped() {
    let l = found(b"User-agent: Bot\xe9\nDisallow: /\n", LintRule::AgentNotToken);
    assert!(l.message.contains("reads `Bot%E9` as `Bot`"), "{}", l.message);

    let l = found(b"User-agent: *\nSitemap: /caf\xe9.xml\n", LintRule::SitemapNotAbsolute);
    assert!(l.message.starts_with("`/caf%E9.xml` is not a full URL"), "{}", l.message);

    // The `*` rule that GPTBot's group does not repeat, in the message and in the fix.
    let l = found(b"User-agent: *\nDisallow: /x\xe9\nUser-agent: GPTBot\nDisallow: /y\n", LintRule::WildcardNotInherited);
    assert!(l.message.contains("(Disallow: /x%E9)"), "{}", l.message);
    assert!(insert(&l).ends_with("Disallow: /x%E9"), "{}", insert(&l));
}

#[test]
fn valid_utf8_stays_as_written_beside_undecodable_bytes() {
    // A cut sequence (the first two bytes of U+2743) and a stray byte, then a whole é.
    let l = found(b"User-agent: *\nDisallow: /\xe2\x9d/\xff/\xc3\xa9 x\n", LintRule::SpaceInPattern);
    assert!(l.message.contains("\"/%E2%9D/%FF/\u{e9} x\""), "{}", l.message);
    // A `%` the file has stays as it is.
    let l = found(b"User-agent: *\nDisallow: /%e9\xe9 x\n", LintRule::SpaceInPattern);
    assert!(l.message.contains("\"/%e9%E9 x\""), "{}", l.message);
}

#[test]
fn no_finding_of_a_latin1_file_shows_a_replacement_character() {
    let text = b"User-agent: Bot\xe9\nDisallow: /caf\xe9 *\nDisallow: //\xe9t\xe9/\nSitemap: /plan\xe9.xml\n\
User-agent: *\nDisallow: /\xe9\nDisallow /missing\xe9\n\nUser-agent: GPTBot\nDisallow: /y\n";
    let lints = lint(text);
    assert!(lints.len() > 5, "{:?}", ids(&lints));
    for l in &lints {
        assert!(!l.message.contains('\u{fffd}'), "{}: {}", l.rule.id(), l.message);
        if let Some(f) = &l.fix {
            assert!(!f.insert.contains('\u{fffd}'), "{}: {}", l.rule.id(), f.insert);
        }
    }
}
