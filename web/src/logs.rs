//! `LogReplay`: an access log replayed against a robots.txt, fed in chunks (the core's
//! `logs::Replay`), and `ipRanges()`, what a range file holds.

use alloc::string::String;
use alloc::vec::Vec;

use js_sys::{Array, Object, Uint8Array};
use robots_core::logs::{Cidr, CrawlerReport, Fields, IpRanges, Replay, Report};
use wasm_bindgen::prelude::*;

use crate::convert::{js, list, with_fields, Obj};
use crate::options::{check_options, field, number, string, strings, text_bytes};
use crate::robots::Robots;

/// An access log replayed against a parsed robots.txt.
#[wasm_bindgen]
pub struct LogReplay {
    inner: Option<Replay>,
}

#[wasm_bindgen]
impl LogReplay {
    /// A replay of a log against `robots`: `options` are `CheckOptions` (the reading and the
    /// status the file was fetched with) and `ranges` (each crawler's published IP ranges, a
    /// range file's text or bytes by the crawler's token), `fields` (the names of a JSON log's
    /// fields), `profiles` (each crawler read with its catalog profile: true) and `trustProxy`
    /// (the proxies, as CIDR blocks or addresses, whose `X-Forwarded-For` header names the
    /// client), `signatureKeys` (the ids of the Web Bot Auth keys the caller verifies
    /// signatures with: `pendingSignatures()`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        robots: &Robots,
        #[wasm_bindgen(unchecked_optional_param_type = "LogOptions")] options: Option<JsValue>,
    ) -> Result<LogReplay, JsError> {
        let object = options.as_ref().filter(|o| o.is_object()).cloned();
        let ranges = match object.as_ref().map(|o| field(o, "ranges")).transpose()?.flatten() {
            None => Vec::new(),
            Some(r) if r.is_object() => {
                let mut out = Vec::new();
                for pair in Object::entries(r.unchecked_ref()).iter() {
                    let pair: Array = pair.unchecked_into();
                    let token = pair.get(0).as_string().unwrap_or_default();
                    let bytes = text_bytes(&(String::from("new LogReplay: options.ranges.") + &token), &pair.get(1))?;
                    out.push((token, IpRanges::from_text(&bytes).ranges));
                }
                out
            }
            Some(_) => return Err(JsError::new("new LogReplay: options.ranges must be an object of range files by crawler token")),
        };
        let profiles = match object.as_ref().map(|o| field(o, "profiles")).transpose()?.flatten() {
            None => true,
            Some(b) => b.as_bool().ok_or_else(|| JsError::new("new LogReplay: options.profiles must be a boolean"))?,
        };
        let fields = match object.as_ref().map(|o| field(o, "fields")).transpose()?.flatten() {
            None => Fields::default(),
            Some(f) if f.is_object() => fields_of(&f)?,
            Some(_) => return Err(JsError::new("new LogReplay: options.fields must be an object of field names")),
        };
        let proxies = match object.as_ref().map(|o| field(o, "trustProxy")).transpose()?.flatten() {
            None => IpRanges::default(),
            Some(list) => proxies_of(&list)?,
        };
        let keyids = match object.as_ref().map(|o| field(o, "signatureKeys")).transpose()?.flatten() {
            None => Vec::new(),
            Some(list) => strings(&list).ok_or_else(|| JsError::new("new LogReplay: options.signatureKeys must be an array of key ids"))?,
        };
        let opts = check_options(options)?;
        let replay =
            Replay::new(&robots.inner, &opts, ranges).profiles(profiles).fields(fields).trust_proxies(proxies).signature_keys(keyids);
        Ok(LogReplay { inner: Some(replay) })
    }

    /// Reads the next bytes of the log (a line may straddle two chunks).
    pub fn feed(&mut self, chunk: &Uint8Array) -> Result<(), JsError> {
        let replay = self.inner.as_mut().ok_or_else(|| JsError::new("LogReplay.feed: the replay is finished"))?;
        replay.feed(&chunk.to_vec());
        Ok(())
    }

    /// The Web Bot Auth signatures waiting for verification since the last call: each one's
    /// id, key id, signature base and signature bytes.
    #[wasm_bindgen(js_name = pendingSignatures, unchecked_return_type = "PendingSignature[]")]
    pub fn pending_signatures(&mut self) -> Result<JsValue, JsError> {
        let replay = self.inner.as_mut().ok_or_else(|| JsError::new("LogReplay.pendingSignatures: the replay is finished"))?;
        let out = Array::new();
        for p in replay.pending_signatures() {
            let item = js(Obj::new().set("id", p.id).set("keyid", p.keyid.as_str()));
            let base = JsValue::from(Uint8Array::from(&p.base[..]));
            let signature = JsValue::from(Uint8Array::from(&p.signature[..]));
            out.push(&with_fields(item, &[("base", base), ("signature", signature)], "LogReplay.pendingSignatures")?);
        }
        Ok(out.into())
    }

    /// Whether the signature `id` of `pendingSignatures()` verified.
    #[wasm_bindgen(js_name = signatureVerdict)]
    pub fn signature_verdict(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "boolean")] valid: &JsValue,
    ) -> Result<(), JsError> {
        let id = number("LogReplay.signatureVerdict: id", id)?;
        let valid = valid.as_bool().ok_or_else(|| JsError::new("LogReplay.signatureVerdict: valid must be a boolean"))?;
        let replay = self.inner.as_mut().ok_or_else(|| JsError::new("LogReplay.signatureVerdict: the replay is finished"))?;
        replay.signature_verdict(u64::from(id), valid);
        Ok(())
    }

    /// Reads the last line and reports; the replay takes no more chunks.
    #[wasm_bindgen(unchecked_return_type = "LogReport")]
    pub fn finish(&mut self) -> Result<JsValue, JsError> {
        let replay = self.inner.take().ok_or_else(|| JsError::new("LogReplay.finish: the replay is finished"))?;
        Ok(js(report(&replay.finish())))
    }
}

