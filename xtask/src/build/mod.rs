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
    let _ = std::fs::remove_dir_all(pkg.join(wasm::FLAVOURS[1].dir));
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
/// www/dist. Then package.json again, in case it copied the element's files into web/pkg.
pub fn site() -> Result {
    let script = root().join("www/build.mjs");
    if !script.exists() {
        say("www/build.mjs does not exist yet: no page to build");
        return Ok(());
    }
    say("node www/build.mjs (the page, into www/dist)");
    util::run(cmd("node").arg(&script))?;
    manifest::write(&pkg_dir())
}
