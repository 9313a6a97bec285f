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
use crate::lines::{flag, is_space, Line, LineKind, Sink, Span};
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
    /// The pattern as compared, in [`Ruleset::arena`]. When it is a range of the file, it is
    /// also the value as written; [`Ruleset::raw`] gives that in every case.
    pub pattern: Range<u32>,
    /// Google's `index.html` rule: the allow also matches the pattern `…/$`, which
    /// [`Ruleset::index_pattern`] gives. A flag here and a side table keep a rule small.
    pub has_index: bool,
}

// Parsing writes every rule to fresh memory: keep a rule small.
const _: () = assert!(core::mem::size_of::<Rule>() <= 16);

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
    /// The `index.html` patterns: `(rule line, pattern in the arena)`, in line order.
    pub indexes: Vec<(u32, Range<u32>)>,
    /// The values as written of the rules whose pattern was escaped: `(rule line, value)`, in
    /// line order.
    pub raws: Vec<(u32, Span)>,
    /// Length of the file at the start of the arena.
    pub text_len: u32,
    /// How many lines the file has (the number of its last line).
    pub lines: u32,
    /// How the request for the file was answered, when it was read from an answer
    /// ([`Robots::parse_response`](crate::Robots::parse_response)): the status of the checks
    /// whose options give none.
    pub fetch: Option<crate::Fetch>,
}

impl Ruleset {
    pub fn pattern(&self, range: &Range<u32>) -> &[u8] {
        &self.arena[range.start as usize..range.end as usize]
    }

    /// A rule's value as written.
    pub fn raw(&self, rule: &Rule) -> Span {
        if rule.pattern.end <= self.text_len {
            return Span { start: rule.pattern.start, end: rule.pattern.end };
        }
        let at = self.raws.binary_search_by_key(&rule.line, |(line, _)| *line);
        at.map_or(Span::default(), |at| self.raws[at].1)
    }

    /// The extra `…/$` pattern of an allow rule with Google's `index.html` form.
    pub fn index_pattern(&self, rule: &Rule) -> Option<&[u8]> {
        if !rule.has_index {
            return None;
        }
        let at = self.indexes.binary_search_by_key(&rule.line, |(line, _)| *line).ok()?;
        Some(self.pattern(&self.indexes[at].1))
    }

    pub fn group_agents(&self, g: &Group) -> &[Agent] {
        &self.agents[g.agents.start as usize..g.agents.end as usize]
    }

    pub fn group_rules(&self, g: &Group) -> &[Rule] {
        &self.rules[g.rules.start as usize..g.rules.end as usize]
    }

    /// The ruleset of the file's lines up to line `read`, followed by empty lines up to line
    /// `last`, the file being cut at byte `end`: what a parse of only those lines builds.
    /// Groups, agents and rules come in line order, so each is a prefix of this one's. The
    /// arena keeps the text up to `end` and the escaped patterns of the rules kept, moved down
    /// to follow it: a head of a huge file takes no copy of the rest.
    pub fn prefix(&self, read: u32, last: u32, end: usize) -> Ruleset {
        let agents = self.agents.partition_point(|a| a.line <= read);
        let rules = self.rules.partition_point(|r| r.line <= read);
        let mut groups = self.groups[..self.groups.partition_point(|g| g.first_line <= read)].to_vec();
        // The last group runs to the end, as the parse's `finish` has it.
        if let Some(g) = groups.last_mut() {
            g.last_line = last;
            g.agents.end = g.agents.end.min(agents as u32);
            g.rules.end = g.rules.end.min(rules as u32);
        }
        let indexes = &self.indexes[..self.indexes.partition_point(|e| e.0 <= read)];
        // What was written after the text (escaped patterns, `index.html` forms) is written in
        // line order: the kept lines' part ends where the last of theirs does.
        let len = self.text_len;
        let written = self.rules[..rules].iter().map(|r| &r.pattern).chain(indexes.iter().map(|e| &e.1)).filter(|p| p.end > len);
        let tail = written.map(|p| p.end).max().unwrap_or(len);
        let mut arena = Vec::with_capacity(end + (tail - len) as usize);
        arena.extend_from_slice(&self.arena[..end]);
        arena.extend_from_slice(&self.arena[len as usize..tail as usize]);
        let shift = len - end as u32;
        let moved = |p: &Range<u32>| if p.end > len { p.start - shift..p.end - shift } else { p.clone() };
        Ruleset {
            groups,
            agents: self.agents[..agents].to_vec(),
            rules: self.rules[..rules].iter().map(|r| Rule { pattern: moved(&r.pattern), ..r.clone() }).collect(),
            arena,
            orphans: self.orphans[..self.orphans.partition_point(|&l| l <= read)].to_vec(),
            indexes: indexes.iter().map(|(line, p)| (*line, moved(p))).collect(),
            raws: self.raws[..self.raws.partition_point(|e| e.0 <= read)].to_vec(),
            text_len: end as u32,
            lines: last,
            fetch: self.fetch,
        }
    }

