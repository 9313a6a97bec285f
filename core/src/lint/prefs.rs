//! AI-use preference lines (`Content-Usage`, `Content-Signal`; `usage.rs` reads them as the
//! drafts do) that do not state what they seem to: a line before any group, which no crawler
//! reads; a path without its `/`; a label its form does not know, or given twice in a line; a
//! value in the other form's words (`train-ai=yes` where the vocabulary takes `y`); two lines
//! of a group at odds; a path the group does not let its crawlers fetch.

use alloc::string::String;
use alloc::vec::Vec;
use core::cell::Cell;

use super::{fix, Cx, Fix, LintRule};
use crate::fields::{self, Slip};
use crate::groups::{AgentKind, Rule, Ruleset};
use crate::lines::{Line, Span};
use crate::policy::Policy;
use crate::sort::StableSort;
use crate::text::{as_text, push, text};
use crate::usage::{self, LABELS};
use crate::verdict::RuleKind;

/// What a line states of one use, for `preference-conflict`: its group, its path, the use (a
/// row of [`LABELS`]), the line, whether allowed, where, and whether the line states no other use.
type Use<'t> = (u32, &'t [u8], usize, u32, bool, Span, bool);

pub(super) fn check(cx: &mut Cx<'_>) {
    let text = cx.text;
    let first_group = cx.google.groups.first().map_or(u32::MAX, |g| g.first_line);
    let mut uses: Vec<Use> = Vec::new();
    // How many rules `preference-unreachable` may still read: a generated file with thousands
    // of rules and of paths gets its first paths checked, not every pair.
    let mut budget = 1 << 22;
    // Whether a line before the first group, moved into the `*` group, is read as `*`'s.
    let safe = Cell::new(None);
    for i in 0..cx.lines.len() {
        let l = cx.lines[i];
        let Some(signal) = usage::form(&l, text) else { continue };
        if l.number < first_group {
            cx.push_with(LintRule::PreferenceOutsideGroup, l.number, l.key, |cx| {
                let message = text!(
                    "No crawler reads this ",
                    cx.str(l.key),
                    " line: it comes before any User-agent line. Put it in the group it is for (under `User-agent: *` for every crawler)."
                );
                (message, into_wildcard(cx, l.number, &safe))
            });
        }
        members(cx, &l, signal);
        // As `preference()` reads the line: in the group it is in, each use once.
        let Some(g) = cx.rs.groups.partition_point(|g| g.first_line <= l.number).checked_sub(1) else { continue };
        let Some(s) = usage::read(&l, text, signal) else { continue };
        if !s.path.is_empty() {
            unreachable(cx, g, s.path, l.number, &mut budget);
        }
        let solo = s.said.len() == 1;
        for d in &s.said {
            if let Some(allowed) = d.allowed {
                uses.push((g as u32, s.path, d.row, l.number, allowed, d.span, solo));
            }
        }
    }
    conflicts(cx, &uses);
}

