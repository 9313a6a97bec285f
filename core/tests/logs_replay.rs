//! Replaying access logs (`robots_core::logs::Replay`): generated logs with known answers
//! (compliant and violating crawlers, impostors, IPv6, browsers, unknown bots, lines that
//! cannot be read), lines split across chunks at every offset, bounded memory, and every
//! decision checked against `Robots::decide_with` for the same token, URL and options.

use proptest::prelude::*;
use robots_core::logs::{Claim, CrawlerReport, IpRanges, LineError, Replay, Report, Request, Verification, MAX_BUCKETS, MAX_LINE};
use robots_core::{catalog, token_of, Fetch, Options, Policy, Profile, Robots};

const ROBOTS: &str = "User-agent: *\n\
                      Disallow: /private/\n\
                      Allow: /private/open\n\
                      Disallow: /*.json$\n\
                      \n\
                      User-agent: GPTBot\n\
                      Disallow: /\n\
                      \n\
                      User-agent: Googlebot\n\
                      Disallow: /no-google/\n";

const GOOGLEBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const GOOGLEBOT_SMARTPHONE: &str = "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const GOOGLEBOT_IMAGE: &str = "Googlebot-Image/1.0";
const GPTBOT: &str = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const BINGBOT: &str = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
const YANDEXBOT: &str = "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)";
const CHROME: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1";
const EXAMPLEBOT: &str = "ExampleBot/1.0 (+https://example.com/bot)";
const PYTHON: &str = "python-requests/2.31.0";

/// 2026-01-01T00:00:00Z.
const T0: i64 = 1_767_225_600;

fn clf(ip: &str, t: i64, url: &str, ua: &str) -> String {
    let s = t - T0;
    let (d, h, m, sec) = (1 + s / 86_400, (s / 3600) % 24, (s / 60) % 60, s % 60);
    format!("{ip} - - [{d:02}/Jan/2026:{h:02}:{m:02}:{sec:02} +0000] \"GET {url} HTTP/1.1\" 200 512 \"-\" \"{ua}\"\n")
}

fn ranges() -> Vec<(String, IpRanges)> {
    let google = r#"{"creationTime":"2026-12-01T00:00:00.000000","prefixes":[{"ipv4Prefix":"66.249.64.0/19"},{"ipv6Prefix":"2001:4860:4801:10::/64"}]}"#;
    vec![
        ("Googlebot".into(), IpRanges::from_text(google.as_bytes()).ranges),
        ("GPTBot".into(), IpRanges::from_text(b"20.171.206.0/24\n").ranges),
    ]
}

/// The scenario log: each line with what it is for.
fn scenario() -> String {
    let mut log = String::new();
    let mut t = T0;
    let mut at = |step: i64| {
        t += step;
        t
    };
    // Googlebot: /robots.txt first, then what it may fetch, over IPv4, IPv6 and IPv4-mapped IPv6.
    log += &clf("66.249.66.1", at(0), "/robots.txt", GOOGLEBOT);
    log += &clf("66.249.66.1", at(10), "/a?x=1", GOOGLEBOT);
    log += &clf("2001:4860:4801:10::5", at(10), "/private/x", GOOGLEBOT_SMARTPHONE);
    // A real Googlebot that fetches what its group disallows (line 10).
    log += &clf("::ffff:66.249.66.2", at(10), "/no-google/x", GOOGLEBOT);
    // An impostor: Googlebot's User-Agent from outside Google's ranges.
    log += &clf("203.0.113.9", at(10), "/no-google/secret", GOOGLEBOT);
    // Googlebot-Image, checked against the ranges of Googlebot's file.
    log += &clf("66.249.66.3", at(10), "/img/a.png", GOOGLEBOT_IMAGE);
    // GPTBot: robots.txt (disallowed by `Disallow: /`, but never counted), then a violation.
    log += &clf("20.171.206.5", at(3600), "/robots.txt", GPTBOT);
    log += &clf("20.171.206.5", at(10), "/page", GPTBOT);
    log += &clf("198.51.100.1", at(10), "/page2", GPTBOT);
    // Bingbot: Microsoft publishes ranges, none supplied; it never fetches robots.txt.
    log += &clf("157.55.39.1", at(10), "/private/x", BINGBOT);
    log += &clf("157.55.39.1", at(10), "/private/open", BINGBOT);
    // YandexBot: Yandex publishes no ranges.
    log += &clf("5.255.253.1", at(10), "/data.json", YANDEXBOT);
    // People.
    log += &clf("192.0.2.10", at(10), "/private/x", CHROME);
    log += &clf("192.0.2.11", at(10), "/", SAFARI);
    // Unknown bots.
    log += &clf("198.51.100.20", at(10), "/private/y", EXAMPLEBOT);
    log += &clf("198.51.100.21", at(10), "/x", PYTHON);
    // Lines that cannot be read, and a blank one.
    log += "garbage line\n";
    log += "\n";
    log += "{\"remote_addr\": \"1.2.3.4\", \"request_uri\": \n";
    log += "1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] \"-\" 408 0 \"-\" \"-\"\n";
    log
}

