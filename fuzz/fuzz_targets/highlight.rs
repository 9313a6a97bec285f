//! Highlight roles never panic and agree with the verdict's winner.
#![no_main]

use libfuzzer_sys::fuzz_target;
use robots_core::{Options, Robots, Role};

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(3, |&b| b == b'\n');
    let agent = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let url = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let robots = Robots::parse(parts.next().unwrap_or_default());
    let opts = Options::default();
    let v = robots.check_with(&agent, &url, &opts);
    let roles = robots.highlight(&agent, Some(&url), &opts);
    let winners: Vec<u32> = roles.iter().filter(|r| r.role == Role::Winner).map(|r| r.line).collect();
    assert_eq!(winners, v.winner_line().into_iter().collect::<Vec<_>>());
});
