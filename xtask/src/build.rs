//! `cargo xtask build`: the npm package in web/pkg, then the page in www/dist, then sizes.
//!
//! The package: the robots-web crate built for wasm32 twice, for the default entry and the
//! full one (see `FLAVOURS`; release profile: opt-level "z", LTO, one codegen unit, panic
//! abort), wasm-bindgen `--target web`, npm binaryen's `wasm-opt` (never Debian's, see
//! docs/toolchain.md), the two entries from web/js (node.js reads the wasm from disk,
//! browser.js fetches it), the façade and its `robots-parser` subpath (ES modules, and a
//! CommonJS bundle), and a package.json from `package`.

use std::path::{Path, PathBuf};

use crate::util::{self, cmd, gzip_len, kb, root, say, Result};
use crate::{install, package};

/// wasm-opt's arguments. `-ocimfs=0` (`--one-caller-inline-max-function-size`) keeps
/// wasm-opt from inlining functions that have one caller: it makes the raw wasm 2 % bigger but
/// the gzipped one 7 % smaller (92.7 KB instead of 99.2 KB when measured), since the inlined
/// bodies compress worse than calls. Measured with `--skip-pass` on each pass of -Oz: inlining
/// was the only one that cost gzipped bytes. `-O2 --converge` rather than `-Oz`: 2.6 % bigger
/// raw, but 0.4 KB smaller gzipped, and 8–10 % faster in Node (lint and check of 500 KiB).
/// `--strip-target-features`: the `target_features` section is for tools that read the wasm
/// as input, engines ignore it (0.1 KB gzipped off each wasm).
pub const WASM_OPT: &[&str] = &["-O2", "-ocimfs=0", "--converge", "--strip-debug", "--strip-target-features"];

pub fn run() -> Result {
    install::tools(false)?;
    build_all()?;
    sizes();
    Ok(())
}

/// The package and the page, without installing or printing sizes.
pub fn build_all() -> Result {
    package()?;
    site()
}

/// The cargo target directory.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}

pub fn pkg_dir() -> PathBuf {
    root().join("web/pkg")
}

/// One build of the wasm for the package: its entry, its folder in web/pkg, its features, and
/// whether it has the full entry's functions (the `full` feature).
struct Flavour {
    entry: &'static str,
    /// The suffix of web/js's files of this entry only: `wasm-full.js` is the full entry's
    /// `wasm.js` (see [`own_name`]).
    name: &'static str,
    dir: &'static str,
    features: &'static [&'static str],
    full: bool,
    /// The wasm's file name: one per entry, so that a bundler or a user copying both entries'
    /// files into one folder keeps both.
    wasm: &'static str,
}

/// The package's two builds of the wasm: the default entry, without the `full` feature
/// (verdicts, explanations, highlight, diagnostics, matcher, façade: issue 3's API, within its
/// 40 KB), and the full entry, which adds the lint, coverage, the catalog's listing and the
/// User-Agent reading (issue 4) for the page, the element and npm users who want them.
const FLAVOURS: [Flavour; 2] = [
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
];

