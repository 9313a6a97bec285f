//! The precompiled matcher gives the same verdict and line as a full check.
#![no_main]

use libfuzzer_sys::fuzz_target;
use robots_core::{Options, Policy, Robots};

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(3, |&b| b == b'\n');
    let agent = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let url = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let robots = Robots::parse(parts.next().unwrap_or_default());
    for policy in [Policy::Google, Policy::Rfc9309] {
        let opts = Options::policy(policy);
        let v = robots.check_with(&agent, &url, &opts);
        let m = robots.matcher_with(&agent, &opts).decide(&url);
        assert_eq!(m, (v.allowed, v.winner_line().unwrap_or(0)));
    }
});
