//! The crawler catalog: known crawlers and control tokens, with what they obey.
//!
//! The entries live in one reviewed data file, `core/data/crawlers.rs`, compiled into the
//! engine. Each says who runs the crawler, what it is for, whether it obeys robots.txt
//! (with the operator's own page), which tokens it falls back to, and the full User-Agent
//! strings the operator publishes.

use alloc::string::String;
use alloc::vec::Vec;

use crate::policy::Profile;

/// What a crawler is for: the use of the pages it fetches. A control token, which has no
/// crawler of its own, sits under the use it governs (Google-Extended under AI training).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// Web search indexing.
    Search,
    /// Advertising quality checks.
    Ads,
    /// Collecting training data for AI models, and the tokens that govern it.
    AiTraining,
    /// Fetching pages for AI answers and AI search.
    AiSearch,
    /// Fetching a page because a user asked an AI assistant or agent to.
    AiUserTriggered,
    /// SEO tools.
    Seo,
    /// Web archives.
    Archive,
    /// Uptime, security and link checkers.
    Monitoring,
    /// Anything else.
    Other,
}

impl Category {
    /// Every category, in the order the page lists them (the catalog's own order).
    pub const ALL: [Category; 9] = [
        Category::Search,
        Category::Ads,
        Category::AiTraining,
        Category::AiSearch,
        Category::AiUserTriggered,
        Category::Seo,
        Category::Archive,
        Category::Monitoring,
        Category::Other,
    ];

    /// The kebab-case id used by the bindings: `"search"`, `"ai-training"`, ...
    pub const fn id(self) -> &'static str {
        match self {
            Category::Search => "search",
            Category::Ads => "ads",
            Category::AiTraining => "ai-training",
            Category::AiSearch => "ai-search",
            Category::AiUserTriggered => "ai-user-triggered",
            Category::Seo => "seo",
            Category::Archive => "archive",
            Category::Monitoring => "monitoring",
            Category::Other => "other",
        }
    }

    /// The category's name as the page shows it: "Search", "AI training", ...
    pub const fn label(self) -> &'static str {
        match self {
            Category::Search => "Search",
            Category::Ads => "Ads",
            Category::AiTraining => "AI training",
            Category::AiSearch => "AI answers and search",
            Category::AiUserTriggered => "User-triggered agents",
            Category::Seo => "SEO tools",
            Category::Archive => "Archives",
            Category::Monitoring => "Monitoring",
            Category::Other => "Other",
        }
    }

    /// The category in plain words, plural: "search engines", "AI training crawlers", ...
    pub const fn describe(self) -> &'static str {
        match self {
            Category::Search => "search engine crawlers",
            Category::Ads => "advertising crawlers",
            Category::AiTraining => "AI training crawlers",
            Category::AiSearch => "AI search crawlers",
            Category::AiUserTriggered => "AI assistants' user-triggered fetchers",
            Category::Seo => "SEO tools",
            Category::Archive => "web archives",
            Category::Monitoring => "monitoring and link-checking bots",
            Category::Other => "other crawlers",
        }
    }
}

/// Whether a crawler obeys robots.txt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Obeys {
    /// It does.
    Yes,
    /// It does not (user-triggered fetchers, safety checks).
    No,
    /// Only in part: some of its requests, or only some rules, as its operator says.
    Partly,
    /// Its operator does not say clearly.
    Unclear,
}