fn replay(log: &[u8]) -> Report {
    let robots = Robots::parse(ROBOTS.as_bytes());
    let mut r = Replay::new(&robots, &Options::default(), ranges());
    r.feed(log);
    r.finish()
}

fn row<'r>(report: &'r Report, name: &str) -> &'r CrawlerReport {
    report.crawlers.iter().find(|c| c.claim.name() == name).unwrap_or_else(|| panic!("no row {name}"))
}

#[test]
fn the_scenario_gives_its_known_answers() {
    let report = replay(scenario().as_bytes());
    assert_eq!((report.lines, report.requests, report.unreadable), (19, 16, 3));
    let names: Vec<&str> = report.crawlers.iter().map(|c| c.claim.name()).collect();
    assert_eq!(names, ["Googlebot", "GPTBot", "Bingbot", "Googlebot-Image", "YandexBot", "unknown bot", "browser"]);

    let g = row(&report, "Googlebot");
    assert_eq!((g.requests, g.urls, g.disallowed), (5, 5, 2));
    // One of the two from Google's ranges (the real Googlebot), the other from the impostor.
    assert_eq!(g.disallowed_verified, 1);
    assert_eq!((g.verified, g.impostors, g.claims_only, g.not_checked), (4, 1, 0, 0));
    assert_eq!(g.lines, [10]);
    let v: Vec<(&str, u32)> = g.violations.iter().map(|v| (v.url.as_str(), v.line)).collect();
    assert_eq!(v, [("/no-google/x", 10), ("/no-google/secret", 10)]);
    assert_eq!(g.impostor_examples.len(), 1);
    assert_eq!(g.impostor_examples[0].client, "203.0.113.9");
    // Only 66.249.66.1 fetched /robots.txt: the three other addresses' requests came before.
    assert_eq!((g.robots_fetches, g.first_robots, g.before_robots), (1, Some(T0), 3));
    assert_eq!((g.first_seen, g.last_seen), (Some(T0), Some(T0 + 40)));
    assert!(g.text.contains("from outside Google's published ranges"), "{}", g.text);
    assert!(g.text.contains("3 requests came from an address that had not requested /robots.txt yet"), "{}", g.text);

    let image = row(&report, "Googlebot-Image");
    assert_eq!((image.requests, image.verified, image.disallowed), (1, 1, 0));

    let gpt = row(&report, "GPTBot");
    assert_eq!((gpt.requests, gpt.disallowed, gpt.lines.as_slice()), (3, 2, &[7][..]));
    assert_eq!(gpt.disallowed_verified, 1, "/page from OpenAI's range, /page2 from outside it");
    assert_eq!((gpt.verified, gpt.impostors), (2, 1));
    assert_eq!((gpt.robots_fetches, gpt.before_robots), (1, 1), "/page2 from another address");

    let bing = row(&report, "Bingbot");
    assert_eq!((bing.requests, bing.disallowed, bing.lines.as_slice()), (2, 1, &[2][..]));
    assert_eq!((bing.not_checked, bing.verified), (2, 0));
    assert_eq!((bing.robots_fetches, bing.before_robots, bing.first_robots), (0, 2, None));
    assert!(
        bing.text.contains("not checked (Microsoft publishes its ranges at https://www.bing.com/toolbox/bingbot.json)"),
        "{}",
        bing.text
    );
    assert!(bing.text.contains("never requested /robots.txt"), "{}", bing.text);

    let yandex = row(&report, "YandexBot");
    assert_eq!((yandex.disallowed, yandex.lines.as_slice(), yandex.claims_only), (1, &[4][..], 1));
    assert!(yandex.text.contains("Yandex publishes no ranges"), "{}", yandex.text);

    let unknown = row(&report, "unknown bot");
    assert_eq!((unknown.requests, unknown.disallowed, unknown.lines.as_slice()), (2, 1, &[2][..]));
    assert_eq!(unknown.products, [("ExampleBot".to_string(), 1), ("python-requests".to_string(), 1)]);

    let browser = row(&report, "browser");
    assert_eq!((browser.requests, browser.disallowed, browser.claims_only), (2, 0, 2));
    assert!(browser.text.contains("does not apply to people's browsers"), "{}", browser.text);

    let errors: Vec<(u64, LineError)> = report.unreadable_examples.iter().map(|u| (u.line, u.error)).collect();
    assert_eq!(errors, [(17, LineError::Unrecognised), (19, LineError::BadJson), (20, LineError::NoUrl)]);
    assert_eq!(report.unreadable_examples[0].text, "garbage line");

    let private = report.prefixes.iter().find(|p| p.prefix == "/private/").unwrap();
    assert_eq!((private.requests, private.bot_requests, private.disallowed), (5, 4, 2));
    assert_eq!(report.prefixes.iter().find(|p| p.prefix == "/robots.txt").unwrap().requests, 2);
    assert!(report.prefixes.iter().any(|p| p.prefix == "/a"));
    assert!(!report.prefixes_capped);

    assert!(report.text.starts_with("16 requests: 12 from 5 known crawlers, 2 from unknown bots and 2 from browsers"), "{}", report.text);
    assert!(report.text.contains("; 4 crawlers and unknown bots requested URLs the file disallows"), "{}", report.text);
    assert!(report.text.contains("2 requests came from outside"), "{}", report.text);
    assert!(report.text.contains("3 lines could not be read"), "{}", report.text);
}