/// The fix of `preference-outside-group`: line `n` moved under the user-agent lines of the
/// file's first `User-agent: *` group, as one replacement of the bytes from the line through
/// the last of those lines. No verdict changes: a preference line is a record that neither
/// starts nor ends a group, nor is a rule, under either reading, and before the first group
/// it is in none. Offered where both readings then read the line as `*`'s: the line after
/// `last` is in the group of line `last`, which must be a group of `*` under each.
fn into_wildcard(cx: &Cx<'_>, n: u32, safe: &Cell<Option<bool>>) -> Option<Fix> {
    let rs = cx.google;
    let g = rs.groups.iter().find(|g| rs.group_agents(g).iter().any(|a| a.kind == AgentKind::Global))?;
    let last = rs.group_agents(g).iter().map(|a| a.line).max()?;
    if safe.get().is_none() {
        // The same for every line before the first group: read once.
        let rfc = Ruleset::build(cx.text, cx.lines, Policy::Rfc9309);
        let star = |rs: &Ruleset| {
            rs.groups.iter().rfind(|g| g.first_line <= last).is_some_and(|g| rs.group_agents(g).iter().any(|a| a.kind == AgentKind::Global))
        };
        safe.set(Some(star(rs) && star(&rfc)));
    }
    let (from, to) = (cx.whole_line(n), cx.whole_line(last));
    // A fix's text is UTF-8: where the bytes moved are not, none is offered.
    let between = core::str::from_utf8(&cx.text[from.end as usize..to.end as usize]).ok()?;
    let line = core::str::from_utf8(from.of(cx.text)).ok()?;
    let mut insert = String::from(between);
    if !insert.ends_with(['\n', '\r']) {
        insert.push_str(cx.eol);
    }
    insert.push_str(line);
    let span = Span { start: from.start, end: to.end };
    (safe.get() == Some(true)).then(|| Fix { span, insert, label: String::from("Move it into the `User-agent: *` group") })
}

/// The line's path and members: a path without its `/`, labels given again later, labels the
/// form does not know, values in the other form's words.
fn members(cx: &mut Cx<'_>, l: &Line, signal: bool) {
    let text = cx.text;
    let (path, mut dict) = usage::split(l.value.of(text), signal);
    // `private/ train-ai=n`, `*.pdf train-ai=n`: a path without its `/`, which the dictionary
    // then starts with; the members are those after it, as the fix makes them.
    if let Some(word) = pathless(dict).filter(|_| !signal && path.is_empty()) {
        let at = usage::offset(text, word);
        cx.push_with(LintRule::PreferencePath, l.number, Span { start: at, end: at + word.len() as u32 }, |_| {
            let word = as_text(word);
            let message = text!(
                "`",
                word,
                "` is not a path (no leading `/`): crawlers read it as part of the preference, and the line states nothing. Write `/",
                word,
                "`."
            );
            (message, fix(Span { start: at, end: at }, String::from("/"), "Add the leading `/`"))
        });
        dict = dict[word.len()..].trim_ascii_start();
    }
    syntax(cx, l.number, dict, signal);
    // The last `label=value` of each label the form knows: the one crawlers read.
    let mut last = [None; LABELS.len()];
    for m in usage::items(dict) {
        let Some((key, value)) = usage::member(m) else { continue };
        if let Some(row) = usage::known(key, signal) {
            last[row] = Some(usage::member_span(text, key, value));
        }
    }
    for m in usage::items(dict) {
        let Some((key, value)) = usage::member(m) else { continue };
        let span = usage::member_span(text, key, value);
        match usage::known(key, signal).map(|row| last[row]) {
            Some(Some(counts)) if counts != span => {
                // The fix removes the member up to the next one (the last is after it).
                let mut end = (usage::offset(text, m) + m.len() as u32 + 1) as usize;
                end += text[end..l.value.end as usize].iter().take_while(|b| b.is_ascii_whitespace()).count();
                cx.push_with(LintRule::PreferenceDuplicate, l.number, span, |cx| {
                    let message = text!(
                        "`",
                        as_text(key),
                        "` comes again later in this line: crawlers that read it take the last value (`",
                        cx.str(counts),
                        "`) and ignore this one."
                    );
                    (message, fix(Span { start: span.start, end: end as u32 }, String::new(), "Remove this one"))
                });
            }
            None if !(key.is_empty() || signal && key == b"use") => label(cx, l.number, key, signal),
            _ => {}
        }
        if let Some(v) = value {
            word(cx, l.number, key, v, signal);
        }
    }
}

