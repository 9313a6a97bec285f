//! The word reads of keys (patterns) and the open-addressing table that gives each distinct
//! key a small integer id, and the bytewise sort of ids by key.

use alloc::vec::Vec;

use crate::sort::{StableSort, ValueSort};

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

/// The words a key is read as: keys of 8 bytes or more as the words at 0, 8, 16 and 24,
/// each moved back to end by the key's end if it would pass it (so shorter keys read some
/// bytes twice), then for keys over 32 bytes the whole words after and a last one that may
/// overlap the one before; keys under 8 bytes as one word from overlapping halves, or from
/// the first, middle and last byte. Equal lengths and equal words mean equal keys. (Four
/// words whatever the length up to 32: a loop whose count follows the length is a branch
/// the processor mispredicts at every other key.)
#[inline(always)]
fn for_words(k: &[u8], mut f: impl FnMut(u64)) {
    let n = k.len();
    if n >= 8 {
        let last = n - 8;
        for i in [0, 8, 16, 24] {
            f(word(k, i.min(last)));
        }
        if n > 32 {
            let mut i = 32;
            while i + 8 < n {
                f(word(k, i));
                i += 8;
            }
            f(word(k, last));
        }
    } else if n >= 4 {
        f(half(k, 0) | half(k, n - 4) << 32);
    } else if n > 0 {
        f(u64::from(k[0]) | u64::from(k[n / 2]) << 8 | u64::from(k[n - 1]) << 16);
    }
}

/// FxHash over the words of a key.
#[inline(always)]
pub(super) fn hash(key: &[u8]) -> u64 {
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
pub(super) fn scan(key: &[u8]) -> (bool, bool) {
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
pub(in crate::lint) fn head(k: &[u8]) -> u128 {
    let n = k.len();
    let be = |i: usize| u128::from(word(k, i).swap_bytes());
    if n >= 8 {
        // The second word at 8, or where the key ends (shifted into place): one formula,
        // no branch on the length.
        let j = (n - 8).min(8);
        be(0) << 64 | be(j) << (8 * (8 - j))
    } else {
        let mut b = [0u8; 16];
        b[..n].copy_from_slice(k);
        u128::from_be_bytes(b)
    }
}

/// Two keys of the same length are equal: their words (see [`for_words`]) are, without a
/// branch per word.
#[inline(always)]
fn same(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    if n < 8 {
        // The one word [`for_words`] reads (a call to compare a few bytes costs more).
        let (mut x, mut y) = (0, 0);
        for_words(a, |w| x = w);
        for_words(b, |w| y = w);
        return x == y;
    }
    let last = n - 8;
    let mut diff = 0;
    for i in [0, 8, 16, 24] {
        diff |= word(a, i.min(last)) ^ word(b, i.min(last));
    }
    if n > 32 {
        let mut i = 32;
        while i + 8 < n {
            diff |= word(a, i) ^ word(b, i);
            i += 8;
        }
        diff |= word(a, last) ^ word(b, last);
    }
    diff == 0
}

/// Open addressing: each slot holds a key's id + 1 (0 is empty). Slots of 4 bytes and no
/// stored hash keep the table small, which counts more than what a stored hash saves: it
/// is allocated and zeroed on every lint, and probed at random.
pub(super) struct Table<'a> {
    slots: Vec<u32>,
    /// The keys, by id.
    pub keys: Vec<&'a [u8]>,
}

impl<'a> Table<'a> {
    /// A table for about `n` keys, at most half full until it grows.
    pub fn new(n: usize) -> Table<'a> {
        Table { slots: alloc::vec![0; (2 * n).next_power_of_two().max(16)], keys: Vec::with_capacity(n) }
    }

    /// The id of `key`, whose hash is `h`: the next free one when the key is new.
    #[inline(always)]
    pub fn id(&mut self, key: &'a [u8], h: u64) -> u32 {
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                break;
            }
            let k = self.keys[slot as usize - 1];
            if k.len() == key.len() && same(k, key) {
                return slot - 1;
            }
            i = (i + 1) & mask;
        }
        self.keys.push(key);
        self.slots[i] = self.keys.len() as u32;
        if 2 * self.keys.len() > self.slots.len() {
            self.grow();
        }
        self.keys.len() as u32 - 1
    }

    /// The keys by id, the slots freed.
    pub fn into_keys(self) -> Vec<&'a [u8]> {
        self.keys
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

/// Ties are read further on at most this many times; past it, byte strings are compared
/// (long shared prefixes are rare).
const MAX_DEPTH: usize = 4;