#[test]
fn the_timeline_holds_every_timed_request() {
    let report = replay(scenario().as_bytes());
    let tl = report.timeline;
    assert_eq!((report.first_seen, report.last_seen), (Some(T0), Some(T0 + 3_740)));
    assert!(tl.buckets <= MAX_BUCKETS && tl.buckets > 1, "{tl:?}");
    assert_eq!(tl.start % tl.step, 0);
    assert!(tl.start <= T0 && tl.start + tl.step * tl.buckets as i64 > T0 + 3_740);
    for c in &report.crawlers {
        assert_eq!(c.timeline.len(), tl.buckets);
        assert_eq!(c.timeline.iter().map(|&n| u64::from(n)).sum::<u64>(), c.requests, "{}", c.claim.name());
    }
}

#[test]
fn a_long_log_gets_coarser_buckets() {
    // One request a minute for ten days: more cells than a timeline keeps at one minute.
    let mut log = String::new();
    for i in 0..14_400 {
        log += &clf("66.249.66.1", T0 + i * 60, "/a", GOOGLEBOT);
    }
    let report = replay(log.as_bytes());
    let tl = report.timeline;
    assert!(tl.buckets <= MAX_BUCKETS && tl.step >= 3_600, "{tl:?}");
    let g = row(&report, "Googlebot");
    assert_eq!(g.timeline.iter().map(|&n| u64::from(n)).sum::<u64>(), 14_400);
}

#[test]
fn times_centuries_apart_still_fit_the_timeline() {
    let robots = Robots::parse(ROBOTS.as_bytes());
    let mut r = Replay::new(&robots, &Options::default(), Vec::new());
    for t in ["0001-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "9999-12-31T23:59:59-23:59"] {
        r.feed(format!("{{\"time\":\"{t}\",\"ip\":\"1.2.3.4\",\"uri\":\"/\",\"ua\":\"GPTBot/1.0\"}}\n").as_bytes());
    }
    let report = r.finish();
    assert_eq!(report.requests, 4);
    let tl = report.timeline;
    assert!(tl.buckets <= MAX_BUCKETS && tl.buckets > 1, "{tl:?}");
    let gpt = row(&report, "GPTBot");
    assert_eq!(gpt.timeline.iter().sum::<u32>(), 4);
    assert_eq!((gpt.timeline[0], gpt.timeline[tl.buckets - 1]), (1, 2));
}

#[test]
fn lines_split_across_chunks_at_every_offset_read_the_same() {
    let log = scenario();
    let whole = replay(log.as_bytes());
    let robots = Robots::parse(ROBOTS.as_bytes());
    for at in 0..=log.len() {
        let mut r = Replay::new(&robots, &Options::default(), ranges());
        r.feed(&log.as_bytes()[..at]);
        r.feed(&log.as_bytes()[at..]);
        assert_eq!(r.finish(), whole, "split at {at}");
    }
    let mut r = Replay::new(&robots, &Options::default(), ranges());
    for b in log.as_bytes().chunks(1) {
        r.feed(b);
    }
    r.feed(b"");
    assert_eq!(r.finish(), whole, "byte by byte");
}

