//! IP addresses, CIDR blocks and range files (`robots_core::logs`): cases, and `IpRanges`
//! property-tested against a naive matcher that masks each block of a list.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use proptest::prelude::*;
use robots_core::logs::{parse_ip, Cidr, IpRanges};

fn ip(s: &str) -> IpAddr {
    s.parse().unwrap()
}

/// `parse_ip(text)` reads `want` (`None`: nothing).
macro_rules! reads {
    ($name:ident, $text:expr, $want:expr) => {
        #[test]
        fn $name() {
            let want: Option<&str> = $want;
            assert_eq!(parse_ip($text.as_bytes()), want.map(ip), "{:?}", $text);
        }
    };
}

reads!(ipv4, "66.249.66.1", Some("66.249.66.1"));
reads!(ipv4_with_spaces, "  66.249.66.1\t", Some("66.249.66.1"));
reads!(ipv4_with_port, "66.249.66.1:443", Some("66.249.66.1"));
reads!(ipv4_empty_port, "66.249.66.1:", None);
reads!(ipv4_leading_zero, "066.249.66.1", None);
reads!(ipv4_octet_too_big, "66.249.66.256", None);
reads!(ipv4_three_parts, "66.249.66", None);
reads!(ipv4_five_parts, "1.2.3.4.5", None);
reads!(ipv4_trailing_dot, "1.2.3.4.", None);
reads!(ipv6, "2001:4860:4801:10::1", Some("2001:4860:4801:10::1"));
reads!(ipv6_loopback, "::1", Some("::1"));
reads!(ipv6_brackets, "[2001:db8::1]", Some("2001:db8::1"));
reads!(ipv6_brackets_port, "[2001:db8::1]:8443", Some("2001:db8::1"));
reads!(ipv6_brackets_bad_port, "[2001:db8::1]:x", None);
reads!(ipv6_unclosed_bracket, "[2001:db8::1", None);
reads!(ipv6_zone, "fe80::1%eth0", Some("fe80::1"));
reads!(ipv6_zone_in_brackets, "[fe80::1%25eth0]:80", Some("fe80::1"));
reads!(mapped_is_ipv4, "::ffff:66.249.66.1", Some("66.249.66.1"));
reads!(mapped_hex_is_ipv4, "::ffff:42f9:4201", Some("66.249.66.1"));
reads!(compatible_is_not_mapped, "::66.249.66.1", Some("::66.249.66.1"));
reads!(host_name, "crawl-66-249-66-1.googlebot.com", None);
reads!(dash, "-", None);
reads!(empty, "", None);

#[test]
fn cidrs_are_read_normalised_and_bounded() {
    let c = |s: &str| Cidr::parse(s.as_bytes()).map(|c| (c.addr, c.len));
    assert_eq!(c("66.249.64.0/27"), Some((ip("66.249.64.0"), 27)));
    assert_eq!(c("66.249.64.31/27"), Some((ip("66.249.64.0"), 27)), "host bits cleared");
    assert_eq!(c("2001:4860:4801:10::1/64"), Some((ip("2001:4860:4801:10::"), 64)));
    assert_eq!(c("66.249.64.9"), Some((ip("66.249.64.9"), 32)), "a bare address is a block of one");
    assert_eq!(c("2001:db8::9"), Some((ip("2001:db8::9"), 128)));
    assert_eq!(c("0.0.0.0/0"), Some((ip("0.0.0.0"), 0)));
    assert_eq!(c("1.2.3.4/32"), Some((ip("1.2.3.4"), 32)));
    assert_eq!(c("::/0"), Some((ip("::"), 0)));
    assert_eq!(c("::ffff:66.249.64.0/120"), Some((ip("66.249.64.0"), 24)), "a mapped block is IPv4");
    for bad in ["1.2.3.4/33", "2001:db8::/129", "1.2.3.4/", "/24", "1.2.3.4/abc", "1.2.3.4/-1", "1.2.3.4/1000", "1.2.3/24", "x/8", ""] {
        assert_eq!(c(bad), None, "{bad:?}");
    }
}

