//! Two versions of a file compared: which crawlers' answers flip for which URLs. The URLs
//! worth asking include, besides the caller's, each rule's pattern made into a path (`*`
//! filled, `$` dropped) and the same path one byte short: the first matches the rule, the
//! second just misses it, so an edit that moves a rule's edge shows.

use alloc::string::String;
use alloc::vec::Vec;

use crate::policy::{Options, Policy};
use crate::robots::Robots;

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
    /// each pattern with its `*` filled and its `$` dropped, and that path less its last byte.
    pub fn sample_paths(&self) -> Vec<String> {
        let rs = self.ruleset(Policy::Google);
        let mut out: Vec<String> = Vec::new();
        for rule in &rs.rules {
            let p = rs.pattern(&rule.pattern);
            if p.is_empty() || p[0] != b'/' {
                continue;
            }
            let end = if p.ends_with(b"$") { p.len() - 1 } else { p.len() };
            let filled: Vec<u8> = p[..end].iter().map(|&b| if b == b'*' { b'x' } else { b }).collect();
            let filled = String::from_utf8_lossy(&filled).into_owned();
            let mut missed = filled.clone();
            missed.pop();
            for path in [filled, missed] {
                if path.starts_with('/') && !out.contains(&path) {
                    out.push(path);
                }
            }
        }
        out
    }
}

/// The URLs a comparison asks: `given` first, then `/`, then both files' sample paths
/// ([`Robots::sample_paths`]), without repeats.
pub fn urls_to_compare(before: &Robots, after: &Robots, given: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let samples = before.sample_paths().into_iter().chain(after.sample_paths());
    for url in given.iter().map(|u| String::from(*u)).chain([String::from("/")]).chain(samples) {
        if !out.contains(&url) {
            out.push(url);
        }
    }
    out
}

/// Every agent × URL whose answer differs between `before` and `after` under `opts` (with
/// `profiles`, each agent read with its catalog profile), agent by agent, URLs in order.
pub fn diff(before: &Robots, after: &Robots, agents: &[&str], urls: &[&str], opts: &Options, profiles: bool) -> Vec<Flip> {
    let a = before.decide_table(agents, urls, opts, profiles);
    let b = after.decide_table(agents, urls, opts, profiles);
    let n = urls.len().max(1);
    a.iter()
        .zip(&b)
        .enumerate()
        .filter(|(_, (x, y))| x.0 != y.0)
        .map(|(i, (&before, &after))| Flip { agent: (i / n) as u32, url: (i % n) as u32, before, after })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_fill_and_just_miss_each_pattern() {
        let robots = Robots::parse(b"User-agent: *\nDisallow: /private/\nAllow: /*.pdf$\nDisallow:\nDisallow: /private/\n");
        assert_eq!(robots.sample_paths(), ["/private/", "/private", "/x.pdf", "/x.pd"]);
    }

    #[test]
    fn flips_name_the_agent_the_url_and_both_answers() {
        let before = Robots::parse(b"User-agent: *\nDisallow: /private/\n");
        let after = Robots::parse(b"User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n");
        let flips = diff(&before, &after, &["Googlebot", "GPTBot"], &["/", "/private/x"], &Options::default(), false);
        assert_eq!(flips, [Flip { agent: 1, url: 0, before: (true, 0), after: (false, 5) }]);
        assert!(diff(&before, &before, &["GPTBot"], &["/"], &Options::default(), true).is_empty());
    }
}
