//! The answer to one check, with everything needed to explain it: the token, the groups
//! taken and skipped, the merged rules, the winner and the reason.

use alloc::string::String;
use alloc::vec::Vec;

use crate::highlight::Role;
use crate::policy::Policy;

/// Whether a rule allows or disallows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleKind {
    /// An `Allow:` line.
    Allow,
    /// A `Disallow:` line.
    Disallow,
}

impl RuleKind {
    /// `"allow"` or `"disallow"`.
    pub const fn name(self) -> &'static str {
        match self {
            RuleKind::Allow => "allow",
            RuleKind::Disallow => "disallow",
        }
    }
}

/// How the token that selected the groups was obtained.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenSource {
    /// The agent string was used as given, as the reference library does.
    AsGiven,
    /// The crawler profile's own token.
    Profile,
    /// A fallback token of the crawler profile, because no group named its own token.
    ProfileFallback,
}

/// Why a group was taken or skipped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupWhy {
    /// It names the token, and it is the only group that does.
    NamedMatch,
    /// It names the token, as other groups do; their rules are merged.
    NamedMerged,
    /// No group names the token, so the `*` group applies.
    WildcardFallback,
    /// A `*` group, not used because a group names the token.
    WildcardNotNeeded,
    /// A `*` group, not used because the crawler profile ignores `*`.
    WildcardIgnored,
    /// It names another crawler.
    OtherAgent,
    /// Its user-agent values are not valid product tokens, so (RFC 9309) it matches nothing.
    InvalidToken,
    /// It names a token that the profile tries later, after a more specific one matched.
    LessSpecificToken,
    /// The crawler ignores robots.txt altogether.
    RobotsIgnored,
    /// The file is not read: the answer to the request for it decides (see [`crate::Fetch`]).
    FileNotRead,
}

/// Why the verdict is what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The longest matching pattern decided.
    LongestMatch,
    /// An allow and a disallow pattern of the same length matched; allow wins the tie.
    AllowOnTie,
    /// Only an empty `Allow:`/`Disallow:` matched; it has priority 0 and never blocks.
    EmptyRule,
    /// Groups apply, but none of their rules matches the URL.
    NoRuleMatched,
    /// No group names the token and there is no usable `*` group.
    NoGroupApplies,
    /// RFC 9309: `/robots.txt` is always allowed.
    RobotsTxtImplicit,
    /// The crawler profile ignores robots.txt.
    IgnoresRobots,
    /// The request for the file was answered in a way that makes it "unavailable" (4xx but
    /// 429, a redirect not followed): anything may be fetched.
    FileUnavailable,
    /// The request for the file was answered in a way that makes it "unreachable" (5xx, 429,
    /// no answer): nothing may be fetched.
    FileUnreachable,
}

/// One `User-agent:` line of a group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AgentLine {
    /// 1-based line number.
    pub line: u32,
    /// The value as written.
    pub value: String,
    /// The token the value is read as: `*` for the global group, possibly empty.
    pub token: String,
}

/// A group as seen by one check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupChoice {
    /// 1-based line of the group's first `User-agent:` line.
    pub line: u32,
    /// The group's user-agent lines.
    pub agents: Vec<AgentLine>,
    /// The line of the group's user-agent line that names the token (its `*` line for a `*`
    /// group), or 0 when none does: in a group of fifty names, the one that counts.
    pub named: u32,
    /// Why the group was taken or skipped.
    pub why: GroupWhy,
}

/// One rule of the merged set, evaluated against the URL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleEval {
    /// 1-based line number.
    pub line: u32,
    /// Allow or disallow.
    pub kind: RuleKind,
    /// The pattern as written (lossy UTF-8).
    pub pattern: String,
    /// The pattern as compared, after escaping or normalisation.
    pub compared: String,
    /// Whether the pattern matches the URL's path.
    pub matched: bool,
    /// The priority (bytes of the compared pattern) when it matched, or -1.
    pub priority: i32,
    /// Matched only through Google's rule that `…/index.html` also allows `…/`.
    pub via_index: bool,
}

