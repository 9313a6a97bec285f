//! The `Robots` and `Matcher` classes.

use alloc::string::String;
use alloc::vec::Vec;
use core::cell::{OnceCell, RefCell};

use js_sys::Uint8Array;
use wasm_bindgen::prelude::*;

use crate::convert::{js, list, Json, Obj};
use crate::options::{check_options, status, string, strings};
use crate::wire::{self, utf16::Utf16};
use robots_core::Fetch;

/// A parsed robots.txt.
#[wasm_bindgen]
pub struct Robots {
    pub(crate) inner: robots_core::Robots,
    /// Built on first use; see `utf16`.
    utf16: OnceCell<Utf16>,
}

#[wasm_bindgen]
impl Robots {
    /// Parses a robots.txt: a string (encoded as UTF-8) or raw bytes. Never fails on content.
    /// With `options.status`, the text is the body of an answer with that status.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "RobotsOptions")] options: Option<JsValue>,
    ) -> Result<Robots, JsError> {
        let fetch = match options {
            Some(o) if o.is_object() => status(&o)?,
            Some(o) if !o.is_undefined() && !o.is_null() => {
                return Err(JsError::new("new Robots(text, options): options must be an object like { status: 404 }"))
            }
            _ => None,
        };
        let bytes = match (text.as_string(), text.dyn_ref::<Uint8Array>()) {
            (Some(s), _) => s.into_bytes(),
            (None, Some(bytes)) => bytes.to_vec(),
            (None, None) => return Err(JsError::new("new Robots(text): text must be a string or a Uint8Array")),
        };
        let inner = match fetch {
            Some(fetch) => robots_core::Robots::parse_response(&bytes, fetch),
            None => robots_core::Robots::parse(&bytes),
        };
        Ok(Robots { inner, utf16: OnceCell::new() })
    }

    /// The status the file was created with (`RobotsOptions.status`), or `null`.
    #[wasm_bindgen(getter, unchecked_return_type = "number | 'unreachable' | null")]
    pub fn status(&self) -> JsValue {
        match self.inner.fetch() {
            None => JsValue::NULL,
            Some(Fetch::Status(code)) => JsValue::from(code),
            Some(Fetch::Unreachable) => JsValue::from_str("unreachable"),
        }
    }

    /// The byte → UTF-16 offset table of the text, built once.
    pub(crate) fn utf16(&self) -> &Utf16 {
        self.utf16.get_or_init(|| Utf16::new(self.inner.text()))
    }

    /// The table, when a call has built it.
    #[cfg(feature = "full")]
    pub(crate) fn utf16_built(&self) -> Option<&Utf16> {
        self.utf16.get()
    }

    /// Checks `url` for the crawler `agent`, with the whole explanation.
    #[wasm_bindgen(unchecked_return_type = "Verdict")]
    pub fn check(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] agent: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] url: &JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let agent = string("check: agent", agent)?;
        let url = string("check: url", url)?;
        Ok(js(wire::verdict(&self.inner.check_with(&agent, &url, &check_options(options)?))))
    }

    /// `check`'s `allowed` and `line` without the explanation: cheaper for many URLs.
    #[wasm_bindgen(unchecked_return_type = "Decision")]
    pub fn decide(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] agent: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] url: &JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let agent = string("decide: agent", agent)?;
        let url = string("decide: url", url)?;
        let (allowed, line) = self.inner.decide_with(&agent, &url, &check_options(options)?);
        Ok(js(Obj::new().set("allowed", allowed).set("line", line)))
    }

    /// Every non-blank line's role for `agent`, and for the focused `url` when given.
    #[wasm_bindgen(unchecked_return_type = "LineRole[]")]
    pub fn highlight(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] agent: &JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] url: Option<JsValue>,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let agent = string("highlight: agent", agent)?;
        let url = url.map(|u| string("highlight: url", &u)).transpose()?;
        let roles = self.inner.highlight(&agent, url.as_deref(), &check_options(options)?);
        Ok(js(list(&roles, |r| wire::line_role(r, self.utf16()))))
    }

    /// The per-line report of the file's form.
    #[wasm_bindgen(unchecked_return_type = "Diagnostic[]")]
    pub fn diagnostics(&self) -> JsValue {
        js(list(&self.inner.diagnostics(), |d| wire::diagnostic(d, self.utf16())))
    }

    /// The groups of the file, in file order, under the options' policy.
    #[wasm_bindgen(unchecked_return_type = "GroupView[]")]
    pub fn groups(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        Ok(js(list(&self.inner.groups(check_options(options)?.policy), wire::group_view)))
    }

    /// A precompiled checker for one agent, for many URLs.
    pub fn matcher(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] agent: &JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<Matcher, JsError> {
        let agent = string("matcher: agent", agent)?;
        Ok(Matcher(self.inner.matcher_with(&agent, &check_options(options)?)))
    }

    /// Lines that carry a key but are neither user-agent nor rules (`Sitemap`, `Crawl-delay`,
    /// `Host`, unknown keys), in file order.
    #[wasm_bindgen(unchecked_return_type = "RecordView[]")]
    pub fn records(&self) -> JsValue {
        js(list(self.inner.records(), |r| wire::record(&r)))
    }

    /// The `Sitemap:` values, in file order.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn sitemaps(&self) -> JsValue {
        js(list(self.inner.sitemaps(), |s| Json::from(String::from_utf8_lossy(s).as_ref())))
    }

    /// Whether `url` is on another host than the file's: the host of `fetchedFrom` (the URL
    /// the file was fetched from) when given, else the hosts its `Sitemap:` lines point to.
    /// `null` when the URL names no host, the file's host is unknown, or they agree.
    #[wasm_bindgen(js_name = otherHost, unchecked_return_type = "OtherHost | null")]
    pub fn other_host(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] url: &JsValue,
        #[wasm_bindgen(js_name = fetchedFrom, unchecked_optional_param_type = "string | null")] fetched_from: &JsValue,
    ) -> Result<JsValue, JsError> {
        let url = string("otherHost: url", url)?;
        let from = if fetched_from.is_undefined() || fetched_from.is_null() {
            None
        } else {
            Some(string("otherHost: fetchedFrom", fetched_from)?)
        };
        Ok(self.inner.other_host(&url, from.as_deref()).as_ref().map_or(JsValue::NULL, |o| js(wire::other_host(o))))
    }
}

