//! The bindings' tests, run under Node by wasm-bindgen-test.
mod common;
