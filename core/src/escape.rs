//! Percent-encoding of patterns and paths: Google's escaping, and RFC 9309's normalisation.
//!
//! Google escapes patterns only: bytes ≥ 0x80 become `%XX`, existing `%xx` escapes are
//! upper-cased, and the URL is compared as given. RFC 9309 §2.2.2 normalises both sides:
//! non-ASCII octets are percent-encoded, an encoded unreserved character is decoded, and hex
//! digits compare case-insensitively. `%2A` and `%24` in a rule match a literal `*` and `$`.

use alloc::borrow::Cow;
use alloc::vec::Vec;

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// RFC 3986 §2.3: `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`.
const fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// The byte a `%xx` escape at `src[i]` stands for, if `src[i..]` starts with one.
fn escape_at(src: &[u8], i: usize) -> Option<u8> {
    if src[i] != b'%' || i + 3 > src.len() {
        return None;
    }
    Some(hex_value(src[i + 1])? << 4 | hex_value(src[i + 2])?)
}

fn push_escaped(out: &mut Vec<u8>, b: u8) {
    out.extend_from_slice(&[b'%', HEX[(b >> 4) as usize], HEX[(b & 15) as usize]]);
}

/// True when no reading changes `src`: it is ASCII with no `%`. Eight bytes at a time.
pub fn is_plain(src: &[u8]) -> bool {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let mut chunks = src.chunks_exact(8);
    for c in &mut chunks {
        let x = u64::from_le_bytes(c.try_into().unwrap_or([0x80; 8]));
        let pct = x ^ (LO * u64::from(b'%'));
        if (x | (pct.wrapping_sub(LO) & !pct)) & HI != 0 {
            return false;
        }
    }
    chunks.remainder().iter().all(|&b| b < 0x80 && b != b'%')
}

/// Appends `src` escaped as the reference's `MaybeEscapePattern` does. The output is
/// written into room made once for the worst case, through a local cursor; the input is
/// taken eight bytes at a time, and a word that is not plain is escaped byte by byte.
pub fn google_escape(src: &[u8], out: &mut Vec<u8>) {
    let base = out.len();
    out.resize(base + src.len() * 3, 0);
    let buf = &mut out[base..];
    let (mut i, mut w) = (0, 0);
    while i < src.len() {
        let stop = match src.get(i..i + 8) {
            Some(word) if is_plain(word) => {
                buf[w..w + 8].copy_from_slice(word);
                (i, w) = (i + 8, w + 8);
                continue;
            }
            Some(_) => i + 8,
            None => src.len(),
        };
        while i < stop {
            let b = src[i];
            if b == b'%' && escape_at(src, i).is_some() {
                buf[w..w + 3].copy_from_slice(&[b'%', src[i + 1].to_ascii_uppercase(), src[i + 2].to_ascii_uppercase()]);
                (i, w) = (i + 3, w + 3);
                continue;
            }
            // Both outcomes are written; the cursor moves past the one that applies. No
            // guess between ASCII and not is needed.
            let high = b >= 0x80;
            let three = [if high { b'%' } else { b }, HEX[(b >> 4) as usize], HEX[(b & 15) as usize]];
            buf[w..w + 3].copy_from_slice(&three);
            (i, w) = (i + 1, w + 1 + 2 * high as usize);
        }
    }
    out.truncate(base + w);
}

fn normalize(src: &[u8], out: &mut Vec<u8>, literal_specials: bool) {
    let mut i = 0;
    while i < src.len() {
        let b = src[i];
        if let Some(v) = escape_at(src, i) {
            if is_unreserved(v) {
                out.push(v);
            } else {
                push_escaped(out, v);
            }
            i += 3;
            continue;
        }
        if b >= 0x80 || (literal_specials && (b == b'*' || b == b'$')) {
            push_escaped(out, b);
        } else {
            out.push(b);
        }
        i += 1;
    }
}

/// Appends a rule's pattern normalised for RFC 9309; `*` and `$` keep their meaning.
pub fn normalize_pattern(src: &[u8], out: &mut Vec<u8>) {
    normalize(src, out, false);
}

/// Appends a URL path normalised for RFC 9309; a literal `*` or `$` becomes `%2A` or `%24`
/// so that only a rule's `%2A` or `%24` matches it.
pub fn normalize_path(src: &[u8], out: &mut Vec<u8>) {
    normalize(src, out, true);
}

