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
            GroupWhy::NamedMatch => "it names this crawler",
            GroupWhy::NamedMerged => "it names this crawler, as other groups do: their rules are merged",
            GroupWhy::WildcardFallback => "no group names this crawler, so the * group applies",
            GroupWhy::WildcardNotNeeded => "a * group, not used because a group names this crawler",
            GroupWhy::WildcardIgnored => "a * group, which this crawler ignores",
            GroupWhy::OtherAgent => "it names other crawlers",
            GroupWhy::InvalidToken => {
                "its user-agent is not a valid crawler name (letters, - and _ only), so it matches nothing (RFC 9309)"
            }
            GroupWhy::LessSpecificToken => "it names a name this crawler falls back to, but a group names its own name",
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
            out.push_str("Note: not a crawler name of letters, - and _ only (a product token), so no group names it.\n");
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
        out.push_str(&self.conclusion());
        out.push('\n');
        let end = &mut out;
        if let (Reason::LongestMatch | Reason::AllowOnTie, Some(w)) = (&self.reason, &self.winner) {
            self.explain_ties(w.line, w.kind, w.priority, end);
        }
        if self.policy == Policy::Google && !self.path.is_ascii() {
            // Google's library compares the URL as given but %-encodes the patterns, so a raw
            // `é` in the URL never meets a rule's `é`: say what a crawler would send instead.
            let mut sent = Vec::new();
            escape::google_escape(self.path.as_bytes(), &mut sent);
            push!(
                end,
                "Note: Google compares the path's raw non-ASCII characters as given, but patterns %-encoded, so none matches them. A crawler requests ",
                String::from_utf8(sent).unwrap_or_default().as_str(),
                ": check that URL.\n",
            );
        }
        out
    }

    /// Why the answer is what it is, in one sentence a site owner can read: the rule that won
    /// and what it beat (with the bytes each matched), the tie Allow wins, the empty rule, no
    /// rule matching, or the HTTP status; then, when a size limit cut the file, that too.
    pub fn reason_sentence(&self) -> String {
        let mut out = self.conclusion();
        if let Some(at) = self.cut_at {
            push!(&mut out, " Only the first ", at, " bytes of the file were read; the rest is ignored.");
        }
        out
    }

    /// Whose rules apply, in one sentence: the line that names the crawler in each group
    /// taken (in a group of fifty names, the one that counts), or the `*` group it falls back
    /// to, or why no group applies.
    pub fn groups_sentence(&self) -> String {
        let token = self.token.as_str();
        let mut out = String::new();
        let o = &mut out;
        let n = self.groups.len();
        let firsts: Vec<u32> = self.groups.iter().map(|g| g.line).collect();
        match (self.reason, self.fetch, self.groups.first()) {
            (Reason::IgnoresRobots, ..) => push!(o, token, " ignores robots.txt, so no group of the file applies to it."),
            (Reason::FileUnavailable | Reason::FileUnreachable, Some(fetch), _) => {
                push!(o, "No group counts: the request for robots.txt got ", fetch.describe(), ".")
            }
            (_, _, Some(g)) if g.why == GroupWhy::WildcardFallback => {
                push!(o, token, " has no group of its own, so the * group", if n > 1 { "s at " } else { " at " });
                list_lines(&firsts, o);
                o.push_str(if n > 1 { " apply." } else { " applies." });
            }
            (_, _, Some(g)) => {
                push!(o, token, " is named on ");
                list_lines(&self.groups.iter().map(|g| g.named).collect::<Vec<_>>(), o);
                if n > 1 {
                    push!(o, ", in ", n, " groups (starting at ");
                    list_lines(&firsts, o);
                    o.push_str("); their rules are merged.");
                } else if g.named == g.line {
                    o.push_str(", where its group starts.");
                } else {
                    push!(o, ", in the group that starts at line ", g.line, ".");
                }
                if let Some(g) = self.skipped.iter().find(|g| g.why == GroupWhy::WildcardNotNeeded) {
                    push!(o, " The * group at line ", g.line, " does not apply to it.");
                }
            }
            _ => {
                push!(o, "No group names ", token);
                match self.skipped.iter().find(|g| g.why == GroupWhy::WildcardIgnored) {
                    Some(g) => push!(o, ", and this crawler ignores the * group at line ", g.line, ", so no rule applies."),
                    None => o.push_str(" and there is no * group, so no rule applies."),
                }
            }
        }
        out
    }

    /// The reason as one sentence, without the size cut.
    fn conclusion(&self) -> String {
        let path = self.path.as_str();
        let verdict = if self.allowed { "allowed" } else { "disallowed" };
        let mut out = String::new();
        let o = &mut out;
        let w = match (self.reason, &self.winner) {
            (Reason::LongestMatch | Reason::AllowOnTie | Reason::EmptyRule, Some(w)) => w,
            (Reason::IgnoresRobots, _) => {
                push!(o, "This crawler ignores robots.txt: ", path, " is fetched whatever the file says.");
                return out;
            }
            (Reason::FileUnavailable | Reason::FileUnreachable, _) => {
                let unavailable = self.reason == Reason::FileUnavailable;
                push!(
                    o,
                    "The request for robots.txt got ",
                    self.fetch.map(crate::Fetch::describe).unwrap_or_default(),
                    if unavailable {
                        ": the file counts as unavailable, so everything may be fetched, "
                    } else {
                        ": the file counts as unreachable, so nothing may be fetched, not even "
                    },
                    path,
                    if unavailable { " included." } else { "." }
                );
                return out;
            }
            (Reason::RobotsTxtImplicit, _) => return String::from("/robots.txt itself is always allowed (RFC 9309)."),
            (Reason::NoRuleMatched, _) => {
                let n = self.rules.len();
                push!(o, "None of the ", n, if n == 1 { " rule" } else { " rules" }, " that apply matches ", path, ", so it is allowed.");
                return out;
            }
            _ => {
                push!(o, "No group applies to this crawler, so ", path, " is ", verdict, ".");
                return out;
            }
        };
        let rival = self.rival(w.kind);
        match (self.reason, rival) {
            (Reason::EmptyRule, _) => {
                push!(o, "Only the empty ", kind_word(w.kind), " at line ", w.line, " matches; an empty rule never blocks")
            }
            (Reason::AllowOnTie, Some(d)) => {
                rule_at(o, w.kind, &w.pattern, w.line);
                o.push_str(" and ");
                rule_at(o, d.kind, &d.pattern, d.line);
                push!(o, " both match ", Bytes(w.priority), "; allow wins the tie");
            }
            _ => {
                o.push_str("The longest match wins: ");
                rule_at(o, w.kind, &w.pattern, w.line);
                push!(o, " (", Bytes(w.priority));
                if self.rules.iter().any(|r| r.line == w.line && r.via_index) {
                    o.push_str(", as its directory: Google reads …/index.html as …/ too");
                }
                o.push(')');
                match rival {
                    Some(r) => {
                        o.push_str(" beats ");
                        rule_at(o, r.kind, &r.pattern, r.line);
                        push!(o, " (", Bytes(r.priority), ")");
                    }
                    None => push!(o, "; no ", kind_word(other(w.kind)), " rule matches"),
                }
            }
        }
        push!(o, ", so ", path, " is ", verdict, ".");
        out
    }

    /// The best matching rule of the kind that lost to `winner`: the highest priority, the
    /// earliest line on a tie.
    fn rival(&self, winner: RuleKind) -> Option<&crate::verdict::RuleEval> {
        let mut best: Option<&crate::verdict::RuleEval> = None;
        for r in self.rules.iter().filter(|r| r.matched && r.kind != winner) {
            if best.is_none_or(|b| r.priority > b.priority) {
                best = Some(r);
            }
        }
        best
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

/// Line numbers as a reader lists them: "line 4", "lines 16 and 107", "lines 2, 9, 14, 20, 31
/// and 3 more".
fn list_lines(lines: &[u32], out: &mut String) {
    let n = lines.len();
    out.push_str(if n == 1 { "line " } else { "lines " });
    for (i, &l) in lines.iter().take(LINES_LISTED).enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == n { " and " } else { ", " });
        }
        push!(out, l);
    }
    if n > LINES_LISTED {
        push!(out, " and ", n - LINES_LISTED, " more");
    }
}

/// A rule as a sentence names it: `Allow "/x" at line 4`.
fn rule_at(out: &mut String, kind: RuleKind, pattern: &str, line: u32) {
    push!(out, kind_word(kind), " ", Quoted(pattern), " at line ", line);
}

/// Lines listed one by one in a sentence, up to this many.
const LINES_LISTED: usize = 5;

/// A count of bytes: "1 byte", "12 bytes".
struct Bytes(i32);

impl Piece for Bytes {
    fn push_to(&self, out: &mut String) {
        push!(out, self.0, if self.0 == 1 { " byte" } else { " bytes" });
    }
}

fn other(kind: RuleKind) -> RuleKind {
    match kind {
        RuleKind::Allow => RuleKind::Disallow,
        RuleKind::Disallow => RuleKind::Allow,
    }
}

fn kind_word(kind: RuleKind) -> &'static str {
    match kind {
        RuleKind::Allow => "Allow",
        RuleKind::Disallow => "Disallow",
    }
}
