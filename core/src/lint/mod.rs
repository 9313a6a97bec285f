//! Lint: the per-line report of [`Robots::diagnostics`] plus the rules that look at groups,
//! patterns and the whole file (robots-txt.md §5 and §7). Each finding is data: a rule with a
//! stable id and severity, a line and byte span, a message, and a mechanical fix where one
//! exists.
//!
//! The work is linear in the file, or `n log n` where rules are sorted: tokens and patterns
//! are grouped through sorted maps, never compared pairwise.

mod agents;
mod chars;
mod duplicates;
mod escapes;
mod file;
mod foreign;
mod ignored;
mod inherit;
mod intern;
mod merged;
mod patterns;
mod prefs;
mod rule;
mod samples;
mod template;

use alloc::string::String;
use alloc::vec::Vec;

use crate::coverage::{self, CrawlerCoverage, Index};
use crate::diagnostics::DiagnosticKind;
use crate::groups::{Group, Ruleset};
use crate::lines::{Line, LineKind, Span};
use crate::policy::{Options, Policy, GOOGLE_SIZE_LIMIT};
use crate::robots::Robots;
use crate::sort::ValueSort;
use crate::text::{as_text, text};

pub use rule::LintRule;

/// An edit that fixes a finding: replace the bytes of `span` with `insert`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fix {
    /// The bytes to replace (empty to insert at `span.start`).
    pub span: Span,
    /// The replacement text.
    pub insert: String,
    /// What the edit does, for a button or menu.
    pub label: String,
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lint {
    /// The rule that found it.
    pub rule: LintRule,
    /// 1-based line.
    pub line: u32,
    /// The bytes it is about.
    pub span: Span,
    /// What is wrong here, in plain words.
    pub message: String,
    /// A mechanical fix, when there is one.
    pub fix: Option<Fix>,
}

impl Robots {
    /// Lints the file: the per-line report, then the group, pattern and file rules, read
    /// under `opts.policy` (the size limit, when set, replaces Google's 500 KiB). Sorted by
    /// line, then position.
    ///
    /// A file past the limit is linted as far as a crawler reads it: up to the end of the
    /// line the limit cuts, then one `file-too-large` finding says what is left out. The
    /// lint of a 5 MB file then costs what that of its first 500 KiB does.
    pub fn lint(&self, opts: &Options) -> Vec<Lint> {
        let limit = opts.size_limit.unwrap_or(GOOGLE_SIZE_LIMIT);
        let text = self.text();
        if text.len() <= limit {
            return self.lint_read(opts);
        }
        let end = self.lint_extent(opts);
        let head = self.head(end);
        let mut out = head.lint_read(opts);
        let line = head.lines().last().map_or(1, |l| l.number);
        // The parse counted the lines; the line model of the whole file is not needed.
        let rest = self.ruleset(Policy::Google).lines - line;
        let message = text!(
            "The file has ",
            text.len(),
            " bytes; a crawler that reads ",
            limit,
            " bytes stops in line ",
            line,
            " and ignores everything after it: ",
            rest,
            if rest == 1 { " more line, not linted." } else { " more lines, not linted." }
        );
        out.push(Lint {
            rule: LintRule::FileTooLarge,
            line,
            span: Span { start: limit as u32, end: text.len() as u32 },
            message,
            fix: None,
        });
        sorted(out)
    }

    /// How many bytes of the text [`Robots::lint`] reads: all of them, or, past the size
    /// limit, up to the end of the line the limit cuts. Every finding's span lies within them,
    /// except the end of the `file-too-large` one, which is the end of the text.
    pub fn lint_extent(&self, opts: &Options) -> usize {
        let limit = opts.size_limit.unwrap_or(GOOGLE_SIZE_LIMIT);
        let text = self.text();
        if text.len() <= limit {
            return text.len();
        }
        text[limit..].iter().position(|&b| b == b'\n' || b == b'\r').map_or(text.len(), |p| limit + p)
    }

