// One-click examples of the guide: each loads a file, a crawler, URLs and a reading that
// show one lesson. The first line of each file says the lesson in a comment.

/**
 * @typedef {object} Example
 * @property {string} id
 * @property {string} title   the lesson, as a button label
 * @property {string} text    the robots.txt
 * @property {string} agent
 * @property {string[]} urls  the first one is focused
 * @property {import('../session/readings.js').Reading} policy
 */

/** @type {Example[]} */
export const EXAMPLES = [
  {
    id: 'merged',
    title: 'Two groups for one crawler merge',
    text: `# Both groups name Googlebot (case does not matter): their rules are merged into one set.
User-agent: Googlebot
Disallow: /drafts/

User-agent: *
Disallow: /admin/

User-agent: googlebot
Allow: /drafts/public/
`,
    agent: 'Googlebot',
    urls: ['https://example.com/drafts/public/post', 'https://example.com/drafts/secret', 'https://example.com/admin/'],
    policy: 'google',
  },
  {
    id: 'fallback',
    title: 'No group names the crawler: * applies',
    text: `# No group names Bingbot, so Bingbot follows the * group.
User-agent: Googlebot
Disallow: /not-for-google/

User-agent: *
Disallow: /private/
`,
    agent: 'Bingbot',
    urls: ['https://example.com/private/page', 'https://example.com/not-for-google/page'],
    policy: 'google',
  },
  {
    id: 'no-inherit',
    title: 'A named group does not inherit *',
    text: `# Googlebot has its own group, so the * rules do not apply to it at all.
User-agent: *
Disallow: /admin/
Disallow: /private/

User-agent: Googlebot
Disallow: /private/
`,
    agent: 'Googlebot',
    urls: ['https://example.com/admin/settings', 'https://example.com/private/page'],
    policy: 'google',
  },
  {
    id: 'tie',
    title: 'Allow wins a tie',
    text: `# Both patterns are 8 bytes long and both match: on a tie, Allow wins.
User-agent: *
Disallow: /catalog
Allow: /*.html$
`,
    agent: 'Googlebot',
    urls: ['https://example.com/catalog/shoes.html', 'https://example.com/catalog/shoes'],
    policy: 'google',
  },
  {
    id: 'anchor',
    title: '$ anchors a pattern at the end',
    text: `# $ means "the path ends here": /report.pdf is blocked, /report.pdf?page=2 is not.
User-agent: *
Disallow: /*.pdf$
`,
    agent: 'Googlebot',
    urls: [
      'https://example.com/files/report.pdf',
      'https://example.com/files/report.pdf?page=2',
      'https://example.com/files/report.pdf.html',
    ],
    policy: 'google',
  },
  {
    id: 'adsbot',
    title: 'AdsBot ignores *',
    text: `# AdsBot-Google ignores the * group: only a group naming it can stop it.
User-agent: *
Disallow: /

User-agent: Googlebot
Disallow: /checkout/
`,
    agent: 'AdsBot-Google',
    urls: ['https://example.com/landing/offer'],
    policy: 'crawler',
  },
  {
    id: 'image-fallback',
    title: 'Googlebot-Image falls back to Googlebot',
    text: `# No group names Googlebot-Image, so it obeys the Googlebot group (not *).
User-agent: *
Disallow: /

User-agent: Googlebot
Disallow: /photos/private/
`,
    agent: 'Googlebot-Image',
    urls: ['https://example.com/photos/cat.jpg', 'https://example.com/photos/private/cat.jpg'],
    policy: 'crawler',
  },
  {
    id: 'crawl-delay',
    title: 'A Crawl-delay line joins two groups',
    text: `# Crawl-delay does not end a group: Googlebot and Bingbot share the rule below.
User-agent: Googlebot
Crawl-delay: 5
User-agent: Bingbot
Disallow: /private/
`,
    agent: 'Googlebot',
    urls: ['https://example.com/private/report'],
    policy: 'google',
  },
];
