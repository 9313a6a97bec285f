//! The 20,000 generated cases with the verdict and deciding line Google's reference library
//! (google/robotstxt) gives, run through `check` and through the precompiled `Matcher`.

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

fn cases() -> Vec<Case> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/conformance/google-verdicts.jsonl.gz");
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).expect("conformance data"))
        .read_to_string(&mut text)
        .expect("gzip");
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

#[test]
fn every_google_case_passes_through_check_and_matcher() {
    let cases = cases();
    assert_eq!(cases.len(), 20_000);
    let mut failures = Vec::new();
    for c in &cases {
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
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n"));
}
