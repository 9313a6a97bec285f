//! The first line is the agent, the second the URL, the rest the file: checks never panic
//! and both policies explain themselves.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "input.rs"]
mod input;
use robots_core::{Options, Policy};

fuzz_target!(|data: &[u8]| {
    let (agent, url, robots) = input::split(data);
    for policy in [Policy::Google, Policy::Rfc9309] {
        let v = robots.check_with(&agent, &url, &Options::policy(policy));
        let _ = v.explain();
        if let Some(w) = &v.winner {
            assert!(v.rules.iter().any(|r| r.line == w.line && r.matched));
        }
    }
});
