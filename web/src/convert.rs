//! Core answers → plain JS objects (camelCase, lines 1-based), as `types` declares them.

use core::fmt::Write;

use robots_core::{Diagnostic, Record, GroupChoice, GroupView, LineRole, RuleEval, Span, Verdict, Winner};
use wasm_bindgen::JsValue;

use crate::utf16::Utf16;

// Answers are written as JSON text and handed to JS in one `JSON.parse`: one crossing of
// the boundary per answer, instead of one per field, which made a large verdict cost tens
// of milliseconds, and far less glue code in the wasm.

/// A piece of JSON text.
pub(crate) struct Json(String);

/// The JS value of a JSON text. Our own JSON is always valid, so parsing cannot fail.
pub(crate) fn js(json: impl Into<Json>) -> JsValue {
    js_sys::JSON::parse(&json.into().0).unwrap_or(JsValue::NULL)
}

impl From<&str> for Json {
    fn from(s: &str) -> Json {
        let mut out = String::with_capacity(s.len() + 2);
        out.push('"');
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(out, "\\u{:04x}", c as u32);
                }
                c => out.push(c),
            }
        }
        out.push('"');
        Json(out)
    }
}

impl From<&String> for Json {
    fn from(s: &String) -> Json {
        Json::from(s.as_str())
    }
}

impl From<String> for Json {
    fn from(s: String) -> Json {
        Json::from(s.as_str())
    }
}

impl From<bool> for Json {
    fn from(b: bool) -> Json {
        Json(String::from(if b { "true" } else { "false" }))
    }
}

macro_rules! number {
    ($($t:ty),*) => {$(
        impl From<$t> for Json {
            fn from(n: $t) -> Json {
                Json(n.to_string())
            }
        }
    )*};
}
number!(u32, i32, usize);

impl<T: Into<Json>> From<Option<T>> for Json {
    fn from(v: Option<T>) -> Json {
        v.map_or(Json(String::from("null")), Into::into)
    }
}

/// A plain object under construction.
pub(crate) struct Obj(String);

impl Obj {
    pub(crate) fn new() -> Obj {
        Obj(String::from("{"))
    }

    pub(crate) fn set(mut self, key: &str, value: impl Into<Json>) -> Obj {
        if self.0.len() > 1 {
            self.0.push(',');
        }
        // Keys are our own camelCase names: no escaping needed.
        self.0.push('"');
        self.0.push_str(key);
        self.0.push_str("\":");
        self.0.push_str(&value.into().0);
        self
    }

    /// Both forms of a span: `from`/`to` in UTF-16 units and `start`/`end` in bytes.
    pub(crate) fn span(self, span: Span, map: &Utf16) -> Obj {
        self.set("from", map.at(span.start)).set("to", map.at(span.end)).set("start", span.start).set("end", span.end)
    }
}

impl From<Obj> for Json {
    fn from(mut o: Obj) -> Json {
        o.0.push('}');
        Json(o.0)
    }
}

/// A JSON array of converted items.
pub(crate) fn list<T>(items: impl IntoIterator<Item = T>, f: impl Fn(T) -> Json) -> Json {
    let mut out = String::from("[");
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&f(item).0);
    }
    out.push(']');
    Json(out)
}

fn or_null<T>(value: Option<T>, f: impl Fn(T) -> Json) -> Json {
    value.map_or(Json(String::from("null")), f)
}

pub(crate) fn verdict(v: &Verdict) -> Json {
    Obj::new()
        .set("allowed", v.allowed)
        .set("line", v.winner_line().unwrap_or(0))
        .set("policy", v.policy.name())
        .set("token", v.token.as_str())
        .set("tokenSource", v.token_source.id())
        .set("path", v.path.as_str())
        .set("groups", list(&v.groups, group_choice))
        .set("skipped", list(&v.skipped, group_choice))
        .set("rules", list(&v.rules, rule_eval))
        .set("winner", or_null(v.winner.as_ref(), winner))
        .set("reason", v.reason.id())
        .set("cutAt", v.cut_at)
        .set("explanation", v.explain())
        .into()
}

fn group_choice(g: &GroupChoice) -> Json {
    let agent = |a: &robots_core::AgentLine| {
        Obj::new().set("line", a.line).set("value", a.value.as_str()).set("token", a.token.as_str()).into()
    };
    Obj::new().set("line", g.line).set("agents", list(&g.agents, agent)).set("why", g.why.id()).into()
}

fn rule_eval(r: &RuleEval) -> Json {
    Obj::new()
        .set("line", r.line)
        .set("kind", r.kind.name())
        .set("pattern", r.pattern.as_str())
        .set("compared", r.compared.as_str())
        .set("matched", r.matched)
        .set("priority", r.priority)
        .set("viaIndex", r.via_index)
        .into()
}

fn winner(w: &Winner) -> Json {
    Obj::new()
        .set("line", w.line)
        .set("kind", w.kind.name())
        .set("pattern", w.pattern.as_str())
        .set("priority", w.priority)
        .into()
}

pub(crate) fn line_role(r: &LineRole, map: &Utf16) -> Json {
    Obj::new().set("line", r.line).set("role", r.role.name()).span(r.span, map).into()
}

/// A diagnostic with its fixed id, severity and message; `fix` is `null` (no automatic fix).
pub(crate) fn diagnostic(d: &Diagnostic, map: &Utf16) -> Json {
    Obj::new()
        .set("id", d.kind.id())
        .set("severity", d.kind.severity().name())
        .set("message", d.kind.message())
        .set("line", d.line)
        .span(d.span, map)
        .set("fix", Option::<u32>::None)
        .into()
}

pub(crate) fn group_view(g: &GroupView) -> Json {
    let agent = |(line, value): &(u32, String)| Obj::new().set("line", *line).set("value", value.as_str()).into();
    Obj::new()
        .set("line", g.line)
        .set("lastLine", g.last_line)
        .set("agents", list(&g.agents, agent))
        .set("ruleLines", list(&g.rule_lines, |n| Json::from(*n)))
        .into()
}

pub(crate) fn record(r: &Record) -> Json {
    Obj::new()
        .set("line", r.line)
        .set("kind", r.kind.tag())
        .set("key", String::from_utf8_lossy(r.key).as_ref())
        .set("value", String::from_utf8_lossy(r.value).as_ref())
        .into()
}
