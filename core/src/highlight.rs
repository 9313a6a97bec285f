//! Per-line roles for an editor: which lines belong to the selected groups, which rules were
//! merged, which one won for the focused URL, which matched and lost.

use alloc::vec::Vec;

use crate::groups::Ruleset;
use crate::lines::{LineKind, Span};
use crate::robots::Robots;
use crate::verdict::Verdict;

/// The role of one line for one agent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// A line of a selected group that is not a rule (its user-agent lines, comments).
    Selected,
    /// A rule of the merged set that did not match the focused URL.
    Merged,
    /// The rule that decided for the focused URL.
    Winner,
    /// A rule of the merged set that matched the focused URL but lost.
    Loser,
    /// A line of a group that does not apply.
    OtherGroup,
    /// A line outside any group (before the first user-agent, or a rule with no group).
    Outside,
}

impl Role {
    /// The role's name as the page's `data-role` attribute spells it.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Selected => "selected",
            Role::Merged => "merged",
            Role::Winner => "winner",
            Role::Loser => "loser",
            Role::OtherGroup => "other-group",
            Role::Outside => "outside",
        }
    }
}

/// One line's role, with the line's byte span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineRole {
    /// 1-based line.
    pub line: u32,
    /// The line's bytes, without its line end.
    pub span: Span,
    /// What the line is for this agent.
    pub role: Role,
}

/// How far from a group's start its introducing comments, and its trailing comments and blank
/// lines, are looked for, in lines.
const NEAR: u32 = 100;

/// Roles of every non-blank line. Without a focused URL, rules are only `Merged`.
pub(crate) fn roles(robots: &Robots, rs: &Ruleset, verdict: &Verdict, focused: bool) -> Vec<LineRole> {
    let lines = robots.lines();
    let mut role = alloc::vec![Role::Outside; lines.len() + 1];
    let taken: Vec<u32> = verdict.groups.iter().map(|g| g.line).collect();
    let kind = |n: u32| lines[n as usize - 1].kind;
    for g in &rs.groups {
        let selected = taken.contains(&g.first_line);
        let r = if selected { Role::Selected } else { Role::OtherGroup };
        // A group runs to the next one, but the comments and blank lines at its end are shown
        // as no group's, and the comments right above its first user-agent line (no blank
        // line between) as its own: they usually introduce it. Both only within NEAR lines of
        // where the next group (or the file) starts, as the page, which asks for the lines it
        // shows one at a time, reads them (www/src/roles.js).
        let mut last = g.last_line;
        while last > g.first_line && matches!(kind(last), LineKind::Comment | LineKind::Blank) {
            last -= 1;
        }
        let last = last.max((g.last_line + 1).saturating_sub(NEAR + 1)).min(g.last_line);
        let mut first = g.first_line;
        while first > 1 && g.first_line - (first - 1) <= NEAR && kind(first - 1) == LineKind::Comment {
            first -= 1;
        }
        for n in first..=last {
            role[n as usize] = r;
        }
    }
    for rule in &verdict.rules {
        role[rule.line as usize] = match () {
            _ if !focused => Role::Merged,
            _ if verdict.winner.as_ref().is_some_and(|w| w.line == rule.line) => Role::Winner,
            _ if rule.matched => Role::Loser,
            _ => Role::Merged,
        };
    }
    for &n in &rs.orphans {
        role[n as usize] = Role::Outside;
    }
    lines
        .iter()
        .filter(|l| l.kind != LineKind::Blank)
        .map(|l| LineRole { line: l.number, span: l.span, role: role[l.number as usize] })
        .collect()
}
