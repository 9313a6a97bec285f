//! AI-use preferences (issue 40): `Content-Usage` by the aipref drafts' grammar and precedence,
//! Cloudflare's `Content-Signal` mapped onto the vocabulary, per group and per URL.

use robots_core::{Options, Policy, Robots};

/// The labels of the preference for `agent` and `url`, as `name=y|n`, and its lines.
fn pref(text: &str, agent: &str, url: &str) -> Option<(Vec<String>, Vec<u32>)> {
    let p = Robots::parse(text.as_bytes()).preference(agent, url, &Options::default())?;
    Some((p.labels.iter().map(|l| format!("{}={}", l.name, if l.allowed { "y" } else { "n" })).collect(), p.lines))
}

#[test]
fn the_longest_matching_path_wins() {
    let text = "User-Agent: *\nAllow: /\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n";
    assert_eq!(pref(text, "GPTBot", "/ai-ok/page"), Some((vec!["train-ai=y".into()], vec![4])));
    assert_eq!(pref(text, "GPTBot", "/other"), Some((vec!["train-ai=n".into()], vec![3])));
}

#[test]
fn lines_of_one_length_combine_and_the_most_restrictive_wins() {
    let text = "User-agent: *\nContent-Usage: train-ai=y, search=y\nContent-Usage: train-ai=n\n";
    assert_eq!(pref(text, "Googlebot", "/x"), Some((vec!["train-ai=n".into(), "search=y".into()], vec![2, 3])));
}

#[test]
fn content_signal_maps_onto_the_vocabulary_and_keeps_what_it_cannot() {
    let text = "User-Agent: *\nContent-Signal: search=yes, ai-input=no, ai-train=no\nAllow: /\n";
    let p = Robots::parse(text.as_bytes()).preference("Bingbot", "/page", &Options::default()).unwrap();
    let labels: Vec<(&str, bool)> = p.labels.iter().map(|l| (l.name.as_str(), l.allowed)).collect();
    assert_eq!(labels, [("search", true), ("ai-input", false), ("train-ai", false)]);
    assert!(
        p.text
            .starts_with("The site asks that search may use it, not to use it as input to AI answers and not to train AI on it (line 2)."),
        "{}",
        p.text
    );
    assert!(p.text.contains("Google's parser ignores such lines"), "{}", p.text);
}

#[test]
fn a_crawler_reads_the_preferences_of_the_groups_it_obeys_only() {
    let text = "User-agent: GPTBot\nAllow: /\nContent-Usage: train-ai=n\n\nUser-agent: *\nAllow: /\nContent-Usage: train-ai=y\n";
    assert_eq!(pref(text, "GPTBot", "/").map(|p| p.0), Some(vec!["train-ai=n".into()]));
    assert_eq!(pref(text, "Googlebot", "/").map(|p| p.0), Some(vec!["train-ai=y".into()]));
}

#[test]
fn none_where_the_crawler_may_not_fetch_or_nothing_is_stated() {
    let text = "User-agent: *\nDisallow: /private/\nContent-Usage: train-ai=n\n";
    assert_eq!(pref(text, "Googlebot", "/private/x"), None);
    assert!(pref(text, "Googlebot", "/public").is_some());
    assert_eq!(pref("User-agent: *\nDisallow: /x\n", "Googlebot", "/"), None);
    // Values are case-sensitive `y`/`n` for Content-Usage: `yes`, `N` state nothing.
    assert_eq!(pref("User-agent: *\nContent-Usage: train-ai=yes, search=N\n", "Googlebot", "/"), None);
    // Outside any group: no crawler's.
    assert_eq!(pref("Content-Usage: train-ai=n\nUser-agent: *\nAllow: /\n", "Googlebot", "/"), None);
}

#[test]
fn the_reading_selects_the_groups() {
    // RFC 9309 matches the whole name; Google's parser reads `GPTBot/1.2` as `GPTBot`. (Each
    // group has a rule: for Google's parser only a rule ends a run of user-agent lines.)
    let text = "User-agent: GPTBot/1.2\nAllow: /\nContent-Usage: train-ai=n\n\nUser-agent: *\nAllow: /\nContent-Usage: train-ai=y\n";
    let r = Robots::parse(text.as_bytes());
    let google = r.preference("GPTBot", "/", &Options::default()).unwrap();
    let rfc = r.preference("GPTBot", "/", &Options { policy: Policy::Rfc9309, ..Options::default() }).unwrap();
    assert_eq!((google.lines, rfc.lines), (vec![3], vec![7]));
}

