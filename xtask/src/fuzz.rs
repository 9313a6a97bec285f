//! `cargo xtask fuzz [--minutes N] [target…]`: runs the cargo-fuzz targets of `fuzz/`, each
//! for N minutes (default 1), from the committed seeds in `fuzz/seeds/`, and prints each
//! target's runs, exec/s and coverage.

use crate::util::{self, cmd, say, Result};

const TARGETS: &[&str] = &["parse", "check", "matcher", "highlight", "lint", "diff"];

pub fn run(args: &[String]) -> Result {
    let mut minutes = 1u64;
    let mut targets: Vec<&str> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--minutes" => {
                minutes = it.next().and_then(|m| m.parse().ok()).ok_or("--minutes needs a whole number")?;
            }
            t if TARGETS.contains(&t) => targets.push(TARGETS[TARGETS.iter().position(|x| *x == t).unwrap()]),
            other => return Err(format!("unknown fuzz argument {other:?}; targets: {}", TARGETS.join(", "))),
        }
    }
    if targets.is_empty() {
        targets = TARGETS.to_vec();
    }
    if cmd("cargo").args(["fuzz", "--version"]).output().map_or(true, |o| !o.status.success()) {
        say("installing cargo-fuzz (once)");
        util::run(cmd("cargo").args(["install", "cargo-fuzz", "--locked"]))?;
    }
    let fuzz = util::root().join("fuzz");
    for t in targets {
        let corpus = fuzz.join("corpus").join(t);
        std::fs::create_dir_all(&corpus).map_err(|e| format!("{}: {e}", corpus.display()))?;
        say(format!("fuzzing {t} for {minutes} min"));
        // cargo-fuzz asks for nightly flags; the stable compiler accepts them with
        // RUSTC_BOOTSTRAP, which keeps this to the machine's one toolchain.
        let out = cmd("cargo")
            .current_dir(&fuzz)
            .env("RUSTC_BOOTSTRAP", "1")
            .args(["fuzz", "run", t])
            .arg(&corpus)
            .arg(fuzz.join("seeds"))
            .arg("--")
            .arg(format!("-max_total_time={}", minutes * 60))
            .output()
            .map_err(|e| format!("cannot start cargo fuzz: {e}"))?;
        let log = String::from_utf8_lossy(&out.stderr);
        let done = log.lines().rev().find(|l| l.contains("DONE") || l.contains("cov:")).unwrap_or("no stats");
        say(format!("{t}: {}", done.trim()));
        if !out.status.success() {
            eprintln!("{log}");
            return Err(format!("fuzz target {t} found a crash (see fuzz/artifacts/{t}/)"));
        }
    }
    Ok(())
}