/// A dictionary that does not parse as Structured Fields (RFC 9651 §4.2.2): the first slip,
/// unless it is a key that is not one, which `preference-label` names with its fix.
fn syntax(cx: &mut Cx<'_>, line: u32, dict: &[u8], signal: bool) {
    let Err(b) = fields::parse(dict) else { return };
    if b.slip == Slip::Key && dict[b.start] != b'=' {
        return;
    }
    let text = cx.text;
    let at = usage::offset(text, dict);
    let ows = |from: usize| dict[from..].iter().take_while(|&&c| c == b' ' || c == b'\t').count();
    // The bytes named: the slip's, or the `=` before a missing value.
    let span = match b.start == b.end {
        true => Span { start: at + b.start as u32 - 1, end: at + b.start as u32 },
        false => Span { start: at + b.start as u32, end: at + b.end as u32 },
    };
    cx.push_with(LintRule::PreferenceSyntax, line, span, |cx| {
        let bytes = cx.str(span);
        let (what, fix) = match b.slip {
            Slip::Empty => {
                let end = at + (b.end + ows(b.end)) as u32;
                let fixed = fix(Span { start: span.start, end }, String::new(), "Remove the extra comma");
                (String::from("An empty member (a comma with no label before or after it)"), fixed)
            }
            Slip::Spaced => (
                String::from("White space around `=`, which a dictionary does not allow"),
                fix(span, String::new(), "Remove the white space"),
            ),
            Slip::NoComma => (
                String::from("Two members with no comma between them"),
                fix(Span { start: span.start, end: span.start }, String::from(","), "Add the comma"),
            ),
            Slip::Key => (String::from("A value with no label before its `=`"), None),
            Slip::Value if b.start == b.end => (String::from("A label with `=` and no value after it"), None),
            Slip::Value => (
                text!("`", bytes, "` is not a value a dictionary can hold (a token such as `n`, a number or a quoted string)"),
                None,
            ),
            Slip::After => (text!("`", bytes, "` where a member should end (a comma or the end of the line)"), None),
        };
        let then = if signal {
            ": the value is not a Structured Fields dictionary. Crawlers that parse it as one, as the aipref drafts parse Content-Usage, ignore the whole line; Content-Signal's draft names no syntax, and the playground reads each member between commas as written."
        } else {
            ": the value is not a Structured Fields dictionary, so crawlers that follow the aipref drafts ignore the whole line, and it states no preference."
        };
        (text!(what, then), fix)
    });
}

/// The first word of a `Content-Usage` value without a path, when it is one without its `/`:
/// it has a `/` or starts with `*`, is no `label=value`, and a dictionary follows it.
fn pathless(dict: &[u8]) -> Option<&[u8]> {
    let at = dict.iter().position(u8::is_ascii_whitespace)?;
    let (word, rest) = (&dict[..at], dict[at..].trim_ascii_start());
    let path = (word.contains(&b'/') || word[0] == b'*') && !word.iter().any(|&b| matches!(b, b'=' | b',' | b';'));
    (path && !matches!(rest.first(), None | Some(b'=' | b',' | b';'))).then_some(word)
}

/// A label the form does not know, with the one it knows that is close, if a single use's is.
fn label(cx: &mut Cx<'_>, line: u32, key: &[u8], signal: bool) {
    let at = usage::offset(cx.text, key);
    let span = Span { start: at, end: at + key.len() as u32 };
    cx.push_with(LintRule::PreferenceLabel, line, span, |_| {
        let meant = closest(key, usize::from(signal));
        let (form, known) =
            if signal { ("Content-Signal", "`search`, `ai-input`, `ai-train`") } else { ("Content-Usage", "`train-ai`, `search`") };
        let mut message = text!("`", as_text(key), "` is not a label ", form, " knows");
        match meant {
            Some(m) => push!(&mut message, ": did you mean `", m, "`? As written,"),
            None => push!(&mut message, " (", known, "):"),
        }
        // Capitals, spaces: the dictionary of a Content-Usage line does not parse.
        let whole = !signal && !usage::is_key(key);
        message.push_str(if whole {
            " crawlers that read this line ignore the whole line: labels are lowercase, without spaces."
        } else {
            " crawlers that read this line ignore it."
        });
        (message, meant.and_then(|m| fix(span, String::from(m), &text!("Write `", m, "`"))))
    });
}

