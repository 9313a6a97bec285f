//! The lint of AI-use preference lines (`Content-Usage`, `Content-Signal`): each rule's
//! message and fix, checked against what `Robots::preference` (the engine's reading of the
//! drafts) makes of the file before and after the fix.

#[macro_use]
mod support;
use robots_core::{Lint, LintRule, Options, Robots, Severity};
use support::{apply, first, lint};

/// The labels `preference()` gives `url` for `*`, as `name=y|n`; `None` when it states none.
fn pref(text: &str, url: &str) -> Option<Vec<String>> {
    let p = Robots::parse(text.as_bytes()).preference("Googlebot", url, &Options::default())?;
    Some(p.labels.iter().map(|l| format!("{}={}", l.name, if l.allowed { "y" } else { "n" })).collect())
}

fn all(text: &str, rule: LintRule) -> Vec<Lint> {
    lint(text.as_bytes()).into_iter().filter(|l| l.rule == rule).collect()
}

fn quoted(text: &str, l: &Lint) -> String {
    text[l.span.start as usize..l.span.end as usize].to_string()
}

#[test]
fn a_close_label_is_offered_and_the_fix_makes_crawlers_read_it() {
    for (written, meant) in
        [("train_ai", "train-ai"), ("trainai", "train-ai"), ("ai-training", "train-ai"), ("ai-train", "train-ai"), ("serach", "search")]
    {
        let text = format!("User-agent: *\nAllow: /\nContent-Usage: {written}=n\n");
        let l = first(&text, LintRule::PreferenceLabel);
        assert_eq!(l.rule.severity(), Severity::Warning);
        assert_eq!(quoted(&text, &l), written);
        assert_eq!(
            l.message,
            format!("`{written}` is not a label Content-Usage knows: did you mean `{meant}`? As written, crawlers that read this line ignore it.")
        );
        // As written the line states nothing; fixed, it states what was meant.
        assert_eq!(pref(&text, "/x"), None, "{text}");
        let fixed = apply(&text, &l);
        assert_eq!(fixed, format!("User-agent: *\nAllow: /\nContent-Usage: {meant}=n\n"));
        assert_eq!(pref(&fixed, "/x"), Some(vec![format!("{meant}=n")]));
        assert!(all(&fixed, LintRule::PreferenceLabel).is_empty(), "{fixed}");
    }
    // Content-Signal: its own labels, and the vocabulary's `train-ai` read as its `ai-train`.
    let text = "User-agent: *\nContent-Signal: search=yes, train-ai=no, AI-Input=no\n";
    let found = all(text, LintRule::PreferenceLabel);
    let fixes: Vec<&str> = found.iter().map(|l| l.fix.as_ref().unwrap().insert.as_str()).collect();
    assert_eq!(fixes, ["ai-train", "ai-input"]);
    assert!(
        found[0].message.starts_with("`train-ai` is not a label Content-Signal knows: did you mean `ai-train`?"),
        "{}",
        found[0].message
    );
    assert_eq!(pref(text, "/x"), Some(vec!["search=y".into()]));
    let fixed = apply(&apply(text, &found[1]), &found[0]);
    assert_eq!(pref(&fixed, "/x"), Some(vec!["search=y".into(), "train-ai=n".into(), "ai-input=n".into()]));
}

#[test]
fn capitals_in_a_content_usage_label_lose_the_whole_line() {
    let text = "User-agent: *\nContent-Usage: Train-AI=n, search=y\n";
    let l = first(text, LintRule::PreferenceLabel);
    assert!(l.message.contains("did you mean `train-ai`?"), "{}", l.message);
    assert!(l.message.contains("ignore the whole line"), "{}", l.message);
    // What the message says: not even `search=y` is read; the fix brings both back.
    assert_eq!(pref(text, "/x"), None);
    assert_eq!(pref(&apply(text, &l), "/x"), Some(vec!["train-ai=n".into(), "search=y".into()]));
}