/// One catalog entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crawler {
    /// The product token, as the operator writes it.
    pub token: &'static str,
    /// Who runs it.
    pub operator: &'static str,
    /// What it is for.
    pub category: Category,
    /// One line on its purpose.
    pub purpose: &'static str,
    /// Whether it obeys robots.txt.
    pub obeys: Obeys,
    /// The operator's documentation.
    pub docs: &'static str,
    /// Tokens it obeys when the file has no group for it, most specific first.
    pub fallbacks: &'static [&'static str],
    /// It ignores the `*` group.
    pub ignores_wildcard: bool,
    /// It ignores robots.txt altogether.
    pub ignores_robots: bool,
    /// Full User-Agent strings the operator publishes.
    pub user_agents: &'static [&'static str],
    /// What the entry is when it is not a crawler, for its row: "control token: not a
    /// crawler, it governs how Google uses pages"; empty for a crawler.
    pub note: &'static str,
    /// The name as its operator writes it, when that is not a product token (`AI2Bot`):
    /// Google's parser reads only its leading letters, `-` and `_`, which are [`Crawler::token`].
    /// Empty when the name is the token.
    pub written: &'static str,
    /// What the operator says about robots.txt, in our words ("robots.txt may not apply to
    /// requests a user starts"); empty when there is nothing beyond `obeys`.
    pub obeys_note: &'static str,
    /// Where the entry's claims come from: the operator's page, else the public list or
    /// article that documents the crawler.
    pub source: &'static str,
    /// When the entry was last checked against its source (`YYYY-MM-DD`).
    pub checked: &'static str,
    /// Where the operator publishes the crawler's IP ranges (JSON or a page); empty for none.
    pub ip_ranges: &'static str,
    /// The domains a reverse DNS lookup of the crawler's IP ends in (`googlebot.com`), which a
    /// forward lookup must confirm; empty when the operator names none.
    pub reverse_dns: &'static [&'static str],
    /// The operator signs its requests (Web Bot Auth, HTTP message signatures).
    pub signs_requests: bool,
}

/// The date of the catalog: the last day any entry was checked against its source.
pub fn checked() -> &'static str {
    let mut latest = "";
    for c in CRAWLERS {
        if c.checked > latest {
            latest = c.checked;
        }
    }
    latest
}

impl Obeys {
    /// `"yes"`, `"no"` or `"unclear"`.
    pub const fn id(self) -> &'static str {
        match self {
            Obeys::Yes => "yes",
            Obeys::No => "no",
            Obeys::Partly => "partly",
            Obeys::Unclear => "unclear",
        }
    }
}

impl Crawler {
    /// The crawler's behaviour as a [`Profile`] for checks.
    pub fn profile(&self) -> Profile {
        ProfileEntry::of(self).profile()
    }
}

/// Every catalog entry.
pub fn all() -> &'static [Crawler] {
    CRAWLERS
}

/// The entry for `token`, ignoring ASCII case.
pub fn find(token: &str) -> Option<&'static Crawler> {
    CRAWLERS.iter().find(|c| c.token.eq_ignore_ascii_case(token))
}

/// The profile of the catalog entry `token`, ignoring ASCII case: what a check needs, the
/// same as `find(token).map(Crawler::profile)`. It reads a table of the profiles alone, so a
/// build that only looks profiles up (the npm package's default entry) carries none of the
/// operators, purposes, links and User-Agent strings: 5 KB gzipped of its wasm. With the
/// feature `catalog-listed`, for builds that carry the entries anyway, it reads the entries.
pub fn profile(token: &str) -> Option<Profile> {
    if cfg!(feature = "catalog-listed") {
        find(token).map(Crawler::profile)
    } else {
        PROFILES.iter().find(|p| p.token.eq_ignore_ascii_case(token)).map(ProfileEntry::profile)
    }
}

/// Every entry's token, in catalog order. Like [`profile`], it reads the table of profiles
/// unless the build lists the catalog anyway.
pub fn tokens() -> impl Iterator<Item = &'static str> {
    names().map(|(token, _)| token)
}

/// Every entry's token and the name as its operator writes it when that is not the token
/// (`("AI", "AI2Bot")`; else `""`), in catalog order. A User-Agent string names such a crawler
/// by its written name: `AI` alone, in `foo.ai`, is no claim to be it.
pub fn names() -> impl Iterator<Item = (&'static str, &'static str)> {
    let listed = cfg!(feature = "catalog-listed");
    let (entries, profiles): (&[Crawler], &[ProfileEntry]) = if listed { (CRAWLERS, &[]) } else { (&[], &PROFILES) };
    entries.iter().map(|c| (c.token, c.written)).chain(profiles.iter().map(|p| (p.token, p.written)))
}

