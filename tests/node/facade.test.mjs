// The robots-parser-compatible façade: same API, Google's answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { robotsParser } from 'robots-playground';
import defaultParser, * as subpath from 'robots-playground/robots-parser';

const URL_ = 'https://example.com/robots.txt';
const TEXT = [
  'User-agent: *',
  'Disallow: /private/',
  'Allow: /private/ok',
  'Crawl-delay: 2',
  '',
  'User-agent: Googlebot',
  'Disallow: /nogoogle',
  'Crawl-delay: 0.5',
  '',
  'Host: WWW.Example.com',
  'Sitemap: https://example.com/s1.xml',
  'Sitemap: https://example.com/s2.xml',
].join('\n');

test('isAllowed / isDisallowed / getMatchingLineNumber', () => {
  const p = robotsParser(URL_, TEXT);
  assert.equal(p.isAllowed('https://example.com/private/x', 'SomeBot/1.0'), false);
  assert.equal(p.isDisallowed('https://example.com/private/x', 'SomeBot/1.0'), true);
  assert.equal(p.getMatchingLineNumber('https://example.com/private/x', 'SomeBot/1.0'), 2);
  assert.equal(p.isAllowed('https://example.com/private/ok'), true);
  assert.equal(p.getMatchingLineNumber('https://example.com/private/ok'), 3);
  assert.equal(p.getMatchingLineNumber('https://example.com/open'), -1);
  assert.equal(p.isAllowed('https://example.com/nogoogle', 'Googlebot/2.1 (+http://www.google.com/bot.html)'), false);
  assert.equal(p.isAllowed('https://example.com/nogoogle', 'googlebot'), false);
  assert.equal(p.isAllowed('https://example.com/private/x', 'Googlebot'), true, "Googlebot's group replaces *");
  assert.equal(p.isAllowed('https://example.com:443/private/x'), false, 'default port is the same origin');
});

test('an agent whose name starts with a digit is compared as written, not as an empty token', () => {
  // `008` reads as an empty product token; so did `360Spider`, which then obeyed that group.
  const p = robotsParser(URL_, 'User-agent: 008\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n');
  for (const ua of ['360Spider', '360Spider/1.0 (+http://www.so.com/help)', '2bot']) {
    assert.equal(p.isAllowed('https://example.com/page', ua), true, ua);
    assert.equal(p.isAllowed('https://example.com/private/x', ua), false, `${ua}: the * group`);
  }
});

test('a path that starts with // stays a path', () => {
  const p = robotsParser(URL_, 'User-agent: *\nDisallow: //folder/\n');
  assert.equal(p.isAllowed('https://example.com//folder/page', 'Bot'), false);
  assert.equal(p.getMatchingLineNumber('https://example.com//folder/page', 'Bot'), 2);
  assert.equal(p.isAllowed('https://example.com/folder/page', 'Bot'), true);
});

test('isAllowed, isDisallowed and getMatchingLineNumber agree with check() on many URLs and agents', () => {
  const p = robotsParser(URL_, TEXT);
  for (const ua of [undefined, 'Googlebot/2.1', 'SomeBot', '360Spider']) {
    for (const path of ['/', '/private/x', '/private/ok', '/private/okay', '/nogoogle', '/a?b=c', '//x']) {
      const url = `https://example.com${path}`;
      const allowed = p.isAllowed(url, ua);
      assert.equal(p.isDisallowed(url, ua), !allowed, `${ua} ${path}`);
      const line = p.getMatchingLineNumber(url, ua);
      assert.equal(typeof line, 'number');
      if (!allowed) assert.ok(line > 0, `${ua} ${path}: a blocked URL has its deciding line`);
    }
  }
});