/// An IIS log (W3C Extended, IIS's default fields), with its directives, a second `#Fields:`
/// halfway that changes the columns, and CRLF line ends.
fn iis_log() -> String {
    let fields = "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken";
    let googlebot = "Mozilla/5.0+(compatible;+Googlebot/2.1;++http://www.google.com/bot.html)";
    let gptbot = "Mozilla/5.0+AppleWebKit/537.36+(KHTML,+like+Gecko;+compatible;+GPTBot/1.2;++https://openai.com/gptbot)";
    [
        "#Software: Microsoft Internet Information Services 10.0",
        "#Version: 1.0",
        "#Date: 2026-01-01 00:00:00",
        fields,
        &format!("2026-01-01 00:00:00 10.0.0.5 GET /robots.txt - 443 - 66.249.66.1 {googlebot} - 200 0 0 15"),
        &format!("2026-01-01 00:00:10 10.0.0.5 GET /no-google/x q=1 443 - 66.249.66.1 {googlebot} - 200 0 0 31"),
        &format!("2026-01-01 00:00:20 10.0.0.5 GET /a - 443 - 203.0.113.9 {googlebot} - 200 0 0 12"),
        "2026-01-01 00:00:30 10.0.0.5 GET /private/x - 443 - 192.0.2.10 Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64)+AppleWebKit/537.36+(KHTML,+like+Gecko)+Chrome/131.0.0.0+Safari/537.36 - 200 0 0 9",
        "2026-01-01 00:00:40 10.0.0.5 GET - 443",
        "#Fields: date time c-ip cs-method cs-uri-stem cs-uri-query sc-status cs(User-Agent)",
        &format!("2026-01-01 01:00:00 20.171.206.5 GET /page - 200 {gptbot}"),
        &format!("2026-01-01 01:00:10 2001:4860:4801:10::5 GET /private/x - 200 {googlebot}"),
        "",
    ]
    .join("\r\n")
}

#[test]
fn an_iis_log_gives_its_known_answers_split_anywhere() {
    let log = iis_log();
    let report = replay(log.as_bytes());
    assert_eq!((report.lines, report.requests, report.unreadable), (7, 6, 1), "directives are not lines");
    assert_eq!(report.unreadable_examples[0].line, 9);
    let g = row(&report, "Googlebot");
    assert_eq!((g.requests, g.disallowed, g.disallowed_verified, g.lines.as_slice()), (4, 1, 1, &[10][..]));
    assert_eq!((g.verified, g.impostors), (3, 1));
    assert_eq!((g.first_seen, g.last_seen), (Some(T0), Some(T0 + 3_610)));
    assert_eq!(g.violations[0].url, "/no-google/x?q=1");
    let gpt = row(&report, "GPTBot");
    assert_eq!((gpt.requests, gpt.disallowed, gpt.verified), (1, 1, 1));
    assert_eq!(row(&report, "browser").requests, 1);
    let robots = Robots::parse(ROBOTS.as_bytes());
    for at in 0..=log.len() {
        let mut r = Replay::new(&robots, &Options::default(), ranges());
        r.feed(&log.as_bytes()[..at]);
        r.feed(&log.as_bytes()[at..]);
        assert_eq!(r.finish(), report, "split at {at}");
    }
}

#[test]
fn crlf_a_bom_and_no_final_line_end_are_read() {
    let log = scenario();
    let crlf = format!("\u{feff}{}", log.replace('\n', "\r\n"));
    let trimmed = crlf.trim_end_matches("\r\n");
    let report = replay(trimmed.as_bytes());
    let want = replay(log.as_bytes());
    assert_eq!((report.requests, report.unreadable), (want.requests, want.unreadable));
    assert_eq!(report.crawlers, want.crawlers);
}

#[test]
fn a_line_over_the_cap_is_counted_and_memory_stays_bounded() {
    let robots = Robots::parse(ROBOTS.as_bytes());
    let mut r = Replay::new(&robots, &Options::default(), ranges());
    r.feed(clf("66.249.66.1", T0, "/first", GOOGLEBOT).as_bytes());
    // A 1 MiB line without a line end, fed in pieces, then the next line.
    let piece = vec![b'x'; 4096];
    for _ in 0..256 {
        r.feed(&piece);
    }
    r.feed(b"\n");
    r.feed(clf("66.249.66.1", T0 + 1, "/after", GOOGLEBOT).as_bytes());
    let long_url = format!("/{}", "y".repeat(MAX_LINE));
    r.feed(clf("66.249.66.1", T0 + 2, &long_url, GOOGLEBOT).as_bytes());
    let report = r.finish();
    assert_eq!((report.requests, report.unreadable), (2, 2));
    let errors: Vec<(u64, LineError)> = report.unreadable_examples.iter().map(|u| (u.line, u.error)).collect();
    assert_eq!(errors, [(2, LineError::TooLong), (4, LineError::TooLong)]);
    assert!(report.unreadable_examples.iter().all(|u| u.text.len() <= 200));
}