/// Sorts `order` bytewise by key: each entry holds a key's id in its low `F` bits (16 or
/// 32) and, above them, the key's `16 - F / 8` bytes from `at` on, which `head` places so
/// that integers compare as those bytes do. Keys of a run of equal bytes agree up to there
/// (a short key is padded with zeros, so shorter sorts first), and the run is sorted by the
/// bytes after. (With 16-bit ids, 14 bytes: fewer ties than with 12.)
///
/// `lcp[i]`, for `i >= 1`, gets how many first bytes entry `i` shares with entry `i - 1`,
/// counting the zeros that pad a short key: capped at the shorter length, it is the
/// common prefix of the two keys, found without reading them again.
pub(in crate::lint) fn sort_keys<const F: u32>(order: &mut [u128], lcp: &mut [u32], keys: &[&[u8]], at: usize, depth: usize) {
    let low = (1u128 << F) - 1;
    let width = 16 - F as usize / 8;
    order.sort_many_values();
    let key = |e: u128| keys[(e & low) as usize];
    // Neighbours first, before the runs' entries are read further on.
    for i in 1..order.len() {
        // At least `F` leading zeros, 128 when the bytes agree (a run, whose own sort tells
        // more).
        let same = ((order[i - 1] ^ order[i]) >> F).leading_zeros() as usize - F as usize;
        lcp[i] = (at + same / 8) as u32;
    }
    let mut start = 0;
    while start < order.len() {
        let mut end = start + 1;
        while end < order.len() && order[end] >> F == order[start] >> F {
            end += 1;
        }
        let (run, run_lcp) = (&mut order[start..end], &mut lcp[start..end]);
        start = end;
        if run.len() == 1 {
            continue;
        }
        let next = at + width;
        if depth >= MAX_DEPTH || run.iter().all(|&e| key(e).len() <= next) {
            // Only zeros past the end, or a long shared prefix: the bytes tell.
            // Keys are distinct, so a stable sort orders as any would (in wasm, the shared one).
            run.stable_sort_by(|&a, &b| key(a).cmp(key(b)));
            for i in 1..run.len() {
                let (a, b) = (key(run[i - 1]), key(run[i]));
                run_lcp[i] = a.iter().zip(b).take_while(|(x, y)| x == y).count() as u32;
            }
        } else {
            for e in run.iter_mut() {
                *e = head(key(*e).get(next..).unwrap_or_default()) & !low | *e & low;
            }
            sort_keys::<F>(run, run_lcp, keys, next, depth + 1);
        }
    }
}

/// The keys of `ids` sorted bytewise ([`sort_keys`]): their ids in order, and the common
/// prefix of each with the one before. Natively, ids below 2^16 (as in most files) take 16
/// bits of an entry, leaving 14 bytes of key; larger ones, and all in the wasm, take 32.
pub(in crate::lint) fn sort_bytewise(keys: &[&[u8]], ids: impl Iterator<Item = u32>) -> (Vec<u32>, Vec<u32>) {
    fn sorted<const F: u32>(keys: &[&[u8]], ids: impl Iterator<Item = u32>) -> (Vec<u32>, Vec<u32>) {
        let low = (1u128 << F) - 1;
        let mut order: Vec<u128> = ids.map(|i| head(keys[i as usize]) & !low | u128::from(i)).collect();
        let mut lcp = alloc::vec![0; order.len()];
        sort_keys::<F>(&mut order, &mut lcp, keys, 0, 0);
        (order.iter().map(|&e| (e & low) as u32).collect(), lcp)
    }
    // The 16-bit form is 3 % faster natively; the wasm keeps one form, 1.3 KB smaller.
    if cfg!(not(target_arch = "wasm32")) && keys.len() <= 1 << 16 {
        sorted::<16>(keys, ids)
    } else {
        sorted::<32>(keys, ids)
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

    /// Keys that often share long prefixes and hold zeros.
    fn long_key() -> impl Strategy<Value = Vec<u8>> {
        (0usize..80, proptest::collection::vec(prop_oneof![Just(0u8), Just(b'a'), Just(b'b')], 0..8))
            .prop_map(|(n, tail)| core::iter::repeat_n(b'/', n).chain(tail).collect())
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

        /// The 12-byte rounds sort as the bytes do, also with zeros in keys and long shared
        /// prefixes.
        #[test]
        fn keys_sort_bytewise(mut keys in proptest::collection::vec(long_key(), 0..400)) {
            keys.sort();
            keys.dedup();
            let refs: Vec<&[u8]> = keys.iter().map(Vec::as_slice).collect();
            // Shuffled by reversing, then sorted.
            let mut order: Vec<u128> = (0..refs.len()).rev().map(|i| head(refs[i]) & !u128::from(u32::MAX) | i as u128).collect();
            let mut lcp = alloc::vec![0; order.len()];
            sort_keys::<32>(&mut order, &mut lcp, &refs, 0, 0);
            let ids: Vec<usize> = order.iter().map(|&e| e as u32 as usize).collect();
            // 16-bit ids, 14 bytes of key an entry: the same order and common prefixes.
            let (narrow, narrow_lcp) = sort_bytewise(&refs, (0..refs.len() as u32).rev());
            prop_assert_eq!(narrow.iter().map(|&i| i as usize).collect::<Vec<_>>(), ids.clone());
            for i in 1..refs.len() {
                let (a, b) = (refs[i - 1].len(), refs[i].len());
                prop_assert_eq!((lcp[i] as usize).min(a).min(b), (narrow_lcp[i] as usize).min(a).min(b));
            }
            // Capped at the shorter length, the common prefix of neighbours.
            for i in 1..refs.len() {
                let (a, b) = (refs[i - 1], refs[i]);
                let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
                prop_assert_eq!((lcp[i] as usize).min(a.len()).min(b.len()), common);
            }
            prop_assert_eq!(ids, (0..refs.len()).collect::<Vec<_>>());
        }
    }
}