test('another origin or a non-URL: isAllowed undefined, isDisallowed true, getMatchingLineNumber -1 (as robots-parser)', () => {
  const p = robotsParser(URL_, TEXT);
  const others = ['http://example.com/private/x', 'https://other.com/private/x', 'https://example.com:8443/x', '//other.com/private/x'];
  // Relative forms that do not start with `/` read as URLs missing their scheme, as in robots-parser 3.0.1.
  for (const url of [...others, 'not a url', 'example.com/private/x', 'private/x', 'http://ex ample.com/private/x']) {
    assert.equal(p.isAllowed(url), undefined, url);
    assert.equal(p.isDisallowed(url), true, url);
    assert.equal(p.isExplicitlyDisallowed(url, 'Googlebot'), undefined, url);
    assert.equal(p.getMatchingLineNumber(url), -1, url);
  }
  for (const robots of ['not a url', 'https://ex ample.com/robots.txt', null, undefined]) {
    assert.equal(robotsParser(robots, TEXT).isAllowed('https://example.com/x'), undefined, String(robots));
    assert.equal(robotsParser(robots, TEXT).isAllowed('/private/x'), undefined, String(robots));
  }
});

test("a relative URL is resolved against the robots.txt's URL (robots-parser answers undefined)", () => {
  const p = robotsParser(URL_, TEXT);
  assert.equal(p.isAllowed('/private/x', 'SomeBot'), false);
  assert.equal(p.isDisallowed('/private/x', 'SomeBot'), true);
  assert.equal(p.getMatchingLineNumber('/private/x', 'SomeBot'), 2);
  assert.equal(p.isAllowed('/private/ok?a=1'), true);
  assert.equal(p.getMatchingLineNumber('/private/ok?a=1'), 3);
  assert.equal(p.isExplicitlyDisallowed('/nogoogle', 'Googlebot'), true);
  // `//host/path` is a URL without its scheme: the robots.txt's host, or another origin.
  assert.equal(p.isAllowed('//example.com/private/x'), false);
  assert.equal(p.isAllowed('//other.com/private/x'), undefined);
  // The same answers as the absolute URLs, on any port and scheme of the robots.txt's own.
  const local = robotsParser('http://localhost:8080/robots.txt', TEXT);
  assert.equal(local.isAllowed('/private/x'), false);
  assert.equal(local.isAllowed('/private/x'), local.isAllowed('http://localhost:8080/private/x'));
  assert.equal(local.isAllowed('http://localhost/private/x'), undefined);
  // A relative robots.txt URL (robots-parser 2.3.0 on): relative URLs only.
  const relative = robotsParser('/robots.txt', TEXT);
  assert.equal(relative.isAllowed('/private/x'), false);
  assert.equal(relative.getMatchingLineNumber('/private/ok'), 3);
  assert.equal(relative.isAllowed('https://example.com/private/x'), undefined);
  assert.equal(relative.isAllowed('//example.com/private/x'), undefined);
});

