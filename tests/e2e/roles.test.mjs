// The page computes line roles from the focused verdict (www/src/roles.js) instead of
// converting every line through `highlight()`. This checks, in Node, that both give the same
// role to every non-blank line, across files, agents, URLs, readings and profiles.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Robots } from '../../web/pkg/node.js';
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
            assert.equal(mine.roleOf(line), role, `${name}, ${agent}, ${url}, ${JSON.stringify(options)}: line ${line}`);
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
  for (const { line, role } of robots.highlight('FooBot', null, { policy: 'google' })) assert.equal(mine.roleOf(line), role);
});
