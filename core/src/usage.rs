//! AI-use preferences a robots.txt states for the pages crawlers may fetch: `Content-Usage`
//! (IETF aipref) and Cloudflare's `Content-Signal`.
//!
//! Google's parser ignores both lines (they are among the keys it knows and does not use): they
//! say how the site asks its content to be used once fetched, not what may be fetched. This
//! module reads them as the drafts named in [`DRAFTS`] do:
//! - `Content-Usage: [path] dictionary`, inside a group: the path is optional (none: the whole
//!   site) and starts with `/`; of the lines whose path matches the URL, the longest path wins,
//!   and where several share that length, the most restrictive value of each label does
//!   (attach-05 §3.1, vocab-07 §5.1). The dictionary's labels are the vocabulary's (`train-ai`,
//!   `search`), each `y` or `n`, exactly. As in any Structured Fields dictionary, a label given
//!   twice counts with its last value (vocab-07 §6.5.1), other labels are ignored (§6.4), and a
//!   value that does not parse as a Structured Fields dictionary (`fields.rs`: a key with
//!   capitals or spaces, a path without its `/`, a missing comma, a space around `=`) makes
//!   the line state nothing (§6.5.1).
//! - `Content-Signal: search=yes, ai-input=no, ai-train=no`, inside a group, for the whole site:
//!   `search` and `ai-train` are the vocabulary's `search` and `train-ai`; `ai-input` (use in
//!   AI answers) has no vocabulary label and is kept as written. Its other labels are ignored,
//!   and a label given twice counts with its last value, as in `Content-Usage`. Its draft names
//!   no syntax: a value that is a dictionary is read as one, another member by member, between
//!   its commas.
//!
//! A preference applies only where the crawler may fetch the URL: a page it may not fetch has
//! no use to state.

use alloc::string::String;
use alloc::vec::Vec;

use crate::check::{compared_path, select};
use crate::fields::{self, Member};
use crate::lines::{Line, LineKind, Span};
use crate::pattern;
use crate::policy::Options;
use crate::robots::Robots;
use crate::text::{as_text, text};

/// The drafts this reading follows, named in one place.
pub const DRAFTS: &str =
    "draft-ietf-aipref-attach-05 and draft-ietf-aipref-vocab-07 (Content-Usage), draft-romm-aipref-contentsignals-00 (Content-Signal)";

/// The labels the two forms know, one use a row: the vocabulary's (`Content-Usage`), then
/// Content-Signal's, then the use in words. `ai-input` has no vocabulary label.
pub(crate) const LABELS: [[&str; 3]; 3] =
    [["train-ai", "ai-train", "AI training"], ["search", "search", "use in search"], ["", "ai-input", "use in AI answers"]];

/// The name a use goes by in a [`Label`]: the vocabulary's, else Content-Signal's.
fn name(row: usize) -> &'static str {
    let [usage, signal, _] = LABELS[row];
    if usage.is_empty() {
        signal
    } else {
        usage
    }
}

/// One label of a preference: the vocabulary's name (`train-ai`, `search`) where it has one,
/// else the label as written (`ai-input`), and whether the use is allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// The label.
    pub name: String,
    /// `y` (or `yes`): allowed; `n` (or `no`): not.
    pub allowed: bool,
}

/// The preference that applies to a URL for a crawler.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preference {
    /// The lines that state it (one, or several of the same path length), in file order.
    pub lines: Vec<u32>,
    /// The path it was stated for (`""`: the whole site).
    pub path: String,
    /// Each label once, the most restrictive where lines disagree, in the order first written.
    pub labels: Vec<Label>,
    /// What it asks, in one sentence, with the line and what Google's parser makes of it.
    pub text: String,
}

/// What a preference line states of one use: its row of [`LABELS`], whether it is allowed
/// (`None`: its last value is neither), and the `label=value` that says so.
#[derive(Clone, Copy)]
pub(crate) struct Said {
    pub row: usize,
    pub allowed: Option<bool>,
    pub span: Span,
}

/// A preference line read: its line, its path (empty: none) and each use it names, once, in
/// the order first written.
pub(crate) struct Stated<'t> {
    pub line: u32,
    pub path: &'t [u8],
    pub said: Vec<Said>,
}

