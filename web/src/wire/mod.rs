//! The package's wire format: the core's answers as JSON text, in the shapes `types.d.ts`
//! declares (camelCase, lines 1-based): a small writer, and the answers; those with text
//! positions (UTF-16 offsets, `utf16`) are in `positions`. Each answer crosses to JS as one
//! `JSON.parse` instead of one call per field. Nothing here reads a robots.txt: the house
//! rules let this folder escape strings and count UTF-16 units, and nothing else in web/src.

mod positions;
pub mod utf16;

use alloc::string::String;

use robots_core::catalog::Crawler;
use robots_core::lines::AcceptedKey;
use robots_core::{
    decimal, token_of, AgentLine, CategorySummary, Coverage, CrawlerCoverage, CrawlerReach, Expectation, ExpectationError, Fetch, Flip,
    FlipCount, GroupChoice, GroupView, Label, LintRule, NamedGroup, Outcome, Preference, Record, RuleEval, Summary, TokenSource, Verdict,
    Winner, DRAFTS,
};

pub use positions::{diagnostic, line_role, lint};

/// A piece of JSON text.
pub struct Json(String);

impl Json {
    /// The JSON text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A value that writes itself as JSON text at the end of `out`: the leaves of an answer go
/// straight into their object or array, with no text of their own.
pub trait ToJson {
    /// Appends the value's JSON text to `out`.
    fn write_json(self, out: &mut String);
}

impl ToJson for &str {
    fn write_json(self, out: &mut String) {
        out.reserve(self.len() + 2);
        out.push('"');
        // Runs of plain text are copied whole; only `"`, `\\` and control characters (all
        // ASCII, so never inside a multi-byte character) are escaped.
        let bytes = self.as_bytes();
        let (mut plain, mut i) = (0, 0);
        while i < bytes.len() {
            // Eight bytes at a time while none of them needs escaping (most text).
            if let Some(w) = bytes.get(i..i + 8) {
                if !needs_escape(u64::from_le_bytes(w.try_into().unwrap_or([b'"'; 8]))) {
                    i += 8;
                    continue;
                }
            }
            let b = bytes[i];
            if b == b'"' || b == b'\\' || b < 0x20 {
                out.push_str(self.get(plain..i).unwrap_or_default());
                out.push('\\');
                if b == b'"' || b == b'\\' {
                    out.push(b as char);
                } else {
                    const HEX: &[u8; 16] = b"0123456789abcdef";
                    out.push_str("u00");
                    out.push(HEX[usize::from(b >> 4)] as char);
                    out.push(HEX[usize::from(b & 15)] as char);
                }
                plain = i + 1;
            }
            i += 1;
        }
        out.push_str(self.get(plain..).unwrap_or_default());
        out.push('"');
    }
}

/// Whether any of the eight bytes of `w` is `"`, `\\` or a control character below 0x20: the
/// word tests for a zero byte (after an XOR) and for a byte below 0x20, which are exact as a
/// whole though not byte by byte.
fn needs_escape(w: u64) -> bool {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let zero = |x: u64| x.wrapping_sub(LO) & !x & HI;
    (zero(w ^ (LO * u64::from(b'"'))) | zero(w ^ (LO * u64::from(b'\\'))) | (w.wrapping_sub(LO * 0x20) & !w & HI)) != 0
}

impl ToJson for &String {
    fn write_json(self, out: &mut String) {
        self.as_str().write_json(out);
    }
}

impl ToJson for String {
    fn write_json(self, out: &mut String) {
        self.as_str().write_json(out);
    }
}

/// The answer to the request for the file: its status, or `"unreachable"`.
impl ToJson for Fetch {
    fn write_json(self, out: &mut String) {
        match self {
            Fetch::Status(code) => decimal(u64::from(code), false, out),
            Fetch::Unreachable => "unreachable".write_json(out),
        }
    }
}

impl ToJson for bool {
    fn write_json(self, out: &mut String) {
        out.push_str(if self { "true" } else { "false" });
    }
}

macro_rules! number {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn write_json(self, out: &mut String) {
                decimal(self as u64, false, out);
            }
        }
    )*};
}
number!(u32, usize, u64);

impl ToJson for i32 {
    fn write_json(self, out: &mut String) {
        decimal(u64::from(self.unsigned_abs()), self < 0, out);
    }
}

