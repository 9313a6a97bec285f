//! Pattern ids: every distinct compared pattern, and every distinct canonical form (see
//! [`canonical`]), gets a small integer through one open-addressing hash table. Sets of rules
//! then group and sort by integers instead of comparing byte strings.

use alloc::vec::Vec;

use crate::groups::Ruleset;
use crate::verdict::RuleKind;

/// No id: the pattern has no canonical form.
pub(crate) const NONE: u32 = u32::MAX;

/// Ids per rule of a ruleset.
pub(crate) struct Ids {
    /// The id of each rule's compared pattern.
    pub pattern: Vec<u32>,
    /// By pattern id: the id of the pattern's canonical form, or [`NONE`] when it has none or
    /// when no allow and no disallow of the file share it (only forms with both can hide a
    /// rule behind another).
    pub form: Vec<u32>,
    /// Each rule's kind and pattern, packed (see [`Meta`]), so that passes over the rules
    /// need not read the rules again.
    pub meta: Vec<Meta>,
    /// How many ids were given.
    pub count: u32,
    /// The rules whose pattern as written has something to report on its own: it does not
    /// start with `/` or `*`, ends in `*` or `*$`, or holds a byte past ASCII or a `$` before
    /// its end (or it was escaped, so that the compared pattern does not show). In order; the
    /// other rules need no second look at their bytes.
    pub suspects: Vec<u32>,
    /// By pattern id: the rank of a pattern some disallow has, its place when those patterns
    /// are sorted bytewise; [`NONE`] for the others.
    pub rank: Vec<u32>,
    /// How many patterns are ranked.
    pub ranked: u32,
    /// By rank: one past the last rank whose pattern starts with this rank's pattern. The
    /// ranked patterns a plain prefix matches form the block `rank..prefix_end[rank]`.
    pub prefix_end: Vec<u32>,
}


/// A rule's kind and compared pattern in 32 bits: the length, and flags.
#[derive(Clone, Copy)]
pub(crate) struct Meta(u32);

impl Meta {
    const ALLOW: u32 = 1 << 31;
    const INDEX: u32 = 1 << 30;
    const PLAIN: u32 = 1 << 29;
    const LEN: u32 = (1 << 28) - 1;

    /// An allow rule?
    pub fn allow(self) -> bool {
        self.0 & Meta::ALLOW != 0
    }

    /// Google's `index.html` allow, which also matches `…/$`?
    pub fn index(self) -> bool {
        self.0 & Meta::INDEX != 0
    }

    /// No `*` and no final `$`: the pattern matches every path that starts with it.
    pub fn plain(self) -> bool {
        self.0 & Meta::PLAIN != 0
    }

