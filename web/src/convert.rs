//! Core answers → plain JS objects (camelCase, lines 1-based), as `types` declares them.

pub(crate) use robots_core::json::{list, Json, Obj};
use robots_core::{Diagnostic, LineRole, Span};
use wasm_bindgen::JsValue;

use robots_core::utf16::Utf16;

// Answers are written as JSON text (core's `json` module) and handed to JS in one
// `JSON.parse`: one crossing of the boundary per answer instead of one per field. Only the
// answers with text positions are written here, since UTF-16 offsets are the bindings' job.

/// The JS value of a JSON text. The core writes valid JSON, so parsing cannot fail.
pub(crate) fn js(json: impl Into<Json>) -> JsValue {
    js_sys::JSON::parse(json.into().as_str()).unwrap_or(JsValue::NULL)
}

/// Both forms of a span: `from`/`to` in UTF-16 units and `start`/`end` in bytes.
pub(crate) fn span(o: Obj, span: Span, map: &Utf16) -> Obj {
    o.set("from", map.at(span.start)).set("to", map.at(span.end)).set("start", span.start).set("end", span.end)
}

pub(crate) fn line_role(r: &LineRole, map: &Utf16) -> Json {
    span(Obj::new().set("line", r.line).set("role", r.role.name()), r.span, map).into()
}

/// A diagnostic with its fixed id, severity and message; `fix` is `null` (no automatic fix).
pub(crate) fn diagnostic(d: &Diagnostic, map: &Utf16) -> Json {
    let o = Obj::new()
        .set("id", d.kind.id())
        .set("severity", d.kind.severity().name())
        .set("message", d.kind.message())
        .set("line", d.line);
    span(o, d.span, map).set("fix", Option::<u32>::None).into()
}