/// One agent's rules, compiled for checking many URLs.
#[wasm_bindgen]
pub struct Matcher(pub(crate) robots_core::Matcher);

#[wasm_bindgen]
impl Matcher {
    /// May the agent fetch `url`?
    pub fn allowed(&self, #[wasm_bindgen(unchecked_param_type = "string")] url: &JsValue) -> Result<bool, JsError> {
        Ok(self.0.allowed(&string("allowed: url", url)?))
    }

    /// `allowed` for a caller that knows `url` is a string (the robots-parser façade): the glue
    /// then copies it into wasm memory in one step, where a `JsValue` is read back through an
    /// import. Left out of the typings: not the package's API.
    #[wasm_bindgen(js_name = allowedString, skip_typescript)]
    pub fn allowed_string(&self, url: &str) -> bool {
        self.0.allowed(url)
    }

    /// `allowed` for the URL whose UTF-8 bytes JS wrote into the first `len` bytes of the URL
    /// buffer (`urlBuffer`): the robots-parser façade's hot path, which spares each URL the
    /// allocation, the copy loop and the free of a `&str` argument. Left out of the typings.
    #[wasm_bindgen(js_name = allowedBuffered, skip_typescript)]
    pub fn allowed_buffered(&self, len: usize) -> bool {
        URL_BUFFER.with_borrow(|b| self.0.allowed_bytes(&b[..len.min(b.len())]))
    }

    /// `allowedBuffered` for a URL as the caller got it, not parsed: 1 allowed, 0 blocked,
    /// or 2 when it may not be in the form WHATWG URL parsing gives it (the core's `href_form`), so the
    /// caller parses it and asks again. The caller has checked that it starts with the
    /// robots.txt's own `scheme://host/`. Left out of the typings.
    #[wasm_bindgen(js_name = allowedRaw, skip_typescript)]
    pub fn allowed_raw(&self, len: usize) -> u8 {
        URL_BUFFER.with_borrow(|b| {
            HREF_BUFFER.with_borrow_mut(|out| {
                let url = &b[..len.min(b.len())];
                match robots_core::href_form_in(url, out) {
                    Some(false) => u8::from(self.0.allowed_bytes(url)),
                    Some(true) => u8::from(self.0.allowed_bytes(out)),
                    None => 2,
                }
            })
        })
    }

    /// The address in wasm memory of the URL buffer of `allowedBuffered`, made `len` bytes long
    /// (zeroed when it grows). It stays where it is until a call asks for another length; JS
    /// views it through the memory's current `ArrayBuffer`, made anew after the memory grows.
    /// Left out of the typings.
    #[wasm_bindgen(js_name = urlBuffer, skip_typescript)]
    pub fn url_buffer(len: usize) -> *mut u8 {
        URL_BUFFER.with_borrow_mut(|b| {
            b.resize(len, 0);
            b.as_mut_ptr()
        })
    }

    /// `allowed` for each URL, in order.
    #[wasm_bindgen(js_name = allowedMany, unchecked_return_type = "boolean[]")]
    pub fn allowed_many(&self, #[wasm_bindgen(unchecked_param_type = "string[]")] urls: JsValue) -> Result<JsValue, JsError> {
        let urls = strings(&urls).ok_or_else(|| JsError::new("allowedMany(urls): urls must be an array of strings"))?;
        Ok(js(list(self.0.allowed_many(urls.iter().map(String::as_str)), |b| b)))
    }
}

thread_local! {
    /// The URL buffer of `Matcher.allowedBuffered`: bytes JS writes into wasm memory in place.
    static URL_BUFFER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// `allowedRaw`'s href of a URL with characters past ASCII, kept from call to call.
    static HREF_BUFFER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}
