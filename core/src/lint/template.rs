//! A template's source pasted or linted as robots.txt: Hugo, Jinja, Liquid, ERB or PHP code
//! (`{{ if … }}`, `{% … %}`, `<% … %>`, `<?php`) or Jekyll front matter. The site's
//! generator runs that code and crawlers get what it writes out, so the lint says so once
//! and keeps quiet about the template's own lines. Where the code chooses between lines
//! (`if`, `else`, `range` …), the rules of every branch sit side by side in the source, and
//! no finding about what a group allows or blocks would hold for the file crawlers get: those
//! findings are left out.

use alloc::vec::Vec;

use super::{Cx, LintRule};
use crate::lines::LineKind;
use crate::text::text;

/// What the template check found: the lines holding template code (in order), and whether
/// some of them choose between lines.
#[derive(Default)]
pub(crate) struct Template {
    pub lines: Vec<u32>,
    pub branches: bool,
}

/// The rules whose findings reason over groups and what they allow: each would read the
/// branches of a template as one file.
const OVER_GROUPS: [LintRule; 14] = [
    LintRule::AllowDisallowSame,
    LintRule::RuleNeverDecides,
    LintRule::GroupEscapesWildcard,
    LintRule::GroupEscapesWildcardNote,
    LintRule::WildcardAllowlist,
    LintRule::WildcardNotInherited,
    LintRule::WildcardNotInheritedNote,
    LintRule::IgnoresWildcard,
    LintRule::SimilarCrawlersAllowed,
    LintRule::DuplicateGroup,
    LintRule::RepeatedGroup,
    LintRule::RecordBetweenAgents,
    LintRule::RecordBetweenAgentsNote,
    LintRule::RuleOutsideGroup,
];

impl Template {
    /// Whether a finding of `rule` at `line` is left out.
    pub fn hides(&self, rule: LintRule, line: u32) -> bool {
        rule != LintRule::TemplateSource && (self.lines.binary_search(&line).is_ok() || self.branches && OVER_GROUPS.contains(&rule))
    }
}

/// Finds the template code; reports it once, at its first line.
pub(super) fn check(cx: &mut Cx<'_>) -> Template {
    let mut t = Template::default();
    let front = front_matter(cx);
    for l in cx.lines {
        let c = l.span.of(cx.text);
        let (code, choice) = code_in(c);
        if code || l.number <= front {
            t.lines.push(l.number);
            t.branches |= choice;
        }
    }
    let Some(&first) = t.lines.first() else { return t };
    let span = cx.line(first).span;
    let (count, branches) = (t.lines.len(), t.branches);
    cx.push_with(LintRule::TemplateSource, first, span, |_| {
        let lines = if count == 1 { text!("Line ", first, " is") } else { text!(count, " lines, from line ", first, ", are") };
        let message = text!(
            "This looks like a template's source: ",
            lines,
            " template code, which the site's generator runs; crawlers get the file it writes out. ",
            if branches {
                "The code chooses between lines, so nothing here says what a group allows or blocks: lint the robots.txt the site serves."
            } else {
                "Lint the robots.txt the site serves to see exactly what crawlers read."
            }
        );
        (message, None)
    });
    t
}

/// Whether `line` holds template code, and whether that code chooses between lines: a tag
/// `{{ … }}`, `{% … %}` or `<% … %>` anywhere (a value such as `{{ .Site.BaseURL }}sitemap.xml`
/// counts), or a line that starts a PHP block or ends one.
fn code_in(line: &[u8]) -> (bool, bool) {
    let mut choice = false;
    let mut code = false;
    for (open, close) in [(&b"{{"[..], &b"}}"[..]), (b"{%", b"%}"), (b"<%", b"%>")] {
        let mut at = 0;
        while let Some(p) = find(&line[at..], open) {
            let start = at + p + open.len();
            let Some(q) = find(&line[start..], close) else { break };
            code = true;
            choice |= chooses(&line[start..start + q]);
            at = start + q + close.len();
        }
    }
    let t = trim(line);
    if t.starts_with(b"<?php") || t.starts_with(b"<?=") || t == b"?>" {
        code = true;
        choice = true;
    }
    (code, choice)
}

/// Whether the inside of a tag chooses or repeats lines: its first word, past the trim marks
/// (`-`, `~`, `=`, `#`), is a control word of Go templates, Jinja, Liquid or Ruby.
fn chooses(inside: &[u8]) -> bool {
    const WORDS: [&[u8]; 14] =
        [b"if", b"else", b"elif", b"elsif", b"end", b"endif", b"for", b"endfor", b"range", b"with", b"unless", b"endunless", b"case", b"when"];
    let s = inside.iter().position(|&b| !matches!(b, b'-' | b'~' | b'=' | b'#' | b' ' | b'\t')).unwrap_or(inside.len());
    let rest = &inside[s..];
    let word = &rest[..rest.iter().position(|b| !b.is_ascii_alphabetic()).unwrap_or(rest.len())];
    WORDS.iter().any(|w| word.eq_ignore_ascii_case(w))
}

/// The last line of Jekyll front matter (`---` on the first line, YAML, `---` within 30
/// lines, no user-agent line between), or 0.
fn front_matter(cx: &Cx<'_>) -> u32 {
    let dashes = |n: usize| cx.lines.get(n).is_some_and(|l| trim(l.span.of(cx.text)) == b"---");
    if !dashes(0) {
        return 0;
    }
    for (i, l) in cx.lines.iter().enumerate().skip(1).take(30) {
        if dashes(i) {
            return l.number;
        }
        if l.kind == LineKind::UserAgent {
            return 0;
        }
    }
    0
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn trim(b: &[u8]) -> &[u8] {
    let s = b.iter().position(|&x| x != b' ' && x != b'\t').unwrap_or(b.len());
    let e = b.iter().rposition(|&x| x != b' ' && x != b'\t').map_or(s, |e| e + 1);
    &b[s..e]
}
