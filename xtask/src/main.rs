//! Build, serve, test and bench orchestration: `cargo xtask <command>`.
//!
//! Runs from the project root whatever the current directory; outputs go under `target/`,
//! `web/pkg` (the npm package) and `www/dist` (the page, built by `www/build.mjs`).

mod bench;
mod bench_web;
mod build;
mod fuzz;
mod house;
mod install;
mod serve;
mod test;
mod util;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <command>

  build              the npm package (web/pkg) and the page (www/dist), with their sizes
  serve [--port N]   build, then serve www/dist on http://127.0.0.1:8080 (or port N)
  test               install what is missing, then run every test; one summary line
  bench [filter]     the core's criterion benches, then medians and ratios against peers, and the
                     robots-parser façade against robots-parser
  fuzz [--minutes N] [target…]
                     the cargo-fuzz targets (parse, check, matcher, highlight, lint, diff)
  bench-web [--baseline <git-rev>]
                     keystroke → frame and long tasks of the page while typing, at every
                     file size, in headless Chromium; against another revision's page too";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("build") => build::run(),
        Some("serve") => serve::run(&args[1..]),
        Some("test") => test::run(),
        Some("bench") => bench::run(&args[1..]),
        Some("fuzz") => fuzz::run(&args[1..]),
        Some("bench-web") => bench_web::run(&args[1..]),
        // The pinned wasm-bindgen CLI itself, for looking into a build by hand.
        Some("wasm-bindgen") => {
            wasm_bindgen_cli::wasm_bindgen::run_cli_with_args(std::env::args_os().skip(1)).map_err(|e| format!("{e:#}"))
        }
        // Used by `test` as cargo's runner for wasm32 test binaries.
        Some("wasm-bindgen-test-runner") => {
            wasm_bindgen_cli::wasm_bindgen_test_runner::run_cli_with_args(std::env::args_os().skip(1)).map_err(|e| format!("{e:#}"))
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: error: {e}");
            ExitCode::FAILURE
        }
    }
}