test('isExplicitlyDisallowed: only groups that name the agent, never *', () => {
  const text = [
    'User-agent: *',
    'Disallow: /',
    '',
    'User-agent: AdsBot-Google',
    'Disallow: /ads/',
    'Allow: /ads/ok',
    '',
    'User-agent: a',
    'User-agent: b',
    'Disallow: /ab',
    '',
    'User-agent: a',
    'Disallow: /a-again',
    '',
    'User-agent: c',
    'Allow: /',
  ].join('\n');
  const p = robotsParser(URL_, text);
  // `*` disallows everything, but names no one: not explicit, though isDisallowed is true.
  assert.equal(p.isDisallowed('https://example.com/page', 'OtherBot'), true);
  assert.equal(p.isExplicitlyDisallowed('https://example.com/page', 'OtherBot'), false);
  assert.equal(p.isExplicitlyDisallowed('https://example.com/page'), false, 'no agent: the * group, which is never explicit');
  // A named group: Google's longest match, allow on a tie, User-agent's token read as Google does.
  assert.equal(p.isExplicitlyDisallowed('https://example.com/ads/x', 'AdsBot-Google'), true);
  assert.equal(p.isExplicitlyDisallowed('https://example.com/ads/ok', 'AdsBot-Google'), false);
  assert.equal(p.isExplicitlyDisallowed('https://example.com/ads/x', 'Mozilla/5.0'), false);
  assert.equal(p.isExplicitlyDisallowed('https://example.com/ads/x', 'adsbot-google/2.1'), true);
  // Not disallowed by its own group: false, though `*` would disallow it for an unnamed agent.
  assert.equal(p.isExplicitlyDisallowed('https://example.com/elsewhere', 'AdsBot-Google'), false);
  assert.equal(p.isExplicitlyDisallowed('https://example.com/x', 'c'), false);
  // Groups naming the same agent merge, as Google merges them.
  assert.equal(p.isExplicitlyDisallowed('https://example.com/ab', 'b'), true);
  assert.equal(p.isExplicitlyDisallowed('https://example.com/ab', 'a'), true);
  assert.equal(p.isExplicitlyDisallowed('https://example.com/a-again', 'a'), true);
  assert.equal(p.isExplicitlyDisallowed('https://example.com/a-again', 'b'), false);
  // It never says more than isDisallowed.
  for (const ua of ['AdsBot-Google', 'a', 'b', 'c', 'OtherBot', undefined]) {
    for (const path of ['/', '/ads/x', '/ads/ok', '/ab', '/a-again', '/page']) {
      const url = `https://example.com${path}`;
      if (p.isExplicitlyDisallowed(url, ua)) assert.equal(p.isDisallowed(url, ua), true, `${ua} ${path}`);
    }
  }
});

test('crawl delay, sitemaps, preferred host', () => {
  const p = robotsParser(URL_, TEXT);
  assert.equal(p.getCrawlDelay(), 2);
  assert.equal(p.getCrawlDelay('Googlebot/2.1'), 0.5);
  assert.equal(p.getCrawlDelay('Other'), 2);
  assert.equal(robotsParser(URL_, 'User-agent: *\nDisallow: /\n').getCrawlDelay(), undefined);
  assert.equal(robotsParser(URL_, 'User-agent: *\nCrawl-delay: soon\n').getCrawlDelay(), undefined);
  // As robots-parser: a value that is not a number is skipped, and a later one counts.
  assert.equal(robotsParser(URL_, 'User-agent: slowbot\nCrawl-delay: abc\nCrawl-delay: 7\n').getCrawlDelay('slowbot'), 7);
  assert.deepEqual(p.getSitemaps(), ['https://example.com/s1.xml', 'https://example.com/s2.xml']);
  assert.equal(p.getPreferredHost(), 'www.example.com');
  assert.equal(robotsParser(URL_, '').getPreferredHost(), null);
  assert.deepEqual(robotsParser(URL_, undefined).getSitemaps(), []);
  // An empty Sitemap: line lists nothing, as in robots-parser; the list is the caller's to change.
  const empty = robotsParser(URL_, 'Sitemap:\nSitemap: https://example.com/a.xml\n');
  assert.deepEqual(empty.getSitemaps(), ['https://example.com/a.xml']);
  empty.getSitemaps().push('x');
  assert.deepEqual(empty.getSitemaps(), ['https://example.com/a.xml']);
  // Answers kept from the first call are the same for every later one, for any crawler.
  for (const ua of ['Googlebot/2.1', 'Other', undefined, 'Googlebot/2.1'])
    assert.equal(p.getCrawlDelay(ua), ua === 'Googlebot/2.1' ? 0.5 : 2);
  assert.equal(p.getPreferredHost(), 'www.example.com');
});