    /// Builds the groups of `lines` under `policy`; `text` is the file's bytes.
    pub fn build(text: &[u8], lines: &[Line], policy: Policy) -> Ruleset {
        let mut builder = Builder::new(text, policy, lines.len());
        for line in lines {
            builder.line(text, line, false);
        }
        builder.finish(lines.last().map_or(0, |l| l.number))
    }
}

/// Builds a [`Ruleset`] one line at a time, so that the parse can feed it while it splits.
pub(crate) struct Builder {
    rs: Ruleset,
    strict: bool,
    in_rules: bool,
}

impl Builder {
    /// A builder for a file of `text`, with room for about `lines` lines. The arena starts
    /// as a copy of `text`, so a pattern that needs no escaping (most do not) is a range of
    /// the file; escaped patterns are appended after it.
    pub fn new(text: &[u8], policy: Policy, lines: usize) -> Builder {
        let mut arena = Vec::with_capacity(text.len() + text.len() / 8 + 64);
        arena.extend_from_slice(text);
        Builder {
            rs: Ruleset {
                groups: Vec::with_capacity(lines / 8 + 1),
                agents: Vec::with_capacity(lines / 8 + 1),
                rules: Vec::with_capacity(lines),
                arena,
                orphans: Vec::new(),
                indexes: Vec::new(),
                raws: Vec::with_capacity(lines / 8 + 1),
                text_len: text.len() as u32,
                lines: 0,
                fetch: None,
            },
            strict: policy == Policy::Rfc9309,
            in_rules: true,
        }
    }

    /// Takes in the next line of `text`. `plain` may be true only when the line's value is
    /// ASCII without `%`; false makes the builder look for itself.
    #[inline]
    pub fn line(&mut self, text: &[u8], line: &Line, plain: bool) {
        if self.strict && !line.has(flag::EXACT_KEY) {
            return;
        }
        match line.kind {
            LineKind::UserAgent => self.agent(text, line.number, line.value),
            LineKind::Allow => self.rule(text, line.number, line.value, RuleKind::Allow, plain),
            LineKind::Disallow => self.rule(text, line.number, line.value, RuleKind::Disallow, plain),
            _ => {}
        }
    }

    fn agent(&mut self, text: &[u8], number: u32, value: Span) {
        let rs = &mut self.rs;
        if self.in_rules {
            if let Some(g) = rs.groups.last_mut() {
                g.last_line = number - 1;
            }
            let (a, r) = (rs.agents.len() as u32, rs.rules.len() as u32);
            rs.groups.push(Group { first_line: number, last_line: number, agents: a..a, rules: r..r });
            self.in_rules = false;
        }
        rs.agents.push(read_agent(text, number, value, self.strict));
        if let Some(g) = rs.groups.last_mut() {
            g.agents.end = rs.agents.len() as u32;
        }
    }