#[test]
fn distinct_urls_and_prefixes_are_counted_up_to_a_cap() {
    let robots = Robots::parse(ROBOTS.as_bytes());
    let mut r = Replay::new(&robots, &Options::default(), ranges());
    for i in 0..45_000 {
        r.feed(clf("66.249.66.1", T0, &format!("/p{}/x", i % 1_500), GOOGLEBOT).as_bytes());
        r.feed(clf("66.249.66.1", T0, &format!("/q?{i}"), GOOGLEBOT).as_bytes());
    }
    let report = r.finish();
    let g = row(&report, "Googlebot");
    assert_eq!(g.requests, 90_000);
    assert!(g.urls_capped && (40_000..=46_500).contains(&g.urls), "{}", g.urls);
    assert!(g.text.contains("at least"), "{}", g.text);
    assert!(report.prefixes_capped);
    assert_eq!(report.prefixes.len(), 1_000);
    assert_eq!(report.prefixes[0].prefix, "/q");
}

#[test]
fn many_distinct_user_agents_are_all_claimed() {
    // More distinct User-Agents than are remembered: the others are read again each time.
    let robots = Robots::parse(ROBOTS.as_bytes());
    let mut r = Replay::new(&robots, &Options::default(), ranges());
    for i in 0..22_000 {
        let ua = if i % 2 == 0 { format!("Googlebot/2.1 (build {i})") } else { format!("Bot{}/{i}", ["Alpha", "Beta", "Gamma"][i % 3]) };
        r.feed(clf("66.249.66.1", T0, "/no-google/a", &ua).as_bytes());
    }
    let report = r.finish();
    let g = row(&report, "Googlebot");
    assert_eq!((g.requests, g.disallowed, g.verified), (11_000, 11_000, 11_000));
    let u = row(&report, "unknown bot");
    assert_eq!(u.requests, 11_000);
    let named: u64 = u.products.iter().map(|p| p.1).sum();
    assert!(named <= 11_000 && u.products.len() == 3, "{:?}", u.products);
    assert!(u.products.iter().all(|p| p.0.starts_with("Bot")));
}

#[test]
fn an_unreachable_robots_txt_disallows_everything() {
    let robots = Robots::parse_response(ROBOTS.as_bytes(), Fetch::Status(503));
    let mut r = Replay::new(&robots, &Options::default(), ranges());
    r.feed(scenario().as_bytes());
    let report = r.finish();
    let g = row(&report, "Googlebot");
    // Every request but the one for /robots.txt itself.
    assert_eq!((g.disallowed, g.lines.len()), (4, 0));
    assert_eq!(g.violations[0].line, 0);
    // And the options can say so for a file read as a success.
    let robots = Robots::parse(ROBOTS.as_bytes());
    let opts = Options { fetch: Some(Fetch::Status(500)), ..Options::default() };
    let mut r = Replay::new(&robots, &opts, ranges());
    r.feed(scenario().as_bytes());
    assert_eq!(row(&r.finish(), "Googlebot").disallowed, 4);
}

#[test]
fn a_size_limit_cuts_the_file_as_the_crawler_reads_it() {
    let robots = Robots::parse(ROBOTS.as_bytes());
    // Cut before the Googlebot group: Googlebot falls back to `*`.
    let cut = ROBOTS.find("User-agent: Googlebot").unwrap();
    let opts = Options { size_limit: Some(cut), ..Options::default() };
    let mut r = Replay::new(&robots, &opts, ranges());
    r.feed(scenario().as_bytes());
    let report = r.finish();
    let g = row(&report, "Googlebot");
    assert_eq!((g.disallowed, g.lines.as_slice()), (1, &[2][..]), "only /private/x, now under `*`");
}

#[test]
fn profiles_decide_fallbacks_and_crawlers_that_ignore_robots_txt() {
    let text = "User-agent: Googlebot\nDisallow: /g/\n\nUser-agent: *\nDisallow: /all/\n";
    let robots = Robots::parse(text.as_bytes());
    let log = [
        clf("66.249.66.1", T0, "/g/1", GOOGLEBOT_IMAGE),
        clf(
            "23.98.142.1",
            T0,
            "/all/1",
            "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
        ),
    ]
    .concat();
    let mut on = Replay::new(&robots, &Options::default(), Vec::new());
    on.feed(log.as_bytes());
    let on = on.finish();
    // Googlebot-Image obeys Googlebot's group; ChatGPT-User does not obey robots.txt.
    assert_eq!(row(&on, "Googlebot-Image").lines, [2]);
    let chatgpt = row(&on, "ChatGPT-User");
    assert_eq!(chatgpt.disallowed, 0);
    assert!(
        chatgpt.text.contains("none for URLs the file disallows (OpenAI says ChatGPT-User does not obey robots.txt)"),
        "{}",
        chatgpt.text
    );
    let mut off = Replay::new(&robots, &Options::default(), Vec::new()).profiles(false);
    off.feed(log.as_bytes());
    let off = off.finish();
    assert_eq!(row(&off, "Googlebot-Image").disallowed, 0, "as a plain token, `*` applies");
    assert_eq!(row(&off, "ChatGPT-User").lines, [5]);
}

