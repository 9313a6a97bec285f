//! `CheckOptions` from JS: `{ policy?, sizeLimit?, profile?, status? }`, checked field by field.

use alloc::{string::String, vec::Vec};

use js_sys::{Array, Reflect};
use robots_core::{catalog, Fetch, Options, Policy, Profile};
use wasm_bindgen::prelude::*;

/// Reads an optional `CheckOptions` object. `undefined` and `null` mean the defaults.
pub(crate) fn check_options(value: Option<JsValue>) -> Result<Options, JsError> {
    let mut opts = Options::default();
    let Some(value) = value else { return Ok(opts) };
    if !value.is_object() {
        return Err(JsError::new("options must be an object like { policy: 'rfc9309' }"));
    }
    if let Some(policy) = field(&value, "policy")? {
        let name = policy.as_string().unwrap_or_default();
        opts.policy = Policy::from_name(&name).ok_or_else(|| showing("options.policy must be 'google' or 'rfc9309', not ", &policy, ""))?;
    }
    if let Some(limit) = field(&value, "sizeLimit")? {
        let n = count(&limit).ok_or_else(|| showing("options.sizeLimit must be a non-negative integer, not ", &limit, ""))?;
        opts.size_limit = Some(n as usize);
    }
    opts.fetch = status(&value)?;
    if let Some(profile) = field(&value, "profile")? {
        opts.profile = Some(match profile.as_string() {
            Some(name) => {
                catalog::profile(&name).ok_or_else(|| showing("options.profile: no crawler named ", &profile, " in the catalog"))?
            }
            None if profile.is_object() => profile_object(&profile)?,
            None => return Err(JsError::new("options.profile must be a crawler name or a { token } object")),
        });
    }
    Ok(opts)
}

/// The `status` field of `CheckOptions` or `RobotsOptions`: how the request for the file was
/// answered, an HTTP status (100 to 599) or `'unreachable'`; `None` when absent.
pub(crate) fn status(value: &JsValue) -> Result<Option<Fetch>, JsError> {
    let Some(status) = field(value, "status")? else { return Ok(None) };
    let fetch = match (count(&status), status.as_string()) {
        (Some(code @ 100..=599), _) => Fetch::Status(code as u16),
        (_, Some(s)) if s == "unreachable" => Fetch::Unreachable,
        _ => return Err(showing("options.status must be an HTTP status (100 to 599) or 'unreachable', not ", &status, "")),
    };
    Ok(Some(fetch))
}

/// `TableOptions` (or `DiffOptions`): `CheckOptions` and `profiles?: boolean` (each agent read
/// with its own catalog profile), `profiles` when absent.
#[cfg(feature = "full")]
pub(crate) fn table_options(value: Option<JsValue>, profiles: bool) -> Result<(Options, bool), JsError> {
    let profiles = match &value {
        Some(v) if v.is_object() => flag(v, "options.", "profiles", profiles)?,
        _ => profiles,
    };
    Ok((check_options(value)?, profiles))
}

/// The boolean `object[name]` (`absent` when absent), or an `Error` naming it as `path` + `name`.
fn flag(object: &JsValue, path: &str, name: &str, absent: bool) -> Result<bool, JsError> {
    let Some(b) = field(object, name)? else { return Ok(absent) };
    b.as_bool().ok_or_else(|| showing(&(String::from(path) + name + " must be a boolean, not "), &b, ""))
}

/// `{ token, fallbacks?, ignoresWildcard?, ignoresRobots? }`.
fn profile_object(p: &JsValue) -> Result<Profile, JsError> {
    let token = field(p, "token")?.and_then(|t| t.as_string());
    let token = token.ok_or_else(|| JsError::new("options.profile.token must be a string"))?;
    let fallbacks = match field(p, "fallbacks")? {
        None => Vec::new(),
        Some(f) => strings(&f).ok_or_else(|| JsError::new("options.profile.fallbacks must be an array of strings"))?,
    };
    let (ignores_wildcard, ignores_robots) =
        (flag(p, "options.profile.", "ignoresWildcard", false)?, flag(p, "options.profile.", "ignoresRobots", false)?);
    Ok(Profile { token, fallbacks, ignores_wildcard, ignores_robots })
}

/// A JS array whose items are all strings.
pub(crate) fn strings(value: &JsValue) -> Option<Vec<String>> {
    Array::is_array(value).then(|| Array::from(value).iter().map(|s| s.as_string()).collect()).flatten()
}

/// The string argument `what` names (as "method: name"), or an `Error` saying what it was
/// instead. (wasm-bindgen's own `&str` arguments take any value and misread the others: a
/// number traps the module, and an object with a `length` of 1e9 has that many bytes
/// allocated for it.)
#[inline(never)]
pub(crate) fn string(what: &str, value: &JsValue) -> Result<String, JsError> {
    value.as_string().ok_or_else(|| misused(what, " must be a string, not ", value))
}

/// A robots.txt argument: a string (its UTF-8) or a `Uint8Array` (its bytes as they are), or
/// an `Error` as [`string`] gives.
#[cfg(feature = "full")]
pub(crate) fn text_bytes(what: &str, value: &JsValue) -> Result<Vec<u8>, JsError> {
    match (value.as_string(), value.dyn_ref::<js_sys::Uint8Array>()) {
        (Some(s), _) => Ok(s.into_bytes()),
        (None, Some(bytes)) => Ok(bytes.to_vec()),
        (None, None) => Err(misused(what, " must be a string or a Uint8Array, not ", value)),
    }
}

/// A non-negative integer argument below 2^32, or an `Error` as [`string`] gives.
#[cfg(feature = "full")]
pub(crate) fn number(what: &str, value: &JsValue) -> Result<u32, JsError> {
    count(value).ok_or_else(|| misused(what, " must be a non-negative integer, not ", value))
}

/// "`what` must be …, not `value`".
#[cold]
#[inline(never)]
fn misused(what: &str, must: &str, value: &JsValue) -> JsError {
    showing(&(String::from(what) + must), value, "")
}

/// `value` as a count: a non-negative integer below 2^32.
pub(crate) fn count(value: &JsValue) -> Option<u32> {
    value.as_f64().filter(|n| *n == f64::from(*n as u32)).map(|n| n as u32)
}

/// `object[name]`, or `None` when it is `undefined` or `null`; an `Error` when reading it
/// throws (a getter or proxy), rather than the field taken as absent.
pub(crate) fn field(object: &JsValue, name: &str) -> Result<Option<JsValue>, JsError> {
    let v =
        Reflect::get(object, &JsValue::from_str(name)).map_err(|_| JsError::new(&(String::from("options: reading ") + name + " threw")))?;
    Ok(Some(v).filter(|v| !v.is_undefined() && !v.is_null()))
}

/// An error whose message shows `v` between `head` and `tail`: as JSON (formatted by JS, which
/// keeps Rust's float formatting out of the wasm), or its type. JSON writes NaN and ±Infinity as
/// `null`, so those are named.
fn showing(head: &str, v: &JsValue, tail: &str) -> JsError {
    let shown = match v.as_f64() {
        Some(n) if n.is_nan() => Some(String::from("NaN")),
        Some(n) if n.is_infinite() => Some(String::from(if n > 0.0 { "Infinity" } else { "-Infinity" })),
        _ => js_sys::JSON::stringify(v).ok().and_then(|s| s.as_string()).or_else(|| v.js_typeof().as_string()),
    };
    JsError::new(&(String::from(head) + &shown.unwrap_or_default() + tail))
}
