//! IP addresses as logs write them, CIDR blocks, and the sets of ranges operators publish for
//! their crawlers: merged intervals that answer "is this address inside?" by binary search.

use alloc::string::String;
use alloc::vec::Vec;
use core::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use crate::sort::ValueSort;

/// Reads a client address as access logs write it: `66.249.66.1`, `2001:db8::1`, in brackets
/// (`[2001:db8::1]`), with a port (`66.249.66.1:443`, `[2001:db8::1]:443`), with a zone
/// (`fe80::1%eth0`, dropped), with white space around. An IPv4-mapped IPv6 address
/// (`::ffff:66.249.66.1`, which dual-stack servers log) is read as the IPv4 address it carries.
///
/// ```
/// use core::net::{IpAddr, Ipv4Addr};
/// use robots_core::logs::parse_ip;
/// let v4 = IpAddr::V4(Ipv4Addr::new(66, 249, 66, 1));
/// assert_eq!(parse_ip(b"::ffff:66.249.66.1"), Some(v4));
/// assert_eq!(parse_ip(b"66.249.66.1:8443"), Some(v4));
/// assert!(parse_ip(b"[2001:db8::1]:443").is_some());
/// assert_eq!(parse_ip(b"crawl-66-249-66-1.googlebot.com"), None);
/// ```
pub fn parse_ip(text: &[u8]) -> Option<IpAddr> {
    if let Some(v4) = ipv4(text) {
        return Some(IpAddr::V4(v4));
    }
    let mut t = text.trim_ascii();
    if let Some(inner) = t.strip_prefix(b"[") {
        let close = inner.iter().position(|&b| b == b']')?;
        let after = &inner[close + 1..];
        if !(after.is_empty() || after.len() > 1 && after[0] == b':' && after[1..].iter().all(u8::is_ascii_digit)) {
            return None;
        }
        t = &inner[..close];
    } else if let Some(colon) = t.iter().position(|&b| b == b':') {
        // One colon after a dotted address is a port; an IPv6 address has at least two.
        let rest = &t[colon + 1..];
        if !rest.contains(&b':') && t[..colon].contains(&b'.') {
            if rest.is_empty() || !rest.iter().all(u8::is_ascii_digit) {
                return None;
            }
            t = &t[..colon];
        }
    }
    if let Some(zone) = t.iter().position(|&b| b == b'%') {
        t = &t[..zone];
    }
    address(t).map(unmapped)
}

/// A block of addresses: an address and a prefix length, host bits cleared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cidr {
    /// The first address of the block.
    pub addr: IpAddr,
    /// The prefix length: at most 32 for IPv4, 128 for IPv6.
    pub len: u8,
}

impl Cidr {
    /// Reads `66.249.64.0/27`, `2001:4860:4801:10::/64`, or a bare address (a block of one).
    /// Host bits are cleared (`66.249.64.5/27` is `66.249.64.0/27`); a prefix length over 32
    /// (IPv4) or 128 (IPv6) is refused. An IPv4-mapped IPv6 block of length 96 or more is the
    /// IPv4 block it maps, as [`parse_ip`] reads mapped addresses as IPv4.
    ///
    /// ```
    /// use robots_core::logs::Cidr;
    /// let c = Cidr::parse(b"66.249.64.5/27").unwrap();
    /// assert_eq!((c.addr.to_string().as_str(), c.len), ("66.249.64.0", 27));
    /// assert!(Cidr::parse(b"10.0.0.0/33").is_none());
    /// ```
    pub fn parse(text: &[u8]) -> Option<Cidr> {
        let t = text.trim_ascii();
        let (addr, len) = match t.iter().position(|&b| b == b'/') {
            Some(slash) => (&t[..slash], Some(prefix_len(&t[slash + 1..])?)),
            None => (t, None),
        };
        let addr = address(addr)?;
        let max = if addr.is_ipv4() { 32 } else { 128 };
        let len = len.unwrap_or(max);
        if len > max {
            return None;
        }
        Some(Cidr::new(addr, len))
    }