#[test]
fn json_lines_with_signatures_are_counted() {
    let robots = Robots::parse(ROBOTS.as_bytes());
    let mut r = Replay::new(&robots, &Options::default(), Vec::new());
    let ua = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot";
    r.feed(format!("{{\"time\":\"2026-01-01T00:00:00Z\",\"remote_addr\":\"23.98.142.1\",\"request\":\"GET /a HTTP/1.1\",\"http_user_agent\":\"{ua}\",\"http_signature_agent\":\"\\\"https://chatgpt.com\\\"\",\"http_signature\":\"sig1=:x:\"}}\n").as_bytes());
    r.feed(format!("{{\"time\":\"2026-01-01T00:00:01Z\",\"remote_addr\":\"23.98.142.1\",\"request\":\"GET /b HTTP/1.1\",\"http_user_agent\":\"{ua}\"}}\n").as_bytes());
    let report = r.finish();
    let c = row(&report, "ChatGPT-User");
    assert_eq!((c.requests, c.signed), (2, 1));
    assert!(c.text.contains("1 signed (Web Bot Auth)"), "{}", c.text);
}

#[test]
fn ranges_for_a_name_the_catalog_does_not_know_check_the_unknown_bots_of_that_name() {
    let robots = Robots::parse(ROBOTS.as_bytes());
    let mine = IpRanges::from_text(b"198.51.100.0/24").ranges;
    let mut r = Replay::new(&robots, &Options::default(), vec![("ExampleBot".into(), mine)]);
    r.feed(clf("198.51.100.20", T0, "/", EXAMPLEBOT).as_bytes());
    r.feed(clf("203.0.113.20", T0, "/", EXAMPLEBOT).as_bytes());
    r.feed(clf("203.0.113.21", T0, "/", PYTHON).as_bytes());
    let report = r.finish();
    let u = row(&report, "unknown bot");
    assert_eq!((u.verified, u.impostors, u.claims_only), (1, 1, 1));
}

