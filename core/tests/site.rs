//! Whether a URL checked is on the file's own host.

use robots_core::{HostSource, Robots};

const NEWS: &[u8] =
    b"User-agent: *\nDisallow: /search\n\nSitemap: https://www.news.example/sitemap.xml\nSitemap: https://news.example/news.xml\n";

#[test]
fn a_url_on_the_sitemaps_host_is_the_files() {
    let r = Robots::parse(NEWS);
    assert_eq!(r.sitemap_hosts(), ["www.news.example", "news.example"]);
    assert_eq!(r.other_host("https://news.example/a", None), None);
    assert_eq!(r.other_host("http://WWW.News.Example:8080/a", None), None);
    // A path names no host.
    assert_eq!(r.other_host("/search?q=1", None), None);
}

#[test]
fn a_url_on_another_host_is_marked_with_the_files_hosts() {
    let r = Robots::parse(NEWS);
    let o = r.other_host("https://shop.example/cart?id=1", None).expect("another host");
    assert_eq!(o.host, "shop.example");
    assert_eq!(o.file_hosts, ["www.news.example", "news.example"]);
    assert_eq!(o.source, HostSource::Sitemaps);
    assert_eq!(
        o.sentence(),
        "This URL is on shop.example, but the file's Sitemap lines point to www.news.example and news.example. \
         A robots.txt applies only to URLs on its own host: if this file is not shop.example's, its own robots.txt decides for this URL."
    );
}

#[test]
fn without_sitemaps_the_host_is_unknown() {
    let r = Robots::parse(b"User-agent: *\nDisallow: /\nSitemap: /relative.xml\n");
    assert!(r.sitemap_hosts().is_empty());
    assert_eq!(r.other_host("https://anything.example/", None), None);
}

#[test]
fn the_fetched_url_outranks_the_sitemaps_and_is_strict() {
    let r = Robots::parse(NEWS);
    let o = r.other_host("https://news.example/a", Some("https://www.news.example/robots.txt")).expect("www is another host");
    assert_eq!((o.host.as_str(), o.source), ("news.example", HostSource::Fetched));
    assert!(o.sentence().contains("fetched from www.news.example"), "{}", o.sentence());
    assert_eq!(r.other_host("https://shop.example/", Some("https://shop.example/robots.txt")), None);
    // A file fetched from a URL with no host: the sitemaps decide again.
    assert!(r.other_host("https://shop.example/", Some("/robots.txt")).is_some());
}

#[test]
fn many_hosts_are_counted_not_listed() {
    let mut file = String::from("User-agent: *\nDisallow:\n");
    for i in 0..6 {
        file.push_str(&format!("Sitemap: https://s{i}.example/map.xml\n"));
    }
    let r = Robots::parse(file.as_bytes());
    let o = r.other_host("https://elsewhere.example/", None).unwrap();
    assert!(o.sentence().contains("s0.example, s1.example, s2.example and 3 more."), "{}", o.sentence());
}
