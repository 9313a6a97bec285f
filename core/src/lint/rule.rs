//! The lint rules: each with a stable kebab-case id, a severity, a fixed message and the
//! anchor of its documentation.

use crate::diagnostics::{DiagnosticKind, Severity};

macro_rules! rules {
    ($( $(#[$doc:meta])* $name:ident = $id:literal, $sev:expr, $msg:expr; )*) => {
        /// What a lint reports. The per-line rules mirror [`DiagnosticKind`]; the others look
        /// at groups, rules and the whole file.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum LintRule {
            $( $(#[$doc])* $name, )*
        }

        // The lookups are kept out of line: inlined into the bindings, each crate that calls
        // them carried its own copy of their strings (2 KB of the wasm).
        impl LintRule {
            /// Every rule, in documentation order.
            pub const ALL: &'static [LintRule] = &[$(LintRule::$name),*];

            /// A stable kebab-case id.
            #[inline(never)]
            pub const fn id(self) -> &'static str {
                match self { $(LintRule::$name => $id,)* }
            }

            /// How serious it is.
            #[inline(never)]
            pub const fn severity(self) -> Severity {
                match self { $(LintRule::$name => $sev,)* }
            }

            /// The general message, in plain words (a [`crate::Lint`] carries a specific one).
            #[inline(never)]
            pub const fn message(self) -> &'static str {
                match self { $(LintRule::$name => $msg,)* }
            }

            /// The anchor of the rule's documentation: `#lint-` and the id.
            #[inline(never)]
            pub const fn anchor(self) -> &'static str {
                match self { $(LintRule::$name => concat!("#lint-", $id),)* }
            }
        }
    };
}

