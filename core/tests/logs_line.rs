//! Access-log lines read as requests (`robots_core::logs::LineReader`): the Common and Combined
//! Log Formats as Apache and nginx write them, JSON lines with the usual field names or given
//! ones, timestamps; and arbitrary bytes never panic.

use std::net::IpAddr;

use proptest::prelude::*;
use robots_core::logs::{parse_time, Fields, LineError, LineReader};

/// What a line reads as, owned, for comparisons: (client, url, user agent, time, status,
/// method, signed).
#[derive(Debug, PartialEq, Eq)]
struct Read {
    client: String,
    ip: Option<IpAddr>,
    url: Vec<u8>,
    ua: String,
    time: Option<i64>,
    status: Option<u16>,
    method: String,
    signed: bool,
    forwarded: String,
}

fn read_with(fields: Fields, line: &[u8]) -> Result<Read, LineError> {
    let mut reader = LineReader::new(fields);
    let r = reader.read(line)?;
    Ok(Read {
        client: String::from_utf8_lossy(r.client).into_owned(),
        ip: r.ip,
        url: r.url.to_vec(),
        ua: String::from_utf8_lossy(r.user_agent).into_owned(),
        time: r.time,
        status: r.status,
        method: String::from_utf8_lossy(r.method).into_owned(),
        signed: r.signed,
        forwarded: String::from_utf8_lossy(r.forwarded).into_owned(),
    })
}

fn read(line: &str) -> Result<Read, LineError> {
    read_with(Fields::default(), line.as_bytes())
}

const GOOGLEBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/// 2000-10-10 20:55:36 UTC.
const T: i64 = 971_211_336;

