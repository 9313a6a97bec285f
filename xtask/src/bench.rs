//! `cargo xtask bench`: the core's criterion benches.

use crate::util::{self, cmd, Result};

pub fn run() -> Result {
    util::run(cmd("cargo").args(["bench", "-p", "robots-core"]))
}
