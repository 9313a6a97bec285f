//! The full entry's exports (feature `full`): `catalog()`, `tokensFromUserAgent()`, `lintRules()`, `acceptedKeys()`,
//! and `Robots`' `lint()`, `coverage()`, `decideTable()` (a crawler matrix in one call: 1.8 KB of the default wasm) and
//! `checkBrief()` (the page's bounded check, with every line's role: 2.8 KB of the default wasm otherwise), and
//! `Matcher`'s `reportLines()` (a URL list's bytes checked a chunk at a time, for the command line: 1.2 KB gzipped). They
//! convert core answers only.

use crate::wire::{self, utf16::Utf16};
use alloc::{string::String, vec::Vec};
use js_sys::{Int32Array, Uint32Array, Uint8Array};
use robots_core::{catalog, lines::ACCEPTED_KEYS, long_lines_sentence, tokens_from_user_agent, LintRule, SizeCut, GOOGLE_SIZE_LIMIT};
use wasm_bindgen::prelude::*;

use crate::convert::{js, list, with_fields, Obj};
use crate::options::{check_options, number, string, strings, table_options};
use crate::robots::{Matcher, Robots};

/// Every crawler and control token of the catalog.
#[wasm_bindgen(unchecked_return_type = "CrawlerEntry[]")]
pub fn catalog() -> JsValue {
    js(list(catalog::all(), wire::crawler))
}

/// The catalog's date, `YYYY-MM-DD`: the last day an entry was checked against its source.
#[wasm_bindgen(js_name = catalogChecked)]
pub fn catalog_checked() -> String {
    String::from(catalog::checked())
}

/// Finds the catalog tokens a full User-Agent string claims and picks the one the crawler
/// would match robots.txt groups with (the most specific), explaining the choice.
#[wasm_bindgen(js_name = tokensFromUserAgent, unchecked_return_type = "UserAgentClaim")]
pub fn tokens_from_ua(#[wasm_bindgen(unchecked_param_type = "string")] ua: JsValue) -> Result<JsValue, JsError> {
    let ua = ua.as_string().ok_or_else(|| JsError::new("tokensFromUserAgent(ua): ua must be a string"))?;
    let claim = tokens_from_user_agent(&ua);
    Ok(js(Obj::new().set("token", claim.token.as_str()).set("candidates", wire::strings(&claim.candidates)).set("why", claim.why.as_str())))
}

/// Every lint rule, in documentation order.
#[wasm_bindgen(js_name = lintRules, unchecked_return_type = "LintRuleInfo[]")]
pub fn lint_rules() -> JsValue {
    js(list(LintRule::ALL, wire::lint_rule))
}

/// The keys Google's parser accepts, in the order it tries them: a key is read as the first one it starts with, ignoring
/// ASCII case (`Disallowed` is `disallow`). The typos among them are accepted by Google only.
#[wasm_bindgen(js_name = acceptedKeys, unchecked_return_type = "AcceptedKey[]")]
pub fn accepted_keys() -> JsValue {
    js(list(ACCEPTED_KEYS, wire::accepted_key))
}

/// The sentences for a file of `bytes` bytes whose crawler stops in line `line`, against a
/// crawler that reads `limit` bytes (Google's 500 KiB when left out): where it stops (`cut`),
/// the same for a reading that reads the whole file (`wholeFile`), and the mark at the cut
/// (`marker`); null when the file is not longer than the crawler reads.
#[wasm_bindgen(js_name = sizeText, unchecked_return_type = "SizeText | null")]
pub fn size_text(bytes: f64, line: u32, limit: Option<f64>) -> Result<JsValue, JsError> {
    let count = |what: &str, n: f64| {
        if n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n <= 9_007_199_254_740_991.0 {
            Ok(n as u64)
        } else {
            Err(JsError::new(&(String::from("sizeText: ") + what + " must be a whole number of bytes")))
        }
    };
    let cut = SizeCut { bytes: count("bytes", bytes)?, limit: count("limit", limit.unwrap_or(GOOGLE_SIZE_LIMIT as f64))?, line };
    if !cut.over() {
        return Ok(JsValue::NULL);
    }
    let obj = Obj::new()
        .set("cut", cut.sentence().as_str())
        .set("wholeFile", cut.whole_file_sentence().as_str())
        .set("marker", cut.marker().as_str());
    Ok(js(obj))
}

