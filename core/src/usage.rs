//! AI-use preferences a robots.txt states for the pages crawlers may fetch: `Content-Usage`
//! (IETF aipref) and Cloudflare's `Content-Signal`.
//!
//! Google's parser ignores both lines (they are among the keys it knows and does not use): they
//! say how the site asks its content to be used once fetched, not what may be fetched. This
//! module reads them as the drafts named in [`DRAFTS`] do:
//! - `Content-Usage: [path] dictionary`, inside a group: the path is optional (none: the whole
//!   site) and starts with `/`; of the lines whose path matches the URL, the longest path wins,
//!   and where several share that length, the most restrictive value of each label does. The
//!   dictionary's labels are the vocabulary's (`train-ai`, `search`), each `y` or `n`, exactly.
//! - `Content-Signal: search=yes, ai-input=no, ai-train=no`, inside a group, for the whole site:
//!   `search` and `ai-train` are the vocabulary's `search` and `train-ai`; `ai-input` (use in
//!   AI answers) has no vocabulary label and is kept as written.
//!
//! A preference applies only where the crawler may fetch the URL: a page it may not fetch has
//! no use to state.

use alloc::string::String;
use alloc::vec::Vec;

use crate::check::{compared_path, select};
use crate::lines::LineKind;
use crate::pattern;
use crate::policy::Options;
use crate::robots::Robots;
use crate::text::{as_text, text};

/// The drafts this reading follows, named in one place.
pub const DRAFTS: &str =
    "draft-ietf-aipref-attach-05 and draft-ietf-aipref-vocab-07 (Content-Usage), draft-romm-aipref-contentsignals-00 (Content-Signal)";

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

/// A preference line read: its line, its path (empty: none) and its labels.
struct Stated {
    line: u32,
    path: Vec<u8>,
    labels: Vec<Label>,
}

impl Robots {
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
            if !matches!(line.kind, LineKind::Unused) {
                continue;
            }
            let key = line.key.of(self.text());
            let signal = key.eq_ignore_ascii_case(b"content-signal");
            if !signal && !key.eq_ignore_ascii_case(b"content-usage") {
                continue;
            }
            // The group a line is in: the last one starting before it (none before the first).
            let Some(g) = rs.groups.iter().rposition(|g| g.first_line <= line.number) else { continue };
            if !sel.taken.contains(&(g as u32)) {
                continue;
            }
            let Some(stated) = read(line.number, line.value.of(self.text()), signal) else { continue };
            if !stated.path.is_empty() && !pattern::matches(&stated.path, &path) {
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
        for l in best.iter().flat_map(|s| &s.labels) {
            match labels.iter_mut().find(|m| m.name == l.name) {
                Some(m) => m.allowed &= l.allowed,
                None => labels.push(l.clone()),
            }
        }
        let lines: Vec<u32> = best.iter().map(|s| s.line).collect();
        let path = String::from(as_text(&first.path));
        let text = sentence(&labels, &lines, &path);
        Some(Preference { lines, path, labels, text })
    }
}

/// A `Content-Usage` value (`[path] dictionary`) or a `Content-Signal` one (a dictionary of
/// `yes`/`no`); `None` when no label reads as allowed or not.
fn read(line: u32, value: &[u8], signal: bool) -> Option<Stated> {
    let value = value.trim_ascii();
    let (path, dict) = match value.iter().position(|b| b.is_ascii_whitespace()) {
        Some(at) if !signal && value.first() == Some(&b'/') => (&value[..at], value[at..].trim_ascii()),
        _ if !signal && value.first() == Some(&b'/') => (value, &b""[..]),
        _ => (&b""[..], value),
    };
    let mut labels = Vec::new();
    for item in dict.split(|&b| b == b',') {
        let item = item.trim_ascii();
        let Some(eq) = item.iter().position(|&b| b == b'=') else { continue };
        let (name, v) = (item[..eq].trim_ascii(), item[eq + 1..].trim_ascii());
        let allowed = match (signal, v) {
            (false, b"y") | (true, b"yes") => true,
            (false, b"n") | (true, b"no") => false,
            _ => continue,
        };
        let name = match (signal, name) {
            (true, b"ai-train") => "train-ai",
            _ => match core::str::from_utf8(name) {
                Ok(n) if !n.is_empty() => n,
                _ => continue,
            },
        };
        labels.push(Label { name: String::from(name), allowed });
    }
    (!labels.is_empty()).then_some(Stated { line, path: path.to_vec(), labels })
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
            (name, allowed) => text!("`", name, if allowed { "` allowed" } else { "` not allowed" }),
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