    /// The lint of the whole text.
    fn lint_read(&self, opts: &Options) -> Vec<Lint> {
        let rs = self.ruleset(opts.policy);
        let index = Index::build(rs, self.text());
        let crawlers = coverage::crawlers(rs, &index, opts.policy, false);
        let ids = intern::Ids::build(rs);
        let mut cx = Cx {
            text: self.text(),
            lines: self.lines(),
            google: self.ruleset(Policy::Google),
            rs,
            index: &index,
            crawlers,
            ids: &ids,
            policy: opts.policy,
            counts: alloc::vec![(0, None); LintRule::ALL.len()],
            eol: eol_of(self.text()),
            template: template::Template::default(),
            out: Vec::new(),
        };
        cx.template = template::check(&mut cx);
        let skip = foreign::check(&mut cx);
        per_line(&mut cx, self, &skip);
        agents::check(&mut cx);
        escapes::check(&mut cx);
        chars::check(&mut cx);
        patterns::check(&mut cx);
        prefs::check(&mut cx);
        file::check(&mut cx);
        cx.summarise();
        sorted(cx.out)
    }
}

/// What the rules share: the file, its groups, and the findings so far.
pub(crate) struct Cx<'r> {
    pub text: &'r [u8],
    pub lines: &'r [Line],
    /// Google's reading, for what is written (agent values, raw patterns).
    pub google: &'r Ruleset,
    /// The reading the lint was asked for, for what applies (merged groups and rules).
    pub rs: &'r Ruleset,
    pub index: &'r Index,
    /// What each catalog crawler obeys (without the lines of its groups).
    pub crawlers: Vec<CrawlerCoverage>,
    pub ids: &'r intern::Ids,
    /// The reading asked for, for URLs checked against the groups.
    pub policy: Policy,
    /// Per rule: findings so far, and where the first one past [`MAX_PER_RULE`] was.
    pub counts: Vec<(usize, Option<(u32, Span)>)>,
    /// The file's own line end, for inserted lines.
    pub eol: &'static str,
    /// A template's code lines, whose findings are left out (`template`).
    pub template: template::Template,
    pub out: Vec<Lint>,
}

/// Each rule lists at most this many findings; one more entry counts the rest. A huge
/// generated file can hold thousands of the same finding, which nobody reads one by one.
pub const MAX_PER_RULE: usize = 100;

