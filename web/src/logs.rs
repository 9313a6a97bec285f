//! `LogReplay`: an access log replayed against a robots.txt, fed in chunks (the core's
//! `logs::Replay`), and `ipRanges()`, what a range file holds.

use alloc::string::String;
use alloc::vec::Vec;

use js_sys::{Array, Object, Uint8Array};
use robots_core::logs::{Cidr, CrawlerReport, Fields, IpRanges, Replay, Report};
use wasm_bindgen::prelude::*;

use crate::convert::{js, list, Obj};
use crate::options::{check_options, field, string, strings, text_bytes};
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
    /// client).
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
        let opts = check_options(options)?;
        let replay = Replay::new(&robots.inner, &opts, ranges).profiles(profiles).fields(fields).trust_proxies(proxies);
        Ok(LogReplay { inner: Some(replay) })
    }

    /// Reads the next bytes of the log (a line may straddle two chunks).
    pub fn feed(&mut self, chunk: &Uint8Array) -> Result<(), JsError> {
        let replay = self.inner.as_mut().ok_or_else(|| JsError::new("LogReplay.feed: the replay is finished"))?;
        replay.feed(&chunk.to_vec());
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