#[test]
fn a_label_nothing_is_close_to_is_named_without_a_fix() {
    let text = "User-agent: *\nContent-Usage: bots=n, ai-use=n, search=y\n";
    let found = all(text, LintRule::PreferenceLabel);
    assert_eq!(found.iter().map(|l| quoted(text, l)).collect::<Vec<_>>(), ["bots", "ai-use"]);
    assert_eq!(
        found[0].message,
        "`bots` is not a label Content-Usage knows (`train-ai`, `search`): crawlers that read this line ignore it."
    );
    assert!(found.iter().all(|l| l.fix.is_none()));
    // Content-Signal's `ai-input` has no vocabulary label: nothing to offer.
    let l = first("User-agent: *\nContent-Usage: ai-input=n\n", LintRule::PreferenceLabel);
    assert!(l.fix.is_none() && l.message.contains("(`train-ai`, `search`)"), "{}", l.message);
    // The rest of the line is read.
    assert_eq!(pref(text, "/x"), Some(vec!["search=y".into()]));
}

#[test]
fn a_label_given_twice_counts_with_its_last_value() {
    let text = "User-agent: *\nAllow: /\nContent-Usage: train-ai=n, search=y, train-ai=y\n";
    let l = first(text, LintRule::PreferenceDuplicate);
    assert_eq!(l.rule.severity(), Severity::Warning);
    assert_eq!(quoted(text, &l), "train-ai=n");
    assert_eq!(
        l.message,
        "`train-ai` comes again later in this line: crawlers that read it take the last value (`train-ai=y`) and ignore this one."
    );
    // What the message says is what the engine reads, and the fix keeps it.
    assert_eq!(pref(text, "/x"), Some(vec!["train-ai=y".into(), "search=y".into()]));
    let fixed = apply(text, &l);
    assert_eq!(fixed, "User-agent: *\nAllow: /\nContent-Usage: search=y, train-ai=y\n");
    assert_eq!(pref(&fixed, "/x"), Some(vec!["search=y".into(), "train-ai=y".into()]));
    assert!(all(&fixed, LintRule::PreferenceDuplicate).is_empty());
    // Three times: the two first each get one; Content-Signal likewise.
    let text = "User-agent: *\nContent-Signal: ai-train=no, ai-train=no, search=yes, ai-train=yes\n";
    let found = all(text, LintRule::PreferenceDuplicate);
    assert_eq!(found.len(), 2);
    assert!(found.iter().all(|l| l.message.contains("(`ai-train=yes`)")), "{:?}", found);
    assert_eq!(pref(text, "/x"), Some(vec!["train-ai=y".into(), "search=y".into()]));
}

#[test]
fn a_path_without_its_slash_is_fixed_and_then_read() {
    for (path, url) in [("private/", "/private/x"), ("*.pdf", "/docs/a.pdf"), ("blog/drafts", "/blog/drafts/1")] {
        let text = format!("User-agent: *\nAllow: /\nContent-Usage: {path} train-ai=n\n");
        let l = first(&text, LintRule::PreferencePath);
        assert_eq!(quoted(&text, &l), path);
        assert_eq!(
            l.message,
            format!("`{path}` is not a path (no leading `/`): crawlers read it as part of the preference, and the line states nothing. Write `/{path}`.")
        );
        // It says nothing as written, not even for the whole site; the label is not flagged too.
        assert_eq!(pref(&text, url), None);
        assert_eq!(pref(&text, "/"), None);
        assert!(all(&text, LintRule::PreferenceLabel).is_empty());
        let fixed = apply(&text, &l);
        assert_eq!(fixed, format!("User-agent: *\nAllow: /\nContent-Usage: /{path} train-ai=n\n"));
        assert_eq!(pref(&fixed, url), Some(vec!["train-ai=n".into()]));
        assert!(all(&fixed, LintRule::PreferencePath).is_empty());
    }
    // Words that are not paths: a label, a label with a space; and Content-Signal has no path.
    for value in ["Content-Usage: train-ai=n, search=y", "Content-Usage: train ai=n", "Content-Signal: a/b ai-train=no"] {
        assert!(all(&format!("User-agent: *\n{value}\n"), LintRule::PreferencePath).is_empty(), "{value}");
    }
}