    /// Inlined natively into each arm that calls it; in the wasm, one copy (0.3 KB gzipped
    /// smaller, and the parse of 500 KiB as fast in Node).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn rule(&mut self, text: &[u8], number: u32, value: Span, kind: RuleKind, plain: bool) {
        let rs = &mut self.rs;
        let Some(group) = rs.groups.last_mut() else {
            rs.orphans.push(number);
            return;
        };
        self.in_rules = true;
        group.rules.end = rs.rules.len() as u32 + 1;
        let written = value.of(text);
        let pattern = if plain || escape::is_plain(written) {
            value.start..value.end
        } else {
            let start = rs.arena.len() as u32;
            if self.strict {
                escape::normalize_pattern(written, &mut rs.arena);
            } else {
                escape::google_escape(written, &mut rs.arena);
            }
            rs.raws.push((number, value));
            start..rs.arena.len() as u32
        };
        let mut has_index = false;
        if !self.strict && kind == RuleKind::Allow {
            let (start, p) = (pattern.start as usize, &rs.arena[pattern.start as usize..pattern.end as usize]);
            if let Some(slash) = last_slash(p).filter(|&at| p[at..].starts_with(b"/index.htm")) {
                let from = rs.arena.len() as u32;
                rs.arena.extend_from_within(start..start + slash + 1);
                rs.arena.push(b'$');
                rs.indexes.push((number, from..rs.arena.len() as u32));
                has_index = true;
            }
        }
        rs.rules.push(Rule { line: number, kind, pattern, has_index });
    }

    /// The ruleset, once the file's last line, numbered `last`, has been taken in.
    pub fn finish(mut self, last: u32) -> Ruleset {
        if let Some(g) = self.rs.groups.last_mut() {
            g.last_line = last;
        }
        self.rs.lines = last;
        self.rs
    }
}

/// Index of the last `/` in `p`, a word at a time from the end: allow rules ask for it to
/// find Google's `index.html` form.
fn last_slash(p: &[u8]) -> Option<usize> {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let mut end = p.len();
    while let Some(chunk) = end.checked_sub(8).and_then(|start| p.get(start..end)) {
        let y = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])) ^ 0x2F2F_2F2F_2F2F_2F2F;
        // High bit set exactly in the bytes that were `/`, with no carry between bytes.
        let hit = !(((y & LOW7) + LOW7) | y | LOW7);
        if hit != 0 {
            return Some(end - 8 + (63 - hit.leading_zeros() as usize) / 8);
        }
        end -= 8;
    }
    p[..end].iter().rposition(|&b| b == b'/')
}

impl Sink for Builder {
    #[inline(always)]
    fn common(&mut self, bytes: &[u8], number: u32, kind: LineKind, _: Span, _: u32, value: Span, plain: bool) {
        // A common line's key is exact, so the strict reading takes it too. Each kind has
        // its own arm, so the reader's test of the key decides the path once.
        match kind {
            LineKind::Allow => self.rule(bytes, number, value, RuleKind::Allow, plain),
            LineKind::Disallow => self.rule(bytes, number, value, RuleKind::Disallow, plain),
            LineKind::UserAgent => self.agent(bytes, number, value),
            _ => {}
        }
    }

    fn line(&mut self, bytes: &[u8], line: &Line, plain: bool) {
        Builder::line(self, bytes, line, plain);
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
fn read_agent(text: &[u8], number: u32, value: Span, strict: bool) -> Agent {
    let v = value.of(text);
    let start = value.start;
    let mut agent = Agent { line: number, value, token: value, kind: AgentKind::Named };
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn last_slash_is_the_last_slash(p in proptest::collection::vec(prop_oneof![Just(b'/'), any::<u8>()], 0..40)) {
            prop_assert_eq!(last_slash(&p), p.iter().rposition(|&b| b == b'/'));
        }
    }
}
