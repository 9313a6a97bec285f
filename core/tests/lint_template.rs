//! A template's source: one `template-source` note, no finding on its code lines, and no
//! finding about what groups allow where the code chooses between lines.

use robots_core::{Lint, LintRule, Options, Robots};

fn lint(text: &str) -> Vec<Lint> {
    Robots::parse(text.as_bytes()).lint(&Options::default())
}

fn rules(lints: &[Lint]) -> Vec<(u32, &'static str)> {
    lints.iter().map(|l| (l.line, l.rule.id())).collect()
}

/// Hugo's usual robots.txt: production allows, other builds disallow. Without the template
/// check, the lint said the Disallow "never blocks" (allow wins the tie) and the sitemap was
/// relative: both wrong for either file Hugo writes out.
const HUGO: &str =
    "User-agent: *\n{{ if hugo.IsProduction }}\nAllow: /\nSitemap: {{ .Site.BaseURL }}sitemap.xml\n{{ else }}\nDisallow: /\n{{ end }}\n";

#[test]
fn hugo_branches_get_one_note_and_no_effect_claims() {
    let lints = lint(HUGO);
    assert_eq!(rules(&lints), vec![(2, "template-source")], "{lints:?}");
    let note = &lints[0].message;
    assert!(note.contains("4 lines, from line 2") && note.contains("chooses between lines"), "{note}");
}

#[test]
fn the_same_lines_without_template_code_are_linted() {
    // The rendered branches side by side, as a real file: the tie is real there.
    let lints = lint("User-agent: *\nAllow: /\nSitemap: /sitemap.xml\nDisallow: /\n");
    let ids = rules(&lints);
    assert!(ids.contains(&(4, "allow-disallow-same")) && ids.contains(&(3, "sitemap-not-absolute")), "{ids:?}");
    assert!(!ids.iter().any(|(_, id)| *id == "template-source"), "{ids:?}");
}

#[test]
fn jinja_liquid_erb_and_php() {
    for (text, line) in [
        ("User-agent: *\n{% if site.private %}\nDisallow: /\n{% endif %}\nAllow: /\n", 2),
        ("User-agent: *\nDisallow: /a\n<% if production? %>\nAllow: /\n<% end %>\nDisallow: /\n", 3),
        ("<?php header('Content-Type: text/plain'); ?>\nUser-agent: *\nDisallow: /\nAllow: /\n", 1),
    ] {
        let lints = lint(text);
        let ids = rules(&lints);
        assert!(ids.contains(&(line, "template-source")), "{text:?}: {ids:?}");
        assert!(!ids.iter().any(|(_, id)| *id == "allow-disallow-same" || *id == "invalid-line"), "{text:?}: {ids:?}");
    }
}

#[test]
fn expressions_alone_keep_the_group_findings() {
    // A value filled in by the generator chooses nothing: the groups are what they are.
    let text = "User-agent: *\nDisallow: /\nAllow: /\nSitemap: {{ \"sitemap.xml\" | absURL }}\n";
    let ids = rules(&lint(text));
    assert!(ids.contains(&(4, "template-source")), "{ids:?}");
    assert!(ids.contains(&(2, "allow-disallow-same")), "{ids:?}");
    assert!(!ids.iter().any(|(_, id)| *id == "sitemap-not-absolute"), "{ids:?}");
}

#[test]
fn jekyll_front_matter() {
    let text = "---\nlayout: null\npermalink: /robots.txt\nsitemap: false\n---\nUser-agent: *\nDisallow: /x/\nSitemap: {{ site.url }}/sitemap.xml\n";
    let lints = lint(text);
    let ids = rules(&lints);
    assert_eq!(ids.iter().filter(|(_, id)| *id == "template-source").count(), 1, "{ids:?}");
    assert!(ids.contains(&(1, "template-source")), "{ids:?}");
    // The front matter's lines (`sitemap: false` reads as a Sitemap line) get nothing.
    assert!(ids.iter().all(|(n, id)| *id == "template-source" || !(1..=5).contains(n) && *n != 8), "{ids:?}");
}

#[test]
fn plain_files_with_braces_are_no_templates() {
    for text in [
        "User-agent: *\nDisallow: /{id}/edit\nDisallow: /*%7B%7B\n",
        "User-agent: *\nDisallow: /a{{b\n",
        "---\nUser-agent: *\nDisallow: /\n---\n",
        "User-agent: *\nDisallow: /x <% y\n",
    ] {
        let ids = rules(&lint(text));
        assert!(!ids.iter().any(|(_, id)| *id == "template-source"), "{text:?}: {ids:?}");
    }
}

#[test]
fn the_rule_is_listed() {
    assert!(LintRule::ALL.contains(&LintRule::TemplateSource));
    assert_eq!(LintRule::TemplateSource.id(), "template-source");
}