#[test]
fn trusted_proxies_give_way_to_the_address_they_forwarded_for() {
    let robots = Robots::parse(ROBOTS.as_bytes());
    // nginx's `main` format behind a load balancer (10.0.0.0/8) and a CDN (192.0.2.0/24).
    let line = |socket: &str, xff: &str, url: &str| {
        format!(r#"{socket} - - [01/Jan/2026:00:00:00 +0000] "GET {url} HTTP/1.1" 200 5 "-" "{GOOGLEBOT}" "{xff}""#) + "\n"
    };
    let log = [
        // Through both proxies, from Google.
        line("10.0.0.2", "66.249.66.1, 192.0.2.5", "/no-google/a"),
        // A client that wrote Google's address in front itself: the right-most untrusted wins.
        line("10.0.0.2", "66.249.66.1, 203.0.113.9", "/no-google/b"),
        // Straight from an address that is no proxy: the header is not read.
        line("203.0.113.10", "66.249.66.2", "/c"),
        // Every hop trusted: the left-most.
        line("10.0.0.2", "192.0.2.6, 10.0.0.3", "/d"),
    ]
    .concat();
    let proxies = IpRanges::from_text(b"10.0.0.0/8 192.0.2.0/24").ranges;
    let mut r = Replay::new(&robots, &Options::default(), ranges()).trust_proxies(proxies);
    r.feed(log.as_bytes());
    let report = r.finish();
    let g = row(&report, "Googlebot");
    assert_eq!((g.requests, g.verified, g.impostors, g.disallowed_verified), (4, 1, 3, 1));
    let clients: Vec<&str> = g.impostor_examples.iter().map(|i| i.client.as_str()).collect();
    assert_eq!(clients, ["203.0.113.9", "203.0.113.10", "192.0.2.6"]);
    // Without trusted proxies nothing changes: the socket's addresses.
    let mut r = Replay::new(&robots, &Options::default(), ranges());
    r.feed(log.as_bytes());
    let report = r.finish();
    let g = row(&report, "Googlebot");
    assert_eq!((g.verified, g.impostors), (0, 4));
    assert_eq!(g.impostor_examples[0].client, "10.0.0.2");
}

#[test]
fn robots_txt_first_is_per_crawler_and_address() {
    let robots = Robots::parse(ROBOTS.as_bytes());
    let log = [
        clf("66.249.66.1", T0, "/robots.txt", GOOGLEBOT),
        clf("66.249.66.1", T0 + 1, "/a", GOOGLEBOT),
        // Another of Google's addresses: it has not fetched the file itself.
        clf("66.249.66.2", T0 + 2, "/b", GOOGLEBOT),
        clf("66.249.66.2", T0 + 3, "/robots.txt", GOOGLEBOT),
        // The same address, written as IPv4-mapped IPv6.
        clf("::ffff:66.249.66.2", T0 + 4, "/c", GOOGLEBOT),
        // The same address under another claim: GPTBot has not fetched the file.
        clf("66.249.66.1", T0 + 5, "/d", GPTBOT),
        clf("2001:4860:4801:10::5", T0 + 6, "/robots.txt", GOOGLEBOT),
        clf("2001:4860:4801:10:0::5", T0 + 7, "/e", GOOGLEBOT),
        // A host name as the client counts as written.
        clf("crawl-66-249-66-3.googlebot.com", T0 + 8, "/robots.txt", GOOGLEBOT),
        clf("crawl-66-249-66-3.googlebot.com", T0 + 9, "/f", GOOGLEBOT),
        clf("crawl-66-249-66-4.googlebot.com", T0 + 10, "/g", GOOGLEBOT),
    ]
    .concat();
    let mut r = Replay::new(&robots, &Options::default(), ranges());
    r.feed(log.as_bytes());
    let report = r.finish();
    let g = row(&report, "Googlebot");
    assert_eq!((g.requests, g.robots_fetches, g.before_robots, g.first_robots), (10, 4, 2, Some(T0)), "/b and /g");
    assert!(g.text.contains("2 requests came from an address that had not requested /robots.txt yet"), "{}", g.text);
    assert_eq!(row(&report, "GPTBot").before_robots, 1);
    // Each address fetching the file first.
    let mut r = Replay::new(&robots, &Options::default(), ranges());
    r.feed(log.lines().take(2).map(|l| l.to_string() + "\n").collect::<String>().as_bytes());
    let g = r.finish().crawlers.remove(0);
    assert_eq!(g.before_robots, 0);
    assert!(g.text.contains("each of its addresses requested /robots.txt first"), "{}", g.text);
}

#[test]
fn outcomes_say_what_each_request_came_to() {
    let robots = Robots::parse(ROBOTS.as_bytes());
    let mut r = Replay::new(&robots, &Options::default(), ranges());
    let req = |ip: &'static str, url: &'static str, ua: &'static str| Request {
        client: ip.as_bytes(),
        ip: ip.parse().ok(),
        time: None,
        method: b"GET",
        url: url.as_bytes(),
        status: Some(200),
        user_agent: ua.as_bytes(),
        signed: false,
        forwarded: b"",
        signature: b"",
        signature_input: b"",
        signature_agent: b"",
        host: b"",
    };
    let o = r.request(&req("66.249.66.1", "/no-google/a", GOOGLEBOT));
    assert_eq!((o.decision, o.verification, o.robots_txt, o.after_robots), (Some((false, 10)), Verification::Verified, false, false));
    assert!(matches!(o.claim, Claim::Crawler(c) if c.token == "Googlebot"));
    let o = r.request(&req("66.249.66.1", "https://example.com/robots.txt", GOOGLEBOT));
    assert!(o.robots_txt && !o.after_robots);
    let o = r.request(&req("66.249.66.1", "/y", GOOGLEBOT));
    assert!(o.after_robots);
    let o = r.request(&req("203.0.113.1", "/x", GOOGLEBOT));
    assert_eq!((o.verification, o.after_robots), (Verification::Impostor, false), "another address");
    let o = r.request(&req("192.0.2.1", "/private/x", CHROME));
    assert_eq!((o.claim, o.decision), (Claim::Browser, None));
    let o = r.request(&req("192.0.2.1", "/private/x", ""));
    assert_eq!((o.claim, o.decision), (Claim::UnknownBot, Some((false, 2))));
}

