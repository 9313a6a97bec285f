//! The bindings' tests, run in headless Chromium by wasm-bindgen-test.
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);
mod common;
