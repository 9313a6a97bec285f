//! Lint findings of issue 37: a named group that escapes `*`, a raw space or a leading `//`
//! in a pattern, a byte-order mark encoded twice, look-alike characters in keys and
//! user-agent values. Each fires on its case and not on its near-miss; messages, fixes and
//! the engine's verdicts behind them are checked.

#[macro_use]
mod support;
use robots_core::{LintRule, Options, Robots, Severity};
use support::{apply, first, lint};

fn allowed(text: &str, agent: &str, url: &str) -> bool {
    Robots::parse(text.as_bytes()).decide_with(agent, url, &Options::default()).0
}

const ESCAPES: &str = "User-agent: *\nDisallow: /admin/\nDisallow: /cart\nAllow: /cart/help\n\nUser-agent: Googlebot\nCrawl-delay: 5\n";

fires!(escapes, GroupEscapesWildcard, ESCAPES, 6);
fires!(escapes_only_comment, GroupEscapesWildcard, "User-agent: *\nDisallow: /x\n\nUser-agent: Bingbot\n# nothing yet\n", 4);
fires!(escapes_nothing, GroupEscapesWildcard, "User-agent: *\nDisallow: /x\n\nUser-agent: Bingbot\n", 4);
// The group of a token another group gives rules is not empty: Google merges them.
quiet!(
    escapes_merged,
    GroupEscapesWildcard,
    "User-agent: Googlebot\nDisallow: /x\n\nUser-agent: *\nDisallow: /x\n\nUser-agent: Googlebot\nCrawl-delay: 5\n"
);
quiet!(escapes_with_rule, GroupEscapesWildcard, "User-agent: *\nDisallow: /x\n\nUser-agent: Googlebot\nCrawl-delay: 5\nDisallow:\n");
// Nothing for it to escape: `*` disallows nothing.
quiet!(escapes_star_open, GroupEscapesWildcard, "User-agent: *\nDisallow:\n\nUser-agent: Googlebot\nCrawl-delay: 5\n");
// A crawler that ignores `*` anyway, or none in the catalog: a note.
fires!(escapes_note_adsbot, GroupEscapesWildcardNote, "User-agent: *\nDisallow: /x\n\nUser-agent: AdsBot-Google\nCrawl-delay: 5\n", 4);
fires!(escapes_note_unknown, GroupEscapesWildcardNote, "User-agent: *\nDisallow: /x\n\nUser-agent: SomeUnknownBot\nCrawl-delay: 5\n", 4);
quiet!(escapes_note_near, GroupEscapesWildcardNote, ESCAPES);

#[test]
fn escapes_names_urls_the_engine_opens_and_fixes() {
    let l = first(ESCAPES, LintRule::GroupEscapesWildcard);
    assert_eq!(l.rule.severity(), Severity::Warning);
    assert!(l.message.contains("\"Googlebot\""), "{}", l.message);
    assert!(l.message.contains("/admin/") && l.message.contains("/cart"), "{}", l.message);
    assert!(!l.message.contains('`'), "{}", l.message);
    // What the message says: `*` blocks these, Googlebot may fetch them.
    for url in ["/admin/", "/cart"] {
        assert!(!allowed(ESCAPES, "OtherBot", url) && allowed(ESCAPES, "Googlebot", url), "{url}");
    }
    let fixed = apply(ESCAPES, &l);
    assert_eq!(fixed, "User-agent: *\nDisallow: /admin/\nDisallow: /cart\nAllow: /cart/help\n\nUser-agent: Googlebot\nCrawl-delay: 5\nDisallow: /admin/\nDisallow: /cart\nAllow: /cart/help\n");
    for url in ["/admin/", "/cart", "/cart/help", "/", "/other"] {
        assert_eq!(allowed(&fixed, "Googlebot", url), allowed(ESCAPES, "OtherBot", url), "{url}");
    }
    assert!(!lint(fixed.as_bytes()).iter().any(|l| l.rule == LintRule::GroupEscapesWildcard));
}

#[test]
fn escapes_names_every_token_of_the_group() {
    let text = "User-agent: *\nDisallow: /x\n\nUser-agent: Googlebot\nUser-agent: Bingbot/2.0\nCrawl-delay: 5\n";
    let l = first(text, LintRule::GroupEscapesWildcard);
    assert!(l.message.contains("\"Googlebot\", \"Bingbot\""), "{}", l.message);
    assert_eq!(lint(text.as_bytes()).iter().filter(|l| l.rule == LintRule::GroupEscapesWildcard).count(), 1);
}

// A raw space: Google compares it raw, crawlers send %20.
const SPACE: &str = "User-agent: *\nDisallow: /Test Page\n";
fires!(space, SpaceInPattern, SPACE, 2);
fires!(space_allow, SpaceInPattern, "User-agent: *\nAllow: /a b/*\n", 2);
quiet!(space_near, SpaceInPattern, "User-agent: *\nDisallow: /Test%20Page   # a comment\n");

