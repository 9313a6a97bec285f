//! Web Bot Auth signatures in a replayed log (`Replay::signature_keys`): the signature base
//! built from the logged headers (RFC 9421 §2.5), the checks the core makes (tag, key id,
//! created and expires around the request's time, the components the log has), and the
//! caller's verdicts counted per crawler.

use robots_core::logs::{CrawlerReport, PendingSignature, Replay, Report, Request, SignatureCheck, SignatureProblem};
use robots_core::{Options, Robots};

const CHATGPT: &str = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot";
/// 2026-01-01T00:00:00Z.
const T0: i64 = 1_767_225_600;

/// A JSON line as nginx writes it with the Web Bot Auth headers logged.
fn line(time: i64, url: &str, host: &str, input: &str, signature: &str) -> String {
    line_with_agent(time, url, host, "\"https://chatgpt.com\"", input, signature)
}

/// [`line`] with the `Signature-Agent` header given.
fn line_with_agent(time: i64, url: &str, host: &str, agent: &str, input: &str, signature: &str) -> String {
    let esc = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    format!(
        r#"{{"time":{time},"remote_addr":"23.98.142.1","request":"GET {url} HTTP/1.1","host":"{host}","http_user_agent":"{CHATGPT}","http_signature_agent":"{}","http_signature_input":"{}","http_signature":"{}"}}"#,
        esc(agent),
        esc(input),
        esc(signature)
    ) + "\n"
}