#[test]
fn combined_log_format() {
    let r = read(&format!(r#"66.249.66.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /a/b?c=d&e=%C3%A9 HTTP/1.1" 200 2326 "http://example.com/start" "{GOOGLEBOT}""#)).unwrap();
    assert_eq!(r.client, "66.249.66.1");
    assert_eq!(r.ip, Some("66.249.66.1".parse().unwrap()));
    assert_eq!(r.url, b"/a/b?c=d&e=%C3%A9");
    assert_eq!((r.method.as_str(), r.status, r.time), ("GET", Some(200), Some(T)));
    assert_eq!(r.ua, GOOGLEBOT);
    assert!(!r.signed);
}

#[test]
fn common_log_format_has_no_user_agent() {
    let r = read(r#"127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326"#).unwrap();
    assert_eq!((r.url.as_slice(), r.ua.as_str(), r.status), (&b"/apache_pb.gif"[..], "", Some(200)));
}

#[test]
fn fields_appended_after_the_user_agent_are_ignored() {
    let r = read(&format!(
        r#"66.249.66.1 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/2.0" 304 - "-" "{GOOGLEBOT}" "203.0.113.7" rt=0.002 uct="0.000""#
    ))
    .unwrap();
    assert_eq!((r.url.as_slice(), r.status, r.ua.as_str()), (&b"/"[..], Some(304), GOOGLEBOT));
}

#[test]
fn a_virtual_host_in_front_is_passed() {
    // Apache's vhost_combined: `%v:%p %h %l %u %t ...`.
    let r = read(r#"www.example.com:443 2001:db8::7 - - [10/Oct/2000:13:55:36 -0700] "GET /x HTTP/1.1" 200 5 "-" "curl/8.5.0""#).unwrap();
    assert_eq!(r.client, "2001:db8::7");
    assert_eq!((r.url.as_slice(), r.ua.as_str()), (&b"/x"[..], "curl/8.5.0"));
}

#[test]
fn apache_escapes_are_undone() {
    // Apache writes `\"` and `\\`, and `\xHH` for bytes it will not log raw.
    let r = read(
        r#"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /caf\xc3\xa9?q=\"x\" HTTP/1.1" 200 5 "-" "Mozilla/5.0 \"quoted\" back\\slash""#,
    )
    .unwrap();
    assert_eq!(r.url, "/café?q=\"x\"".as_bytes());
    assert_eq!(r.ua, r#"Mozilla/5.0 "quoted" back\slash"#);
}

#[test]
fn nginx_hex_escapes_are_undone() {
    let r = read(r#"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /a\x22b HTTP/1.1" 200 5 "-" "Bot \x22x\x22/1.0""#).unwrap();
    assert_eq!((r.url.as_slice(), r.ua.as_str()), (&b"/a\"b"[..], "Bot \"x\"/1.0"));
}

#[test]
fn raw_non_ascii_bytes_are_kept() {
    let line = [&b"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] \"GET /\xe3\x83\x84/\xff HTTP/1.1\" 200 5 \"-\" \"x\""[..]].concat();
    let r = read_with(Fields::default(), &line).unwrap();
    assert_eq!(r.url, b"/\xe3\x83\x84/\xff");
}

#[test]
fn an_absolute_target_and_http_0_9_are_read() {
    let r = read(r#"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET http://example.com/x?y HTTP/1.1" 200 5 "-" "x""#).unwrap();
    assert_eq!(r.url, b"http://example.com/x?y");
    let r = read(r#"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /old" 200 5"#).unwrap();
    assert_eq!(r.url, b"/old");
}

#[test]
fn a_host_name_client_is_kept_without_an_address() {
    let r = read(r#"crawl-66-249-66-1.googlebot.com - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.1" 200 5 "-" "x""#).unwrap();
    assert_eq!((r.client.as_str(), r.ip), ("crawl-66-249-66-1.googlebot.com", None));
}

#[test]
fn lines_without_a_request_url_say_so() {
    let no_url = |line: &str| assert_eq!(read(line), Err(LineError::NoUrl), "{line}");
    no_url(r#"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "-" 408 0 "-" "-""#);
    no_url(r#"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" 400 157 "-" "-""#);
    no_url(r#"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "CONNECT example.com:443 HTTP/1.1" 400 0 "-" "-""#);
    no_url(r#"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "get /lower HTTP/1.1" 400 0 "-" "-""#);
}

#[test]
fn lines_that_are_not_log_lines_are_unrecognised() {
    for line in [
        "",
        "hello world",
        "1.2.3.4 - - [10/Oct/2000:13:55:36 -0700 \"GET / HTTP/1.1\"",
        r#"1.2.3.4 - - [x] GET / 200"#,
        r#"1.2.3.4 - - [x] "GET / HTTP/1.1"#,
    ] {
        assert_eq!(read(line), Err(LineError::Unrecognised), "{line:?}");
    }
    assert_eq!(read("{\"a\": 1,}"), Err(LineError::BadJson));
    assert_eq!(read("{\"a\": [1, {\"b\": 2}]"), Err(LineError::BadJson));
    assert_eq!(read(&"x".repeat(70_000)), Err(LineError::TooLong));
}

#[test]
fn a_bad_date_leaves_the_time_out() {
    let r = read(r#"1.2.3.4 - - [yesterday] "GET / HTTP/1.1" 200 5 "-" "x""#).unwrap();
    assert_eq!(r.time, None);
}

#[test]
fn timestamps() {
    let t = |s: &str| parse_time(s.as_bytes());
    assert_eq!(t("10/Oct/2000:13:55:36 -0700"), Some(T));
    assert_eq!(t("[10/Oct/2000:13:55:36 -0700]"), Some(T));
    assert_eq!(t("10/oct/2000:20:55:36 +0000"), Some(T));
    assert_eq!(t("10/Oct/2000:22:25:36 +0130"), Some(T));
    assert_eq!(t("10/Oct/2000:20:55:36"), Some(T));
    assert_eq!(t("2000-10-10T20:55:36Z"), Some(T));
    assert_eq!(t("2000-10-10T20:55:36.123456Z"), Some(T));
    assert_eq!(t("2000-10-10T13:55:36-07:00"), Some(T));
    assert_eq!(t("2000-10-10T13:55:36.5-0700"), Some(T));
    assert_eq!(t("2000-10-10 20:55:36"), Some(T));
    assert_eq!(t("2000-10-10T20:55:36+00"), Some(T));
    assert_eq!(t("2000-10-10"), Some(T - 75_336));
    assert_eq!(t("971211336"), Some(T));
    assert_eq!(t("971211336.789"), Some(T));
    assert_eq!(t("971211336789"), Some(T));
    assert_eq!(t("971211336789012"), Some(T));
    assert_eq!(t("971211336789012345"), Some(T));
    assert_eq!(t("1970-01-01T00:00:00Z"), Some(0));
    assert_eq!(t("1969-12-31T23:59:59Z"), Some(-1));
    assert_eq!(t("2024-02-29T00:00:00Z"), Some(1_709_164_800));
    for bad in [
        "",
        "-",
        "yesterday",
        "2000-13-10T00:00:00Z",
        "2000-10-10T25:00:00Z",
        "10/Foo/2000:13:55:36 -0700",
        "10/Oct/2000:13:55:36 +9999",
        "2000-10-10T20:55:36Q",
        "1.2.3",
        "12ab",
    ] {
        assert_eq!(t(bad), None, "{bad:?}");
    }
}

#[test]
fn nginx_json_lines() {
    let line = format!(
        r#"{{"time_local":"10/Oct/2000:13:55:36 -0700","remote_addr":"66.249.66.1","request":"GET /a?b HTTP/1.1","status":"200","body_bytes_sent":"5","http_referer":"","http_user_agent":"{GOOGLEBOT}"}}"#
    );
    let r = read(&line).unwrap();
    assert_eq!((r.client.as_str(), r.url.as_slice(), r.method.as_str()), ("66.249.66.1", &b"/a?b"[..], "GET"));
    assert_eq!((r.time, r.status, r.ua.as_str()), (Some(T), Some(200), GOOGLEBOT));
    // nginx `escape=default` writes `\x22` even in a JSON template.
    let r = read(r#"{"remote_addr":"1.2.3.4","request_uri":"/q?x=\x22y\x22","http_user_agent":"a\"b"}"#).unwrap();
    assert_eq!((r.url.as_slice(), r.ua.as_str()), (&b"/q?x=\"y\""[..], "a\"b"));
}

#[test]
fn a_target_without_its_query_gets_the_query_field() {
    let r = read(r#"{"remote_addr":"1.2.3.4","uri":"/search","args":"q=caf%C3%A9&page=2","user_agent":"x"}"#).unwrap();
    assert_eq!(r.url, b"/search?q=caf%C3%A9&page=2");
    let r = read(r#"{"ClientIP":"1.2.3.4","ClientRequestPath":"/s","ClientRequestQuery":"?q=1","ClientRequestUserAgent":"x"}"#).unwrap();
    assert_eq!(r.url, b"/s?q=1");
    let r = read(r#"{"ip":"1.2.3.4","request_uri":"/s?q=1","query":"other=2"}"#).unwrap();
    assert_eq!(r.url, b"/s?q=1", "a target with a query keeps its own");
    let r = read(r#"{"ip":"1.2.3.4","uri":"/s","args":"-"}"#).unwrap();
    assert_eq!(r.url, b"/s");
}

#[test]
fn cloudflare_logpush_lines() {
    let line = format!(
        r#"{{"ClientIP":"2001:db8::5","ClientRequestHost":"example.com","ClientRequestMethod":"GET","ClientRequestURI":"/p?x=1","ClientRequestUserAgent":"{GOOGLEBOT}","EdgeResponseStatus":200,"EdgeStartTimestamp":971211336123456789}}"#
    );
    let r = read(&line).unwrap();
    assert_eq!(r.ip, Some("2001:db8::5".parse().unwrap()));
    assert_eq!((r.url.as_slice(), r.method.as_str(), r.status, r.time), (&b"/p?x=1"[..], "GET", Some(200), Some(T)));
    let rfc3339 = line.replace("971211336123456789", "\"2000-10-10T20:55:36Z\"");
    assert_eq!(read(&rfc3339).unwrap().time, Some(T));
}

#[test]
fn caddy_nests_the_request_and_its_headers() {
    let line = r#"{"level":"info","ts":971211336.5241024,"logger":"http.log.access","msg":"handled request","request":{"remote_ip":"10.0.0.1","remote_port":"41342","client_ip":"66.249.66.1","proto":"HTTP/1.1","method":"GET","host":"example.com","uri":"/a?b=1","headers":{"User-Agent":["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],"Accept":["*/*"],"Signature-Agent":["\"https://chatgpt.com\""]}},"bytes_read":0,"duration":0.0001,"size":5,"status":200,"resp_headers":{"Server":["Caddy"]}}"#;
    let r = read(line).unwrap();
    assert_eq!(r.client, "66.249.66.1", "the client address beats the proxy's");
    assert_eq!((r.url.as_slice(), r.method.as_str(), r.status, r.time), (&b"/a?b=1"[..], "GET", Some(200), Some(T)));
    assert_eq!(r.ua, GOOGLEBOT);
    assert!(r.signed);
}

#[test]
fn elastic_common_schema_lines() {
    let line = r#"{"@timestamp":"2000-10-10T20:55:36.000Z","source":{"ip":"66.249.66.1"},"http":{"request":{"method":"GET"},"response":{"status_code":200}},"url":{"original":"/a?b","path":"/a"},"user_agent":{"original":"GPTBot/1.1"},"log":{"file":{"path":"/var/log/nginx/access.log"}}}"#;
    let r = read(line).unwrap();
    assert_eq!((r.client.as_str(), r.url.as_slice(), r.ua.as_str()), ("66.249.66.1", &b"/a?b"[..], "GPTBot/1.1"));
    assert_eq!((r.method.as_str(), r.status, r.time), ("GET", Some(200), Some(T)));
}

#[test]
fn a_log_line_inside_a_message_field_is_read() {
    let line = r#"{"@timestamp":"2000-10-10T20:55:36Z","message":"66.249.66.1 - - [10/Oct/2000:13:55:36 -0700] \"GET /m?x HTTP/1.1\" 200 5 \"-\" \"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)\"","log":{"file":{"path":"/var/log/a.log"}}}"#;
    let r = read(line).unwrap();
    assert_eq!((r.client.as_str(), r.url.as_slice(), r.ua.as_str(), r.time), ("66.249.66.1", &b"/m?x"[..], GOOGLEBOT, Some(T)));
}

#[test]
fn json_escapes_are_undone() {
    let r = read(r#"{"ip":"1.2.3.4","url":"\/caf\u00e9\/\ud83d\ude00?a=\"b\"","ua":"tab\there"}"#).unwrap();
    assert_eq!(r.url, "/café/😀?a=\"b\"".as_bytes());
    assert_eq!(r.ua, "tab\there");
}

#[test]
fn web_bot_auth_headers_mark_a_signed_request() {
    let signed = |line: &str| read(line).unwrap().signed;
    assert!(signed(r#"{"ip":"1.2.3.4","uri":"/","http_signature_agent":"\"https://chatgpt.com\""}"#));
    assert!(signed(r#"{"ip":"1.2.3.4","uri":"/","Signature":"sig1=:abc=:","Signature-Input":"sig1=(\"@authority\")"}"#));
    assert!(!signed(r#"{"ip":"1.2.3.4","uri":"/","http_signature_agent":"-"}"#));
    assert!(!signed(r#"{"ip":"1.2.3.4","uri":"/","http_signature":""}"#));
}

/// IIS's default W3C Extended fields.
const IIS_FIELDS: &str = "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken";

#[test]
fn iis_w3c_extended_lines_are_read_by_their_fields_directive() {
    let mut reader = LineReader::new(Fields::default());
    for directive in ["#Software: Microsoft Internet Information Services 10.0", "#Version: 1.0", "#Date: 2000-10-10 20:55:36", IIS_FIELDS]
    {
        assert_eq!(reader.read(directive.as_bytes()).map(|_| ()), Err(LineError::Directive), "{directive}");
    }
    let line = "2000-10-10 20:55:36 10.0.0.5 GET /a/b.aspx q=caf%C3%A9&x=1 443 - 66.249.66.1 Mozilla/5.0+(compatible;+Googlebot/2.1;++http://www.google.com/bot.html) https://example.com/ 200 0 0 15";
    let r = reader.read(line.as_bytes()).unwrap();
    assert_eq!((r.client, r.ip), (&b"66.249.66.1"[..], Some("66.249.66.1".parse().unwrap())));
    assert_eq!((r.method, r.url, r.status, r.time), (&b"GET"[..], &b"/a/b.aspx?q=caf%C3%A9&x=1"[..], Some(200), Some(T)));
    // IIS writes a space as `+` and keeps a `+`: both read as spaces.
    assert_eq!(r.user_agent, GOOGLEBOT.replace('+', " ").as_bytes());
    // No query (`-`), IPv6 client, no User-Agent.
    let r = reader.read(b"2000-10-10 20:55:37 10.0.0.5 HEAD /robots.txt - 443 - 2001:db8::9 - - 404 0 2 1").unwrap();
    assert_eq!(
        (r.url, r.ip, r.user_agent, r.status, r.time),
        (&b"/robots.txt"[..], Some("2001:db8::9".parse().unwrap()), &b""[..], Some(404), Some(T + 1))
    );
    // A line of another number of words is read as another format.
    let clf = format!(r#"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /c HTTP/1.1" 200 5 "-" "{GOOGLEBOT}""#);
    assert_eq!(reader.read(clf.as_bytes()).unwrap().url, b"/c");
    assert_eq!(reader.read(b"2000-10-10 20:55:36 too few words").map(|_| ()), Err(LineError::Unrecognised));
    // A stem that is no path.
    assert_eq!(reader.read(b"2000-10-10 20:55:37 10.0.0.5 GET - - 443 - 1.2.3.4 - - 400 0 0 1").map(|_| ()), Err(LineError::NoUrl));
}

#[test]
fn a_new_fields_directive_switches_the_columns() {
    let mut reader = LineReader::new(Fields::default());
    reader.read(IIS_FIELDS.as_bytes()).unwrap_err();
    let r = reader.read(b"2000-10-10 20:55:36 10.0.0.5 GET /one - 443 - 1.2.3.4 GPTBot/1.2 - 200 0 0 15").unwrap();
    assert_eq!((r.url, r.user_agent), (&b"/one"[..], &b"GPTBot/1.2"[..]));
    // Fewer fields, in another order, a whole target, and a Web Bot Auth header.
    reader.read(b"#Fields: c-ip date time cs-uri sc-status cs(user-agent) cs(Signature-Agent)").unwrap_err();
    let r = reader.read(br#"66.249.66.2 2000-10-10 20:55:36 /two?x=1 301 ChatGPT-User/1.0 "https://chatgpt.com""#).unwrap();
    assert_eq!((r.client, r.url, r.status, r.user_agent), (&b"66.249.66.2"[..], &b"/two?x=1"[..], Some(301), &b"ChatGPT-User/1.0"[..]));
    assert!(r.signed);
    // CloudFront's layout: tab-separated, a space inside a value kept.
    reader.read(b"#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query").unwrap_err();
    let r = reader
        .read(b"2000-10-10\t20:55:36\tFRA56-P1\t512\t2001:db8::1\tGET\td111.cloudfront.net\t/three\t200\t-\tcurl/8.5.0\ta=b")
        .unwrap();
    assert_eq!((r.url, r.user_agent, r.time), (&b"/three?a=b"[..], &b"curl/8.5.0"[..], Some(T)));
}

#[test]
fn the_forwarding_header_is_read_where_logs_write_it() {
    // nginx's default `main` format: `"$http_x_forwarded_for"` after the User-Agent.
    let main = |xff: &str| format!(r#"10.0.0.2 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.1" 200 5 "-" "{GOOGLEBOT}" "{xff}""#);
    assert_eq!(read(&main("66.249.66.1, 10.0.0.7")).unwrap().forwarded, "66.249.66.1, 10.0.0.7");
    assert_eq!(read(&main("2001:db8::1")).unwrap().forwarded, "2001:db8::1");
    assert_eq!(read(&main("-")).unwrap().forwarded, "");
    assert_eq!(read(&main("example.com")).unwrap().forwarded, "", "another quoted field is no forwarding header");
    assert_eq!(read(&main("1.2.3.4, unknown")).unwrap().forwarded, "");
    assert_eq!(
        read(&format!(r#"10.0.0.2 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.1" 200 5 "-" "{GOOGLEBOT}""#)).unwrap().forwarded,
        ""
    );
    // JSON: nginx's variable, a plain name, and nested headers (Caddy's arrays).
    let json = |line: &str| read(line).unwrap().forwarded;
    assert_eq!(json(r#"{"remote_addr":"10.0.0.2","request_uri":"/","http_x_forwarded_for":"66.249.66.1"}"#), "66.249.66.1");
    assert_eq!(json(r#"{"remote_addr":"10.0.0.2","request_uri":"/","x_forwarded_for":"1.2.3.4, 10.0.0.1"}"#), "1.2.3.4, 10.0.0.1");
    assert_eq!(
        json(r#"{"request":{"remote_ip":"10.0.0.2","uri":"/","headers":{"X-Forwarded-For":["66.249.66.1"],"User-Agent":["x"]}}}"#),
        "66.249.66.1"
    );
    assert_eq!(json(r#"{"ip":"10.0.0.2","uri":"/"}"#), "");
    let fields = Fields { forwarded: Some("real_chain".into()), ..Fields::default() };
    let r = read_with(fields, br#"{"ip":"10.0.0.2","uri":"/","x_forwarded_for":"9.9.9.9","real_chain":"66.249.66.1"}"#).unwrap();
    assert_eq!(r.forwarded, "66.249.66.1", "a name given replaces the defaults");
    // IIS: a custom field (or the header's column), `+` for spaces.
    let mut reader = LineReader::new(Fields::default());
    reader.read(b"#Fields: date time c-ip cs-method cs-uri-stem sc-status cs(User-Agent) X-Forwarded-For").unwrap_err();
    let r = reader.read(b"2000-10-10 20:55:36 10.0.0.2 GET / 200 x 66.249.66.1,+10.0.0.7").unwrap();
    assert_eq!(r.forwarded, b"66.249.66.1, 10.0.0.7");
}

#[test]
fn json_without_a_url_has_no_request() {
    assert_eq!(read(r#"{"ip":"1.2.3.4","status":200}"#), Err(LineError::NoUrl));
    assert_eq!(read(r#"{"ip":"1.2.3.4","request":"-"}"#), Err(LineError::NoUrl));
    assert_eq!(read(r#"{"ip":"1.2.3.4","url":""}"#), Err(LineError::NoUrl));
    assert_eq!(read(r#"{"message":"not a log line"}"#), Err(LineError::NoUrl));
    assert_eq!(read(r#"{"ip":"1.2.3.4","uri":"-"}"#), Err(LineError::NoUrl));
    assert_eq!(read(r#"{"ip":"1.2.3.4","uri":"-","request":"GET /x HTTP/1.1"}"#).unwrap().url, b"/x", "a field that is no URL gives way");
}

#[test]
fn given_field_names_replace_the_defaults() {
    let fields = Fields {
        ip: Some("x_real_ip".into()),
        url: Some("Target".into()),
        user_agent: Some("agent.name".into()),
        time: Some("when".into()),
        ..Fields::default()
    };
    let line = br#"{"remote_addr":"10.0.0.1","X-Real-IP":"66.249.66.1","uri":"/ignored","target":"/t?q","agent":{"name":"GPTBot/1.1"},"user_agent":"ignored","when":971211336}"#;
    let r = read_with(fields, line).unwrap();
    assert_eq!((r.client.as_str(), r.url.as_slice(), r.ua.as_str(), r.time), ("66.249.66.1", &b"/t?q"[..], "GPTBot/1.1", Some(T)));
}

#[test]
fn the_reader_reuses_its_buffers_across_lines_of_either_kind() {
    let mut reader = LineReader::new(Fields::default());
    let lines = [
        r#"{"ip":"1.2.3.4","uri":"/a","args":"x=1","ua":"first"}"#,
        r#"1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /b\x41 HTTP/1.1" 200 5 "-" "second""#,
        r#"{"ua":"third","uri":"/c","ip":"1.2.3.4"}"#,
        r#"{"ip":"1.2.3.4","uri":"/d","ua":"fourth","extra":{"deep":{"deeper":{"deepest":{"x":{"y":{"z":{"w":1}}}}}}}}"#,
    ];
    let want = [("/a?x=1", "first"), ("/bA", "second"), ("/c", "third"), ("/d", "fourth")];
    for (line, (url, ua)) in lines.iter().zip(want) {
        let r = reader.read(line.as_bytes()).unwrap();
        assert_eq!((r.url, r.user_agent), (url.as_bytes(), ua.as_bytes()), "{line}");
    }
}

/// Bytes that make log lines: half of them the punctuation the readers look for, the rest
/// anything.
fn log_bytes() -> impl Strategy<Value = Vec<u8>> {
    const MARKS: &[u8] = b"\"\\[]{}:, xu/0123456789-.";
    proptest::collection::vec(any::<u8>(), 0..200)
        .prop_map(|v| v.into_iter().map(|b| if b & 1 == 0 { MARKS[usize::from(b >> 1) % MARKS.len()] } else { b }).collect())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1024, ..ProptestConfig::default() })]

    #[test]
    fn any_bytes_are_read_without_panicking(bytes in log_bytes()) {
        let mut reader = LineReader::new(Fields::default());
        let _ = reader.read(&bytes);
        // And by the columns of a W3C Extended directive.
        let _ = reader.read(b"#Fields: date time c-ip cs-method cs-uri-stem cs-uri-query sc-status cs(User-Agent) X-Forwarded-For cs(Signature-Input)");
        let _ = reader.read(&bytes);
        let mut words = bytes.clone();
        words.extend_from_slice(b" a b c d e f g h i");
        let _ = reader.read(&words);
        let mut json = b"{".to_vec();
        json.extend_from_slice(&bytes);
        let _ = reader.read(&json);
        let _ = parse_time(&bytes);
    }

    #[test]
    fn times_of_a_log_read_as_each_alone(times in proptest::collection::vec((0u32..3, 0u32..26, 0u32..62, 0u32..62, 0usize..4), 1..20)) {
        // Lines of a few days and zones, read one after the other by one reader, give the times
        // each gives alone: the reader's memory of the last day changes nothing.
        let mut reader = LineReader::new(Fields::default());
        for (day, h, m, s, zone) in times {
            let zone = ["+0000", "-0700", "+0130", "+9999"][zone];
            let t = format!("{:02}/Oct/2000:{h:02}:{m:02}:{s:02} {zone}", 10 + day);
            let line = format!(r#"1.2.3.4 - - [{t}] "GET / HTTP/1.1" 200 5 "-" "x""#);
            prop_assert_eq!(reader.read(line.as_bytes()).unwrap().time, parse_time(t.as_bytes()), "{}", t);
        }
    }

    #[test]
    fn cut_and_spliced_lines_never_panic(at in 0usize..400, len in 0usize..40, junk in log_bytes()) {
        let lines = [
            format!(r#"66.249.66.1 - - [10/Oct/2000:13:55:36 -0700] "GET /a\"b\x41?c HTTP/1.1" 200 2326 "-" "{GOOGLEBOT}""#),
            format!(r#"{{"time":"2000-10-10T20:55:36Z","request":{{"client_ip":"1.2.3.4","uri":"/\u00e9","headers":{{"User-Agent":["{GOOGLEBOT}"]}}}},"status":200}}"#),
        ];
        let mut reader = LineReader::new(Fields::default());
        for line in &lines {
            let b = line.as_bytes();
            let at = at.min(b.len());
            let end = (at + len).min(b.len());
            let spliced = [&b[..at], &junk, &b[end..]].concat();
            let _ = reader.read(&spliced);
            let _ = reader.read(&b[..at]);
        }
    }
}