impl Robots {
    /// Whether any line of the file states an AI-use preference (`Content-Usage`,
    /// `Content-Signal`): where none does, [`Robots::preference`] is `None` for every URL.
    pub fn has_preferences(&self) -> bool {
        self.lines().iter().any(|l| form(l, self.text()).is_some())
    }

    /// The AI-use preference that applies to `url` for `agent` under `opts`: from the
    /// `Content-Usage` and `Content-Signal` lines of the groups the crawler obeys; `None` when
    /// they state none for the URL, or the crawler may not fetch it.
    pub fn preference(&self, agent: &str, url: &str, opts: &Options) -> Option<Preference> {
        if !self.decide_with(agent, url, opts).0 {
            return None;
        }
        let rs = self.ruleset(opts.policy);
        let sel = select(rs, self.text(), agent, opts);
        let path = compared_path(url.as_bytes(), opts.policy);
        let mut best: Vec<Stated> = Vec::new();
        for line in self.lines() {
            let Some(signal) = form(line, self.text()) else { continue };
            // The group a line is in: the last one starting before it (none before the first).
            let Some(g) = rs.groups.iter().rposition(|g| g.first_line <= line.number) else { continue };
            if !sel.taken.contains(&(g as u32)) {
                continue;
            }
            let Some(stated) = read(line, self.text(), signal) else { continue };
            if !stated.path.is_empty() && !pattern::matches(stated.path, &path) {
                continue;
            }
            match best.first().map(|b| b.path.len()) {
                Some(n) if n > stated.path.len() => {}
                Some(n) if n == stated.path.len() => best.push(stated),
                _ => best = alloc::vec![stated],
            }
        }
        let first = best.first()?;
        let mut labels: Vec<Label> = Vec::new();
        for d in best.iter().flat_map(|s| &s.said) {
            let (Some(allowed), name) = (d.allowed, name(d.row)) else { continue };
            match labels.iter_mut().find(|l| l.name == name) {
                Some(l) => l.allowed &= allowed,
                None => labels.push(Label { name: String::from(name), allowed }),
            }
        }
        let lines: Vec<u32> = best.iter().map(|s| s.line).collect();
        let path = String::from(as_text(first.path));
        let text = sentence(&labels, &lines, &path);
        Some(Preference { lines, path, labels, text })
    }
}

/// Whether `line` states a preference, and in which form: `Some(true)` for `Content-Signal`,
/// `Some(false)` for `Content-Usage`.
pub(crate) fn form(line: &Line, text: &[u8]) -> Option<bool> {
    let key = line.key.of(text);
    let signal = key.eq_ignore_ascii_case(b"content-signal");
    (line.kind == LineKind::Unused && (signal || key.eq_ignore_ascii_case(b"content-usage"))).then_some(signal)
}

/// A preference line's value split into its path (empty: none) and its dictionary: only a
/// `Content-Usage` value that starts with `/` has a path, up to the first space or tab.
pub(crate) fn split(value: &[u8], signal: bool) -> (&[u8], &[u8]) {
    let value = value.trim_ascii();
    if signal || value.first() != Some(&b'/') {
        return (&value[..0], value);
    }
    let at = value.iter().position(u8::is_ascii_whitespace).unwrap_or(value.len());
    (&value[..at], value[at..].trim_ascii())
}

/// The bytes between members of a dictionary (one function, so every split shares its code).
fn comma(b: &u8) -> bool {
    *b == b','
}

/// The members of a dictionary as written, between its commas.
pub(crate) fn items(dict: &[u8]) -> core::slice::Split<'_, u8, fn(&u8) -> bool> {
    dict.split(comma)
}

/// A member: its key and its value (`None` for a key alone), without parameters (`;…`), which
/// the vocabulary ignores; `None` for an empty member.
pub(crate) fn member(m: &[u8]) -> Option<(&[u8], Option<&[u8]>)> {
    let m = m.trim_ascii();
    let end = m.iter().position(|&b| b == b'=' || b == b';').unwrap_or(m.len());
    let value = (m.get(end) == Some(&b'=')).then(|| {
        let v = &m[end + 1..];
        v[..v.iter().position(|&b| b == b';').unwrap_or(v.len())].trim_ascii()
    });
    (!m.is_empty()).then_some((m[..end].trim_ascii(), value))
}