#[test]
fn space_is_what_the_engine_does() {
    // The engine (Google's reading) keeps the raw space: the URL as crawlers send it is not
    // matched, the fixed pattern matches it.
    assert!(allowed(SPACE, "x", "https://example.com/Test%20Page"));
    assert!(!allowed(SPACE, "x", "https://example.com/Test Page"));
    let l = first(SPACE, LintRule::SpaceInPattern);
    assert!(l.message.contains("%20") && !l.message.contains('`'), "{}", l.message);
    let fixed = apply(SPACE, &l);
    assert_eq!(fixed, "User-agent: *\nDisallow: /Test%20Page\n");
    assert!(!allowed(&fixed, "x", "https://example.com/Test%20Page"));
}

const SLASHES: &str = "User-agent: *\nDisallow: //admin\n";
fires!(double_slash, DoubleSlashPattern, SLASHES, 2);
quiet!(double_slash_near, DoubleSlashPattern, "User-agent: *\nDisallow: /admin//x\nDisallow: /*//\nDisallow: /\n");
// Doubled slashes kept out on purpose.
quiet!(double_slash_deliberate, DoubleSlashPattern, "User-agent: *\nDisallow: //\nDisallow: //*\nDisallow: //?\n");

#[test]
fn double_slash_is_what_the_engine_does() {
    assert!(allowed(SLASHES, "x", "https://example.com/admin"));
    assert!(!allowed(SLASHES, "x", "https://example.com//admin"));
    let fixed = apply(SLASHES, &first(SLASHES, LintRule::DoubleSlashPattern));
    assert_eq!(fixed, "User-agent: *\nDisallow: /admin\n");
    // A host after the slashes: no fix that would keep it.
    assert!(first("User-agent: *\nDisallow: //www.example.com/x\n", LintRule::DoubleSlashPattern).fix.is_none());
    assert!(first("User-agent: *\nDisallow: //story-1.1285586\n", LintRule::DoubleSlashPattern).fix.is_some());
}

const BOM_TWICE: &str = "\u{EF}\u{BB}\u{BF}User-agent: *\nDisallow: /\n";
fires!(double_bom, DoubleBom, BOM_TWICE, 1);
fires!(double_bom_after_bom, DoubleBom, "\u{FEFF}\u{EF}\u{BB}\u{BF}User-agent: *\nDisallow: /\n", 1);
quiet!(double_bom_near, DoubleBom, "\u{FEFF}User-agent: *\nDisallow: /\n");
// The line is said once, as a double BOM, not also as an unknown key or an invalid line.
quiet!(double_bom_alone, UnknownKey, BOM_TWICE);
quiet!(double_bom_alone_invalid, InvalidLine, "\u{EF}\u{BB}\u{BF}just words\nUser-agent: *\nDisallow: /\n");

#[test]
fn double_bom_fix_restores_the_group() {
    // The line is unreadable: the rule belongs to no group and the crawler may fetch all.
    assert!(allowed(BOM_TWICE, "x", "https://example.com/a"));
    let l = first(BOM_TWICE, LintRule::DoubleBom);
    assert_eq!(l.rule.severity(), Severity::Error);
    let fixed = apply(BOM_TWICE, &l);
    assert_eq!(fixed, "User-agent: *\nDisallow: /\n");
    assert!(!allowed(&fixed, "x", "https://example.com/a"));
}

const NB_HYPHEN: &str = "User-agent: *\nDisallow: /x\n\nUser-agent: Perplexity\u{2011}User\nDisallow: /\n";
fires!(lookalike_agent, LookalikeChar, NB_HYPHEN, 4);
fires!(lookalike_key, LookalikeChar, "User-agent: *\nDis\u{0430}llow: /x\n", 2);
fires!(lookalike_zero_width, LookalikeChar, "User-agent: GPT\u{200B}Bot\nDisallow: /\n", 1);
fires!(lookalike_fullwidth, LookalikeChar, "User-agent: \u{FF27}ooglebot\nDisallow: /\n", 1);
quiet!(
    lookalike_near,
    LookalikeChar,
    "User-agent: Perplexity-User\nDisallow: /\n\nUser-agent: \u{042F}\u{043D}\u{0434}\u{0435}\u{043A}\u{0441}\nDisallow: /\n"
);

