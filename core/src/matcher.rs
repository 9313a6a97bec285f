//! [`Matcher`]: one agent's merged rules, compiled for checking many URLs without re-parsing.
//!
//! Each pattern is split at its first `*` (or final `$`) into a literal prefix and a rest. The
//! prefixes go into a byte trie. A check walks the path down the trie once; only the rules
//! whose prefix is a prefix of the path are looked at, so the cost follows the path and the
//! few rules along it, not the number of rules in the file.

use alloc::vec::Vec;

use crate::check::{compared_path, select, Selection};
use crate::groups::Ruleset;
use crate::pattern;
use crate::policy::{Options, Policy};
use crate::sort::StableSort;
use crate::verdict::RuleKind;

/// A precompiled checker for one agent and one policy.
#[derive(Clone, Debug)]
pub struct Matcher {
    policy: Policy,
    /// The answer to every URL, when no rule is read: the crawler ignores robots.txt, or the
    /// request for the file was not a success.
    fixed: Option<bool>,
    /// Trie nodes; node 0 is the root.
    nodes: Vec<Node>,
    /// Child links of all nodes, `(byte, node)`, sorted by byte within a node.
    edges: Vec<(u8, u32)>,
    /// Rules, grouped by the node their prefix ends at, longest first within a node.
    entries: Vec<Entry>,
    /// The patterns' rests (from the first `*`), back to back.
    rests: Vec<u8>,
}

#[derive(Clone, Copy, Debug, Default)]
struct Node {
    edges: (u32, u32),
    entries: (u32, u32),
    /// The nearest ancestor that has entries, or the root: the next node a check looks at.
    up: u32,
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    /// Position in the order that decides: longer first, allow before disallow, earlier line
    /// first. The first entry in this order that matches is the winner.
    rank: u32,
    kind: RuleKind,
    /// Index of the rule in file order (for the earliest-line tie-break).
    order: u32,
    line: u32,
    priority: i32,
    /// `rests` range of what follows the literal prefix.
    rest: (u32, u32),
    /// The literal prefix's length: the depth of the node the entry is at.
    depth: u32,
    shape: Shape,
    /// Bytes the rest needs somewhere in the path, as [`byte_set`] bits: a cheap first test.
    need: u64,
}

/// A 64-bit summary of which bytes occur (bit `b & 63` for each byte `b`). When an entry
/// needs a bit the path lacks, the entry cannot match.
fn byte_set(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0, |set, &b| set | 1 << (b & 63))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// The pattern is its prefix: it matches every path that starts with it.
    Prefix,
    /// The prefix then `$`: it matches only the path equal to it.
    Exact,
    /// The prefix, then a rest starting with `*`.
    Wild,
}

impl Matcher {
    pub(crate) fn new(rs: &Ruleset, text: &[u8], agent: &str, opts: &Options) -> Matcher {
        Matcher::of_selection(rs, &select(rs, text, agent, opts), opts.policy)
    }

    /// The matcher of the groups `sel` took, read under `policy`.
    pub(crate) fn of_selection(rs: &Ruleset, sel: &Selection, policy: Policy) -> Matcher {
        let mut m = Matcher {
            policy,
            fixed: if sel.ignores_robots { Some(true) } else { sel.unread },
            nodes: alloc::vec![Node::default()],
            edges: Vec::new(),
            entries: Vec::new(),
            rests: Vec::new(),
        };
        if m.fixed.is_some() {
            return m;
        }
        // Build with per-node child lists, then flatten.
        let mut children: Vec<Vec<(u8, u32)>> = alloc::vec![Vec::new()];
        let mut pending: Vec<(u32, Entry)> = Vec::new();
        let mut order = 0u32;
        for &g in &sel.taken {
            for rule in rs.group_rules(&rs.groups[g as usize]) {
                let own = rs.pattern(&rule.pattern);
                if policy == Policy::Rfc9309 && own.is_empty() {
                    continue;
                }
                for p in core::iter::once(own).chain(rs.index_pattern(rule)) {
                    let star = p.iter().position(|&b| b == b'*');
                    let (prefix, shape) = match star {
                        Some(s) => (&p[..s], Shape::Wild),
                        None if p.last() == Some(&b'$') => (&p[..p.len() - 1], Shape::Exact),
                        None => (p, Shape::Prefix),
                    };
                    let mut node = 0u32;
                    for &b in prefix {
                        let list = &children[node as usize];
                        node = match list.iter().find(|e| e.0 == b) {
                            Some(e) => e.1,
                            None => {
                                let id = children.len() as u32;
                                children.push(Vec::new());
                                children[node as usize].push((b, id));
                                id
                            }
                        };
                    }
                    let start = m.rests.len() as u32;
                    m.rests.extend_from_slice(&p[prefix.len()..]);
                    let rest = (start, m.rests.len() as u32);
                    let priority = p.len() as i32;
                    let literal: Vec<u8> = p[prefix.len()..].iter().copied().filter(|&b| b != b'*').collect();
                    let literal = if shape == Shape::Wild && literal.last() == Some(&b'$') && p.last() == Some(&b'$') {
                        &literal[..literal.len() - 1]
                    } else {
                        &literal[..]
                    };
                    let need = byte_set(literal);
                    let depth = prefix.len() as u32;
                    let entry = Entry { rank: 0, kind: rule.kind, order, line: rule.line, priority, rest, depth, shape, need };
                    pending.push((node, entry));
                }
                order += 1;
            }
        }
        pending.stable_sort_by(|a, b| {
            let (a, b) = (&a.1, &b.1);
            b.priority.cmp(&a.priority).then((a.kind as u8).cmp(&(b.kind as u8))).then(a.order.cmp(&b.order))
        });
        for (rank, p) in pending.iter_mut().enumerate() {
            p.1.rank = rank as u32;
        }
        // Equal patterns at one node match the same paths: only the best-ranked can win.
        let rests = &m.rests;
        let rest_of = |e: &Entry| &rests[e.rest.0 as usize..e.rest.1 as usize];
        pending.stable_sort_by(|a, b| a.0.cmp(&b.0).then(rest_of(&a.1).cmp(rest_of(&b.1))).then(a.1.rank.cmp(&b.1.rank)));
        pending.dedup_by(|later, first| later.0 == first.0 && rest_of(&later.1) == rest_of(&first.1));
        pending.stable_sort_by_key(|p| (p.0, p.1.rank));
        m.nodes = alloc::vec![Node::default(); children.len()];
        let mut parents = alloc::vec![0u32; children.len()];
        for (id, list) in children.iter().enumerate() {
            for &(_, child) in list {
                parents[child as usize] = id as u32;
            }
        }
        let mut p = 0;
        for (id, mut list) in children.into_iter().enumerate() {
            list.stable_sort_by_key(|e| e.0);
            let e0 = m.edges.len() as u32;
            m.edges.extend_from_slice(&list);
            let s0 = m.entries.len() as u32;
            while p < pending.len() && pending[p].0 == id as u32 {
                m.entries.push(pending[p].1);
                p += 1;
            }
            let (edges, entries) = ((e0, m.edges.len() as u32), (s0, m.entries.len() as u32));
            // A parent is made before its children: its node is complete.
            let up = match parents[id] {
                0 => 0,
                parent => {
                    let p = &m.nodes[parent as usize];
                    if p.entries.0 < p.entries.1 {
                        parent
                    } else {
                        p.up
                    }
                }
            };
            m.nodes[id] = Node { edges, entries, up };
        }
        m
    }

