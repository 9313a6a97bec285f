//! The crawler catalog: known crawlers and control tokens, with what they obey.
//!
//! (Being filled in: the full catalog of at least 60 entries comes from the catalog issue.)

use alloc::string::String;
use alloc::vec::Vec;

use crate::policy::Profile;

/// What a crawler is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// Web search indexing.
    Search,
    /// Advertising quality checks.
    Ads,
    /// Collecting training data for AI models.
    AiTraining,
    /// Fetching pages for AI search answers.
    AiSearch,
    /// Fetching a page because a user asked an AI assistant to.
    AiUserTriggered,
    /// A token with no crawler of its own that controls a use of the content.
    Control,
    /// SEO tools.
    Seo,
    /// Web archives.
    Archive,
    /// Anything else.
    Other,
}

/// Whether a crawler obeys robots.txt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Obeys {
    /// It does.
    Yes,
    /// It does not (user-triggered fetchers, safety checks).
    No,
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
}

impl Crawler {
    /// The crawler's behaviour as a [`Profile`] for checks.
    pub fn profile(&self) -> Profile {
        Profile {
            token: String::from(self.token),
            fallbacks: self.fallbacks.iter().map(|f| String::from(*f)).collect::<Vec<_>>(),
            ignores_wildcard: self.ignores_wildcard,
            ignores_robots: self.ignores_robots,
        }
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

/// The profile of the catalog entry `token`, if there is one.
pub fn profile(token: &str) -> Option<Profile> {
    find(token).map(Crawler::profile)
}

const CRAWLERS: &[Crawler] = &[
    Crawler {
        token: "Googlebot",
        operator: "Google",
        category: Category::Search,
        purpose: "Crawls pages for Google Search.",
        obeys: Obeys::Yes,
        docs: "https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers",
        fallbacks: &[],
        ignores_wildcard: false,
        ignores_robots: false,
        user_agents: &["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    },
    Crawler {
        token: "Googlebot-Image",
        operator: "Google",
        category: Category::Search,
        purpose: "Crawls images for Google Images.",
        obeys: Obeys::Yes,
        docs: "https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers",
        fallbacks: &["Googlebot"],
        ignores_wildcard: false,
        ignores_robots: false,
        user_agents: &["Googlebot-Image/1.0"],
    },
    Crawler {
        token: "AdsBot-Google",
        operator: "Google",
        category: Category::Ads,
        purpose: "Checks the quality of ad landing pages.",
        obeys: Obeys::Yes,
        docs: "https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers",
        fallbacks: &[],
        ignores_wildcard: true,
        ignores_robots: false,
        user_agents: &["AdsBot-Google (+http://www.google.com/adsbot.html)"],
    },
    Crawler {
        token: "Google-Safety",
        operator: "Google",
        category: Category::Other,
        purpose: "Finds malware and abuse on pages linked from Google properties.",
        obeys: Obeys::No,
        docs: "https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers",
        fallbacks: &[],
        ignores_wildcard: false,
        ignores_robots: true,
        user_agents: &[],
    },
];