    /// The block of `len` bits around `addr`, host bits cleared, mapped IPv6 read as IPv4.
    fn new(addr: IpAddr, len: u8) -> Cidr {
        match addr {
            IpAddr::V6(v6) if len >= 96 && v6.to_ipv4_mapped().is_some() => {
                let v4 = u32::from(v6.to_ipv4_mapped().unwrap_or(Ipv4Addr::UNSPECIFIED));
                Cidr { addr: IpAddr::V4(Ipv4Addr::from(v4 & mask32(len - 96))), len: len - 96 }
            }
            IpAddr::V4(v4) => Cidr { addr: IpAddr::V4(Ipv4Addr::from(u32::from(v4) & mask32(len))), len },
            IpAddr::V6(v6) => Cidr { addr: IpAddr::V6(Ipv6Addr::from(u128::from(v6) & mask128(len))), len },
        }
    }

    /// Whether `ip` is inside the block (an IPv4-mapped IPv6 address counts as IPv4).
    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.addr, unmapped(ip)) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => u32::from(ip) & mask32(self.len) == u32::from(net),
            (IpAddr::V6(net), IpAddr::V6(ip)) => u128::from(ip) & mask128(self.len) == u128::from(net),
            _ => false,
        }
    }
}

/// A set of addresses made of CIDR blocks: sorted, merged intervals of each family, looked up
/// by binary search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IpRanges {
    v4: Vec<(u32, u32)>,
    v6: Vec<(u128, u128)>,
}

/// What [`IpRanges::from_text`] read from a range file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RangesRead {
    /// The ranges found.
    pub ranges: IpRanges,
    /// How many blocks (CIDR, bare address or `first-last` range) were read.
    pub found: u32,
    /// How many strings that look like addresses or blocks could not be read (a prefix length
    /// over the family's size, `300.1.2.3`).
    pub unreadable: u32,
    /// The file's `creationTime`, when it gives one (operators' JSON files do): ranges change,
    /// and a copy should show its date.
    pub created: Option<String>,
}

impl IpRanges {
    /// The set of the given blocks.
    pub fn from_cidrs(cidrs: impl IntoIterator<Item = Cidr>) -> IpRanges {
        let mut out = IpRanges::default();
        for c in cidrs {
            out.push(c);
        }
        out.normalize();
        out
    }

    /// Reads every block in a range file: an operator's JSON (`{"creationTime": "…",
    /// "prefixes": [{"ipv4Prefix": "66.249.64.0/27"}, {"ipv6Prefix": "2001:4860:4801:10::/64"}]}`,
    /// whatever its shape), a plain list (one or more per line, `#` starting a comment), CSV or
    /// a copied web page. A block is a CIDR, a bare address, or `first-last` (two addresses of
    /// one family). Words that hold only hex digits, `.`, `:` and `/`, at least one digit, and
    /// a `/`, three dots or two colons are read as blocks; the others are left alone.
    ///
    /// ```
    /// use robots_core::logs::{parse_ip, IpRanges};
    /// let read = IpRanges::from_text(br#"{"creationTime":"2026-01-02T03:04:05.000000","prefixes":[{"ipv4Prefix":"66.249.64.0/27"},{"ipv6Prefix":"2001:4860:4801:10::/64"}]}"#);
    /// assert_eq!((read.found, read.unreadable), (2, 0));
    /// assert!(read.ranges.contains(parse_ip(b"66.249.64.31").unwrap()));
    /// assert!(!read.ranges.contains(parse_ip(b"66.249.64.32").unwrap()));
    /// assert_eq!(read.created.as_deref(), Some("2026-01-02T03:04:05.000000"));
    /// ```
    pub fn from_text(bytes: &[u8]) -> RangesRead {
        let mut out = RangesRead { created: created(bytes), ..RangesRead::default() };
        for line in bytes.split(|&b| b == b'\n' || b == b'\r') {
            let line = match line.iter().position(|&b| b == b'#') {
                Some(hash) => &line[..hash],
                None => line,
            };
            for word in line.split(|&b| is_separator(b)).filter(|w| !w.is_empty()) {
                match read_block(word) {
                    Some(Some(block)) => {
                        out.ranges.push_interval(block);
                        out.found += 1;
                    }
                    Some(None) => out.unreadable += 1,
                    None => {}
                }
            }
        }
        out.ranges.normalize();
        out
    }

