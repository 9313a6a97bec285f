//! What a crawler makes of the answer to its request for `/robots.txt`: RFC 9309 §2.3.1 and
//! Google's documentation of its crawlers.
//!
//! - 2xx: the file is read, and its rules apply.
//! - "Unavailable" (§2.3.1.3): 4xx other than 429, and a redirect the client did not follow
//!   to its end (Google follows five hops, then treats the file as a 404): the crawler may
//!   fetch anything, as if there were no file.
//! - "Unreachable" (§2.3.1.4): 5xx, no answer at all (DNS, connection, timeout), and 429,
//!   which Google reads as a server error: the crawler must assume a complete disallow.
//!
//! Codes outside 100–599, and 1xx (which no client hands over as a final answer), are not
//! HTTP answers; they count as unreachable, the cautious reading.

use alloc::string::String;

use crate::text::text;

/// The outcome of a crawler's request for `/robots.txt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fetch {
    /// The server answered with this HTTP status (after whatever redirects the client followed).
    Status(u16),
    /// No answer: the name did not resolve, the connection failed or timed out.
    Unreachable,
}

/// What a [`Fetch`] means for the crawler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// The file is read and its rules apply (2xx).
    Rules,
    /// The file is "unavailable": the crawler may fetch anything (RFC 9309 §2.3.1.3).
    AllowAll,
    /// The file is "unreachable": the crawler must not fetch anything (RFC 9309 §2.3.1.4).
    DisallowAll,
}

impl Fetch {
    /// What the outcome means for the crawler: see the module's documentation.
    pub const fn access(self) -> Access {
        match self {
            Fetch::Status(200..=299) => Access::Rules,
            Fetch::Status(429) => Access::DisallowAll,
            Fetch::Status(300..=499) => Access::AllowAll,
            Fetch::Status(_) | Fetch::Unreachable => Access::DisallowAll,
        }
    }

    /// The outcome in words, for explanations: `HTTP 503 (Service Unavailable)`, `no answer`.
    pub fn describe(self) -> String {
        match self {
            Fetch::Unreachable => String::from("no answer (the server could not be reached)"),
            Fetch::Status(code) => match reason_phrase(code) {
                Some(phrase) => text!("HTTP ", code as u32, " (", phrase, ")"),
                None => text!("HTTP ", code as u32),
            },
        }
    }

    /// Why the outcome leads to its [`Access`], in words.
    pub const fn rule(self) -> &'static str {
        match self {
            Fetch::Status(200..=299) => "a success: the file is read and its rules apply",
            Fetch::Status(300..=399) => {
                "a redirect not followed to its end: the file counts as unavailable, as a 404 does (RFC 9309 §2.3.1.3; Google follows five hops, then does the same), so crawlers may fetch anything"
            }
            Fetch::Status(429) => {
                "too many requests: Google reads 429 as a server error, so the file counts as unreachable and crawlers must assume a complete disallow (RFC 9309 §2.3.1.4)"
            }
            Fetch::Status(400..=499) => {
                "a client error: the file counts as unavailable (RFC 9309 §2.3.1.3), so crawlers may fetch anything, as if there were no robots.txt"
            }
            Fetch::Status(500..=599) => {
                "a server error: the file counts as unreachable, so crawlers must assume a complete disallow (RFC 9309 §2.3.1.4; Google does, then uses its last copy after 12 hours)"
            }
            Fetch::Status(_) => "not a final HTTP answer: counted as unreachable, so crawlers must assume a complete disallow",
            Fetch::Unreachable => "the file counts as unreachable, so crawlers must assume a complete disallow (RFC 9309 §2.3.1.4)",
        }
    }
}

