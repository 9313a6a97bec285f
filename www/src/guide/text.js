// The guide's prose ("New to this? Start here"). Inline marks: `code` and [text](url).

const RFC = 'https://www.rfc-editor.org/rfc/rfc9309.html';
const GOOGLE = 'https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt';

/** @type {{ title: string, paras: string[] }[]} */
export const GUIDE = [
  {
    title: 'Product token, not the User-Agent string',
    paras: [
      "A crawler sends a long User-Agent header such as `Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`. robots.txt does not use that string: it uses the crawler's short product token, here `Googlebot` (letters, `-` and `_` only). Paste either into the crawler field; the diagram shows the token it read. " +
        `[RFC 9309 §2.2.1](${RFC}#section-2.2.1)`,
    ],
  },
  {
    title: 'Groups',
    paras: [
      "A group is one or more `User-agent:` lines followed by `Allow:` and `Disallow:` rules. A crawler compares its token with each group's user-agent lines, ignoring case. Lines such as `Crawl-delay` or `Sitemap` do not end a group, even between two user-agent lines. " +
        `[RFC 9309 §2.1](${RFC}#section-2.1)`,
    ],
  },
  {
    title: 'Groups merge',
    paras: [
      'When several groups name the same crawler, their rules are combined into one set, as if they were written in one group. ' +
        `[RFC 9309 §2.2.1](${RFC}#section-2.2.1)`,
    ],
  },
  {
    title: 'When * applies, and why a named group does not inherit it',
    paras: [
      'The `*` group is a fallback: it is used only when no group names the crawler. As soon as one group names it, the crawler obeys that group alone and ignores every `*` rule, so repeat in the named group the `*` rules it should keep. Some crawlers, like AdsBot-Google, ignore `*` altogether; others, like Googlebot-Image, first fall back to another token (Googlebot). ' +
        `[RFC 9309 §2.2.1](${RFC}#section-2.2.1) · [Google's documentation](${GOOGLE})`,
    ],
  },
  {
    title: 'Longest match wins; Allow wins a tie',
    paras: [
      'Among the rules of the chosen groups, the one whose pattern matches the most bytes of the path decides, wherever it is in the file. When an Allow and a Disallow match with the same length, Allow wins. If no rule matches, the URL is allowed. ' +
        `[RFC 9309 §2.2.2](${RFC}#section-2.2.2)`,
    ],
  },
  {
    title: '* and $ in patterns',
    paras: [
      'A pattern matches from the start of the path. `*` stands for any run of characters (even none); `$` at the end means the path must end there: `/*.pdf$` matches `/a.pdf` but not `/a.pdf?x=1`. ' +
        `[RFC 9309 §2.2.3](${RFC}#section-2.2.3)`,
    ],
  },
];
