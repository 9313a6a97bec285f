//! `cargo xtask test`: installs what is missing, then runs every test in order. Each step
//! reports ok or FAILED; the last line is the summary, `xtask: N passed, M failed`, and the
//! exit status is non-zero when any step failed.

use std::net::TcpListener;
use std::path::Path;
use std::time::Instant;

use crate::util::{self, cmd, root, say, Result};
use crate::{build, install, serve};

/// Extra Chrome options for wasm-bindgen-test's headless run (it adds headless and
/// no-sandbox itself).
const WEBDRIVER_JSON: &str = r#"{"goog:chromeOptions":{"binary":"/usr/bin/chromium","args":["--disable-gpu","--disable-dev-shm-usage","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"]}}"#;

/// A step of the run: what it says it does, and the doing.
type Step = (&'static str, fn() -> Result);

pub fn run() -> Result {
    let steps: [Step; 10] = [
        ("install what is missing", || install::tools(true)),
        ("core: cargo test -p robots-core (and benches in test mode), the bindings' wire format, then xtask's house rules", core_tests),
        ("bindings: wasm-bindgen-test in headless Chromium and Node", wasm_tests),
        ("build: npm package (web/pkg) and page (www/dist)", build::build_all),
        ("package under Node: node --test tests/node/", || node_test("tests/node")),
        ("types: tsc on tests/types: nodenext, bundler, lib es2022, node10 (TS 5); www (checkJs)", types),
        ("bundlers: Vite, webpack, esbuild and Rollup apps, in Chromium", || node_test("tests/vite")),
        ("plain <script type=module> in Chromium (default and full entries)", || node_test("tests/module")),
        ("page end-to-end: node --test tests/e2e/", e2e),
        ("clippy -D warnings (the workspace, robots-web's wasm builds), rustfmt --check, then biome ci (the JS)", clippy),
    ];
    let total = steps.len();
    let (mut passed, mut failed) = (0, 0);
    let mut built = true;
    let all = Instant::now();
    for (i, (name, step)) in steps.iter().enumerate() {
        let n = i + 1;
        say(format!("step {n}/{total}: {name}"));
        let t = Instant::now();
        let result = if n > 4 && !built { Err("skipped: the build (step 4) failed".into()) } else { step() };
        let secs = t.elapsed().as_secs_f64();
        match result {
            Ok(()) => {
                passed += 1;
                say(format!("step {n}/{total} ok ({secs:.1} s): {name}"));
            }
            Err(e) => {
                failed += 1;
                built &= n != 4;
                say(format!("step {n}/{total} FAILED ({secs:.1} s): {name}: {e}"));
            }
        }
    }
    say(format!("all steps took {:.0} s", all.elapsed().as_secs_f64()));
    println!("xtask: {passed} passed, {failed} failed");
    if failed > 0 {
        Err(format!("{failed} step(s) failed"))
    } else {
        Ok(())
    }
}

fn core_tests() -> Result {
    util::run(cmd("cargo").args(["test", "--quiet", "-p", "robots-core"]))?;
    // criterion in test mode runs each bench once: it keeps the benches compiling.
    util::run(cmd("cargo").args(["test", "--quiet", "-p", "robots-core", "--benches"]))?;
    // The bindings' wire format (JSON text, UTF-16 offsets) is plain Rust: tested natively.
    util::run(cmd("cargo").args(["test", "--quiet", "-p", "robots-web", "--lib", "--test", "wire"]))?;
    // The house rules (xtask/src/house.rs) and the commands' argument parsing.
    util::run(cmd("cargo").args(["test", "--quiet", "-p", "xtask"]))
}

fn wasm_tests() -> Result {
    let exe = std::env::current_exe().map_err(|e| format!("locating xtask: {e}"))?;
    let json = util::target_dir().join("xtask/webdriver.json");
    std::fs::create_dir_all(json.parent().unwrap()).map_err(|e| e.to_string())?;
    std::fs::write(&json, WEBDRIVER_JSON).map_err(|e| e.to_string())?;
    util::run(
        cmd("cargo")
            .args(["test", "-p", "robots-web", "--target", "wasm32-unknown-unknown", "--tests"])
            .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER", format!("{} wasm-bindgen-test-runner", exe.display()))
            .env("CHROMEDRIVER", "/usr/bin/chromedriver")
            .env("WASM_BINDGEN_TEST_WEBDRIVER_JSON", &json)
            .env("WASM_BINDGEN_TEST_TIMEOUT", "120"),
    )?;
    panic_probe()
}

/// The panic hook the module installs when it starts: robots-web with `panicProbe` (feature
/// `panic-probe`, a debug build), bound for Node, and web/tests/panic.test.mjs, which makes it
/// panic and reads the console.
fn panic_probe() -> Result {
    util::run(cmd("cargo").args([
        "build",
        "--quiet",
        "-p",
        "robots-web",
        "--target",
        "wasm32-unknown-unknown",
        "--features",
        "panic-probe",
    ]))?;
    let wasm = util::target_dir().join("wasm32-unknown-unknown/debug/robots_web.wasm");
    let out = util::target_dir().join("panic-probe");
    wasm_bindgen_cli::wasm_bindgen::run_cli_with_args([
        "wasm-bindgen".as_ref(),
        "--target".as_ref(),
        "nodejs".as_ref(),
        "--out-dir".as_ref(),
        out.as_os_str(),
        wasm.as_os_str(),
    ])
    .map_err(|e| format!("wasm-bindgen: {e:#}"))?;
    // The glue is CommonJS; the project's package.json says its .js files are ES modules.
    std::fs::write(out.join("package.json"), "{ \"type\": \"commonjs\" }\n").map_err(|e| e.to_string())?;
    util::run(cmd("node").args(["--test", "web/tests/panic.test.mjs"]).env("ROBOTS_PANIC_PROBE", out.join("robots_web.js")))
}

fn node_test(dir: &str) -> Result {
    if !has_tests(&root().join(dir)) {
        return Err(format!("no *.test.mjs files in {dir}"));
    }
    util::run(cmd("node").args(["--test", dir]))
}

fn has_tests(dir: &Path) -> bool {
    util::files(dir).iter().any(|f| f.to_string_lossy().ends_with(".test.mjs"))
}

/// Clippy with warnings as errors: every crate of the workspace with its tests and benches on
/// the host, then robots-web for wasm32 as it ships (both entries' features: the wasm-only
/// code, the allocator and the panic handler, compiles only there); then rustfmt's check.
fn clippy() -> Result {
    let deny = ["--", "-D", "warnings"];
    util::run(cmd("cargo").args(["clippy", "--quiet", "--workspace", "--all-targets"]).args(deny))?;
    util::run(cmd("cargo").args(["clippy", "--quiet", "-p", "robots-core", "--features", "catalog-listed", "--all-targets"]).args(deny))?;
    let wasm = ["clippy", "--quiet", "-p", "robots-web", "--target", "wasm32-unknown-unknown"];
    util::run(cmd("cargo").args(wasm).args(["--all-targets"]).args(deny))?;
    util::run(cmd("cargo").args(wasm).args(["--no-default-features"]).args(deny))?;
    util::run(cmd("cargo").args(wasm).args(["--all-targets", "--features", "logs"]).args(deny))?;
    // rustfmt.toml: lines up to 140 columns. The fuzz crate is its own workspace.
    util::run(cmd("cargo").args(["fmt", "--all", "--", "--check"]))?;
    // biome.jsonc: the JS of www/, web/js, web/bench and tests/, formatted and linted (errors
    // fail; warnings are listed).
    util::run(cmd("node").arg(root().join("node_modules/@biomejs/biome/bin/biome")).args(["ci", "--reporter=summary", "."]))
}

/// The package's types as Node (`nodenext`) and as bundlers (`bundler`) resolve them, in a
/// Node-only project (`lib: ["es2022"]`, no DOM) and with TypeScript 5's `node10` resolution;
/// then the front end's JSDoc types
/// (www/tsconfig.json: checkJs, strict) against the package's own.
fn types() -> Result {
    // By their packages' paths: node_modules/.bin/tsc may be either (typescript-5 is an alias).
    let tsc_of = |package: &str| {
        let mut c = cmd("node");
        c.arg(root().join("node_modules").join(package).join("bin/tsc"));
        c
    };
    let tsc = || tsc_of("typescript");
    util::run(tsc().args(["--noEmit", "-p", "tests/types"]))?;
    util::run(tsc().args(["--noEmit", "-p", "tests/types/tsconfig.bundler.json"]))?;
    // A Node-only project: lib es2022, no DOM, libraries checked.
    util::run(tsc().args(["--noEmit", "-p", "tests/types/tsconfig.es2022.json"]))?;
    // `moduleResolution: node` (node10), which TypeScript 7 no longer has: with TypeScript 5.
    util::run(cmd("node").arg(root().join("node_modules/typescript-5/bin/tsc")).args([
        "--noEmit",
        "-p",
        "tests/types/tsconfig.node10.json",
    ]))?;
    util::run(tsc().args(["--noEmit", "-p", "www"]))
}

/// The page's browser tests, against the static server on a free port.
fn e2e() -> Result {
    if !has_tests(&root().join("tests/e2e")) {
        say("no tests/e2e/*.test.mjs yet: nothing to run");
        return Ok(());
    }
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("no free port: {e}"))?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    std::thread::spawn(move || serve::serve(listener));
    let base = format!("http://127.0.0.1:{port}/");
    say(format!("serving www/dist at {base}"));
    util::run(cmd("node").args(["--test", "tests/e2e/"]).env("BASE_URL", base))
}
