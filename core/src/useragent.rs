//! From a full User-Agent string to the product token a crawler would look for in robots.txt.
//!
//! RFC 9309 §2.2.1: crawlers match their product token, and "the product token SHOULD be a
//! substring of the identification string that the crawler sends to the service". So we look
//! for every catalog token inside the string, case-insensitively and on token boundaries (a
//! token must not be preceded or followed by `[A-Za-z_-]`, so `Googlebot-Image/1.0` does not
//! also claim a bare `Googlebot`). The most specific claim wins: the longest token, then the
//! earliest. An unknown string falls back to its first product name (RFC 9110 §10.1.5:
//! `User-Agent = product *( RWS ( product / comment ) )`, `product = token ["/" version]`).
//!
//! A User-Agent string is a claim that anyone can send; this reads the claim, it never
//! verifies it.

use alloc::string::String;
use alloc::vec::Vec;

use crate::catalog::{self, Crawler};
use crate::groups::is_token_byte;
use crate::text::text;

/// What a User-Agent string claims to be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserAgentClaim {
    /// The product token the crawler would match groups with: the most specific catalog
    /// token found, or else the string's first product name (possibly empty).
    pub token: String,
    /// Every catalog token the string claims, most specific first.
    pub candidates: Vec<&'static str>,
    /// The catalog entry of `token`, when it is a known crawler.
    pub crawler: Option<&'static Crawler>,
    /// The choice in plain words, always ending with the reminder that the string is only a
    /// claim.
    pub why: String,
}

/// Said with every answer.
pub const CLAIM_NOTE: &str = "A User-Agent string is only a claim: anyone can send it. Verify the crawler (reverse DNS or the operator's published IP ranges) before trusting it.";

/// The maximal runs of `[A-Za-z_-]` in `ua`, with their offsets. A catalog token is made of
/// those bytes only, so on token boundaries it can only ever be a whole run.
fn runs(ua: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    let mut at = 0;
    core::iter::from_fn(move || {
        let start = at + ua.get(at..)?.iter().position(|&b| is_token_byte(b))?;
        let len = ua[start..].iter().take_while(|&&b| is_token_byte(b)).count();
        at = start + len;
        Some((start, &ua[start..start + len]))
    })
}

/// The first product name of a User-Agent string: its leading `[A-Za-z_-]+` after white
/// space, as Google reads a `User-agent:` value.
fn first_product(ua: &str) -> &str {
    let ua = ua.trim_ascii_start();
    let n = ua.bytes().take_while(|&b| is_token_byte(b)).count();
    // `get`, which cannot fail at these ASCII boundaries: a slice's panic would bring in
    // the formatting of strings and chars with `{:?}` (~4 KB of wasm).
    ua.get(..n).unwrap_or_default()
}

/// How [`token_of`] read an agent string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgentRead {
    /// A product token (`[A-Za-z_-]+`) or `*`, once white space around it is removed.
    Token,
    /// A longer string naming a crawler the catalog knows: the most specific such token.
    Known,
    /// A longer string naming no known crawler: its first product name.
    Product,
    /// Nothing to read: an empty string, or one that starts with no product name.
    Nothing,
}

impl AgentRead {
    /// The stable name of the reading: `token`, `known`, `product` or `none`.
    pub const fn id(self) -> &'static str {
        match self {
            AgentRead::Token => "token",
            AgentRead::Known => "known",
            AgentRead::Product => "product",
            AgentRead::Nothing => "none",
        }
    }
}

/// The product token an agent string stands for, as the page, the command line and the
/// robots-parser drop-in read what a user typed or passed: the one rule for all of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AgentToken {
    /// The token; empty when [`AgentRead::Nothing`].
    pub token: String,
    /// How it was read.
    pub read: AgentRead,
}

impl AgentToken {
    /// The name a check of `agent` (the string this was read from) is given: the token, or,
    /// when nothing reads as one (`360Spider/1.0`), the string as written up to its version or
    /// first white space, as Google's library would take it. Never empty for a string with
    /// something in it: an empty name would match the groups whose names read as empty
    /// (`User-agent: 008`).
    pub fn name<'a>(&'a self, agent: &'a str) -> &'a str {
        if !self.token.is_empty() {
            return &self.token;
        }
        let t = agent.trim_ascii();
        t.get(..t.bytes().position(|b| b == b'/' || b.is_ascii_whitespace()).unwrap_or(t.len())).unwrap_or_default()
    }
}

/// Whether `text` at `at` names a crawler whose written name is `written`: any run there does
/// when it has none; else the written name must be there whole, ignoring ASCII case.
fn names_here(text: &[u8], at: usize, written: &str) -> bool {
    written.is_empty() || text.get(at..at + written.len()).is_some_and(|w| w.eq_ignore_ascii_case(written.as_bytes()))
}

/// Reads `agent` as a product token: a token (white space around it removed) or `*` as it is;
/// a full User-Agent string by the most specific catalog token it names on token boundaries,
/// else by its first product name; otherwise nothing.
///
/// ```
/// use robots_core::{token_of, AgentRead};
/// let t = token_of("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
/// assert_eq!((t.token.as_str(), t.read), ("Googlebot", AgentRead::Known));
/// assert_eq!(token_of(" GPTBot ").token, "GPTBot");
/// assert_eq!(token_of("ExampleBot/1.0").read, AgentRead::Product);
/// assert_eq!(token_of("(none)").read, AgentRead::Nothing);
/// ```
pub fn token_of(agent: &str) -> AgentToken {
    let t = agent.trim_ascii();
    if t == "*" || (!t.is_empty() && t.bytes().all(is_token_byte)) {
        return AgentToken { token: String::from(t), read: AgentRead::Token };
    }
    let mut best: Option<&'static str> = None;
    for (at, run) in runs(t.as_bytes()) {
        // Most specific first: the longest token, then the earliest in the string. A crawler
        // whose name is not a token is named by its written name (`AI2Bot`, not `AI`).
        let known = catalog::names()
            .find(|(k, written)| k.as_bytes().eq_ignore_ascii_case(run) && names_here(t.as_bytes(), at, written))
            .map(|(k, _)| k);
        if let Some(k) = known.filter(|k| best.is_none_or(|b| k.len() > b.len())) {
            best = Some(k);
        }
    }
    match best {
        Some(k) => AgentToken { token: String::from(k), read: AgentRead::Known },
        None => {
            let first = first_product(t);
            let read = if first.is_empty() { AgentRead::Nothing } else { AgentRead::Product };
            AgentToken { token: String::from(first), read }
        }
    }
}

