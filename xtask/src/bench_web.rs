//! `cargo xtask bench-web`: keystroke timings of the playground page in headless Chromium.
//!
//! Builds the package and the page, then runs `www/bench/bench-web.mjs`, which serves
//! www/dist itself, loads a 500 KiB robots.txt, types into it and prints p50/p95/max of the
//! engine's part and of input → updated highlight (goals: 4 ms and 16 ms at p95).
//! Extra arguments go to the script (`--keys N`).

use crate::util::{self, cmd, say, Result};
use crate::{build, install};

pub fn run(args: &[String]) -> Result {
    install::tools(true)?;
    build::build_all()?;
    say("node www/bench/bench-web.mjs (headless Chromium)");
    util::run(cmd("node").arg("www/bench/bench-web.mjs").args(args))
}