#[test]
fn a_conflict_says_what_preference_reads() {
    let cases = [
        // Content-Usage without a path and Content-Signal: both for the whole site.
        ("Content-Usage: train-ai=y\nContent-Signal: ai-train=no", "Line 3 allows AI training for the same pages and this line does not"),
        (
            "Content-Signal: ai-train=no, search=yes\nContent-Usage: train-ai=y",
            "Line 3 does not allow AI training for the same pages and this line does",
        ),
        (
            "Content-Usage: /blog/ search=n\nContent-Usage: /blog/ search=y, train-ai=n",
            "Line 3 does not allow use in search for the same pages and this line does",
        ),
    ];
    for (lines, said) in cases {
        let text = format!("User-agent: *\nAllow: /\n{lines}\n");
        let found = all(&text, LintRule::PreferenceConflict);
        assert_eq!(found.len(), 1, "{text}");
        let l = &found[0];
        // Only a later line that allows the use and states nothing else is removed by the fix.
        let removable = lines.ends_with("Content-Usage: train-ai=y");
        assert_eq!((l.line, l.rule.severity(), l.fix.is_some()), (4, Severity::Warning, removable), "{text}");
        if removable {
            let fixed = apply(&text, l);
            assert_eq!(fixed, "User-agent: *\nAllow: /\nContent-Signal: ai-train=no, search=yes\n");
            assert_eq!(pref(&fixed, "/x"), pref(&text, "/x"), "the answer stays");
            assert!(all(&fixed, LintRule::PreferenceConflict).is_empty());
        }
        assert!(l.message.starts_with(said), "{}", l.message);
        assert!(
            l.message.ends_with("crawlers that read both take the most restrictive, so AI training is not allowed.")
                || l.message.ends_with("so use in search is not allowed."),
            "{}",
            l.message
        );
        // `preference()` reads the use as not allowed, as the message says.
        let labels = pref(&text, "/blog/post").unwrap();
        let name = if said.contains("search") { "search" } else { "train-ai" };
        assert!(labels.contains(&format!("{name}=n")), "{labels:?}");
    }
}

#[test]
fn no_conflict_between_paths_groups_or_agreeing_lines() {
    for text in [
        // A longer path is not at odds with the whole site: it wins for its pages.
        "User-agent: *\nAllow: /\nContent-Usage: / train-ai=y\nContent-Signal: ai-train=no\n",
        // Other groups, other crawlers.
        "User-agent: GPTBot\nAllow: /\nContent-Usage: train-ai=y\n\nUser-agent: *\nAllow: /\nContent-Signal: ai-train=no\n",
        // The same value twice, and other uses.
        "User-agent: *\nAllow: /\nContent-Usage: train-ai=n, search=y\nContent-Signal: ai-train=no, ai-input=no\n",
        // Within one line, the last value counts: no conflict with the other line.
        "User-agent: *\nAllow: /\nContent-Usage: train-ai=y, train-ai=n\nContent-Signal: ai-train=no\n",
    ] {
        assert!(all(text, LintRule::PreferenceConflict).is_empty(), "{text}");
    }
}

