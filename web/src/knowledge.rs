//! The knowledge exports: `catalog()`, `tokensFromUserAgent()`, `lintRules()`, and the
//! `Robots.lint()` and `Robots.coverage()` methods. They convert core answers only; the
//! catalog, the User-Agent reading and the lint rules all live in robots-core.

use robots_core::{catalog, json, tokens_from_user_agent, LintRule};
use wasm_bindgen::prelude::*;

use crate::convert::{js, list, Obj};
use crate::options::options;
use crate::robots::Robots;

/// Every crawler and control token of the catalog.
#[wasm_bindgen(unchecked_return_type = "CrawlerEntry[]")]
pub fn catalog() -> JsValue {
    js(list(catalog::all(), json::crawler))
}

/// Finds the catalog tokens a full User-Agent string claims and picks the one the crawler
/// would match robots.txt groups with (the most specific), explaining the choice.
#[wasm_bindgen(js_name = tokensFromUserAgent, unchecked_return_type = "UserAgentClaim")]
pub fn tokens_from_ua(#[wasm_bindgen(unchecked_param_type = "string")] ua: JsValue) -> Result<JsValue, JsError> {
    let ua = ua.as_string().ok_or_else(|| JsError::new("tokensFromUserAgent(ua): ua must be a string"))?;
    let claim = tokens_from_user_agent(&ua);
    Ok(js(Obj::new()
        .set("token", claim.token.as_str())
        .set("candidates", json::strings(&claim.candidates))
        .set("why", claim.why.as_str())))
}

/// Every lint rule, in documentation order.
#[wasm_bindgen(js_name = lintRules, unchecked_return_type = "LintRuleInfo[]")]
pub fn lint_rules() -> JsValue {
    js(list(LintRule::ALL, json::lint_rule))
}

#[wasm_bindgen]
impl Robots {
    /// Lints the file: the per-line report plus the group, pattern and file rules, each with
    /// a stable id, a message, a documentation anchor and, where mechanical, a fix (an edit
    /// of `from..to`, in UTF-16 units, to `insert`).
    #[wasm_bindgen(unchecked_return_type = "Diagnostic[]")]
    pub fn lint(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let lints = self.inner.lint(&self::options(options)?);
        Ok(js(list(&lints, |l| json::lint(l, self.utf16()))))
    }

    /// The named groups, and for every catalog crawler which groups it obeys and whether it
    /// may fetch `/`.
    #[wasm_bindgen(unchecked_return_type = "Coverage")]
    pub fn coverage(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        Ok(js(json::coverage(&self.inner.coverage_with(&self::options(options)?))))
    }
}
