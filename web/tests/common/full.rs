//! The full entry's exports (feature `full`): `lint`, `coverage`, `catalog`,
//! `lintRules`, `tokensFromUserAgent` and `acceptedKeys`; then `checkBrief`'s typed arrays and
//! `wasmMemory`.
//! Good and bad input alike give an answer or a JS `Error`, never a panic.

use js_sys::{Array, Int32Array, Uint32Array, Uint8Array};
use robots_web::full::{accepted_keys, catalog, lint_rules, tokens_from_ua};
use robots_web::{wasm_memory, Robots};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

use super::{arr, get, message, num, options, random_bytes, robots, text, FILE};

/// The `id`s of a list of lints.
fn ids(lints: &Array) -> Vec<String> {
    lints.iter().map(|l| text(&l, "id")).collect()
}

#[wasm_bindgen_test]
fn lint_finds_rules_with_fixes_anchors_and_spans_in_both_units() {
    let src = "# ☕😀\nUser-agent: *\nDisalow: /x\n\nUser-agent: GPTBot/1.0\nDisallow: /\n";
    let lints = arr(robots(src).lint(None).unwrap());
    let found = ids(&lints);
    assert!(found.contains(&"key-typo".into()) && found.contains(&"agent-not-token".into()), "{found:?}");
    let typo = lints.iter().find(|l| text(l, "id") == "key-typo").unwrap();
    assert_eq!((num(&typo, "line"), text(&typo, "anchor")), (3.0, "#lint-key-typo".into()));
    let fix = get(&typo, "fix");
    assert_eq!(text(&fix, "insert"), "Disallow");
    let utf16: Vec<u16> = src.encode_utf16().collect();
    let (from, to) = (num(&fix, "from") as usize, num(&fix, "to") as usize);
    assert_eq!(String::from_utf16(&utf16[from..to]).unwrap(), "Disalow", "the fix's span is in UTF-16 units");
    assert_eq!(&src[num(&typo, "start") as usize..num(&typo, "end") as usize], "Disalow");
    let agent = lints.iter().find(|l| text(l, "id") == "agent-not-token").unwrap();
    assert_eq!(num(&agent, "line"), 5.0);
    let lines: Vec<f64> = lints.iter().map(|l| num(&l, "line")).collect();
    assert!(lines.windows(2).all(|w| w[0] <= w[1]), "sorted by line: {lines:?}");
    let known = ids(&arr(lint_rules()));
    for l in lints.iter() {
        assert!(known.contains(&text(&l, "id")), "{} is a listed rule", text(&l, "id"));
        assert!(!text(&l, "message").is_empty());
    }
    // A clean file has nothing to report; bad options throw.
    assert_eq!(arr(robots("User-agent: *\nAllow: /\n").lint(None).unwrap()).length(), 0);
    let e = robots(FILE).lint(options(&[("policy", "bing".into())])).expect_err("bad options throw");
    assert!(message(e).contains("options.policy"));
}

#[wasm_bindgen_test]
fn lint_reads_the_policy_and_size_limit_of_its_options() {
    let big = format!("User-agent: *\nDisallow: /a\n{}Disallow: /end\n", "# padding line\n".repeat(100));
    let r = robots(&big);
    let cut = arr(r.lint(options(&[("sizeLimit", 100.into())])).unwrap());
    let too_large = cut.iter().find(|l| text(l, "id") == "file-too-large").expect("past the size limit");
    assert_eq!(num(&too_large, "start"), 100.0);
    assert!(!ids(&arr(r.lint(None).unwrap())).contains(&"file-too-large".into()));
    r.lint(options(&[("policy", "rfc9309".into())])).unwrap();
}

