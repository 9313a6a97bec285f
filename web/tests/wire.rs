//! The wire format (web/src/wire): strings and numbers read back as what was written, spans in
//! both units, a verdict's JSON valid and escaped. Native only (`cargo test -p robots-web --test
//! wire`, in cargo xtask test's core step): the writer is plain Rust.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use robots_core::Options;
use robots_core::Robots;
use robots_web::wire::{self, Json, Obj};

fn text(j: impl Into<Json>) -> String {
    j.into().as_str().to_string()
}

fn read(j: impl Into<Json>) -> serde_json::Value {
    let j = j.into();
    serde_json::from_str(j.as_str()).unwrap_or_else(|e| panic!("{e}: {}", j.as_str()))
}

#[test]
fn strings_are_escaped() {
    for s in ["", "plain", "\"", "\\", "a\"b\\c", "\n\r\t\u{0}\u{1f}", "é ü 漢字 🤖", "\u{7f}\u{2028}", "/p?q=\"x\"\n"] {
        assert_eq!(read(s), serde_json::Value::from(s), "{s:?}");
    }
    assert_eq!(text("a\"\\\n\u{1}z"), r#""a\"\\\u000a\u0001z""#);
}

#[test]
fn numbers_are_written_in_decimal() {
    for n in [0u32, 1, 9, 10, 99, 100, 512_000, u32::MAX] {
        assert_eq!(text(n), n.to_string());
    }
    for n in [0i32, -1, 7, -10, i32::MIN, i32::MAX] {
        assert_eq!(text(n), n.to_string());
    }
    assert_eq!(text(usize::MAX), usize::MAX.to_string());
    assert_eq!(read(Obj::new().set("line", 42u32).set("delta", -3i32)), serde_json::json!({ "line": 42, "delta": -3 }));
}

proptest! {
    #[test]
    fn any_string_reads_back(s in any::<String>()) {
        prop_assert_eq!(read(s.as_str()), serde_json::Value::from(s.as_str()));
    }

    #[test]
    fn any_number_reads_back(a in any::<u32>(), b in any::<i32>(), c in any::<usize>()) {
        prop_assert_eq!(text(a), a.to_string());
        prop_assert_eq!(text(b), b.to_string());
        prop_assert_eq!(text(c), c.to_string());
    }
}

#[test]
fn a_brief_verdict_keeps_the_explanation_s_first_lines_and_conclusion() {
    let mut file = String::from("User-agent: *\n");
    // Every rule matches, so the explanation lists each.
    for i in 0..200 {
        file.push_str(&format!("Disallow: /{}\n", "a".repeat(i)));
    }
    let v = robots_core::Robots::parse(file.as_bytes()).check("bot", &format!("/{}", "a".repeat(200)));
    let full = v.explain();
    let lines: Vec<&str> = full.lines().collect();
    let brief = read(robots_web::wire::verdict_brief(&v, 10));
    let cut = brief["explanation"].as_str().unwrap();
    let kept: Vec<&str> = cut.lines().collect();
    assert_eq!(kept.len(), 40 + 2, "{cut}");
    assert_eq!(kept[..40], lines[..40]);
    assert_eq!(kept[40], format!("  … {} more lines.", lines.len() - 41));
    assert_eq!(kept[41], *lines.last().unwrap());
    assert!(cut.ends_with('\n'));
    // A short explanation is left whole.
    let short = robots_core::Robots::parse(b"User-agent: *\nDisallow: /p\n").check("bot", "/x");
    assert_eq!(read(robots_web::wire::verdict_brief(&short, 10))["explanation"].as_str().unwrap(), short.explain());
}

#[test]
fn spans_come_in_utf16_units_and_in_bytes() {
    // `é` is 2 bytes and 1 UTF-16 unit, `𝄞` 4 bytes and 2 units: after them the two forms part.
    let text = "# é𝄞\nDisalow: /x\nUser-agent: *\nUser-agent: b c\nDisallow: /y\n";
    let robots = robots_core::Robots::parse(text.as_bytes());
    let map = robots_web::wire::utf16::Utf16::new(text.as_bytes());
    let units = |byte: usize| text[..byte].encode_utf16().count() as u64;
    let key = text.find("Disalow").unwrap();

    let d = robots.diagnostics().into_iter().find(|d| d.kind == robots_core::DiagnosticKind::KeyTypo).unwrap();
    let v = read(robots_web::wire::diagnostic(&d, &map));
    assert_eq!((v["line"].as_u64(), v["id"].as_str()), (Some(2), Some("key-typo")));
    assert_eq!((v["start"].as_u64(), v["end"].as_u64()), (Some(key as u64), Some(key as u64 + 7)));
    assert_eq!((v["from"].as_u64(), v["to"].as_u64()), (Some(units(key)), Some(units(key) + 7)));
    assert!(v["fix"].is_null());

    let lints = robots.lint(&robots_core::Options::default());
    let typo = lints.iter().find(|l| l.rule == robots_core::LintRule::KeyTypo).unwrap();
    let v = read(robots_web::wire::lint(typo, &map));
    assert_eq!(v["from"].as_u64(), Some(units(key)));
    assert_eq!(
        (v["fix"]["from"].as_u64(), v["fix"]["to"].as_u64(), v["fix"]["insert"].as_str()),
        (Some(units(key)), Some(units(key) + 7), Some("Disallow"))
    );
    assert_eq!(v["anchor"].as_str(), Some("#lint-key-typo"));

    let roles = robots.highlight("b", None, &robots_core::Options::default());
    let role = roles.iter().find(|r| r.line == 2).unwrap();
    let v = read(robots_web::wire::line_role(role, &map));
    assert_eq!((v["start"].as_u64(), v["from"].as_u64()), (Some(key as u64), Some(units(key))));
}

#[test]
fn json_of_a_verdict_is_valid_and_escaped() {
    let robots = Robots::parse(b"User-agent: *\nDisallow: /a\"b\\c\x01\n");
    let v = robots.check("x", "/a\"b\\c\x01d");
    let parsed = read(robots_web::wire::verdict(&v));
    assert_eq!(parsed["allowed"], false);
    assert_eq!(parsed["line"], 2);
    assert_eq!(parsed["winner"]["pattern"], "/a\"b\\c\u{1}");
    assert_eq!(parsed["rules"][0]["kind"], "disallow");
    assert_eq!(parsed["cutAt"], serde_json::Value::Null);
}

#[test]
fn a_diff_lists_at_most_its_limit_and_counts_every_flip() {
    let before = Robots::parse(b"User-agent: *\nDisallow: /private/\n");
    let after = Robots::parse(b"User-agent: *\nDisallow: /\nAllow: /private/\n");
    let (agents, urls) = (["Googlebot", "GPTBot"], ["/", "/a", "/private/x"]);
    let all = robots_core::diff_listing(&before, &after, &agents, &urls, &Options::default(), false, usize::MAX);
    let cut = robots_core::diff_listing(&before, &after, &agents, &urls, &Options::default(), false, 2);
    let all = read(wire::diff(&agents, &urls, &all.listed, &all.counts, all.total));
    assert_eq!(all["flips"].as_array().unwrap().len(), 6);
    assert_eq!(
        all["flips"][0],
        serde_json::json!({ "agent": "Googlebot", "url": "/", "before": { "allowed": true, "line": 0 }, "after": { "allowed": false, "line": 2 } })
    );
    let cut = read(wire::diff(&agents, &urls, &cut.listed, &cut.counts, cut.total));
    assert_eq!(cut["flips"].as_array().unwrap().len(), 2);
    assert_eq!(cut["total"], 6);
    assert_eq!(
        cut["counts"],
        serde_json::json!([{ "agent": "Googlebot", "opened": 1, "closed": 2 }, { "agent": "GPTBot", "opened": 1, "closed": 2 }])
    );
}
