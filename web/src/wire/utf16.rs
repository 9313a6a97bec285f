//! Byte offsets → UTF-16 offsets, for editors that index text in UTF-16 code units.
//!
//! The core speaks bytes. A JS string indexes UTF-16 code units, so every span handed to JS
//! carries both: `start`/`end` in bytes and `from`/`to` in UTF-16 units. The bindings build
//! the table once per file, on the first call that needs it (`highlight`, `diagnostics`,
//! `lint`): one `u32` per byte, or nothing when the text is ASCII, where both agree.
//!
//! The UTF-16 offsets index the text as JS sees it: the string given to the constructor, or,
//! for raw bytes, `new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)`. Each invalid
//! UTF-8 sequence (a maximal subpart, as both `TextDecoder` and Rust's lossy decoding read it)
//! is one U+FFFD, one unit. A byte inside a character maps to the character's first unit.

use alloc::boxed::Box;
use alloc::vec::Vec;

/// The conversion table of one text.
pub enum Utf16 {
    /// ASCII text of this many bytes: a byte offset is its own UTF-16 offset.
    Ascii(u32),
    /// `table[byte]` is the UTF-16 offset of the character holding that byte; one more entry
    /// for the end of the text.
    Table(Vec<u32>),
    /// The map of the text's first bytes only (see [`Utf16::head`]), then the text's length
    /// in bytes and in UTF-16 units.
    Head(Box<Utf16>, u32, u32),
}

impl Utf16 {
    /// The table of `text`.
    pub fn new(text: &[u8]) -> Utf16 {
        if text.is_ascii() {
            return Utf16::Ascii(text.len() as u32);
        }
        let mut table = Vec::with_capacity(text.len() + 1);
        let mut units = 0u32;
        for chunk in text.utf8_chunks() {
            for c in chunk.valid().chars() {
                table.extend(core::iter::repeat_n(units, c.len_utf8()));
                units += c.len_utf16() as u32;
            }
            if !chunk.invalid().is_empty() {
                table.extend(core::iter::repeat_n(units, chunk.invalid().len()));
                units += 1;
            }
        }
        table.push(units);
        Utf16::Table(table)
    }

    /// The map of `text` for offsets up to `head` (a character boundary) and for the end of
    /// the text: an offset in between reads as `head`. The lint of a file past the size limit
    /// needs no other, and the table of a 5 MB file would take 20 MB of wasm memory for good.
    pub fn head(text: &[u8], head: usize) -> Utf16 {
        if head >= text.len() || text.is_ascii() {
            return Utf16::new(text);
        }
        let map = Utf16::new(&text[..head]);
        let total = map.at(head as u32) + units(&text[head..]);
        Utf16::Head(Box::new(map), text.len() as u32, total)
    }

    /// The UTF-16 offset of byte offset `byte` (clamped to the end of the text).
    pub fn at(&self, byte: u32) -> u32 {
        match self {
            Utf16::Ascii(len) => byte.min(*len),
            Utf16::Table(t) => t[(byte as usize).min(t.len() - 1)],
            Utf16::Head(_, len, total) if byte >= *len => *total,
            Utf16::Head(map, _, _) => map.at(byte),
        }
    }
}

/// The UTF-16 units of `text` as JS decodes it (one per invalid sequence).
pub(crate) fn units(text: &[u8]) -> u32 {
    text.utf8_chunks().map(|c| c.valid().encode_utf16().count() as u32 + !c.invalid().is_empty() as u32).sum()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use alloc::string::String;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn offsets_count_the_units_before_each_character(s in "\\PC{0,40}") {
            let map = Utf16::new(s.as_bytes());
            for (byte, _) in s.char_indices() {
                prop_assert_eq!(map.at(byte as u32) as usize, s[..byte].encode_utf16().count());
            }
            prop_assert_eq!(map.at(s.len() as u32) as usize, s.encode_utf16().count());
        }

        #[test]
        fn a_head_map_agrees_up_to_its_head_and_at_the_end(bytes in proptest::collection::vec(any::<u8>(), 0..60), at in 0usize..60) {
            // The head ends where the lint's does: before a line break.
            let head = bytes.iter().skip(at).position(|&b| b == b'\n').map_or(bytes.len(), |p| at + p);
            let (map, full) = (Utf16::head(&bytes, head), Utf16::new(&bytes));
            for byte in 0..=head as u32 {
                prop_assert_eq!(map.at(byte), full.at(byte));
            }
            prop_assert_eq!(map.at(bytes.len() as u32), full.at(bytes.len() as u32));
        }

        #[test]
        fn invalid_bytes_count_as_one_replacement_each(bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
            let map = Utf16::new(&bytes);
            let lossy = String::from_utf8_lossy(&bytes);
            prop_assert_eq!(map.at(bytes.len() as u32) as usize, lossy.encode_utf16().count());
            prop_assert_eq!(map.at(u32::MAX) as usize, lossy.encode_utf16().count());
        }
    }
}