#[test]
fn a_cidr_contains_its_block_only() {
    let c = Cidr::parse(b"66.249.64.0/27").unwrap();
    assert!(c.contains(ip("66.249.64.0")) && c.contains(ip("66.249.64.31")));
    assert!(!c.contains(ip("66.249.64.32")) && !c.contains(ip("66.249.63.255")));
    assert!(c.contains(ip("::ffff:66.249.64.7")), "mapped addresses are IPv4");
    assert!(!c.contains(ip("2001:db8::1")));
    let c = Cidr::parse(b"2001:4860:4801:10::/64").unwrap();
    assert!(c.contains(ip("2001:4860:4801:10:ffff:ffff:ffff:ffff")));
    assert!(!c.contains(ip("2001:4860:4801:11::")));
}

const GOOGLEBOT_JSON: &str = r#"{
  "creationTime": "2026-12-01T15:46:36.000000",
  "prefixes": [
    {
      "ipv6Prefix": "2001:4860:4801:10::/64"
    },
    {
      "ipv4Prefix": "66.249.64.0/27"
    },
    {
      "ipv4Prefix": "66.249.64.32/27"
    },
    {
      "ipv4Prefix": "192.178.4.0/27"
    }
  ]
}"#;

#[test]
fn an_operator_json_file_is_read_whole() {
    let read = IpRanges::from_text(GOOGLEBOT_JSON.as_bytes());
    assert_eq!((read.found, read.unreadable), (4, 0));
    assert_eq!(read.created.as_deref(), Some("2026-12-01T15:46:36.000000"));
    // The two touching /27 blocks merge into one interval.
    assert_eq!(read.ranges.intervals(), (2, 1));
    let r = &read.ranges;
    assert!(r.contains(ip("66.249.64.0")) && r.contains(ip("66.249.64.63")));
    assert!(!r.contains(ip("66.249.64.64")));
    assert!(r.contains(ip("2001:4860:4801:10::abcd")));
    assert!(!r.contains(ip("2001:4860:4801:11::")));
    assert!(r.contains(ip("::ffff:192.178.4.1")));
}

#[test]
fn the_same_json_on_one_line_reads_the_same() {
    let one_line: String = GOOGLEBOT_JSON.split_whitespace().collect();
    assert_eq!(IpRanges::from_text(one_line.as_bytes()), IpRanges::from_text(GOOGLEBOT_JSON.as_bytes()));
}

#[test]
fn a_plain_list_with_comments_is_read() {
    let text = "# Example crawler ranges, updated 2026-12-01\n\
                20.171.206.0/24   # first block\n\
                20.171.207.0/24\r\n\
                \n\
                52.230.152.0/24, 2603:1030::/32\n\
                # 10.0.0.0/8 is commented out\n";
    let read = IpRanges::from_text(text.as_bytes());
    assert_eq!((read.found, read.unreadable, read.created), (4, 0, None));
    assert!(read.ranges.contains(ip("20.171.207.200")));
    assert!(!read.ranges.contains(ip("10.1.1.1")), "a comment is not read");
    assert!(read.ranges.contains(ip("2603:1030::1")));
}

#[test]
fn strings_that_look_like_blocks_but_are_not_are_counted() {
    let read = IpRanges::from_text(b"1.2.3.0/24\n10.0.0.0/33\n300.1.2.3\n2001:db8::/129\nnot an address\n2026-12-01 12:30\n");
    assert_eq!((read.found, read.unreadable), (1, 3));
}

