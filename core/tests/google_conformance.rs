//! The verdicts and deciding lines Google's reference library (google/robotstxt) gives, run
//! through `check` and through the precompiled `Matcher`: the 20,000 generated cases, and
//! the 10,139 cases written by reading the reference branch by branch (tests/conformance).

use std::io::Read;

use base64::Engine as _;
use robots_core::Robots;

struct Case {
    id: String,
    robots: Vec<u8>,
    agent: String,
    url: String,
    allowed: bool,
    line: u32,
}

/// The cases of `tests/conformance/<name>`.
fn cases(name: &str) -> Vec<Case> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/conformance").join(name);
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).expect("conformance data")).read_to_string(&mut text).expect("gzip");
    text.lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("json line");
            let robots = match v.get("robots_b64") {
                Some(b) => base64::engine::general_purpose::STANDARD.decode(b.as_str().unwrap()).unwrap(),
                None => v["robots"].as_str().unwrap().as_bytes().to_vec(),
            };
            Case {
                id: v["id"].as_str().unwrap().to_string(),
                robots,
                agent: v["agent"].as_str().unwrap().to_string(),
                url: v["url"].as_str().unwrap().to_string(),
                allowed: v["allowed"].as_bool().unwrap(),
                line: v["line"].as_u64().unwrap() as u32,
            }
        })
        .collect()
}

/// Each case through `check` and the `Matcher`: what disagrees with the reference.
fn failures(cases: &[Case]) -> Vec<String> {
    let mut failures = Vec::new();
    for c in cases {
        let robots = Robots::parse(&c.robots);
        let v = robots.check(&c.agent, &c.url);
        let got = (v.allowed(), v.winner_line().unwrap_or(0));
        if got != (c.allowed, c.line) {
            failures.push(format!("{} check: got {:?}, want {:?}", c.id, got, (c.allowed, c.line)));
        }
        let m = robots.matcher(&c.agent).decide(&c.url);
        if m != (c.allowed, c.line) {
            failures.push(format!("{} matcher: got {:?}, want {:?}", c.id, m, (c.allowed, c.line)));
        }
    }
    failures
}

fn assert_all_pass(cases: &[Case], count: usize) {
    assert_eq!(cases.len(), count);
    let failures = failures(cases);
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n"));
}

#[test]
fn every_google_case_passes_through_check_and_matcher() {
    assert_all_pass(&cases("google-verdicts.jsonl.gz"), 20_000);
}

#[test]
fn every_hand_written_case_passes_through_check_and_matcher() {
    assert_all_pass(&cases("hand-verdicts.jsonl.gz"), 10_139);
}
