//! `cargo xtask build`: the npm package in web/pkg, then the page in www/dist, then sizes.
//!
//! The package: each entry's wasm (`wasm`), web/js's files next to it (`entries`), the README,
//! the licenses, the lint reference and package.json (`manifest`); the page by www/build.mjs
//! (`site`); then `sizes`. The parts use `manifest` (the package's names) and `wasm` (the
//! entries' builds) and `crate::util`, never this module: no import goes in a circle.

mod entries;
mod manifest;
mod sizes;
mod wasm;

use std::path::Path;

use crate::install;
use crate::util::{self, cmd, copy_file, pkg_dir, root, say, Result};

pub use sizes::print as sizes;

/// `cargo xtask build`.
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

/// Builds web/pkg and links it as node_modules/robots-playground, so tests and the page's
/// build import it by its name, through its `exports`.
pub fn package() -> Result {
    let pkg = pkg_dir();
    for f in &wasm::FLAVOURS[1..] {
        let _ = std::fs::remove_dir_all(pkg.join(f.dir));
    }
    // Where an earlier layout of the package had its second entry.
    let _ = std::fs::remove_dir_all(pkg.join("lite"));
    for f in &wasm::FLAVOURS {
        wasm::build(f, &pkg.join(f.dir))?;
        entries::copy(f, &pkg.join(f.dir))?;
    }
    // The package's own README (npm shows it), its examples run by tests/node/readme.test.mjs,
    // with the element's reference in its place.
    package_readme(&pkg.join("README.md"))?;
    // The texts of both licenses its `license` field names.
    for license in ["LICENSE-MIT", "LICENSE-APACHE"] {
        copy_file(&root().join(license), &pkg.join(license))?;
    }
    // The lint rules' reference, which `robots-playground explain RULE` prints from.
    copy_file(&root().join("docs/lint.md"), &pkg.join("LINT.md"))?;
    manifest::write(&pkg)?;
    link_into_node_modules(&pkg)
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

fn link_into_node_modules(pkg: &Path) -> Result {
    let link = root().join("node_modules").join(manifest::NAME);
    if std::fs::read_link(&link).is_ok_and(|t| root().join("node_modules").join(&t) == pkg || t == pkg) {
        return Ok(());
    }
    let _ = std::fs::remove_file(&link);
    let _ = std::fs::remove_dir_all(&link);
    std::os::unix::fs::symlink("../web/pkg", &link).map_err(|e| format!("linking {}: {e}", link.display()))
}

/// Runs the page's build, `node www/build.mjs`, when it exists. It reads web/pkg and writes
/// www/dist, and the package's element files (`<robots-playground>`: the class, `define`, their
/// chunks, the worker) into a folder of target/, which this copies into web/pkg in place of the
/// last build's: web/pkg has one writer. Then package.json again, which lists them.
pub fn site() -> Result {
    let script = root().join("www/build.mjs");
    if !script.exists() {
        say("www/build.mjs does not exist yet: no page to build");
        return Ok(());
    }
    let element = util::target_dir().join("xtask/element");
    say("node www/build.mjs (the page, into www/dist; the element's package files, into target/xtask/element)");
    util::run(cmd("node").arg(&script).env("ROBOTS_ELEMENT_OUT", &element))?;
    let pkg = pkg_dir();
    for old in util::files(&pkg) {
        if old.parent() == Some(pkg.as_path()) && is_element_file(&old) {
            std::fs::remove_file(&old).map_err(|e| format!("removing {}: {e}", old.display()))?;
        }
    }
    for new in std::fs::read_dir(&element).map_err(|e| format!("{}: {e}", element.display()))?.flatten() {
        if !is_element_file(&new.path()) {
            return Err(format!("www/build.mjs wrote {} among the element's files", new.path().display()));
        }
        copy_file(&new.path(), &pkg.join(new.file_name()))?;
    }
    manifest::write(&pkg)
}

/// Whether `file` is one of the element's files in the package: `robots-playground.element.*`
/// (the class, its chunks, its worker, its types) or `robots-playground.define.*`.
fn is_element_file(file: &Path) -> bool {
    file.file_name().is_some_and(|n| {
        let n = n.to_string_lossy();
        n.starts_with("robots-playground.element.") || n.starts_with("robots-playground.define.")
    })
}
