//! How a file is read: the policy (Google's reference or strict RFC 9309), an optional size
//! cut-off, an optional crawler profile, and how the request for it was answered.

use alloc::string::String;
use alloc::vec::Vec;

/// Google's crawler stops reading a robots.txt after this many bytes (500 KiB).
pub const GOOGLE_SIZE_LIMIT: usize = 512_000;

/// Which reading of the file and URL to apply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Policy {
    /// Exactly what Google's open-source reference library (google/robotstxt) answers.
    #[default]
    Google,
    /// A strict reading of RFC 9309: exact keys, valid product tokens only, percent-encoding
    /// normalised on both sides, `/robots.txt` always allowed, no `index.html` rule.
    Rfc9309,
}

impl Policy {
    /// The policy's name as used by the bindings: `"google"` or `"rfc9309"`.
    pub const fn name(self) -> &'static str {
        match self {
            Policy::Google => "google",
            Policy::Rfc9309 => "rfc9309",
        }
    }

    /// Reads a policy name as written by [`Policy::name`], ignoring ASCII case.
    pub fn from_name(name: &str) -> Option<Policy> {
        if name.eq_ignore_ascii_case("google") {
            Some(Policy::Google)
        } else if name.eq_ignore_ascii_case("rfc9309") || name.eq_ignore_ascii_case("rfc") {
            Some(Policy::Rfc9309)
        } else {
            None
        }
    }
}

/// What a specific crawler does in production on top of a reading of the file.
///
/// The tokens are tried in order, most specific first: the crawler's own token, then each
/// fallback. The first token that some group names decides which groups apply. Only when
/// none is named do the `*` groups apply, unless the crawler ignores them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Profile {
    /// The crawler's own product token, for example `Googlebot-Image`.
    pub token: String,
    /// Tokens obeyed when the file has no group for `token`, most specific first.
    pub fallbacks: Vec<String>,
    /// The crawler obeys only groups that name it and never the `*` group (AdsBot-Google).
    pub ignores_wildcard: bool,
    /// The crawler does not obey robots.txt at all (Google-Safety, user-triggered fetchers).
    pub ignores_robots: bool,
}

impl Profile {
    /// A profile that behaves like a plain token with no production extras.
    pub fn plain(token: &str) -> Profile {
        Profile { token: String::from(token), ..Profile::default() }
    }
}

/// Everything that changes how a check is answered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The reading to apply.
    pub policy: Policy,
    /// Bytes of the file to read; the rest is ignored (Google's crawler: [`GOOGLE_SIZE_LIMIT`]).
    pub size_limit: Option<usize>,
    /// A crawler profile. When set, its tokens replace the agent given to the check.
    pub profile: Option<Profile>,
    /// How the request for the file was answered. `None` (and any 2xx) reads the file; other
    /// answers decide every check alone (see [`crate::Fetch::access`]).
    pub fetch: Option<crate::Fetch>,
}

impl Options {
    /// Options for a policy with no size limit and no profile.
    pub fn policy(policy: Policy) -> Options {
        Options { policy, ..Options::default() }
    }
}
