//! The size limits' sentences: what the page, the element and the command line show.

use robots_core::{long_lines_sentence, SizeCut, GOOGLE_SIZE_LIMIT};

#[test]
fn a_file_past_googles_limit() {
    let cut = SizeCut { bytes: 3_702_000, limit: GOOGLE_SIZE_LIMIT as u64, line: 47_065 };
    assert!(cut.over());
    assert_eq!(cut.ignored(), 3_190_000);
    assert_eq!(
        cut.sentence(),
        "This file is 3,702,000 bytes. Google's crawler reads only the first 512,000 bytes (500 KiB), so it ignores the last 3,190,000 bytes, from line 47,065 on."
    );
    assert_eq!(
        cut.whole_file_sentence(),
        "This file is 3,702,000 bytes, over 500 KiB: Google's crawler would ignore the last 3,190,000 bytes."
    );
    assert_eq!(cut.marker(), "Google's crawler stops reading here: byte 512,000 (500 KiB), line 47,065. The rest is ignored.");
}

#[test]
fn another_limit_and_small_numbers() {
    let cut = SizeCut { bytes: 1_001, limit: 1_000, line: 3 };
    assert_eq!(
        cut.sentence(),
        "This file is 1,001 bytes. Google's crawler reads only the first 1,000 bytes, so it ignores the last 1 bytes, from line 3 on."
    );
    assert_eq!(cut.whole_file_sentence(), "This file is 1,001 bytes, over 1,000 bytes: Google's crawler would ignore the last 1 bytes.");
    assert!(!SizeCut { bytes: 1_000, limit: 1_000, line: 1 }.over());
}

#[test]
fn long_lines() {
    assert_eq!(long_lines_sentence(1), "1 line over 16,663 bytes: Google ignores the rest of each.");
    assert_eq!(long_lines_sentence(1_234), "1,234 lines over 16,663 bytes: Google ignores the rest of each.");
}
