//! Core answers → plain JS objects (camelCase, lines 1-based), as `types` declares them.
//!
//! Answers are written as JSON text (core's `json` module) and handed to JS in one
//! `JSON.parse`: one crossing of the boundary per answer instead of one per field.

pub(crate) use robots_core::json::{list, Json, Obj};
use wasm_bindgen::JsValue;

/// The JS value of a JSON text. The core writes valid JSON, so parsing cannot fail.
pub(crate) fn js(json: impl Into<Json>) -> JsValue {
    js_sys::JSON::parse(json.into().as_str()).unwrap_or(JsValue::NULL)
}