    /// Whether `ip` is in the set. An IPv4-mapped IPv6 address counts as IPv4.
    pub fn contains(&self, ip: IpAddr) -> bool {
        match unmapped(ip) {
            IpAddr::V4(v4) => inside(&self.v4, u32::from(v4)),
            IpAddr::V6(v6) => inside(&self.v6, u128::from(v6)),
        }
    }

    /// The union of two sets.
    pub fn union(&self, other: &IpRanges) -> IpRanges {
        let mut out = self.clone();
        out.v4.extend_from_slice(&other.v4);
        out.v6.extend_from_slice(&other.v6);
        out.normalize();
        out
    }

    /// No address is in the set.
    pub fn is_empty(&self) -> bool {
        self.v4.is_empty() && self.v6.is_empty()
    }

    /// The number of disjoint intervals the set is made of (adjacent blocks merged), IPv4
    /// then IPv6.
    pub fn intervals(&self) -> (usize, usize) {
        (self.v4.len(), self.v6.len())
    }

    fn push(&mut self, c: Cidr) {
        self.push_interval(Interval::of(c));
    }

    fn push_interval(&mut self, i: Interval) {
        match i {
            Interval::V4(a, b) => self.v4.push((a, b)),
            Interval::V6(a, b) => self.v6.push((a, b)),
        }
    }

    /// Sorts and merges overlapping or adjacent intervals.
    fn normalize(&mut self) {
        merge(&mut self.v4);
        merge(&mut self.v6);
    }
}

/// An inclusive interval of one family.
#[derive(Clone, Copy)]
enum Interval {
    V4(u32, u32),
    V6(u128, u128),
}

impl Interval {
    fn of(c: Cidr) -> Interval {
        match c.addr {
            IpAddr::V4(a) => {
                let a = u32::from(a);
                Interval::V4(a, a | !mask32(c.len))
            }
            IpAddr::V6(a) => {
                let a = u128::from(a);
                Interval::V6(a, a | !mask128(c.len))
            }
        }
    }
}

/// The bits of a prefix of `len` (at most 32).
fn mask32(len: u8) -> u32 {
    u32::MAX.checked_shl(32 - u32::from(len.min(32))).unwrap_or(0)
}

/// The bits of a prefix of `len` (at most 128).
fn mask128(len: u8) -> u128 {
    u128::MAX.checked_shl(128 - u32::from(len.min(128))).unwrap_or(0)
}

/// An address with nothing around it, strictly: no brackets, port or zone.
fn address(t: &[u8]) -> Option<IpAddr> {
    // The longest textual IPv6 address (with an embedded IPv4) is 45 bytes.
    if t.is_empty() || t.len() > 45 {
        return None;
    }
    if !t.contains(&b':') {
        return ipv4(t).map(IpAddr::V4);
    }
    core::str::from_utf8(t).ok()?.parse::<Ipv6Addr>().ok().map(IpAddr::V6)
}

/// A dotted-quad IPv4 address, as `Ipv4Addr`'s parser reads it (four decimal parts of at
/// most 255, no leading zeros), without its UTF-8 check: every log line has one.
fn ipv4(t: &[u8]) -> Option<Ipv4Addr> {
    let mut parts = [0u8; 4];
    let (mut n, mut value, mut digits) = (0usize, 0u32, 0usize);
    for (i, &b) in t.iter().enumerate() {
        match b {
            b'0'..=b'9' => {
                // A leading zero only as the whole part.
                if digits == 1 && value == 0 || digits == 3 {
                    return None;
                }
                value = value * 10 + u32::from(b - b'0');
                digits += 1;
            }
            b'.' if digits > 0 && i + 1 < t.len() => {
                *parts.get_mut(n)? = u8::try_from(value).ok()?;
                (n, value, digits) = (n + 1, 0, 0);
            }
            _ => return None,
        }
    }
    *parts.get_mut(n)? = u8::try_from(value).ok()?;
    (n == 3 && digits > 0).then(|| Ipv4Addr::from(parts))
}

