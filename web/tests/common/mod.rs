//! Every export of the bindings, with good and bad input: each call gives a clear answer or
//! a JS `Error`, never a panic (a panic would abort the whole wasm instance and fail the run).

use js_sys::{Array, Object, Reflect, Uint8Array};
use robots_web::Robots;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

#[cfg(feature = "full")]
mod full;

const FILE: &str = "User-agent: *\nDisallow: /private/\nAllow: /private/ok\n\nUser-agent: GPTBot\nDisallow: /\n\nSitemap: https://example.com/sitemap.xml\n";

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &key.into()).unwrap()
}

fn num(v: &JsValue, key: &str) -> f64 {
    get(v, key).as_f64().unwrap_or_else(|| panic!("{key} is not a number"))
}

fn text(v: &JsValue, key: &str) -> String {
    get(v, key).as_string().unwrap_or_else(|| panic!("{key} is not a string"))
}

/// Answers that are lists arrive as JS arrays.
fn arr(v: JsValue) -> Array {
    v.dyn_into().expect("a JS array")
}

fn robots(s: &str) -> Robots {
    Robots::new(s.into(), None).unwrap()
}

fn options(pairs: &[(&str, JsValue)]) -> Option<JsValue> {
    let o = Object::new();
    for (k, v) in pairs {
        Reflect::set(&o, &(*k).into(), v).unwrap();
    }
    Some(o.into())
}

/// The message of the JS `Error` a binding threw.
fn message(e: wasm_bindgen::JsError) -> String {
    let v = JsValue::from(e);
    assert!(v.is_instance_of::<js_sys::Error>(), "a JS Error");
    text(&v, "message")
}

/// Deterministic pseudo-random bytes (xorshift).
fn random_bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Bias toward the bytes robots.txt cares about.
            let b = (x >> 24) as u8;
            match b % 8 {
                0 => b"\n:*$/#"[(b as usize / 8) % 6],
                1 => b"Disallow"[(b as usize / 8) % 8],
                _ => b,
            }
        })
        .collect()
}

#[wasm_bindgen_test]
fn constructor_takes_strings_and_bytes_and_rejects_the_rest() {
    let from_bytes = Robots::new(Uint8Array::from(FILE.as_bytes()).into(), None).unwrap();
    assert_eq!(get(&from_bytes.check(&"Bot".into(), &"/private/x".into(), None).unwrap(), "allowed"), JsValue::FALSE);
    for bad in [JsValue::from(42), JsValue::NULL, JsValue::UNDEFINED, Object::new().into(), Array::new().into()] {
        let e = Robots::new(bad, None).err().expect("rejected");
        assert!(message(e).contains("string or a Uint8Array"));
    }
}

#[wasm_bindgen_test]
fn check_returns_the_whole_verdict() {
    let r = robots(FILE);
    let v = r.check(&"SomeBot".into(), &"https://example.com/private/x".into(), None).unwrap();
    assert_eq!(get(&v, "allowed"), JsValue::FALSE);
    assert_eq!(num(&v, "line"), 2.0);
    assert_eq!(text(&v, "policy"), "google");
    assert_eq!(text(&v, "tokenSource"), "as-given");
    assert_eq!(text(&v, "path"), "/private/x");
    assert_eq!(text(&v, "reason"), "longest-match");
    assert!(get(&v, "cutAt").is_null());
    let winner = get(&v, "winner");
    assert_eq!((num(&winner, "line"), text(&winner, "kind"), text(&winner, "pattern")), (2.0, "disallow".into(), "/private/".into()));
    let groups = Array::from(&get(&v, "groups"));
    assert_eq!(groups.length(), 1);
    assert_eq!(text(&groups.get(0), "why"), "wildcard-fallback");
    let agent = Array::from(&get(&groups.get(0), "agents")).get(0);
    assert_eq!((num(&agent, "line"), text(&agent, "value"), text(&agent, "token")), (1.0, "*".into(), "*".into()));
    let skipped = Array::from(&get(&v, "skipped"));
    assert_eq!(text(&skipped.get(0), "why"), "other-agent");
    let rules = Array::from(&get(&v, "rules"));
    assert_eq!(rules.length(), 2);
    let first = rules.get(0);
    assert_eq!(get(&first, "matched"), JsValue::TRUE);
    assert_eq!(num(&first, "priority"), 9.0);
    assert_eq!(get(&first, "viaIndex"), JsValue::FALSE);
    assert_eq!(text(&first, "compared"), "/private/");
    assert!(text(&v, "explanation").contains("line 2"));

    let allowed = r.check(&"GPTBot".into(), &"/private/ok".into(), None).unwrap();
    assert_eq!(num(&allowed, "line"), 6.0, "GPTBot's own group decides");
    let tie = robots("User-agent: *\nDisallow: /a\nAllow: /a\n").check(&"x".into(), &"/a".into(), None).unwrap();
    assert_eq!((get(&tie, "allowed"), text(&tie, "reason")), (JsValue::TRUE, "allow-on-tie".into()));
}