test("Google's reading where robots-parser differs", () => {
  // Typos and prefix keys: Google reads `Disalow` and `Disallowed`.
  const typo = robotsParser(URL_, 'User-agent: *\nDisalow: /a\nDisallowed: /b\n');
  assert.equal(typo.isAllowed('https://example.com/a'), false);
  assert.equal(typo.isAllowed('https://example.com/b'), false);
  // `Allow: /dir/index.html` also allows `/dir/`.
  const index = robotsParser(URL_, 'User-agent: *\nDisallow: /dir/\nAllow: /dir/index.html\n');
  assert.equal(index.isAllowed('https://example.com/dir/'), true);
  assert.equal(index.getMatchingLineNumber('https://example.com/dir/'), 3);
  // Groups naming the same crawler merge (in robots-parser too).
  const merged = robotsParser(URL_, 'User-agent: a\nDisallow: /x\nUser-agent: b\nDisallow: /y\nUser-agent: a\nDisallow: /z\n');
  assert.equal(merged.isAllowed('https://example.com/z', 'a'), false);
  assert.equal(merged.isAllowed('https://example.com/x', 'a'), false);
});

/** Each difference from robots-parser that web/README.md lists ("Where robots-parser answers
 * otherwise"), on the README's example, and what it says is the same: `[what, words of the
 * README's item, robots.txt, calls]`, each call `[method, arguments, robots-parser 3.0.1's
 * answer, the façade's answer]`. (A full User-Agent string: tests/node/agent-rule.test.mjs.) */