impl ToJson for i64 {
    fn write_json(self, out: &mut String) {
        decimal(self.unsigned_abs(), self < 0, out);
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn write_json(self, out: &mut String) {
        match self {
            Some(v) => v.write_json(out),
            None => out.push_str("null"),
        }
    }
}

impl ToJson for Json {
    fn write_json(self, out: &mut String) {
        out.push_str(&self.0);
    }
}

impl ToJson for Obj {
    fn write_json(self, out: &mut String) {
        out.push_str(&self.0);
        out.push('}');
    }
}

/// A value's JSON text on its own, for the answers made of one value.
macro_rules! json_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Json {
            fn from(v: $t) -> Json {
                let mut out = String::new();
                v.write_json(&mut out);
                Json(out)
            }
        }
    )*};
}
json_from!(&str, &String, String, bool, u32, usize, i32);

/// A JSON object under construction.
pub struct Obj(String);

impl Obj {
    /// An empty object.
    pub fn new() -> Obj {
        // Room for the small objects most answers are lists of (a line's role, a rule), so
        // they are written without growing.
        let mut s = String::with_capacity(128);
        s.push('{');
        Obj(s)
    }

    /// Adds `key: value`; keys are the package's own camelCase names, written unescaped.
    pub fn set(mut self, key: &str, value: impl ToJson) -> Obj {
        if self.0.len() > 1 {
            self.0.push(',');
        }
        // Keys are our own camelCase names: no escaping needed.
        self.0.push('"');
        self.0.push_str(key);
        self.0.push_str("\":");
        value.write_json(&mut self.0);
        self
    }
}

impl Default for Obj {
    fn default() -> Obj {
        Obj::new()
    }
}

impl From<Obj> for Json {
    fn from(mut o: Obj) -> Json {
        o.0.push('}');
        Json(o.0)
    }
}

/// A JSON array of converted items.
pub fn list<T, J: ToJson>(items: impl IntoIterator<Item = T>, f: impl Fn(T) -> J) -> Json {
    let mut out = String::from("[");
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        f(item).write_json(&mut out);
    }
    out.push(']');
    Json(out)
}

/// The fields every form of a verdict starts with: the answer and what it was asked about.
fn answer(v: &Verdict) -> Obj {
    Obj::new()
        .set("allowed", v.allowed)
        .set("line", v.winner_line().unwrap_or(0))
        .set("policy", v.policy.name())
        .set("token", v.token.as_str())
        .set("tokenSource", v.token_source.id())
        .set("agentNote", agent_note(v))
        .set("path", v.path.as_str())
        .set("status", v.fetch)
}

/// The engine's note on an agent checked as given that is not a product token (a full
/// User-Agent string, white space around a token, an empty string), or `None`.
fn agent_note(v: &Verdict) -> Option<String> {
    if v.token_source != TokenSource::AsGiven {
        return None;
    }
    token_of(&v.token).note(&v.token)
}

/// `tokenOf()`'s answer: the token an agent string stands for, how it was read, and the note.
pub fn agent_token(agent: &str) -> Json {
    let t = token_of(agent);
    Obj::new().set("token", t.token.as_str()).set("read", t.read.id()).set("note", t.note(agent)).set("name", t.name(agent)).into()
}

/// A URL on another host than the file's, as the npm package's `OtherHost`.
pub fn other_host(o: &robots_core::OtherHost) -> Json {
    Obj::new()
        .set("host", o.host.as_str())
        .set("fileHosts", list(&o.file_hosts, |h| Json::from(h.as_str())))
        .set("source", o.source.name())
        .set("text", o.sentence())
        .into()
}

/// A verdict as the npm package's `Verdict`.
pub fn verdict(v: &Verdict) -> Json {
    answer(v)
        .set("groups", list(&v.groups, group_choice))
        .set("skipped", list(&v.skipped, group_choice))
        .set("rules", list(&v.rules, rule_eval))
        .set("winner", v.winner.as_ref().map(winner))
        .set("reason", v.reason.id())
        .set("reasonText", v.reason_sentence())
        .set("groupsText", v.groups_sentence())
        .set("cutAt", v.cut_at)
        .set("explanation", v.explain())
        .into()
}

