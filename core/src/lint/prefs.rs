//! AI-use preference lines (`Content-Usage`, `Content-Signal`; see `usage.rs`) that state
//! nothing as written: a value in the other form's words (`train-ai=yes` where the vocabulary
//! takes `y`, `search=y` where Content-Signal takes `yes`), or a line before any group, which no
//! crawler reads.

use alloc::string::String;

use super::{fix, Cx, LintRule};
use crate::lines::{LineKind, Span};
use crate::text::{as_text, text};

pub(super) fn check(cx: &mut Cx<'_>) {
    let first_group = cx.google.groups.first().map_or(u32::MAX, |g| g.first_line);
    for i in 0..cx.lines.len() {
        let l = cx.lines[i];
        if l.kind != LineKind::Unused {
            continue;
        }
        let key = l.key.of(cx.text);
        let signal = key.eq_ignore_ascii_case(b"content-signal");
        if !signal && !key.eq_ignore_ascii_case(b"content-usage") {
            continue;
        }
        if l.number < first_group {
            cx.push_with(LintRule::PreferenceOutsideGroup, l.number, l.key, |cx| {
                let message = text!(
                    "No crawler reads this ",
                    cx.str(l.key),
                    " line: it comes before any User-agent line. Put it in the group it is for (under `User-agent: *` for every crawler)."
                );
                (message, None)
            });
        }
        values(cx, l.value, signal, l.number);
    }
}

/// Each `label=value` item of the line whose value is the other form's word.
fn values(cx: &mut Cx<'_>, value: Span, signal: bool, line: u32) {
    let v = value.of(cx.text);
    let mut at = 0usize;
    for item in v.split(|&b| b == b',') {
        let start = at;
        at += item.len() + 1;
        let Some(eq) = item.iter().position(|&b| b == b'=') else { continue };
        let raw = &item[eq + 1..];
        let lead = raw.iter().take_while(|b| b.is_ascii_whitespace()).count();
        let word = raw[lead..].split(|b| b.is_ascii_whitespace()).next().unwrap_or_default();
        let meant = match (signal, word) {
            (false, w) if w.eq_ignore_ascii_case(b"yes") || w == b"Y" || w.eq_ignore_ascii_case(b"true") => "y",
            (false, w) if w.eq_ignore_ascii_case(b"no") || w == b"N" || w.eq_ignore_ascii_case(b"false") => "n",
            (true, w) if w.eq_ignore_ascii_case(b"y") || w.eq_ignore_ascii_case(b"true") => "yes",
            (true, w) if w.eq_ignore_ascii_case(b"n") || w.eq_ignore_ascii_case(b"false") => "no",
            _ => continue,
        };
        let from = value.start + (start + eq + 1 + lead) as u32;
        let span = Span { start: from, end: from + word.len() as u32 };
        let label = String::from(as_text(item[..eq].trim_ascii()));
        cx.push_with(LintRule::PreferenceValue, line, span, |_| {
            let (key, takes) = if signal { ("Content-Signal", "`yes` or `no`") } else { ("Content-Usage", "`y` or `n`, exactly") };
            let message =
                text!(key, " takes ", takes, ": `", label, "=", as_text(word), "` states nothing. Write `", label, "=", meant, "`.");
            (message, fix(span, String::from(meant), &text!("Write `", meant, "`")))
        });
    }
}