/// The bytes of a member of `text`, from its key to the end of its value.
pub(crate) fn member_span(text: &[u8], key: &[u8], value: Option<&[u8]>) -> Span {
    let end = value.unwrap_or(key);
    Span { start: offset(text, key), end: offset(text, end) + end.len() as u32 }
}

/// A key a Structured Fields dictionary can have (RFC 9651 §3.2): a lowercase letter or `*`,
/// then lowercase letters, digits, `_`, `-`, `.` and `*`.
pub(crate) fn is_key(key: &[u8]) -> bool {
    matches!(key.first(), Some(b'a'..=b'z' | b'*'))
        && key.iter().all(|&b| matches!(b, b'a'..=b'z' | b'0'..=b'9' | b'_' | b'-' | b'.' | b'*'))
}

/// The row of [`LABELS`] a label of the form (`signal`: Content-Signal) is.
pub(crate) fn known(key: &[u8], signal: bool) -> Option<usize> {
    LABELS.iter().position(|l| !key.is_empty() && l[usize::from(signal)].as_bytes() == key)
}

/// Where `sub`, a part of `text`, starts in it.
pub(crate) fn offset(text: &[u8], sub: &[u8]) -> u32 {
    (sub.as_ptr() as usize - text.as_ptr() as usize) as u32
}

/// The members of a line's dictionary as crawlers read them: those of the
/// Structured Fields dictionary it is; where it does not parse, none for `Content-Usage` (its
/// preferences are unknown, vocab-07 §6.5.1), and for `Content-Signal`, whose draft names no
/// syntax, each member between commas as written.
pub(crate) fn dictionary(dict: &[u8], signal: bool) -> Option<Vec<Member<'_>>> {
    match fields::parse(dict) {
        Ok(members) => Some(members),
        Err(_) if signal => Some(items(dict).filter_map(member).map(|(key, value)| Member { key, value }).collect()),
        Err(_) => None,
    }
}

/// A `Content-Usage` line (`[path] dictionary`) or a `Content-Signal` one (a dictionary of
/// `yes`/`no`); `None` when it states no use as allowed or not.
pub(crate) fn read<'t>(line: &Line, text: &'t [u8], signal: bool) -> Option<Stated<'t>> {
    let (path, dict) = split(line.value.of(text), signal);
    let mut said: Vec<Said> = Vec::new();
    for Member { key, value } in dictionary(dict, signal)? {
        let Some(row) = known(key, signal) else { continue };
        let allowed = match (signal, value) {
            (false, Some(b"y")) | (true, Some(b"yes")) => Some(true),
            (false, Some(b"n")) | (true, Some(b"no")) => Some(false),
            _ => None,
        };
        // The last value of a label counts, in the place the label was first written.
        let d = Said { row, allowed, span: member_span(text, key, value) };
        match said.iter_mut().find(|s| s.row == row) {
            Some(s) => *s = d,
            None => said.push(d),
        }
    }
    said.iter().any(|s| s.allowed.is_some()).then_some(Stated { line: line.number, path, said })
}

/// "The site asks that it not be used to train AI, and allows it in search (line 7); Google's
/// parser ignores such lines: they state a preference, not what crawlers may fetch."
fn sentence(labels: &[Label], lines: &[u32], path: &str) -> String {
    let mut asks: Vec<String> = Vec::new();
    for l in labels {
        let words = match (l.name.as_str(), l.allowed) {
            ("train-ai", false) => String::from("not to train AI on it"),
            ("train-ai", true) => String::from("that AI may be trained on it"),
            ("search", false) => String::from("not to use it in search"),
            ("search", true) => String::from("that search may use it"),
            ("ai-input", false) => String::from("not to use it as input to AI answers"),
            ("ai-input", true) => String::from("that AI answers may use it as input"),
            _ => continue,
        };
        asks.push(words);
    }
    let mut out = String::from("The site asks ");
    for (i, a) in asks.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == asks.len() { " and " } else { ", " });
        }
        out.push_str(a);
    }
    if !path.is_empty() && path != "/" {
        out.push_str(&text!(" for paths under ", path));
    }
    out.push_str(if lines.len() == 1 { " (line " } else { " (lines " });
    for (i, l) in lines.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&text!(*l));
    }
    out.push_str("). Google's parser ignores such lines: they state a preference for how content is used, not what crawlers may fetch.");
    out
}
