//! The package's wasm, built once per entry (see `FLAVOURS`): the robots-web crate for wasm32 (release
//! profile: opt-level "z", LTO, one codegen unit, panic abort), wasm-bindgen `--target web`,
//! npm binaryen's `wasm-opt` (never Debian's, see docs/toolchain.md), the generated glue and
//! types, and the wasm inside an ES module for the `inline` entries.

use std::path::{Path, PathBuf};

use super::manifest;
use crate::util::{self, cmd, minify, root, say, target_dir, Result};

/// wasm-opt's arguments. `-ocimfs=0` (`--one-caller-inline-max-function-size`) keeps
/// wasm-opt from inlining functions that have one caller: it makes the raw wasm 2 % bigger but
/// the gzipped one 7 % smaller (92.7 KB instead of 99.2 KB when measured), since the inlined
/// bodies compress worse than calls. Measured with `--skip-pass` on each pass of -Oz: inlining
/// was the only one that cost gzipped bytes. `-O2 --converge` rather than `-Oz`: 2.6 % bigger
/// raw, but 0.4 KB smaller gzipped, and 8–10 % faster in Node (lint and check of 500 KiB).
/// `--strip-target-features`: the `target_features` section is for tools that read the wasm
/// as input, engines ignore it (0.1 KB gzipped off each wasm).
pub const WASM_OPT: &[&str] = &["-O2", "-ocimfs=0", "--converge", "--strip-debug", "--strip-target-features"];

/// One build of the wasm for the package: its entry, its folder in web/pkg, its features, and
/// whether it has the full entry's functions (the `full` feature).
pub struct Flavour {
    pub entry: &'static str,
    /// The suffix of web/js's files of this entry only: `wasm-full.js` is the full entry's
    /// `wasm.js` (see [`own_name`]).
    pub name: &'static str,
    pub dir: &'static str,
    pub features: &'static [&'static str],
    pub full: bool,
    /// The wasm's file name: one per entry, so that a bundler or a user copying both entries'
    /// files into one folder keeps both.
    pub wasm: &'static str,
}

/// The package's two builds of the wasm: the default entry, without the `full` feature
/// (verdicts, explanations, highlight, diagnostics, matcher, façade: issue 3's API, within its
/// 40 KB), and the full entry, which adds the lint, coverage, the catalog's listing and the
/// User-Agent reading (issue 4) for the page, the element and npm users who want them; and the
/// logs entry, the full one plus the access-log replay, which the command line's `logs` and
/// the page's log panel load when they are used.
pub const FLAVOURS: [Flavour; 3] = [
    Flavour {
        entry: "robots-playground",
        name: "default",
        dir: "",
        features: &["--no-default-features"],
        full: false,
        wasm: "robots-playground_bg.wasm",
    },
    Flavour {
        entry: "robots-playground/full",
        name: "full",
        dir: "full",
        features: &[],
        full: true,
        wasm: "robots-playground-full_bg.wasm",
    },
    Flavour {
        entry: "robots-playground/logs",
        name: "logs",
        dir: "logs",
        features: &["--features", "logs"],
        full: true,
        wasm: "robots-playground-logs_bg.wasm",
    },
];

/// One build of the wasm, with its glue and types, into `out`.
pub fn build(f: &Flavour, out: &Path) -> Result {
    say(format!("building robots-web for wasm32-unknown-unknown (release, {}) for {}", f.features.join(" "), f.entry));
    util::run(
        cmd("cargo")
            .args(["build", "--quiet", "-p", "robots-web", "--target", "wasm32-unknown-unknown", "--release"])
            .args(f.features)
            .env("CARGO_ENCODED_RUSTFLAGS", wasm_rustflags()),
    )?;
    let wasm = target_dir().join("wasm32-unknown-unknown/release/robots_web.wasm");
    let bindgen = target_dir().join("xtask/bindgen").join(f.entry.replace('/', "-"));
    let _ = std::fs::remove_dir_all(&bindgen);
    say("wasm-bindgen --target web");
    wasm_bindgen_cli::wasm_bindgen::run_cli_with_args([
        "wasm-bindgen".as_ref(),
        "--target".as_ref(),
        "web".as_ref(),
        "--remove-name-section".as_ref(),
        "--remove-producers-section".as_ref(),
        "--out-name".as_ref(),
        manifest::NAME.as_ref(),
        "--out-dir".as_ref(),
        bindgen.as_os_str(),
        wasm.as_os_str(),
    ])
    .map_err(|e| format!("wasm-bindgen: {e:#}"))?;

    std::fs::create_dir_all(out).map_err(|e| format!("creating {}: {e}", out.display()))?;
    let main_wasm = format!("{}_bg.wasm", manifest::NAME);
    say(format!("wasm-opt {} (npm binaryen)", WASM_OPT.join(" ")));
    let wasm_opt = root().join("node_modules/.bin/wasm-opt");
    util::run(cmd(&wasm_opt).args(WASM_OPT).arg(bindgen.join(&main_wasm)).arg("-o").arg(out.join(f.wasm)))?;
    inline_wasm(&out.join(f.wasm), &out.join(INLINE_WASM))?;
    say("esbuild --minify-whitespace --minify-syntax (the JS files; the .d.ts keep the docs)");
    let glue = format!("{}.js", manifest::NAME);
    // The glue's own default location of the wasm (used when init is given none) names the
    // generated file, which each entry renames: bundlers that follow `new URL(…,
    // import.meta.url)`, such as webpack, look for it.
    let text = std::fs::read_to_string(bindgen.join(&glue)).map_err(|e| format!("reading the glue: {e}"))?;
    if !text.contains(&format!("'{main_wasm}'")) {
        return Err(format!("the glue does not name '{main_wasm}'"));
    }
    std::fs::write(bindgen.join(&glue), text.replace(&format!("'{main_wasm}'"), &format!("'{}'", f.wasm)))
        .map_err(|e| format!("writing the glue: {e}"))?;
    minify(&bindgen.join(&glue), &out.join(&glue))?;
    let types = format!("{}.d.ts", manifest::NAME);
    glue_types(&bindgen.join(&types), &out.join(&types))?;
    Ok(())
}

