//! `cargo xtask bench`: the core's criterion benches, then the medians of robots-core and its
//! peers (texting_robots 0.2, robotstxt 0.3) measured in that same run, with ratios; then the
//! npm package's robots-parser façade against robots-parser (web/bench/facade.mjs), and its
//! memory against robots-parser's (web/bench/facade-memory.mjs).

use std::path::Path;

use crate::util::{self, cmd, say, Result};

/// (group, input, unit divisor, label): each row compares robots-core with its peers.
const ROWS: &[(&str, &str, f64, &str)] = &[
    ("parse", "3k", 1.0, "parse, realistic 3 KB file"),
    ("parse", "500k", 1.0, "parse, 500 KiB file"),
    ("bulk", "3k", 10_000.0, "bulk check per URL, 3 KB file"),
    ("bulk", "500k", 10_000.0, "bulk check per URL, 500 KiB file"),
    ("explain", "3k", 100.0, "full explained check per URL, 3 KB file"),
    ("explain", "500k", 100.0, "full explained check per URL, 500 KiB file"),
    ("adversarial", "", 1.0, "adversarial /*a*a…b against a 4,000-byte path"),
];

const PEERS: &[&str] = &["texting_robots", "robotstxt"];

fn median_ns(dir: &Path) -> Option<f64> {
    let text = std::fs::read_to_string(dir.join("new/estimates.json")).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    v["median"]["point_estimate"].as_f64()
}

fn show(ns: f64) -> String {
    if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.2} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

pub fn run(args: &[String]) -> Result {
    util::run(cmd("cargo").args(["bench", "-p", "robots-core", "--"]).args(args))?;
    report();
    // The npm package's robots-parser façade against robots-parser, on the package as built.
    if util::root().join("web/pkg/node.js").exists() {
        say("node web/bench/facade.mjs (the robots-parser façade against robots-parser 3.0.1)");
        util::run(cmd("node").arg("web/bench/facade.mjs"))?;
        say("node web/bench/facade-memory.mjs (peak RSS of a loop of a million façade parsers, against robots-parser's)");
        util::run(cmd("node").arg("web/bench/facade-memory.mjs"))?;
        // The command line over the bulk group's files and URLs: the engine bench writes them.
        let data = crate::util::target_dir().join("bench-data");
        say("node web/bench/cli.mjs (npx robots-playground check over a million URLs, against the native matcher)");
        util::run(cmd("cargo").args(["bench", "-p", "robots-core", "--bench", "engine"]).env("ROBOTS_BENCH_DATA", &data))?;
        util::run(cmd("node").arg("web/bench/cli.mjs").arg(&data))?;
        // The access-log replay: the logs bench writes its logs, the package replays them.
        say("node web/bench/logs.mjs (LogReplay and robots-playground logs, against the native replay and matcher)");
        util::run(cmd("cargo").args(["bench", "-p", "robots-core", "--bench", "logs"]).env("ROBOTS_BENCH_DATA", &data))?;
        util::run(cmd("node").arg("web/bench/logs.mjs").arg(&data))?;
    } else {
        say("web/pkg is not built (cargo xtask build): no façade bench");
    }
    Ok(())
}

/// Prints the table of medians and ratios from `target/criterion`.
pub fn report() {
    let base = util::root().join("target/criterion");
    say("medians from this run (ratio = peer time / robots-core time):");
    for (group, input, per, label) in ROWS {
        let at = |who: &str| median_ns(&base.join(group).join(who).join(input)).map(|t| t / per);
        let Some(ours) = at("robots-core") else { continue };
        let mut line = format!("  {label}: robots-core {}", show(ours));
        for peer in PEERS {
            if let Some(t) = at(peer) {
                line += &format!("; {peer} {} ({:.1}×)", show(t), t / ours);
            }
        }
        println!("{line}");
    }
    for (group, label) in [("lint", "lint"), ("coverage_500k", "coverage")] {
        for entry in std::fs::read_dir(base.join(group)).into_iter().flatten().flatten() {
            if let Some(t) = median_ns(&entry.path()) {
                println!("  {label} {}: {}", entry.file_name().to_string_lossy(), show(t));
            }
        }
    }
}
