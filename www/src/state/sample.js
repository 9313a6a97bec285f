// The example shown on a first visit: several groups, `*`, wildcards, an end anchor, a
// group that does not inherit `*`, a merged group of AI crawlers, and a Sitemap.

export const SAMPLE_FILE = `# robots.txt for shop.example
# Every crawler without a group of its own: no carts, checkout or internal search.
User-agent: *
Disallow: /cart/
Disallow: /checkout
Disallow: /*?sessionid=
Disallow: /search
Allow: /search/help$

# Google's main crawler has its own group, so it does NOT inherit the rules above.
User-agent: Googlebot
Disallow: /checkout
Disallow: /*.pdf$
Allow: /private/press/
Disallow: /private/

# Images may be indexed, except drafts.
User-agent: Googlebot-Image
Disallow: /images/drafts/

# No AI training on this content.
User-agent: GPTBot
User-agent: CCBot
User-agent: Google-Extended
Disallow: /

# Ads quality checks ignore the * group: give them their own.
User-agent: AdsBot-Google
Disallow: /checkout

Crawl-delay: 5
Sitemap: https://shop.example/sitemap.xml
`;

export const SAMPLE_AGENT = 'Googlebot';

export const SAMPLE_URLS = `https://shop.example/private/press/launch.html
https://shop.example/private/report.pdf
https://shop.example/search?q=shoes
https://shop.example/products/shoe?sessionid=42`;