#[wasm_bindgen_test]
fn coverage_says_which_groups_each_crawler_obeys() {
    let c = robots(FILE).coverage(None).unwrap();
    assert_eq!(get(&c, "hasWildcard"), JsValue::TRUE);
    let named = arr(get(&c, "namedGroups")).get(0);
    assert_eq!((text(&named, "token"), get(&named, "known")), ("GPTBot".into(), JsValue::TRUE));
    assert_eq!(arr(get(&named, "lines")).to_vec(), vec![JsValue::from(5)]);
    let crawlers = arr(get(&c, "crawlers"));
    assert_eq!(crawlers.length() as usize, robots_core::catalog::all().len(), "every catalog crawler");
    let of = |token: &str| crawlers.iter().find(|x| text(x, "token") == token).unwrap();
    let gpt = of("GPTBot");
    assert_eq!((text(&gpt, "via"), get(&gpt, "rootAllowed")), ("own-group".into(), JsValue::FALSE));
    let bing = of("Bingbot");
    assert_eq!((text(&bing, "via"), text(&bing, "uses"), get(&bing, "rootAllowed")), ("wildcard".into(), "*".into(), JsValue::TRUE));
    assert!(arr(get(&c, "blockedFromRoot")).includes(&"GPTBot".into(), 0));
    assert!(arr(get(&c, "fallThrough")).includes(&"Bingbot".into(), 0));
    let e = robots(FILE).coverage(Some("rfc9309".into())).expect_err("options must be an object");
    assert!(message(e).contains("options must be an object"));
}

#[wasm_bindgen_test]
fn catalog_lists_every_entry_of_the_core_with_its_fields() {
    let entries = arr(catalog());
    let core = robots_core::catalog::all();
    assert_eq!(entries.length() as usize, core.len());
    for (e, c) in entries.iter().zip(core) {
        assert_eq!(text(&e, "token"), c.token);
        assert_eq!(text(&e, "category"), c.category.id());
        assert_eq!(text(&e, "obeys"), c.obeys.id());
        assert_eq!((text(&e, "operator"), text(&e, "purpose"), text(&e, "docs")), (c.operator.into(), c.purpose.into(), c.docs.into()));
        assert_eq!(arr(get(&e, "fallbacks")).length() as usize, c.fallbacks.len());
        assert_eq!(arr(get(&e, "userAgents")).length() as usize, c.user_agents.len());
        assert_eq!(get(&e, "ignoresWildcard").as_bool(), Some(c.ignores_wildcard));
        assert_eq!(get(&e, "ignoresRobots").as_bool(), Some(c.ignores_robots));
    }
}

#[wasm_bindgen_test]
fn lint_rules_have_unique_ids_and_their_anchors() {
    let rules = arr(lint_rules());
    assert_eq!(rules.length() as usize, robots_core::LintRule::ALL.len());
    let mut seen = Vec::new();
    for r in rules.iter() {
        let id = text(&r, "id");
        assert_eq!(text(&r, "anchor"), format!("#lint-{id}"));
        assert!(["info", "warning", "error"].contains(&text(&r, "severity").as_str()));
        assert!(!text(&r, "message").is_empty());
        assert!(!seen.contains(&id), "{id} twice");
        seen.push(id);
    }
}

#[wasm_bindgen_test]
fn user_agent_strings_are_read_for_their_token() {
    let ua = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
    let claim = tokens_from_ua(ua.into()).unwrap();
    assert_eq!(text(&claim, "token"), "GPTBot");
    assert!(arr(get(&claim, "candidates")).includes(&"GPTBot".into(), 0));
    assert!(!text(&claim, "why").is_empty());
    let huge = "Mozilla/5.0 ".repeat(400_000);
    for odd in ["", " ", "()", "Googlebot", "\u{1F600}/1.0", huge.as_str()] {
        let c = tokens_from_ua(odd.into()).unwrap();
        assert!(get(&c, "token").is_string() && !text(&c, "why").is_empty(), "{:?}", &odd[..odd.len().min(20)]);
    }
    for bad in [JsValue::from(42), JsValue::UNDEFINED, JsValue::NULL, Array::new().into()] {
        assert_eq!(message(tokens_from_ua(bad).err().unwrap()), "tokensFromUserAgent(ua): ua must be a string");
    }
}