fn input(components: &str, created: i64, expires: i64, keyid: &str, tag: &str) -> String {
    format!(r#"sig1=({components});created={created};expires={expires};keyid="{keyid}";alg="ed25519";nonce="a+b/c=";tag="{tag}""#)
}

const AGENT: &str = r#""@authority" "signature-agent""#;

fn replay(keys: &[&str]) -> Replay {
    let robots = Robots::parse(b"User-agent: *\nDisallow: /private/\n");
    Replay::new(&robots, &Options::default(), Vec::new()).signature_keys(keys.iter().map(|k| k.to_string()).collect())
}

fn chatgpt(report: &Report) -> &CrawlerReport {
    report.crawlers.iter().find(|c| c.claim.name() == "ChatGPT-User").expect("ChatGPT-User")
}

fn counts(c: &CrawlerReport) -> [u64; 5] {
    [c.signed, c.signatures_verified, c.signatures_invalid, c.signatures_no_key, c.signatures_not_checked]
}

#[test]
fn the_signature_base_is_built_from_the_logged_headers() {
    let mut r = replay(&["k1"]);
    let input = input(AGENT, T0, T0 + 3_600, "k1", "web-bot-auth");
    r.feed(line(T0 + 10, "/a?x=1", "Example.COM", &input, "sig1=:aGVsbG8=:").as_bytes());
    let pending = r.pending_signatures();
    let want = format!(
        "\"@authority\": example.com\n\"signature-agent\": \"https://chatgpt.com\"\n\"@signature-params\": {}",
        input.strip_prefix("sig1=").unwrap()
    );
    assert_eq!(pending, [PendingSignature { id: 0, keyid: "k1".into(), base: want.into_bytes(), signature: b"hello".to_vec() }]);
    assert!(r.pending_signatures().is_empty(), "handed out once");
    r.signature_verdict(0, true);
    r.signature_verdict(0, false);
    let report = r.finish();
    let c = chatgpt(&report);
    assert_eq!(counts(c), [1, 1, 0, 0, 0], "a second verdict for the same id is ignored");
    assert!(c.text.contains("1 signed (Web Bot Auth): 1 verified"), "{}", c.text);
}

#[test]
fn the_request_components_come_from_its_line() {
    let mut r = replay(&["k1"]);
    let input = input(r#""@method" "@path" "@query" "@authority""#, T0, T0 + 60, "k1", "web-bot-auth");
    r.feed(line(T0, "/p/q?x=1&y", "example.com:8443", &input, "sig1=:AAEC:").as_bytes());
    r.feed(line(T0, "https://example.com", "example.com", &input, "sig1=:AAEC:").as_bytes());
    let bases: Vec<String> = r.pending_signatures().into_iter().map(|p| String::from_utf8(p.base).unwrap()).collect();
    let params = input.strip_prefix("sig1=").unwrap();
    assert_eq!(
        bases[0],
        format!("\"@method\": GET\n\"@path\": /p/q\n\"@query\": ?x=1&y\n\"@authority\": example.com:8443\n\"@signature-params\": {params}")
    );
    assert_eq!(
        bases[1],
        format!("\"@method\": GET\n\"@path\": /\n\"@query\": ?\n\"@authority\": example.com\n\"@signature-params\": {params}")
    );
}

#[test]
fn the_authority_drops_the_default_port_of_the_scheme() {
    let mut r = replay(&["k1"]);
    let input = input(r#""@authority""#, T0, T0 + 60, "k1", "web-bot-auth");
    for (url, host) in [
        ("/a", "Example.com:443"),
        ("http://example.com/a", "example.com:80"),
        ("/a", "example.com:80"),
        ("http://example.com/a", "example.com:443"),
        ("/a", "[2001:db8::1]:443"),
    ] {
        r.feed(line(T0, url, host, &input, "sig1=:AAEC:").as_bytes());
    }
    let authorities: Vec<String> = r
        .pending_signatures()
        .into_iter()
        .map(|p| String::from_utf8(p.base).unwrap().lines().next().unwrap().trim_start_matches("\"@authority\": ").to_string())
        .collect();
    assert_eq!(authorities, ["example.com", "example.com", "example.com:80", "example.com:443", "[2001:db8::1]"]);
}

#[test]
fn a_member_of_the_signature_agent_dictionary_is_signed_as_written() {
    let mut r = replay(&["k1"]);
    let input = input(r#""@authority" "signature-agent";key="sig1""#, T0, T0 + 60, "k1", "web-bot-auth");
    let params = input.strip_prefix("sig1=").unwrap();
    for agent in [
        r#"sig1="https://chatgpt.com""#,
        r#"other="https://x.test", sig1="https://chatgpt.com""#,
        r#"sig1="https://old.test", sig1="https://chatgpt.com""#,
    ] {
        r.feed(line_with_agent(T0, "/a", "example.com", agent, &input, "sig1=:AAEC:").as_bytes());
    }
    let want =
        format!("\"@authority\": example.com\n\"signature-agent\";key=\"sig1\": \"https://chatgpt.com\"\n\"@signature-params\": {params}");
    let pending = r.pending_signatures();
    let bases: Vec<String> = pending.iter().map(|p| String::from_utf8(p.base.clone()).unwrap()).collect();
    assert_eq!(bases, [want.clone(), want.clone(), want]);
    pending.iter().for_each(|p| r.signature_verdict(p.id, true));
    // Not the member asked for, one with parameters (serialised with them), a header that is
    // no dictionary, a member that is not a string: not rebuilt, so not checked.
    for agent in [r#"sig2="https://chatgpt.com""#, r#"sig1="https://chatgpt.com";x=1"#, r#""https://chatgpt.com""#, "sig1=agent"] {
        r.feed(line_with_agent(T0, "/a", "example.com", agent, &input, "sig1=:AAEC:").as_bytes());
    }
    assert!(r.pending_signatures().is_empty());
    let report = r.finish();
    assert_eq!(counts(chatgpt(&report)), [7, 3, 0, 0, 4], "three verified, four not checked");
}

#[test]
fn checks_before_any_cryptography() {
    let mut r = replay(&["k1"]);
    let ok = input(AGENT, T0, T0 + 3_600, "k1", "web-bot-auth");
    let sig = "sig1=:aGVsbG8=:";
    let cases = [
        // Expired, not yet valid (past the minute allowed), another tag, another key.
        (line(T0 + 3_601, "/expired", "example.com", &ok, sig), Some(SignatureCheck::Invalid(SignatureProblem::Expired))),
        (line(T0 - 61, "/early", "example.com", &ok, sig), Some(SignatureCheck::Invalid(SignatureProblem::NotYetValid))),
        (line(T0 - 60, "/skew", "example.com", &ok, sig), Some(SignatureCheck::Pending)),
        (
            line(T0, "/tag", "example.com", &input(AGENT, T0, T0 + 60, "k1", "other"), sig),
            Some(SignatureCheck::Invalid(SignatureProblem::NotWebBotAuth)),
        ),
        (line(T0, "/key", "example.com", &input(AGENT, T0, T0 + 60, "k2", "web-bot-auth"), sig), Some(SignatureCheck::NoKey)),
        // No Host logged: `@authority` cannot be rebuilt.
        (line(T0, "/host", "-", &ok, sig), Some(SignatureCheck::NotChecked)),
        // A covered component the replay does not rebuild.
        (
            line(T0, "/accept", "example.com", &input(r#""accept""#, T0, T0 + 60, "k1", "web-bot-auth"), sig),
            Some(SignatureCheck::NotChecked),
        ),
        // Unreadable headers, no signature of the label, no expires.
        (line(T0, "/bad", "example.com", "sig1=(\"@authority\"", sig), Some(SignatureCheck::Invalid(SignatureProblem::Malformed))),
        (line(T0, "/label", "example.com", &ok, "sig2=:aGVsbG8=:"), Some(SignatureCheck::Invalid(SignatureProblem::Malformed))),
        (
            line(T0, "/expires", "example.com", r#"sig1=("@authority");created=1;keyid="k1";tag="web-bot-auth""#, sig),
            Some(SignatureCheck::Invalid(SignatureProblem::Malformed)),
        ),
    ];
    for (l, want) in &cases {
        let before = r.pending_signatures().len();
        assert_eq!(before, 0);
        r.feed(l.as_bytes());
        let pending = r.pending_signatures();
        assert_eq!(pending.len(), usize::from(*want == Some(SignatureCheck::Pending)), "{l}");
        for p in pending {
            r.signature_verdict(p.id, false);
        }
    }
    let report = r.finish();
    let c = chatgpt(&report);
    assert_eq!(counts(c), [10, 0, 7, 1, 2]);
    let failures: Vec<(&str, &str)> = c.signature_failures.iter().map(|f| (f.url.as_str(), f.problem.id())).collect();
    assert_eq!(
        failures,
        [
            ("/expired", "expired"),
            ("/early", "not-yet-valid"),
            ("/skew", "bad-signature"),
            ("/tag", "not-web-bot-auth"),
            ("/bad", "malformed")
        ]
    );
    assert!(
        c.text.contains("10 signed (Web Bot Auth): 7 invalid, 2 not checked (the log lacks what they sign) and 1 with no key supplied"),
        "{}",
        c.text
    );
}

#[test]
fn without_keys_or_verdicts_nothing_is_verified() {
    let ok = input(AGENT, T0, T0 + 3_600, "k1", "web-bot-auth");
    let log = line(T0, "/a", "example.com", &ok, "sig1=:aGVsbG8=:");
    let mut r = replay(&[]);
    r.feed(log.as_bytes());
    assert!(r.pending_signatures().is_empty());
    let report = r.finish();
    let c = chatgpt(&report);
    assert_eq!(counts(c), [1, 0, 0, 1, 0]);
    assert!(c.text.contains("; 1 signed (Web Bot Auth);"), "{}", c.text);
    // Handed out, never answered: not checked.
    let mut r = replay(&["k1"]);
    r.feed(log.as_bytes());
    assert_eq!(r.pending_signatures().len(), 1);
    assert_eq!(counts(chatgpt(&r.finish())), [1, 0, 0, 0, 1]);
    // A request's outcome says so too.
    let mut r = replay(&["k1"]);
    let mut req = Request {
        client: b"23.98.142.1",
        ip: None,
        time: Some(T0),
        method: b"GET",
        url: b"/a",
        status: None,
        user_agent: CHATGPT.as_bytes(),
        signed: true,
        forwarded: b"",
        signature: b"sig1=:aGVsbG8=:",
        signature_input: ok.as_bytes(),
        signature_agent: b"\"https://chatgpt.com\"",
        host: b"example.com",
    };
    assert_eq!(r.request(&req).signature, Some(SignatureCheck::Pending));
    req.time = Some(T0 + 7_200);
    assert_eq!(r.request(&req).signature, Some(SignatureCheck::Invalid(SignatureProblem::Expired)));
    req.signed = false;
    assert_eq!(r.request(&req).signature, None);
}

#[test]
fn iis_logs_its_signature_headers_with_plus_for_spaces() {
    let mut r = replay(&["k1"]);
    let input = input(AGENT, T0, T0 + 60, "k1", "web-bot-auth");
    let ua = CHATGPT.replace(' ', "+");
    let log = format!(
        "#Fields: date time c-ip cs-method cs-uri-stem cs-uri-query sc-status cs(User-Agent) cs-host cs(Signature-Agent) cs(Signature-Input) cs(Signature)\n\
         2026-01-01 00:00:05 23.98.142.1 GET /a - 200 {ua} example.com \"https://chatgpt.com\" {} sig1=:+/+/:\n",
        input.replace(' ', "+")
    );
    r.feed(log.as_bytes());
    let pending = r.pending_signatures();
    assert_eq!(pending.len(), 1);
    assert!(String::from_utf8(pending[0].base.clone()).unwrap().ends_with(&input[5..]), "the nonce keeps its +");
    assert_eq!(pending[0].signature, [0xfb, 0xff, 0xbf], "the signature keeps its +");
}

/// Bytes that make structured headers: their punctuation half the time, the rest anything.
fn header_bytes() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
    use proptest::prelude::*;
    const MARKS: &[u8] = b"\"\\()=;,: ?sig1@authoritycreatedexpireskeyidtagweb-bot-auth0123456789";
    proptest::collection::vec(any::<u8>(), 0..160)
        .prop_map(|v| v.into_iter().map(|b| if b & 1 == 0 { MARKS[usize::from(b >> 1) % MARKS.len()] } else { b }).collect())
}

proptest::proptest! {
    #[test]
    fn any_signature_headers_are_checked_without_panicking(input in header_bytes(), signature in header_bytes(), time in proptest::option::of(0i64..4_000_000_000)) {
        let mut r = replay(&["k1"]);
        let req = Request {
            client: b"23.98.142.1",
            ip: None,
            time,
            method: b"GET",
            url: b"/a?b",
            status: None,
            user_agent: CHATGPT.as_bytes(),
            signed: true,
            forwarded: b"",
            signature: &signature,
            signature_input: &input,
            signature_agent: b"\"https://chatgpt.com\"",
            host: b"example.com",
        };
        let outcome = r.request(&req);
        let pending = r.pending_signatures();
        proptest::prop_assert_eq!(pending.len(), usize::from(outcome.signature == Some(SignatureCheck::Pending)));
    }
}
