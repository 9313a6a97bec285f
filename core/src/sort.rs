//! Stable sorting that costs little wasm.
//!
//! Each use of the standard library's `sort_by` or `sort_unstable_by` compiles to its own
//! 3–5 KB of wasm (a driftsort or ipnsort for that element type and comparison). In the
//! wasm build, [`StableSort`] instead runs one merge sort over `u32` indices that every use
//! shares, then moves the elements into place; natively it is the standard library's
//! `sort_by`. Both are stable, so both give the same order for the same input.

use alloc::vec;
use alloc::vec::Vec;
use core::cmp::Ordering;

/// Stable sorts of a slice, compact in wasm, the standard library's natively.
pub(crate) trait StableSort<T> {
    /// Sorts by `cmp`, keeping equal elements in their order.
    fn stable_sort_by(&mut self, cmp: impl FnMut(&T, &T) -> Ordering);

    /// Sorts by the key `key` gives, keeping equal elements in their order.
    fn stable_sort_by_key<K: Ord>(&mut self, mut key: impl FnMut(&T) -> K) {
        self.stable_sort_by(|a, b| key(a).cmp(&key(b)));
    }
}

/// Sorts of plain values (integers, tuples of them), where equal elements are identical and
/// so any sort gives the same result: natively the standard library's unstable sort, the
/// fastest; in wasm the shared merge sort.
pub(crate) trait ValueSort {
    /// Sorts ascending.
    fn sort_values(&mut self);

    /// Sorts ascending, in the wasm with a sort of this element type's own ([`merge_values`]):
    /// faster than the shared one, for the few sorts of many values that the lint's time
    /// depends on, at the cost of its own code.
    fn sort_many_values(&mut self);
}

impl<T: Ord + Copy> ValueSort for [T] {
    fn sort_values(&mut self) {
        #[cfg(target_arch = "wasm32")]
        by_indices(self, T::cmp);
        #[cfg(not(target_arch = "wasm32"))]
        self.sort_unstable();
    }

    fn sort_many_values(&mut self) {
        #[cfg(target_arch = "wasm32")]
        merge_values(self);
        #[cfg(not(target_arch = "wasm32"))]
        self.sort_unstable();
    }
}

/// The wasm's own sort of one type of plain values: short runs put in order by insertion, then
/// merged pairwise between the slice and one buffer. The values are compared and moved
/// themselves, with no index between them and no call per comparison, which is where
/// [`by_indices`] spends its time on the lint's tens of thousands of 16-byte keys.
#[cfg_attr(not(any(test, target_arch = "wasm32")), allow(dead_code))]
fn merge_values<T: Ord + Copy>(v: &mut [T]) {
    const RUN: usize = 8;
    for run in v.chunks_mut(RUN) {
        for i in 1..run.len() {
            let x = run[i];
            let mut j = i;
            while j > 0 && x < run[j - 1] {
                run[j] = run[j - 1];
                j -= 1;
            }
            run[j] = x;
        }
    }
    let n = v.len();
    if n <= RUN {
        return;
    }
    let mut buf = v.to_vec();
    // Each pass merges from one of the two into the other; `in_buf` tells where the runs are.
    let (mut width, mut in_buf) = (RUN, false);
    while width < n {
        let (from, to): (&[T], &mut [T]) = if in_buf { (&buf, v) } else { (v, &mut buf) };
        for start in (0..n).step_by(2 * width) {
            let (mid, end) = ((start + width).min(n), (start + 2 * width).min(n));
            let (left, right) = (&from[start..mid], &from[mid..end]);
            let (mut i, mut j) = (0, 0);
            for slot in &mut to[start..end] {
                // The left run's value goes first unless the right one is smaller: stable.
                let take_right = j < right.len() && (i >= left.len() || right[j] < left[i]);
                *slot = if take_right { right[j] } else { left[i] };
                j += usize::from(take_right);
                i += usize::from(!take_right);
            }
        }
        in_buf = !in_buf;
        width *= 2;
    }
    if in_buf {
        v.copy_from_slice(&buf);
    }
}

impl<T> StableSort<T> for [T] {
    fn stable_sort_by(&mut self, cmp: impl FnMut(&T, &T) -> Ordering) {
        #[cfg(target_arch = "wasm32")]
        by_indices(self, cmp);
        #[cfg(not(target_arch = "wasm32"))]
        self.sort_by(cmp);
    }
}

/// The wasm sort: the order from [`merge_order`], then the elements moved along it.
#[cfg_attr(not(any(test, target_arch = "wasm32")), allow(dead_code))]
fn by_indices<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let order = merge_order(v.len(), &mut |a, b| cmp(&v[a as usize], &v[b as usize]) == Ordering::Greater);
    permute(v, order);
}

/// The stable sorted order of `n` elements, as the index of the element for each place;
/// `after(a, b)` tells whether element `a` sorts after element `b`. Bottom-up merge sort:
/// one instance for every element type.
#[inline(never)]
fn merge_order(n: usize, after: &mut dyn FnMut(u32, u32) -> bool) -> Vec<u32> {
    let mut order: Vec<u32> = (0..n as u32).collect();
    let mut next = vec![0u32; n];
    let mut width = 1;
    while width < n {
        for start in (0..n).step_by(2 * width) {
            let (mid, end) = ((start + width).min(n), (start + 2 * width).min(n));
            let (mut i, mut j) = (start, mid);
            for slot in &mut next[start..end] {
                // The left run's element goes first unless the right one sorts before it.
                let right = j < end && (i >= mid || after(order[i], order[j]));
                if right {
                    *slot = order[j];
                    j += 1;
                } else {
                    *slot = order[i];
                    i += 1;
                }
            }
        }
        core::mem::swap(&mut order, &mut next);
        width *= 2;
    }
    order
}

/// Rearranges `v` so that place `k` holds the element that was at `order[k]`, following each
/// cycle of the permutation with swaps.
fn permute<T>(v: &mut [T], mut order: Vec<u32>) {
    for start in 0..v.len() {
        let mut at = start;
        loop {
            let from = order[at] as usize;
            order[at] = at as u32;
            if from == start || from == at {
                break;
            }
            v.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn the_wasm_sort_orders_as_the_standard_stable_sort(v in proptest::collection::vec((0u8..6, any::<u16>()), 0..300)) {
            // Sorting by the first field only: equal keys keep their order, which the
            // second field makes visible.
            let mut want = v.clone();
            want.sort_by_key(|p| p.0);
            let mut got = v.clone();
            by_indices(&mut got, |a, b| a.0.cmp(&b.0));
            prop_assert_eq!(&got, &want);
            let mut native = v;
            native.stable_sort_by_key(|p| p.0);
            prop_assert_eq!(&native, &want);
        }

        #[test]
        fn the_wasm_value_sort_orders_as_the_standard_sort(v in proptest::collection::vec(any::<(u8, u16)>(), 0..300)) {
            let mut want = v.clone();
            want.sort_unstable();
            let mut got = v;
            merge_values(&mut got);
            prop_assert_eq!(got, want);
        }
    }
}
