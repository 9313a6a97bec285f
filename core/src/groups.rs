//! Groups and rules built from the line model, for one policy.
//!
//! RFC 9309 §2.1: a group is one or more user-agent lines followed by rules; a user-agent
//! line after a rule starts a new group. Lines that are neither (blank lines, comments,
//! `Sitemap:`, `Crawl-delay:`, unknown keys) never end a group, even between two user-agent
//! lines (google/robotstxt issue #51). Rules before the first user-agent line belong to no
//! group and are ignored.

use alloc::vec::Vec;
use core::ops::Range;

use crate::escape;
use crate::lines::{flag, is_space, Line, LineKind, Span};
use crate::policy::Policy;
use crate::verdict::RuleKind;

/// How one user-agent value is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AgentKind {
    /// `*`: the global group.
    Global,
    /// A product token (the span in [`Agent::token`]), compared case-insensitively.
    Named,
    /// RFC 9309 only: not a valid product token, so it matches nothing.
    Invalid,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Agent {
    pub line: u32,
    pub value: Span,
    pub token: Span,
    pub kind: AgentKind,
}

#[derive(Clone, Debug)]
pub(crate) struct Rule {
    pub line: u32,
    pub kind: RuleKind,
    /// The value as written.
    pub raw: Span,
    /// The pattern as compared, in [`Ruleset::arena`].
    pub pattern: Range<u32>,
    /// Google's `index.html` rule: the extra pattern `…/$` an allow also matches.
    pub index: Option<Range<u32>>,
}

#[derive(Clone, Debug)]
pub(crate) struct Group {
    /// Line number of the first user-agent line.
    pub first_line: u32,
    /// Line number of the last line before the next group (or the file's end).
    pub last_line: u32,
    pub agents: Range<u32>,
    pub rules: Range<u32>,
}

/// The groups and rules of a file under one policy.
#[derive(Clone, Debug, Default)]
pub(crate) struct Ruleset {
    pub groups: Vec<Group>,
    pub agents: Vec<Agent>,
    pub rules: Vec<Rule>,
    /// Compared patterns, back to back.
    pub arena: Vec<u8>,
    /// Line numbers of rules before any user-agent line.
    pub orphans: Vec<u32>,
}

impl Ruleset {
    pub fn pattern(&self, range: &Range<u32>) -> &[u8] {
        &self.arena[range.start as usize..range.end as usize]
    }

    pub fn group_agents(&self, g: &Group) -> &[Agent] {
        &self.agents[g.agents.start as usize..g.agents.end as usize]
    }

    pub fn group_rules(&self, g: &Group) -> &[Rule] {
        &self.rules[g.rules.start as usize..g.rules.end as usize]
    }

    /// Builds the groups of `lines` under `policy`. The arena starts as the file's bytes
    /// (`text`), so a pattern that needs no escaping (most do not) is a range of the file;
    /// escaped patterns are appended after it.
    pub fn build(text: Vec<u8>, lines: &[Line], policy: Policy) -> Ruleset {
        let mut rs = Ruleset {
            groups: Vec::with_capacity(lines.len() / 8 + 1),
            agents: Vec::with_capacity(lines.len() / 8 + 1),
            rules: Vec::with_capacity(lines.len()),
            arena: text,
            orphans: Vec::new(),
        };
        let strict = policy == Policy::Rfc9309;
        let mut in_rules = true;
        for line in lines {
            if strict && !line.has(flag::EXACT_KEY) {
                continue;
            }
            match line.kind {
                LineKind::UserAgent => {
                    if in_rules {
                        if let Some(g) = rs.groups.last_mut() {
                            g.last_line = line.number - 1;
                        }
                        let (a, r) = (rs.agents.len() as u32, rs.rules.len() as u32);
                        rs.groups.push(Group {
                            first_line: line.number,
                            last_line: line.number,
                            agents: a..a,
                            rules: r..r,
                        });
                        in_rules = false;
                    }
                    rs.agents.push(read_agent(&rs.arena, line, strict));
                    if let Some(g) = rs.groups.last_mut() {
                        g.agents.end = rs.agents.len() as u32;
                    }
                }
                LineKind::Allow | LineKind::Disallow => {
                    if rs.groups.is_empty() {
                        rs.orphans.push(line.number);
                        continue;
                    }
                    in_rules = true;
                    let kind = if line.kind == LineKind::Allow { RuleKind::Allow } else { RuleKind::Disallow };
                    let pattern = if escape::is_plain(line.value.of(&rs.arena)) {
                        line.value.start..line.value.end
                    } else {
                        let raw = line.value.of(&rs.arena).to_vec();
                        let start = rs.arena.len() as u32;
                        if strict {
                            escape::normalize_pattern(&raw, &mut rs.arena);
                        } else {
                            escape::google_escape(&raw, &mut rs.arena);
                        }
                        start..rs.arena.len() as u32
                    };
                    let start = pattern.start;
                    let mut index = None;
                    if kind == RuleKind::Allow && !strict {
                        let p = &rs.arena[pattern.start as usize..pattern.end as usize];
                        if let Some(slash) = p.iter().rposition(|&b| b == b'/') {
                            if p[slash..].starts_with(b"/index.htm") {
                                let from = rs.arena.len() as u32;
                                rs.arena.extend_from_within(start as usize..start as usize + slash + 1);
                                rs.arena.push(b'$');
                                index = Some(from..rs.arena.len() as u32);
                            }
                        }
                    }
                    rs.rules.push(Rule { line: line.number, kind, raw: line.value, pattern, index });
                    if let Some(g) = rs.groups.last_mut() {
                        g.rules.end = rs.rules.len() as u32;
                    }
                }
                _ => {}
            }
        }
        if let (Some(g), Some(last)) = (rs.groups.last_mut(), lines.last()) {
            g.last_line = last.number;
        }
        rs
    }
}

/// True for the bytes a product token may hold: `[A-Za-z_-]`.
pub(crate) const fn is_token_byte(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'-' || b == b'_'
}

/// Reads a user-agent value.
///
/// Google: a value starting with `*` followed by white space or the end is global; any other
/// value keeps its leading `[A-Za-z_-]*` as the token (`Googlebot/2.1` is `Googlebot`).
/// RFC 9309 §2.2.1: `product-token = identifier / "*"`, `identifier = 1*(%x2D / %x41-5A /
/// %x5F / %x61-7A)`; anything else matches nothing.
fn read_agent(text: &[u8], line: &Line, strict: bool) -> Agent {
    let v = line.value.of(text);
    let start = line.value.start;
    let mut agent = Agent { line: line.number, value: line.value, token: line.value, kind: AgentKind::Named };
    if strict {
        if v == b"*" {
            agent.kind = AgentKind::Global;
        } else if v.is_empty() || !v.iter().all(|&b| is_token_byte(b)) {
            agent.kind = AgentKind::Invalid;
        }
        return agent;
    }
    if v.first() == Some(&b'*') && (v.len() == 1 || is_space(v[1])) {
        agent.kind = AgentKind::Global;
        agent.token = Span { start, end: start + 1 };
    } else {
        let n = v.iter().take_while(|&&b| is_token_byte(b)).count() as u32;
        agent.token = Span { start, end: start + n };
    }
    agent
}