/// A verdict with its detail bounded, for files with thousands of rules: the same fields as
/// [`verdict`], but `groups`, `skipped` and `rules` list at most `limit` entries each (the
/// rules that match first, the winner always, then the others in file order; every list in
/// file order), and `groupCount`, `skippedCount` and `ruleCount` give the totals. The
/// explanation keeps its first lines and its conclusion. With `limit` 0 the lists are empty
/// and the explanation is left out (an empty string): only the answer and the counts.
pub fn verdict_brief(v: &Verdict, limit: usize) -> Json {
    answer(v)
        .set("groups", list(v.groups.iter().take(limit), group_choice))
        .set("groupCount", v.groups.len())
        .set("skipped", list(v.skipped.iter().take(limit), group_choice))
        .set("skippedCount", v.skipped.len())
        .set("rules", list(v.listed_rules(limit), rule_eval))
        .set("ruleCount", v.rules.len())
        .set("winner", v.winner.as_ref().map(winner))
        .set("reason", v.reason.id())
        .set("reasonText", v.reason_sentence())
        .set("groupsText", v.groups_sentence())
        .set("cutAt", v.cut_at)
        .set("explanation", v.explain_brief(limit))
        .into()
}

fn group_choice(g: &GroupChoice) -> Json {
    let agent = |a: &AgentLine| Obj::new().set("line", a.line).set("value", a.value.as_str()).set("token", a.token.as_str());
    Obj::new()
        .set("line", g.line)
        .set("agents", list(&g.agents, agent))
        .set("named", g.named)
        .set("why", g.why.id())
        .set("whyText", g.why.describe())
        .into()
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
    Obj::new().set("line", w.line).set("kind", w.kind.name()).set("pattern", w.pattern.as_str()).set("priority", w.priority).into()
}

/// A group as the npm package's `GroupView`.
pub fn group_view(g: &GroupView) -> Json {
    let agent = |(line, value): &(u32, String)| Obj::new().set("line", *line).set("value", value.as_str());
    Obj::new()
        .set("line", g.line)
        .set("lastLine", g.last_line)
        .set("agents", list(&g.agents, agent))
        .set("ruleLines", list(&g.rule_lines, |n| *n))
        .into()
}

/// A record as the npm package's `RecordView`.
pub fn record(r: &Record) -> Json {
    Obj::new()
        .set("line", r.line)
        .set("kind", r.kind.tag())
        .set("key", String::from_utf8_lossy(r.key).as_ref())
        .set("value", String::from_utf8_lossy(r.value).as_ref())
        .into()
}

/// A JSON array of strings.
pub fn strings(items: &[&str]) -> Json {
    list(items, |s| *s)
}

/// A catalog entry as the npm package's `CrawlerEntry`.
pub fn crawler(c: &Crawler) -> Json {
    Obj::new()
        .set("token", c.token)
        .set("operator", c.operator)
        .set("category", c.category.id())
        .set("categoryLabel", c.category.label())
        .set("purpose", c.purpose)
        .set("obeys", c.obeys.id())
        .set("docs", c.docs)
        .set("fallbacks", strings(c.fallbacks))
        .set("ignoresWildcard", c.ignores_wildcard)
        .set("ignoresRobots", c.ignores_robots)
        .set("userAgents", strings(c.user_agents))
        .set("note", c.note)
        .set("written", c.written)
        .set("obeysNote", c.obeys_note)
        .set("source", c.source)
        .set("checked", c.checked)
        .set("ipRanges", c.ip_ranges)
        .set("verify", Obj::new().set("reverseDns", strings(c.reverse_dns)).set("signsRequests", c.signs_requests))
        .into()
}

/// A lint rule as the npm package's `LintRuleInfo`.
pub fn lint_rule(r: &LintRule) -> Json {
    Obj::new().set("id", r.id()).set("severity", r.severity().name()).set("message", r.message()).set("anchor", r.anchor()).into()
}

/// An accepted key as the npm package's `AcceptedKey`.
pub fn accepted_key(k: &AcceptedKey) -> Json {
    Obj::new().set("key", k.word).set("kind", k.kind.tag()).set("typo", k.typo).into()
}

fn named_group(g: &NamedGroup) -> Json {
    Obj::new().set("token", g.token.as_str()).set("lines", list(&g.lines, |n| *n)).set("known", g.crawler.is_some()).into()
}

fn crawler_coverage(c: &CrawlerCoverage) -> Json {
    Obj::new()
        .set("token", c.crawler.token)
        .set("category", c.crawler.category.id())
        .set("via", c.via.id())
        .set("uses", c.uses)
        .set("lines", list(&c.lines, |n| *n))
        .set("rootAllowed", c.root_allowed)
        .into()
}

/// Coverage as the npm package's `Coverage`.
pub fn coverage(c: &Coverage) -> Json {
    Obj::new()
        .set("namedGroups", list(&c.named_groups, named_group))
        .set("hasWildcard", c.has_wildcard)
        .set("crawlers", list(&c.crawlers, crawler_coverage))
        .set("fallThrough", list(c.fall_through(), |t| t))
        .set("blockedFromRoot", list(c.blocked_from_root(), |t| t))
        .into()
}