#[wasm_bindgen_test]
fn options_are_read_field_by_field() {
    let r = robots("User-agent: *\nDisallow: /x\nuser-agent: Googlebot\nDisallow: /g\n");
    let v = r.check(&"a".into(), &"/robots.txt".into(), options(&[("policy", "rfc9309".into())])).unwrap();
    assert_eq!((text(&v, "policy"), text(&v, "reason")), ("rfc9309".into(), "robots-txt-implicit".into()));
    let cut = r.check(&"a".into(), &"/x".into(), options(&[("sizeLimit", 10.into())])).unwrap();
    assert_eq!((num(&cut, "cutAt"), get(&cut, "allowed")), (10.0, JsValue::TRUE));
    let by_name = r.check(&"ignored".into(), &"/g".into(), options(&[("profile", "Googlebot-Image".into())])).unwrap();
    assert_eq!((text(&by_name, "token"), text(&by_name, "tokenSource")), ("Googlebot".into(), "profile-fallback".into()));
    let profile = options(&[("token", "MyBot".into()), ("fallbacks", Array::of1(&"googlebot".into()).into())]);
    let by_object = r.check(&"ignored".into(), &"/g".into(), options(&[("profile", profile.unwrap())])).unwrap();
    assert_eq!(get(&by_object, "allowed"), JsValue::FALSE);
    let ignores = options(&[("token", "X".into()), ("ignoresRobots", true.into())]);
    let free = r.check(&"X".into(), &"/x".into(), options(&[("profile", ignores.unwrap())])).unwrap();
    assert_eq!(text(&free, "reason"), "ignores-robots");
    // null and undefined fields mean the defaults.
    let v = r.check(&"a".into(), &"/x".into(), options(&[("policy", JsValue::UNDEFINED), ("sizeLimit", JsValue::NULL)])).unwrap();
    assert_eq!(get(&v, "allowed"), JsValue::FALSE);
}

#[wasm_bindgen_test]
fn bad_options_throw_clear_errors() {
    let r = robots(FILE);
    let cases: Vec<(Option<JsValue>, &str)> = vec![
        (Some("google".into()), "options must be an object"),
        (options(&[("policy", "bing".into())]), "options.policy"),
        (options(&[("policy", 3.into())]), "options.policy"),
        (options(&[("sizeLimit", (-1).into())]), "sizeLimit"),
        (options(&[("sizeLimit", 1.5.into())]), "sizeLimit"),
        (options(&[("sizeLimit", "10".into())]), "sizeLimit"),
        (options(&[("sizeLimit", f64::NAN.into())]), "sizeLimit"),
        (options(&[("profile", "NoSuchCrawler".into())]), "no crawler named"),
        (options(&[("profile", 7.into())]), "options.profile"),
        (options(&[("profile", Object::new().into())]), "profile.token"),
        (options(&[("profile", options(&[("token", "a".into()), ("fallbacks", "b".into())]).unwrap())]), "fallbacks"),
        (options(&[("profile", options(&[("token", "a".into()), ("ignoresWildcard", 1.into())]).unwrap())]), "ignoresWildcard"),
    ];
    for (opts, want) in cases {
        for e in [
            r.check(&"a".into(), &"/".into(), opts.clone()).err(),
            r.highlight(&"a".into(), None, opts.clone()).err(),
            r.groups(opts.clone()).err(),
            r.matcher(&"a".into(), opts.clone()).err(),
        ] {
            let m = message(e.expect("bad options throw"));
            assert!(m.contains(want), "{m:?} should mention {want:?}");
        }
    }
}

