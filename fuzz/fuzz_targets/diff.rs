//! A comparison of two versions lists exactly the agent × URL pairs whose answer differs, each
//! with both versions' answers and lines as a check of each gives them. The input: the first
//! line is the agents (split at `|`), then the before file, a NUL, the after file; the URLs are
//! `/`, the paths made from both files' rules and the agents' names as paths.
#![no_main]

use libfuzzer_sys::fuzz_target;
use robots_core::{diff, urls_to_compare, Options, Policy, Robots};

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(2, |&b| b == b'\n');
    let agents_line = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let rest = parts.next().unwrap_or_default();
    let (before, after) = match rest.iter().position(|&b| b == 0) {
        Some(i) => (&rest[..i], &rest[i + 1..]),
        None => (rest, &b""[..]),
    };
    let (before, after) = (Robots::parse(before), Robots::parse(after));
    let agents: Vec<&str> = agents_line.split('|').take(8).collect();
    let extra: Vec<String> = agents.iter().map(|a| format!("/{a}")).collect();
    let given: Vec<&str> = extra.iter().map(String::as_str).collect();
    let urls = urls_to_compare(&before, &after, &given);
    let urls: Vec<&str> = urls.iter().map(String::as_str).take(200).collect();
    for policy in [Policy::Google, Policy::Rfc9309] {
        let opts = Options::policy(policy);
        let flips = diff(&before, &after, &agents, &urls, &opts, false);
        let mut at = flips.iter().peekable();
        for (i, agent) in agents.iter().enumerate() {
            for (j, url) in urls.iter().enumerate() {
                let (b, a) = (before.decide_with(agent, url, &opts), after.decide_with(agent, url, &opts));
                if b.0 == a.0 {
                    continue;
                }
                let f = at.next().expect("a flip the comparison missed");
                assert_eq!((f.agent as usize, f.url as usize, f.before, f.after), (i, j, b, a));
            }
        }
        assert!(at.next().is_none(), "a flip where nothing flips");
    }
});
