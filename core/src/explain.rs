//! The verdict in plain words: the token, the groups and why, the merged rules, the winner
//! and the tie-break.

use alloc::string::String;
use alloc::vec::Vec;

use crate::escape;
use crate::groups::is_token_byte;
use crate::policy::Policy;
use crate::text::{push, text, Piece};

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
            GroupWhy::FileNotRead => "file-not-read",
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
            GroupWhy::FileNotRead => "the file is not read, since the request for it was not a success",
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
            Reason::FileUnavailable => "file-unavailable",
            Reason::FileUnreachable => "file-unreachable",
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
    text!("group at line ", g.line, " (", names, ")")
}

impl Verdict {
    /// The explanation of an answer whose lists are bounded to `limit` entries: its first
    /// lines (four a listed entry, at least forty) and its conclusion, with the number of
    /// lines left out between them; empty when `limit` is 0.
    pub fn explain_brief(&self, limit: usize) -> String {
        if limit == 0 {
            return String::new();
        }
        let text = self.explain();
        let max = 4 * limit.max(10);
        // The explanation's own lines: split at '\n' only, which costs less wasm than `lines()`.
        let mut lines = text.strip_suffix('\n').unwrap_or(&text).split('\n');
        let total = lines.clone().count();
        if total <= max + 1 {
            return text;
        }
        let mut out = String::new();
        for line in lines.by_ref().take(max) {
            out.push_str(line);
            out.push('\n');
        }
        push!(&mut out, "  … ", total - max - 1, " more lines.\n");
        // Forward on purpose: `next_back` would bring a backwards split into the wasm.
        #[allow(clippy::double_ended_iterator_last)]
        let last = lines.last();
        if let Some(last) = last {
            out.push_str(last);
            out.push('\n');
        }
        out
    }