/// Builds web/pkg and links it as node_modules/robots-playground, so tests and the page's
/// build import it by its name, through its `exports`.
pub fn package() -> Result {
    let pkg = pkg_dir();
    let _ = std::fs::remove_dir_all(pkg.join(FLAVOURS[1].dir));
    // Where an earlier layout of the package had its second entry.
    let _ = std::fs::remove_dir_all(pkg.join("lite"));
    for f in &FLAVOURS {
        flavour(f, &pkg.join(f.dir))?;
    }
    // The package's own README (npm shows it), its examples run by tests/node/readme.test.mjs,
    // with the element's reference in its place.
    package_readme(&pkg.join("README.md"))?;
    // The texts of both licenses its `license` field names.
    for license in ["LICENSE-MIT", "LICENSE-APACHE"] {
        copy(&root().join(license), &pkg.join(license))?;
    }
    // The lint rules' reference, which `robots-playground explain RULE` prints from.
    copy(&root().join("docs/lint.md"), &pkg.join("LINT.md"))?;
    package::write(&pkg)?;
    link_into_node_modules(&pkg)
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

/// The line of web/README.md that [`package_readme`] replaces with the element's reference.
pub const ELEMENT_MARKER: &str = "<!-- cargo xtask build puts the element's reference here (www/src/element/README-section.md) -->";

/// Writes the package README to `to`: web/README.md, with the element's reference
/// (www/src/element/README-section.md, also linked from the project README) in place of
/// [`ELEMENT_MARKER`].
fn package_readme(to: &Path) -> Result {
    let read = |p: &str| std::fs::read_to_string(root().join(p)).map_err(|e| format!("reading {p}: {e}"));
    let (readme, element) = (read("web/README.md")?, read("www/src/element/README-section.md")?);
    if !readme.contains(ELEMENT_MARKER) {
        return Err(format!("web/README.md lacks the line {ELEMENT_MARKER}"));
    }
    std::fs::write(to, readme.replacen(ELEMENT_MARKER, element.trim_end(), 1)).map_err(|e| format!("writing {}: {e}", to.display()))
}

/// One build of the wasm, with its glue, types and the entries of web/js, into `out`.
fn flavour(f: &Flavour, out: &Path) -> Result {
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
        package::NAME.as_ref(),
        "--out-dir".as_ref(),
        bindgen.as_os_str(),
        wasm.as_os_str(),
    ])
    .map_err(|e| format!("wasm-bindgen: {e:#}"))?;

    std::fs::create_dir_all(out).map_err(|e| format!("creating {}: {e}", out.display()))?;
    let main_wasm = format!("{}_bg.wasm", package::NAME);
    say(format!("wasm-opt {} (npm binaryen)", WASM_OPT.join(" ")));
    let wasm_opt = root().join("node_modules/.bin/wasm-opt");
    util::run(cmd(&wasm_opt).args(WASM_OPT).arg(bindgen.join(&main_wasm)).arg("-o").arg(out.join(f.wasm)))?;
    inline_wasm(&out.join(f.wasm), &out.join(INLINE_WASM))?;
    say("esbuild --minify-whitespace --minify-syntax (the JS files; the .d.ts keep the docs)");
    let glue = format!("{}.js", package::NAME);
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
    let types = format!("{}.d.ts", package::NAME);
    glue_types(&bindgen.join(&types), &out.join(&types))?;
    for entry in std::fs::read_dir(root().join("web/js")).map_err(|e| format!("web/js: {e}"))?.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        // An entry's own file goes in under its common name; the other entries' are left out.
        let name = match own_name(&name) {
            Some((common, flavour)) if flavour == f.name => common,
            Some(_) => continue,
            None => name,
        };
        let (from, to) = (entry.path(), out.join(&name));
        // The subpath and the command line are the default folder's only (the command line
        // runs the full entry); the subpath's CommonJS file is bundled below.
        let root_only = name.starts_with(ROBOTS_PARSER) || name == CLI;
        if (root_only && f.full) || from.extension().is_some_and(|e| e == "cjs") {
            continue;
        }
        if from.extension().is_none_or(|e| e != "js") {
            copy(&from, &to)?;
        } else {
            minify(&from, &to)?;
        }
    }
    // The entry for require(): web/js/index.cjs with what it requires, in one CommonJS file.
    say("esbuild --bundle --format=cjs web/js/index.cjs (the entry's CommonJS file)");
    bundle_cjs(&root().join("web/js/index.cjs"), out, &out.join("index.cjs"))?;
    if !f.full {
        let cjs = format!("{ROBOTS_PARSER}cjs");
        say(format!("esbuild --bundle --format=cjs web/js/{cjs} (the subpath's CommonJS file, with the ES modules it requires)"));
        bundle_cjs(&root().join("web/js").join(&cjs), out, &out.join(&cjs))?;
    }
    Ok(())
}

