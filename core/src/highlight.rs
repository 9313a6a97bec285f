//! Per-line roles for an editor: which lines belong to the selected groups, which rules were
//! merged, which one won for the focused URL, which matched and lost.

use alloc::vec::Vec;

use crate::groups::{Group, Ruleset};
use crate::lines::{Bare, Span, Upwards};
use crate::verdict::Verdict;

/// The role of one line for one agent. Its code (`role as u8`, [`Role::ALL`] order) is what
/// the bindings send for each line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
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
    /// Every role, in the order of their codes.
    pub const ALL: [Role; 6] = [Role::Selected, Role::Merged, Role::Winner, Role::Loser, Role::OtherGroup, Role::Outside];

    /// A stable kebab-case id of the role.
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

/// The role of every line of the file whose groups are `rs` (index 0 for line 1), for the
/// verdict's agent. Without a focused URL, rules are only `Merged`.
///
/// A group runs to the next one, but the comments and blank lines at its end are shown as no
/// group's, and the comments right above its first user-agent line (no blank line between) as
/// its own: they usually introduce it. Both only within NEAR lines of where the next group (or
/// the file) starts, so that the lines read are a few around each group's start, whatever the
/// file holds between: they are read upwards from there ([`Upwards`]), not from a line model.
pub(crate) fn roles(text: &[u8], rs: &Ruleset, verdict: &Verdict, focused: bool) -> Vec<Role> {
    let mut role = alloc::vec![Role::Outside; rs.lines as usize];
    // The groups that apply, in file order as `rs.groups` are.
    let mut taken = verdict.groups.iter().map(|g| g.line).peekable();
    // Where each group's first line is, for reading the lines above it.
    let start = |g: &Group| rs.group_agents(g).first().map_or(0, |a| a.value.start as usize);
    for (i, g) in rs.groups.iter().enumerate() {
        let r = if taken.next_if_eq(&g.first_line).is_some() { Role::Selected } else { Role::OtherGroup };
        let mut first = g.first_line;
        for (n, kind) in Upwards::above(text, start(g), g.first_line) {
            if g.first_line - n > NEAR || kind != Bare::Comment {
                break;
            }
            first = n;
        }
        // The lines up from the group's last one: the next group's first line, or the file's end.
        let below = match rs.groups.get(i + 1) {
            Some(next) => Upwards::above(text, start(next), next.first_line),
            None => Upwards::from_last(text, rs.lines),
        };
        let floor = g.last_line.saturating_sub(NEAR).max(g.first_line);
        let mut last = g.last_line;
        for (n, kind) in below {
            if last <= floor || kind == Bare::Content {
                break;
            }
            last = n - 1;
        }
        role[first as usize - 1..last as usize].fill(r);
    }
    for rule in &verdict.rules {
        role[rule.line as usize - 1] = match () {
            _ if !focused => Role::Merged,
            _ if verdict.winner.as_ref().is_some_and(|w| w.line == rule.line) => Role::Winner,
            _ if rule.matched => Role::Loser,
            _ => Role::Merged,
        };
    }
    for &n in &rs.orphans {
        role[n as usize - 1] = Role::Outside;
    }
    role
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lines::LineKind;
    use crate::policy::{Options, Policy};
    use crate::robots::Robots;
    use alloc::string::String;
    use alloc::vec;
    use proptest::prelude::*;

    /// The roles as the line model gives them: every line's kind at hand, the walks unbounded
    /// then clamped to NEAR. The reading upwards from each group's start must agree with it.
    fn roles_from_the_model(robots: &Robots, rs: &Ruleset, verdict: &Verdict, focused: bool) -> Vec<Role> {
        let lines = robots.lines();
        let mut role = vec![Role::Outside; lines.len() + 1];
        let taken: Vec<u32> = verdict.groups.iter().map(|g| g.line).collect();
        let kind = |n: u32| lines[n as usize - 1].kind;
        for g in &rs.groups {
            let r = if taken.contains(&g.first_line) { Role::Selected } else { Role::OtherGroup };
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
        role.remove(0);
        role
    }

    /// Files of groups, comments, blank lines and other records, with every line end, a BOM,
    /// NULs, typos, and runs of comments longer than NEAR.
    fn file() -> impl Strategy<Value = Vec<u8>> {
        let line = prop_oneof![
            Just(String::from("User-agent: a")),
            Just(String::from("user-agent: *")),
            Just(String::from("useragent b")),
            Just(String::from("User agent: a")),
            Just(String::from("Disallow: /")),
            Just(String::from("Allow: /a")),
            Just(String::from("dissallow: /b")),
            Just(String::from("Sitemap: https://e.com/s.xml")),
            Just(String::from("Crawl-delay: 1")),
            Just(String::from("# comment")),
            Just(String::from("  # indented")),
            Just(String::from("\0# after a NUL")),
            Just(String::from("#x\0y")),
            Just(String::from("")),
            Just(String::from(" \t")),
            // Runs around NEAR lines long, ending without a line end as the other lines do.
            (0usize..3, 95usize..110).prop_map(|(k, n)| {
                let run = ["# c\n", "\n", "# c\n\n"][k].repeat(n);
                String::from(&run[..run.len() - 1])
            }),
        ];
        let end = prop_oneof![Just("\n"), Just("\r"), Just("\r\n")];
        (prop::bool::ANY, prop::collection::vec((line, end), 0..40)).prop_map(|(bom, lines)| {
            let mut out = if bom { vec![0xEF, 0xBB, 0xBF] } else { Vec::new() };
            for (l, e) in lines {
                out.extend_from_slice(l.as_bytes());
                out.extend_from_slice(e.as_bytes());
            }
            out
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1500))]

        #[test]
        fn roles_read_upwards_agree_with_the_line_model(bytes in file(), agent in prop::sample::select(vec!["a", "b", "c"]), rfc in prop::bool::ANY, focused in prop::bool::ANY) {
            let robots = Robots::parse(&bytes);
            let policy = if rfc { Policy::Rfc9309 } else { Policy::Google };
            let rs = robots.ruleset(policy);
            let verdict = robots.check_with(agent, "/a", &Options::policy(policy));
            let want = roles_from_the_model(&robots, rs, &verdict, focused);
            prop_assert_eq!(roles(robots.text(), rs, &verdict, focused), want);
        }

        #[test]
        fn roles_past_a_size_limit_are_outside(bytes in file(), limit in 0usize..400) {
            let robots = Robots::parse(&bytes);
            let opts = Options { size_limit: Some(limit), ..Options::default() };
            let (verdict, roles) = robots.check_with_roles("a", "/a", &opts);
            prop_assert_eq!(&verdict, &robots.check_with("a", "/a", &opts));
            prop_assert_eq!(roles.len(), robots.lines().len());
            if limit < bytes.len() {
                // The cut file's own roles, then every line that starts at or past the cut is outside.
                let cut = Robots::parse(&bytes[..limit]);
                let (_, within) = cut.check_with_roles("a", "/a", &Options::default());
                for line in robots.lines() {
                    let want = if line.span.start as usize >= limit { Role::Outside } else { within[line.number as usize - 1] };
                    prop_assert_eq!(roles[line.number as usize - 1], want, "line {}", line.number);
                }
            }
        }
    }

    #[test]
    fn comments_introduce_the_group_below_and_trail_no_group() {
        let text = b"# intro a\nUser-agent: a\n# inside a\nDisallow: /a\n# after a\n\n# intro b\n  # more\nUser-agent: b\n\n# inside b\nDisallow: /x\n# end\n\n";
        let robots = Robots::parse(text);
        let (_, got) = robots.check_with_roles("b", "/x", &Options::default());
        use Role::*;
        let want = [
            OtherGroup, OtherGroup, OtherGroup, OtherGroup, Outside, Outside, Selected, Selected, Selected, Selected, Selected, Winner,
            Outside, Outside, Outside,
        ];
        assert_eq!(got, want);
        assert_eq!(Role::ALL.map(|r| r as u8), [0, 1, 2, 3, 4, 5]);
    }

    #[test]
    fn brief_columns_are_the_verdicts_rules_groups_and_role_codes() {
        let robots = Robots::parse(b"User-agent: a\nDisallow: /x\nAllow: /x/ok/index.html\n\nUser-agent: b\nDisallow: /\n");
        let (v, c) = robots.check_brief("a", "/x/ok/", &Options::default());
        let (want, roles) = robots.check_with_roles("a", "/x/ok/", &Options::default());
        assert_eq!(v, want);
        assert_eq!(c.rule_lines, [2, 3]);
        assert_eq!(c.rule_match, [1, 2], "the Allow matches only through the index.html rule");
        assert_eq!(c.rule_priority, v.rules.iter().map(|r| r.priority).collect::<Vec<_>>());
        assert_eq!((c.group_lines.as_slice(), c.skipped_lines.as_slice()), (&[1][..], &[5][..]));
        assert_eq!(c.line_roles, roles.iter().map(|&r| r as u8).collect::<Vec<_>>());
        assert_eq!(c.line_roles.len(), robots.lines().len());
    }
}