/// The reason phrases of the statuses a robots.txt request commonly gets.
fn reason_phrase(code: u16) -> Option<&'static str> {
    Some(match code {
        200 => "OK",
        203 => "Non-Authoritative Information",
        204 => "No Content",
        301 => "Moved Permanently",
        302 => "Found",
        303 => "See Other",
        307 => "Temporary Redirect",
        308 => "Permanent Redirect",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        410 => "Gone",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_map_to_the_rfc_and_google_readings() {
        for code in [200, 204, 299] {
            assert_eq!(Fetch::Status(code).access(), Access::Rules, "{code}");
        }
        for code in [300, 301, 308, 400, 401, 403, 404, 410, 451, 499] {
            assert_eq!(Fetch::Status(code).access(), Access::AllowAll, "{code}");
        }
        for code in [429, 500, 503, 599, 0, 100, 199, 600, 999] {
            assert_eq!(Fetch::Status(code).access(), Access::DisallowAll, "{code}");
        }
        assert_eq!(Fetch::Unreachable.access(), Access::DisallowAll);
    }

    #[test]
    fn every_way_of_asking_answers_from_the_status_alone() {
        use crate::{GroupWhy, Options, Profile, Reason, Robots};
        let robots = Robots::parse(b"User-agent: *\nDisallow: /private/\n\nUser-agent: a\nDisallow: /a/\n");
        let cases = [
            (Fetch::Status(404), true, Reason::FileUnavailable),
            (Fetch::Status(301), true, Reason::FileUnavailable),
            (Fetch::Status(503), false, Reason::FileUnreachable),
            (Fetch::Status(429), false, Reason::FileUnreachable),
            (Fetch::Unreachable, false, Reason::FileUnreachable),
        ];
        for (fetch, allowed, reason) in cases {
            let opts = Options { fetch: Some(fetch), ..Options::default() };
            for url in ["/", "/private/x", "/a/b"] {
                for agent in ["a", "b"] {
                    let v = robots.check_with(agent, url, &opts);
                    assert_eq!((v.allowed, v.reason, v.winner_line()), (allowed, reason, None), "{fetch:?} {agent} {url}");
                    assert!(v.groups.is_empty() && v.rules.is_empty());
                    assert!(v.skipped.iter().all(|g| g.why == GroupWhy::FileNotRead) && v.skipped.len() == 2);
                    assert!(v.explain().contains(&fetch.describe()), "{}", v.explain());
                    assert_eq!(robots.decide_with(agent, url, &opts), (allowed, 0));
                    assert_eq!(robots.matcher_with(agent, &opts).decide(url), (allowed, 0));
                    assert_eq!(robots.check_brief(agent, url, &opts).0.allowed, allowed);
                }
            }
            let table = robots.decide_table(&["a", "b", "Googlebot"], &["/", "/private/x"], &opts, true);
            assert!(table.iter().all(|&d| d == (allowed, 0)), "{fetch:?}: {table:?}");
            // A crawler that ignores robots.txt fetches whatever the server answered.
            let ignores = Options { profile: Some(Profile { ignores_robots: true, ..Profile::plain("x") }), ..opts.clone() };
            assert!(robots.check_with("x", "/private/x", &ignores).allowed);
        }
        // A success reads the file, and the explanation says what the server answered.
        let ok = Options { fetch: Some(Fetch::Status(200)), ..Options::default() };
        let v = robots.check_with("b", "/private/x", &ok);
        assert_eq!((v.allowed, v.winner_line()), (false, Some(2)));
        assert!(v.explain().starts_with("Token:") && v.explain().contains("HTTP 200 (OK): a success"));
        assert_eq!(robots.decide_with("b", "/private/x", &ok), (false, 2));
    }

    #[test]
    fn only_a_success_reads_the_body() {
        use crate::Robots;
        let body = b"User-agent: *\nDisallow: /\n";
        assert_eq!(Robots::parse_response(body, Fetch::Status(200)).text(), body);
        for fetch in [Fetch::Status(404), Fetch::Status(500), Fetch::Unreachable] {
            assert_eq!(Robots::parse_response(body, fetch).text(), b"", "{fetch:?}");
        }
    }

    #[test]
    fn the_answer_read_with_the_file_is_its_own_status() {
        use crate::{Options, Policy, Reason, Robots};
        let body = b"User-agent: *\nDisallow: /private/\n";
        let rfc = Options { policy: Policy::Rfc9309, ..Options::default() };
        for (fetch, allowed, reason) in
            [(Fetch::Status(503), false, Reason::FileUnreachable), (Fetch::Status(404), true, Reason::FileUnavailable)]
        {
            let robots = Robots::parse_response(body, fetch);
            assert_eq!(robots.fetch(), Some(fetch));
            // Every way of asking, under both readings, without a status in the options.
            for opts in [Options::default(), rfc.clone()] {
                let v = robots.check_with("a", "/", &opts);
                assert_eq!((v.allowed, v.reason, v.fetch), (allowed, reason, Some(fetch)), "{fetch:?} {:?}", opts.policy);
                assert_eq!(robots.decide_with("a", "/", &opts), (allowed, 0));
                assert_eq!(robots.matcher_with("a", &opts).decide("/"), (allowed, 0));
                assert_eq!(robots.check_brief("a", "/", &opts).0.allowed, allowed);
                assert_eq!(robots.decide_table(&["a", "Googlebot"], &["/"], &opts, true), [(allowed, 0), (allowed, 0)]);
            }
            // A status in the options wins over the file's own.
            let v = robots.check_with("a", "/", &Options { fetch: Some(Fetch::Unreachable), ..Options::default() });
            assert_eq!((v.allowed, v.fetch), (false, Some(Fetch::Unreachable)));
        }
        // A success reads the body, and a cut by the size limit keeps the status.
        let robots = Robots::parse_response(body, Fetch::Status(200));
        let cut = Options { size_limit: Some(20), ..Options::default() };
        let v = robots.check_with("a", "/private/x", &cut);
        assert_eq!((v.allowed, v.cut_at, v.fetch), (true, Some(20), Some(Fetch::Status(200))));
        assert!(v.explain().contains("HTTP 200"), "{}", v.explain());
        assert_eq!(Robots::parse(body).fetch(), None);
    }

    #[test]
    fn descriptions_name_the_status() {
        assert_eq!(Fetch::Status(503).describe(), "HTTP 503 (Service Unavailable)");
        assert_eq!(Fetch::Status(418).describe(), "HTTP 418");
        assert!(Fetch::Status(429).rule().contains("429"));
        assert!(Fetch::Status(404).rule().contains("unavailable"));
    }
}
