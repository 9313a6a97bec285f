//! Deterministic benchmark inputs: a realistic 3 KB file, a ~500 KiB file with 2,000 groups
//! and 20,000 rules, and 10,000 URLs. The same seed always gives the same bytes.
#![allow(dead_code)]

/// A small xorshift generator, so the inputs need no dependency and never change.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

const WORDS: &[&str] = &[
    "blog", "products", "cart", "account", "search", "images", "static", "api", "admin", "news", "docs", "help", "category", "shoes",
    "sale", "users", "profile", "assets", "v2", "archive", "private", "tmp", "café", "über", "print", "feed", "tag", "page", "media",
    "download",
];

const AGENTS: &[&str] = &[
    "Bingbot",
    "GPTBot",
    "ClaudeBot",
    "CCBot",
    "YandexBot",
    "Baiduspider",
    "DuckDuckBot",
    "AhrefsBot",
    "SemrushBot",
    "Applebot",
    "Amazonbot",
    "PerplexityBot",
    "Bytespider",
    "facebookexternalhit",
    "Slurp",
    "MJ12bot",
    "DotBot",
    "PetalBot",
    "SeznamBot",
    "Twitterbot",
];

/// The realistic 3 KB file.
pub fn realistic() -> &'static [u8] {
    include_bytes!("realistic.txt")
}

fn path(rng: &mut Rng, out: &mut String) {
    let depth = 1 + rng.below(3);
    for _ in 0..depth {
        out.push('/');
        out.push_str(rng.pick(WORDS));
    }
}

/// A pattern: mostly literal prefixes, some wildcards, about 12 % anchored with `$`.
fn pattern(rng: &mut Rng) -> String {
    let mut p = String::new();
    match rng.below(10) {
        0 => {
            p.push_str("/*");
            p.push('.');
            p.push_str(rng.pick(&["php", "json", "pdf", "xml", "html"]));
        }
        1 => {
            path(rng, &mut p);
            p.push_str("/*?");
            p.push_str(rng.pick(&["sort=", "sessionid=", "ref=", "page="]));
        }
        2 => {
            p.push_str("/*/");
            p.push_str(rng.pick(WORDS));
            p.push('/');
        }
        _ => {
            path(rng, &mut p);
            if rng.below(2) == 0 {
                p.push('/');
            }
        }
    }
    if rng.below(100) < 12 && !p.ends_with('$') {
        p.push('$');
    }
    p
}

/// The ~500 KiB file: 2,000 groups, 20,000 rules; 10 % of groups name Googlebot, a quarter
/// name `*`, about 12 % of patterns end in `$`, and some are non-ASCII.
pub fn large() -> Vec<u8> {
    let mut rng = Rng::new(0x5eed_0500);
    let mut out = String::with_capacity(520_000);
    out.push_str("# generated benchmark file\n");
    for g in 0..2000 {
        let kind = rng.below(20);
        if g % 10 == 3 {
            out.push_str("User-agent: Googlebot\n");
        } else if kind < 5 {
            out.push_str("User-agent: *\n");
        } else {
            out.push_str("User-agent: ");
            out.push_str(rng.pick(AGENTS));
            out.push('-');
            out.push_str(&rng.below(100).to_string());
            out.push('\n');
            if kind == 6 {
                out.push_str("User-agent: ");
                out.push_str(rng.pick(AGENTS));
                out.push('\n');
            }
        }
        for r in 0..10 {
            let allow = rng.below(4) == 0;
            out.push_str(if allow { "Allow: " } else { "Disallow: " });
            out.push_str(&pattern(&mut rng));
            if r == 4 && rng.below(8) == 0 {
                out.push_str(" # reviewed");
            }
            out.push('\n');
        }
        if g % 50 == 0 {
            out.push_str("Crawl-delay: 1\n\n");
        }
    }
    out.push_str("Sitemap: https://example.com/sitemap.xml\n");
    out.into_bytes()
}

/// 10,000 URLs with queries, escapes and raw non-ASCII.
pub fn urls() -> Vec<String> {
    let mut rng = Rng::new(0xabcdef);
    (0..10_000)
        .map(|_| {
            let mut u = String::from(if rng.below(2) == 0 { "https://example.com" } else { "" });
            path(&mut rng, &mut u);
            match rng.below(6) {
                0 => u.push_str("/index.html"),
                1 => {
                    u.push('?');
                    u.push_str(rng.pick(&["sort=asc", "sessionid=42", "q=caf%C3%A9", "page=2&ref=x"]));
                }
                2 => u.push_str("/caf%C3%A9.pdf"),
                3 => u.push_str(".json"),
                _ => {}
            }
            u
        })
        .collect()
}