    /// The compared pattern's length (lines are far shorter than the field).
    pub fn len(self) -> u32 {
        self.0 & Meta::LEN
    }
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

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;

/// Byte `i..i + 8` of `k` as a little-endian word.
#[inline(always)]
fn word(k: &[u8], i: usize) -> u64 {
    let mut b = [0u8; 8];
    b.copy_from_slice(&k[i..i + 8]);
    u64::from_le_bytes(b)
}

/// Bytes `i..i + 4` of `k`.
#[inline(always)]
fn half(k: &[u8], i: usize) -> u64 {
    let mut b = [0u8; 4];
    b.copy_from_slice(&k[i..i + 4]);
    u64::from(u32::from_le_bytes(b))
}

/// The words a key is read as: whole words, then a last one that may overlap the one
/// before; keys under 8 bytes as one word from overlapping halves, or from the first, middle
/// and last byte. Equal lengths and equal words mean equal keys.
#[inline(always)]
fn for_words(k: &[u8], mut f: impl FnMut(u64)) {
    let n = k.len();
    if n >= 8 {
        let mut i = 0;
        while i + 8 < n {
            f(word(k, i));
            i += 8;
        }
        f(word(k, n - 8));
    } else if n >= 4 {
        f(half(k, 0) | half(k, n - 4) << 32);
    } else if n > 0 {
        f(u64::from(k[0]) | u64::from(k[n / 2]) << 8 | u64::from(k[n - 1]) << 16);
    }
}

/// FxHash over the words of a key.
#[inline(always)]
fn hash(key: &[u8]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut h = (key.len() as u64).wrapping_mul(K);
    for_words(key, |w| h = (h.rotate_left(5) ^ w).wrapping_mul(K));
    // A multiply carries a byte's bits only upwards: fold the high half down, so that the
    // slot (low bits) and the tag (high bits) both depend on every byte.
    let h = (h ^ (h >> 32)).wrapping_mul(K);
    h ^ (h >> 29)
}

/// Whether a key holds a `*`, and whether it holds a `$` or a byte past ASCII. Exact: a zero
/// byte of `w ^ "********"` is found by the usual bit trick, which has no false positive
/// when there is none, and the overlapping reads only read bytes of the key. (Keys under 4
/// bytes fill the word's upper bytes with zeros, which are neither.)
fn scan(key: &[u8]) -> (bool, bool) {
    let (mut star, mut odd) = (0, 0);
    for_words(key, |w| {
        let x = w ^ (LO * u64::from(b'*'));
        star |= x.wrapping_sub(LO) & !x;
        let d = w ^ (LO * u64::from(b'$'));
        odd |= (d.wrapping_sub(LO) & !d) | w;
    });
    (star & HI != 0, odd & HI != 0)
}

/// The first 16 bytes of a key as a big-endian integer, zero-padded: integers compare as the
/// keys' first 16 bytes do, so `head(a) < head(b)` means `a < b`. Read as words, the last one where the key ends and shifted into
/// place (the bytes it shares with the one before are the same bytes).
#[inline(always)]
pub(super) fn head(k: &[u8]) -> u128 {
    let n = k.len();
    let be = |i: usize| u128::from(word(k, i).swap_bytes());
    if n >= 16 {
        be(0) << 64 | be(8)
    } else if n >= 8 {
        be(0) << 64 | be(n - 8) << (8 * (16 - n))
    } else {
        let mut b = [0u8; 16];
        b[..n].copy_from_slice(k);
        u128::from_be_bytes(b)
    }
}

/// Two keys of the same length are equal.
#[inline(always)]
fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() < 8 {
        return a == b;
    }
    let n = a.len();
    let mut i = 0;
    while i + 8 < n {
        if word(a, i) != word(b, i) {
            return false;
        }
        i += 8;
    }
    word(a, n - 8) == word(b, n - 8)
}

/// Open addressing: each slot holds a key's id + 1 (0 is empty), and each key the upper half
/// of its hash, so a probe compares bytes only when the hashes agree. Slots of 4 bytes keep
/// the table small: it is zeroed on every lint.
struct Table<'a> {
    slots: Vec<u32>,
    keys: Vec<&'a [u8]>,
    tags: Vec<u32>,
}

impl<'a> Table<'a> {
    fn new(n: usize) -> Table<'a> {
        Table { slots: alloc::vec![0; (2 * n).next_power_of_two().max(16)], keys: Vec::with_capacity(n), tags: Vec::with_capacity(n) }
    }

    #[inline(always)]
    fn id(&mut self, key: &'a [u8], h: u64) -> u32 {
        let mask = self.slots.len() - 1;
        let tag = (h >> 32) as u32;
        let mut i = h as usize & mask;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                break;
            }
            let id = (slot - 1) as usize;
            if self.tags[id] == tag && self.keys[id].len() == key.len() && same(self.keys[id], key) {
                return id as u32;
            }
            i = (i + 1) & mask;
        }
        self.keys.push(key);
        self.tags.push(tag);
        self.slots[i] = self.keys.len() as u32;
        if 2 * self.keys.len() > self.slots.len() {
            self.grow();
        }
        self.keys.len() as u32 - 1
    }

    /// Doubles the slots, so they stay at most half full.
    #[cold]
    fn grow(&mut self) {
        let size = 2 * self.slots.len();
        let old = core::mem::replace(&mut self.slots, alloc::vec![0; size]);
        let mask = self.slots.len() - 1;
        for slot in old.into_iter().filter(|&s| s != 0) {
            let h = hash(self.keys[(slot - 1) as usize]);
            let mut i = h as usize & mask;
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = slot;
        }
    }
}

