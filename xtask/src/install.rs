//! Installs what the commands need, when it is missing, saying what it does. A second run
//! installs nothing.

use std::path::Path;
use std::time::SystemTime;

use crate::util::{self, cmd, root, say, Result};

/// What to install: `browser` adds Chromium and chromedriver (tests only).
pub fn tools(browser: bool) -> Result {
    wasm_target()?;
    say(concat!(
        "wasm-bindgen CLI: built into xtask from the wasm-bindgen-cli crate, pinned in Cargo.lock ",
        "to the version of the wasm-bindgen crate"
    ));
    npm()?;
    if browser {
        chromium()?;
    }
    Ok(())
}

fn wasm_target() -> Result {
    let out = cmd("rustup").args(["target", "list", "--installed"]).output();
    let installed = out.map(|o| String::from_utf8_lossy(&o.stdout).lines().any(|l| l.trim() == "wasm32-unknown-unknown"));
    match installed {
        Ok(true) => Ok(()),
        Ok(false) => {
            say("installing the Rust target wasm32-unknown-unknown (rustup target add)");
            util::run(cmd("rustup").args(["target", "add", "wasm32-unknown-unknown"]))
        }
        Err(_) => Err("rustup not found: install Rust with rustup, then rerun".into()),
    }
}

/// `npm ci` at the root when node_modules is missing or older than the lockfile.
fn npm() -> Result {
    let root = root();
    let stamp = root.join("node_modules/.package-lock.json");
    let modified = |p: &Path| p.metadata().and_then(|m| m.modified()).unwrap_or(SystemTime::UNIX_EPOCH);
    let lock = root.join("package-lock.json");
    if stamp.exists() && modified(&stamp) >= modified(&lock) && modified(&stamp) >= modified(&root.join("package.json")) {
        return Ok(());
    }
    say(if stamp.exists() {
        "node_modules is older than package-lock.json: npm ci"
    } else {
        "node_modules is missing: npm ci (the dev tools pinned in package-lock.json)"
    });
    let ci = cmd("npm").args(["ci", "--no-audit", "--no-fund"]).output().map_err(|e| format!("cannot start npm: {e}"))?;
    if ci.status.success() {
        return Ok(());
    }
    // npm ci also insists on lockfile entries for optional dependencies of other platforms;
    // when the registry lacks one (vite's Windows-only napi-windows-process-start-time),
    // it refuses a lockfile that npm install accepts. npm install --no-save installs the
    // same locked versions without touching package-lock.json.
    say("npm ci refused the lockfile; npm install --no-save (the versions of package-lock.json)");
    let install = util::run(cmd("npm").args(["install", "--no-save", "--no-audit", "--no-fund"]));
    if install.is_err() {
        eprintln!("{}", String::from_utf8_lossy(&ci.stderr));
    }
    install
}

/// Debian's chromium and chromium-driver, for the browser tests.
fn chromium() -> Result {
    if Path::new("/usr/bin/chromium").exists() && Path::new("/usr/bin/chromedriver").exists() {
        return Ok(());
    }
    let uid = cmd("id").arg("-u").output().map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    if uid.ok().as_deref() != Some("0") {
        return Err("Chromium is missing and installing it needs root: run \
                    `sudo apt-get update && sudo apt-get install -y chromium chromium-driver`, then rerun"
            .into());
    }
    say("installing chromium and chromium-driver (apt-get)");
    util::run(cmd("apt-get").arg("update"))?;
    util::run(
        cmd("apt-get")
            .args(["install", "-y", "--no-install-recommends", "chromium", "chromium-driver"])
            .env("DEBIAN_FRONTEND", "noninteractive"),
    )
}
