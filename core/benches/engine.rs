//! Criterion benches: the same inputs through robots-core, texting_robots 0.2 and robotstxt
//! 0.3, in the same run. `cargo xtask bench` prints the medians and ratios.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, BenchmarkId, Criterion, Throughput};
use robots_core::Robots;

#[path = "data.rs"]
mod data;

/// A robotstxt handler that keeps nothing: the cheapest possible use of its parser.
struct Noop;

impl robotstxt::RobotsParseHandler for Noop {
    fn handle_robots_start(&mut self) {}
    fn handle_robots_end(&mut self) {}
    fn handle_user_agent(&mut self, _: u32, v: &str) {
        black_box(v);
    }
    fn handle_allow(&mut self, _: u32, v: &str) {
        black_box(v);
    }
    fn handle_disallow(&mut self, _: u32, v: &str) {
        black_box(v);
    }
    fn handle_sitemap(&mut self, _: u32, _: &str) {}
    fn handle_unknown_action(&mut self, _: u32, _: &str, _: &str) {}
}

fn inputs() -> [(&'static str, Vec<u8>); 2] {
    [("3k", data::realistic().to_vec()), ("500k", data::large())]
}

fn parse(c: &mut Criterion) {
    let mut g = c.benchmark_group("parse");
    for (name, bytes) in inputs() {
        let text = String::from_utf8(bytes.clone()).unwrap();
        g.throughput(Throughput::Bytes(bytes.len() as u64));
        g.bench_function(BenchmarkId::new("robots-core", name), |b| b.iter(|| Robots::parse(black_box(&bytes))));
        g.bench_function(BenchmarkId::new("robotstxt", name), |b| b.iter(|| robotstxt::parse_robotstxt(black_box(&text), &mut Noop)));
        g.bench_function(BenchmarkId::new("texting_robots", name), |b| {
            b.iter(|| texting_robots::Robot::new("Googlebot", black_box(&bytes)).unwrap())
        });
    }
    g.finish();
}

fn bulk(c: &mut Criterion) {
    let urls = data::urls();
    let mut g = c.benchmark_group("bulk");
    g.throughput(Throughput::Elements(urls.len() as u64));
    for (name, bytes) in inputs() {
        let matcher = Robots::parse(&bytes).matcher("Googlebot");
        let theirs = texting_robots::Robot::new("Googlebot", &bytes).unwrap();
        g.bench_function(BenchmarkId::new("robots-core", name), |b| b.iter(|| urls.iter().filter(|u| matcher.allowed(u)).count()));
        g.bench_function(BenchmarkId::new("texting_robots", name), |b| b.iter(|| urls.iter().filter(|u| theirs.allowed(u)).count()));
    }
    g.finish();
}

/// One full check with its explanation, as the page does on every keystroke, per URL.
fn explain(c: &mut Criterion) {
    let urls = data::urls();
    let sample = &urls[..100];
    let mut g = c.benchmark_group("explain");
    g.throughput(Throughput::Elements(sample.len() as u64));
    for (name, bytes) in inputs() {
        let robots = Robots::parse(&bytes);
        g.bench_function(BenchmarkId::new("robots-core", name), |b| {
            b.iter(|| sample.iter().filter(|u| robots.check("Googlebot", u).allowed).count())
        });
        let text = String::from_utf8(bytes.clone()).unwrap();
        if name == "3k" {
            // robotstxt re-parses the file for every URL; it has no precompiled form.
            g.bench_function(BenchmarkId::new("robotstxt", name), |b| {
                b.iter(|| {
                    sample
                        .iter()
                        .filter(|u| robotstxt::DefaultMatcher::default().one_agent_allowed_by_robots(&text, "Googlebot", u))
                        .count()
                })
            });
        }
    }
    g.finish();
}

/// Patterns like `/*a*a*a…b` against long paths: the work must stay bounded.
fn adversarial(c: &mut Criterion) {
    let mut g = c.benchmark_group("adversarial");
    let text = format!("User-agent: *\nDisallow: /{}b\n", "*a".repeat(100));
    let path = format!("/{}", "a".repeat(4_000));
    let robots = Robots::parse(text.as_bytes());
    let matcher = robots.matcher("x");
    let theirs = texting_robots::Robot::new("x", text.as_bytes()).unwrap();
    g.bench_function("robots-core", |b| b.iter(|| matcher.allowed(black_box(&path))));
    g.bench_function("texting_robots", |b| b.iter(|| theirs.allowed(black_box(&path))));
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(2));
    targets = parse, bulk, explain, adversarial
}
/// With `ROBOTS_BENCH_DATA=DIR`, writes the bench inputs to DIR instead of benchmarking
/// (realistic.txt, large.txt and urls.txt, one URL a line), so that `cargo xtask bench` times
/// the npm package's command line on the same files and URLs as the `bulk` group.
fn main() {
    if let Some(dir) = std::env::var_os("ROBOTS_BENCH_DATA") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("the data folder can be made");
        for (name, bytes) in inputs() {
            std::fs::write(dir.join(format!("{name}.txt")), bytes).expect("writes the file");
        }
        std::fs::write(dir.join("urls.txt"), data::urls().join("\n") + "\n").expect("writes the URLs");
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
