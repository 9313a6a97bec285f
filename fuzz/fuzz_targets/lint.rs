//! Lint and coverage never panic, and every lint span and fix stays inside the file.
#![no_main]

use libfuzzer_sys::fuzz_target;
use robots_core::{Options, Policy, Robots};

fuzz_target!(|data: &[u8]| {
    let robots = Robots::parse(data);
    for policy in [Policy::Google, Policy::Rfc9309] {
        for lint in robots.lint(&Options::policy(policy)) {
            assert!(lint.span.start <= lint.span.end && lint.span.end as usize <= data.len());
            if let Some(fix) = &lint.fix {
                assert!(fix.span.start <= fix.span.end && fix.span.end as usize <= data.len());
            }
        }
    }
    let _ = robots.coverage();
});
