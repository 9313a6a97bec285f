//! Core answers → plain JS objects (camelCase, lines 1-based), as `types` declares them.

use js_sys::{Array, Object, Reflect};
use robots_core::{Diagnostic, Record, GroupChoice, GroupView, LineRole, RuleEval, Span, Verdict, Winner};
use wasm_bindgen::JsValue;

use crate::utf16::Utf16;

/// A plain object under construction.
pub(crate) struct Obj(Object);

impl Obj {
    pub(crate) fn new() -> Obj {
        Obj(Object::new())
    }

    pub(crate) fn set(self, key: &str, value: impl Into<JsValue>) -> Obj {
        // Setting a data property on a fresh plain object cannot fail.
        let _ = Reflect::set(&self.0, &JsValue::from_str(key), &value.into());
        self
    }

    /// Both forms of a span: `from`/`to` in UTF-16 units and `start`/`end` in bytes.
    pub(crate) fn span(self, span: Span, map: &Utf16) -> Obj {
        self.set("from", map.at(span.start)).set("to", map.at(span.end)).set("start", span.start).set("end", span.end)
    }
}

impl From<Obj> for JsValue {
    fn from(o: Obj) -> JsValue {
        o.0.into()
    }
}

/// A JS array of converted items.
pub(crate) fn list<T>(items: impl IntoIterator<Item = T>, f: impl Fn(T) -> JsValue) -> Array {
    items.into_iter().map(f).collect()
}

fn or_null<T>(value: Option<T>, f: impl Fn(T) -> JsValue) -> JsValue {
    value.map_or(JsValue::NULL, f)
}

pub(crate) fn verdict(v: &Verdict) -> JsValue {
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
        .set("cutAt", or_null(v.cut_at, JsValue::from))
        .set("explanation", v.explain())
        .into()
}

fn group_choice(g: &GroupChoice) -> JsValue {
    let agent = |a: &robots_core::AgentLine| {
        Obj::new().set("line", a.line).set("value", a.value.as_str()).set("token", a.token.as_str()).into()
    };
    Obj::new().set("line", g.line).set("agents", list(&g.agents, agent)).set("why", g.why.id()).into()
}

fn rule_eval(r: &RuleEval) -> JsValue {
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

fn winner(w: &Winner) -> JsValue {
    Obj::new()
        .set("line", w.line)
        .set("kind", w.kind.name())
        .set("pattern", w.pattern.as_str())
        .set("priority", w.priority)
        .into()
}

pub(crate) fn line_role(r: &LineRole, map: &Utf16) -> JsValue {
    Obj::new().set("line", r.line).set("role", r.role.name()).span(r.span, map).into()
}

/// A diagnostic with its fixed id, severity and message; `fix` is `null` (no automatic fix).
pub(crate) fn diagnostic(d: &Diagnostic, map: &Utf16) -> JsValue {
    Obj::new()
        .set("id", d.kind.id())
        .set("severity", d.kind.severity().name())
        .set("message", d.kind.message())
        .set("line", d.line)
        .span(d.span, map)
        .set("fix", JsValue::NULL)
        .into()
}

pub(crate) fn group_view(g: &GroupView) -> JsValue {
    let agent = |(line, value): &(u32, String)| Obj::new().set("line", *line).set("value", value.as_str()).into();
    Obj::new()
        .set("line", g.line)
        .set("lastLine", g.last_line)
        .set("agents", list(&g.agents, agent))
        .set("ruleLines", list(&g.rule_lines, |n| JsValue::from(*n)))
        .into()
}

pub(crate) fn record(r: &Record) -> JsValue {
    Obj::new()
        .set("line", r.line)
        .set("kind", r.kind.tag())
        .set("key", String::from_utf8_lossy(r.key).as_ref())
        .set("value", String::from_utf8_lossy(r.value).as_ref())
        .into()
}