impl Cx<'_> {
    /// Counts a finding of `rule` at `line`; false when the rule has listed enough, so the
    /// caller need not build its message.
    #[inline]
    pub fn want(&mut self, rule: LintRule, line: u32, span: Span) -> bool {
        if self.template.hides(rule, line) {
            return false;
        }
        let c = &mut self.counts[rule as usize];
        c.0 += 1;
        if c.0 > MAX_PER_RULE && c.1.is_none() {
            c.1 = Some((line, span));
        }
        c.0 <= MAX_PER_RULE
    }

    /// When `rule` has listed all it lists and marked where the rest start, counts one more
    /// finding and returns true: the caller need not locate it.
    pub fn only_count(&mut self, rule: LintRule) -> bool {
        let c = &mut self.counts[rule as usize];
        let full = c.1.is_some();
        c.0 += usize::from(full);
        full
    }

    /// One entry per rule that found more than it listed.
    fn summarise(&mut self) {
        for (i, &(count, first)) in self.counts.iter().enumerate() {
            let Some((line, span)) = first else { continue };
            let rule = LintRule::ALL[i];
            let message = text!(
                count - MAX_PER_RULE,
                " more findings like this (`",
                rule.id(),
                "`, ",
                count,
                " in all) are not listed, from this line on. Fix the ones above and lint again."
            );
            self.out.push(Lint { rule, line, span, message, fix: None });
        }
    }

    /// Records a finding, unless its rule has listed enough.
    pub fn push(&mut self, rule: LintRule, line: u32, span: Span, message: String, fix: Option<Fix>) {
        if self.want(rule, line, span) {
            self.out.push(Lint { rule, line, span, message, fix });
        }
    }

    /// Records a finding built only when its rule still lists findings.
    #[inline]
    pub fn push_with(&mut self, rule: LintRule, line: u32, span: Span, build: impl FnOnce(&Self) -> (String, Option<Fix>)) {
        if self.want(rule, line, span) {
            self.push_built(rule, line, span, build);
        }
    }

    #[inline(never)]
    fn push_built(&mut self, rule: LintRule, line: u32, span: Span, build: impl FnOnce(&Self) -> (String, Option<Fix>)) {
        let (message, fix) = build(self);
        self.out.push(Lint { rule, line, span, message, fix });
    }

    /// The 1-based line `n`.
    pub fn line(&self, n: u32) -> &Line {
        &self.lines[n as usize - 1]
    }

    /// The line holding byte `at`.
    pub fn line_at(&self, at: usize) -> &Line {
        let i = self.lines.partition_point(|l| (l.span.start as usize) <= at);
        &self.lines[i.saturating_sub(1)]
    }

    /// The text of `span`, as a string: a byte that is not UTF-8 as `%XX` ([`as_text`]).
    pub fn str(&self, span: Span) -> String {
        as_text(span.of(self.text)).into_owned()
    }

    /// The last line of `g` with content (not blank, not only a comment).
    pub fn content_end(&self, g: &Group) -> u32 {
        (g.first_line..=g.last_line)
            .rev()
            .find(|&n| !matches!(self.line(n).kind, LineKind::Blank | LineKind::Comment))
            .unwrap_or(g.first_line)
    }

    /// Where to insert a new last line of `g`: the end of its last line with content.
    pub fn group_end(&self, g: &Group) -> Span {
        let end = self.line(self.content_end(g)).span.end;
        Span { start: end, end }
    }

    /// The span of line `n` with its line end, for deleting the line.
    pub fn whole_line(&self, n: u32) -> Span {
        let l = self.line(n);
        let end = self.lines.get(n as usize).map_or(l.span.end, |next| next.span.start);
        Span { start: l.span.start, end }
    }
}

/// `out` sorted by line, position, rule and end: keys and places packed in integers are
/// sorted, and the findings moved once, not at every step of the sort. (There are never
/// 2^24 findings: each rule lists at most [`MAX_PER_RULE`].)
fn sorted(out: Vec<Lint>) -> Vec<Lint> {
    let mut keys: Vec<u128> = out
        .iter()
        .enumerate()
        .map(|(i, l)| {
            u128::from(l.line) << 96 | u128::from(l.span.start) << 64 | (l.rule as u128) << 56 | u128::from(l.span.end) << 24 | i as u128
        })
        .collect();
    keys.sort_values();
    let mut slots: Vec<Option<Lint>> = out.into_iter().map(Some).collect();
    keys.iter().filter_map(|&k| slots[(k & 0xFF_FFFF) as usize].take()).collect()
}

/// A fix.
pub(crate) fn fix(span: Span, insert: String, label: &str) -> Option<Fix> {
    Some(Fix { span, insert, label: String::from(label) })
}

fn eol_of(text: &[u8]) -> &'static str {
    match text.iter().position(|&b| b == b'\n' || b == b'\r') {
        Some(i) if text[i] == b'\r' && text.get(i + 1) == Some(&b'\n') => "\r\n",
        Some(i) if text[i] == b'\r' => "\r",
        _ => "\n",
    }
}

/// The key a typo or prefix form stands for.
fn proper_key(kind: LineKind) -> Option<&'static str> {
    match kind {
        LineKind::UserAgent => Some("User-agent"),
        LineKind::Allow => Some("Allow"),
        LineKind::Disallow => Some("Disallow"),
        LineKind::Sitemap => Some("Sitemap"),
        _ => None,
    }
}

