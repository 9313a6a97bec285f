//! Expectations: what the file's owner says must hold ("GPTBot is blocked from /private/"),
//! checked against the file. Their text form, one a line, is what the package's `expect`, the
//! command line's `test` and the page read and write:
//!
//! ```text
//! # Expectations for example.com: `allowed` or `blocked`, a crawler token, a URL,
//! # and optionally the line that must decide.
//! allowed  Googlebot  https://example.com/
//! blocked  GPTBot     https://example.com/private/x   line 3
//! ```
//!
//! `#` starts a comment; blank lines are skipped. The verdict word may also be `allow`,
//! `block`, `disallow` or `disallowed`, in any case. A line that cannot be read is reported
//! with its number, never guessed.

use alloc::string::String;
use alloc::vec::Vec;

use crate::policy::Options;
use crate::robots::Robots;
use crate::text::text;

/// One expectation: `agent` may (or may not) fetch `url`, optionally decided by a given line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expectation {
    /// The crawler's product token.
    pub agent: String,
    /// The URL or path.
    pub url: String,
    /// Whether the crawler must be allowed.
    pub allowed: bool,
    /// The 1-based line of the robots.txt that must decide, when the expectation names one
    /// (0: no rule decides).
    pub decided_by: Option<u32>,
    /// Its 1-based line in the expectations' text (0 when it was not read from text).
    pub source_line: u32,
}

/// A line of expectations' text that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectationError {
    /// 1-based line in the text.
    pub line: u32,
    /// What is wrong, in plain words.
    pub message: String,
}

/// An expectation checked: what the file answers, and whether that is what was expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The answer is the expected one (and, when a line was named, so is the deciding line).
    pub pass: bool,
    /// What the file answers.
    pub allowed: bool,
    /// The line that decides (0: no rule).
    pub line: u32,
}

/// The word of a verdict in expectations' text.
fn verdict_word(word: &str) -> Option<bool> {
    const ALLOW: [&str; 2] = ["allow", "allowed"];
    const BLOCK: [&str; 4] = ["block", "blocked", "disallow", "disallowed"];
    if ALLOW.iter().any(|w| w.eq_ignore_ascii_case(word)) {
        Some(true)
    } else if BLOCK.iter().any(|w| w.eq_ignore_ascii_case(word)) {
        Some(false)
    } else {
        None
    }
}

/// Reads expectations' text: the expectations, and the lines that could not be read.
pub fn parse_expectations(text: &str) -> (Vec<Expectation>, Vec<ExpectationError>) {
    let (mut found, mut errors) = (Vec::new(), Vec::new());
    for (i, raw) in text.split('\n').enumerate() {
        let line = i as u32 + 1;
        let content = raw.split('#').next().unwrap_or_default();
        let words: Vec<&str> = content.split_ascii_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let mut fail = |message: String| errors.push(ExpectationError { line, message });
        let Some(allowed) = verdict_word(words[0]) else {
            fail(text!("starts with \"", words[0], "\": an expectation starts with allowed or blocked"));
            continue;
        };
        let decided_by = match words.len() {
            3 => None,
            5 if words[3].eq_ignore_ascii_case("line") => match words[4].parse::<u32>() {
                Ok(n) => Some(n),
                Err(_) => {
                    fail(text!("\"line ", words[4], "\": a line number is a whole number (0: no rule decides)"));
                    continue;
                }
            },
            _ => {
                fail(String::from("an expectation is: allowed|blocked, a crawler token, a URL, and optionally `line N`"));
                continue;
            }
        };
        found.push(Expectation { agent: String::from(words[1]), url: String::from(words[2]), allowed, decided_by, source_line: line });
    }
    (found, errors)
}

/// Expectations as text, one a line, as [`parse_expectations`] reads them.
pub fn format_expectations(expectations: &[Expectation]) -> String {
    let mut out = String::new();
    for e in expectations {
        out.push_str(if e.allowed { "allowed " } else { "blocked " });
        out.push_str(&e.agent);
        out.push(' ');
        out.push_str(&e.url);
        if let Some(line) = e.decided_by {
            out.push_str(&text!(" line ", line));
        }
        out.push('\n');
    }
    out
}

impl Robots {
    /// Checks each expectation under `opts`, in order; with `profiles`, each crawler is read
    /// with its catalog profile, as [`Robots::decide_table`] does.
    pub fn expect(&self, expectations: &[Expectation], opts: &Options, profiles: bool) -> Vec<Outcome> {
        expectations
            .iter()
            .map(|e| {
                let (allowed, line) = match profiles {
                    true => self.decide_table(&[e.agent.as_str()], &[e.url.as_str()], opts, true)[0],
                    false => self.decide_with(&e.agent, &e.url, opts),
                };
                let pass = allowed == e.allowed && e.decided_by.is_none_or(|l| l == line);
                Outcome { pass, allowed, line }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &[u8] = b"User-agent: *\nDisallow: /private/\nAllow: /private/open\n\nUser-agent: GPTBot\nDisallow: /\n";

    #[test]
    fn text_reads_back_and_bad_lines_are_reported() {
        let text = "# owner's expectations\n\nallowed Googlebot https://example.com/\nBLOCKED GPTBot /x line 6 # AI\nblock Googlebot /private/a\nmaybe Bot /\nallowed Bot\nallowed Bot / line six\n";
        let (found, errors) = parse_expectations(text);
        assert_eq!(found.len(), 3);
        assert_eq!(
            (found[1].agent.as_str(), found[1].url.as_str(), found[1].allowed, found[1].decided_by, found[1].source_line),
            ("GPTBot", "/x", false, Some(6), 4)
        );
        assert_eq!(errors.iter().map(|e| e.line).collect::<Vec<_>>(), [6, 7, 8]);
        assert!(errors[0].message.contains("\"maybe\""));
        let again = parse_expectations(&format_expectations(&found)).0;
        assert_eq!(
            again.iter().map(|e| (&e.agent, &e.url, e.allowed, e.decided_by)).collect::<Vec<_>>(),
            found.iter().map(|e| (&e.agent, &e.url, e.allowed, e.decided_by)).collect::<Vec<_>>()
        );
    }

    #[test]
    fn outcomes_compare_the_answer_and_the_named_line() {
        let robots = Robots::parse(FILE);
        let (found, _) = parse_expectations("allowed Googlebot /private/open\nblocked Googlebot /private/x line 2\nblocked Googlebot /private/y line 3\nallowed GPTBot /\nblocked GPTBot / line 6\nallowed Bingbot /public line 0\n");
        let got = robots.expect(&found, &Options::default(), false);
        assert_eq!(got.iter().map(|o| o.pass).collect::<Vec<_>>(), [true, true, false, false, true, true]);
        assert_eq!((got[2].allowed, got[2].line), (false, 2));
        assert_eq!((got[3].allowed, got[3].line), (false, 6));
    }

    #[test]
    fn with_profiles_each_crawler_reads_the_file_as_it_is_known_to() {
        // AdsBot-Google ignores the `*` group: Google's library blocks it, its profile does not.
        let robots = Robots::parse(FILE);
        let (found, _) = parse_expectations("allowed AdsBot-Google /private/x\nblocked Googlebot /private/x line 2\n");
        let plain = robots.expect(&found, &Options::default(), false);
        let profiled = robots.expect(&found, &Options::default(), true);
        assert_eq!(plain.iter().map(|o| o.pass).collect::<Vec<_>>(), [false, true]);
        assert_eq!(profiled.iter().map(|o| (o.pass, o.line)).collect::<Vec<_>>(), [(true, 0), (true, 2)]);
    }
}