#[wasm_bindgen_test]
fn random_bytes_never_make_lint_or_coverage_panic() {
    for seed in 1..80u64 {
        let bytes = random_bytes(seed, (seed as usize * 53) % 1200);
        let r = Robots::new(Uint8Array::from(&bytes[..]).into(), None).unwrap();
        for l in arr(r.lint(None).unwrap()).iter().chain(arr(r.lint(options(&[("policy", "rfc9309".into())])).unwrap()).iter()) {
            assert!(num(&l, "from") <= num(&l, "to") && num(&l, "start") <= num(&l, "end"));
            let fix = get(&l, "fix");
            if !fix.is_null() && !fix.is_undefined() {
                assert!(num(&fix, "from") <= num(&fix, "to"));
            }
        }
        r.coverage(None).unwrap();
        let agent = String::from_utf8_lossy(&bytes[..bytes.len().min(40)]).into_owned();
        tokens_from_ua(agent.into()).unwrap();
    }
}

#[wasm_bindgen_test]
fn check_brief_gives_typed_arrays_and_as_many_objects_as_asked() {
    let r = robots("User-agent: *\nDisallow: /private/\nAllow: /private/ok\n\nUser-agent: GPTBot\nDisallow: /\n");
    let brief = r.check_brief(&"SomeBot".into(), &"/private/x".into(), None, None).unwrap();
    assert_eq!((get(&brief, "allowed"), num(&brief, "line")), (JsValue::FALSE, 2.0));
    let lines = get(&brief, "ruleLines").dyn_into::<Uint32Array>().unwrap().to_vec();
    let matched = get(&brief, "ruleMatch").dyn_into::<Uint8Array>().unwrap().to_vec();
    let priority = get(&brief, "rulePriority").dyn_into::<Int32Array>().unwrap().to_vec();
    assert_eq!((lines, matched, priority), (vec![2, 3], vec![1, 0], vec![9, -1]));
    assert_eq!(get(&brief, "groupLines").dyn_into::<Uint32Array>().unwrap().to_vec(), vec![1]);
    assert_eq!(get(&brief, "skippedLines").dyn_into::<Uint32Array>().unwrap().to_vec(), vec![5]);
    assert_eq!((num(&brief, "ruleCount"), num(&brief, "groupCount"), num(&brief, "skippedCount")), (2.0, 1.0, 1.0));
    assert_eq!(arr(get(&brief, "rules")).length(), 0, "limit 0 by default: no rule objects");
    assert_eq!(text(&brief, "explanation"), "");
    let one = r.check_brief(&"SomeBot".into(), &"/private/x".into(), None, Some(1.into())).unwrap();
    let rules = arr(get(&one, "rules"));
    assert_eq!((rules.length(), num(&rules.get(0), "line")), (1, 2.0), "the winner first");
    assert!(!text(&one, "explanation").is_empty());
    // Every line's role code: selected (0) for the `*` group's user-agent line, winner (2) and
    // merged (1) for its rules, outside (5) for the blank lines, other-group (4) for GPTBot's.
    let roles = get(&brief, "lineRoles").dyn_into::<Uint8Array>().unwrap().to_vec();
    assert_eq!(roles, vec![0, 2, 1, 5, 4, 4, 5]);
}

#[wasm_bindgen_test]
fn accepted_keys_are_the_cores_table() {
    let keys = arr(accepted_keys());
    assert_eq!(keys.length() as usize, robots_core::lines::ACCEPTED_KEYS.len());
    for (k, want) in keys.iter().zip(robots_core::lines::ACCEPTED_KEYS) {
        assert_eq!(
            (text(&k, "key"), text(&k, "kind"), get(&k, "typo").as_bool()),
            (want.word.into(), want.kind.tag().into(), Some(want.typo))
        );
    }
}

#[wasm_bindgen_test]
fn wasm_memory_counts_whole_pages_and_holds_a_big_file() {
    let before = wasm_memory();
    assert!(before >= 65536.0 && before % 65536.0 == 0.0, "{before}");
    let big = "Disallow: /some/path/\n".repeat(200_000);
    let r = robots(&big);
    r.lint(None).unwrap();
    let after = wasm_memory();
    // (It never shrinks; the tests before this one may have grown it already.)
    assert!(after >= before && after >= 2.0 * big.len() as f64 && after % 65536.0 == 0.0, "{before} -> {after}");
}