/// The per-line report, with fixes for misspelt keys and missing colons. `unused-key` gives
/// way to the more specific `crawl-delay-ignored` and `noindex-ignored` (the report lists
/// every line with an unused key); the lines of a block that is not robots.txt (`skip`, in
/// order) and a line behind a twice-encoded byte-order mark (`double-bom` says it) get no
/// per-line finding of their own, and an unknown key no colon fix (the line is ignored either
/// way).
fn per_line(cx: &mut Cx<'_>, robots: &Robots, skip: &[u32]) {
    let mut skip = skip.iter().peekable();
    for d in robots.diagnostics() {
        let l = *cx.line(d.line);
        while skip.next_if(|&&n| n < d.line).is_some() {}
        let quiet = matches!(d.kind, DiagnosticKind::MissingColon | DiagnosticKind::InvalidLine | DiagnosticKind::UnknownKey);
        let bom_twice = cx.text[l.span.start as usize..].starts_with(chars::BOM_TWICE);
        if quiet && (skip.peek() == Some(&&d.line) || bom_twice) || d.kind == DiagnosticKind::MissingColon && l.kind == LineKind::Unknown {
            continue;
        }
        if d.kind == DiagnosticKind::UnusedKey {
            let key = l.key.of(cx.text);
            let special = [(&b"crawl-delay"[..], LintRule::CrawlDelayIgnored), (b"noindex", LintRule::NoindexIgnored)];
            if let Some(&(_, rule)) = special.iter().find(|(k, _)| key.eq_ignore_ascii_case(k)) {
                cx.push_with(rule, l.number, l.key, |_| (String::from(rule.message()), None));
                continue;
            }
        }
        // `Disallow https://host/p`: the key is `Disallow https`, the value `//host/p`.
        let url = d.kind == DiagnosticKind::KeyPrefix && url_key(cx.text, &l).is_some();
        if url && matches!(l.kind, LineKind::Allow | LineKind::Disallow) {
            let span = Span { start: l.key.start, end: l.value.end };
            cx.push_with(LintRule::UrlAsPattern, d.line, span, |cx| {
                let v = l.value.of(cx.text);
                let path = v[2..]
                    .iter()
                    .position(|&b| b == b'/')
                    .map_or(String::from("/"), |i| cx.str(Span { start: l.value.start + 2 + i as u32, end: l.value.end }));
                let k = proper_key(l.kind).unwrap_or_default();
                let message =
                    text!("Google reads the key \"", cx.str(l.key), "\" and the pattern \"", cx.str(l.value), "\", which matches no path.");
                let insert = text!(k, ": ", path);
                let label = text!("Write \"", insert, "\"");
                (message, fix(span, insert, &label))
            });
            continue;
        }
        cx.push_with(LintRule::from_diagnostic(d.kind), d.line, d.span, |cx| {
            let message = String::from(d.kind.message());
            match d.kind {
                DiagnosticKind::KeyTypo | DiagnosticKind::KeyPrefix => match (proper_key(l.kind), url_key(cx.text, &l)) {
                    // `Sitemap https://host/s.xml`: the colon goes after the first word.
                    (Some(k), Some(scheme)) => {
                        let insert = text!(k, ": ", as_text(scheme));
                        let message = text!(
                            "Google reads the key \"",
                            cx.str(l.key),
                            "\" and the value \"",
                            cx.str(l.value),
                            "\": a colon is missing."
                        );
                        (message, fix(l.key, insert, "Add the colon"))
                    }
                    (Some(k), None) => (text!(message, " Read as `", k, "`."), fix(l.key, String::from(k), &text!("Write `", k, "`"))),
                    (None, _) => (message, None),
                },
                DiagnosticKind::MissingColon => {
                    let at = Span { start: l.key.end, end: l.key.end };
                    (message, fix(at, String::from(":"), "Add the colon"))
                }
                _ => (message, None),
            }
        });
    }
}

/// The scheme that ends the key of `l` when a colon is missing before a URL: the key
/// `Sitemap https` and the value `//host/s.xml`.
pub(crate) fn url_key<'t>(text: &'t [u8], l: &Line) -> Option<&'t [u8]> {
    let key = l.key.of(text);
    let sp = key.iter().rposition(|&b| b == b' ' || b == b'\t')?;
    let scheme = &key[sp + 1..];
    let ok = (scheme.eq_ignore_ascii_case(b"http") || scheme.eq_ignore_ascii_case(b"https")) && l.value.of(text).starts_with(b"//");
    ok.then_some(scheme)
}
