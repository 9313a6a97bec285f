//! Shared helpers: the project root, running commands, sizes.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

pub type Result<T = ()> = std::result::Result<T, String>;

/// The project root (the workspace holding xtask/).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask lives in the project root").to_path_buf()
}

/// A command run from the project root.
pub fn cmd(program: impl AsRef<std::ffi::OsStr>) -> Command {
    let mut c = Command::new(program);
    c.current_dir(root());
    c
}

/// Runs `c`, failing with its command line when it does not succeed.
pub fn run(c: &mut Command) -> Result {
    let status = c.status().map_err(|e| format!("cannot start {c:?}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{c:?} failed ({status})"))
    }
}

/// A line of progress, flushed at once.
pub fn say(msg: impl std::fmt::Display) {
    println!("xtask: {msg}");
    let _ = std::io::stdout().flush();
}

/// Gzipped size of `bytes` at the best level.
pub fn gzip_len(bytes: &[u8]) -> usize {
    gzip(bytes).len()
}

/// `bytes` gzipped, at the best compression.
pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    enc.write_all(bytes).expect("in-memory gzip");
    enc.finish().expect("in-memory gzip")
}

/// `n` bytes as kilobytes with one decimal.
pub fn kb(n: usize) -> String {
    format!("{:.1} KB", n as f64 / 1000.0)
}

/// Every file under `dir`, recursively, sorted.
pub fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The cargo target directory.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}

/// Copies a JS file without its comments and spaces, names kept (stack traces stay readable):
/// the glue's comments repeat the .d.ts, and this takes 2.4 KB gzipped off the package.
pub fn minify(from: &Path, to: &Path) -> Result {
    let esbuild = root().join("node_modules/.bin/esbuild");
    run(cmd(esbuild)
        .arg(from)
        .args(["--minify-whitespace", "--minify-syntax", "--format=esm", "--log-level=warning"])
        .arg(format!("--outfile={}", to.display())))
}

pub fn copy_file(from: &Path, to: &Path) -> Result {
    std::fs::copy(from, to).map(drop).map_err(|e| format!("copying {} to {}: {e}", from.display(), to.display()))
}

/// The npm package's folder, web/pkg.
pub fn pkg_dir() -> PathBuf {
    root().join("web/pkg")
}