#[test]
fn lookalike_names_the_character_and_fixes_it() {
    let l = first(NB_HYPHEN, LintRule::LookalikeChar);
    assert!(l.message.contains("U+2011 (non-breaking hyphen)") && l.message.contains("\"-\""), "{}", l.message);
    // What Google reads: the group is not Perplexity-User's.
    assert!(allowed(NB_HYPHEN, "Perplexity-User", "https://example.com/a"));
    let fixed = apply(NB_HYPHEN, &l);
    assert!(fixed.contains("User-agent: Perplexity-User\n"), "{fixed}");
    assert!(!allowed(&fixed, "Perplexity-User", "https://example.com/a"));
    let key = "User-agent: *\nDis\u{0430}llow: /x\n";
    let l = first(key, LintRule::LookalikeChar);
    assert!(l.message.contains("U+0430 (Cyrillic letter)") && l.message.contains("\"a\""), "{}", l.message);
    let fixed = apply(key, &l);
    assert_eq!(fixed, "User-agent: *\nDisallow: /x\n");
    assert!(!allowed(&fixed, "x", "https://example.com/x") && allowed(key, "x", "https://example.com/x"));
}

// AI-use preferences (issue 40): a line no crawler reads, a value in the other form's words.
fires!(preference_before_any_group, PreferenceOutsideGroup, "Content-Usage: train-ai=n\nUser-agent: *\nAllow: /\n", 1);
quiet!(preference_inside_a_group, PreferenceOutsideGroup, "User-agent: *\nAllow: /\nContent-Signal: search=yes, ai-train=no\n");
fires!(preference_missing_comma, PreferenceSyntax, "User-agent: *\nContent-Usage: train-ai=n search=y\n", 2);
quiet!(preference_dictionary_parses, PreferenceSyntax, "User-agent: *\nContent-Usage: train-ai=n;x=1, search=y\n");
fires!(preference_yes_in_content_usage, PreferenceValue, "User-agent: *\nContent-Usage: /ai/ train-ai=yes, search=N\n", 2);
quiet!(
    preference_in_each_forms_words,
    PreferenceValue,
    "User-agent: *\nContent-Usage: train-ai=n, search=y\nContent-Signal: search=yes, ai-train=no\n"
);

// A label neither form knows, one given twice, a path without its `/`, two lines at odds, a
// path the group disallows (core/tests/lint_prefs.rs checks messages, fixes and `preference()`).
fires!(preference_label_misspelt, PreferenceLabel, "User-agent: *\nAllow: /\nContent-Usage: train_ai=n\n", 3);
quiet!(
    preference_label_known,
    PreferenceLabel,
    "User-agent: *\nContent-Usage: train-ai=n, search=y\nContent-Signal: search=yes, ai-input=no, ai-train=no, use=reference\n"
);
fires!(preference_duplicate_in_a_line, PreferenceDuplicate, "User-agent: *\nContent-Usage: train-ai=n, search=y, train-ai=y\n", 2);
quiet!(
    preference_duplicate_across_lines,
    PreferenceDuplicate,
    "User-agent: *\nContent-Usage: train-ai=n\nContent-Usage: train-ai=n, search=y\n"
);
fires!(preference_path_without_slash, PreferencePath, "User-agent: *\nContent-Usage: private/ train-ai=n\n", 2);
quiet!(
    preference_path_with_slash,
    PreferencePath,
    "User-agent: *\nContent-Usage: /private/ train-ai=n\nContent-Usage: train-ai=n, search=y\n"
);
fires!(
    preference_conflict_usage_signal,
    PreferenceConflict,
    "User-agent: *\nAllow: /\nContent-Usage: train-ai=y\nContent-Signal: ai-train=no\n",
    4
);
quiet!(
    preference_conflict_other_paths,
    PreferenceConflict,
    "User-agent: *\nAllow: /\nContent-Usage: /a/ train-ai=y\nContent-Usage: /b/ train-ai=n\nContent-Signal: ai-train=yes\n"
);
fires!(
    preference_unreachable_disallowed,
    PreferenceUnreachable,
    "User-agent: *\nAllow: /\nDisallow: /private/\nContent-Usage: /private/ train-ai=n\n",
    4
);
quiet!(
    preference_unreachable_allow_under,
    PreferenceUnreachable,
    "User-agent: *\nDisallow: /private/\nAllow: /private/open/\nContent-Usage: /private/ train-ai=n\n"
);

#[test]
fn a_preference_value_is_fixed_into_its_forms_words() {
    let text = "User-agent: *\nContent-Usage: /ai/ train-ai=yes, search=N\nContent-Signal: search=y\n";
    let found: Vec<_> = lint(text).into_iter().filter(|l| l.rule == LintRule::PreferenceValue).collect();
    let fixes: Vec<&str> = found.iter().map(|l| l.fix.as_ref().unwrap().insert.as_str()).collect();
    assert_eq!(fixes, ["y", "n", "yes"]);
    // Each fix replaces the value, and the engine then reads the preference.
    let fixed = apply(text, &found[0]);
    assert!(fixed.contains("train-ai=y, search=N"), "{fixed}");
    let p = Robots::parse(fixed.as_bytes()).preference("Googlebot", "/ai/x", &Options::default()).unwrap();
    assert_eq!(p.labels[0].name, "train-ai");
}
