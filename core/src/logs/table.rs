//! Hashing for the replay's tables (the core has no `HashMap`): a byte hash, a set of hashes
//! with a cap, and an index from a hash to an entry the caller keeps.

use alloc::vec::Vec;

use super::scan::word;

/// A 64-bit hash of `bytes`, 32 at a time in four independent lanes: for tables whose keys are
/// also compared whole ([`Index`]), or where a rare collision only makes a count one short
/// ([`HashSet`]).
pub(crate) fn hash(bytes: &[u8]) -> u64 {
    let mut lanes = [bytes.len() as u64, 1, 2, 3];
    let mut blocks = bytes.chunks_exact(32);
    for b in &mut blocks {
        lanes[0] = mix(lanes[0], word(&b[0..8]));
        lanes[1] = mix(lanes[1], word(&b[8..16]));
        lanes[2] = mix(lanes[2], word(&b[16..24]));
        lanes[3] = mix(lanes[3], word(&b[24..32]));
    }
    let mut words = blocks.remainder().chunks_exact(8);
    let mut h = lanes[0] ^ lanes[1].rotate_left(17) ^ lanes[2].rotate_left(31) ^ lanes[3].rotate_left(47);
    for w in &mut words {
        h = mix(h, word(w));
    }
    let tail = words.remainder().iter().rev().fold(0u64, |w, &b| w << 8 | u64::from(b));
    h = mix(h, tail);
    h ^= h >> 32;
    h = h.wrapping_mul(K);
    h ^ (h >> 29)
}

const K: u64 = 0x9E37_79B9_7F4A_7C15;

#[inline(always)]
fn mix(h: u64, w: u64) -> u64 {
    (h.rotate_left(5) ^ w).wrapping_mul(K)
}

/// A set of hashes that stops growing at a cap: it then counts what it holds and says that
/// it was full.
#[derive(Clone, Debug)]
pub(crate) struct HashSet {
    /// Open addressing, linear probing; 0 is an empty slot (a hash of 0 is stored as 1).
    slots: Vec<u64>,
    len: usize,
    cap: usize,
    /// A value was refused because the set was full.
    pub full: bool,
}

impl HashSet {
    pub fn with_cap(cap: usize) -> HashSet {
        HashSet { slots: Vec::new(), len: 0, cap, full: false }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// Adds `h`; whether it was new.
    pub fn insert(&mut self, h: u64) -> bool {
        let h = h.max(1);
        if self.len >= self.cap {
            self.full |= !self.contains(h);
            return false;
        }
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
        loop {
            match self.slots[i] {
                0 => {
                    self.slots[i] = h;
                    self.len += 1;
                    return true;
                }
                s if s == h => return false,
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Whether `h` was added.
    pub fn contains(&self, h: u64) -> bool {
        let h = h.max(1);
        if self.slots.is_empty() {
            return false;
        }
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
        loop {
            match self.slots[i] {
                0 => return false,
                s if s == h => return true,
                _ => i = (i + 1) & mask,
            }
        }
    }

    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(16);
        let old = core::mem::replace(&mut self.slots, alloc::vec![0; size]);
        self.len = 0;
        for h in old.into_iter().filter(|&h| h != 0) {
            self.insert(h);
        }
    }
}

/// An index from hashes to entries the caller keeps (by number); the caller compares keys, so
/// collisions cost a comparison, never a wrong answer.
#[derive(Clone, Debug, Default)]
pub(crate) struct Index {
    /// `(hash, entry)`; `u32::MAX` is an empty slot.
    slots: Vec<(u64, u32)>,
    len: usize,
}

impl Index {
    /// The entry with hash `h` for which `same` holds.
    pub fn find(&self, h: u64, mut same: impl FnMut(u32) -> bool) -> Option<u32> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
        loop {
            let (sh, e) = self.slots[i];
            if e == u32::MAX {
                return None;
            }
            if sh == h && same(e) {
                return Some(e);
            }
            i = (i + 1) & mask;
        }
    }

    /// Adds entry `e` under hash `h`.
    pub fn insert(&mut self, h: u64, e: u32) {
        if (self.len + 1) * 2 > self.slots.len() {
            let size = (self.slots.len() * 2).max(16);
            let old = core::mem::replace(&mut self.slots, alloc::vec![(0, u32::MAX); size]);
            self.len = 0;
            for (h, e) in old.into_iter().filter(|s| s.1 != u32::MAX) {
                self.place(h, e);
            }
        }
        self.place(h, e);
    }

    fn place(&mut self, h: u64, e: u32) {
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
        while self.slots[i].1 != u32::MAX {
            i = (i + 1) & mask;
        }
        self.slots[i] = (h, e);
        self.len += 1;
    }
}
