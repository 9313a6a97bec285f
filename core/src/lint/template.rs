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
    /// Whether a finding of `rule` at `line` is left out. Kept out of line: `Cx::want`, which
    /// asks it, is inlined into every rule.
    #[inline(never)]
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
/// counts), or a line that starts a PHP block or ends one. (Plain index loops: this runs on
/// every line, in a wasm built for size.)
fn code_in(line: &[u8]) -> (bool, bool) {
    // Most lines hold neither `{` nor `<`, which every tag and PHP opening starts with: one
    // pass rules them out, leaving only a closing `?>`.
    if !line.iter().any(|&b| b == b'{' || b == b'<') {
        let closes = trim(line) == b"?>";
        return (closes, closes);
    }
    let (mut code, mut choice) = (false, false);
    let mut i = 0;
    while i + 1 < line.len() {
        // `{{` closes with `}}`, `{%` and `<%` with `%}` and `%>`.
        let close = match (line[i], line[i + 1]) {
            (b'{', b'{') => b'}',
            (b'{' | b'<', b'%') => b'%',
            _ => {
                i += 1;
                continue;
            }
        };
        let start = i + 2;
        let mut j = start;
        while j + 1 < line.len() && !(line[j] == close && (line[j + 1] == b'}' || line[j + 1] == b'>')) {
            j += 1;
        }
        if j + 1 >= line.len() {
            break;
        }
        code = true;
        choice |= chooses(&line[start..j]);
        i = j + 2;
    }
    let t = trim(line);
    if t.starts_with(b"<?php") || t.starts_with(b"<?=") || t == b"?>" {
        (code, choice) = (true, true);
    }
    (code, choice)
}

/// Whether the inside of a tag chooses or repeats lines: its first word, past the trim marks
/// (`-`, `~`, `=`, `#`), is a control word of Go templates, Jinja, Liquid or Ruby.
fn chooses(inside: &[u8]) -> bool {
    const WORDS: [&[u8]; 14] = [
        b"if",
        b"else",
        b"elif",
        b"elsif",
        b"end",
        b"endif",
        b"for",
        b"endfor",
        b"range",
        b"with",
        b"unless",
        b"endunless",
        b"case",
        b"when",
    ];
    let mut s = 0;
    while s < inside.len() && matches!(inside[s], b'-' | b'~' | b'=' | b'#' | b' ' | b'\t') {
        s += 1;
    }
    let mut e = s;
    while e < inside.len() && inside[e].is_ascii_lowercase() {
        e += 1;
    }
    WORDS.contains(&&inside[s..e])
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

fn trim(b: &[u8]) -> &[u8] {
    let s = b.iter().position(|&x| x != b' ' && x != b'\t').unwrap_or(b.len());
    let e = b.iter().rposition(|&x| x != b' ' && x != b'\t').map_or(s, |e| e + 1);
    &b[s..e]
}
