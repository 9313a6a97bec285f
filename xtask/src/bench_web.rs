//! `cargo xtask bench-web [--baseline <git-rev>]`: what typing in the playground page feels like,
//! in headless Chromium, at every file size, optionally against another revision's page.
//!
//! Builds the package and the page, then runs `www/bench/bench-web.mjs`, which serves www/dist
//! itself, loads files of 3 KB, 10 KB, 50 KB, 500 KiB and 5 MB, types into each (panels as
//! loaded, then with the matrix and the diagram open) and prints keydown → next frame
//! p50/p95/max and the long tasks while typing (goal: p95 ≤ 16 ms, no task over 50 ms), then
//! the engine alone, best of 15 rounds.
//!
//! With `--baseline <rev>`, that revision's page is built too, by its own `cargo xtask build`,
//! in a git worktree at `target/bench-web/<commit>` (cargo's target dir for it:
//! `target/bench-web/target`, shared by every baseline; node_modules: this checkout's, linked,
//! when the revision's package-lock.json is the same), once per commit: a second run reuses
//! it. The script then measures both builds, interleaved per size, with ratios.
//! Other arguments go to the script (`--keys N`, `--sizes 3k,10k,50k,500k,5m`).

use std::path::{Path, PathBuf};

use crate::util::{self, cmd, root, say, Result};
use crate::{build, install};

pub fn run(args: &[String]) -> Result {
    let (baseline, mut script_args) = parse(args)?;
    install::tools(true)?;
    build::build_all()?;
    if let Some(rev) = baseline {
        let (dir, commit) = baseline_build(&rev)?;
        let short = &commit[..commit.len().min(7)];
        let label = if commit.starts_with(&rev) { short.to_string() } else { format!("{rev} ({short})") };
        script_args.extend([
            "--baseline-dist".to_string(),
            dir.join("www/dist").display().to_string(),
            "--baseline-pkg".to_string(),
            dir.join("web/pkg").display().to_string(),
            "--baseline-label".to_string(),
            label,
        ]);
    }
    say("node www/bench/bench-web.mjs (headless Chromium)");
    util::run(cmd("node").arg("www/bench/bench-web.mjs").args(script_args))
}

/// Takes `--baseline <rev>` (or `--baseline=<rev>`) out of the arguments; the others are the
/// script's.
fn parse(args: &[String]) -> Result<(Option<String>, Vec<String>)> {
    let mut baseline = None;
    let mut rest = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let rev = match a.strip_prefix("--baseline") {
            Some("") => it.next().cloned(),
            Some(v) if v.starts_with('=') => Some(v[1..].to_string()),
            _ => {
                rest.push(a.clone());
                continue;
            }
        };
        match rev {
            Some(r) if !r.is_empty() && !r.starts_with('-') => {
                if baseline.replace(r).is_some() {
                    return Err("--baseline is given twice".into());
                }
            }
            _ => return Err("--baseline expects a git revision: cargo xtask bench-web --baseline <git-rev>".into()),
        }
    }
    Ok((baseline, rest))
}

