//! Any bytes parse, and the line model covers them: spans stay inside the input. The lazy
//! line model and the one kept during the parse agree, and so do their groups.
#![no_main]

use libfuzzer_sys::fuzz_target;
use robots_core::{Policy, Robots};

fuzz_target!(|data: &[u8]| {
    let robots = Robots::parse(data);
    for line in robots.lines() {
        assert!(line.span.start <= line.span.end && line.span.end as usize <= data.len());
        assert!(line.key.end <= line.span.end && line.value.end <= line.span.end);
    }
    let eager = Robots::parse_with_lines(data);
    assert_eq!(robots.lines(), eager.lines());
    assert_eq!(robots.groups(Policy::Google), eager.groups(Policy::Google));
    let _ = robots.diagnostics();
});