/// What a range file holds: how many blocks were read, how many strings could not be, and the
/// date the file gives (its `creationTime`).
#[wasm_bindgen(js_name = ipRanges, unchecked_return_type = "RangesInfo")]
pub fn ip_ranges(#[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] text: &JsValue) -> Result<JsValue, JsError> {
    let read = IpRanges::from_text(&text_bytes("ipRanges(text)", text)?);
    Ok(js(Obj::new().set("found", read.found).set("unreadable", read.unreadable).set("created", read.created.as_deref())))
}

/// `LogOptions.trustProxy`: an array of CIDR blocks or addresses.
fn proxies_of(list: &JsValue) -> Result<IpRanges, JsError> {
    const WHAT: &str = "new LogReplay: options.trustProxy must be an array of CIDR blocks or addresses";
    let list = strings(list).ok_or_else(|| JsError::new(WHAT))?;
    let mut cidrs = Vec::with_capacity(list.len());
    for s in &list {
        let cidr = Cidr::parse(s.as_bytes());
        cidrs.push(cidr.ok_or_else(|| JsError::new(&(String::from(WHAT) + "; not one: " + s)))?);
    }
    Ok(IpRanges::from_cidrs(cidrs))
}

/// `LogOptions.fields`: each name a string, or absent.
fn fields_of(f: &JsValue) -> Result<Fields, JsError> {
    let name = |key: &str| -> Result<Option<String>, JsError> {
        field(f, key)?.map(|v| string(&(String::from("new LogReplay: options.fields.") + key), &v)).transpose()
    };
    Ok(Fields {
        ip: name("ip")?,
        time: name("time")?,
        request: name("request")?,
        method: name("method")?,
        url: name("url")?,
        query: name("query")?,
        status: name("status")?,
        user_agent: name("userAgent")?,
        forwarded: name("forwarded")?,
    })
}

fn crawler(c: &CrawlerReport) -> Obj {
    Obj::new()
        .set("name", c.claim.name())
        .set("claim", c.claim.id())
        .set("requests", c.requests)
        .set("urls", c.urls)
        .set("urlsCapped", c.urls_capped)
        .set("disallowed", c.disallowed)
        .set("disallowedVerified", c.disallowed_verified)
        .set("violations", list(&c.violations, |v| Obj::new().set("url", v.url.as_str()).set("line", v.line).set("time", v.time)))
        .set("lines", list(&c.lines, |l| *l))
        .set("verified", c.verified)
        .set("impostors", c.impostors)
        .set("claimsOnly", c.claims_only)
        .set("notChecked", c.not_checked)
        .set("impostorExamples", list(&c.impostor_examples, |i| Obj::new().set("client", i.client.as_str()).set("time", i.time)))
        .set("signed", c.signed)
        .set("signaturesVerified", c.signatures_verified)
        .set("signaturesInvalid", c.signatures_invalid)
        .set("signaturesNoKey", c.signatures_no_key)
        .set("signaturesNotChecked", c.signatures_not_checked)
        .set(
            "signatureFailures",
            list(&c.signature_failures, |f| Obj::new().set("url", f.url.as_str()).set("problem", f.problem.id()).set("time", f.time)),
        )
        .set("firstSeen", c.first_seen)
        .set("lastSeen", c.last_seen)
        .set("robotsFetches", c.robots_fetches)
        .set("firstRobots", c.first_robots)
        .set("beforeRobots", c.before_robots)
        .set("products", list(&c.products, |(p, n)| Obj::new().set("name", p.as_str()).set("requests", *n)))
        .set("timeline", list(&c.timeline, |n| *n))
        .set("text", c.text.as_str())
}

fn report(r: &Report) -> Obj {
    Obj::new()
        .set("lines", r.lines)
        .set("requests", r.requests)
        .set("unreadable", r.unreadable)
        .set(
            "unreadableExamples",
            list(&r.unreadable_examples, |u| Obj::new().set("line", u.line).set("error", u.error.id()).set("text", u.text.as_str())),
        )
        .set("crawlers", list(&r.crawlers, crawler))
        .set(
            "prefixes",
            list(&r.prefixes, |p| {
                Obj::new()
                    .set("prefix", p.prefix.as_str())
                    .set("requests", p.requests)
                    .set("botRequests", p.bot_requests)
                    .set("disallowed", p.disallowed)
            }),
        )
        .set("prefixesCapped", r.prefixes_capped)
        .set("timeline", Obj::new().set("start", r.timeline.start).set("step", r.timeline.step).set("buckets", r.timeline.buckets))
        .set("firstSeen", r.first_seen)
        .set("lastSeen", r.last_seen)
        .set("text", r.text.as_str())
}
