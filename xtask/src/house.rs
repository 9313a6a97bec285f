//! House rules, as ordinary tests (`cargo test -p xtask`, which `cargo xtask test` runs in its
//! core step): what the project promises of its own files.

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use crate::util::{cmd, files, root};

    /// The README is the front door: what it is, a picture, how to run it, the shortest example per
    /// kind of user, then links. Everything longer lives in `docs/`.
    const README_MAX_LINES: usize = 200;

    /// What is wrong with a README of this text: too long, or nothing.
    fn readme_too_long(text: &str) -> Option<String> {
        let n = text.lines().count();
        (n > README_MAX_LINES).then(|| format!("README.md has {n} lines, over {README_MAX_LINES}: move details into docs/"))
    }

    /// The relative link targets of a Markdown text, as written: `[text](target)`, `![alt](target)`
    /// and `[label]: target`, without `#anchor` or `?query`. Links with a scheme (`https:`,
    /// `mailto:`), links to an anchor of the same page, and anything in code (fenced blocks and
    /// `inline code`) are left out.
    fn relative_links(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut fenced = false;
        for line in text.lines() {
            let trimmed = line.trim_start();
            if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
                fenced = !fenced;
                continue;
            }
            if fenced {
                continue;
            }
            // Outside inline code: the pieces between backticks, every other one.
            let prose: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            let mut targets = Vec::new();
            let mut rest = prose.as_str();
            while let Some(at) = rest.find("](") {
                rest = &rest[at + 2..];
                let end = rest.find(')').unwrap_or(rest.len());
                targets.push(rest[..end].to_string());
            }
            // A reference definition: `[label]: target`.
            if let Some(def) = prose.trim_start().strip_prefix('[').and_then(|r| r.split_once("]: ")) {
                targets.push(def.1.to_string());
            }
            for t in targets {
                // `<target>` and `target "title"`: the target alone.
                let t = t.trim();
                let t = match t.strip_prefix('<') {
                    Some(inner) => inner.split('>').next().unwrap_or_default(),
                    None => t.split(' ').next().unwrap_or_default(),
                };
                let t = t.split(['#', '?']).next().unwrap_or_default();
                let has_scheme = t
                    .split_once(':')
                    .is_some_and(|(s, _)| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c)));
                if !t.is_empty() && !has_scheme && !t.starts_with("//") {
                    out.push(t.to_string());
                }
            }
        }
        out
    }

    /// The relative links of `file` (a Markdown file holding `text`) whose target does not exist,
    /// as `file: target`.
    fn broken_links(file: &Path, text: &str) -> Vec<String> {
        let dir = file.parent().unwrap_or(Path::new("."));
        relative_links(text).into_iter().filter(|t| !dir.join(t).exists()).map(|t| format!("{}: {t}", file.display())).collect()
    }

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

    #[test]
    fn the_readme_is_a_front_door_of_at_most_200_lines() {
        let readme = read(&root().join("README.md"));
        assert_eq!(readme_too_long(&readme), None);
    }

    #[test]
    fn relative_links_in_the_readme_and_docs_lead_to_files() {
        let mut pages = vec![root().join("README.md")];
        pages.extend(files(&root().join("docs")).into_iter().filter(|f| f.extension().is_some_and(|e| e == "md")));
        assert!(pages.len() > 5, "found only {} pages", pages.len());
        let broken: Vec<_> = pages.iter().flat_map(|p| broken_links(p, &read(p))).collect();
        assert!(broken.is_empty(), "relative links to files that do not exist:\n{}", broken.join("\n"));
    }

    #[test]
    fn the_readme_rule_counts_lines() {
        let lines = |n: usize| "a line\n".repeat(n);
        assert_eq!(readme_too_long(&lines(README_MAX_LINES)), None);
        let too_long = readme_too_long(&lines(README_MAX_LINES + 1)).expect("201 lines are too many");
        assert!(too_long.contains("201 lines"), "{too_long}");
    }

    #[test]
    fn the_link_rule_reads_markdown_links_and_leaves_out_urls_anchors_and_code() {
        let text = "See [the page](docs/page.md#using-it), ![shot](docs/screenshots/light.png \"Light\").\n\
                    [up](../web/README.md) and [ref]: docs/x.md?q=1\n\
                    [site](https://example.com/a.md), [mail](mailto:a@b.c), [here](#lint), [net](//host/x)\n\
                    `[not](in-code.md)` but [after](after.md)\n\
                    ```md\n[fenced](fenced.md)\n```\n\
                    [angle](<with space.md>)\n";
        assert_eq!(
            relative_links(text),
            ["docs/page.md", "docs/screenshots/light.png", "../web/README.md", "docs/x.md", "after.md", "with space.md"]
        );
    }

    #[test]
    fn the_link_rule_finds_a_missing_file() {
        let dir = std::env::temp_dir().join(format!("xtask-house-links-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("docs")).unwrap();
        std::fs::write(dir.join("docs/there.md"), "# here\n").unwrap();
        let readme = dir.join("README.md");
        let text = "[there](docs/there.md) and [gone](docs/gone.md)\n";
        let broken = broken_links(&readme, text);
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(broken, [format!("{}: docs/gone.md", readme.display())]);
    }
}