impl RuleEval {
    /// How the rule matched, as one number (the npm package's `ruleMatch`): 0 not at all, 1 by
    /// its pattern, 2 only through the `index.html` rule.
    pub fn match_code(&self) -> u8 {
        u8::from(self.matched) + u8::from(self.matched && self.via_index)
    }
}

/// The rule that decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Winner {
    /// 1-based line number.
    pub line: u32,
    /// Allow or disallow.
    pub kind: RuleKind,
    /// The pattern as written.
    pub pattern: String,
    /// Its priority.
    pub priority: i32,
}

/// The answer to one check, with its explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// May the crawler fetch the URL?
    pub allowed: bool,
    /// The policy that produced this verdict.
    pub policy: Policy,
    /// The token whose groups were used (or the agent as given when nothing matched).
    pub token: String,
    /// How the token was obtained.
    pub token_source: TokenSource,
    /// The path, params and query that patterns were compared with.
    pub path: String,
    /// The groups whose rules were merged.
    pub groups: Vec<GroupChoice>,
    /// The groups that were not taken.
    pub skipped: Vec<GroupChoice>,
    /// The merged rules in file order.
    pub rules: Vec<RuleEval>,
    /// The deciding rule, if any. It can be an empty rule with priority 0.
    pub winner: Option<Winner>,
    /// Why the verdict is what it is.
    pub reason: Reason,
    /// When a size limit cut the file: the byte offset where reading stopped.
    pub cut_at: Option<u32>,
    /// How the request for the file was answered, when the check was told.
    pub fetch: Option<crate::Fetch>,
}

impl Verdict {
    /// May the crawler fetch the URL?
    pub fn allowed(&self) -> bool {
        self.allowed
    }

    /// The reference library's `matching_line()`: the deciding rule's 1-based line, if any.
    pub fn winner_line(&self) -> Option<u32> {
        self.winner.as_ref().map(|w| w.line)
    }

    /// The merged rules a bounded answer lists, at most `limit` of them, in file order: the
    /// winner always, then the rules that match, then the others.
    pub fn listed_rules(&self, limit: usize) -> impl Iterator<Item = &RuleEval> {
        let win = self.winner_line();
        let mut listed: Vec<bool> = self.rules.iter().map(|r| limit > 0 && win == Some(r.line)).collect();
        let mut room = limit.saturating_sub(listed.iter().filter(|&&l| l).count());
        for pass_matched in [true, false] {
            for (r, l) in self.rules.iter().zip(listed.iter_mut()) {
                if room == 0 {
                    break;
                }
                if !*l && r.matched == pass_matched {
                    *l = true;
                    room -= 1;
                }
            }
        }
        self.rules.iter().zip(listed).filter(|(_, l)| *l).map(|(r, _)| r)
    }
}

/// A verdict's rules and groups as columns of numbers, and every line's role code: what the npm
/// package's `checkBrief` hands over as typed arrays, so that a large file's page reads its
/// rules and roles without one object per rule.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Columns {
    /// Each merged rule's line, in file order.
    pub rule_lines: Vec<u32>,
    /// Each merged rule's [`RuleEval::match_code`].
    pub rule_match: Vec<u8>,
    /// Each merged rule's priority (-1 when it did not match).
    pub rule_priority: Vec<i32>,
    /// Each taken group's first line.
    pub group_lines: Vec<u32>,
    /// Each skipped group's first line.
    pub skipped_lines: Vec<u32>,
    /// Every line's role code (`Role as u8`), the first line's at index 0.
    pub line_roles: Vec<u8>,
}

impl Columns {
    /// The columns of `v`, with the line roles of the same check.
    pub fn new(v: &Verdict, roles: &[Role]) -> Columns {
        Columns {
            rule_lines: v.rules.iter().map(|r| r.line).collect(),
            rule_match: v.rules.iter().map(RuleEval::match_code).collect(),
            rule_priority: v.rules.iter().map(|r| r.priority).collect(),
            group_lines: v.groups.iter().map(|g| g.line).collect(),
            skipped_lines: v.skipped.iter().map(|g| g.line).collect(),
            line_roles: roles.iter().map(|&r| r as u8).collect(),
        }
    }
}
