//! Byte searches eight bytes at a time (SWAR, in plain `u64` arithmetic: no `unsafe`, no
//! SIMD, the same code natively and in the wasm), for the replay's passes over each line.

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;

/// The high bit of each byte of `w` that is zero, possibly also of bytes above a zero one: the
/// lowest bit set always marks a zero byte, which is all a search needs.
#[inline(always)]
fn zeros(w: u64) -> u64 {
    w.wrapping_sub(LO) & !w & HI
}

/// The eight bytes of a chunk as a little-endian word.
#[inline(always)]
pub(crate) fn word(c: &[u8]) -> u64 {
    let mut w = [0; 8];
    w.copy_from_slice(&c[..8]);
    u64::from_le_bytes(w)
}

/// The first position of `a` in `bytes`.
pub(crate) fn find(bytes: &[u8], a: u8) -> Option<usize> {
    let pa = LO * u64::from(a);
    let mut chunks = bytes.chunks_exact(8);
    let mut at = 0;
    for c in &mut chunks {
        let t = zeros(word(c) ^ pa);
        if t != 0 {
            return Some(at + (t.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    chunks.remainder().iter().position(|&c| c == a).map(|i| at + i)
}

/// The first position of `a` or `b` in `bytes`.
pub(crate) fn find2(bytes: &[u8], a: u8, b: u8) -> Option<usize> {
    let (pa, pb) = (LO * u64::from(a), LO * u64::from(b));
    let mut chunks = bytes.chunks_exact(8);
    let mut at = 0;
    for c in &mut chunks {
        let w = word(c);
        let t = zeros(w ^ pa) | zeros(w ^ pb);
        if t != 0 {
            return Some(at + (t.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    chunks.remainder().iter().position(|&c| c == a || c == b).map(|i| at + i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn finds_as_a_plain_search(bytes in proptest::collection::vec(prop_oneof![Just(b'"'), Just(b'\\'), Just(0u8), Just(0x80u8), any::<u8>()], 0..40), a in any::<u8>()) {
            prop_assert_eq!(find(&bytes, a), bytes.iter().position(|&c| c == a));
            prop_assert_eq!(find2(&bytes, b'"', b'\\'), bytes.iter().position(|&c| c == b'"' || c == b'\\'));
            prop_assert_eq!(find2(&bytes, a, 0), bytes.iter().position(|&c| c == a || c == 0));
        }
    }
}
