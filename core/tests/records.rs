//! Records that are not rules: sitemaps and crawl-delay.

use robots_core::Robots;

#[test]
fn crawl_delay_of_the_group_that_applies() {
    let text = b"Crawl-delay: 9\nUser-agent: *\nCrawl-delay: 2\nDisallow: /tmp\nUser-agent: slow\nDisallow: /x\nCrawl-delay: 10\n";
    let robots = Robots::parse(text);
    assert_eq!(robots.crawl_delay("other"), Some(2.0), "a delay before any group is skipped, not fatal");
    assert_eq!(robots.crawl_delay("slow"), Some(10.0));
    assert_eq!(Robots::parse(b"User-agent: *\nCrawl-delay: soon\n").crawl_delay("x"), None);
}

#[test]
fn sitemaps_in_file_order() {
    let robots = Robots::parse(b"Sitemap: https://a/1.xml\nUser-agent: *\nsite-map: https://a/2.xml\n");
    assert_eq!(robots.sitemaps(), vec![&b"https://a/1.xml"[..], &b"https://a/2.xml"[..]]);
}
