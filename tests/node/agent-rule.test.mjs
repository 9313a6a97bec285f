// One rule for User-Agent strings (issue 38): the package's `tokenOf()`, the robots-parser
// drop-in, the command line and the page's crawler field read the same token from the same
// string, and the API's checks, which keep Google's comparison of the string as given, say so
// in `agentNote` instead of silently taking `*`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import init, * as full from 'robots-playground/full';
import { Robots, robotsParser, tokenOf } from 'robots-playground';
import { Engine } from '../../www/src/engine.js';

await init();

// Each crawler's own group blocks its own path, so an answer shows which group was taken.
const FILE = [
  'User-agent: *',
  'Disallow: /star',
  '',
  'User-agent: Googlebot',
  'Disallow: /googlebot',
  '',
  'User-agent: Googlebot-Image',
  'Disallow: /image',
  '',
  'User-agent: GPTBot',
  'Disallow: /gptbot',
  '',
  'User-agent: bingbot',
  'Disallow: /bingbot',
  '',
  'User-agent: ExampleBot',
  'Disallow: /examplebot',
  '',
  'User-agent: Mozilla',
  'Disallow: /mozilla',
  '',
].join('\n');
const URLS = ['/star', '/googlebot', '/image', '/gptbot', '/bingbot', '/examplebot', '/mozilla', '/other'];

// What robots-parser users pass: full strings as crawlers send them, tokens, and the edges.
const AGENTS = {
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)': ['Googlebot', 'known'],
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.7390.122 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)':
    ['Googlebot', 'known'],
  'Googlebot-Image/1.0': ['Googlebot-Image', 'known'],
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)': ['GPTBot', 'known'],
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)': ['Bingbot', 'known'],
  'ExampleBot/1.0 (+https://example.com/bot)': ['ExampleBot', 'product'],
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0': ['Mozilla', 'product'],
  ' GPTBot ': ['GPTBot', 'token'],
  googlebot: ['googlebot', 'token'],
  '*': ['*', 'token'],
};

test('tokenOf() reads the token, how it read it, and a note, the same in both entries', () => {
  for (const [agent, [token, read]] of Object.entries(AGENTS)) {
    const t = tokenOf(agent);
    assert.equal(t.token, token, agent);
    assert.equal(t.read, read, agent);
    assert.deepEqual(full.tokenOf(agent), t, `the full entry reads ${agent} the same`);
    if (agent === token) assert.equal(t.note, null, agent);
    else {
      assert.ok(t.note.includes('only `*`'), agent);
      assert.ok(t.note.includes(token), agent);
    }
  }
  assert.deepEqual(tokenOf('(compatible)'), { token: '', read: 'none', note: tokenOf('(compatible)').note, name: '(compatible)' });
  // What a check is given: the token, or the string up to its version when none reads.
  assert.equal(tokenOf('360Spider/1.0 (+http://www.so.com/help)').name, '360Spider');
  assert.equal(tokenOf('Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)').name, 'GPTBot');
  assert.match(tokenOf('(compatible)').note, /names no crawler/);
  assert.throws(() => tokenOf(42), { name: 'Error', message: /tokenOf\(agent\): agent must be a string/ });
});

test("check() keeps Google's comparison of the string as given, and says so in agentNote", () => {
  const robots = new Robots(FILE);
  const ua = 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)';
  const v = robots.check(ua, '/gptbot');
  assert.equal(v.allowed, true, "Google's library: no named group matches the whole string");
  assert.equal(v.groups[0].line, 1, 'the * group');
  assert.equal(v.agentNote, tokenOf(ua).note);
  assert.match(v.agentNote, /full User-Agent string.*only `\*`.*GPTBot/);
  assert.equal(robots.check('GPTBot', '/gptbot').agentNote, null);
  assert.equal(robots.check('GPTBot', '/gptbot').allowed, false);
  robots.free();
  const fullRobots = new full.Robots(FILE);
  assert.equal(fullRobots.checkBrief(ua, '/gptbot').agentNote, v.agentNote, 'the brief verdict carries it too');
  fullRobots.free();
});

test('the drop-in, the command line and the page read each string as tokenOf() does', () => {
  const robots = new Robots(FILE);
  const parser = robotsParser('https://example.com/robots.txt', FILE);
  const page = new Engine(full, full.googleSizeLimit());
  const dir = mkdtempSync(join(tmpdir(), 'agent-rule-'));
  writeFileSync(join(dir, 'robots.txt'), FILE);
  const cli = fileURLToPath(new URL('../../web/pkg/cli.js', import.meta.url));
  try {
    for (const agent of Object.keys(AGENTS)) {
      const { token } = tokenOf(agent);
      const expected = URLS.map((u) => robots.check(token, u).allowed);
      const facade = URLS.map((u) => parser.isAllowed(`https://example.com${u}`, agent));
      assert.deepEqual(facade, expected, `robotsParser: ${agent}`);
      assert.equal(page.recognise(agent).agent, token, `the page's crawler field: ${agent}`);
      const r = spawnSync(process.execPath, [cli, 'check', 'robots.txt', '--agent', agent, ...URLS], { cwd: dir, encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      const cliAnswers = r.stdout
        .trim()
        .split('\n')
        .map((l) => l.split('\t')[0] === 'allowed');
      assert.deepEqual(cliAnswers, expected, `the command line: ${agent}`);
      if (AGENTS[agent][1] === 'token') assert.equal(r.stderr, '');
      else assert.match(r.stderr, new RegExp(`checked as ${token}`));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    robots.free();
  }
});

test('robotsParser reads a full Googlebot string as Googlebot, where robots-parser reads Mozilla', () => {
  const parser = robotsParser('https://example.com/robots.txt', FILE);
  const ua = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  assert.equal(parser.isAllowed('https://example.com/googlebot', ua), false);
  assert.equal(parser.isAllowed('https://example.com/mozilla', ua), true);
  assert.equal(parser.getMatchingLineNumber('https://example.com/googlebot', ua), 5);
  assert.equal(parser.isAllowed('https://example.com/star', undefined), false, 'no user-agent: the * group');
});

test('the command line refuses a string that starts with no product name', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agent-rule-'));
  writeFileSync(join(dir, 'robots.txt'), FILE);
  const cli = fileURLToPath(new URL('../../web/pkg/cli.js', import.meta.url));
  try {
    const r = spawnSync(process.execPath, [cli, 'check', 'robots.txt', '--agent', '(compatible; x)', '/'], { cwd: dir, encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /is not a product token and starts with no product name/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
