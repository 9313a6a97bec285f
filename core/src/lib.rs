//! A robots.txt engine that answers exactly as Google's open-source reference parser
//! (google/robotstxt) does, offers a strict RFC 9309 reading beside it, and explains every
//! verdict down to the line.
//!
//! ```
//! let robots = robots_core::Robots::parse(b"User-agent: *\nDisallow: /private/\nAllow: /private/ok\n");
//! let verdict = robots.check("GPTBot", "https://example.com/private/x");
//! assert!(!verdict.allowed());
//! assert_eq!(verdict.winner_line(), Some(2));
//!
//! let matcher = robots.matcher("GPTBot");
//! assert!(matcher.allowed("/private/ok"));
//! ```
//!
//! Nothing here fails: any bytes parse, problems are reported as [`Diagnostic`]s.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

pub mod catalog;
mod check;
mod compare;
mod coverage;
mod diagnostics;
mod escape;
mod expect;
mod explain;
mod fields;
mod groups;
mod highlight;
pub mod lines;
mod lint;
pub mod logs;
mod matcher;
pub mod pattern;
mod policy;
mod robots;
mod site;
mod size;
mod sort;
mod status;
mod summary;
mod text;
mod url_list;
mod usage;
mod useragent;
mod verdict;

pub use compare::{compare, diff, diff_listing, flip_counts, urls_to_compare, Comparison, Flip, FlipCount, Flips};
pub use coverage::{Coverage, CrawlerCoverage, NamedGroup, Via};
pub use diagnostics::{Diagnostic, DiagnosticKind, Severity};
pub use escape::{href_form, href_form_in};
pub use expect::{format_expectations, parse_expectations, Expectation, ExpectationError, Outcome};
pub use highlight::{LineRole, Role};
pub use lines::{Line, LineKind, Span};
pub use lint::{Fix, Lint, LintRule};
pub use matcher::Matcher;
pub use policy::{Options, Policy, Profile, GOOGLE_SIZE_LIMIT};
pub use robots::{GroupView, Record, Robots};
pub use site::{host_of, HostSource, OtherHost};
pub use size::{long_lines_sentence, SizeCut};
pub use status::{Access, Fetch};
pub use summary::{CategorySummary, CrawlerReach, Reach, Summary};
pub use text::decimal;
pub use url_list::LinesTally;
pub use usage::{Label, Preference, DRAFTS};
pub use useragent::{token_of, tokens_from_user_agent, AgentRead, AgentToken, UserAgentClaim, CLAIM_NOTE};
pub use verdict::{AgentLine, Columns, GroupChoice, GroupWhy, Reason, RuleEval, RuleKind, TokenSource, Verdict, Winner};
