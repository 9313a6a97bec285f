//! The verdict in plain words: the token, the groups and why, the merged rules, the winner
//! and the tie-break.

use alloc::format;
use alloc::string::String;
use core::fmt::Write;

use crate::verdict::{GroupChoice, GroupWhy, Reason, RuleKind, TokenSource, Verdict};

impl GroupWhy {
    /// A stable kebab-case id.
    pub const fn id(self) -> &'static str {
        match self {
            GroupWhy::NamedMatch => "named-match",
            GroupWhy::NamedMerged => "named-merged",
            GroupWhy::WildcardFallback => "wildcard-fallback",
            GroupWhy::WildcardNotNeeded => "wildcard-not-needed",
            GroupWhy::WildcardIgnored => "wildcard-ignored",
            GroupWhy::OtherAgent => "other-agent",
            GroupWhy::InvalidToken => "invalid-token",
            GroupWhy::LessSpecificToken => "less-specific-token",
            GroupWhy::RobotsIgnored => "robots-ignored",
        }
    }

    /// The reason in plain words.
    pub const fn describe(self) -> &'static str {
        match self {
            GroupWhy::NamedMatch => "it names the token",
            GroupWhy::NamedMerged => "it names the token, like other groups: their rules are merged",
            GroupWhy::WildcardFallback => "no group names the token, so the * group applies",
            GroupWhy::WildcardNotNeeded => "a * group, not used because a group names the token",
            GroupWhy::WildcardIgnored => "a * group, which this crawler ignores",
            GroupWhy::OtherAgent => "it names other crawlers",
            GroupWhy::InvalidToken => "its user-agent is not a valid product token, so it matches nothing (RFC 9309)",
            GroupWhy::LessSpecificToken => "it names a fallback token, but a more specific token has a group",
            GroupWhy::RobotsIgnored => "this crawler ignores robots.txt",
        }
    }
}

impl Reason {
    /// A stable kebab-case id.
    pub const fn id(self) -> &'static str {
        match self {
            Reason::LongestMatch => "longest-match",
            Reason::AllowOnTie => "allow-on-tie",
            Reason::EmptyRule => "empty-rule",
            Reason::NoRuleMatched => "no-rule-matched",
            Reason::NoGroupApplies => "no-group-applies",
            Reason::RobotsTxtImplicit => "robots-txt-implicit",
            Reason::IgnoresRobots => "ignores-robots",
        }
    }
}

impl TokenSource {
    /// A stable kebab-case id.
    pub const fn id(self) -> &'static str {
        match self {
            TokenSource::AsGiven => "as-given",
            TokenSource::Profile => "profile",
            TokenSource::ProfileFallback => "profile-fallback",
        }
    }
}

/// Rules that do not match are listed one by one up to this many.
const UNMATCHED_LISTED: usize = 12;

/// Skipped groups are listed one by one up to this many for each reason.
const SKIPPED_LISTED: usize = 5;

fn group_name(g: &GroupChoice) -> String {
    let mut names = String::new();
    for (i, a) in g.agents.iter().enumerate() {
        if i > 0 {
            names.push_str(", ");
        }
        names.push_str(&a.value);
    }
    format!("group at line {} ({})", g.line, names)
}

