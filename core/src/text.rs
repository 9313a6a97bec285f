//! Messages built without `core::fmt`: [`text!`] joins its pieces into a new `String`, and
//! [`push!`] appends them to one. `format!` and `write!` go through `core::fmt`'s
//! machinery (argument tables, padding, `Display` for every type used), which the wasm would
//! carry for our messages alone.
//!
//! ```ignore
//! let mut s = text!("line ", 12u32, ": ", "Disallow");
//! push!(&mut s, " (", 3usize, " bytes)");
//! ```

use alloc::borrow::Cow;
use alloc::string::String;

/// A piece of a message: anything that appends itself as text.
pub(crate) trait Piece {
    fn push_to(&self, out: &mut String);
}

impl Piece for str {
    fn push_to(&self, out: &mut String) {
        out.push_str(self);
    }
}

impl Piece for String {
    fn push_to(&self, out: &mut String) {
        out.push_str(self);
    }
}

impl Piece for Cow<'_, str> {
    fn push_to(&self, out: &mut String) {
        out.push_str(self);
    }
}

impl Piece for char {
    fn push_to(&self, out: &mut String) {
        out.push(*self);
    }
}

impl Piece for u32 {
    fn push_to(&self, out: &mut String) {
        decimal(u64::from(*self), false, out);
    }
}

impl Piece for usize {
    fn push_to(&self, out: &mut String) {
        decimal(*self as u64, false, out);
    }
}

impl Piece for i32 {
    fn push_to(&self, out: &mut String) {
        decimal(u64::from(self.unsigned_abs()), *self < 0, out);
    }
}

impl<T: Piece + ?Sized> Piece for &T {
    fn push_to(&self, out: &mut String) {
        (**self).push_to(out);
    }
}

/// Appends `n` in decimal, after a `-` when `negative`: how the explanations write numbers,
/// without `core::fmt` (whose machinery costs the wasm several KB). The bindings write the
/// numbers of their JSON with it too.
pub fn decimal(n: u64, negative: bool, out: &mut String) {
    let mut digits = [b'-'; 21];
    let i = digits_of(n, &mut digits) - usize::from(negative);
    // ASCII digits (and `-`): always UTF-8.
    out.push_str(core::str::from_utf8(&digits[i..]).unwrap_or_default());
}

/// `bytes` as text for a message or a fix: UTF-8 as it is, and each byte that is not part of
/// valid UTF-8 as `%XX` (upper-case hex), so that a Latin-1 `/caf\xE9` reads `/caf%E9`
/// rather than a U+FFFD that hides which byte it was. In a pattern the two forms match the
/// same URLs: Google escapes such a byte as `%XX` before matching.
pub(crate) fn as_text(bytes: &[u8]) -> Cow<'_, str> {
    if let Ok(s) = core::str::from_utf8(bytes) {
        return Cow::Borrowed(s);
    }
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(bytes.len() + 8);
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for &b in chunk.invalid() {
            out.push('%');
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 15)]));
        }
    }
    Cow::Owned(out)
}

/// Appends `n` in decimal to bytes (the command line's report, `url_list`).
pub(crate) fn push_decimal(n: u64, out: &mut alloc::vec::Vec<u8>) {
    let mut digits = [0; 21];
    let i = digits_of(n, &mut digits);
    out.extend_from_slice(&digits[i..]);
}

/// `n` in decimal with a comma between groups of three digits, as people read counts of bytes
/// and lines: `3,702,000`.
pub(crate) struct Grouped(pub u64);

impl Piece for Grouped {
    #[inline(never)]
    fn push_to(&self, out: &mut String) {
        let mut digits = [0; 21];
        let i = digits_of(self.0, &mut digits);
        let n = digits.len() - i;
        for (k, &d) in digits[i..].iter().enumerate() {
            if k > 0 && (n - k) % 3 == 0 {
                out.push(',');
            }
            out.push(char::from(d));
        }
    }
}

/// The string a [`text!`] message is built in: room for most messages at once, so that one is
/// not copied to a larger place as its pieces come in (most are 100 to 300 bytes).
#[inline(never)]
pub(crate) fn message() -> String {
    String::with_capacity(192)
}

/// Writes the digits of `n` at the end of `digits`; returns where they start.
fn digits_of(mut n: u64, digits: &mut [u8; 21]) -> usize {
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return i;
        }
    }
}

/// A new `String` of the pieces, in order: `text!("line ", n, ": ", value)`.
macro_rules! text {
    ($($piece:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut out = $crate::text::message();
        $( $crate::text::Piece::push_to(&$piece, &mut out); )*
        out
    }};
}

/// Appends the pieces to a `String`: `push!(&mut out, "line ", n, ".\n")`.
macro_rules! push {
    ($out:expr, $($piece:expr),* $(,)?) => {{
        let out: &mut alloc::string::String = $out;
        $( $crate::text::Piece::push_to(&$piece, out); )*
    }};
}

pub(crate) use {push, text};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_join_as_written() {
        let name = String::from("Googlebot");
        let lossy = String::from_utf8_lossy(b"a\xffb");
        let mut s = text!("line ", 12u32, ": ", &name, ' ', lossy, " ", -7i32, " ", 0usize, " ", i32::MIN, " ", usize::MAX);
        assert_eq!(s, "line 12: Googlebot a\u{fffd}b -7 0 -2147483648 18446744073709551615");
        push!(&mut s, "; ", u32::MAX, '.');
        assert!(s.ends_with("; 4294967295."));
        assert_eq!(text!(), "");
    }

    #[test]
    fn as_text_writes_undecodable_bytes_as_percent_escapes() {
        assert!(matches!(as_text(b"/caf\xc3\xa9"), Cow::Borrowed("/caf\u{e9}")));
        assert_eq!(as_text(b"/caf\xe9"), "/caf%E9");
        // A cut sequence is escaped byte by byte; valid text on either side stays as it is.
        assert_eq!(as_text(b"\xe2\x9d/\xff\xfe\xe2\x9d\x83%e9"), "%E2%9D/%FF%FE\u{2743}%e9");
        assert_eq!(as_text(b""), "");
    }
}