/// An AI-use preference, as the npm package's `Preference`.
pub fn preference(p: &Preference) -> Json {
    let label = |l: &Label| -> Json { Obj::new().set("name", l.name.as_str()).set("allowed", l.allowed).into() };
    Obj::new()
        .set("lines", list(&p.lines, |l| *l))
        .set("path", p.path.as_str())
        .set("labels", list(&p.labels, label))
        .set("text", p.text.as_str())
        .set("drafts", DRAFTS)
        .into()
}

/// Who may crawl the site, as the npm package's `Summary`.
pub fn summary(s: &Summary) -> Json {
    let reach = |c: &CrawlerReach| -> Json {
        Obj::new()
            .set("token", c.crawler.token)
            .set("reach", c.reach.id())
            .set("blocked", c.blocked)
            .set("blockedExample", c.blocked_example.as_deref())
            .set("lines", list(&c.lines, |l| *l))
            .into()
    };
    let category = |c: &CategorySummary| -> Json {
        Obj::new()
            .set("category", c.category.id())
            .set("label", c.category.label())
            .set("text", c.text.as_str())
            .set("crawlers", list(&c.crawlers, reach))
            .into()
    };
    Obj::new()
        .set("pathCount", s.paths.len())
        .set("categories", list(&s.categories, category))
        .set("checked", robots_core::catalog::checked())
        .set("preference", s.preference.as_ref().map(preference))
        .into()
}

/// The verdict words of expectations and their answers.
fn verdict_word(allowed: bool) -> &'static str {
    if allowed {
        "allowed"
    } else {
        "blocked"
    }
}

/// Expectations checked, as the npm package's `ExpectReport`.
pub fn expect_report(expectations: &[Expectation], outcomes: &[Outcome], errors: &[ExpectationError]) -> Json {
    let passed = outcomes.iter().filter(|o| o.pass).count();
    let result = |(e, o): (&Expectation, &Outcome)| {
        Obj::new()
            .set("agent", e.agent.as_str())
            .set("url", e.url.as_str())
            .set("expected", verdict_word(e.allowed))
            .set("decidedBy", e.decided_by)
            .set("sourceLine", e.source_line)
            .set("pass", o.pass)
            .set("got", verdict_word(o.allowed))
            .set("line", o.line)
    };
    let error = |e: &ExpectationError| Obj::new().set("line", e.line).set("message", e.message.as_str());
    Obj::new()
        .set("passed", passed)
        .set("failed", outcomes.len() - passed)
        .set("results", list(expectations.iter().zip(outcomes), result))
        .set("errors", list(errors, error))
        .into()
}

/// Two versions compared, as the npm package's `Diff`: the flips listed, and all of them
/// (`total`) counted per agent (`counts`).
pub fn diff(agents: &[&str], urls: &[&str], flips: &[Flip], counts: &[FlipCount], total: usize) -> Json {
    let answer = |(allowed, line): (bool, u32)| Obj::new().set("allowed", allowed).set("line", line);
    let flip = |f: &Flip| {
        Obj::new()
            .set("agent", agents[f.agent as usize])
            .set("url", urls[f.url as usize])
            .set("before", answer(f.before))
            .set("after", answer(f.after))
    };
    let count = |c: &FlipCount| Obj::new().set("agent", agents[c.agent as usize]).set("opened", c.opened).set("closed", c.closed);
    Obj::new()
        .set("agents", strings(agents))
        .set("urls", strings(urls))
        .set("flips", list(flips, flip))
        .set("total", total)
        .set("counts", list(counts, count))
        .into()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The JSON text of any string reads back as that string, escaped or not, at any
        /// place in a word: strings of characters chosen so that `"`, `\` and controls are
        /// common, with bytes on either side of 0x20 and 0x80.
        #[test]
        fn strings_read_back_from_their_json(s in "[\"\\\\\\x00-\\x21\\x7F~aé€😀]{0,40}") {
            let mut out = String::new();
            s.as_str().write_json(&mut out);
            prop_assert_eq!(serde_json::from_str::<String>(&out).unwrap(), s);
        }

        #[test]
        fn the_word_test_finds_exactly_the_bytes_to_escape(w in any::<[u8; 8]>()) {
            let want = w.iter().any(|&b| b == b'"' || b == b'\\' || b < 0x20);
            prop_assert_eq!(needs_escape(u64::from_le_bytes(w)), want);
        }
    }
}
