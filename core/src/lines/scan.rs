//! Word-at-a-time search for the bytes that end or cut a line's content.

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;

/// High bit set in each byte of `x` that equals `b`; the lowest set byte is exact, and a
/// byte above it may be set wrongly only when a lower one is set rightly.
#[inline(always)]
fn eq(x: u64, b: u8) -> u64 {
    let y = x ^ (LO * b as u64);
    y.wrapping_sub(LO) & !y & HI
}

/// The first index at or after `from` holding LF, CR, `#` or NUL, or `bytes.len()`; and
/// whether every byte before it is ASCII and not `%`.
#[inline]
pub fn special(bytes: &[u8], from: usize) -> (usize, bool) {
    let mut i = from;
    let mut odd = 0u64;
    // Sixteen bytes a round, as one 128-bit mask: most values end within the first round,
    // and which word holds the end is then no branch to guess.
    while let Some(chunk) = bytes.get(i..i + 16) {
        let x = u64::from_le_bytes(chunk[..8].try_into().unwrap_or([0; 8]));
        let y = u64::from_le_bytes(chunk[8..].try_into().unwrap_or([0; 8]));
        let m = u128::from(eq(x, b'\n') | eq(x, b'\r') | eq(x, b'#') | eq(x, 0))
            | u128::from(eq(y, b'\n') | eq(y, b'\r') | eq(y, b'#') | eq(y, 0)) << 64;
        let o = u128::from((x | eq(x, b'%')) & HI) | u128::from((y | eq(y, b'%')) & HI) << 64;
        if m != 0 {
            let before = o & ((m & m.wrapping_neg()) - 1);
            return (i + (m.trailing_zeros() / 8) as usize, odd == 0 && before == 0);
        }
        odd |= (o | o >> 64) as u64;
        i += 16;
    }
    while let Some(chunk) = bytes.get(i..i + 8) {
        let x = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        let m = eq(x, b'\n') | eq(x, b'\r') | eq(x, b'#') | eq(x, 0);
        let o = (x | eq(x, b'%')) & HI;
        if m != 0 {
            // The bits below the first special byte's high bit cover the bytes before it.
            odd |= o & ((m & m.wrapping_neg()) - 1);
            return (i + (m.trailing_zeros() / 8) as usize, odd == 0);
        }
        odd |= o;
        i += 8;
    }
    let tail = &bytes[i..];
    let n = tail.iter().position(|&b| matches!(b, b'\n' | b'\r' | b'#' | 0)).unwrap_or(tail.len());
    let plain = odd == 0 && tail[..n].iter().all(|&b| b < 0x80 && b != b'%');
    (i + n, plain)
}
