// The page computes line roles from the focused verdict (www/src/roles.js) instead of
// converting every line through `highlight()`. This checks, in Node, that both give the same
// role to every non-blank line, across files, agents, URLs, readings and profiles.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Robots } from '../../web/pkg/full/node.js';
import { RoleMap } from '../../www/src/roles.js';
import { SAMPLE_FILE } from '../../www/src/sample.js';

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
  comments: '# intro a\nUser-agent: a\n# inside a\nDisallow: /a\n# after a\n\n# intro b\n  # more\nUser-agent: b\n\n# inside b\nDisallow: /x\n# end\n\n',
  longComments: `User-agent: a\nDisallow: /a\n${'# c\n'.repeat(150)}User-agent: b\nDisallow: /b\n${'# t\n\n'.repeat(60)}`,
  commentsCr: '\uFEFF# intro\rUser-agent: *\r# gap\r\rDisallow: /\r#x\0y\r\0# not a comment\rUser-agent: b\r',
};
/** Line n of `text` (1-based), as the line model splits lines, or undefined past the end. */
const textOf = (text) => {
  const lines = text.split(/\r\n|\r|\n/);
  return (n) => lines[n - 1];
};
const AGENTS = ['FooBot', 'foobot', 'Googlebot', 'Googlebot-Image', 'AdsBot-Google', 'GPTBot', 'a', 'b', 'c', 'Nobody', ''];
const URLS = ['/', '/a/b/c', '/x', '/page', '/page.html', '/private/press/launch.html', '/%E3%83%84/ok', '/typo', '/before'];
const OPTIONS = [
  { policy: 'google' },
  { policy: 'rfc9309' },
  { policy: 'google', profile: 'Googlebot-Image', sizeLimit: 512000 },
  { policy: 'google', profile: 'AdsBot-Google', sizeLimit: 512000 },
];

test('roles from the verdict equal the engine’s highlight() on every non-blank line', () => {
  let compared = 0;
  for (const [name, text] of Object.entries(FILES)) {
    const robots = new Robots(text);
    for (const agent of AGENTS) {
      for (const url of URLS) {
        for (const options of OPTIONS) {
          let verdict;
          try {
            verdict = robots.check(agent, url, options);
          } catch {
            continue; // an unknown profile: the page retries without it
          }
          const mine = RoleMap.fromVerdict(verdict);
          for (const { line, role } of robots.highlight(agent, url, options)) {
            assert.equal(mine.roleOf(line, textOf(text)), role, `${name}, ${agent}, ${url}, ${JSON.stringify(options)}: line ${line}`);
            compared++;
          }
        }
      }
    }
    robots.free();
  }
  assert.ok(compared > 5000, `${compared} lines compared`);
});

test('without a focused URL every merged rule is only merged', () => {
  const robots = new Robots(FILES.merged);
  const v = robots.check('FooBot', '/', { policy: 'google' });
  const mine = RoleMap.fromVerdict(v, { focused: false });
  for (const { line, role } of robots.highlight('FooBot', null, { policy: 'google' })) assert.equal(mine.roleOf(line, textOf(FILES.merged)), role);
});

test('a comment introducing a group takes its role; comments after a group are no group’s', () => {
  const robots = new Robots(FILES.comments);
  const roles = new Map(robots.highlight('b', null, { policy: 'google' }).map((r) => [r.line, r.role]));
  const mine = RoleMap.fromVerdict(robots.check('b', '/', { policy: 'google' }), { focused: false });
  const expected = { 1: 'other-group', 3: 'other-group', 5: 'outside', 7: 'selected', 8: 'selected', 11: 'selected', 13: 'outside' };
  for (const [line, role] of Object.entries(expected)) {
    assert.equal(roles.get(Number(line)), role, `engine, line ${line}`);
    assert.equal(mine.roleOf(Number(line), textOf(FILES.comments)), role, `page, line ${line}`);
  }
  // The sample: the comment above `User-agent: Googlebot` is Googlebot's, not the `*` group's.
  const sample = new Robots(SAMPLE_FILE);
  const lines = SAMPLE_FILE.split('\n');
  const ua = lines.indexOf('User-agent: Googlebot') + 1;
  assert.match(lines[ua - 2], /^#/);
  const sampleRoles = new Map(sample.highlight('Googlebot', null, { policy: 'google' }).map((r) => [r.line, r.role]));
  assert.equal(sampleRoles.get(ua - 1), 'selected');
  sample.free();
  robots.free();
});
