//! Two versions of a file compared: which crawlers' answers flip for which URLs. The URLs
//! worth asking include, besides the caller's, each rule's pattern made into a path (`*`
//! filled, `$` dropped) and the same path one byte short: the first matches the rule, the
//! second just misses it, so an edit that moves a rule's edge shows.

use alloc::string::String;
use alloc::vec::Vec;

use crate::policy::{Options, Policy};
use crate::robots::Robots;
use crate::sort::StableSort;

/// One crawler and URL whose answer differs between two versions of a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flip {
    /// Index of the agent in the agents compared.
    pub agent: u32,
    /// Index of the URL in the URLs compared.
    pub url: u32,
    /// The answer and deciding line (0: none) before.
    pub before: (bool, u32),
    /// The answer and deciding line after.
    pub after: (bool, u32),
}

impl Robots {
    /// Paths made from the rules' patterns (Google's reading), in file order, without repeats:
    /// each pattern's [`pattern_paths`].
    pub fn sample_paths(&self) -> Vec<String> {
        let rs = self.ruleset(Policy::Google);
        first_of_each(rs.rules.iter().flat_map(|rule| pattern_paths(rs.pattern(&rule.pattern))).collect())
    }
}

/// The paths made from pattern `p`: the one it matches (each `*` filled, its `$` dropped), then
/// that path one byte short, which it just misses. A pattern that starts with `*` gets a leading
/// `/` (`*.axd` gives `/x.axd`); no path starts with `//`, which a URL reader takes for a host;
/// a pattern that starts otherwise (no `/`, never matched) gives none.
pub(crate) fn pattern_paths(p: &[u8]) -> impl Iterator<Item = String> {
    let end = if p.ends_with(b"$") { p.len() - 1 } else { p.len() };
    let mut filled: Vec<u8> = Vec::with_capacity(end + 1);
    if p.first() == Some(&b'*') {
        filled.push(b'/');
    }
    filled.extend(p[..end].iter().map(|&b| if b == b'*' { b'x' } else { b }));
    let mut missed = filled.clone();
    missed.pop();
    [filled, missed].into_iter().filter(|s| s.first() == Some(&b'/') && !s.starts_with(b"//")).filter_map(|s| String::from_utf8(s).ok())
}

/// The URLs a comparison asks: `given` first, then `/`, then both files' sample paths
/// ([`Robots::sample_paths`]), without repeats.
pub fn urls_to_compare(before: &Robots, after: &Robots, given: &[&str]) -> Vec<String> {
    let samples = before.sample_paths().into_iter().chain(after.sample_paths());
    first_of_each(given.iter().map(|u| String::from(*u)).chain([String::from("/")]).chain(samples).collect())
}

/// `items` without repeats, each kept where it first comes. Found by sorting, not by a search
/// per item: a 500 KiB file has tens of thousands of paths (and a set type would add ~10 KB to
/// the wasm).
pub(crate) fn first_of_each(items: Vec<String>) -> Vec<String> {
    let mut order: Vec<usize> = (0..items.len()).collect();
    // Stable: among equal items the first comes first.
    order.stable_sort_by(|&a, &b| items[a].cmp(&items[b]));
    let mut keep = alloc::vec![false; items.len()];
    for (k, &i) in order.iter().enumerate() {
        keep[i] = k == 0 || items[order[k - 1]] != items[i];
    }
    items.into_iter().zip(keep).filter_map(|(item, kept)| kept.then_some(item)).collect()
}

/// Every agent × URL whose answer differs between `before` and `after` under `opts` (with
/// `profiles`, each agent read with its catalog profile), agent by agent, URLs in order.
///
/// Each version's distinct rows are decided and kept once (most crawlers share the `*` row),
/// and each agent's pair of rows compared: memory grows with the URLs times the distinct rows,
/// not times the agents. A one-rule edit of a file that is one `*` group, 77 crawlers, in
/// Node, wasm memory before / after: 500 KiB 74 / 24 MB, 5 MB 701 / 233 MB, 20 MB 2.8 / 0.97
/// GB (and 14.4 → 10.6 s); 50 MB now fits (2.1 GB, 29 s).
pub fn diff(before: &Robots, after: &Robots, agents: &[&str], urls: &[&str], opts: &Options, profiles: bool) -> Vec<Flip> {
    diff_listing(before, after, agents, urls, opts, profiles, usize::MAX).listed
}

