//! Core answers → plain JS objects (camelCase, lines 1-based), as `types` declares them.
//!
//! Answers are written as JSON text (`wire`) and handed to JS in one
//! `JSON.parse`: one crossing of the boundary per answer instead of one per field.

pub(crate) use crate::wire::{list, Json, Obj};
use wasm_bindgen::JsValue;

/// The JS value of a JSON text. The core writes valid JSON, so parsing cannot fail.
pub(crate) fn js(json: impl Into<Json>) -> JsValue {
    js_sys::JSON::parse(json.into().as_str()).unwrap_or(JsValue::NULL)
}

/// `target` with `fields` set on it: typed arrays and numbers that JSON does not carry.
#[cfg(feature = "full")]
pub(crate) fn with_fields(target: JsValue, fields: &[(&str, JsValue)], what: &str) -> Result<JsValue, wasm_bindgen::JsError> {
    for (key, value) in fields {
        js_sys::Reflect::set(&target, &JsValue::from_str(key), value)
            .map_err(|_| wasm_bindgen::JsError::new(&(alloc::string::String::from(what) + ": result not writable")))?;
    }
    Ok(target)
}
