//! Criterion bench of the access-log replay: a generated Combined Log Format log of 100,000
//! lines (Googlebot, GPTBot, bingbot, impostors and browsers, with full User-Agent strings,
//! queries, `%`-escapes and raw non-ASCII) replayed against the realistic 3 KB robots.txt, and
//! the same log as JSON lines, and the native matcher alone on the same requests' paths.
//! Throughput is in lines.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, BenchmarkId, Criterion, Throughput};
use robots_core::logs::{IpRanges, Replay};
use robots_core::{Options, Robots};

#[path = "data.rs"]
mod data;

use data::Rng;

const LINES: usize = 100_000;

const AGENTS: &[(&str, &str)] = &[
    ("66.249.66.", "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
    ("66.249.66.", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
    ("20.171.207.", "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)"),
    ("157.55.39.", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"),
    ("203.0.113.", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
    ("198.51.100.", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"),
    ("198.51.100.", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1"),
    ("192.0.2.", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0"),
];

/// The generated log, Combined Log Format or JSON lines.
fn log(json: bool) -> Vec<u8> {
    let mut rng = Rng::new(0x10_95);
    let words = ["blog", "products", "cart", "account", "search", "api", "caf%C3%A9", "über", "shoes", "news", "private", "tmp"];
    let queries = ["", "", "?page=2", "?sort=asc&page=3", "?sessionid=42", "?q=caf%C3%A9", "?utm_source=x&ref=%2Fhome"];
    let mut out = Vec::with_capacity(LINES * 260);
    let mut t = 1_767_225_600i64; // 2026-01-01
    for i in 0..LINES {
        let (net, ua) = AGENTS[rng.below(AGENTS.len() as u64) as usize];
        let ip = format!("{net}{}", rng.below(200) + 1);
        let mut url = String::new();
        if i % 97 == 0 {
            url.push_str("/robots.txt");
        } else {
            for _ in 0..1 + rng.below(3) {
                url.push('/');
                url.push_str(rng.pick(&words));
            }
            url.push_str(rng.pick(&queries));
        }
        t += rng.below(3) as i64;
        let status = if rng.below(10) == 0 { 404 } else { 200 };
        if json {
            out.extend_from_slice(
                format!(
                    r#"{{"time":{t},"remote_addr":"{ip}","request":"GET {url} HTTP/1.1","status":{status},"body_bytes_sent":5120,"http_referer":"-","http_user_agent":"{ua}"}}"#
                )
                .as_bytes(),
            );
        } else {
            let day = (t - 1_767_225_600) / 86_400 + 1;
            let (h, m, s) = ((t / 3600) % 24, (t / 60) % 60, t % 60);
            out.extend_from_slice(
                format!(r#"{ip} - - [{day:02}/Jan/2026:{h:02}:{m:02}:{s:02} +0000] "GET {url} HTTP/1.1" {status} 5120 "-" "{ua}""#)
                    .as_bytes(),
            );
        }
        out.push(b'\n');
    }
    out
}

fn ranges() -> Vec<(String, IpRanges)> {
    vec![
        (
            "Googlebot".into(),
            IpRanges::from_text(br#"{"prefixes":[{"ipv4Prefix":"66.249.64.0/19"},{"ipv6Prefix":"2001:4860:4801::/48"}]}"#).ranges,
        ),
        ("GPTBot".into(), IpRanges::from_text(b"20.171.206.0/24\n20.171.207.0/24\n52.230.152.0/24\n").ranges),
    ]
}

fn replay(c: &mut Criterion) {
    let robots = Robots::parse(data::realistic());
    let mut g = c.benchmark_group("logs");
    g.throughput(Throughput::Elements(LINES as u64));
    for (name, json) in [("replay-3k", false), ("replay-3k-json", true)] {
        let log = log(json);
        g.bench_function(BenchmarkId::from_parameter(name), |b| {
            b.iter(|| {
                let mut r = Replay::new(&robots, &Options::default(), ranges());
                for chunk in log.chunks(64 * 1024) {
                    r.feed(black_box(chunk));
                }
                r.finish().requests
            })
        });
    }
    // The native matcher alone on the same requests, in the same run: the paths taken out of
    // the log beforehand, one Googlebot matcher deciding each. What the replay adds to it is
    // reading the line, the User-Agent, the address and the counts.
    let text = log(false);
    let paths: Vec<String> = text
        .split(|&b| b == b'\n')
        .filter_map(|l| {
            let at = l.windows(5).position(|w| w == b"GET /")? + 4;
            let end = at + l[at..].iter().position(|&b| b == b' ')?;
            Some(String::from_utf8_lossy(&l[at..end]).into_owned())
        })
        .collect();
    let matcher = robots.matcher("Googlebot");
    g.bench_function(BenchmarkId::from_parameter("matcher-3k"), |b| {
        b.iter(|| paths.iter().filter(|p| matcher.decide(black_box(p)).0).count())
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(5)).warm_up_time(Duration::from_secs(1));
    targets = replay
}

/// With `ROBOTS_BENCH_DATA=DIR`, writes the generated logs to DIR (access.log, access.jsonl)
/// instead of benchmarking, so that the replay can be timed elsewhere (the wasm build in Node)
/// on the same lines.
fn main() {
    if let Some(dir) = std::env::var_os("ROBOTS_BENCH_DATA") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("the data folder can be made");
        std::fs::write(dir.join("access.log"), log(false)).expect("writes the log");
        std::fs::write(dir.join("access.jsonl"), log(true)).expect("writes the log");
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
