//! The package's hand-written JS (web/js) in each entry's folder: the entries (node.js reads
//! the wasm from disk, browser.js fetches it, inline.js carries it), the façade and its
//! `robots-parser` subpath, the command line, and the CommonJS bundles.

use std::path::Path;

use super::manifest::{CLI, ROBOTS_PARSER};
use super::wasm::{Flavour, FLAVOURS};
use crate::util::{self, cmd, copy_file, minify, root, say, Result};

/// The entry's files of web/js into `out`, next to its wasm: each file minified, the entry's
/// own files (`wasm-full.js`) under their common names, and the CommonJS bundles.
pub fn copy(f: &Flavour, out: &Path) -> Result {
    for entry in std::fs::read_dir(root().join("web/js")).map_err(|e| format!("web/js: {e}"))?.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        // An entry's own file goes in under its common name; the other entries' are left out.
        let name = match own_name(&name) {
            Some((common, flavour)) if flavour == f.name => common,
            // Another entry with the full entry's functions builds its API on the full
            // entry's (api-logs.js re-exports api-full.js), so it gets that file as named.
            Some((common, "full")) if f.full && common == "api.js" => name,
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
            copy_file(&from, &to)?;
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

#[cfg(test)]
mod tests {
    use super::own_name;

    #[test]
    fn an_entrys_own_files_have_a_common_name() {
        assert_eq!(own_name("wasm-full.js"), Some(("wasm.js".to_string(), "full")));
        assert_eq!(own_name("api-default.js"), Some(("api.js".to_string(), "default")));
        assert_eq!(own_name("wasm-inline.js"), None);
        assert_eq!(own_name("guard.js"), None);
        assert_eq!(own_name("index.cjs"), None);
    }
}
