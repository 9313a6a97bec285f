//! Word-at-a-time search for the bytes that end or cut a line's content.
//!
//! NUL, LF and CR all lie below 0x0E, so one "byte below" test finds them, with `#` the only
//! other byte to look for. The test also stops at the rarer control bytes in that range
//! (TAB, VT, FF, 0x01–0x08); those are stepped over, one round each.

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;

/// High bit set in each byte of `x` that equals `b`; the lowest set byte is exact, and a
/// byte above it may be set wrongly only when a lower one is set rightly.
#[inline(always)]
fn eq(x: u64, b: u8) -> u64 {
    let y = x ^ (LO * b as u64);
    y.wrapping_sub(LO) & !y & HI
}

/// High bit set in each byte of `x` below 0x0E, or equal to `#`; exact for the lowest set
/// byte, as [`eq`] is.
#[inline(always)]
fn stop(x: u64) -> u64 {
    (x.wrapping_sub(LO * 0x0E) & !x & HI) | eq(x, b'#')
}

/// High bit set in each byte of `x` that is not ASCII, or is `%`.
#[inline(always)]
fn odd(x: u64) -> u64 {
    (x | eq(x, b'%')) & HI
}

const fn is_special(b: u8) -> bool {
    matches!(b, b'\n' | b'\r' | b'#' | 0)
}

/// The first index at or after `from` holding LF, CR, `#` or NUL, or `bytes.len()`; and
/// whether every byte before it is ASCII and not `%`. Inlined: the call's cost showed in the
/// parse.
#[inline(always)]
pub fn special(bytes: &[u8], from: usize) -> (usize, bool) {
    let mut i = from;
    let mut seen = 0u64;
    // Sixteen bytes a round, as one 128-bit mask: most values end within the first round,
    // and which word holds the end is then no branch to guess.
    while let Some(chunk) = bytes.get(i..i + 16) {
        let x = u64::from_le_bytes(chunk[..8].try_into().unwrap_or([0; 8]));
        let y = u64::from_le_bytes(chunk[8..].try_into().unwrap_or([0; 8]));
        let m = u128::from(stop(x)) | u128::from(stop(y)) << 64;
        let o = u128::from(odd(x)) | u128::from(odd(y)) << 64;
        if m != 0 {
            // The bits below the first stop's high bit cover the bytes before it.
            let before = o & ((m & m.wrapping_neg()) - 1);
            let at = i + (m.trailing_zeros() / 8) as usize;
            if is_special(bytes[at]) {
                return (at, seen == 0 && before == 0);
            }
            // A control byte that ends nothing: go on after it.
            seen |= (before | before >> 64) as u64;
            i = at + 1;
            continue;
        }
        seen |= (o | o >> 64) as u64;
        i += 16;
    }
    while let Some(chunk) = bytes.get(i..i + 8) {
        let x = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        let (m, o) = (stop(x), odd(x));
        if m != 0 {
            let at = i + (m.trailing_zeros() / 8) as usize;
            seen |= o & ((m & m.wrapping_neg()) - 1);
            if is_special(bytes[at]) {
                return (at, seen == 0);
            }
            i = at + 1;
            continue;
        }
        seen |= o;
        i += 8;
    }
    let tail = &bytes[i..];
    let n = tail.iter().position(|&b| is_special(b)).unwrap_or(tail.len());
    let plain = seen == 0 && tail[..n].iter().all(|&b| b < 0x80 && b != b'%');
    (i + n, plain)
}

/// [`special`] for the lines that go the general way (comments, NULs, other keys). The wasm
/// calls one copy instead of four inlined ones (0.1 KB gzipped in all), and these lines are
/// the few. The common line, [`super::read`]'s hot path, keeps its inlined copy.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn special_general(bytes: &[u8], from: usize) -> (usize, bool) {
    special(bytes, from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;
    use proptest::prelude::*;

    fn special_slowly(bytes: &[u8], from: usize) -> (usize, bool) {
        let n = bytes[from..].iter().position(|&b| is_special(b)).map_or(bytes.len(), |n| from + n);
        (n, bytes[from..n].iter().all(|&b| b < 0x80 && b != b'%'))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        #[test]
        fn finds_what_a_byte_loop_finds(
            bytes in proptest::collection::vec(prop_oneof![
                4 => b'a'..=b'z',
                1 => 0u8..=0x0F,
                1 => Just(b'#'),
                1 => Just(b'%'),
                1 => 0x80u8..=0xFF,
                1 => any::<u8>(),
            ], 0..80),
            from in 0usize..80,
        ) {
            let from = from.min(bytes.len());
            let bytes: Vec<u8> = bytes;
            let (end, plain) = special(&bytes, from);
            let (want_end, want_plain) = special_slowly(&bytes, from);
            prop_assert_eq!(end, want_end);
            // `plain` may be false for a plain run, never true for one that is not.
            prop_assert!(!plain || want_plain);
            prop_assert_eq!(plain, want_plain);
        }
    }
}
