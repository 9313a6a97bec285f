//! The precompiled matcher gives the same verdict and line as a full check.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "input.rs"]
mod input;
use robots_core::{Options, Policy};

fuzz_target!(|data: &[u8]| {
    let (agent, url, robots) = input::split(data);
    for policy in [Policy::Google, Policy::Rfc9309] {
        let opts = Options::policy(policy);
        let v = robots.check_with(&agent, &url, &opts);
        let m = robots.matcher_with(&agent, &opts).decide(&url);
        assert_eq!(m, (v.allowed, v.winner_line().unwrap_or(0)));
    }
});