#[wasm_bindgen_test]
fn arguments_that_are_not_strings_or_counts_throw_errors_naming_them() {
    let r = robots("User-agent: *\nDisallow: /x\n");
    let (n, s) = (JsValue::from(42), JsValue::from("/x"));
    let cases = [
        (r.check(&n, &s, None).err(), "check: agent must be a string, not 42"),
        (r.check(&s, &Object::new().into(), None).err(), "check: url must be a string, not {}"),
        (r.decide(&s, &JsValue::UNDEFINED, None).err(), "decide: url must be a string, not undefined"),
        (r.check_brief(&s, &s, None, Some((-1).into())).err(), "checkBrief: limit must be a non-negative integer, not -1"),
        (r.check_brief(&s, &s, None, Some(f64::NAN.into())).err(), "checkBrief: limit must be a non-negative integer, not NaN"),
        (r.highlight(&s, Some(n.clone()), None).err(), "highlight: url must be a string, not 42"),
        (r.matcher(&JsValue::TRUE, None).err(), "matcher: agent must be a string, not true"),
        (r.matcher(&s, None).unwrap().allowed(&JsValue::NULL).err(), "allowed: url must be a string, not null"),
    ];
    for (e, want) in cases {
        assert_eq!(message(e.expect("a bad argument throws")), want);
    }
    assert_eq!(get(&r.check_brief(&s, &s, None, Some(3.into())).unwrap(), "allowed"), JsValue::FALSE);
}

#[wasm_bindgen_test]
fn google_size_limit_is_the_cores() {
    assert_eq!(robots_web::google_size_limit() as usize, robots_core::GOOGLE_SIZE_LIMIT);
    assert_eq!(robots_web::google_size_limit(), 512_000);
}

#[wasm_bindgen_test]
fn highlight_gives_roles_with_utf16_and_byte_spans() {
    let src = "# café ☕ 😀\nUser-agent: *\nDisallow: /ü\nAllow: /ü/ok\nUser-agent: b\nDisallow: /\n";
    let r = robots(src);
    let roles = arr(r.highlight(&"a".into(), Some("/%C3%BC/ok".into()), None).unwrap());
    let by_line = |n: f64| roles.iter().find(|x| num(x, "line") == n).expect("line present");
    // The comment right above the `*` group introduces it.
    assert_eq!(text(&by_line(1.0), "role"), "selected");
    assert_eq!(text(&by_line(2.0), "role"), "selected");
    assert_eq!(text(&by_line(3.0), "role"), "loser");
    assert_eq!(text(&by_line(4.0), "role"), "winner");
    assert_eq!(text(&by_line(6.0), "role"), "other-group");
    let line4 = by_line(4.0);
    let utf16: Vec<u16> = src.encode_utf16().collect();
    let (from, to) = (num(&line4, "from") as usize, num(&line4, "to") as usize);
    assert_eq!(String::from_utf16(&utf16[from..to]).unwrap(), "Allow: /ü/ok");
    let (start, end) = (num(&line4, "start") as usize, num(&line4, "end") as usize);
    assert_eq!(&src[start..end], "Allow: /ü/ok");
    assert!(start > from, "bytes and UTF-16 units differ after the emoji line");
    let unfocused = arr(r.highlight(&"a".into(), None, None).unwrap());
    assert!(unfocused.iter().all(|x| text(&x, "role") != "winner"));
}

#[wasm_bindgen_test]
fn diagnostics_give_spans_in_both_units() {
    let src = "# ☕😀\nUser-agent: *\nDisalow: /x\nSitemap https://e.com/s\n";
    let ds = arr(robots(src).diagnostics());
    let typo = ds.iter().find(|d| text(d, "id") == "key-typo").expect("the typo is reported");
    assert_eq!((text(&typo, "severity"), num(&typo, "line")), ("warning".into(), 3.0));
    assert!(!text(&typo, "message").is_empty());
    assert!(get(&typo, "fix").is_null());
    let utf16: Vec<u16> = src.encode_utf16().collect();
    let (from, to) = (num(&typo, "from") as usize, num(&typo, "to") as usize);
    assert_eq!(String::from_utf16(&utf16[from..to]).unwrap(), "Disalow");
    assert_eq!(&src[num(&typo, "start") as usize..num(&typo, "end") as usize], "Disalow");
    assert_eq!(num(&typo, "start") - num(&typo, "from"), 4.0, "☕ is 3 bytes for 1 unit, 😀 4 bytes for 2 units");
}

#[wasm_bindgen_test]
fn invalid_utf8_counts_one_unit_per_bad_sequence() {
    // 0xFF and the truncated 0xE2 0x98 each read as one U+FFFD, as TextDecoder does.
    let bytes = b"#\xFF\xE2\x98\nDisalow: /x\n";
    let r = Robots::new(Uint8Array::from(&bytes[..]).into(), None).unwrap();
    let ds = arr(r.diagnostics());
    let typo = ds.iter().find(|d| text(d, "id") == "key-typo").unwrap();
    assert_eq!((num(&typo, "start"), num(&typo, "from")), (5.0, 4.0));
    assert!(ds.iter().any(|d| text(&d, "id") == "invalid-utf8"));
}

