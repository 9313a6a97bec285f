//! The sizes `cargo xtask build` prints: the wasm, the package's parts and the page's first
//! load, raw and gzipped.

use std::path::{Path, PathBuf};

use super::manifest::ROBOTS_PARSER;
use super::wasm::{FLAVOURS, INLINE_WASM};
use crate::util::{self, gzip_len, kb, pkg_dir, root, say};

/// Prints the sizes of the wasm, the package and the page's first load, raw and gzipped.
pub fn print() {
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
    let logs_dir = pkg.join(FLAVOURS[2].dir);
    let cjs = pkg.join(format!("{ROBOTS_PARSER}cjs"));
    let inline = [pkg.join("inline.js"), pkg.join(INLINE_WASM)];
    let engine: Vec<PathBuf> = all
        .iter()
        .filter(|f| !is_element(f) && !f.starts_with(&full_dir) && !f.starts_with(&logs_dir) && **f != cjs && !inline.contains(f))
        .cloned()
        .collect();
    let (raw, gz) = total(&engine);
    rows.push(("default entry's files (web/pkg less full/, element, .cjs, inline)".to_string(), raw, gz));
    let (raw, gz) = total(&inline);
    rows.push(("robots-playground/inline: inline.js, the wasm in base64".to_string(), raw, gz));
    let (raw, gz) = total(&[cjs, pkg.join(FLAVOURS[0].wasm)]);
    rows.push(("require('robots-playground/robots-parser'): .cjs and wasm".to_string(), raw, gz));
    let full: Vec<PathBuf> = all.iter().filter(|f| f.starts_with(&full_dir)).cloned().collect();
    let (raw, gz) = total(&full);
    rows.push(("full entry's files (web/pkg/full)".to_string(), raw, gz));
    let logs: Vec<PathBuf> = all.iter().filter(|f| f.starts_with(&logs_dir)).cloned().collect();
    let (raw, gz) = total(&logs);
    rows.push(("logs entry's files (web/pkg/logs)".to_string(), raw, gz));
    let (raw, gz) = total(&all);
    rows.push(("npm package, all files (the three entries, the element)".to_string(), raw, gz));
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