impl Verdict {
    /// The whole explanation in plain words, one statement a line.
    pub fn explain(&self) -> String {
        let mut out = String::new();
        let token = &self.token;
        let _ = match self.token_source {
            TokenSource::AsGiven => writeln!(out, "Token: \"{token}\", compared case-insensitively with each group's user-agent."),
            TokenSource::Profile => writeln!(out, "Token: \"{token}\", the crawler's own token."),
            TokenSource::ProfileFallback => {
                writeln!(out, "Token: \"{token}\", a fallback: no group names the crawler's own token.")
            }
        };
        if let Some(at) = self.cut_at {
            let _ = writeln!(out, "Only the first {at} bytes were read; the rest is ignored.");
        }
        for g in &self.groups {
            let _ = writeln!(out, "Uses the {}: {}.", group_name(g), g.why.describe());
        }
        // Skipped groups that matter (a `*` group not used, an ignored one, …) are listed, a
        // few of each reason; groups naming other crawlers are only counted.
        let mut shown: [(GroupWhy, usize); 8] = [(GroupWhy::OtherAgent, 0); 8];
        for g in self.skipped.iter().filter(|g| g.why != GroupWhy::OtherAgent) {
            let slot = match shown.iter().position(|s| s.0 == g.why) {
                Some(i) => i,
                None => {
                    let i = shown.iter().position(|s| s.1 == 0).unwrap_or(0);
                    shown[i] = (g.why, 0);
                    i
                }
            };
            shown[slot].1 += 1;
            if shown[slot].1 <= SKIPPED_LISTED {
                let _ = writeln!(out, "Skips the {}: {}.", group_name(g), g.why.describe());
            }
        }
        for (why, n) in shown.iter().filter(|s| s.1 > SKIPPED_LISTED) {
            let _ = writeln!(out, "Skips {} more group(s) for the same reason: {}.", n - SKIPPED_LISTED, why.describe());
        }
        let others = self.skipped.iter().filter(|g| g.why == GroupWhy::OtherAgent).count();
        if others > 0 {
            let _ = writeln!(out, "Skips {others} group(s) naming other crawlers.");
        }
        // Every matching rule is listed; rules that do not match are listed only while there
        // are few, so the text stays readable (and cheap) for files with thousands of rules.
        let unmatched = self.rules.iter().filter(|r| !r.matched).count();
        let list_unmatched = unmatched <= UNMATCHED_LISTED;
        if !self.rules.is_empty() {
            let _ = writeln!(out, "Merged rules, in file order:");
            for r in self.rules.iter().filter(|r| r.matched || list_unmatched) {
                let state = if r.matched {
                    format!("matches ({} bytes{})", r.priority, if r.via_index { ", as its directory" } else { "" })
                } else {
                    String::from("does not match")
                };
                let _ = writeln!(out, "  line {}: {} {}: {}", r.line, kind_word(r.kind), Quoted(&r.pattern), state);
            }
            if !list_unmatched {
                let _ = writeln!(out, "  … and {unmatched} more merged rules that do not match.");
            }
        }
        let path = &self.path;
        let verdict = if self.allowed { "allowed" } else { "disallowed" };
        let _ = match (&self.reason, &self.winner) {
            (Reason::IgnoresRobots, _) => writeln!(out, "This crawler ignores robots.txt: {path} is fetched whatever the file says."),
            (Reason::RobotsTxtImplicit, _) => writeln!(out, "/robots.txt itself is always allowed (RFC 9309)."),
            (Reason::NoGroupApplies, _) => writeln!(out, "No group applies, so {path} is {verdict}."),
            (Reason::NoRuleMatched, _) => writeln!(out, "No rule matches {path}, so it is allowed."),
            (Reason::EmptyRule, Some(w)) => writeln!(
                out,
                "Only the empty {} at line {} matches; it has priority 0 and never blocks, so {path} is allowed.",
                kind_word(w.kind),
                w.line
            ),
            (Reason::AllowOnTie, Some(w)) => writeln!(
                out,
                "Allow at line {} and a disallow both match with {} bytes; allow wins the tie, so {path} is allowed.",
                w.line, w.priority
            ),
            (_, Some(w)) => writeln!(
                out,
                "The longest match wins: {} {} at line {} ({} bytes), so {path} is {verdict}.",
                kind_word(w.kind),
                Quoted(&w.pattern),
                w.line,
                w.priority
            ),
            (_, None) => writeln!(out, "{path} is {verdict}."),
        };
        out
    }
}

/// A pattern in double quotes, with `"`, `\` and control characters escaped. (Rust's `{:?}`
/// does the same for every Unicode character, with ~3 KB of tables in the wasm.)
struct Quoted<'a>(&'a str);

impl core::fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_char('"')?;
        for c in self.0.chars() {
            match c {
                '"' | '\\' => write!(f, "\\{c}")?,
                c if c.is_control() => write!(f, "\\u{{{:x}}}", u32::from(c))?,
                c => f.write_char(c)?,
            }
        }
        f.write_char('"')
    }
}

fn kind_word(kind: RuleKind) -> &'static str {
    match kind {
        RuleKind::Allow => "Allow",
        RuleKind::Disallow => "Disallow",
    }
}