rules! {
    /// The key is an accepted typo (per-line report).
    KeyTypo = "key-typo", DiagnosticKind::KeyTypo.severity(), DiagnosticKind::KeyTypo.message();
    /// The key is read by its prefix (per-line report).
    KeyPrefix = "key-prefix", DiagnosticKind::KeyPrefix.severity(), DiagnosticKind::KeyPrefix.message();
    /// No colon between key and value (per-line report).
    MissingColon = "missing-colon", DiagnosticKind::MissingColon.severity(), DiagnosticKind::MissingColon.message();
    /// The line is longer than Google reads (per-line report).
    LineTooLong = "line-too-long", DiagnosticKind::LineTooLong.severity(), DiagnosticKind::LineTooLong.message();
    /// A key Google knows but ignores (per-line report).
    UnusedKey = "unused-key", DiagnosticKind::UnusedKey.severity(), DiagnosticKind::UnusedKey.message();
    /// A key nobody defines (per-line report).
    UnknownKey = "unknown-key", DiagnosticKind::UnknownKey.severity(), DiagnosticKind::UnknownKey.message();
    /// Content that is not `key: value` (per-line report).
    InvalidLine = "invalid-line", DiagnosticKind::InvalidLine.severity(), DiagnosticKind::InvalidLine.message();
    /// A block of lines that are not robots.txt at all: HTML, CSS, JavaScript, server
    /// configuration, prose or ASCII art pasted in (one finding per block).
    NotRobotsTxt = "not-robots-txt", Severity::Info, "These lines are not robots.txt (markup, code, configuration or prose): crawlers skip them.";
    /// A template's source (Hugo, Jinja, Liquid, ERB, PHP, Jekyll front matter): one note;
    /// its code lines get no finding, and where the code chooses between lines, no finding
    /// about what the groups allow is made.
    TemplateSource = "template-source", Severity::Info, "This looks like a template's source: crawlers get the file the site's generator writes out from it, so lint that file.";
    /// The file is an HTML page (an error page served as robots.txt).
    HtmlDocument = "html-document", Severity::Error, "This file is an HTML page, not robots.txt: crawlers find few or no rules in it.";
    /// Markup in a line hides a directive: `Disallow: /a<br/>Sitemap: ...` is one pattern.
    DirectiveInMarkup = "directive-in-markup", Severity::Error, "Markup in this line hides a directive: crawlers read the line as one value, or skip it.";
    /// A rule without a colon before a full URL: `Disallow https://host/p` is the pattern
    /// `//host/p`, which no path matches.
    UrlAsPattern = "url-as-pattern", Severity::Error, "A full URL as a pattern matches no path: write the path alone.";
    /// A rule before any user-agent line (per-line report).
    RuleOutsideGroup = "rule-outside-group", DiagnosticKind::RuleOutsideGroup.severity(), DiagnosticKind::RuleOutsideGroup.message();
    /// A NUL byte (per-line report).
    NulByte = "nul-byte", DiagnosticKind::NulByte.severity(), DiagnosticKind::NulByte.message();
    /// The file is not valid UTF-8 (per-line report).
    InvalidUtf8 = "invalid-utf8", DiagnosticKind::InvalidUtf8.severity(), DiagnosticKind::InvalidUtf8.message();
    /// A user-agent value with a version, wildcard, digits or spaces: what Google's library
    /// reads, and that crawlers matching whole names read it whole.
    AgentNotToken = "agent-not-token", Severity::Info, "This user-agent value is not a bare product token: Google's library reads only its leading letters, `-` and `_`; crawlers that match their whole name read it whole.";
    /// A comma list naming a catalog crawler that Google's library does not see.
    AgentList = "agent-list", Severity::Warning, "A comma list is not several crawlers: Google's library reads only the first name, so the crawlers named after it are not restricted by this group.";
    /// A user-agent value with no letters or digits: it names no crawler.
    AgentMatchesNothing = "agent-matches-nothing", Severity::Warning, "This user-agent value is empty or has no letters or digits: it names no crawler, so this group's rules restrict none.";
    /// Other records between user-agent lines, which do not end the group, before rules.
    RecordBetweenAgents = "record-between-agents", Severity::Warning, "This line does not end the group: the user-agent lines before and after it share one group and its rules.";
    /// As `record-between-agents`, where no catalog crawler is among those that get the rules,
    /// or the rules are written for `*`, which those crawlers would obey anyway.
    RecordBetweenAgentsNote = "record-between-agents-note", Severity::Info, "This line does not end the group: the user-agent lines before and after it share one group and its rules (here no catalog crawler's verdict changes, or the rules are those of `*`).";
    /// Several groups for the same token whose rules differ: Google and RFC 9309 merge them,
    /// so no catalog crawler's verdict changes; a note for the parsers that do not.
    DuplicateGroup = "duplicate-group", Severity::Info, "Another group names the same crawler with other rules: Google and RFC 9309 merge them, but some older parsers take only the first.";
    /// Several groups for the same token that say the same (one note for the file).
    RepeatedGroup = "repeated-group", Severity::Info, "Some crawlers are named by more than one group, but the later groups add nothing: merged or not, they get the same verdicts.";
    /// A named group that silently loses the `*` rules: a catalog crawler's, repeating none,
    /// where a URL made from a `*` disallow is disallowed by `*` and allowed by the group.
    WildcardNotInherited = "wildcard-not-inherited", Severity::Warning, "A crawler with its own group ignores the `*` group entirely: the `*` rules do not apply to it, and some URL they disallow its group allows.";
    /// As `wildcard-not-inherited`, where no catalog crawler's verdict changes on the URLs
    /// tried, or the difference looks deliberate: the group repeats or narrows some `*`
    /// rules, sets its own default (`Disallow: /*` beside allows, `Allow: *`), or is an image
    /// crawler's while the `*` rules name no images.
    WildcardNotInheritedNote = "wildcard-not-inherited-note", Severity::Info, "A crawler with its own group ignores the `*` group entirely; here that looks deliberate, or changes no catalog crawler's verdict.";
    /// The `*` group disallows everything and named groups are exempt: an allowlist (one note).
    WildcardAllowlist = "wildcard-allowlist", Severity::Info, "The `*` group disallows everything, and the crawlers with a group of their own are exempt from it: an allowlist.";
    /// A named group with no Allow or Disallow (only Crawl-delay, comments or nothing), its
    /// token in no other group with rules, while `*` disallows paths: a catalog crawler that
    /// would obey `*` takes it, a search engine's or an AI crawler.
    GroupEscapesWildcard = "group-escapes-wildcard", Severity::Warning, "A group with no Allow or Disallow: its crawlers ignore the \"*\" rules and may fetch everything.";
    /// As `group-escapes-wildcard`, where the tokens are those of crawlers that ignore `*`
    /// anyway, of SEO tools, archives and others, or of none in the catalog.
    GroupEscapesWildcardNote = "group-escapes-wildcard-note", Severity::Info, "A group with no Allow or Disallow: its crawlers (no search or AI crawler) ignore the \"*\" rules.";
    /// A raw space or tab in a pattern: crawlers send `%20`, so it never matches. A note: the
    /// paths are mostly files and folders written as on disk (`/sitecore modules/`), which
    /// links seldom reach.
    SpaceInPattern = "space-in-pattern", Severity::Info, "A raw space in a pattern: crawlers send it as %20, so the rule never matches.";
    /// A pattern starting with `//`: it matches only paths that start with `//`.
    DoubleSlashPattern = "double-slash-pattern", Severity::Warning, "A pattern starting with // matches only paths that start with //.";
    /// A byte-order mark encoded twice (`ï»¿`, C3 AF C2 BB C2 BF) starting a line.
    DoubleBom = "double-bom", Severity::Error, "A byte-order mark encoded twice (\"ï»¿\") starts this line: crawlers do not recognise it and ignore the line.";
    /// A look-alike character (U+2011, a Cyrillic letter, a zero-width space) in a key or a
    /// user-agent value.
    LookalikeChar = "lookalike-char", Severity::Warning, "A look-alike character past ASCII in a key or user-agent: no crawler matches it.";
    /// Relying on `*` to close a site to crawlers that ignore it: reported only where the
    /// `*` group disallows every path by default or the home page.
    IgnoresWildcard = "ignores-wildcard", Severity::Info, "The `*` group closes the site (or its home page), but some crawlers never obey `*`: the ad crawlers still fetch the ad landing pages and pages with ads they are sent to.";
    /// Crawlers like a blocked one that fall through to `*`.
    SimilarCrawlersAllowed = "similar-crawlers-allowed", Severity::Info, "Crawlers of the same kind as the one this group blocks have no group of their own and are allowed through `*`.";
    /// A pattern that does not start with `/` or `*`.
    PatternNoSlash = "pattern-no-slash", Severity::Error, "A pattern must start with `/` or `*`: paths always begin with `/`, so this rule never matches.";
    /// A `$` before the end of a pattern: a literal `$`, which real URLs hold (`/$30-offer`).
    MidPatternDollar = "mid-pattern-dollar", Severity::Info, "`$` anchors only at the very end of a pattern; here it is an ordinary character.";
    /// A trailing `*` or `*$`.
    TrailingWildcard = "trailing-wildcard", Severity::Info, "A trailing `*` (or `*$`) changes nothing that matches, but it adds to the rule's length and so to its priority.";
    /// Raw non-ASCII bytes in a pattern.
    NonAsciiPattern = "non-ascii-pattern", Severity::Info, "Raw non-ASCII characters in a pattern: Google and RFC 9309 percent-encode them, other parsers may compare raw bytes.";
    /// The same pattern both allowed and disallowed.
    AllowDisallowSame = "allow-disallow-same", Severity::Warning, "The same pattern is allowed for every crawler the disallow applies to: allow wins the tie, so the disallow never blocks.";
    /// A rule that a longer rule of the other kind always beats.
    RuleNeverDecides = "rule-never-decides", Severity::Warning, "This rule never decides: for every crawler it applies to, a rule of the other kind at least as long matches every URL it matches.";
    /// A `Sitemap:` that is not an absolute URL.
    SitemapNotAbsolute = "sitemap-not-absolute", Severity::Warning, "A sitemap must be a full URL, with `http://` or `https://` and the host.";
    /// An AI-use preference line before any group.
    PreferenceOutsideGroup = "preference-outside-group", Severity::Warning, "A Content-Usage or Content-Signal line before any User-agent line: no crawler reads it.";
    /// A preference value that is not a Structured Fields dictionary (`train-ai=n search=y`,
    /// `train-ai = n`, `a=y,,b=n`).
    PreferenceSyntax = "preference-syntax", Severity::Warning, "A preference value that is not a Structured Fields dictionary: crawlers that follow the aipref drafts ignore the whole line.";
    /// A preference value in the other form's words (`train-ai=yes` in Content-Usage).
    PreferenceValue = "preference-value", Severity::Warning, "Content-Usage takes `y` or `n` and Content-Signal `yes` or `no`: a value in the other form's words states nothing.";
    /// A preference label its form does not know (`train_ai`, `ai-training`).
    PreferenceLabel = "preference-label", Severity::Warning, "A label the line's form (Content-Usage or Content-Signal) does not know: crawlers that read the line ignore it.";
    /// The same label twice in one preference line: the last value counts.
    PreferenceDuplicate = "preference-duplicate", Severity::Warning, "A label given twice in one preference line: crawlers that read it take the last value.";
    /// A `Content-Usage` path without its leading `/` (`private/ train-ai=n`).
    PreferencePath = "preference-path", Severity::Warning, "A Content-Usage path without its leading `/` is read as part of the preference: the line states nothing.";
    /// Two preference lines of one group, for the same pages, with opposite values for a use.
    PreferenceConflict = "preference-conflict", Severity::Warning, "Two preference lines of a group give one use opposite values for the same pages: the most restrictive applies.";
    /// A `Content-Usage` path that the same group disallows.
    PreferenceUnreachable = "preference-unreachable", Severity::Info, "The group disallows this Content-Usage path, so the preference has no effect for its crawlers.";
    /// `Crawl-delay`, which Google ignores.
    CrawlDelayIgnored = "crawl-delay-ignored", Severity::Info, "Google ignores Crawl-delay (to slow Googlebot down for a while, answer 503 or 429); Bing, Yandex and others read it.";
    /// `Noindex`, which no major crawler reads in robots.txt.
    NoindexIgnored = "noindex-ignored", Severity::Warning, "Noindex in robots.txt has not worked at Google since 2019 and is not in RFC 9309: use a robots meta tag or an X-Robots-Tag header.";
    /// A file larger than Google reads.
    FileTooLarge = "file-too-large", Severity::Warning, "Google reads only the first 500 KiB (512,000 bytes) of robots.txt and ignores the rest.";
    /// A byte-order mark after the start of the file.
    BomNotAtStart = "bom-not-at-start", Severity::Warning, "A byte-order mark that is not at the very start of the file is read as ordinary bytes.";
    /// Lines ended by a lone CR.
    CrLineEnds = "cr-line-ends", Severity::Info, "Lines end with a lone CR (old Mac style): Google and RFC 9309 accept it, some parsers read the file as one line.";
}

impl LintRule {
    /// The lint rule that reports a per-line [`DiagnosticKind`].
    pub const fn from_diagnostic(kind: DiagnosticKind) -> LintRule {
        match kind {
            DiagnosticKind::KeyTypo => LintRule::KeyTypo,
            DiagnosticKind::KeyPrefix => LintRule::KeyPrefix,
            DiagnosticKind::MissingColon => LintRule::MissingColon,
            DiagnosticKind::LineTooLong => LintRule::LineTooLong,
            DiagnosticKind::UnusedKey => LintRule::UnusedKey,
            DiagnosticKind::UnknownKey => LintRule::UnknownKey,
            DiagnosticKind::InvalidLine => LintRule::InvalidLine,
            DiagnosticKind::RuleOutsideGroup => LintRule::RuleOutsideGroup,
            DiagnosticKind::NulByte => LintRule::NulByte,
            DiagnosticKind::InvalidUtf8 => LintRule::InvalidUtf8,
        }
    }
}