#[test]
fn first_last_ranges_html_and_csv_are_read() {
    let read = IpRanges::from_text(b"<tr><td>1.2.3.0/24</td></tr>\n\"5.6.7.8\",\"9.9.9.9-9.9.10.9\"\n2001:db8::1-2001:db8::ff\n");
    assert_eq!((read.found, read.unreadable), (4, 0));
    assert!(read.ranges.contains(ip("9.9.10.0")) && !read.ranges.contains(ip("9.9.10.10")));
    assert!(read.ranges.contains(ip("5.6.7.8")) && !read.ranges.contains(ip("5.6.7.9")));
    assert!(read.ranges.contains(ip("2001:db8::80")));
    let backwards = IpRanges::from_text(b"9.9.10.9-9.9.9.9\n1.1.1.1-2001:db8::1\n");
    assert_eq!((backwards.found, backwards.unreadable), (0, 2));
}

#[test]
fn ranges_at_the_ends_of_the_address_space_merge() {
    let r = IpRanges::from_text(b"255.255.255.0/24 255.255.254.0/24 0.0.0.0/1 128.0.0.0/1 ffff::/16 ::/0");
    assert_eq!(r.ranges.intervals(), (1, 1));
    assert!(r.ranges.contains(ip("255.255.255.255")) && r.ranges.contains(ip("0.0.0.0")));
    assert!(r.ranges.contains(ip("ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff")));
    assert!(IpRanges::default().is_empty() && !r.ranges.is_empty());
}

/// The naive matcher: a block contains an address when their first `len` bits agree, checked
/// block by block. Mapped IPv6 addresses and blocks are IPv4, as the engine reads them.
fn naive(blocks: &[(IpAddr, u8)], addr: IpAddr) -> bool {
    let v4 = |a: IpAddr| match a {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(a, IpAddr::V4),
        _ => a,
    };
    let addr = v4(addr);
    blocks.iter().any(|&(net, len)| {
        let (net, len) = match net {
            IpAddr::V6(v6) if len >= 96 && v6.to_ipv4_mapped().is_some() => (v4(net), len - 96),
            _ => (net, len),
        };
        match (net, addr) {
            (IpAddr::V4(n), IpAddr::V4(a)) => len == 0 || (u32::from(n) ^ u32::from(a)) >> (32 - u32::from(len)) == 0,
            (IpAddr::V6(n), IpAddr::V6(a)) => len == 0 || (u128::from(n) ^ u128::from(a)) >> (128 - u32::from(len)) == 0,
            _ => false,
        }
    })
}

/// A block: mostly IPv4 around a few bases so that blocks overlap and touch, some IPv6, some
/// IPv4-mapped IPv6.
fn block() -> impl Strategy<Value = (IpAddr, u8)> {
    prop_oneof![
        4 => (prop_oneof![Just(0x42f9_4000u32), Just(0x14ab_ce00), any::<u32>()], any::<u16>(), 0u8..=32)
            .prop_map(|(base, jitter, len)| (IpAddr::V4(Ipv4Addr::from(base ^ u32::from(jitter))), len)),
        2 => (prop_oneof![Just(0x2001_4860_4801_0010u128 << 64), any::<u128>()], any::<u64>(), 0u8..=128)
            .prop_map(|(base, jitter, len)| (IpAddr::V6(Ipv6Addr::from(base ^ u128::from(jitter))), len)),
        1 => (any::<u16>(), 96u8..=128)
            .prop_map(|(jitter, len)| (IpAddr::V6(Ipv4Addr::from(0x42f9_4000 ^ u32::from(jitter)).to_ipv6_mapped()), len)),
    ]
}

/// An address near the bases (or anywhere), of either family, sometimes IPv4-mapped.
fn address() -> impl Strategy<Value = IpAddr> {
    prop_oneof![
        (prop_oneof![Just(0x42f9_4000u32), Just(0x14ab_ce00), any::<u32>()], any::<u16>())
            .prop_map(|(base, jitter)| IpAddr::V4(Ipv4Addr::from(base ^ u32::from(jitter)))),
        (prop_oneof![Just(0x2001_4860_4801_0010u128 << 64), any::<u128>()], any::<u64>())
            .prop_map(|(base, jitter)| IpAddr::V6(Ipv6Addr::from(base ^ u128::from(jitter)))),
        any::<u16>().prop_map(|j| IpAddr::V6(Ipv4Addr::from(0x42f9_4000 ^ u32::from(j)).to_ipv6_mapped())),
    ]
}

