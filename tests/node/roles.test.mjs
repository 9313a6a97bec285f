// The page draws line roles from `checkBrief`'s `lineRoles` (one byte a line, robots-core's
// highlight) through www/src/editor/roles.js. This checks, in Node, that the roles the page shows
// equal the engine's `highlight()` on every non-blank line, across files, agents, URLs,
// readings, profiles and size cut-offs: the bytes, their codes as roles.js reads them, and
// the focused/unfocused mapping.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Robots } from 'robots-playground/full';
import { RoleMap } from '../../www/src/editor/roles.js';
import { SAMPLE_FILE } from '../../www/src/state/sample.js';

const FILES = {
  sample: SAMPLE_FILE,
  orphans: 'Disallow: /before\nAllow: /x\n\nUser-agent: a\nDisallow: /a\n# c\n\nUser-agent: *\nDisallow: /\n',
  merged: 'User-agent: FooBot\nDisallow: /a\n\nUser-agent: *\nAllow: /\n\nuser-agent: foobot\nAllow: /a/b\nDisallow: /a/b/c\n',
  issue51: 'User-agent: a\nCrawl-delay: 5\nUser-agent: b\nDisallow: /x\nSitemap: https://e.com/s.xml\n\nUser-agent: c\nDisallow: /\n',
  typos: 'Useragent: FooBot\nDissallow: /typo\nDisallow /nocolon\nAllow: /ok\nUser-agent: *\nDisallowed: /pre\n',
  empty: '',
  noGroups: '# nothing but comments\nSitemap: https://e.com/s.xml\n',
  ties: 'User-agent: *\nDisallow: /page\nAllow: /page\nAllow: /page\nDisallow:\nAllow: /*.html$\n',
  crlf: 'User-agent: *\r\nDisallow: /a\r\n\r\nUser-agent: Googlebot\rDisallow: /b\r\rUser-agent: Googlebot-Image\nAllow: /\n',
  unicode: 'User-agent: *\nDisallow: /ツ\nAllow: /%E3%83%84/ok\nDisallow: /café*\n',
  comments:
    '# intro a\nUser-agent: a\n# inside a\nDisallow: /a\n# after a\n\n# intro b\n  # more\nUser-agent: b\n\n# inside b\nDisallow: /x\n# end\n\n',
  longComments: `User-agent: a\nDisallow: /a\n${'# c\n'.repeat(150)}User-agent: b\nDisallow: /b\n${'# t\n\n'.repeat(60)}`,
  commentsCr: '\uFEFF# intro\rUser-agent: *\r# gap\r\rDisallow: /\r#x\0y\r\0# not a comment\rUser-agent: b\r',
};
const AGENTS = ['FooBot', 'foobot', 'Googlebot', 'Googlebot-Image', 'AdsBot-Google', 'GPTBot', 'a', 'b', 'c', 'Nobody', ''];
const URLS = ['/', '/a/b/c', '/x', '/page', '/page.html', '/private/press/launch.html', '/%E3%83%84/ok', '/typo', '/before'];
const OPTIONS = [
  { policy: 'google' },
  { policy: 'rfc9309' },
  { policy: 'google', profile: 'Googlebot-Image', sizeLimit: 512000 },
  { policy: 'google', profile: 'AdsBot-Google', sizeLimit: 512000 },
  { policy: 'google', sizeLimit: 40 },
];
const lineCount = (text) => text.split(/\r\n|\r|\n/).length;

/** Compares the page's roles for `checkBrief` with `highlight()`, focused and not; returns the lines compared. */
function compare(robots, text, label, agent, url, options) {
  let brief;
  try {
    brief = robots.checkBrief(agent, url, options);
  } catch {
    return 0; // an unknown profile: the page retries without it
  }
  assert.ok(brief.lineRoles instanceof Uint8Array);
  assert.equal(brief.lineRoles.length, lineCount(text), `${label}: one role a line`);
  let n = 0;
  for (const [focused, focus] of [
    [true, url],
    [false, null],
  ]) {
    const mine = RoleMap.fromVerdict(brief, { focused });
    for (const { line, role } of robots.highlight(agent, focus, options)) {
      assert.equal(mine.roleOf(line), role, `${label}, focused ${focused}: line ${line}`);
      n++;
    }
  }
  return n;
}

test('the roles the page draws from checkBrief equal the engine’s highlight() on every non-blank line', () => {
  let compared = 0;
  for (const [name, text] of Object.entries(FILES)) {
    const robots = new Robots(text);
    for (const agent of AGENTS) {
      for (const url of URLS) {
        for (const options of OPTIONS)
          compared += compare(robots, text, `${name}, ${agent}, ${url}, ${JSON.stringify(options)}`, agent, url, options);
      }
    }
    robots.free();
  }
  assert.ok(compared > 10000, `${compared} lines compared`);
});

test('a comment introducing a group takes its role; comments after a group are no group’s', () => {
  const robots = new Robots(FILES.comments);
  const mine = RoleMap.fromVerdict(robots.checkBrief('b', '/', { policy: 'google' }), { focused: false });
  const expected = { 1: 'other-group', 3: 'other-group', 5: 'outside', 7: 'selected', 8: 'selected', 11: 'selected', 13: 'outside' };
  for (const [line, role] of Object.entries(expected)) assert.equal(mine.roleOf(Number(line)), role, `line ${line}`);
  // The sample: the comment above `User-agent: Googlebot` is Googlebot's, not the `*` group's.
  const sample = new Robots(SAMPLE_FILE);
  const lines = SAMPLE_FILE.split('\n');
  const ua = lines.indexOf('User-agent: Googlebot') + 1;
  assert.match(lines[ua - 2], /^#/);
  assert.equal(RoleMap.fromVerdict(sample.checkBrief('Googlebot', '/')).roleOf(ua - 1), 'selected');
  sample.free();
  robots.free();
});

test('lines past a size cut-off are outside, whatever group they are in', () => {
  const text = `User-agent: *\n${'Disallow: /private/x\n'.repeat(30000)}`; // 600 KB
  const robots = new Robots(text);
  const cut = text.slice(0, 512000).split('\n').length; // the line holding byte 512,000
  const brief = robots.checkBrief('Googlebot', '/private/x', { policy: 'google', profile: 'Googlebot', sizeLimit: 512000 });
  const roles = RoleMap.fromVerdict(brief);
  assert.equal(brief.cutAt, 512000);
  assert.equal(roles.roleOf(1), 'selected');
  assert.equal(roles.roleOf(brief.winner.line), 'winner');
  assert.equal(roles.roleOf(brief.winner.line === 2 ? 3 : 2), 'loser');
  assert.equal(roles.roleOf(cut - 1), 'loser');
  assert.equal(roles.roleOf(cut + 1), 'outside');
  assert.equal(roles.roleOf(30001), 'outside');
  const whole = RoleMap.fromVerdict(robots.checkBrief('Googlebot', '/private/x', { policy: 'google' }));
  assert.notEqual(whole.roleOf(30001), 'outside', 'without the cut-off the last rule is read');
  robots.free();
});
