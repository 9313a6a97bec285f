//! docs/lint.md documents every lint rule the engine has: one section per id (its anchor is
//! the finding's `anchor`), with the engine's severity, and an example that raises the rule.
//! Where the section says a fix is offered, the example's finding carries one and applying it
//! removes that finding; where it does not, the finding has no fix.

#[macro_use]
mod support;
use robots_core::{Lint, LintRule, Options, Robots};
use support::{apply_bytes, ids};

const DOC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/lint.md"));

/// Rules whose example cannot be short; their section says so instead.
const NO_EXAMPLE: &[&str] = &["line-too-long"];

struct Section<'a> {
    id: &'a str,
    body: &'a str,
}

fn sections() -> Vec<Section<'static>> {
    DOC.split("<a id=\"lint-")
        .skip(1)
        .map(|s| {
            let (id, body) = s.split_once('"').expect("an anchor ends with a quote");
            Section { id, body }
        })
        .collect()
}

/// The section's first ```robots block: its bytes (with `\xNN` and `\r` decoded in a
/// `robots-escaped` block) and the size limit its info string sets.
fn example(body: &str) -> Option<(Vec<u8>, Option<usize>)> {
    let start = body.find("```robots")?;
    let rest = &body[start + 3..];
    let (info, rest) = rest.split_once('\n')?;
    let text = &rest[..rest.find("```").expect("a closed code block")];
    let mut words = info.split_whitespace();
    let escaped = words.next() == Some("robots-escaped");
    let limit = words.find_map(|w| w.strip_prefix("size-limit=")).map(|n| n.parse().expect("a number"));
    Some((if escaped { unescape(text) } else { text.as_bytes().to_vec() }, limit))
}

fn unescape(text: &str) -> Vec<u8> {
    let (mut out, b) = (Vec::new(), text.as_bytes());
    let mut i = 0;
    while i < b.len() {
        match (b[i], b.get(i + 1)) {
            (b'\\', Some(b'x')) => {
                out.push(u8::from_str_radix(&text[i + 2..i + 4], 16).expect("\\xNN"));
                i += 4;
            }
            (b'\\', Some(b'r')) => {
                out.push(b'\r');
                i += 2;
            }
            (c, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

fn lint(text: &[u8], limit: Option<usize>) -> Vec<Lint> {
    Robots::parse(text).lint(&Options { size_limit: limit, ..Options::default() })
}

#[test]
fn every_rule_has_one_section_and_no_section_is_stale() {
    let documented: Vec<&str> = sections().iter().map(|s| s.id).collect();
    for rule in LintRule::ALL {
        let n = documented.iter().filter(|&&id| id == rule.id()).count();
        assert_eq!(n, 1, "docs/lint.md should have one section for {} (anchor {})", rule.id(), rule.anchor());
    }
    for id in &documented {
        assert!(LintRule::ALL.iter().any(|r| r.id() == *id), "docs/lint.md documents {id}, which the engine does not have");
    }
}

#[test]
fn each_section_states_the_engines_severity() {
    for s in sections() {
        let rule = LintRule::ALL.iter().find(|r| r.id() == s.id).expect("a known rule");
        let stated = s.body.split("**").nth(1).expect("a bold severity");
        assert_eq!(stated, rule.severity().name(), "severity of {} in docs/lint.md", s.id);
        assert!(s.body.starts_with(&format!("></a>{}\n", s.id)), "{}: the heading is the anchor and the id", s.id);
    }
}

#[test]
fn each_example_raises_its_rule_and_its_fix_is_as_stated() {
    let mut wrong = Vec::new();
    for s in sections() {
        let rule = *LintRule::ALL.iter().find(|r| r.id() == s.id).expect("a known rule");
        let Some((text, limit)) = example(s.body) else {
            assert!(NO_EXAMPLE.contains(&s.id), "{} has no ```robots example", s.id);
            assert!(s.body.contains("No short example"), "{}: the section says why it has no example", s.id);
            continue;
        };
        assert!(!NO_EXAMPLE.contains(&s.id), "{} has an example now: take it off NO_EXAMPLE", s.id);
        let lints = lint(&text, limit);
        let found: Vec<&Lint> = lints.iter().filter(|l| l.rule == rule).collect();
        let Some(&one) = found.first() else {
            wrong.push(format!("the example of {} does not raise it; it raises {:?}", s.id, ids(&lints)));
            continue;
        };
        let offered = s.body.contains("· fix offered");
        if one.fix.is_some() != offered {
            wrong.push(format!("{}: docs/lint.md says fix offered = {offered}", s.id));
        } else if offered {
            let fixed = apply_bytes(&text, one);
            let after = lint(&fixed, limit).iter().filter(|l| l.rule == rule).count();
            if after >= found.len() {
                wrong.push(format!("{}: its fix leaves {after} of {} findings:\n{}", s.id, found.len(), String::from_utf8_lossy(&fixed)));
            }
        }
    }
    assert!(wrong.is_empty(), "docs/lint.md:\n{}", wrong.join("\n"));
}