    /// May the agent fetch `url`? Same answer as [`crate::Robots::check_with`].
    pub fn allowed(&self, url: &str) -> bool {
        self.decide(url).0
    }

    /// The verdict and the deciding line (the reference's `matching_line()`, 0 for none).
    pub fn decide(&self, url: &str) -> (bool, u32) {
        self.decide_bytes(url.as_bytes())
    }

    /// [`Matcher::allowed`] for a URL given as bytes (UTF-8, or whatever bytes a crawler
    /// compares: the rules match bytes, as the reference's do).
    pub fn allowed_bytes(&self, url: &[u8]) -> bool {
        self.decide_bytes(url).0
    }

    /// [`Matcher::decide`] for a URL given as its UTF-8 bytes.
    pub(crate) fn decide_bytes(&self, url: &[u8]) -> (bool, u32) {
        self.decide_path(&compared_path(url, self.policy))
    }

    /// [`Matcher::decide`] for a path as the rules compare it (`compared_path`).
    pub(crate) fn decide_path(&self, path: &[u8]) -> (bool, u32) {
        if let Some(allowed) = self.fixed {
            return (allowed, 0);
        }
        if self.policy == Policy::Rfc9309 && path == b"/robots.txt" {
            return (true, 0);
        }
        // Walk down as far as the path leads, then look at the nodes with entries on the way
        // back, deepest first: in each, the entries are in decision order, so the first hit is
        // the node's best. (The walk is a plain index loop: in the wasm, built for size, each
        // iterator adapter would be a call, for every byte of the path.)
        let (nodes, edges, entries) = (&self.nodes[..], &self.edges[..], &self.entries[..]);
        let mut node = 0usize;
        let mut depth = 0usize;
        'walk: while depth < path.len() {
            let b = path[depth];
            let (from, to) = (nodes[node].edges.0 as usize, nodes[node].edges.1 as usize);
            if to - from <= 8 {
                let mut i = from;
                loop {
                    if i == to {
                        break 'walk;
                    }
                    if edges[i].0 == b {
                        node = edges[i].1 as usize;
                        break;
                    }
                    i += 1;
                }
            } else {
                let list = &edges[from..to];
                match list.binary_search_by_key(&b, |e| e.0) {
                    Ok(i) => node = list[i].1 as usize,
                    Err(_) => break,
                }
            }
            depth += 1;
        }
        // The path's bytes, for the first test of wildcard entries: only when one is reached.
        let mut have = None;
        let mut best: Option<&Entry> = None;
        loop {
            let n = nodes[node];
            for e in &entries[n.entries.0 as usize..n.entries.1 as usize] {
                let depth = e.depth as usize;
                if best.is_some_and(|b| b.rank < e.rank) {
                    break;
                }
                let hit = match e.shape {
                    Shape::Prefix => true,
                    Shape::Exact => depth == path.len(),
                    Shape::Wild => {
                        e.need & !*have.get_or_insert_with(|| byte_set(path)) == 0
                            && pattern::matches(&self.rests[e.rest.0 as usize..e.rest.1 as usize], &path[depth..])
                    }
                };
                if hit {
                    best = Some(e);
                    break;
                }
            }
            if node == 0 {
                break;
            }
            node = n.up as usize;
        }
        let allowed = best.is_none_or(|e| e.kind == RuleKind::Allow || e.priority == 0);
        let line = best.map_or(0, |e| e.line);
        (allowed, line)
    }

    /// Checks many URLs.
    pub fn allowed_many<'u>(&self, urls: impl IntoIterator<Item = &'u str>) -> Vec<bool> {
        urls.into_iter().map(|u| self.allowed(u)).collect()
    }
}