/// The sentence for `lines` lines longer than Google reads of a line (16,663 bytes).
#[wasm_bindgen(js_name = longLinesText)]
pub fn long_lines_text(lines: u32) -> String {
    long_lines_sentence(u64::from(lines))
}

#[wasm_bindgen]
impl Robots {
    /// Where Google's crawler stops reading this file (its 500 KiB): that byte, the line it
    /// falls in, and the UTF-16 offset of the character holding it in the text as JS sees it
    /// (`from`); null when the file is not longer.
    #[wasm_bindgen(js_name = sizeCut, unchecked_return_type = "SizeCutAt | null")]
    pub fn size_cut(&self) -> JsValue {
        let Some((line, at)) = self.inner.size_cut_at(GOOGLE_SIZE_LIMIT) else { return JsValue::NULL };
        js(Obj::new().set("byte", GOOGLE_SIZE_LIMIT).set("line", line).set("from", wire::utf16::units(&self.inner.text()[..at])))
    }

    /// Lints the file: the per-line report plus the group, pattern and file rules, each with
    /// a stable id, a message, a documentation anchor and, where mechanical, a fix (an edit
    /// of `from..to`, in UTF-16 units, to `insert`).
    #[wasm_bindgen(unchecked_return_type = "Diagnostic[]")]
    pub fn lint(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let opts = check_options(options)?;
        let lints = self.inner.lint(&opts);
        let head;
        let map = match self.utf16_built() {
            Some(map) => map,
            // Past the size limit the lint reads the head only: a map of that is enough.
            None => {
                head = Utf16::head(self.inner.text(), self.inner.lint_extent(&opts));
                &head
            }
        };
        Ok(js(list(&lints, |l| wire::lint(l, map))))
    }

    /// The named groups, and for every catalog crawler which groups it obeys and whether it
    /// may fetch `/`.
    #[wasm_bindgen(unchecked_return_type = "Coverage")]
    pub fn coverage(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        Ok(js(wire::coverage(&self.inner.coverage_with(&check_options(options)?))))
    }

    /// The AI-use preference (`Content-Usage`, `Content-Signal`) the file states for `url` to
    /// `agent`, with its lines and a sentence; `null` for none, or where `agent` may not fetch it.
    #[wasm_bindgen(unchecked_return_type = "Preference | null")]
    pub fn preference(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] agent: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] url: &JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let agent = string("preference: agent", agent)?;
        let url = string("preference: url", url)?;
        Ok(match self.inner.preference(&agent, &url, &check_options(options)?) {
            Some(p) => js(wire::preference(&p)),
            None => JsValue::NULL,
        })
    }

    /// Whether any line states an AI-use preference: without one, `preference()` is always null.
    #[wasm_bindgen(js_name = hasPreferences)]
    pub fn has_preferences(&self) -> bool {
        self.inner.has_preferences()
    }

    /// Who may crawl the site, purpose by purpose: each catalog crawler (read with its
    /// profile) may fetch everything, some paths or nothing of the paths the rules make.
    #[wasm_bindgen(unchecked_return_type = "Summary")]
    pub fn summary(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        Ok(js(wire::summary(&self.inner.summary(&check_options(options)?))))
    }

    /// `decide` for every agent and every URL at once (a crawler matrix): answers agent by
    /// agent, `allowed[i * urls.length + j]` for agent `i` and URL `j`.
    #[wasm_bindgen(js_name = decideTable, unchecked_return_type = "DecisionTable")]
    pub fn decide_table(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string[]")] agents: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[]")] urls: &JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "TableOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let agents = strings(agents).ok_or_else(|| JsError::new("decideTable(agents, urls): agents must be an array of strings"))?;
        let urls = strings(urls).ok_or_else(|| JsError::new("decideTable(agents, urls): urls must be an array of strings"))?;
        let (opts, profiles) = table_options(options, false)?;
        let agents: Vec<&str> = agents.iter().map(String::as_str).collect();
        let urls: Vec<&str> = urls.iter().map(String::as_str).collect();
        let table = self.inner.decide_table(&agents, &urls, &opts, profiles);
        let allowed: Vec<u8> = table.iter().map(|&(a, _)| u8::from(a)).collect();
        let lines: Vec<u32> = table.iter().map(|&(_, l)| l).collect();
        let fields = [
            ("agents", JsValue::from(agents.len() as u32)),
            ("urls", JsValue::from(urls.len() as u32)),
            ("allowed", Uint8Array::from(allowed.as_slice()).into()),
            ("lines", Uint32Array::from(lines.as_slice()).into()),
        ];
        with_fields(js_sys::Object::new().into(), &fields, "decideTable")
    }

    /// `check` with its detail bounded, for large files: at most `limit` groups, skipped groups and rules as objects
    /// (default 0: none, nor the explanation), with their totals; every rule's line, match and priority, every group's
    /// first line, and every line's role code (`highlight`'s roles for this check, `Role as u8`) as typed arrays.
    #[wasm_bindgen(js_name = checkBrief, unchecked_return_type = "BriefVerdict")]
    pub fn check_brief(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] agent: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] url: &JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] limit: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let agent = string("checkBrief: agent", agent)?;
        let url = string("checkBrief: url", url)?;
        let limit = limit.map_or(Ok(0), |n| number("checkBrief: limit", &n))?;
        let (v, c) = self.inner.check_brief(&agent, &url, &check_options(options)?);
        let fields = [
            ("ruleLines", Uint32Array::from(c.rule_lines.as_slice()).into()),
            ("ruleMatch", Uint8Array::from(c.rule_match.as_slice()).into()),
            ("rulePriority", Int32Array::from(c.rule_priority.as_slice()).into()),
            ("groupLines", Uint32Array::from(c.group_lines.as_slice()).into()),
            ("skippedLines", Uint32Array::from(c.skipped_lines.as_slice()).into()),
            ("lineRoles", Uint8Array::from(c.line_roles.as_slice()).into()),
        ];
        with_fields(js(wire::verdict_brief(&v, limit as usize)), &fields, "checkBrief")
    }
}