/// The label of the form (`own`: a column of [`LABELS`]) that `key` is close to, when one
/// use's is: written in capitals, with `_` or a space for `-`, a letter or so off, or as the
/// other form writes it. A key more than 3 bytes longer than every label (8 at most) is close
/// to none.
fn closest(key: &[u8], own: usize) -> Option<&'static str> {
    let mut written = [0u8; 11];
    for (w, &b) in written.iter_mut().zip(key) {
        *w = if b == b'_' || b.is_ascii_whitespace() { b'-' } else { b.to_ascii_lowercase() };
    }
    let written = written.get(..key.len())?;
    let (mut best, mut row, mut tie) = (usize::MAX, 0, false);
    for (r, names) in LABELS.iter().enumerate() {
        for name in &names[..2] {
            let d = distance(written, name.as_bytes());
            if names[own].is_empty() || d * 3 > name.len() + 1 || d > best || d == best && r == row {
                continue;
            }
            tie = d == best;
            (best, row) = (d, r);
        }
    }
    (best < usize::MAX && !tie).then_some(LABELS[row][own])
}

/// The edit distance (insertions, deletions, substitutions) of a word to a label of at most
/// 8 bytes.
fn distance(a: &[u8], b: &[u8]) -> usize {
    let mut row = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    for (i, &x) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let up = row[j + 1];
            row[j + 1] = (diagonal + usize::from(x != y)).min(up + 1).min(row[j] + 1);
            diagonal = up;
        }
    }
    row[b.len()]
}

/// A `label=value` whose value is the other form's word.
fn word(cx: &mut Cx<'_>, line: u32, key: &[u8], value: &[u8], signal: bool) {
    let word = value.split(u8::is_ascii_whitespace).next().unwrap_or_default();
    let meant = match (signal, word) {
        (false, w) if w.eq_ignore_ascii_case(b"yes") || w == b"Y" || w.eq_ignore_ascii_case(b"true") => "y",
        (false, w) if w.eq_ignore_ascii_case(b"no") || w == b"N" || w.eq_ignore_ascii_case(b"false") => "n",
        (true, w) if w.eq_ignore_ascii_case(b"y") || w.eq_ignore_ascii_case(b"true") => "yes",
        (true, w) if w.eq_ignore_ascii_case(b"n") || w.eq_ignore_ascii_case(b"false") => "no",
        _ => return,
    };
    let from = usage::offset(cx.text, word);
    let span = Span { start: from, end: from + word.len() as u32 };
    cx.push_with(LintRule::PreferenceValue, line, span, |_| {
        let label = as_text(key);
        let (key, takes) = if signal { ("Content-Signal", "`yes` or `no`") } else { ("Content-Usage", "`y` or `n`, exactly") };
        let message = text!(key, " takes ", takes, ": `", label, "=", as_text(word), "` states nothing. Write `", label, "=", meant, "`.");
        (message, fix(span, String::from(meant), &text!("Write `", meant, "`")))
    });
}