#[test]
fn a_path_the_group_disallows_has_no_preference() {
    let text = "User-agent: *\nAllow: /\nDisallow: /private/\nContent-Usage: /private/ train-ai=n\nContent-Usage: /public/ train-ai=n\n";
    let found = all(text, LintRule::PreferenceUnreachable);
    assert_eq!(found.len(), 1);
    let l = &found[0];
    assert_eq!((l.line, l.rule.severity(), quoted(text, l).as_str()), (4, Severity::Info, "/private/"));
    assert_eq!(
        l.message,
        "Disallow `/private/` (line 3) keeps this group's crawlers from the pages under `/private/`: a preference applies only to pages a crawler may fetch, so this one has no effect for them."
    );
    // What `preference()` gives: nothing under the path, the other line elsewhere.
    assert_eq!(pref(text, "/private/a"), None);
    assert_eq!(pref(text, "/public/a"), Some(vec!["train-ai=n".into()]));
    // The fix removes the line, which changes nothing.
    let fixed = apply(text, l);
    assert_eq!(fixed, "User-agent: *\nAllow: /\nDisallow: /private/\nContent-Usage: /public/ train-ai=n\n");
    assert_eq!((pref(&fixed, "/private/a"), pref(&fixed, "/public/a")), (None, Some(vec!["train-ai=n".into()])));
    assert!(all(&fixed, LintRule::PreferenceUnreachable).is_empty());
    // A shorter disallow covers it too; so does one of the group's own when another group of
    // its crawlers has no allow under the path.
    let merged = "User-agent: GPTBot\nDisallow: /private/\nContent-Usage: /private/ train-ai=n\n\nUser-agent: gptbot\nAllow: /docs/\n";
    assert_eq!(all(merged, LintRule::PreferenceUnreachable).len(), 1);
    assert_eq!(all("User-agent: *\nDisallow: /\nContent-Usage: /a/ train-ai=n\n", LintRule::PreferenceUnreachable).len(), 1);
}

#[test]
fn no_unreachable_where_some_page_under_the_path_may_be_fetched() {
    for text in [
        // An allow under the path, or one as long that matches it.
        "User-agent: *\nDisallow: /private/\nAllow: /private/open\nContent-Usage: /private/ train-ai=n\n",
        "User-agent: *\nDisallow: /private/\nAllow: /private/\nContent-Usage: /private/ train-ai=n\n",
        "User-agent: *\nDisallow: /private/\nAllow: /*.html\nAllow: /*/public/\nContent-Usage: /private/ train-ai=n\n",
        // In another group the same crawlers obey (Google merges groups of one name).
        "User-agent: GPTBot\nDisallow: /private/\nContent-Usage: /private/ train-ai=n\n\nUser-agent: gptbot\nAllow: /private/docs/\n",
        // A disallow of the path alone (`$`), of other paths, or of another group.
        "User-agent: *\nDisallow: /private/$\nContent-Usage: /private/ train-ai=n\n",
        "User-agent: *\nDisallow: /priv/\nContent-Usage: /private/ train-ai=n\n",
        "User-agent: GPTBot\nDisallow: /private/\n\nUser-agent: *\nAllow: /\nContent-Usage: /private/ train-ai=n\n",
        // A path with a wildcard is not compared.
        "User-agent: *\nDisallow: /private/\nContent-Usage: /private/*.pdf train-ai=n\n",
    ] {
        assert!(all(text, LintRule::PreferenceUnreachable).is_empty(), "{text}");
    }
    // Where an allow opens a page under the path, `preference()` gives the line for it.
    let text = "User-agent: *\nDisallow: /private/\nAllow: /private/open\nContent-Usage: /private/ train-ai=n\n";
    assert_eq!(pref(text, "/private/open/x"), Some(vec!["train-ai=n".into()]));
}