fn text_of(blocks: &[(IpAddr, u8)]) -> String {
    blocks.iter().map(|(a, l)| format!("{a}/{l}\n")).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn ranges_answer_as_the_naive_matcher(blocks in proptest::collection::vec(block(), 0..24), addrs in proptest::collection::vec(address(), 1..24)) {
        let cidrs: Vec<Cidr> = blocks.iter().map(|(a, l)| Cidr::parse(format!("{a}/{l}").as_bytes()).unwrap()).collect();
        let ranges = IpRanges::from_cidrs(cidrs.iter().copied());
        let read = IpRanges::from_text(text_of(&blocks).as_bytes());
        prop_assert_eq!(read.found as usize, blocks.len());
        prop_assert_eq!(read.unreadable, 0);
        prop_assert_eq!(&read.ranges, &ranges);
        for &addr in addrs.iter().chain(blocks.iter().map(|b| &b.0)) {
            let want = naive(&blocks, addr);
            prop_assert_eq!(ranges.contains(addr), want, "{} in {:?}", addr, blocks);
            prop_assert_eq!(cidrs.iter().any(|c| c.contains(addr)), want);
        }
    }

    #[test]
    fn a_union_holds_what_either_holds(a in proptest::collection::vec(block(), 0..12), b in proptest::collection::vec(block(), 0..12), addrs in proptest::collection::vec(address(), 1..16)) {
        let set = |blocks: &[(IpAddr, u8)]| IpRanges::from_text(text_of(blocks).as_bytes()).ranges;
        let (ra, rb) = (set(&a), set(&b));
        let both: Vec<(IpAddr, u8)> = a.iter().chain(&b).copied().collect();
        prop_assert_eq!(ra.union(&rb), set(&both));
        for addr in addrs {
            prop_assert_eq!(ra.union(&rb).contains(addr), ra.contains(addr) || rb.contains(addr));
        }
    }

    #[test]
    fn addresses_read_back_as_written(addr in address(), port in any::<u16>()) {
        let text = addr.to_string();
        let want = match addr {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(addr, IpAddr::V4),
            v4 => v4,
        };
        prop_assert_eq!(parse_ip(text.as_bytes()), Some(want));
        let with_port = match addr {
            IpAddr::V4(_) => format!("{text}:{port}"),
            IpAddr::V6(_) => format!("[{text}]:{port}"),
        };
        prop_assert_eq!(parse_ip(with_port.as_bytes()), Some(want));
    }

    #[test]
    fn ipv4_is_read_as_the_standard_parser_reads_it(parts in proptest::collection::vec(prop_oneof![Just(String::from("0")), Just(String::from("00")), Just(String::from("255")), Just(String::from("256")), Just(String::new()), (0u32..1000).prop_map(|n| n.to_string())], 1..6)) {
        let text = parts.join(".");
        prop_assert_eq!(parse_ip(text.as_bytes()), text.parse::<Ipv4Addr>().ok().map(IpAddr::V4), "{:?}", text);
    }

    #[test]
    fn any_bytes_are_read_without_panicking(bytes in proptest::collection::vec(prop_oneof![Just(b'.'), Just(b':'), Just(b'/'), Just(b'-'), Just(b'['), Just(b']'), Just(b'%'), Just(b'\n'), Just(b'#'), Just(b'"'), (b'0'..=b'9'), (b'a'..=b'f'), any::<u8>()], 0..80)) {
        let _ = parse_ip(&bytes);
        let _ = Cidr::parse(&bytes);
        let read = IpRanges::from_text(&bytes);
        prop_assert!(read.found as usize + read.unreadable as usize <= bytes.len());
    }
}
