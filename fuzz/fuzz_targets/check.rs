//! The first line is the agent, the second the URL, the rest the file: checks never panic
//! and both policies explain themselves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use robots_core::{Options, Policy, Robots};

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(3, |&b| b == b'\n');
    let agent = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let url = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let robots = Robots::parse(parts.next().unwrap_or_default());
    for policy in [Policy::Google, Policy::Rfc9309] {
        let v = robots.check_with(&agent, &url, &Options::policy(policy));
        let _ = v.explain();
        if let Some(w) = &v.winner {
            assert!(v.rules.iter().any(|r| r.line == w.line && r.matched));
        }
    }
});
