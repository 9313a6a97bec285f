//! Pattern ids: every distinct compared pattern, and every distinct canonical form (see
//! [`canonical`]), gets a small integer through one open-addressing hash table. Sets of rules
//! then group and sort by integers instead of comparing byte strings.

use alloc::vec::Vec;

use crate::groups::Ruleset;

/// No id: the pattern has no canonical form.
pub(crate) const NONE: u32 = u32::MAX;

/// Ids per rule of a ruleset.
pub(crate) struct Ids {
    /// The id of each rule's compared pattern.
    pub pattern: Vec<u32>,
    /// The id of each rule's canonical form, or [`NONE`].
    pub canonical: Vec<u32>,
    /// How many ids were given.
    pub count: u32,
    /// The place of each id when the patterns are sorted bytewise.
    pub rank: Vec<u32>,
    /// The rank of each rule's compared pattern.
    pub rule_rank: Vec<u32>,
    /// By canonical id: does some allow, and some disallow, of the file have this form? Only
    /// forms with both can hide a rule behind another.
    pub mixed: Vec<bool>,
    /// By rank: one past the last rank whose pattern starts with this rank's pattern. The
    /// patterns a plain prefix matches form the block `rank..prefix_end[rank]`.
    pub prefix_end: Vec<u32>,
}

/// The canonical form of a compared pattern: `/a`, `/a*`, `/a**` and `/a*$` match exactly
/// the same paths (RFC 9309 §2.2.3), so they share the form `/a`; `*` alone matches every
/// path, as `/` does. `None` for patterns that never match or always lose: empty, or not
/// starting with `/` or `*`.
pub(crate) fn canonical(p: &[u8]) -> Option<&[u8]> {
    if !matches!(p.first(), Some(b'/' | b'*')) {
        return None;
    }
    let body = match p.strip_suffix(b"$") {
        Some(b) if b.last() == Some(&b'*') => b,
        Some(_) => return Some(p),
        None => p,
    };
    let kept = body.len() - body.iter().rev().take_while(|&&b| b == b'*').count();
    Some(if kept == 0 { b"/" } else { &body[..kept] })
}

/// FxHash over 8-byte words.
fn hash(key: &[u8]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut h = key.len() as u64;
    let mut chunks = key.chunks_exact(8);
    for c in &mut chunks {
        let w = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
        h = (h.rotate_left(5) ^ w).wrapping_mul(K);
    }
    for &b in chunks.remainder() {
        h = (h.rotate_left(5) ^ u64::from(b)).wrapping_mul(K);
    }
    h
}

struct Table<'a> {
    /// Key index + 1 per slot; 0 is empty.
    slots: Vec<u32>,
    keys: Vec<&'a [u8]>,
}

impl<'a> Table<'a> {
    fn id(&mut self, key: &'a [u8]) -> u32 {
        let mask = self.slots.len() - 1;
        let mut i = (hash(key) >> 7) as usize & mask;
        loop {
            match self.slots[i] {
                0 => {
                    self.keys.push(key);
                    self.slots[i] = self.keys.len() as u32;
                    return self.keys.len() as u32 - 1;
                }
                k if self.keys[k as usize - 1] == key => return k - 1,
                _ => i = (i + 1) & mask,
            }
        }
    }
}

impl Ids {
    pub fn build(rs: &Ruleset) -> Ids {
        let n = rs.rules.len();
        let mut table = Table { slots: alloc::vec![0; (2 * n + 2).next_power_of_two()], keys: Vec::with_capacity(n) };
        let mut ids = Ids {
            pattern: Vec::with_capacity(n),
            canonical: Vec::with_capacity(n),
            count: 0,
            rank: Vec::new(),
            rule_rank: Vec::new(),
            mixed: Vec::new(),
            prefix_end: Vec::new(),
        };
        for rule in &rs.rules {
            let p = rs.pattern(&rule.pattern);
            let id = table.id(p);
            ids.pattern.push(id);
            ids.canonical.push(match canonical(p) {
                Some(c) if c.len() == p.len() => id,
                Some(c) => table.id(c),
                None => NONE,
            });
        }
        ids.count = table.keys.len() as u32;
        let keys = table.keys;
        // Sort by the first 16 bytes as one integer; only ties need the full bytes.
        let head = |k: &[u8]| {
            let mut b = [0u8; 16];
            let n = k.len().min(16);
            b[..n].copy_from_slice(&k[..n]);
            u128::from_be_bytes(b)
        };
        let mut order: Vec<(u128, u32)> = keys.iter().enumerate().map(|(i, k)| (head(k), i as u32)).collect();
        order.sort_unstable_by_key(|e| e.0);
        for run in order.chunk_by_mut(|a, b| a.0 == b.0).filter(|r| r.len() > 1) {
            run.sort_unstable_by(|a, b| keys[a.1 as usize].cmp(keys[b.1 as usize]));
        }
        ids.rank = alloc::vec![0; keys.len()];
        for (r, &(_, id)) in order.iter().enumerate() {
            ids.rank[id as usize] = r as u32;
        }
        ids.rule_rank = ids.pattern.iter().map(|&id| ids.rank[id as usize]).collect();
        let mut kinds = alloc::vec![0u8; keys.len()];
        for (rule, &c) in rs.rules.iter().zip(&ids.canonical) {
            if c != NONE {
                kinds[c as usize] |= 1 << (rule.kind as u8);
            }
        }
        ids.mixed = kinds.iter().map(|&k| k == 3).collect();
        // Each pattern's block of patterns it prefixes ends where one stops starting with it.
        ids.prefix_end = alloc::vec![keys.len() as u32; keys.len()];
        let mut open: Vec<u32> = Vec::new();
        for (r, &(_, id)) in order.iter().enumerate() {
            while let Some(&top) = open.last() {
                if keys[id as usize].starts_with(keys[order[top as usize].1 as usize]) {
                    break;
                }
                ids.prefix_end[top as usize] = r as u32;
                open.pop();
            }
            open.push(r as u32);
        }
        ids
    }
}
