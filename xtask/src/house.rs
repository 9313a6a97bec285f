//! House rules, as ordinary tests (`cargo test -p xtask`, which `cargo xtask test` runs in its
//! core step): what the project promises of its own files.

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use crate::util::{cmd, files, root};

    /// The project's own Rust files: the crates' sources, tests and benches, and the fuzz
    /// targets (not what cargo writes under `target/`).
    fn rust_files() -> Vec<PathBuf> {
        ["core", "web", "xtask", "fuzz/fuzz_targets"]
            .iter()
            .flat_map(|dir| files(&root().join(dir)))
            .filter(|f| f.extension().is_some_and(|e| e == "rs") && !f.components().any(|c| c.as_os_str() == "target"))
            .collect()
    }

    fn read(path: &Path) -> String {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    #[test]
    fn every_rust_file_starts_with_a_line_saying_what_it_holds() {
        let all = rust_files();
        assert!(all.len() > 40, "found only {} files", all.len());
        let bare: Vec<_> = all.iter().filter(|f| !read(f).starts_with("//!")).collect();
        assert!(bare.is_empty(), "files without a `//!` first line: {bare:?}");
    }

    #[test]
    fn the_core_is_no_std_forbids_unsafe_and_documents_everything() {
        let lib = read(&root().join("core/src/lib.rs"));
        for attr in ["#![no_std]", "#![forbid(unsafe_code)]", "#![deny(missing_docs)]"] {
            assert!(lib.contains(attr), "core/src/lib.rs lacks {attr}");
        }
    }

    #[test]
    fn the_core_has_no_runtime_dependencies() {
        let manifest = read(&root().join("core/Cargo.toml"));
        let mut in_dependencies = false;
        for line in manifest.lines().map(str::trim) {
            if line.starts_with('[') {
                in_dependencies = line == "[dependencies]" || line.starts_with("[target.") && line.ends_with(".dependencies]");
            } else if in_dependencies && !line.is_empty() && !line.starts_with('#') {
                panic!("core/Cargo.toml has a runtime dependency: {line}");
            }
        }
    }

    /// What reading robots.txt text takes: bytes, characters, searches and cuts of text. The
    /// bindings hand text to the core whole and never look inside it.
    const TEXT_WORK: &[&str] = &[
        "b'",
        "b\"",
        ".bytes()",
        ".chars()",
        "char_indices",
        "eq_ignore_ascii_case",
        "starts_with",
        "ends_with",
        ".split",
        ".lines()",
        ".trim",
        ".find(",
    ];

    #[test]
    fn the_bindings_only_convert() {
        // Bindings convert (issue 23): they read JS arguments, call the core and turn its
        // answers into JS values. Whatever reads the text of a robots.txt or decides something
        // about it belongs in core/, so no line of web/src's code does text work, but for
        // web/src/wire/, the wire format: it escapes the answers' strings as JSON and counts
        // UTF-16 units for their spans, and reads no robots.txt.
        let wire = root().join("web/src/wire");
        let mut found = Vec::new();
        for f in files(&root().join("web/src")).iter().filter(|f| f.extension().is_some_and(|e| e == "rs") && !f.starts_with(&wire)) {
            for (i, line) in read(f).lines().enumerate() {
                let code = line.split("//").next().unwrap_or_default();
                if let Some(word) = TEXT_WORK.iter().find(|w| code.contains(*w)) {
                    found.push(format!("{}:{}: {word}: {}", f.display(), i + 1, line.trim()));
                }
            }
        }
        assert!(found.is_empty(), "web/src reads robots.txt text; that is the core's work:\n{}", found.join("\n"));
    }

    #[test]
    fn generated_output_is_not_committed() {
        if !root().join(".git").exists() {
            return; // An export of the sources, not a clone: nothing is tracked.
        }
        let out = cmd("git").args(["ls-files", "web/pkg", "www/dist", "target", "node_modules"]).output();
        let out = out.expect("git runs");
        assert!(out.status.success(), "git ls-files failed");
        let tracked = String::from_utf8_lossy(&out.stdout);
        assert!(tracked.trim().is_empty(), "generated files are tracked:\n{tracked}");
    }
}