/// What a pattern id tells once known (see [`Ids::build`]): seen as a rule's pattern,
/// plain, something to report.
const SEEN: u8 = 1;
const PLAIN: u8 = 2;
const SUSPECT: u8 = 4;

impl Ids {
    pub fn build(rs: &Ruleset) -> Ids {
        let n = rs.rules.len();
        // Patterns repeat across groups: most files have far fewer distinct ones than rules
        // (the table grows when they do not). Room enough at once: a table or list that
        // grows while it is filled touches fresh memory twice.
        let mut table = Table::new(n / 2);
        let mut pattern = Vec::with_capacity(n);
        let mut meta = Vec::with_capacity(n);
        let mut suspects = Vec::new();
        // By id: what the pattern tells (worked out once, on its first rule); its canonical
        // form; and 1 when an allow has it as its form, 2 a disallow, 4 when a disallow has
        // it as its pattern.
        let mut info: Vec<u8> = Vec::with_capacity(n / 2);
        let mut form: Vec<u32> = Vec::with_capacity(n / 2);
        let mut kinds: Vec<u8> = Vec::with_capacity(n / 2);
        let grow = |table: &Table<'_>, info: &mut Vec<u8>, form: &mut Vec<u32>, kinds: &mut Vec<u8>| {
            while info.len() < table.keys.len() {
                info.push(0);
                form.push(NONE);
                kinds.push(0);
            }
        };
        for (r, rule) in rs.rules.iter().enumerate() {
            let p = rs.pattern(&rule.pattern);
            let id = table.id(p, hash(p)) as usize;
            grow(&table, &mut info, &mut form, &mut kinds);
            let mut about = info[id];
            if about == 0 {
                let (first, last) = (p.first().copied(), p.last().copied());
                let c = match first {
                    Some(b'/' | b'*') if !matches!(last, Some(b'*' | b'$')) => id as u32,
                    _ => match canonical(p) {
                        Some(c) if c.len() == p.len() => id as u32,
                        Some(c) => table.id(c, hash(c)),
                        None => NONE,
                    },
                };
                grow(&table, &mut info, &mut form, &mut kinds);
                form[id] = c;
                let (star, odd) = scan(p);
                // A final `$` is no finding, but what it ends may be.
                let (odd, trailing_star) = match p.split_last() {
                    Some((b'$', body)) => (odd && scan(body).1, body.last() == Some(&b'*')),
                    _ => (odd, last == Some(b'*')),
                };
                about = SEEN;
                if !star && last != Some(b'$') {
                    about |= PLAIN;
                }
                if first.is_some() && (odd || trailing_star || !matches!(first, Some(b'/' | b'*'))) {
                    about |= SUSPECT;
                }
                info[id] = about;
            }
            let allow = rule.kind == RuleKind::Allow;
            let c = form[id];
            if c != NONE {
                kinds[c as usize] |= if allow { 1 } else { 2 };
            }
            if !allow {
                kinds[id] |= 4;
            }
            // The pattern is the value as written unless it was escaped: then only the full
            // look can tell.
            if about & SUSPECT != 0 || rule.pattern.end > rs.text_len {
                suspects.push(r as u32);
            }
            let mut m = p.len() as u32 & Meta::LEN;
            if allow {
                m |= Meta::ALLOW;
            }
            if rule.has_index {
                m |= Meta::INDEX;
            }
            if about & PLAIN != 0 {
                m |= Meta::PLAIN;
            }
            meta.push(Meta(m));
            pattern.push(id as u32);
        }
        // The slots go before the sort's list comes: the two need not be held at once.
        let Table { slots, keys, tags } = table;
        drop((slots, tags));
        let count = keys.len();
        // A form counts when some allow, and some disallow, of the file have it.
        for c in &mut form {
            if *c != NONE && kinds[*c as usize] & 3 != 3 {
                *c = NONE;
            }
        }
        // Only the disallowed patterns are ranked. Sort by the first 12 bytes as the upper
        // part of one integer whose lower 32 bits hold the id (16 bytes to move and one
        // compare per step); only ties of the 12 bytes need the full bytes.
        let mut order: Vec<u128> =
            keys.iter().enumerate().filter(|&(i, _)| kinds[i] & 4 != 0).map(|(i, k)| head(k) & !u128::from(u32::MAX) | i as u128).collect();
        order.sort_unstable();
        for run in order.chunk_by_mut(|a, b| a >> 32 == b >> 32).filter(|r| r.len() > 1) {
            run.sort_unstable_by(|&a, &b| keys[a as u32 as usize].cmp(keys[b as u32 as usize]));
        }
        let ranked = order.len();
        let mut rank = alloc::vec![NONE; count];
        for (r, &e) in order.iter().enumerate() {
            rank[e as u32 as usize] = r as u32;
        }
        // Each pattern's block of patterns it prefixes ends where one stops starting with it.
        let mut prefix_end = alloc::vec![ranked as u32; ranked];
        let mut open: Vec<u32> = Vec::new();
        for (r, &e) in order.iter().enumerate() {
            let key = keys[e as u32 as usize];
            while let Some(&top) = open.last() {
                let prefix = keys[order[top as usize] as u32 as usize];
                if key.len() >= prefix.len() && same(&key[..prefix.len()], prefix) {
                    break;
                }
                prefix_end[top as usize] = r as u32;
                open.pop();
            }
            open.push(r as u32);
        }
        Ids { pattern, form, meta, count: count as u32, suspects, rank, ranked: ranked as u32, prefix_end }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// Keys from a small alphabet, so that equal keys and shared prefixes are common.
    fn key() -> impl Strategy<Value = Vec<u8>> {
        proptest::collection::vec(prop_oneof![Just(b'/'), Just(b'*'), Just(b'$'), Just(b'a'), Just(0xC3u8), Just(b'b')], 0..24)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// The word reads see every byte: `*` is found exactly, and equal words mean equal keys.
        #[test]
        fn words_see_every_byte(a in key(), b in key()) {
            prop_assert_eq!(scan(&a).0, a.contains(&b'*'));
            prop_assert_eq!(scan(&a).1, a.iter().any(|&b| b == b'$' || b >= 0x80));
            let mut padded = [0u8; 16];
            let n = a.len().min(16);
            padded[..n].copy_from_slice(&a[..n]);
            prop_assert_eq!(head(&a), u128::from_be_bytes(padded));
            if a.len() == b.len() {
                prop_assert_eq!(same(&a, &b), a == b);
                if a == b {
                    prop_assert_eq!(hash(&a), hash(&b));
                }
            }
        }

    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]

        /// The table gives equal ids exactly to equal keys, in order of first sight, also
        /// across growth.
        #[test]
        fn table_ids_match_equality(keys in proptest::collection::vec(key(), 0..100)) {
            let mut table = Table::new(1);
            let mut seen = alloc::collections::BTreeMap::new();
            for k in &keys {
                let id = table.id(k, hash(k));
                // The same key always gets its first id; a new key gets the next one.
                let next = seen.len() as u32;
                prop_assert_eq!(*seen.entry(k.clone()).or_insert(next), id);
            }
            prop_assert_eq!(table.keys.len(), keys.iter().collect::<alloc::collections::BTreeSet<_>>().len());
        }
    }
}
