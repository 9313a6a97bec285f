//! Any bytes parse, and the line model covers them: spans stay inside the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use robots_core::Robots;

fuzz_target!(|data: &[u8]| {
    let robots = Robots::parse(data);
    for line in robots.lines() {
        assert!(line.span.start <= line.span.end && line.span.end as usize <= data.len());
        assert!(line.key.end <= line.span.end && line.value.end <= line.span.end);
    }
    let _ = robots.diagnostics();
});