fires!(syntax_empty_member, PreferenceSyntax, "User-agent: *\nContent-Usage: train-ai=n,,search=y\n", 2);
fires!(syntax_trailing_comma, PreferenceSyntax, "User-agent: *\nContent-Usage: train-ai=n,\n", 2);
fires!(syntax_space_around_equals, PreferenceSyntax, "User-agent: *\nContent-Usage: train-ai = n\n", 2);
fires!(syntax_missing_comma, PreferenceSyntax, "User-agent: *\nContent-Usage: train-ai=n search=y\n", 2);
fires!(syntax_bad_value, PreferenceSyntax, "User-agent: *\nContent-Usage: train-ai='n'\n", 2);
fires!(syntax_no_value, PreferenceSyntax, "User-agent: *\nContent-Usage: train-ai=\n", 2);
fires!(syntax_in_content_signal, PreferenceSyntax, "User-agent: *\nContent-Signal: search=yes ai-train=no\n", 2);
fires!(syntax_after_a_path, PreferenceSyntax, "User-agent: *\nContent-Usage: /blog/ train-ai=n search=y\n", 2);
// Dictionaries that parse: parameters, other bare items, spaces after commas only, Cloudflare's
// own lines; and keys that are not keys, which `preference-label` names instead.
quiet!(syntax_parameters_and_items, PreferenceSyntax, "User-agent: *\nContent-Usage: train-ai=n;src=\"x\", search, bots=?0, n=1.5\n");
quiet!(
    syntax_cloudflare,
    PreferenceSyntax,
    "User-agent: *\nContent-signal: search=yes,ai-train=no\nContent-Signal: search=yes, ai-input=no, ai-train=no\n"
);
quiet!(syntax_capitals_are_labels, PreferenceSyntax, "User-agent: *\nContent-Usage: Train-AI=n, search=y\nContent-Usage: train ai=n\n");
quiet!(syntax_pathless_is_a_path, PreferenceSyntax, "User-agent: *\nContent-Usage: *.pdf train-ai=n\nContent-Usage: private/ train-ai=n\n");
quiet!(syntax_comment_after, PreferenceSyntax, "User-agent: *\nContent-Usage: train-ai=n # no training\n");

#[test]
fn each_syntax_fix_makes_crawlers_read_what_was_meant() {
    let cases = [
        ("train-ai=n,,search=y", ",", "train-ai=n,search=y", "An empty member"),
        ("train-ai=n, , search=y", ",", "train-ai=n, search=y", "An empty member"),
        (",train-ai=n, search=y", ",", "train-ai=n, search=y", "An empty member"),
        ("train-ai=n, search=y,", ",", "train-ai=n, search=y", "An empty member"),
        ("train-ai = n, search=y", " ", "train-ai= n, search=y", "White space around `=`"),
        ("train-ai=\tn, search=y", "\t", "train-ai=n, search=y", "White space around `=`"),
        ("train-ai=n search=y", " ", "train-ai=n, search=y", "Two members with no comma"),
    ];
    for (value, named, fixed_value, said) in cases {
        let text = format!("User-agent: *\nAllow: /\nContent-Usage: {value}\n");
        let l = first(&text, LintRule::PreferenceSyntax);
        assert_eq!((l.line, l.rule.severity()), (3, Severity::Warning), "{text}");
        assert_eq!(quoted(&text, &l), named, "{text}");
        assert!(l.message.starts_with(said), "{}", l.message);
        assert!(
            l.message.ends_with(
                "the value is not a Structured Fields dictionary, so crawlers that follow the aipref drafts ignore the whole line, and it states no preference."
            ),
            "{}",
            l.message
        );
        // As written the line states nothing, as the message says.
        assert_eq!(pref(&text, "/x"), None, "{text}");
        let fixed = apply(&text, &l);
        assert_eq!(fixed, format!("User-agent: *\nAllow: /\nContent-Usage: {fixed_value}\n"));
        // `train-ai = n` has a space on each side: the fix takes one, then the other.
        let fixed = match all(&fixed, LintRule::PreferenceSyntax).first() {
            Some(again) => apply(&fixed, again),
            None => fixed,
        };
        assert!(all(&fixed, LintRule::PreferenceSyntax).is_empty(), "{fixed}");
        assert_eq!(pref(&fixed, "/x"), Some(vec!["train-ai=n".into(), "search=y".into()]), "{fixed}");
    }
}