/// The flips of a comparison: the first ones listed, and every one counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Flips {
    /// The first flips, agent by agent, URLs in order: at most the number asked for.
    pub listed: Vec<Flip>,
    /// Every flip counted per agent ([`flip_counts`] of them all).
    pub counts: Vec<FlipCount>,
    /// How many flips there are, listed or not.
    pub total: usize,
}

/// [`diff`] listing at most `keep` flips and counting the rest: memory stays bounded however
/// many there are (a one-rule-per-path edit of a 20 MB file flips ~77 million crawler × URL
/// pairs, whose list overflowed wasm's 4 GiB).
pub fn diff_listing(before: &Robots, after: &Robots, agents: &[&str], urls: &[&str], opts: &Options, profiles: bool, keep: usize) -> Flips {
    let a = before.decide_rows(agents, urls, opts, profiles);
    let b = after.decide_rows(agents, urls, opts, profiles);
    let n = urls.len();
    let mut out = Flips::default();
    for (agent, (&ra, &rb)) in a.of_agent.iter().zip(&b.of_agent).enumerate() {
        let (x, y) = (a.row(ra, n), b.row(rb, n));
        let mut count = FlipCount { agent: agent as u32, ..FlipCount::default() };
        for (url, (&before, &after)) in x.iter().zip(y).enumerate() {
            if before.0 == after.0 {
                continue;
            }
            if after.0 {
                count.opened += 1;
            } else {
                count.closed += 1;
            }
            if out.listed.len() < keep {
                out.listed.push(Flip { agent: agent as u32, url: url as u32, before, after });
            }
        }
        if count.opened + count.closed > 0 {
            out.total += (count.opened + count.closed) as usize;
            out.counts.push(count);
        }
    }
    out
}

/// Two versions of a file compared: the agents and URLs asked, and the flips among them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// The agents compared: those given, or every catalog crawler's token.
    pub agents: Vec<String>,
    /// The URLs compared ([`urls_to_compare`]).
    pub urls: Vec<String>,
    /// The agent × URL pairs whose answer differs: the first `keep` of them ([`diff_listing`]).
    pub flips: Vec<Flip>,
    /// Every flip counted per agent.
    pub counts: Vec<FlipCount>,
    /// How many flips there are, listed or not.
    pub total: usize,
}

/// Compares two versions for `agents` (none: every catalog crawler) over `given` URLs, then
/// `/` and both files' sample paths, under `opts` (with `profiles`, each agent read with its
/// catalog profile), listing at most `keep` flips.
pub fn compare(
    before: &Robots,
    after: &Robots,
    agents: Option<Vec<String>>,
    given: &[&str],
    opts: &Options,
    profiles: bool,
    keep: usize,
) -> Comparison {
    let agents = agents.unwrap_or_else(|| crate::catalog::all().iter().map(|c| String::from(c.token)).collect());
    let urls = urls_to_compare(before, after, given);
    let agent_refs: Vec<&str> = agents.iter().map(String::as_str).collect();
    let url_refs: Vec<&str> = urls.iter().map(String::as_str).collect();
    let Flips { listed, counts, total } = diff_listing(before, after, &agent_refs, &url_refs, opts, profiles, keep);
    Comparison { agents, urls, flips: listed, counts, total }
}

/// For one agent, how many of the URLs compared an edit opens (blocked before, allowed after)
/// and closes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FlipCount {
    /// Index of the agent in the agents compared.
    pub agent: u32,
    /// URLs blocked before and allowed after.
    pub opened: u32,
    /// URLs allowed before and blocked after.
    pub closed: u32,
}