#[wasm_bindgen]
impl Matcher {
    /// Checks a chunk of a URL list (the bytes of a file or a stream, one URL a line) and
    /// answers with its report as UTF-8 bytes: per URL, `allowed` or `blocked`, a tab, with
    /// `lines` the deciding line and a tab, the URL and `\n`, as `robots-playground check`
    /// prints them. Unless `end`, only the chunk's complete lines are read: `read` says how
    /// many bytes that is, and the rest goes before the next chunk. When `into` is a
    /// `Uint8Array` with room for the report, the report is copied to its start and `text` is
    /// a view of it: a caller that passes one buffer for every chunk makes no new one per
    /// chunk. Otherwise `text` is a new array.
    #[wasm_bindgen(js_name = reportLines, unchecked_return_type = "LinesReport")]
    pub fn report_lines(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Uint8Array")] chunk: &JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "boolean | null")] end: Option<bool>,
        #[wasm_bindgen(unchecked_optional_param_type = "boolean | null")] lines: Option<bool>,
        #[wasm_bindgen(unchecked_optional_param_type = "Uint8Array")] into: &JsValue,
    ) -> Result<JsValue, JsError> {
        let chunk = chunk.dyn_ref::<Uint8Array>().ok_or_else(|| JsError::new("reportLines(chunk): chunk must be a Uint8Array"))?;
        let mut text = Vec::new();
        let tally = self.0.report_lines(&chunk.to_vec(), end == Some(true), lines == Some(true), &mut text);
        let text = match into.dyn_ref::<Uint8Array>() {
            Some(into) if into.length() as usize >= text.len() => {
                copy_into(into, &text);
                into.subarray(0, text.len() as u32)
            }
            _ => Uint8Array::from(text.as_slice()),
        };
        let fields = [
            ("text", text.into()),
            ("read", JsValue::from(tally.read as u32)),
            ("urls", JsValue::from(tally.urls)),
            ("allowed", JsValue::from(tally.allowed)),
        ];
        with_fields(js_sys::Object::new().into(), &fields, "reportLines")
    }
}

#[wasm_bindgen]
extern "C" {
    /// `into.set(bytes)`: copies `bytes` (the glue's view of them in the wasm's memory) to the
    /// start of `into`.
    #[wasm_bindgen(js_namespace = Uint8Array, js_name = "prototype.set.call")]
    fn copy_into(into: &Uint8Array, bytes: &[u8]);
}
