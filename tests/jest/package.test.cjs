// A CommonJS project's Jest suite, as a user writes it: require() of the package and of its
// robots-parser subpath, with no Jest flag, transform or configuration. Jest loads modules
// through its own CommonJS runtime, which cannot require() an ES module before Node 24.9:
// these pass only while both entries' CommonJS files are self-contained.
const { Robots, Matcher } = require('robots-playground');
const full = require('robots-playground/full');
const robotsParser = require('robots-playground/robots-parser');

const FILE = 'User-agent: *\nDisallow: /private/\nAllow: /private/open\n\nUser-agent: GPTBot\nDisallow: /\n';

test('require("robots-playground"): a verdict, its line and a matcher', () => {
  const robots = new Robots(FILE);
  const v = robots.check('Googlebot', 'https://example.com/private/x');
  expect(v.allowed).toBe(false);
  expect(v.line).toBe(2);
  const m = robots.matcher('GPTBot');
  expect(m).toBeInstanceOf(Matcher);
  expect(m.allowedMany(['/', '/private/open'])).toEqual([false, false]);
  expect(robots.check('Googlebot', '/private/open').allowed).toBe(true);
});

test('require("robots-playground/full"): the lint', () => {
  const ids = new full.Robots('User-agent: *\nDisalow: /x\n').lint().map((f) => f.id);
  expect(ids).toContain('key-typo');
});

test('require("robots-playground/robots-parser") is robots-parser\'s function', () => {
  const robots = robotsParser('https://example.com/robots.txt', FILE);
  expect(robots.isAllowed('https://example.com/private/x', 'Googlebot')).toBe(false);
  expect(robots.getMatchingLineNumber('https://example.com/private/x', 'Googlebot')).toBe(2);
  expect(robots.isAllowed('https://other.example/private/x', 'Googlebot')).toBeUndefined();
  expect(robots.isDisallowed('https://example.com/', 'GPTBot')).toBe(true);
});
