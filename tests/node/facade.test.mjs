// The robots-parser-compatible façade: same API, Google's answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { robotsParser } from 'robots-playground';
import { robotsParser as fullParser } from 'robots-playground/full';

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

test('another origin or a non-URL: undefined', () => {
  const p = robotsParser(URL_, TEXT);
  for (const url of ['http://example.com/private/x', 'https://other.com/private/x', 'https://example.com:8443/x', '/private/x', 'not a url']) {
    assert.equal(p.isAllowed(url), undefined, url);
    assert.equal(p.isDisallowed(url), undefined, url);
    assert.equal(p.getMatchingLineNumber(url), undefined, url);
  }
  assert.equal(robotsParser('not a url', TEXT).isAllowed('https://example.com/x'), undefined);
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
  // Groups naming the same crawler merge.
  const merged = robotsParser(URL_, 'User-agent: a\nDisallow: /x\nUser-agent: b\nDisallow: /y\nUser-agent: a\nDisallow: /z\n');
  assert.equal(merged.isAllowed('https://example.com/z', 'a'), false);
  assert.equal(merged.isAllowed('https://example.com/x', 'a'), false);
});

test('CommonJS: require() of either entry gives the very module import gives', () => {
  // robots-parser users write `const robotsParser = require('robots-parser')`. Node (20.19
  // and later) loads an ES module synchronously for require() when it has no top-level
  // await, so `const { robotsParser } = require('robots-playground')` is the one change, and
  // its objects are the ES module's own (one wasm instance, not a second copy).
  const require = createRequire(import.meta.url);
  const main = require('robots-playground');
  assert.equal(main.robotsParser, robotsParser);
  assert.equal(require('robots-playground/full').robotsParser, fullParser);
  const p = main.robotsParser(URL_, TEXT);
  assert.equal(p.isAllowed('https://example.com/private/x', 'SomeBot/1.0'), false);
  assert.equal(new main.Robots(TEXT).check('Googlebot', '/nogoogle').line, 7);
});