#[test]
fn within_one_line_the_last_value_of_a_label_counts() {
    // A Structured Fields dictionary keeps the last value of a key (RFC 9651 §4.2.2;
    // draft-ietf-aipref-vocab-07 §6.5.1 "Multiple Preferences"), so the line allows training,
    // though the first value said no; the label stays where it was first written.
    let text = "User-agent: *\nContent-Usage: train-ai=n, search=y, train-ai=y\n";
    assert_eq!(pref(text, "Googlebot", "/x"), Some((vec!["train-ai=y".into(), "search=y".into()], vec![2])));
    // A last value that is not `y` or `n` leaves the label unknown.
    let text = "User-agent: *\nContent-Usage: train-ai=n, search=n, train-ai=yes\n";
    assert_eq!(pref(text, "Googlebot", "/x"), Some((vec!["search=n".into()], vec![2])));
    // Across lines of one path the most restrictive still wins (attach-05 §3.1).
    let text = "User-agent: *\nContent-Usage: train-ai=n, train-ai=y\nContent-Usage: train-ai=n\n";
    assert_eq!(pref(text, "Googlebot", "/x"), Some((vec!["train-ai=n".into()], vec![2, 3])));
    let text = "User-agent: *\nContent-Signal: ai-train=no, ai-train=yes\n";
    assert_eq!(pref(text, "Googlebot", "/x"), Some((vec!["train-ai=y".into()], vec![2])));
}

#[test]
fn labels_the_drafts_do_not_know_are_ignored() {
    // vocab-07 §6.4: unknown labels MUST be ignored; the line still states what it knows.
    let text = "User-agent: *\nContent-Usage: train_ai=n, bots=n, search=y\n";
    assert_eq!(pref(text, "Googlebot", "/x"), Some((vec!["search=y".into()], vec![2])));
    assert_eq!(pref("User-agent: *\nContent-Usage: ai-training=n\n", "Googlebot", "/x"), None);
    // Content-Signal's own labels are its, not the vocabulary's, and the other way round.
    assert_eq!(pref("User-agent: *\nContent-Usage: ai-train=n\n", "Googlebot", "/x"), None);
    assert_eq!(pref("User-agent: *\nContent-Signal: train-ai=no\n", "Googlebot", "/x"), None);
}

#[test]
fn a_content_usage_line_whose_dictionary_does_not_parse_states_nothing() {
    // vocab-07 §6.5.1: a key with capitals fails the parse, and then every preference of the
    // line is unknown; so does a path without its `/`, read as part of the dictionary.
    assert_eq!(pref("User-agent: *\nContent-Usage: Train-AI=n, search=y\n", "Googlebot", "/x"), None);
    assert_eq!(pref("User-agent: *\nContent-Usage: private/ train-ai=n\n", "Googlebot", "/private/x"), None);
    assert_eq!(pref("User-agent: *\nContent-Usage: *.pdf train-ai=n\n", "Googlebot", "/a.pdf"), None);
    // With the `/`, the path is read.
    assert_eq!(
        pref("User-agent: *\nContent-Usage: /private/ train-ai=n\n", "Googlebot", "/private/x").map(|p| p.0),
        Some(vec!["train-ai=n".into()])
    );
}

#[test]
fn has_preferences_says_whether_any_line_states_one() {
    assert!(!Robots::parse(b"User-agent: *\nDisallow: /x\n# Content-Usage: train-ai=n\n").has_preferences());
    assert!(Robots::parse(b"User-agent: *\nContent-Signal: ai-train=no\n").has_preferences());
    // Before any group it states nothing for a crawler, but the line is there.
    assert!(Robots::parse(b"Content-Usage: train-ai=n\nUser-agent: *\n").has_preferences());
    // Where it is false, no URL has a preference.
    let r = Robots::parse(b"User-agent: *\nAllow: /\n");
    assert!(!r.has_preferences() && r.preference("GPTBot", "/", &Options::default()).is_none());
}

/// Cloudflare's managed robots.txt as sites serve it: its comment block, a `*` group with the
/// signal, its AI-crawler groups, then the site's own rules in a second `*` group.
const CLOUDFLARE_MANAGED: &str = "\
# As a condition of accessing this website, you agree to abide by the following content signals:
# (a)  If a content-signal = yes, you may collect content for the corresponding use.
# (b)  If a content-signal = no, you may not collect content for the corresponding use.
# (c)  If the website operator does not include a content signal for a corresponding use, the website operator neither grants nor restricts permission via content signal with respect to the corresponding use.

# The content signals and their meanings are:

# search:   building a search index and providing search results (e.g., returning hyperlinks and short excerpts from your website's contents). Search does not include providing AI-generated search summaries.
# ai-input: inputting content into one or more AI models (e.g., retrieval augmented generation, grounding, or other real-time taking of content for generative AI search answers).
# ai-train: training or fine-tuning AI models.

# ANY RESTRICTIONS EXPRESSED VIA CONTENT SIGNALS ARE EXPRESS RESERVATIONS OF RIGHTS UNDER ARTICLE 4 OF THE EUROPEAN UNION DIRECTIVE 2019/790 ON COPYRIGHT AND RELATED RIGHTS IN THE DIGITAL SINGLE MARKET.

# BEGIN Cloudflare Managed content

User-Agent: *
Content-signal: search=yes,ai-train=no
Allow: /

User-agent: Amazonbot
Disallow: /

User-agent: Applebot-Extended
Disallow: /

User-agent: CCBot
Disallow: /

User-agent: ClaudeBot
Disallow: /

User-agent: Google-Extended
Disallow: /

User-agent: GPTBot
Disallow: /

# END Cloudflare Managed Content

User-agent: *
Disallow: /cart
Sitemap: https://shop.example/sitemap.xml
";

#[test]
fn cloudflares_managed_block_ahead_of_the_sites_own_rules() {
    let line = CLOUDFLARE_MANAGED.lines().position(|l| l.starts_with("Content-signal")).unwrap() as u32 + 1;
    // The two `*` groups merge (Google's reading): the signal covers every crawler they take.
    assert_eq!(pref(CLOUDFLARE_MANAGED, "Googlebot", "/products/1"), Some((vec!["search=y".into(), "train-ai=n".into()], vec![line])));
    assert_eq!(pref(CLOUDFLARE_MANAGED, "PerplexityBot", "/"), Some((vec!["search=y".into(), "train-ai=n".into()], vec![line])));
    // A crawler with a group of its own does not read `*`'s lines; GPTBot may fetch nothing.
    assert_eq!(pref(CLOUDFLARE_MANAGED, "GPTBot", "/products/1"), None);
    // A URL the site's own rules disallow has no preference to state.
    assert_eq!(pref(CLOUDFLARE_MANAGED, "Googlebot", "/cart"), None);
    // The block lints clean of preference findings: it is what the signal's form says.
    let lints = Robots::parse(CLOUDFLARE_MANAGED.as_bytes()).lint(&Options::default());
    let ids: Vec<&str> = lints.iter().map(|l| l.rule.id()).filter(|id| id.starts_with("preference")).collect();
    assert_eq!(ids, Vec::<&str>::new());
}

#[test]
fn a_site_wide_preference_and_one_for_a_path() {
    // The use the attach draft describes: one preference for the site, another for a path.
    let text = "User-Agent: *\nAllow: /\nContent-Usage: train-ai=n\nContent-Usage: /public/ train-ai=y\n";
    assert_eq!(pref(text, "ExampleBot", "/public/page"), Some((vec!["train-ai=y".into()], vec![4])));
    assert_eq!(pref(text, "ExampleBot", "/private/page"), Some((vec!["train-ai=n".into()], vec![3])));
}

#[test]
fn a_content_usage_value_is_read_as_a_structured_fields_dictionary() {
    let read = |value: &str| pref(&format!("User-agent: *\nContent-Usage: {value}\n"), "Googlebot", "/x").map(|p| p.0);
    // vocab-07 §6.5.1's examples: the last value counts, with its own parameters only; a key
    // alone is `true` and a quoted "n" a string, neither of them `y` or `n`.
    assert_eq!(read("train-ai=y, train-ai, search=n, search=\"n\""), None);
    assert_eq!(read("train-ai;allow=n, train-ai=y"), Some(vec!["train-ai=y".into()]));
    // A dictionary that does not parse states nothing, not even the members before the slip.
    for broken in ["train-ai=n,,search=y", "train-ai=n, search=y,", "train-ai = n", "train-ai=n search=y", "search=y, train-ai='n'"] {
        assert_eq!(read(broken), None, "{broken}");
    }
    // Spaces and tabs after a comma are allowed, and a comment is no part of the value.
    assert_eq!(read("train-ai=n,\t search=y # why"), Some(vec!["train-ai=n".into(), "search=y".into()]));
    // Content-Signal's draft names no syntax: its members are read between commas.
    let signal = "User-agent: *\nContent-Signal: search=yes,, ai-train=no\n";
    assert_eq!(pref(signal, "Googlebot", "/x").map(|p| p.0), Some(vec!["search=y".into(), "train-ai=n".into()]));
}