/// A robots.txt from a small vocabulary: groups for catalog tokens (with fallbacks and
/// profiles that matter) and `*`, rules with wildcards, `$`, escapes and raw non-ASCII.
fn robots_text() -> impl Strategy<Value = String> {
    let agent = prop_oneof![
        Just("*"),
        Just("Googlebot"),
        Just("googlebot-image"),
        Just("GPTBot"),
        Just("AdsBot-Google"),
        Just("Applebot"),
        Just("ExampleBot"),
        Just("bingbot"),
    ];
    let rule = (
        prop_oneof![Just("Allow"), Just("Disallow")],
        prop_oneof![
            Just(""),
            Just("/"),
            Just("/a"),
            Just("/a/"),
            Just("/a$"),
            Just("/*.json$"),
            Just("/*?q="),
            Just("/b*c"),
            Just("/caf%C3%A9"),
            Just("/café"),
            Just("/d/index.html"),
            Just("/%7Ex"),
        ],
    );
    let group = (proptest::collection::vec(agent, 1..3), proptest::collection::vec(rule, 0..5));
    proptest::collection::vec(group, 0..5).prop_map(|groups| {
        let mut s = String::new();
        for (agents, rules) in groups {
            for a in agents {
                s += &format!("User-agent: {a}\n");
            }
            for (k, p) in rules {
                s += &format!("{k}: {p}\n");
            }
        }
        s
    })
}

fn url() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        Just("/"),
        Just("/a"),
        Just("/a/b"),
        Just("/ab"),
        Just("/x.json"),
        Just("/x.json?y"),
        Just("/s?q=1"),
        Just("/bxc"),
        Just("/caf%C3%A9"),
        Just("/café"),
        Just("/d/"),
        Just("/d/index.html"),
        Just("/~x"),
        Just("/%7Ex"),
        Just("/robots.txt"),
        Just("https://example.com/a/b?c"),
        Just(""),
    ]
}

fn agent() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        Just(GOOGLEBOT),
        Just(GOOGLEBOT_SMARTPHONE),
        Just(GOOGLEBOT_IMAGE),
        Just(GPTBOT),
        Just(BINGBOT),
        Just("Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)"),
        Just("AdsBot-Google (+http://www.google.com/adsbot.html)"),
        Just("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)"),
        Just("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot"),
        Just(EXAMPLEBOT),
        Just(PYTHON),
        Just(""),
        Just(CHROME),
    ]
}

fn options() -> impl Strategy<Value = (Options, bool)> {
    let policy = prop_oneof![Just(Policy::Google), Just(Policy::Rfc9309)];
    let fetch = prop_oneof![4 => Just(None), 1 => Just(Some(Fetch::Status(404))), 1 => Just(Some(Fetch::Status(503)))];
    let limit = prop_oneof![4 => Just(None), 1 => (0usize..200).prop_map(Some)];
    (policy, fetch, limit, any::<bool>())
        .prop_map(|(policy, fetch, size_limit, profiles)| (Options { policy, fetch, size_limit, profile: None }, profiles))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn decisions_equal_the_engines_own(text in robots_text(), (opts, profiles) in options(), requests in proptest::collection::vec((agent(), url()), 1..12)) {
        let robots = Robots::parse(text.as_bytes());
        let mut r = Replay::new(&robots, &opts, Vec::new()).profiles(profiles);
        for (ua, url) in requests {
            let req = Request { client: b"192.0.2.1", ip: None, time: None, method: b"GET", url: url.as_bytes(), status: None, user_agent: ua.as_bytes(), signed: false, forwarded: b"", signature: b"", signature_input: b"", signature_agent: b"", host: b"" };
            let outcome = r.request(&req);
            let token = match outcome.claim {
                Claim::Crawler(c) => c.token.to_string(),
                Claim::UnknownBot => token_of(ua).token,
                Claim::Browser => {
                    prop_assert_eq!(outcome.decision, None);
                    continue;
                }
            };
            let profile = profiles.then(|| catalog::profile(&token).unwrap_or_else(|| Profile::plain(&token)));
            let o = Options { profile, ..opts.clone() };
            prop_assert_eq!(outcome.decision, Some(robots.decide_with(&token, url, &o)), "{} {:?} in {:?} with {:?}", token, url, text, o);
        }
    }

    #[test]
    fn any_log_bytes_replay_without_panicking(bytes in proptest::collection::vec(any::<u8>(), 0..600), cut in 0usize..600) {
        let robots = Robots::parse(ROBOTS.as_bytes());
        let mut r = Replay::new(&robots, &Options::default(), ranges());
        let cut = cut.min(bytes.len());
        r.feed(&bytes[..cut]);
        r.feed(&bytes[cut..]);
        let report = r.finish();
        prop_assert_eq!(report.lines, report.requests + report.unreadable);
    }
}