#[path = "../data/crawlers.rs"]
mod crawlers;

use crawlers::CRAWLERS;

/// What a check needs of an entry: [`Crawler`] without its descriptions.
#[derive(Clone, Copy)]
struct ProfileEntry {
    token: &'static str,
    written: &'static str,
    fallbacks: &'static [&'static str],
    ignores_wildcard: bool,
    ignores_robots: bool,
}

impl ProfileEntry {
    const fn of(c: &Crawler) -> ProfileEntry {
        ProfileEntry {
            token: c.token,
            written: c.written,
            fallbacks: c.fallbacks,
            ignores_wildcard: c.ignores_wildcard,
            ignores_robots: c.ignores_robots,
        }
    }

    fn profile(&self) -> Profile {
        Profile {
            token: String::from(self.token),
            fallbacks: self.fallbacks.iter().map(|f| String::from(*f)).collect::<Vec<_>>(),
            ignores_wildcard: self.ignores_wildcard,
            ignores_robots: self.ignores_robots,
        }
    }
}

/// The entries' profiles, taken from the one data file at compile time.
static PROFILES: [ProfileEntry; CRAWLERS.len()] = {
    let mut out = [ProfileEntry::of(&CRAWLERS[0]); CRAWLERS.len()];
    let mut i = 1;
    while i < CRAWLERS.len() {
        out[i] = ProfileEntry::of(&CRAWLERS[i]);
        i += 1;
    }
    out
};

// Constructors for the data file: `c(...)` then the optional parts.
impl Crawler {
    const fn new(
        token: &'static str,
        operator: &'static str,
        category: Category,
        obeys: Obeys,
        docs: &'static str,
        purpose: &'static str,
    ) -> Crawler {
        Crawler {
            token,
            operator,
            category,
            purpose,
            obeys,
            docs,
            fallbacks: &[],
            ignores_wildcard: false,
            ignores_robots: false,
            user_agents: &[],
            note: "",
            written: "",
            obeys_note: "",
            source: docs,
            checked: "",
            ip_ranges: "",
            reverse_dns: &[],
            signs_requests: false,
        }
    }

    /// Where the claims come from (when not `docs`), and when they were checked.
    const fn src(mut self, source: &'static str, checked: &'static str) -> Crawler {
        self.source = source;
        self.checked = checked;
        self
    }

    /// Checked on `checked` against `docs`, the source.
    const fn on(mut self, checked: &'static str) -> Crawler {
        self.checked = checked;
        self
    }

    /// The name as the operator writes it, when it is not a product token.
    const fn written(mut self, written: &'static str) -> Crawler {
        self.written = written;
        self
    }

    /// What the operator says about robots.txt, beyond yes or no.
    const fn says(mut self, obeys_note: &'static str) -> Crawler {
        self.obeys_note = obeys_note;
        self
    }

    /// Where the operator publishes the IP ranges.
    const fn ranges(mut self, ip_ranges: &'static str) -> Crawler {
        self.ip_ranges = ip_ranges;
        self
    }

    /// The reverse DNS domains that verify the crawler.
    const fn rdns(mut self, reverse_dns: &'static [&'static str]) -> Crawler {
        self.reverse_dns = reverse_dns;
        self
    }

    /// The operator signs its requests (Web Bot Auth).
    const fn signed(mut self) -> Crawler {
        self.signs_requests = true;
        self
    }

    const fn noted(mut self, note: &'static str) -> Crawler {
        self.note = note;
        self
    }

    const fn falls_back(mut self, fallbacks: &'static [&'static str]) -> Crawler {
        self.fallbacks = fallbacks;
        self
    }

    const fn ua(mut self, user_agents: &'static [&'static str]) -> Crawler {
        self.user_agents = user_agents;
        self
    }

    const fn skips_wildcard(mut self) -> Crawler {
        self.ignores_wildcard = true;
        self
    }

    const fn skips_robots(mut self) -> Crawler {
        self.ignores_robots = true;
        self
    }
}
