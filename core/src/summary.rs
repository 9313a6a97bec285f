//! The one-glance answer to "who may crawl this site?": for each purpose of the catalog (search,
//! AI training, …), which of its crawlers may fetch everything, some paths or nothing.
//!
//! Each catalog crawler, read with its profile (its fallbacks, whether it ignores `*`), is asked
//! the paths the rules' own patterns make ([`Robots::sample_paths`], as a comparison asks them),
//! each one byte longer too, and `/`. A crawler may fetch everything when every one of them is
//! allowed, nothing when every one is disallowed, some paths otherwise: a reading of what the file
//! says over the URLs its rules are about, not over every URL there is.

use alloc::string::String;
use alloc::vec::Vec;

use crate::catalog::{self, Category, Crawler};
use crate::policy::Options;
use crate::robots::Robots;
use crate::text::text;

/// How much of the site a crawler may fetch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// Every path tried is allowed.
    Everything,
    /// Some paths are allowed and some are not.
    Some,
    /// No path tried is allowed.
    Nothing,
}

impl Reach {
    /// `"everything"`, `"some"` or `"nothing"`.
    pub const fn id(self) -> &'static str {
        match self {
            Reach::Everything => "everything",
            Reach::Some => "some",
            Reach::Nothing => "nothing",
        }
    }
}

/// One catalog crawler's reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrawlerReach {
    /// The catalog entry.
    pub crawler: &'static Crawler,
    /// How much it may fetch.
    pub reach: Reach,
    /// How many of the paths tried it may not fetch.
    pub blocked: u32,
    /// A path it may not fetch (when it may fetch only some), and one it may (when it may
    /// fetch some or everything): the first of each in the order tried.
    pub blocked_example: Option<String>,
    /// The lines that disallow what it may not fetch, in file order, without repeats.
    pub lines: Vec<u32>,
}

/// One purpose's crawlers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CategorySummary {
    /// The purpose.
    pub category: Category,
    /// Its crawlers, in catalog order.
    pub crawlers: Vec<CrawlerReach>,
    /// The purpose in one sentence: "AI training crawlers: 11 of 13 may fetch nothing; 2 may
    /// fetch everything (Bytespider, …)."
    pub text: String,
}

/// The file at a glance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The paths every crawler was asked, `/` first.
    pub paths: Vec<String>,
    /// Each purpose that has crawlers, in the catalog's order.
    pub categories: Vec<CategorySummary>,
    /// The AI-use preference the file states for `/` to the crawlers of its `*` group (those
    /// without a group of their own), if any.
    pub preference: Option<crate::Preference>,
}

/// At most this many crawlers are named in a purpose's sentence for each reach.
const NAMED: usize = 3;

impl Robots {
    /// Who may crawl the site, purpose by purpose, under `opts` (its reading and size limit;
    /// each crawler is read with its own catalog profile).
    pub fn summary(&self, opts: &Options) -> Summary {
        let mut paths: Vec<String> = alloc::vec![String::from("/")];
        for p in self.sample_paths() {
            // One byte past the pattern too: `Disallow: /a` with `Allow: /a$` blocks `/ax`.
            let longer = text!(p, "x");
            paths.extend([p, longer]);
        }
        let paths = crate::compare::first_of_each(paths);
        let all = catalog::all();
        let tokens: Vec<&str> = all.iter().map(|c| c.token).collect();
        let urls: Vec<&str> = paths.iter().map(String::as_str).collect();
        let rows = self.decide_rows(&tokens, &urls, opts, true);
        let mut categories = Vec::new();
        for category in Category::ALL {
            let mut crawlers = Vec::new();
            for (i, c) in all.iter().enumerate().filter(|(_, c)| c.category == category) {
                let row = rows.row(rows.of_agent[i], urls.len());
                crawlers.push(reach_of(c, row, &paths));
            }
            if !crawlers.is_empty() {
                let text = sentence(category, &crawlers);
                categories.push(CategorySummary { category, crawlers, text });
            }
        }
        let preference = self.preference("*", "/", opts);
        Summary { paths, categories, preference }
    }
}

/// A crawler's reach from its answers to `paths`.
fn reach_of(crawler: &'static Crawler, row: &[(bool, u32)], paths: &[String]) -> CrawlerReach {
    let blocked = row.iter().filter(|a| !a.0).count();
    let reach = match blocked {
        0 => Reach::Everything,
        n if n == row.len() => Reach::Nothing,
        _ => Reach::Some,
    };
    let mut lines: Vec<u32> = row.iter().filter(|a| !a.0 && a.1 > 0).map(|a| a.1).collect();
    lines.sort_unstable();
    lines.dedup();
    let blocked_example = (reach == Reach::Some).then(|| row.iter().position(|a| !a.0).map(|i| paths[i].clone())).flatten();
    CrawlerReach { crawler, reach, blocked: blocked as u32, blocked_example, lines }
}

/// "AI training crawlers: 11 of 13 may fetch nothing; 2 may fetch everything (Bytespider,
/// CCBot)." The reaches in the order nothing, some, everything; a reach with few crawlers names
/// them.
fn sentence(category: Category, crawlers: &[CrawlerReach]) -> String {
    let total = crawlers.len();
    let mut out = text!(upper_first(category.describe()), ": ");
    let mut first = true;
    for (reach, words) in
        [(Reach::Nothing, "may fetch nothing"), (Reach::Some, "may fetch some paths"), (Reach::Everything, "may fetch everything")]
    {
        // Named as their operators write them (`archive.org_bot`, not the token `archive`).
        let name = |c: &CrawlerReach| if c.crawler.written.is_empty() { c.crawler.token } else { c.crawler.written };
        let those: Vec<&str> = crawlers.iter().filter(|c| c.reach == reach).map(name).collect();
        if those.is_empty() {
            continue;
        }
        if !first {
            out.push_str("; ");
        }
        if those.len() == total {
            out.push_str(if total == 1 { "it " } else { "all " });
            if total > 1 {
                out.push_str(&text!(total, " "));
            }
            out.push_str(words);
        } else {
            out.push_str(&text!(those.len(), if first { text!(" of ", total) } else { String::new() }, " ", words));
            if those.len() <= NAMED {
                out.push_str(&text!(" (", those.join(", "), ")"));
            }
        }
        // Those that fetch everything because they ignore the file say so: not the file's doing.
        let ignoring = crawlers.iter().filter(|c| c.reach == reach && c.crawler.ignores_robots).count();
        if reach == Reach::Everything && ignoring > 0 {
            out.push_str(&match (ignoring == those.len(), ignoring) {
                (true, 1) => String::from(", as it ignores robots.txt"),
                (true, _) => String::from(", as they ignore robots.txt"),
                (false, n) => text!(", ", n, " of them as they ignore robots.txt"),
            });
        }
        first = false;
    }
    out.push('.');
    out
}

fn upper_first(s: &str) -> String {
    let mut out = String::from(s);
    if let Some(f) = out.get_mut(..1) {
        f.make_ascii_uppercase();
    }
    out
}
