//! The answers that carry text positions. Each span comes in both forms: `from`/`to` in UTF-16
//! code units of the text as a JS string (what editors index by), and `start`/`end` in bytes
//! of the file.

use robots_core::{Diagnostic, LineRole, Lint, Span};

use super::utf16::Utf16;
use super::{Json, Obj};

fn span(o: Obj, span: Span, map: &Utf16) -> Obj {
    o.set("from", map.at(span.start)).set("to", map.at(span.end)).set("start", span.start).set("end", span.end)
}

/// A line's role for the editor.
pub fn line_role(r: &LineRole, map: &Utf16) -> Json {
    span(Obj::new().set("line", r.line).set("role", r.role.name()), r.span, map).into()
}

/// A diagnostic with its fixed id, severity and message; `fix` is `null` (no automatic fix).
pub fn diagnostic(d: &Diagnostic, map: &Utf16) -> Json {
    let o =
        Obj::new().set("id", d.kind.id()).set("severity", d.kind.severity().name()).set("message", d.kind.message()).set("line", d.line);
    span(o, d.span, map).set("fix", Option::<u32>::None).into()
}

/// A lint finding in the diagnostic's shape, with its documentation anchor and its fix (an
/// edit of `from..to`, in UTF-16 units, to `insert`).
pub fn lint(l: &Lint, map: &Utf16) -> Json {
    let fix = l.fix.as_ref().map(|f| {
        Obj::new()
            .set("label", f.label.as_str())
            .set("from", map.at(f.span.start))
            .set("to", map.at(f.span.end))
            .set("insert", f.insert.as_str())
    });
    let o =
        Obj::new().set("id", l.rule.id()).set("severity", l.rule.severity().name()).set("message", l.message.as_str()).set("line", l.line);
    span(o, l.span, map).set("fix", fix).set("anchor", l.rule.anchor()).into()
}