const E = 'https://example.com';
const NOT_VALID = '`Crawl-delay: -1` and `Crawl-delay:` give `undefined`';
const PACKAGE_README = readFileSync(new URL('../../web/README.md', import.meta.url), 'utf8');
const DIFFERENCES = [
  [
    "a URL that starts with / is resolved against the robots.txt's URL",
    "`isAllowed('/fish')` is `false`",
    'User-agent: *\nDisallow: /fish\n',
    [
      ['isAllowed', ['/fish'], undefined, false],
      ['getMatchingLineNumber', ['/fish'], -1, 2],
      ['isAllowed', ['//example.com/fish'], undefined, false],
      // The same where robots-parser has it: an absolute URL, and `isDisallowed` of either.
      ['isAllowed', [`${E}/fish`], false, false],
      ['isDisallowed', ['/fish'], true, true],
    ],
  ],
  [
    "a Crawl-delay does not end a group's User-agent lines: a crawler before it gets the rules after it",
    '`a` and `b` are one group',
    'User-agent: a\nCrawl-delay: 5\nUser-agent: b\nDisallow: /\n',
    [
      ['isAllowed', [`${E}/x`, 'a'], true, false],
      ['getMatchingLineNumber', [`${E}/x`, 'a'], -1, 4],
      ['isAllowed', [`${E}/x`, 'b'], false, false],
      ['getCrawlDelay', ['a'], 5, 5],
      ['getCrawlDelay', ['b'], undefined, 5],
    ],
  ],
  [
    'a Crawl-delay between groups, as real files have it: bingbot and Slurp are blocked from the whole site',
    'block bingbot and Slurp from the',
    'User-agent: *\nDisallow: /private/\n\nUser-agent: bingbot\nCrawl-delay: 5\n\nUser-agent: Slurp\nCrawl-delay: 10\n\nUser-agent: BadBot\nDisallow: /\n',
    [
      ['isAllowed', [`${E}/page`, 'bingbot'], true, false],
      ['isAllowed', [`${E}/page`, 'Slurp'], true, false],
      ['isAllowed', [`${E}/page`, 'OtherBot'], true, true],
      ['getCrawlDelay', ['Slurp'], 10, 5],
    ],
  ],
  [
    'an empty Disallow: is the deciding line',
    'and `getMatchingLineNumber` is 2 here',
    'User-agent: *\nDisallow:\n',
    [
      ['getMatchingLineNumber', [`${E}/x`], -1, 2],
      ['isAllowed', [`${E}/x`], true, true],
    ],
  ],
  [
    "a User-agent line's name is its leading letters, - and _, as Google's library reads it",
    "`User-agent: Googlebot*` is Googlebot's group",
    'User-agent: Googlebot*\nDisallow: /g\n\nUser-agent: a b\nDisallow: /a\n\nUser-agent: 360Spider\nDisallow: /\n',
    [
      ['isAllowed', [`${E}/g`, 'Googlebot'], true, false],
      ['isAllowed', [`${E}/a`, 'a'], true, false],
      ['isAllowed', [`${E}/x`, '360Spider'], false, true],
    ],
  ],
  [
    'a crawler name followed by a space is the name',
    '`googlebot 2.1` there, which names no group',
    'User-agent: Googlebot\nDisallow: /\n',
    [
      ['isAllowed', [`${E}/x`, 'Googlebot 2.1'], true, false],
      // The same in both: a name with or without its version.
      ['isAllowed', [`${E}/x`, 'Googlebot/2.1'], false, false],
      ['isAllowed', [`${E}/x`, 'googlebot'], false, false],
    ],
  ],
  [
    'keys are read as Google reads them: typos, prefix keys, a missing colon',
    '`Site-map: https://example.com/s.xml` is',
    'User-agent: *\nDisalow: /a\nDisallowed: /b\nDisallow /c\nSite-map: https://example.com/s.xml\n',
    [
      ['isAllowed', [`${E}/a`], true, false],
      ['isAllowed', [`${E}/b`], true, false],
      ['isAllowed', [`${E}/c`], true, false],
      ['getSitemaps', [], [], ['https://example.com/s.xml']],
    ],
  ],
  [
    'Allow: /dir/index.html also allows /dir/',
    "`isAllowed('https://example.com/dir/')` is `true`",
    'User-agent: *\nDisallow: /dir/\nAllow: /dir/index.html\n',
    [['isAllowed', [`${E}/dir/`], false, true]],
  ],
  [
    'spaces and tabs are trimmed, not all whitespace',
    'Only spaces and tabs are trimmed',
    'User-agent: *\nDisallow:\u00a0/a\n',
    [['isAllowed', [`${E}/a`], false, true]],
  ],
  [
    "a NUL byte ends the line's value",
    '`Disallow: /a\\0b` disallows `/a`',
    'User-agent: *\nDisallow: /a\0b\n',
    [['isAllowed', [`${E}/a`], true, false]],
  ],
  [
    "a pattern's %xx escapes are upper-cased, the URL's are not",
    '`Disallow: /%e2%9d%83` does not match `https://example.com/%e2%9d%83`',
    'User-agent: *\nDisallow: /%e2%9d%83\n',
    [['isAllowed', [`${E}/%e2%9d%83`], false, true]],
  ],
  [
    'a lone surrogate is read as U+FFFD',
    '`Disallow: /\\uD800` matches `/\\uDC00`',
    'User-agent: *\nDisallow: /\uD800\n',
    [['isAllowed', [`${E}/\uDC00`], true, false]],
  ],
  [
    'getCrawlDelay: the first valid delay of the groups that apply',
    '`Crawl-delay: x`, `Crawl-delay: 3`, `Crawl-delay: 4` it is 3',
    'User-agent: a\nCrawl-delay: x\nCrawl-delay: 3\nCrawl-delay: 4\n',
    [['getCrawlDelay', ['a'], 4, 3]],
  ],
  [
    'getCrawlDelay: a negative delay is not valid',
    NOT_VALID,
    'User-agent: a\nCrawl-delay: -1\n',
    [['getCrawlDelay', ['a'], -1, undefined]],
  ],
  ['getCrawlDelay: an empty delay is not valid', NOT_VALID, 'User-agent: a\nCrawl-delay:\n', [['getCrawlDelay', ['a'], 0, undefined]]],
  [
    'the same in both: empty Sitemap: values left out, a URL missing its scheme, another origin',
    'The same in both: `getSitemaps()` leaves out empty `Sitemap:` values',
    'User-agent: *\nDisallow: /\nSitemap:\nSitemap: https://example.com/a.xml\nSitemap: # none\n',
    [
      ['getSitemaps', [], ['https://example.com/a.xml'], ['https://example.com/a.xml']],
      ['isAllowed', ['example.com/a'], undefined, undefined],
      ['isAllowed', ['https://other.example/a'], undefined, undefined],
      ['isDisallowed', ['https://other.example/a'], true, true],
      ['getMatchingLineNumber', ['https://other.example/a'], -1, -1],
    ],
  ],
  [
    'isExplicitlyDisallowed (not in robots-parser 3.0.1) with no agent is false',
    '`isExplicitlyDisallowed` with no agent is `false`',
    'User-agent: *\nDisallow: /\n',
    [['isExplicitlyDisallowed', [`${E}/x`], 'no such method', false]],
  ],
];

