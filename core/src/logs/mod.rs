//! Replaying an access log against a robots.txt: who each request claims to be (by its
//! User-Agent), whether the file allowed the URL to that crawler and which line decided,
//! whether its address is inside the ranges the crawler's operator publishes, and when it
//! fetched `/robots.txt`.
//!
//! - [`parse_ip`], [`Cidr`], [`IpRanges`]: addresses, CIDR blocks and range files.
//! - [`LineReader`]: Common/Combined Log Format, W3C Extended (IIS) and JSON lines to
//!   [`Request`]s.
//! - [`Replay`]: the log, fed in chunks, to a [`Report`]; Web Bot Auth signatures checked
//!   with the caller's help ([`Replay::signature_keys`]).
//!
//! ```
//! use robots_core::logs::{IpRanges, Replay};
//! use robots_core::{Options, Robots};
//!
//! let robots = Robots::parse(b"User-agent: GPTBot\nDisallow: /\n");
//! let openai = IpRanges::from_text(b"20.171.206.0/24\n").ranges;
//! let mut replay = Replay::new(&robots, &Options::default(), vec![("GPTBot".into(), openai)]);
//! replay.feed(br#"{"time":"2026-01-01T00:00:00Z","remote_addr":"20.171.206.7","request":"GET /a HTTP/1.1","status":200,"http_user_agent":"Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)"}"#);
//! let report = replay.finish();
//! assert_eq!((report.crawlers[0].disallowed, report.crawlers[0].verified), (1, 1));
//! println!("{}", report.text);
//! ```

mod ip;
mod json;
mod line;
mod replay;
mod report;
mod scan;
mod signature;
mod table;
mod time;

pub use ip::{parse_ip, Cidr, IpRanges, RangesRead};
pub use line::{Fields, LineError, LineReader, Request, MAX_LINE};
pub use replay::{Outcome, Replay};
pub use report::{
    Claim, CrawlerReport, Impostor, PrefixReport, Report, SignatureFailure, Timeline, UnreadableLine, Verification, Violation, MAX_BUCKETS,
};
pub use signature::{PendingSignature, SignatureCheck, SignatureProblem};
pub use time::parse_time;