/// A URL (UTF-8, starting with the robots.txt's own `scheme://host/`, which the caller
/// checked) as WHATWG URL parsing writes it (its `href`), when that is plain to see: every
/// ASCII byte one that parsing keeps as it is (letters, digits and `_-.~!$&()*+,;=:@/?%`: no
/// tab, `'`, `\\` or `#`) or one it percent-encodes in the path and in the query alike (space,
/// `"`, `<`, `>`; not a space at the end, which it trims), no dot segment (`/.`, or `%2e` in any
/// case), and past ASCII only characters, which parsing percent-encodes byte by byte in
/// upper-case hex, in the path and in the query alike. `None` for anything else: only a URL parser can say. The
/// robots-parser drop-in asks this before it runs JS's `new URL()`.
pub fn href_form(url: &[u8]) -> Option<Cow<'_, [u8]>> {
    let mut out = Vec::new();
    Some(if href_form_in(url, &mut out)? { Cow::Owned(out) } else { Cow::Borrowed(url) })
}

/// [`href_form`] into a buffer the caller keeps: `Some(false)` when `url` is its own href,
/// `Some(true)` when its href is now in `out` (cleared first), `None` when only a URL parser
/// can say. The drop-in checks every URL through it, and an allocation per URL is ~20 % of
/// such a check.
pub fn href_form_in(url: &[u8], out: &mut Vec<u8>) -> Option<bool> {
    // A plain index loop and one table load a byte: in the wasm, built for size, a slice search
    // or an iterator adapter per byte would be a call.
    let mut wide = 0usize;
    let mut i = 0;
    while i < url.len() {
        let class = HREF_CLASS[usize::from(url[i])];
        if class != KEEP {
            let next = |k: usize| url.get(i + k).map_or(0, |&c| c);
            match class {
                WIDE | ENCODED => wide += 1,
                SLASH if next(1) != b'.' => {}
                PERCENT if next(1) != b'2' || next(2) | 0x20 != b'e' => {}
                _ => return None,
            }
        }
        i += 1;
    }
    if wide == 0 {
        return Some(false);
    }
    if url.last() == Some(&b' ') {
        return None;
    }
    out.clear();
    out.reserve(url.len() + 2 * wide);
    let mut run = 0;
    for (i, &b) in url.iter().enumerate() {
        if matches!(HREF_CLASS[usize::from(b)], WIDE | ENCODED) {
            out.extend_from_slice(&url[run..i]);
            out.extend_from_slice(&[b'%', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
            run = i + 1;
        }
    }
    out.extend_from_slice(&url[run..]);
    Some(true)
}

/// What [`href_form`] makes of a byte: URL parsing keeps it as it is (letters, digits,
/// `_-.~!$&()*+,;=:@?`), it is past ASCII, it is one parsing percent-encodes after the host
/// wherever it is (space, `"`, `<`, `>`), it is `/` or `%` (kept unless a dot segment starts
/// there), or parsing may change it (anything else).
const KEEP: u8 = 0;
const WIDE: u8 = 1;
const SLASH: u8 = 2;
const PERCENT: u8 = 3;
const CHANGED: u8 = 4;
const ENCODED: u8 = 5;
const HREF_CLASS: [u8; 256] = {
    let mut t = [CHANGED; 256];
    let mut b = 0usize;
    while b < 256 {
        let c = b as u8;
        t[b] = if c >= 0x80 {
            WIDE
        } else if c == b'/' {
            SLASH
        } else if c == b'%' {
            PERCENT
        } else if matches!(c, b' ' | b'"' | b'<' | b'>') {
            ENCODED
        } else if c.is_ascii_alphanumeric()
            || matches!(
                c,
                b'_' | b'-' | b'.' | b'~' | b'!' | b'$' | b'&' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b'=' | b':' | b'@' | b'?'
            )
        {
            KEEP
        } else {
            CHANGED
        };
        b += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The reference's escaping, one byte at a time.
    fn google_escape_slowly(src: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < src.len() {
            if escape_at(src, i).is_some() {
                out.extend(src[i..i + 3].iter().map(u8::to_ascii_uppercase));
                i += 3;
            } else {
                if src[i] >= 0x80 {
                    push_escaped(&mut out, src[i]);
                } else {
                    out.push(src[i]);
                }
                i += 1;
            }
        }
        out
    }

    proptest! {
        #[test]
        fn google_escape_agrees_with_a_byte_loop(
            src in proptest::collection::vec(prop_oneof![4 => b'a'..=b'z', 1 => Just(b'%'), 1 => Just(b'F'), 1 => any::<u8>()], 0..40),
            before in proptest::collection::vec(any::<u8>(), 0..4),
        ) {
            let mut out = before.clone();
            google_escape(&src, &mut out);
            prop_assert_eq!(&out[..before.len()], &before[..]);
            prop_assert_eq!(&out[before.len()..], &google_escape_slowly(&src)[..]);
        }
    }
}