for (const [what, words, text, calls] of DIFFERENCES) {
  test(`robots-parser 3.0.1 and the façade, as the README says: ${what}`, () => {
    assert.ok(PACKAGE_README.includes(words), `web/README.md says ${words}`);
    const theirs = createRequire(import.meta.url)('robots-parser')(URL_, text);
    const ours = robotsParser(URL_, text);
    for (const [method, args, their, our] of calls) {
      const call = `${method}(${args.map((a) => JSON.stringify(a)).join(', ')})`;
      const got = typeof theirs[method] === 'function' ? theirs[method](...args) : 'no such method';
      assert.deepEqual(got, their, `robots-parser: ${call}`);
      assert.deepEqual(ours[method](...args), our, `the façade: ${call}`);
    }
  });
}

test('CommonJS: require() of either entry loads its CommonJS bundle, which answers as the ES module and loads no ES module', () => {
  // robots-parser users write `const robotsParser = require('robots-parser')`: here the one
  // change is `const { robotsParser } = require('robots-playground')`, on any Node 20 (no
  // require(esm), which Node has only from 20.19, and Jest not without flags).
  const require = createRequire(import.meta.url);
  assert.match(require.resolve('robots-playground'), /web[/]pkg[/]index\.cjs$/);
  assert.match(require.resolve('robots-playground/full'), /web[/]pkg[/]full[/]index\.cjs$/);
  const main = require('robots-playground');
  const full = require('robots-playground/full');
  for (const name of ['Robots', 'Matcher', 'robotsParser', 'googleSizeLimit', 'init', 'default', 'initSync', 'wasmMemory']) {
    assert.ok(name in main && name in full, name);
  }
  assert.ok(!('catalog' in main) && typeof full.catalog === 'function', 'the full entry only has catalog()');
  const p = main.robotsParser(URL_, TEXT);
  assert.equal(p.isAllowed('https://example.com/private/x', 'SomeBot/1.0'), false);
  assert.equal(new main.Robots(TEXT).check('Googlebot', '/nogoogle').line, 7);
  assert.deepEqual(
    new full.Robots('User-agent: *\nDisalow: /x\n').lint().map((d) => d.id),
    ['key-typo'],
  );
  assert.deepEqual(
    new full.Robots('User-agent: *\nDisallow: /\n').lint().map((d) => d.id),
    ['ignores-wildcard'],
  );
  // Checked arguments (guard.js) in the bundle too.
  assert.throws(() => new main.Robots(TEXT).check(1, '/'), /^Error: check: agent must be a string/);
  // In a child Node that cannot require() an ES module, as Node 20 before 20.19.
  const flag = '--no-experimental-require-module';
  const args = process.allowedNodeEnvironmentFlags.has(flag) ? [flag] : [];
  const script = [
    "const { Robots, robotsParser, init } = require('robots-playground');",
    "const full = require('robots-playground/full');",
    "console.log(JSON.stringify([new Robots('User-agent: *\\nDisallow: /a\\n').check('b', '/a/x').allowed, robotsParser('https://e.com/robots.txt', '').isAllowed('/x'), typeof init, full.catalog().length > 50]));",
    "try { require('robots-playground/element'); console.log('esm loaded'); } catch (e) { console.log(e.code); }",
  ].join('\n');
  const out = execFileSync(process.execPath, [...args, '-e', script], { cwd: new URL('../..', import.meta.url), encoding: 'utf8' });
  const [answers, esm] = out.trim().split('\n');
  assert.deepEqual(JSON.parse(answers), [false, true, 'function', true]);
  if (args.length) assert.equal(esm, 'ERR_REQUIRE_ESM', 'the check itself: with the flag, an ES module cannot be required');
});