/// The command line, `npx robots-playground` (web/js/cli.js): the package's `bin`.
pub const CLI: &str = "cli.js";

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

/// The start of the names of web/js's files of the `robots-playground/robots-parser` subpath
/// (robots-parser's own shape: a default export, and `module.exports` in CommonJS), which only
/// the default entry has.
pub const ROBOTS_PARSER: &str = "robots-parser.";

/// Bundles the CommonJS file `from`, whose `require`s name files of `dir`, into `to`: one
/// CommonJS file with those ES modules inside, so that Node never require()s an ES module
/// (which Node 20 before 20.19 cannot, and later ones do only without top-level await).
/// `from` is read as esbuild's stdin, run from `dir`, so that its requires resolve there.
fn bundle_cjs(from: &Path, dir: &Path, to: &Path) -> Result {
    let source = std::fs::File::open(from).map_err(|e| format!("opening {}: {e}", from.display()))?;
    let esbuild = root().join("node_modules/.bin/esbuild");
    let name = from.file_name().unwrap_or_default().to_string_lossy().into_owned();
    util::run(
        cmd(esbuild)
            .current_dir(dir)
            .stdin(source)
            .args(["--bundle", "--format=cjs", "--platform=node", "--target=node20", "--minify-whitespace", "--minify-syntax"])
            // The glue's `import.meta.url` is only read by its async init(), which the file
            // does not call (it instantiates the wasm with initSync).
            .args(["--log-level=warning", "--log-override:empty-import-meta=silent"])
            .arg(format!("--sourcefile=web/js/{name}"))
            .arg(format!("--outfile={}", to.display())),
    )
}

