//! WebAssembly bindings of robots-core: the `robots-playground` npm package.
//!
//! Bindings convert, never compute: each export reads its JS arguments, calls the core, and
//! turns the answer into plain camelCase JS objects (`convert`). Misuse (bad options, wrong
//! argument types) throws a JS `Error` made by [`into_js_error`]; a bad robots.txt never throws.
//! The TypeScript types of every object are written once, in `types.d.ts` and
//! `knowledge.d.ts`; `tests/types/usage.ts` compiles against the generated `.d.ts`.

use wasm_bindgen::prelude::*;

mod convert;
mod knowledge;
mod options;
mod robots;

pub use robots::{Matcher, Robots};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("types.d.ts");
#[wasm_bindgen(typescript_custom_section)]
const KNOWLEDGE_TYPES: &str = include_str!("knowledge.d.ts");

/// Runs once when the module is instantiated: panics print their message to the console.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// Bytes of the module's linear memory. It grows and never shrinks; a steady figure over many
/// edits shows that nothing leaks (tests/e2e/memory.test.mjs).
#[wasm_bindgen(js_name = wasmMemory)]
pub fn wasm_memory() -> f64 {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
    memory.buffer().unchecked_into::<js_sys::ArrayBuffer>().byte_length() as f64
}

/// The one way the bindings fail: a JS `Error` carrying `message`.
pub(crate) fn into_js_error(message: impl core::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}
