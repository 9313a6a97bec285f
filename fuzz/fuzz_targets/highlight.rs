//! Highlight roles never panic and agree with the verdict's winner.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "input.rs"]
mod input;
use robots_core::{Options, Role};

fuzz_target!(|data: &[u8]| {
    let (agent, url, robots) = input::split(data);
    let opts = Options::default();
    let v = robots.check_with(&agent, &url, &opts);
    let roles = robots.highlight(&agent, Some(&url), &opts);
    let winners: Vec<u32> = roles.iter().filter(|r| r.role == Role::Winner).map(|r| r.line).collect();
    assert_eq!(winners, v.winner_line().into_iter().collect::<Vec<_>>());
});
