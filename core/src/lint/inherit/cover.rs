//! Which `*` disallows a crawler's own rules keep, counted over pattern ranks (see the
//! parent module): the rules taken once per pattern, the gaps between covered blocks, and
//! the `*` allows a copied disallow overlaps.

use alloc::vec::Vec;

use super::super::intern::Ids;
use super::MAX_COPIED_RULES;
use crate::groups::Ruleset;
use crate::sort::ValueSort;

/// The literal start of a pattern, up to its first `*` or `$`.
pub(super) fn literal_start(p: &[u8]) -> &[u8] {
    &p[..p.iter().position(|&b| b == b'*' || b == b'$').unwrap_or(p.len())]
}

/// The rules of `groups` whose pattern is not empty, each pattern once per kind: the
/// disallows, then the allows. One pass without branches on the rules (allows, disallows
/// and repeated patterns come in no order a processor could guess): both lists are written
/// in place and cut where they end.
pub(super) fn distinct(rs: &Ruleset, ids: &Ids, groups: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let total = groups.iter().map(|&g| rs.groups[g as usize].rules.len()).sum();
    let (mut disallows, mut allows) = (alloc::vec![0; total], alloc::vec![0; total]);
    let (mut d, mut a) = (0, 0);
    // By pattern id: 1 once seen in a disallow, 2 in an allow.
    let mut seen = alloc::vec![0u8; ids.count as usize];
    for &g in groups {
        for r in rs.groups[g as usize].rules.clone() {
            let m = ids.meta[r as usize];
            let id = ids.pattern[r as usize] as usize;
            let bit = 1 << u8::from(m.allow());
            let keep = seen[id] & bit == 0 && m.len() > 0;
            seen[id] |= bit;
            disallows[d] = r;
            allows[a] = r;
            d += usize::from(keep && !m.allow());
            a += usize::from(keep && m.allow());
        }
    }
    disallows.truncate(d);
    allows.truncate(a);
    (disallows, allows)
}

/// The `*` disallows (`star`, by rank) outside the nonempty `blocks` (`lo << 32 | hi`): how
/// many, and the first [`MAX_COPIED_RULES`] + 1 of them. For a few blocks: sorted, and the
/// gaps between them read.
pub(super) fn gaps(blocks: &mut [u128], star: &[(u32, u32)]) -> (usize, Vec<u32>) {
    blocks.sort_values();
    let mut missing = Vec::new();
    let mut count = 0;
    let mut at = 0;
    let gaps = blocks.iter().map(|&b| ((b >> 32) as usize, b as u32 as usize)).chain([(star.len(), star.len())]);
    for (lo, hi) in gaps {
        if lo > at {
            count += lo - at;
            let room = (MAX_COPIED_RULES + 1).saturating_sub(missing.len());
            missing.extend(star[at..lo.min(at + room)].iter().map(|s| s.1));
        }
        at = at.max(hi);
    }
    (count, missing)
}

/// As [`gaps`], for at least as many blocks as `covered` has words (one bit per `*`
/// disallow, all clear, and cleared again): the blocks' bits set, and the clear ones read.
/// No sort, and the work follows the blocks.
pub(super) fn uncovered(covered: &mut [u32], blocks: &[u128], star: &[(u32, u32)]) -> (usize, Vec<u32>) {
    for &b in blocks {
        let (lo, hi) = ((b >> 32) as usize, b as u32 as usize - 1);
        let (first, last) = (lo / 32, hi / 32);
        let (head, tail) = (!0u32 << (lo % 32), !0u32 >> (31 - hi % 32));
        if first == last {
            covered[first] |= head & tail;
        } else {
            covered[first] |= head;
            covered[first + 1..last].fill(!0);
            covered[last] |= tail;
        }
    }
    let mut missing = Vec::new();
    let mut count = 0;
    for (w, bits) in covered.iter_mut().enumerate() {
        // Past the last `*` disallow, the bits count as covered.
        let beyond = (w * 32 + 32).saturating_sub(star.len());
        let mut clear = !*bits & (!0u32 >> beyond);
        *bits = 0;
        count += clear.count_ones() as usize;
        while clear != 0 && missing.len() <= MAX_COPIED_RULES {
            missing.push(star[w * 32 + clear.trailing_zeros() as usize].1);
            clear &= clear - 1;
        }
    }
    (count, missing)
}

/// The blocks of `star_allows` (sorted by literal start) that may match a URL some pattern
/// with one of the literal `starts` matches: the starts of two such patterns are both prefixes
/// of the URL, so one is a prefix of the other. So an allow is kept when its start extends one
/// of `starts` (one block each) or is a prefix of one (`Allow: /*.js` against `Disallow:
/// /js/`); `starts` are sorted with none a prefix of another, which the first kind covers.
/// Sorted, and merged where they overlap.
/// `lengths` are the lengths of the allows' starts, sorted, each once: a start is looked up
/// only at those lengths.
pub(super) fn overlapping(star_allows: &[(&[u8], u32)], lengths: &[usize], starts: &[&[u8]]) -> Vec<(usize, usize)> {
    let range = |p: &[u8], extend: bool| {
        let lo = star_allows.partition_point(|a| a.0 < p);
        (lo, lo + star_allows[lo..].partition_point(|a| if extend { a.0.starts_with(p) } else { a.0 == p }))
    };
    let mut found: Vec<(usize, usize)> = Vec::new();
    for s in starts {
        found.push(range(s, true));
        found.extend(lengths.iter().take_while(|&&n| n < s.len()).map(|&n| range(&s[..n], false)));
    }
    found.retain(|(lo, hi)| hi > lo);
    found.sort_values();
    let mut merged: Vec<(usize, usize)> = Vec::with_capacity(found.len());
    for (lo, hi) in found {
        match merged.last_mut() {
            Some(last) if lo <= last.1 => last.1 = last.1.max(hi),
            _ => merged.push((lo, hi)),
        }
    }
    merged
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;
    use proptest::prelude::*;

    use super::{gaps, uncovered, MAX_COPIED_RULES};

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// The sorted gaps and the bitmap find the same `*` disallows outside the blocks as a
        /// naive mark of each one, whatever the number of blocks.
        #[test]
        fn gaps_and_bitmap_agree(len in 1usize..300, raw in proptest::collection::vec((0usize..300, 0usize..80), 1..40)) {
            let star: Vec<(u32, u32)> = (0..len as u32).map(|i| (i, 1000 + 7 * i)).collect();
            let mut blocks: Vec<u128> = raw.iter().map(|&(lo, n)| (lo % len, (lo % len + 1 + n).min(len))).map(|(lo, hi)| (lo as u128) << 32 | hi as u128).collect();
            let mut mark = alloc::vec![false; len];
            for &b in &blocks {
                mark[(b >> 32) as usize..b as u32 as usize].iter_mut().for_each(|m| *m = true);
            }
            let naive: Vec<u32> = (0..len).filter(|&i| !mark[i]).map(|i| star[i].1).collect();
            let mut covered = alloc::vec![0u32; len.div_ceil(32)];
            let (count, missing) = uncovered(&mut covered, &blocks, &star);
            prop_assert!(covered.iter().all(|&w| w == 0), "the bits are cleared again");
            let sorted = gaps(&mut blocks, &star);
            prop_assert_eq!(count, naive.len());
            prop_assert_eq!(&missing[..], &naive[..naive.len().min(MAX_COPIED_RULES + 1)]);
            prop_assert_eq!((count, missing), sorted);
        }
    }
}