    /// The whole explanation in plain words, one statement a line.
    pub fn explain(&self) -> String {
        let mut out = String::new();
        let token = &self.token;
        let source = match self.token_source {
            TokenSource::AsGiven => "compared case-insensitively with each group's user-agent.",
            TokenSource::Profile => "the crawler's own token.",
            TokenSource::ProfileFallback => "a fallback: no group names the crawler's own token.",
        };
        push!(&mut out, "Token: \"", token, "\", ", source, "\n");
        if self.token_source == TokenSource::AsGiven && !token.bytes().all(is_token_byte) {
            // `Googlebot/2.1` or a whole User-Agent string as the caller's agent: Google's
            // library compares it whole, and reads a group's value as its leading letters, so
            // no group can name it.
            out.push_str("Note: not a product token (letters, `_` and `-` only), so no group names it.\n");
        }
        if let Some(fetch) = self.fetch {
            push!(&mut out, "The request for /robots.txt got ", fetch.describe(), ": ", fetch.rule(), ".\n");
        }
        if let Some(at) = self.cut_at {
            push!(&mut out, "Only the first ", at, " bytes were read; the rest is ignored.\n");
        }
        for g in &self.groups {
            push!(&mut out, "Uses the ", group_name(g), ": ", g.why.describe(), ".\n");
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
                push!(&mut out, "Skips the ", group_name(g), ": ", g.why.describe(), ".\n");
            }
        }
        for (why, n) in shown.iter().filter(|s| s.1 > SKIPPED_LISTED) {
            let more = n - SKIPPED_LISTED;
            push!(
                &mut out,
                "Skips ",
                more,
                if more == 1 { " more group" } else { " more groups" },
                " for the same reason: ",
                why.describe(),
                ".\n"
            );
        }
        let others = self.skipped.iter().filter(|g| g.why == GroupWhy::OtherAgent).count();
        if others > 0 {
            push!(&mut out, "Skips ", others, if others == 1 { " group" } else { " groups" }, " naming other crawlers.\n");
        }
        // Every matching rule is listed; rules that do not match are listed only while there
        // are few, so the text stays readable (and cheap) for files with thousands of rules.
        let unmatched = self.rules.iter().filter(|r| !r.matched).count();
        let list_unmatched = unmatched <= UNMATCHED_LISTED;
        if !self.rules.is_empty() {
            out.push_str("Merged rules, in file order:\n");
            for r in self.rules.iter().filter(|r| r.matched || list_unmatched) {
                push!(&mut out, "  line ", r.line, ": ", kind_word(r.kind), " ", Quoted(&r.pattern), ": ");
                if r.matched {
                    let directory = if r.via_index { ", as its directory" } else { "" };
                    push!(&mut out, "matches (", r.priority, " bytes", directory, ")\n");
                } else {
                    out.push_str("does not match\n");
                }
            }
            if !list_unmatched {
                push!(&mut out, "  … and ", unmatched, " more merged rules that do not match.\n");
            }
        }
        let path = &self.path;
        let verdict = if self.allowed { "allowed" } else { "disallowed" };
        let end = &mut out;
        match (&self.reason, &self.winner) {
            (Reason::IgnoresRobots, _) => push!(end, "This crawler ignores robots.txt: ", path, " is fetched whatever the file says.\n"),
            (Reason::FileUnavailable, _) => push!(end, "No rule of the file applies, so ", path, " is allowed.\n"),
            (Reason::FileUnreachable, _) => push!(end, "Nothing may be fetched until the file can be read, so ", path, " is disallowed.\n"),
            (Reason::RobotsTxtImplicit, _) => push!(end, "/robots.txt itself is always allowed (RFC 9309).\n"),
            (Reason::NoGroupApplies, _) => push!(end, "No group applies, so ", path, " is ", verdict, ".\n"),
            (Reason::NoRuleMatched, _) => push!(end, "No rule matches ", path, ", so it is allowed.\n"),
            (Reason::EmptyRule, Some(w)) => push!(
                end,
                "Only the empty ",
                kind_word(w.kind),
                " at line ",
                w.line,
                " matches; it has priority 0 and never blocks, so ",
                path,
                " is allowed.\n",
            ),
            (Reason::AllowOnTie, Some(w)) => push!(
                end,
                "Allow at line ",
                w.line,
                " and a disallow both match with ",
                w.priority,
                " bytes; allow wins the tie, so ",
                path,
                " is allowed.\n",
            ),
            (_, Some(w)) => push!(
                end,
                "The longest match wins: ",
                kind_word(w.kind),
                " ",
                Quoted(&w.pattern),
                " at line ",
                w.line,
                " (",
                w.priority,
                " bytes), so ",
                path,
                " is ",
                verdict,
                ".\n",
            ),
            (_, None) => push!(end, path, " is ", verdict, ".\n"),
        }
        if let (Reason::LongestMatch | Reason::AllowOnTie, Some(w)) = (&self.reason, &self.winner) {
            self.explain_ties(w.line, w.kind, w.priority, end);
        }
        if self.policy == Policy::Google && !path.is_ascii() {
            // Google's library compares the URL as given but %-encodes the patterns, so a raw
            // `é` in the URL never meets a rule's `é`: say what a crawler would send instead.
            let mut sent = Vec::new();
            escape::google_escape(path.as_bytes(), &mut sent);
            push!(
                end,
                "Note: Google compares the path's raw non-ASCII characters as given, but patterns %-encoded, so none matches them. A crawler requests ",
                String::from_utf8(sent).unwrap_or_default().as_str(),
                ": check that URL.\n",
            );
        }
        out
    }

    /// The tie-break between equal rules: the other matching rules of the winner's kind and
    /// priority, and that the earliest line is the one reported (as google/robotstxt's
    /// `matching_line()` does).
    fn explain_ties(&self, line: u32, kind: RuleKind, priority: i32, out: &mut String) {
        let mut ties = Vec::new();
        for r in &self.rules {
            if r.matched && r.kind == kind && r.priority == priority && r.line != line {
                ties.push(r.line);
            }
        }
        let Some(&first) = ties.first() else { return };
        let n = ties.len() as u32;
        push!(out, "Tie-break: line", if n == 1 { " " } else { "s " }, first);
        let listed = n.min(TIES_LISTED);
        for i in 1..listed {
            push!(out, if i + 1 == n { " and " } else { ", " }, ties[i as usize]);
        }
        if n > listed {
            push!(out, " and ", n - listed, " more");
        }
        push!(
            out,
            if n == 1 { " also matches (" } else { " also match (" },
            kind_word(kind),
            ", ",
            priority,
            " bytes); of equal rules the earliest, line ",
            line,
            ", is reported.\n",
        );
    }
}

/// Other rules in a tie are listed one by one up to this many.
const TIES_LISTED: u32 = 4;

/// A pattern in double quotes, with `"`, `\` and control characters escaped. (Rust's `{:?}`
/// does the same for every Unicode character, with ~3 KB of tables in the wasm.)
struct Quoted<'a>(&'a str);

impl Piece for Quoted<'_> {
    fn push_to(&self, out: &mut String) {
        out.push('"');
        for c in self.0.chars() {
            match c {
                '"' | '\\' => {
                    out.push('\\');
                    out.push(c);
                }
                c if c.is_control() => {
                    out.push_str("\\u{");
                    let n = u32::from(c);
                    // Lowercase hex without leading zeros, as `{:x}` writes it.
                    let digits = (32 - (n | 1).leading_zeros()).div_ceil(4);
                    for shift in (0..digits).rev() {
                        out.push(char::from(b"0123456789abcdef"[(n >> (4 * shift)) as usize & 15]));
                    }
                    out.push('}');
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }
}

fn kind_word(kind: RuleKind) -> &'static str {
    match kind {
        RuleKind::Allow => "Allow",
        RuleKind::Disallow => "Disallow",
    }
}
