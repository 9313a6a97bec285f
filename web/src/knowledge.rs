//! The knowledge exports: `catalog()`, `tokensFromUserAgent()`, `lintRules()`, and the
//! `Robots.lint()` and `Robots.coverage()` methods. They convert core answers only; the
//! catalog, the User-Agent reading and the lint rules all live in robots-core.

use robots_core::catalog::{self, Crawler};
use robots_core::{tokens_from_user_agent, Coverage, CrawlerCoverage, Lint, LintRule, NamedGroup};
use wasm_bindgen::prelude::*;

use crate::convert::{js, list, Json, Obj};
use crate::into_js_error;
use crate::options::options;
use crate::robots::Robots;
use crate::utf16::Utf16;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("knowledge.d.ts");

fn strings(items: &[&str]) -> Json {
    list(items, |s| Json::from(*s))
}

fn entry(c: &Crawler) -> Json {
    Obj::new()
        .set("token", c.token)
        .set("operator", c.operator)
        .set("category", c.category.id())
        .set("purpose", c.purpose)
        .set("obeys", c.obeys.id())
        .set("docs", c.docs)
        .set("fallbacks", strings(c.fallbacks))
        .set("ignoresWildcard", c.ignores_wildcard)
        .set("ignoresRobots", c.ignores_robots)
        .set("userAgents", strings(c.user_agents))
        .into()
}

/// Every crawler and control token of the catalog.
#[wasm_bindgen(unchecked_return_type = "CrawlerEntry[]")]
pub fn catalog() -> JsValue {
    js(list(catalog::all(), entry))
}

/// Finds the catalog tokens a full User-Agent string claims and picks the one the crawler
/// would match robots.txt groups with (the most specific), explaining the choice.
#[wasm_bindgen(js_name = tokensFromUserAgent, unchecked_return_type = "UserAgentClaim")]
pub fn tokens_from_ua(#[wasm_bindgen(unchecked_param_type = "string")] ua: JsValue) -> Result<JsValue, JsError> {
    let ua = ua.as_string().ok_or_else(|| into_js_error("tokensFromUserAgent(ua): ua must be a string"))?;
    let claim = tokens_from_user_agent(&ua);
    Ok(js(Obj::new()
        .set("token", claim.token.as_str())
        .set("candidates", strings(&claim.candidates))
        .set("why", claim.why.as_str())))
}

/// Every lint rule, in documentation order.
#[wasm_bindgen(js_name = lintRules, unchecked_return_type = "LintRuleInfo[]")]
pub fn lint_rules() -> JsValue {
    js(list(LintRule::ALL, |r| {
        Obj::new()
            .set("id", r.id())
            .set("severity", r.severity().name())
            .set("message", r.message())
            .set("anchor", r.anchor())
            .into()
    }))
}

/// A lint finding in the `Diagnostic` shape, with its anchor and fix.
fn lint(l: &Lint, map: &Utf16) -> Json {
    let fix = l.fix.as_ref().map(|f| {
        Obj::new()
            .set("label", f.label.as_str())
            .set("from", map.at(f.span.start))
            .set("to", map.at(f.span.end))
            .set("insert", f.insert.as_str())
    });
    Obj::new()
        .set("id", l.rule.id())
        .set("severity", l.rule.severity().name())
        .set("message", l.message.as_str())
        .set("line", l.line)
        .span(l.span, map)
        .set("fix", fix)
        .set("anchor", l.rule.anchor())
        .into()
}

fn named_group(g: &NamedGroup) -> Json {
    Obj::new()
        .set("token", g.token.as_str())
        .set("lines", list(&g.lines, |n| Json::from(*n)))
        .set("known", g.crawler.is_some())
        .into()
}

fn crawler_coverage(c: &CrawlerCoverage) -> Json {
    Obj::new()
        .set("token", c.crawler.token)
        .set("category", c.crawler.category.id())
        .set("via", c.via.id())
        .set("uses", c.uses)
        .set("lines", list(&c.lines, |n| Json::from(*n)))
        .set("rootAllowed", c.root_allowed)
        .into()
}

fn coverage(c: &Coverage) -> Json {
    Obj::new()
        .set("namedGroups", list(&c.named_groups, named_group))
        .set("hasWildcard", c.has_wildcard)
        .set("crawlers", list(&c.crawlers, crawler_coverage))
        .set("fallThrough", list(c.fall_through(), Json::from))
        .set("blockedFromRoot", list(c.blocked_from_root(), Json::from))
        .into()
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
        Ok(js(list(&lints, |l| lint(l, self.utf16()))))
    }

    /// The named groups, and for every catalog crawler which groups it obeys and whether it
    /// may fetch `/`.
    #[wasm_bindgen(unchecked_return_type = "Coverage")]
    pub fn coverage(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        Ok(js(coverage(&self.inner.coverage_with(&self::options(options)?))))
    }
}