impl AgentToken {
    /// What a check given `agent` as it is does, when that is not the token itself: Google's
    /// library compares the whole string with the groups' tokens, so such a string matches no
    /// named group. `None` when `agent` is exactly a product token or `*`.
    pub fn note(&self, agent: &str) -> Option<String> {
        if self.read == AgentRead::Token && self.token.len() == agent.len() {
            return None;
        }
        let shown = text!("\"", agent.trim_ascii(), "\"");
        Some(match self.read {
            AgentRead::Token => text!(
                shown,
                " has white space around it. Google's library compares the string whole, so no group naming ",
                self.token.as_str(),
                " applies to it, only `*`. Pass the token alone."
            ),
            AgentRead::Known | AgentRead::Product => text!(
                shown,
                " is a full User-Agent string, not a product token. Google's library compares it whole, so no named group applies to it, only `*`. The token it stands for is ",
                self.token.as_str(),
                if self.read == AgentRead::Known { " (a crawler the catalog knows)" } else { " (its first product name)" },
                ": pass that instead."
            ),
            AgentRead::Nothing if agent.is_empty() => String::from(
                "No crawler named: an empty agent matches only groups whose user-agent starts with no letter (such as `80legs`), else `*`.",
            ),
            AgentRead::Nothing => text!(shown, " names no crawler: it starts with no product name, so no named group applies to it, only `*`."),
        })
    }
}

/// Finds the catalog tokens a full User-Agent string claims and picks the one the crawler
/// would use in robots.txt.
///
/// ```
/// let claim = robots_core::tokens_from_user_agent("Googlebot-Image/1.0");
/// assert_eq!(claim.token, "Googlebot-Image");
/// let claim = robots_core::tokens_from_user_agent("Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0");
/// assert_eq!(claim.token, "Mozilla");
/// assert!(claim.candidates.is_empty());
/// ```
pub fn tokens_from_user_agent(ua: &str) -> UserAgentClaim {
    let bytes = ua.as_bytes();
    let mut found: Vec<(usize, &'static Crawler)> = Vec::new();
    for (at, run) in runs(bytes) {
        let here =
            |c: &&Crawler| c.token.len() == run.len() && c.token.as_bytes().eq_ignore_ascii_case(run) && names_here(bytes, at, c.written);
        for c in catalog::all().iter().filter(here) {
            // Most specific first: the longest token, then the earliest in the string. Kept in
            // order as found (a few entries), rather than sorted: a generic sort costs 4 KB of wasm.
            if !found.iter().any(|f| core::ptr::eq(f.1, c)) {
                let before = |f: &(usize, &Crawler)| c.token.len() > f.1.token.len() || (c.token.len() == f.1.token.len() && at < f.0);
                let place = found.iter().position(before).unwrap_or(found.len());
                found.insert(place, (at, c));
            }
        }
    }
    let candidates: Vec<&'static str> = found.iter().map(|(_, c)| c.token).collect();
    let Some(&(_, chosen)) = found.first() else {
        let token = first_product(ua);
        let why = if token.is_empty() {
            text!("No known crawler token in this string, and it does not start with a product name, so it matches no group; only `*` applies. ", CLAIM_NOTE)
        } else {
            text!(
                "No known crawler token in this string; using its first product name, \"",
                token,
                "\". Groups naming \"",
                token,
                "\" apply, else `*`. ",
                CLAIM_NOTE,
            )
        };
        return UserAgentClaim { token: String::from(token), candidates, crawler: None, why };
    };
    let mut why = text!("Claims to be ", chosen.token, " (", chosen.operator, ").");
    if candidates.len() > 1 {
        why.push_str(" It also names ");
        why.push_str(&list(&candidates[1..]));
        why.push_str("; the most specific (longest) token wins.");
    }
    why.push_str(&obeys_sentence(chosen));
    why.push(' ');
    why.push_str(CLAIM_NOTE);
    UserAgentClaim { token: String::from(chosen.token), candidates, crawler: Some(chosen), why }
}

/// `a, b and c`.
pub(crate) fn list(items: &[&str]) -> String {
    let mut out = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == items.len() { " and " } else { ", " });
        }
        out.push_str(item);
    }
    out
}

/// What the crawler obeys, in one sentence with a leading space.
fn obeys_sentence(c: &Crawler) -> String {
    if c.ignores_robots {
        return text!(" ", c.token, " does not obey robots.txt at all.");
    }
    let mut chain: Vec<&str> = Vec::with_capacity(c.fallbacks.len() + 2);
    chain.push(c.token);
    chain.extend_from_slice(c.fallbacks);
    let mut s = text!(" It obeys the groups naming ", chain[0]);
    for f in &chain[1..] {
        s.push_str(", else ");
        s.push_str(f);
    }
    if c.ignores_wildcard {
        s.push_str(", and never the `*` group.");
    } else {
        s.push_str(", else `*`.");
    }
    s
}