/// The files of web/js that one entry has and the other has not, named `NAME-FLAVOUR.js`
/// (`wasm-full.js`: the full entry's `wasm.js`, where its wasm is; `api-default.js`: what the
/// default entry adds to every entry's functions): the common name and the flavour, or `None`
/// for a file every entry has.
fn own_name(file: &str) -> Option<(String, &str)> {
    let stem = file.strip_suffix(".js")?;
    FLAVOURS.iter().find_map(|f| Some((format!("{}.js", stem.strip_suffix(&format!("-{}", f.name))?), f.name)))
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

/// Copies a JS file without its comments and spaces, names kept (stack traces stay readable):
/// the glue's comments repeat the .d.ts, and this takes 2.4 KB gzipped off the package.
fn minify(from: &Path, to: &Path) -> Result {
    let esbuild = root().join("node_modules/.bin/esbuild");
    util::run(
        cmd(esbuild)
            .arg(from)
            .args(["--minify-whitespace", "--minify-syntax", "--format=esm", "--log-level=warning"])
            .arg(format!("--outfile={}", to.display())),
    )
}

fn copy(from: &Path, to: &Path) -> Result {
    std::fs::copy(from, to).map(drop).map_err(|e| format!("copying {} to {}: {e}", from.display(), to.display()))
}

fn link_into_node_modules(pkg: &Path) -> Result {
    let link = root().join("node_modules").join(package::NAME);
    if std::fs::read_link(&link).is_ok_and(|t| root().join("node_modules").join(&t) == pkg || t == pkg) {
        return Ok(());
    }
    let _ = std::fs::remove_file(&link);
    let _ = std::fs::remove_dir_all(&link);
    std::os::unix::fs::symlink("../web/pkg", &link).map_err(|e| format!("linking {}: {e}", link.display()))
}

/// Runs the page's build, `node www/build.mjs`, when it exists. It reads web/pkg and writes
/// www/dist. Then package.json again, in case it copied the element's files into web/pkg.
pub fn site() -> Result {
    let script = root().join("www/build.mjs");
    if !script.exists() {
        say("www/build.mjs does not exist yet: no page to build");
        return Ok(());
    }
    say("node www/build.mjs (the page, into www/dist)");
    util::run(cmd("node").arg(&script))?;
    package::write(&pkg_dir())
}

/// Prints the sizes of the wasm, the package and the page's first load, raw and gzipped.
pub fn sizes() {
    let pkg = pkg_dir();
    let mut rows = Vec::new();
    for f in &FLAVOURS {
        let wasm = std::fs::read(pkg.join(f.dir).join(f.wasm)).unwrap_or_default();
        rows.push((format!("wasm of {}", f.entry), wasm.len(), gzip_len(&wasm)));
    }
    let all = util::files(&pkg);
    let is_element =
        |f: &PathBuf| f.file_name().is_some_and(|n| n.to_string_lossy().contains(".element.") || n.to_string_lossy().contains(".define."));
    let full_dir = pkg.join(FLAVOURS[1].dir);
    let cjs = pkg.join(format!("{ROBOTS_PARSER}cjs"));
    let inline = [pkg.join("inline.js"), pkg.join(INLINE_WASM)];
    let engine: Vec<PathBuf> =
        all.iter().filter(|f| !is_element(f) && !f.starts_with(&full_dir) && **f != cjs && !inline.contains(f)).cloned().collect();
    let (raw, gz) = total(&engine);
    rows.push(("default entry's files (web/pkg less full/, element, .cjs, inline)".to_string(), raw, gz));
    let (raw, gz) = total(&inline);
    rows.push(("robots-playground/inline: inline.js, the wasm in base64".to_string(), raw, gz));
    let (raw, gz) = total(&[cjs, pkg.join(FLAVOURS[0].wasm)]);
    rows.push(("require('robots-playground/robots-parser'): .cjs and wasm".to_string(), raw, gz));
    let full: Vec<PathBuf> = all.iter().filter(|f| f.starts_with(&full_dir)).cloned().collect();
    let (raw, gz) = total(&full);
    rows.push(("full entry's files (web/pkg/full)".to_string(), raw, gz));
    let (raw, gz) = total(&all);
    rows.push(("npm package, all files (both entries, the element)".to_string(), raw, gz));
    let dist = root().join("www/dist");
    if dist.join("index.html").exists() {
        let first = first_load(&dist);
        let (raw, gz) = total(&first);
        rows.push((format!("page first load (www/dist, {} files from index.html)", first.len()), raw, gz));
    }
    say("sizes (raw / gzipped):");
    for (name, raw, gz) in rows {
        println!("  {name:<58} {:>10} / {:>9}", kb(raw), kb(gz));
    }
}

fn total(files: &[PathBuf]) -> (usize, usize) {
    files.iter().filter_map(|f| std::fs::read(f).ok()).fold((0, 0), |(r, g), b| (r + b.len(), g + gzip_len(&b)))
}

/// The files of `dist` a first visit loads: index.html and every file it names, transitively.
/// A name is any quoted string that resolves to a file of `dist` (`src`, `href`, `import`,
/// `new URL(…)`), so lazily imported chunks count too: an upper bound.
fn first_load(dist: &Path) -> Vec<PathBuf> {
    let mut seen = vec![dist.join("index.html")];
    let mut i = 0;
    while i < seen.len() {
        let file = seen[i].clone();
        i += 1;
        if !matches!(file.extension().and_then(|e| e.to_str()), Some("html" | "js" | "mjs" | "css")) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let dir = file.parent().unwrap_or(dist).to_path_buf();
        for quoted in text.split(['"', '\'', '`', '(', ')']).filter(|s| !s.is_empty() && s.len() < 200) {
            let rel = quoted.split(['?', '#']).next().unwrap_or_default();
            let candidate = if let Some(abs) = rel.strip_prefix('/') { dist.join(abs) } else { dir.join(rel) };
            if candidate.is_file() {
                let Ok(found) = candidate.canonicalize() else { continue };
                if found.starts_with(dist.canonicalize().unwrap_or_default())
                    && !seen.iter().any(|s| s.canonicalize().ok() == Some(found.clone()))
                {
                    seen.push(found);
                }
            }
        }
    }
    seen
}
