//! The full entry's `Robots.expect()` and `diff()`: expectations checked against the file, and
//! two versions of a file compared (issue 24). They read JS arguments and convert answers.

use alloc::{string::String, vec::Vec};
use js_sys::Array;
use robots_core::{parse_expectations, Expectation};
use wasm_bindgen::prelude::*;

use crate::convert::js;
use crate::options::{count, field, status, strings, table_options, text_bytes};
use crate::robots::Robots;
use crate::wire;

/// `{ agent, url, allowed, line? }` objects, or an `Error` naming the one at fault.
fn expectation_objects(value: &JsValue) -> Result<Vec<Expectation>, JsError> {
    if !Array::is_array(value) {
        return Err(JsError::new("expect(expectations): expectations must be their text or an array of { agent, url, allowed, line? }"));
    }
    let bad = |i: u32, what: &str| {
        JsError::new(&(String::from("expect(expectations): expectations[") + wire::Json::from(i).as_str() + "]" + what))
    };
    let mut out = Vec::new();
    for (i, item) in Array::from(value).iter().enumerate() {
        let i = i as u32;
        if !item.is_object() {
            return Err(bad(i, " must be an object { agent, url, allowed, line? }"));
        }
        let text_field = |name: &str| field(&item, name).ok().flatten().and_then(|v| v.as_string());
        let (Some(agent), Some(url)) = (text_field("agent"), text_field("url")) else {
            return Err(bad(i, ".agent and .url must be strings"));
        };
        let allowed = field(&item, "allowed")?.and_then(|v| v.as_bool()).ok_or_else(|| bad(i, ".allowed must be a boolean"))?;
        let decided_by = match field(&item, "line")? {
            None => None,
            Some(l) => Some(count(&l).ok_or_else(|| bad(i, ".line must be a non-negative integer (0: no rule decides)"))?),
        };
        out.push(Expectation { agent, url, allowed, decided_by, source_line: 0 });
    }
    Ok(out)
}

#[wasm_bindgen]
impl Robots {
    /// Checks expectations, given as their text (one a line: `allowed|blocked agent url
    /// [line N]`, `#` comments) or as objects, under the options (`profiles: true`: each crawler
    /// with its catalog profile): each with its answer.
    #[wasm_bindgen(unchecked_return_type = "ExpectReport")]
    pub fn expect(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string | ExpectationInput[]")] expectations: &JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "ExpectOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let (list, errors) = match expectations.as_string() {
            Some(text) => parse_expectations(&text),
            None => (expectation_objects(expectations)?, Vec::new()),
        };
        let (opts, profiles) = table_options(options, false)?;
        let outcomes = self.inner.expect(&list, &opts, profiles);
        Ok(js(wire::expect_report(&list, &outcomes, &errors)))
    }
}

/// Flips `diff` lists when `options.limit` is not given: their JSON is ~100 bytes each, and an
/// edit of a large file can flip tens of millions of crawler × URL pairs.
const DEFAULT_LISTED: usize = 100_000;

/// The crawlers × URLs whose answers differ between two versions of a file. `options.agents`
/// (default: every catalog crawler, each with its profile unless `profiles: false`) and
/// `options.urls` (asked first; then `/` and paths made from both files' rules); at most
/// `options.limit` flips listed (default 100,000), every flip counted per agent. A version fetched
/// over HTTP is read with its answer's status: `options.before` / `options.after` are each
/// version's `RobotsOptions`.
#[wasm_bindgen(unchecked_return_type = "Diff")]
pub fn diff(
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] before: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] after: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "DiffOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    // `options.before` / `options.after`: each version's `RobotsOptions`, its `status` read as
    // `new Robots(text, { status })` reads it (`options.status` still counts for both).
    let object = options.as_ref().filter(|o| o.is_object());
    let version = |text: Vec<u8>, name: &str| -> Result<robots_core::Robots, JsError> {
        Ok(match object.map(|o| field(o, name)).transpose()?.flatten().map(|o| status(&o)).transpose()?.flatten() {
            Some(fetch) => robots_core::Robots::parse_response(&text, fetch),
            None => robots_core::Robots::parse(&text),
        })
    };
    let before = version(text_bytes("diff(before, after): before", before)?, "before")?;
    let after = version(text_bytes("diff(before, after): after", after)?, "after")?;
    let list = |name: &str| -> Result<Option<Vec<String>>, JsError> {
        let Some(o) = options.as_ref().filter(|o| o.is_object()) else { return Ok(None) };
        field(o, name)?
            .map(|v| strings(&v).ok_or_else(|| JsError::new(&(String::from("diff: options.") + name + " must be an array of strings"))))
            .transpose()
    };
    let limit = match options.as_ref().filter(|o| o.is_object()).map(|o| field(o, "limit")).transpose()?.flatten() {
        None => DEFAULT_LISTED,
        Some(n) => count(&n).ok_or_else(|| JsError::new("diff: options.limit must be a non-negative integer (the flips listed)"))? as usize,
    };
    let given_agents = list("agents")?;
    let given_urls = list("urls")?.unwrap_or_default();
    let (opts, profiles) = table_options(options.clone(), true)?;
    let given: Vec<&str> = given_urls.iter().map(String::as_str).collect();
    let c = robots_core::compare(&before, &after, given_agents, &given, &opts, profiles, limit);
    let agent_refs: Vec<&str> = c.agents.iter().map(String::as_str).collect();
    let url_refs: Vec<&str> = c.urls.iter().map(String::as_str).collect();
    Ok(js(wire::diff(&agent_refs, &url_refs, &c.flips, &c.counts, c.total)))
}