/// An IPv4-mapped IPv6 address as the IPv4 address it carries; any other as it is.
fn unmapped(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// A prefix length: one to three digits.
fn prefix_len(t: &[u8]) -> Option<u8> {
    if t.is_empty() || t.len() > 3 || !t.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let n = t.iter().fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
    u8::try_from(n).ok()
}

fn inside<T: Ord + Copy>(intervals: &[(T, T)], x: T) -> bool {
    let i = intervals.partition_point(|r| r.0 <= x);
    i > 0 && intervals[i - 1].1 >= x
}

/// Sorts intervals and merges those that overlap or touch.
fn merge<T: Ord + Copy + One>(v: &mut Vec<(T, T)>) {
    v.sort_values();
    let mut out: usize = 0;
    for i in 0..v.len() {
        let (a, b) = v[i];
        if out > 0 && v[out - 1].1.next().is_none_or(|n| a <= n) {
            if b > v[out - 1].1 {
                v[out - 1].1 = b;
            }
        } else {
            v[out] = (a, b);
            out += 1;
        }
    }
    v.truncate(out);
}

/// The next integer, for merging touching intervals.
trait One: Sized {
    fn next(self) -> Option<Self>;
}

impl One for u32 {
    fn next(self) -> Option<u32> {
        self.checked_add(1)
    }
}

impl One for u128 {
    fn next(self) -> Option<u128> {
        self.checked_add(1)
    }
}

/// Bytes that separate words in a range file: white space, JSON and CSV punctuation, HTML
/// brackets.
fn is_separator(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'"' | b'\'' | b',' | b';' | b'{' | b'}' | b'[' | b']' | b'(' | b')' | b'<' | b'>' | b'=' | b'|')
}

/// A word read as a block: `None` when it does not look like one, `Some(None)` when it does
/// but cannot be read.
fn read_block(word: &[u8]) -> Option<Option<Interval>> {
    // A `first-last` range: both sides must look like addresses.
    if let Some(dash) = word.iter().position(|&b| b == b'-') {
        let (a, b) = (&word[..dash], &word[dash + 1..]);
        if !(looks_like_block(a) && looks_like_block(b)) {
            return None;
        }
        let range = match (address(a).map(unmapped), address(b).map(unmapped)) {
            (Some(IpAddr::V4(a)), Some(IpAddr::V4(b))) if a <= b => Some(Interval::V4(u32::from(a), u32::from(b))),
            (Some(IpAddr::V6(a)), Some(IpAddr::V6(b))) if a <= b => Some(Interval::V6(u128::from(a), u128::from(b))),
            _ => None,
        };
        return Some(range);
    }
    if !looks_like_block(word) {
        return None;
    }
    Some(Cidr::parse(word).map(Interval::of))
}

/// Only hex digits, `.`, `:` and `/`; a digit; and a `/`, three dots or two colons.
fn looks_like_block(w: &[u8]) -> bool {
    let allowed = w.iter().all(|&b| b.is_ascii_hexdigit() || matches!(b, b'.' | b':' | b'/'));
    let count = |c: u8| w.iter().filter(|&&b| b == c).count();
    allowed && w.iter().any(u8::is_ascii_digit) && (w.contains(&b'/') || count(b'.') >= 3 || count(b':') >= 2)
}

/// The string value of the first `creationTime` key.
fn created(bytes: &[u8]) -> Option<String> {
    const KEY: &[u8] = b"\"creationTime\"";
    let at = bytes.windows(KEY.len()).position(|w| w.eq_ignore_ascii_case(KEY))? + KEY.len();
    let rest = bytes[at..].trim_ascii_start().strip_prefix(b":")?.trim_ascii_start().strip_prefix(b"\"")?;
    let end = rest.iter().position(|&b| b == b'"' || b == b'\n')?;
    let value = core::str::from_utf8(&rest[..end]).ok()?;
    (!value.is_empty() && value.len() <= 64).then(|| String::from(value))
}