/// A `Content-Usage` path that a disallow of its group `g` covers whole: a disallow without a
/// final `$` that matches the path itself matches every path under it, and no allow that could
/// win (as long, in any group the same crawlers obey) matches one of them.
fn unreachable(cx: &mut Cx<'_>, g: usize, path: &[u8], line: u32, budget: &mut usize) {
    let rs = cx.rs;
    // Paths compared as written only: no wildcard, `$`, `%` or byte past ASCII.
    if path.iter().any(|&b| matches!(b, b'*' | b'$' | b'%') || b >= 0x80) {
        return;
    }
    let group = &rs.groups[g];
    let mut read = |groups: &[u32]| {
        let n: usize = groups.iter().map(|&g| rs.groups[g as usize].rules.len()).sum();
        *budget = budget.saturating_sub(n);
        *budget > 0
    };
    if !read(&[g as u32]) {
        return;
    }
    let mut longest: Option<&Rule> = None;
    for r in rs.group_rules(group) {
        let p = rs.pattern(&r.pattern);
        if r.kind == RuleKind::Disallow
            && p.len() > longest.map_or(0, |d| d.pattern.len())
            && p.last() != Some(&b'$')
            && crate::pattern::matches(p, path)
        {
            longest = Some(r);
        }
    }
    let Some(d) = longest else { return };
    // An allow at least as long that matches the path, or starts under it, or could (a wildcard).
    let opens = |groups: &[u32]| {
        groups.iter().flat_map(|&g| rs.group_rules(&rs.groups[g as usize])).any(|r| {
            let p = rs.pattern(&r.pattern);
            let literal = &p[..p.iter().position(|&b| b == b'*' || b == b'$').unwrap_or(p.len())];
            r.kind == RuleKind::Allow && p.len() >= d.pattern.len() && (literal.starts_with(path) || path.starts_with(literal))
        })
    };
    if !read(&[g as u32]) || opens(&[g as u32]) {
        return;
    }
    for a in rs.group_agents(group) {
        let merged = match a.kind {
            AgentKind::Global => Some(&cx.index.wildcard),
            AgentKind::Named => cx.index.by_token.get(&a.token.of(cx.text).to_ascii_lowercase()),
            AgentKind::Invalid => None,
        };
        if merged.is_some_and(|m| !read(m) || opens(m)) {
            return;
        }
    }
    let at = usage::offset(cx.text, path);
    cx.push_with(LintRule::PreferenceUnreachable, line, Span { start: at, end: at + path.len() as u32 }, |cx| {
        let message = text!(
            "Disallow `",
            cx.str(rs.raw(d)),
            "` (line ",
            d.line,
            ") keeps this group's crawlers from the pages under `",
            as_text(path),
            "`: a preference applies only to pages a crawler may fetch, so this one has no effect for them."
        );
        // The line states this path's preference only: removing it changes nothing.
        (message, fix(cx.whole_line(line), String::new(), "Remove this line (it has no effect)"))
    });
}

/// Lines of one group, for the same path, with opposite values for a use: each that differs
/// from the first such line, which `preference()` merges with it, the most restrictive winning.
fn conflicts<'t>(cx: &mut Cx<'_>, uses: &[Use<'t>]) {
    fn key<'t>(u: &Use<'t>) -> (u32, &'t [u8], usize) {
        (u.0, u.1, u.2)
    }
    // By group, path and use, each in line order.
    let mut order: Vec<u32> = (0..uses.len() as u32).collect();
    order.stable_sort_by(|&a, &b| key(&uses[a as usize]).cmp(&key(&uses[b as usize])));
    let mut a: Option<Use> = None;
    for &i in &order {
        let b = uses[i as usize];
        let Some(first) = a.filter(|a| key(a) == key(&b)) else {
            a = Some(b);
            continue;
        };
        if first.4 == b.4 {
            continue;
        }
        cx.push_with(LintRule::PreferenceConflict, b.3, b.5, |cx| {
            let what = LABELS[b.2][2];
            let (it, this) = if first.4 { (" allows ", " does not") } else { (" does not allow ", " does") };
            let message = text!(
                "Line ",
                first.3,
                it,
                what,
                " for the same pages and this line",
                this,
                ": crawlers that read both take the most restrictive, so ",
                what,
                " is not allowed."
            );
            // A line that allows what the other does not, and says nothing else, changes nothing:
            // removing it keeps the answer and ends the contradiction.
            let remove = (b.4 && b.6).then(|| cx.whole_line(b.3));
            (message, remove.and_then(|span| fix(span, String::new(), "Remove this line (the other one applies)")))
        });
    }
}
