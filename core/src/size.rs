//! The words for Google's size limits, for the page, the element and the command line to show
//! as they are: a file longer than Google's crawler reads (where it stops, what it ignores) and
//! lines longer than Google reads.

use alloc::string::String;

use crate::lines::MAX_LINE_LEN;
use crate::robots::Robots;
use crate::text::{text, Grouped};

impl Robots {
    /// Where a crawler that reads `limit` bytes stops in this file: the line holding byte
    /// `limit` (lines end in LF, CR or CRLF, as the parser reads them) and the first byte of the
    /// character holding it; `None` when the file is not longer. Counted in the text itself:
    /// the line model of a 5 MB file is not built for it.
    pub fn size_cut_at(&self, limit: usize) -> Option<(u32, usize)> {
        let text = self.text();
        if text.len() <= limit {
            return None;
        }
        // A CR counts where no LF follows it; the LF of a CRLF counts (not when it is the
        // byte at `limit` itself: that line end is the cut line's).
        let ends = text[..limit].iter().enumerate().filter(|&(i, &b)| b == b'\n' || b == b'\r' && text[i + 1] != b'\n').count();
        let mut at = limit;
        while at > 0 && limit - at < 3 && text[at] & 0xC0 == 0x80 {
            at -= 1;
        }
        Some((ends as u32 + 1, at))
    }
}

/// A file of `bytes` bytes against a crawler that reads `limit` of them; `line` is the line
/// holding the byte the crawler stops at (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeCut {
    /// The file's length in bytes.
    pub bytes: u64,
    /// How many bytes the crawler reads ([`crate::GOOGLE_SIZE_LIMIT`] for Google's).
    pub limit: u64,
    /// The line holding the byte the crawler stops at.
    pub line: u32,
}

impl SizeCut {
    /// Whether the file is longer than the crawler reads.
    pub fn over(&self) -> bool {
        self.bytes > self.limit
    }

    /// The bytes the crawler ignores.
    pub fn ignored(&self) -> u64 {
        self.bytes.saturating_sub(self.limit)
    }

    /// Where the crawler stops: "This file is 3,702,000 bytes. Google's crawler reads only the
    /// first 512,000 bytes (500 KiB), so it ignores the last 3,190,000 bytes, from line 47,065 on."
    pub fn sentence(&self) -> String {
        text!(
            "This file is ",
            Grouped(self.bytes),
            " bytes. Google's crawler reads only the first ",
            Grouped(self.limit),
            " bytes",
            self.kib(),
            ", so it ignores the last ",
            Grouped(self.ignored()),
            " bytes, from line ",
            Grouped(u64::from(self.line)),
            " on."
        )
    }

    /// The same for a reading that reads the whole file, as Google's library does: "This file is
    /// 3,702,000 bytes, over 500 KiB: Google's crawler would ignore the last 3,190,000 bytes."
    pub fn whole_file_sentence(&self) -> String {
        let over = if self.limit % 1024 == 0 {
            text!(", over ", Grouped(self.limit / 1024), " KiB")
        } else {
            text!(", over ", Grouped(self.limit), " bytes")
        };
        text!(
            "This file is ",
            Grouped(self.bytes),
            " bytes",
            over,
            ": Google's crawler would ignore the last ",
            Grouped(self.ignored()),
            " bytes."
        )
    }

    /// The mark at the cut in the file: "Google's crawler stops reading here: byte 512,000
    /// (500 KiB), line 47,065. The rest is ignored."
    pub fn marker(&self) -> String {
        text!(
            "Google's crawler stops reading here: byte ",
            Grouped(self.limit),
            self.kib(),
            ", line ",
            Grouped(u64::from(self.line)),
            ". The rest is ignored."
        )
    }

    /// ` (500 KiB)` when the limit is a whole number of KiB.
    fn kib(&self) -> String {
        if self.limit % 1024 == 0 {
            text!(" (", Grouped(self.limit / 1024), " KiB)")
        } else {
            String::new()
        }
    }
}

/// `lines` lines longer than Google reads: "2 lines over 16,663 bytes: Google ignores the rest
/// of each."
pub fn long_lines_sentence(lines: u64) -> String {
    text!(
        Grouped(lines),
        if lines == 1 { " line over " } else { " lines over " },
        Grouped(MAX_LINE_LEN as u64),
        " bytes: Google ignores the rest of each."
    )
}