#[test]
fn a_value_no_dictionary_holds_is_named_without_a_fix() {
    for (value, named, said) in [
        ("train-ai='n', search=y", "'n'", "`'n'` is not a value a dictionary can hold"),
        ("train-ai=, search=y", "=", "A label with `=` and no value after it"),
        ("train-ai=\"n, search=y", "\"n", "`\"n` is not a value"),
        ("train-ai=n), search=y", ")", "`)` where a member should end"),
        ("=n, search=y", "=", "A value with no label before its `=`"),
    ] {
        let text = format!("User-agent: *\nContent-Usage: {value}\n");
        let l = first(&text, LintRule::PreferenceSyntax);
        assert_eq!(quoted(&text, &l), named, "{text}");
        assert!(l.message.starts_with(said), "{}", l.message);
        assert!(l.fix.is_none(), "{text}");
        assert_eq!(pref(&text, "/x"), None, "{text}");
    }
    // A quoted `"n"` parses (a string): no syntax finding, and no preference either.
    let text = "User-agent: *\nContent-Usage: train-ai=\"n\", search=y\n";
    assert!(all(text, LintRule::PreferenceSyntax).is_empty());
    assert_eq!(pref(text, "/x"), Some(vec!["search=y".into()]));
}

#[test]
fn content_signal_syntax_says_what_the_playground_reads() {
    let text = "User-agent: *\nContent-Signal: search=yes ai-train=no, ai-input=no\n";
    let l = first(text, LintRule::PreferenceSyntax);
    assert!(l.message.contains("Content-Signal's draft names no syntax"), "{}", l.message);
    // Read member by member, `search`'s value is `yes ai-train=no`: neither use is read.
    assert_eq!(pref(text, "/x"), Some(vec!["ai-input=n".into()]));
    let fixed = apply(text, &l);
    assert_eq!(fixed, "User-agent: *\nContent-Signal: search=yes, ai-train=no, ai-input=no\n");
    assert_eq!(pref(&fixed, "/x"), Some(vec!["search=y".into(), "train-ai=n".into(), "ai-input=n".into()]));
    // A path's slip is named once, by `preference-path`; the rest of the value is checked.
    let text = "User-agent: *\nContent-Usage: blog/ train-ai=n search=y\n";
    let l = first(text, LintRule::PreferenceSyntax);
    let fixed = apply(&apply(text, &l), &first(text, LintRule::PreferencePath));
    assert_eq!(fixed, "User-agent: *\nContent-Usage: /blog/ train-ai=n, search=y\n");
    assert_eq!(pref(&fixed, "/blog/x"), Some(vec!["train-ai=n".into(), "search=y".into()]));
}

/// Every verdict of `text` for a set of crawlers and paths, under both readings.
fn verdicts(text: &str) -> Vec<bool> {
    let r = Robots::parse(text.as_bytes());
    let mut out = Vec::new();
    for policy in [robots_core::Policy::Google, robots_core::Policy::Rfc9309] {
        let opts = Options { policy, ..Options::default() };
        for agent in ["Googlebot", "GPTBot", "Amazonbot", "CCBot", "SomeBot"] {
            for url in ["/", "/private/x", "/public", "/cgi-bin/a", "/ai/x"] {
                out.push(r.decide_with(agent, url, &opts).0);
            }
        }
    }
    out
}

