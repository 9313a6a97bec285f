//! WebAssembly bindings of robots-core: the `robots-playground` npm package.
//!
//! Bindings convert, never compute: each export reads its JS arguments, calls the core, and
//! turns the answer into plain camelCase JS objects (`convert`). Misuse (bad options, wrong
//! argument types) throws a JS `Error` (a `JsError`); a bad robots.txt never throws.
//! The TypeScript types of every object are written once, in `types.d.ts` and
//! `full.d.ts`; `tests/types/usage.ts` compiles against the generated `.d.ts`.
//! When the module starts, it installs `console_error_panic_hook`: a panic, which is always a
//! bug, reads in the console as its message, its file and line, and the JS stack, then traps
//! (a JS `RuntimeError`); the hook also notes it (`panicked`), so that guard.js can tell a
//! panic from running out of memory, which traps too. That and std's panic machinery cost
//! each wasm 2.0 KB gzipped.

extern crate alloc;

use wasm_bindgen::prelude::*;

#[cfg(feature = "full")]
mod compare;
mod convert;
#[cfg(feature = "full")]
pub mod full;
#[cfg(feature = "logs")]
mod logs;
mod options;
mod robots;
pub mod wire;

pub use robots::{Matcher, Robots};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("types.d.ts");
#[cfg(feature = "full")]
#[wasm_bindgen(typescript_custom_section)]
const FULL_TYPES: &str = include_str!("full.d.ts");
#[cfg(feature = "logs")]
#[wasm_bindgen(typescript_custom_section)]
const LOGS_TYPES: &str = include_str!("logs.d.ts");

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: rlsf::SmallGlobalTlsf = rlsf::SmallGlobalTlsf::new();

/// Set by the panic hook: a call that stopped with a `RuntimeError` panicked if this is set,
/// and otherwise ran out of memory (Rust aborts when an allocation fails): guard.js reads it
/// (`panicked`) to tell them apart. After either, the instance's state may be broken.
static PANICKED: core::sync::atomic::AtomicBool = core::sync::atomic::AtomicBool::new(false);

#[wasm_bindgen(start, private)]
fn start() {
    std::panic::set_hook(alloc::boxed::Box::new(|info| {
        PANICKED.store(true, core::sync::atomic::Ordering::Relaxed);
        console_error_panic_hook::hook(info);
    }));
}

/// Whether a call has panicked (a bug; the console says where). For guard.js only: the glue's
/// `export *` carries it, but it is left out of the typings.
#[wasm_bindgen(skip_typescript)]
pub fn panicked() -> bool {
    PANICKED.load(core::sync::atomic::Ordering::Relaxed)
}

/// Panics with `what`: the test of the hook above calls it (web/tests/panic.test.mjs).
#[cfg(feature = "panic-probe")]
#[wasm_bindgen(js_name = panicProbe)]
pub fn panic_probe(what: &str) {
    panic!("panic probe: {what}");
}

/// Google's crawler stops reading a robots.txt after this many bytes (500 KiB): the `sizeLimit` of its crawlers' reading.
#[wasm_bindgen(js_name = googleSizeLimit)]
pub fn google_size_limit() -> u32 {
    robots_core::GOOGLE_SIZE_LIMIT as u32
}

/// The product token `agent` stands for, by the one rule the page, the command line and the
/// robots-parser drop-in share: `{ token, read, note }`. `note` is the engine's sentence on what
/// a check given `agent` as it is does (Google's library compares the string whole), or `null`
/// when `agent` is exactly a token or `*`.
#[wasm_bindgen(js_name = tokenOf, unchecked_return_type = "AgentToken")]
pub fn token_of(#[wasm_bindgen(unchecked_param_type = "string")] agent: JsValue) -> Result<JsValue, JsError> {
    let agent = agent.as_string().ok_or_else(|| JsError::new("tokenOf(agent): agent must be a string"))?;
    Ok(convert::js(wire::agent_token(&agent)))
}

/// Bytes of the module's linear memory. It grows and never shrinks; a steady figure over many
/// edits shows that nothing leaks (tests/e2e/memory.test.mjs).
#[wasm_bindgen(js_name = wasmMemory)]
pub fn wasm_memory() -> f64 {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
    memory.buffer().unchecked_into::<js_sys::ArrayBuffer>().byte_length() as f64
}
