//! Whose file is this? A robots.txt governs only URLs on the host it is served from (RFC 9309
//! §2.3; Google reads it per scheme, host and port). When a URL checked is on another host than
//! the file's, the answer is about the wrong file, and [`Robots::other_host`] says so.
//!
//! The file's host is the one it was fetched from when the caller knows it; otherwise the hosts
//! its `Sitemap:` lines point to, a hint only (sitemaps may live elsewhere), so a `www.`
//! before either name is not held against it there.

use alloc::string::String;
use alloc::vec::Vec;

use crate::robots::Robots;
use crate::text::push;

/// Where the file's host was learnt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostSource {
    /// The URL the file was fetched from, given by the caller.
    Fetched,
    /// The file's `Sitemap:` lines.
    Sitemaps,
}

impl HostSource {
    /// The wire name: `fetched` or `sitemaps`.
    pub fn name(self) -> &'static str {
        match self {
            HostSource::Fetched => "fetched",
            HostSource::Sitemaps => "sitemaps",
        }
    }
}

/// A URL on another host than the file's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherHost {
    /// The URL's host, lowercased, without user, port or a final dot.
    pub host: String,
    /// The file's host or hosts, the same way.
    pub file_hosts: Vec<String>,
    /// Where the file's hosts were learnt.
    pub source: HostSource,
}

/// How many of the file's hosts a sentence names before "and N more".
const HOSTS_NAMED: usize = 3;

impl OtherHost {
    /// What it means, in plain words, for a site owner.
    pub fn sentence(&self) -> String {
        let mut out = String::new();
        let o = &mut out;
        push!(o, "This URL is on ", self.host.as_str(), ", but ");
        match self.source {
            HostSource::Fetched => push!(o, "the file was fetched from "),
            HostSource::Sitemaps => push!(o, "the file's Sitemap lines point to "),
        }
        let n = self.file_hosts.len();
        for (i, h) in self.file_hosts.iter().take(HOSTS_NAMED).enumerate() {
            if i > 0 {
                o.push_str(if i + 1 == n { " and " } else { ", " });
            }
            o.push_str(h);
        }
        if n > HOSTS_NAMED {
            push!(o, " and ", n - HOSTS_NAMED, " more");
        }
        push!(o, ". A robots.txt applies only to URLs on its own host");
        match self.source {
            HostSource::Fetched => push!(o, ", so this answer does not hold for ", self.host.as_str(), ": its own robots.txt decides."),
            HostSource::Sitemaps => push!(o, ": if this file is not ", self.host.as_str(), "'s, its own robots.txt decides for this URL."),
        }
        out
    }
}

/// The host a URL names, as written: after `scheme://` or a leading `//`, up to the path, query
/// or fragment; without `user@`, `:port` and a final dot. `None` for a path, a URL with no
/// scheme (`example.com/x`, which the reference reads as a host too, but a person may have meant
/// a path), or an empty host.
pub fn host_of(url: &[u8]) -> Option<&[u8]> {
    let rest = if let Some(r) = url.strip_prefix(b"//") {
        r
    } else {
        let colon = url.iter().position(|&b| b == b':')?;
        let scheme = &url[..colon];
        let is_scheme = !scheme.is_empty()
            && scheme[0].is_ascii_alphabetic()
            && scheme.iter().all(|&b| b.is_ascii_alphanumeric() || b == b'+' || b == b'-' || b == b'.');
        if !is_scheme {
            return None;
        }
        url[colon + 1..].strip_prefix(b"//")?
    };
    let end = rest.iter().position(|&b| matches!(b, b'/' | b'?' | b'#' | b';' | b'\\')).unwrap_or(rest.len());
    let mut host = &rest[..end];
    if let Some(at) = host.iter().rposition(|&b| b == b'@') {
        host = &host[at + 1..];
    }
    // A port follows the last ':' unless the host is an IPv6 literal's brackets.
    if let Some(colon) = host.iter().rposition(|&b| b == b':') {
        if !host[colon..].contains(&b']') {
            host = &host[..colon];
        }
    }
    let host = host.strip_suffix(b".").unwrap_or(host);
    (!host.is_empty()).then_some(host)
}

/// `host` lowercased, as text (bytes that are not UTF-8 shown as U+FFFD).
fn lowered(host: &[u8]) -> String {
    String::from_utf8_lossy(&host.to_ascii_lowercase()).into_owned()
}

/// The name without a leading `www.`.
fn bare(host: &str) -> &str {
    host.strip_prefix("www.").unwrap_or(host)
}

impl Robots {
    /// The hosts the file's `Sitemap:` lines point to, lowercased, each once, in file order.
    pub fn sitemap_hosts(&self) -> &[String] {
        self.sitemap_hosts.get_or_init(|| {
            let mut hosts: Vec<String> = Vec::new();
            for value in self.sitemaps() {
                if let Some(h) = host_of(value).map(lowered) {
                    if !hosts.contains(&h) {
                        hosts.push(h);
                    }
                }
            }
            hosts
        })
    }

    /// Whether `url` is on another host than the file's: the host of `fetched_from` (the URL
    /// the file was fetched from) when given, else those of its `Sitemap:` lines. `None` when
    /// the URL names no host, the file's host is not known, or they agree.
    pub fn other_host(&self, url: &str, fetched_from: Option<&str>) -> Option<OtherHost> {
        let host = lowered(host_of(url.as_bytes())?);
        let fetched = fetched_from.and_then(|f| host_of(f.as_bytes())).map(lowered);
        let (file_hosts, source) = match fetched {
            Some(f) => {
                if f == host {
                    return None;
                }
                (alloc::vec![f], HostSource::Fetched)
            }
            None => {
                let hosts = self.sitemap_hosts();
                if hosts.is_empty() || hosts.iter().any(|h| bare(h) == bare(&host)) {
                    return None;
                }
                (hosts.to_vec(), HostSource::Sitemaps)
            }
        };
        Some(OtherHost { host, file_hosts, source })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_of_urls() {
        assert_eq!(host_of(b"https://Shop.Example/x?y"), Some(&b"Shop.Example"[..]));
        assert_eq!(host_of(b"http://user:pw@a.example:8080/"), Some(&b"a.example"[..]));
        assert_eq!(host_of(b"//cdn.example"), Some(&b"cdn.example"[..]));
        assert_eq!(host_of(b"https://a.example./"), Some(&b"a.example"[..]));
        assert_eq!(host_of(b"http://[::1]:80/x"), Some(&b"[::1]"[..]));
        assert_eq!(host_of(b"/private/"), None);
        assert_eq!(host_of(b"example.com/x"), None);
        assert_eq!(host_of(b"https:///x"), None);
        assert_eq!(host_of(b"mailto:a@b"), None);
    }
}
