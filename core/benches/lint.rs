//! Criterion benches of the full entry's features: lint and coverage of the realistic 3 KB file
//! and of the ~500 KiB file (2,000 groups, 20,000 rules) and one rule pair repeated to 500 KiB,
//! and reading User-Agent strings.
//! The target: lint of the 500 KiB file in at most 2 ms.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use robots_core::{catalog, tokens_from_user_agent, Options, Robots};

#[path = "data.rs"]
mod data;

fn lint(c: &mut Criterion) {
    let mut g = c.benchmark_group("lint");
    // A generated file that repeats one Allow/Disallow pair up to 500 KiB: every finding's
    // URL matches all its rules.
    let mut repeated = b"User-agent: *\n".to_vec();
    while repeated.len() < 512_000 {
        repeated.extend_from_slice(b"Disallow: /same\nAllow: /same\n");
    }
    for (name, bytes) in [("3k", data::realistic().to_vec()), ("500k", data::large()), ("500k-repeated", repeated)] {
        let robots = Robots::parse(&bytes);
        g.throughput(Throughput::Bytes(bytes.len() as u64));
        g.bench_function(name, |b| b.iter(|| black_box(robots.lint(&Options::default()))));
    }
    g.finish();
}

fn coverage(c: &mut Criterion) {
    let robots = Robots::parse(&data::large());
    c.bench_function("coverage/500k", |b| b.iter(|| black_box(robots.coverage())));
}

fn user_agents(c: &mut Criterion) {
    let uas: Vec<&str> = catalog::all().iter().flat_map(|c| c.user_agents.iter().copied()).collect();
    c.bench_function("user-agent/catalog-strings", |b| {
        b.iter(|| uas.iter().map(|u| tokens_from_user_agent(black_box(u)).token.len()).sum::<usize>())
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(3));
    targets = lint, coverage, user_agents
}
criterion_main!(benches);