/// The output of `git args…` in the project root, trimmed.
fn git(args: &[&str]) -> Result<String> {
    let out = cmd("git").args(args).output().map_err(|e| format!("cannot start git: {e}"))?;
    if !out.status.success() {
        return Err(format!("git {}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr).trim()));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Builds revision `rev`'s page in its worktree, unless a build of that commit is there
/// already; returns the worktree and the commit.
fn baseline_build(rev: &str) -> Result<(PathBuf, String)> {
    let commit = git(&["rev-parse", "--verify", "--quiet", "--end-of-options", &format!("{rev}^{{commit}}")])
        .map_err(|_| format!("--baseline {rev:?} is not a commit of this repository"))?;
    let base = util::target_dir().join("bench-web");
    let dir = base.join(&commit);
    let stamp = base.join(format!("{commit}.built"));
    if stamp.exists() && dir.join("www/dist/index.html").exists() && dir.join("web/pkg/package.json").exists() {
        say(format!("baseline {rev}: the build of {commit} in {} (cached)", dir.display()));
        return Ok((dir, commit));
    }
    if !dir.exists() {
        std::fs::create_dir_all(&base).map_err(|e| format!("creating {}: {e}", base.display()))?;
        // A worktree deleted by hand (or by `cargo clean`) is still registered: forget it first.
        git(&["worktree", "prune"])?;
        say(format!("baseline {rev}: git worktree add {}", dir.display()));
        git(&["worktree", "add", "--detach", &dir.display().to_string(), &commit])?;
    }
    link_node_modules(&dir)?;
    let _ = std::fs::remove_file(&stamp);
    forget_xtask(&base.join("target"))?;
    say(format!("baseline {rev}: its own `cargo xtask build`, in {} (cargo target dir {})", dir.display(), base.join("target").display()));
    util::run(cmd("cargo").current_dir(&dir).args(["xtask", "build"]).env("CARGO_TARGET_DIR", base.join("target")))?;
    std::fs::write(&stamp, format!("{commit}\n")).map_err(|e| format!("writing {}: {e}", stamp.display()))?;
    Ok((dir, commit))
}

/// Makes cargo build xtask again in the baselines' shared target dir `target`. xtask finds the
/// project by the path compiled into it (`env!("CARGO_MANIFEST_DIR")`), but cargo keys a
/// workspace member by its path relative to the workspace and checks the sources its last
/// build read: a revision with the same xtask and dependencies as a baseline built before
/// found that build fresh, and its `cargo xtask build` wrote into the other worktree
/// (9d2eede's build went to 8a98948's `www/dist`, and 9d2eede had no page).
fn forget_xtask(target: &Path) -> Result {
    let Ok(entries) = std::fs::read_dir(target.join("debug/.fingerprint")) else { return Ok(()) };
    for entry in entries.flatten() {
        if entry.file_name().to_str().is_some_and(|n| n.starts_with("xtask-")) {
            std::fs::remove_dir_all(entry.path()).map_err(|e| format!("removing {}: {e}", entry.path().display()))?;
        }
    }
    Ok(())
}

/// Gives the worktree `dir` this checkout's node_modules, entry by entry (its own
/// `robots-playground` link is made by its build), when its package.json and package-lock.json
/// are this checkout's; otherwise its build runs `npm ci` itself.
fn link_node_modules(dir: &Path) -> Result {
    let ours = root().join("node_modules");
    let theirs = dir.join("node_modules");
    let same = |f: &str| std::fs::read(root().join(f)).ok().is_some_and(|a| std::fs::read(dir.join(f)).ok() == Some(a));
    if theirs.exists() || !ours.exists() || !same("package.json") || !same("package-lock.json") {
        return Ok(());
    }
    say("baseline: linking this checkout's node_modules (same package-lock.json)");
    std::fs::create_dir_all(&theirs).map_err(|e| format!("creating {}: {e}", theirs.display()))?;
    let entries = std::fs::read_dir(&ours).map_err(|e| format!("reading {}: {e}", ours.display()))?;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let to = theirs.join(&name);
        match name.to_str() {
            Some("robots-playground") => continue,
            // Copied, not linked: xtask's install compares its date with package-lock.json's.
            Some(".package-lock.json") => std::fs::copy(entry.path(), &to).map(drop),
            _ => std::os::unix::fs::symlink(entry.path(), &to),
        }
        .map_err(|e| format!("linking {}: {e}", to.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{forget_xtask, parse};

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_baseline_is_taken_out_and_the_rest_goes_to_the_script() {
        assert_eq!(parse(&args(&[])), Ok((None, vec![])));
        assert_eq!(parse(&args(&["--keys", "50"])), Ok((None, args(&["--keys", "50"]))));
        assert_eq!(parse(&args(&["--baseline", "9d2eede"])), Ok((Some("9d2eede".into()), vec![])));
        assert_eq!(parse(&args(&["--baseline=HEAD~3", "--sizes", "10k"])), Ok((Some("HEAD~3".into()), args(&["--sizes", "10k"]))));
        assert_eq!(parse(&args(&["--keys", "20", "--baseline", "main"])), Ok((Some("main".into()), args(&["--keys", "20"]))));
        for bad in [&["--baseline"][..], &["--baseline="], &["--baseline", "--keys", "5"], &["--baseline", "a", "--baseline", "b"]] {
            assert!(parse(&args(bad)).unwrap_err().contains("--baseline"), "{bad:?}");
        }
    }

    #[test]
    fn a_baseline_build_forgets_xtask_and_keeps_the_rest() {
        let target = std::env::temp_dir().join(format!("xtask-forget-{}", std::process::id()));
        let prints = target.join("debug/.fingerprint");
        for d in ["xtask-0123abcd", "xtask-feed4567", "robots-core-89ab", "wasm-bindgen-cli-support-cdef"] {
            std::fs::create_dir_all(prints.join(d).join("inner")).unwrap();
        }
        forget_xtask(&target).unwrap();
        let mut left: Vec<String> = std::fs::read_dir(&prints).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        left.sort();
        assert_eq!(left, ["robots-core-89ab", "wasm-bindgen-cli-support-cdef"]);
        // A target dir no build has used yet: nothing to forget.
        std::fs::remove_dir_all(&target).unwrap();
        assert_eq!(forget_xtask(&target), Ok(()));
    }
}