#[wasm_bindgen_test]
fn groups_matcher_sitemaps_and_records() {
    let r = robots(FILE);
    let groups = arr(r.groups(None).unwrap());
    assert_eq!(groups.length(), 2);
    let g = groups.get(1);
    assert_eq!((num(&g, "line"), num(&g, "lastLine")), (5.0, 9.0), "the empty line after the last newline counts");
    assert_eq!(Array::from(&get(&g, "ruleLines")).to_vec(), vec![JsValue::from(6)]);
    let m = r.matcher(&"SomeBot".into(), None).unwrap();
    assert!(!m.allowed(&"https://example.com/private/x".into()).unwrap());
    assert!(m.allowed(&"/private/ok".into()).unwrap());
    let urls = Array::of3(&"/private/x".into(), &"/".into(), &"not a url".into());
    assert_eq!(arr(m.allowed_many(urls.into()).unwrap()).to_vec(), vec![JsValue::FALSE, JsValue::TRUE, JsValue::TRUE]);
    for bad in [JsValue::from("/x"), Array::of1(&3.into()).into()] {
        assert!(message(m.allowed_many(bad).err().unwrap()).contains("array of strings"));
    }
    assert_eq!(arr(r.sitemaps()).to_vec(), vec![JsValue::from("https://example.com/sitemap.xml")]);
    let rec = arr(r.records()).get(0);
    assert_eq!((text(&rec, "kind"), text(&rec, "key"), num(&rec, "line")), ("sitemap".into(), "Sitemap".into(), 8.0));
}

#[wasm_bindgen_test]
fn odd_agents_and_urls_get_answers() {
    let r = robots(FILE);
    for agent in ["", "*", " ", "Googlebot/2.1", "Mozilla/5.0 (compatible)", "ünïcødé", "a\0b"] {
        for url in ["", "not a url", "//", "?", "http://", "https://e.com", "/%zz", "/\u{1F600}", "mailto:x@y"] {
            let v = r.check(&agent.into(), &url.into(), None).unwrap();
            assert!(get(&v, "allowed").as_bool().is_some());
            assert_eq!(get(&v, "allowed").as_bool(), Some(r.matcher(&agent.into(), None).unwrap().allowed(&url.into()).unwrap()));
            r.highlight(&agent.into(), Some(url.into()), None).unwrap();
        }
    }
}

#[wasm_bindgen_test]
fn random_bytes_never_panic() {
    for seed in 1..120u64 {
        let bytes = random_bytes(seed, (seed as usize * 37) % 900);
        let r = Robots::new(Uint8Array::from(&bytes[..]).into(), None).unwrap();
        let agent = String::from_utf8_lossy(&bytes[..bytes.len().min(5)]).into_owned();
        let v = r.check(&JsValue::from(&agent), &"/Disallow/x*$".into(), None).unwrap();
        let m = r.matcher(&JsValue::from(&agent), options(&[("policy", "rfc9309".into())])).unwrap();
        m.allowed(&"/a".into()).unwrap();
        assert!(get(&v, "allowed").as_bool().is_some());
        for d in arr(r.diagnostics()).iter().chain(arr(r.highlight(&JsValue::from(&agent), Some("/x".into()), None).unwrap()).iter()) {
            assert!(num(&d, "from") <= num(&d, "to") && num(&d, "from") <= num(&d, "start"));
        }
        r.groups(options(&[("policy", "rfc9309".into())])).unwrap();
        r.sitemaps();
        r.records();
    }
}

#[wasm_bindgen_test]
fn a_five_megabyte_file_is_read_and_cut() {
    let line = "Disallow: /some/long/path/segment/\n";
    let mut big = String::from("User-agent: *\n");
    while big.len() < 5_000_000 {
        big.push_str(line);
    }
    big.push_str("Allow: /end\n");
    let r = robots(&big);
    let v = r.check(&"bot".into(), &"/some/long/path/segment/x".into(), None).unwrap();
    assert_eq!(get(&v, "allowed"), JsValue::FALSE);
    let cut = r.check(&"bot".into(), &"/end".into(), options(&[("sizeLimit", 512_000.into())])).unwrap();
    assert_eq!(num(&cut, "cutAt"), 512_000.0);
    assert!(r.matcher(&"bot".into(), None).unwrap().allowed(&"/end".into()).unwrap());
    assert_eq!(arr(r.diagnostics()).length(), 0);
}