#[test]
fn a_preference_before_any_group_moves_into_the_wildcard_group() {
    let cases = [
        // The `*` group first, its user-agent line right after the preference.
        (
            "Content-Usage: train-ai=n\nUser-agent: *\nDisallow: /private/\n",
            "User-agent: *\nContent-Usage: train-ai=n\nDisallow: /private/\n",
        ),
        // Cloudflare's shape: named groups first, then `*` with two user-agent lines; a comment
        // and blank lines stay where they were.
        (
            "# managed\nContent-Signal: search=yes, ai-train=no\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: SomeOtherBot\nUser-agent: *\nDisallow: /cgi-bin/\n",
            "# managed\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: SomeOtherBot\nUser-agent: *\nContent-Signal: search=yes, ai-train=no\nDisallow: /cgi-bin/\n",
        ),
        // CRLF line ends, and a last user-agent line without one.
        ("Content-Usage: train-ai=n\r\nUser-agent: *\r\nAllow: /\r\n", "User-agent: *\r\nContent-Usage: train-ai=n\r\nAllow: /\r\n"),
        ("Content-Usage: train-ai=n\nUser-agent: *", "User-agent: *\nContent-Usage: train-ai=n\n"),
    ];
    for (text, moved) in cases {
        let l = first(text, LintRule::PreferenceOutsideGroup);
        let f = l.fix.as_ref().expect("a fix");
        assert_eq!(f.label, "Move it into the `User-agent: *` group");
        // One replacement, from the start of the line on.
        let at = text.find("Content-").unwrap();
        assert_eq!(f.span.start as usize, at, "{text:?}");
        let fixed = apply(text, &l);
        assert_eq!(fixed, moved);
        assert!(all(&fixed, LintRule::PreferenceOutsideGroup).is_empty(), "{fixed:?}");
        // Before, no crawler reads it; after, every crawler that obeys `*` does, and no crawler's
        // verdict on any URL changed.
        assert_eq!(pref(text, "/x"), None);
        let p = Robots::parse(fixed.as_bytes()).preference("SomeBot", "/x", &Options::default()).expect("read under `*`");
        assert!(p.labels.iter().any(|l| l.name == "train-ai" && !l.allowed), "{:?}", p.labels);
        assert_eq!(verdicts(text), verdicts(&fixed), "{text:?}");
    }
    // Several lines before the group: each gets its own move, one at a time.
    let text = "Content-Usage: train-ai=n\nContent-Signal: ai-input=no\nUser-agent: *\nAllow: /\n";
    let found = all(text, LintRule::PreferenceOutsideGroup);
    assert_eq!(found.len(), 2);
    let once = apply(text, &found[1]);
    assert_eq!(once, "Content-Usage: train-ai=n\nUser-agent: *\nContent-Signal: ai-input=no\nAllow: /\n");
    let twice = apply(&once, &first(&once, LintRule::PreferenceOutsideGroup));
    assert_eq!(twice, "User-agent: *\nContent-Usage: train-ai=n\nContent-Signal: ai-input=no\nAllow: /\n");
    assert_eq!(pref(&twice, "/x"), Some(vec!["train-ai=n".into(), "ai-input=n".into()]));
}

#[test]
fn no_move_without_a_wildcard_group() {
    let text = "Content-Usage: train-ai=n\nUser-agent: GPTBot\nDisallow: /\n";
    assert!(first(text, LintRule::PreferenceOutsideGroup).fix.is_none());
    // Groups that are `*`'s for Google's parser only (`* bot`, the typo `Useragent`): moved
    // there, the line would be read under one reading and not the other, so no move is offered.
    for text in ["Content-Usage: train-ai=n\nUser-agent: * bot\nDisallow: /x\n", "Content-Usage: train-ai=n\nUseragent: *\nDisallow: /x\n"]
    {
        assert!(first(text, LintRule::PreferenceOutsideGroup).fix.is_none(), "{text:?}");
        let moved = text.replacen("Content-Usage: train-ai=n\n", "", 1).replacen("\n", "\nContent-Usage: train-ai=n\n", 1);
        let rfc = Options { policy: robots_core::Policy::Rfc9309, ..Options::default() };
        let r = Robots::parse(moved.as_bytes());
        assert!(r.preference("SomeBot", "/", &Options::default()).is_some() && r.preference("SomeBot", "/", &rfc).is_none());
    }
}