/// Where the generated `.d.ts` starts declaring its own loader (`InitInput`, `InitOutput`,
/// `initSync`, its default `init`): web/js/index.d.ts declares the package's instead.
const GLUE_LOADER_TYPES: &str = "export type InitInput";

/// Copies the generated `.d.ts` from `from` to `to` without its loader's declarations, which
/// name DOM types (`RequestInfo`, `BufferSource`) that a Node project whose `lib` is only
/// es2022 lacks, and which web/js/index.d.ts replaces.
fn glue_types(from: &Path, to: &Path) -> Result {
    let text = std::fs::read_to_string(from).map_err(|e| format!("reading {}: {e}", from.display()))?;
    let at = text.find(GLUE_LOADER_TYPES).ok_or_else(|| format!("{} has no `{GLUE_LOADER_TYPES}`", from.display()))?;
    std::fs::write(to, text[..at].trim_end().to_string() + "\n").map_err(|e| format!("writing {}: {e}", to.display()))
}

/// The module of the `inline` entry (web/js/inline.js) that holds the entry's wasm.
pub const INLINE_WASM: &str = "wasm-inline.js";

/// Writes the wasm `from` into the ES module `to`, as its default export: the wasm gzipped,
/// then in base64. Gzipped first, the module is 56 % of the wasm's size rather than 133 %, and
/// it gzips no smaller, so a user's bundle and the npm package gain about the gzipped wasm's
/// size (the browser's or Node's DecompressionStream restores it).
fn inline_wasm(from: &Path, to: &Path) -> Result {
    use base64::Engine as _;
    let wasm = std::fs::read(from).map_err(|e| format!("reading {}: {e}", from.display()))?;
    let text = format!(
        "// The wasm of this folder's entry, gzipped, in base64, for inline.js (written by cargo xtask build).\nexport default \"{}\";\n",
        base64::engine::general_purpose::STANDARD.encode(util::gzip(&wasm))
    );
    std::fs::write(to, text).map_err(|e| format!("writing {}: {e}", to.display()))
}

/// The user's own rustflags, if any, and `--remap-path-prefix` for the sources whose panic
/// locations end up in the wasm, which would otherwise carry this machine's paths:
/// - the crates' sources (js-sys): `$CARGO_HOME/registry/src/…`;
/// - the standard library's, when rustup's `rust-src` component is installed (rust-analyzer
///   installs it): rustc then turns std's virtual `/rustc/<commit>/library/…` back into
///   `<sysroot>/lib/rustlib/src/rust/library/…`. Mapped back to the virtual form, the wasm is
///   the same byte for byte with or without the component.
///
/// (As `CARGO_ENCODED_RUSTFLAGS`: fields separated by 0x1f, so paths with spaces stay whole.)
fn wasm_rustflags() -> String {
    let mut flags: Vec<String> = match std::env::var("CARGO_ENCODED_RUSTFLAGS") {
        Ok(encoded) if !encoded.is_empty() => encoded.split('\x1f').map(String::from).collect(),
        _ => std::env::var("RUSTFLAGS").unwrap_or_default().split_whitespace().map(String::from).collect(),
    };
    let home =
        std::env::var_os("CARGO_HOME").map(PathBuf::from).or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")));
    if let Some(home) = home {
        flags.push(format!("--remap-path-prefix={}=crates", home.join("registry/src").display()));
    }
    if let Some((sysroot, commit)) = rustc_sysroot_and_commit() {
        flags.push(format!("--remap-path-prefix={}=/rustc/{commit}", sysroot.join("lib/rustlib/src/rust").display()));
    }
    flags.join("\x1f")
}

/// The sysroot and commit hash of the rustc that cargo runs (`$RUSTC`, else `rustc`).
fn rustc_sysroot_and_commit() -> Option<(PathBuf, String)> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let out = |args: &[&str]| {
        let o = cmd(&rustc).args(args).output().ok().filter(|o| o.status.success())?;
        String::from_utf8(o.stdout).ok()
    };
    let sysroot = PathBuf::from(out(&["--print", "sysroot"])?.trim());
    let version = out(&["-vV"])?;
    let commit = version.lines().find_map(|l| l.strip_prefix("commit-hash: "))?.trim().to_string();
    Some((sysroot, commit))
}