/// The flips counted per agent, for the agents with any, in the agents' order (flips come
/// agent by agent, as [`diff`] gives them).
pub fn flip_counts(flips: &[Flip]) -> Vec<FlipCount> {
    let mut out: Vec<FlipCount> = Vec::new();
    for f in flips {
        if out.last().is_none_or(|c| c.agent != f.agent) {
            out.push(FlipCount { agent: f.agent, ..FlipCount::default() });
        }
        let count = out.last_mut().expect("pushed above");
        if f.after.0 {
            count.opened += 1;
        } else {
            count.closed += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_fill_and_just_miss_each_pattern() {
        let robots = Robots::parse(b"User-agent: *\nDisallow: /private/\nAllow: /*.pdf$\nDisallow:\nDisallow: /private/\n");
        assert_eq!(robots.sample_paths(), ["/private/", "/private", "/x.pdf", "/x.pd"]);
        // A pattern led by `*` gets a `/`; none gives a path a URL reader takes for a host.
        let robots = Robots::parse(b"User-agent: *\nDisallow: *.axd\nDisallow: //x\nDisallow: nope\n");
        assert_eq!(robots.sample_paths(), ["/x.axd", "/x.ax"]);
    }

    #[test]
    fn repeats_go_and_the_first_of_each_stays_where_it_came() {
        let items = ["/b", "/a", "/b", "/c", "/a", "/"].map(String::from).to_vec();
        assert_eq!(first_of_each(items), ["/b", "/a", "/c", "/"]);
        assert!(first_of_each(Vec::new()).is_empty());
    }

    #[test]
    fn flips_name_the_agent_the_url_and_both_answers() {
        let before = Robots::parse(b"User-agent: *\nDisallow: /private/\n");
        let after = Robots::parse(b"User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n");
        let flips = diff(&before, &after, &["Googlebot", "GPTBot"], &["/", "/private/x"], &Options::default(), false);
        assert_eq!(flips, [Flip { agent: 1, url: 0, before: (true, 0), after: (false, 5) }]);
        assert!(diff(&before, &before, &["GPTBot"], &["/"], &Options::default(), true).is_empty());
    }

    #[test]
    fn a_comparison_asks_every_catalog_crawler_unless_agents_are_given() {
        let before = Robots::parse(b"User-agent: *\nDisallow: /private/\n");
        let after = Robots::parse(b"User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n");
        let all = compare(&before, &after, None, &["/a"], &Options::default(), false, usize::MAX);
        assert_eq!(all.agents.len(), crate::catalog::all().len());
        assert_eq!(all.urls[..2], ["/a", "/"]);
        let gpt = all.agents.iter().position(|a| a == "GPTBot").unwrap() as u32;
        assert!(all.flips.iter().any(|f| f.agent == gpt && f.url == 0));
        let some = compare(&before, &after, Some(["Googlebot".into()].to_vec()), &["/a"], &Options::default(), false, usize::MAX);
        assert_eq!((some.agents.len(), some.flips.len()), (1, 0));
    }

    #[test]
    fn counts_say_what_an_edit_opens_and_closes_for_each_agent() {
        let before = Robots::parse(b"User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n");
        let after = Robots::parse(b"User-agent: *\nDisallow: /\nAllow: /private/\n");
        let urls = ["/", "/a", "/private/x"];
        let flips = diff(&before, &after, &["Googlebot", "GPTBot", "Bingbot"], &urls, &Options::default(), false);
        assert_eq!(
            flip_counts(&flips),
            [
                FlipCount { agent: 0, opened: 1, closed: 2 },
                FlipCount { agent: 1, opened: 1, closed: 0 },
                FlipCount { agent: 2, opened: 1, closed: 2 }
            ]
        );
        assert!(flip_counts(&[]).is_empty());
        // Listing fewer counts the same.
        let cut = diff_listing(&before, &after, &["Googlebot", "GPTBot", "Bingbot"], &urls, &Options::default(), false, 2);
        assert_eq!((&cut.listed[..], cut.total, &cut.counts), (&flips[..2], 7, &flip_counts(&flips)));
    }
}