test("robots-playground/robots-parser: robots-parser's shape, a default export, by import", async () => {
  // `import robotsParser from 'robots-parser'` becomes `… from 'robots-playground/robots-parser'`.
  assert.equal(defaultParser, robotsParser, "the main entry's façade, on the same engine");
  assert.deepEqual(Object.keys(subpath).sort(), ['default', 'init']);
  await subpath.init();
  const p = defaultParser(URL_, TEXT);
  assert.equal(p.isAllowed('https://example.com/private/x', 'SomeBot/1.0'), false);
  assert.equal(p.isExplicitlyDisallowed('https://example.com/nogoogle', 'Googlebot'), true);
});

test('robots-playground/robots-parser: module.exports is robotsParser, by require()', () => {
  // `const robotsParser = require('robots-parser')` becomes `require('robots-playground/robots-parser')`.
  const require = createRequire(import.meta.url);
  const cjs = require('robots-playground/robots-parser');
  assert.equal(typeof cjs, 'function');
  assert.equal(cjs.name, 'robotsParser');
  assert.match(require.resolve('robots-playground/robots-parser'), /robots-parser\.cjs$/);
  // Its own bundle (and wasm instance), answering as the ES module does.
  const [a, b] = [cjs(URL_, TEXT), robotsParser(URL_, TEXT)];
  for (const ua of [undefined, 'Googlebot/2.1', 'SomeBot']) {
    for (const url of ['https://example.com/private/x', '/private/ok', '/nogoogle', 'https://other.com/x']) {
      assert.equal(a.isAllowed(url, ua), b.isAllowed(url, ua), `${ua} ${url}`);
      assert.equal(a.isExplicitlyDisallowed(url, ua), b.isExplicitlyDisallowed(url, ua), `${ua} ${url}`);
      assert.equal(a.getMatchingLineNumber(url, ua), b.getMatchingLineNumber(url, ua), `${ua} ${url}`);
    }
    assert.equal(a.getCrawlDelay(ua), b.getCrawlDelay(ua));
  }
  assert.deepEqual(a.getSitemaps(), b.getSitemaps());
});

test('robots-playground/robots-parser by require() loads no ES module (Node 20 before 20.19 has no require(esm))', () => {
  // Node 20.19 and later can require() an ES module; `--no-experimental-require-module` turns
  // that off, so that loading an ES module throws ERR_REQUIRE_ESM as older Node 20 does.
  const flag = '--no-experimental-require-module';
  const args = process.allowedNodeEnvironmentFlags.has(flag) ? [flag] : [];
  const script = [
    "const robotsParser = require('robots-playground/robots-parser');",
    "const p = robotsParser('https://example.com/robots.txt', 'User-agent: *\\nDisallow: /a\\n');",
    "console.log(JSON.stringify([p.isAllowed('https://example.com/a/b', 'Bot'), p.isAllowed('/b'), p.getMatchingLineNumber('/a')]));",
    "try { require('robots-playground/element'); console.log('esm loaded'); } catch (e) { console.log(e.code); }",
  ].join('\n');
  const out = execFileSync(process.execPath, [...args, '-e', script], { cwd: new URL('../..', import.meta.url), encoding: 'utf8' });
  const [answers, esm] = out.trim().split('\n');
  assert.deepEqual(JSON.parse(answers), [false, true, 2]);
  if (args.length) assert.equal(esm, 'ERR_REQUIRE_ESM', 'the check itself: with the flag, an ES module cannot be required');
});
