// Expectations and before/after comparison in the package (issue 24): `robots.expect()` and
// `diff()` of the full entry. The command line's tests are in cli.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Robots, diff } from 'robots-playground/full';
import * as base from 'robots-playground';

const FILE = 'User-agent: *\nDisallow: /private/\nAllow: /private/open\n\nUser-agent: GPTBot\nDisallow: /\n';

test('expect: text or objects, each with its answer and deciding line; unreadable lines reported, not guessed', () => {
  const robots = new Robots(FILE);
  const report = robots.expect(
    '# ours\nallowed Googlebot /private/open line 3\nBlocked GPTBot https://example.com/ line 6\nblocked Googlebot /private/x line 9\n\nallowed\n',
  );
  assert.deepEqual([report.passed, report.failed], [2, 1]);
  assert.deepEqual(
    report.results.map((r) => [r.sourceLine, r.pass, r.got, r.line]),
    [
      [2, true, 'allowed', 3],
      [3, true, 'blocked', 6],
      [4, false, 'blocked', 2],
    ],
  );
  assert.deepEqual(
    report.errors.map((e) => e.line),
    [6],
  );
  const objects = robots.expect([
    { agent: 'GPTBot', url: '/a', allowed: false },
    { agent: 'Bingbot', url: '/public', allowed: true, line: 0 },
  ]);
  assert.deepEqual(
    objects.results.map((r) => [r.pass, r.decidedBy, r.sourceLine]),
    [
      [true, null, 0],
      [true, 0, 0],
    ],
  );
  // The options and the file's own status apply.
  assert.equal(robots.expect('allowed GPTBot /', { status: 404 }).passed, 1);
  assert.equal(new Robots(FILE, { status: 503 }).expect('allowed Googlebot /').failed, 1);
  for (const [bad, message] of [
    [42, /text or an array/],
    [[{ agent: 'a', url: '/' }], /expectations\[0\]\.allowed must be a boolean/],
    [[{ agent: 1, url: '/', allowed: true }], /\.agent and \.url must be strings/],
    [[{ agent: 'a', url: '/', allowed: true, line: -1 }], /\.line must be a non-negative integer/],
  ]) {
    assert.throws(() => robots.expect(bad), message);
  }
  assert.equal(typeof base.Robots.prototype.expect, 'undefined', 'the default entry has no expect (the full entry has)');
});

test("diff: the flips between two versions, over the catalog by default and the URLs from both files' rules", () => {
  const before = 'User-agent: *\nDisallow: /private/\n';
  const after = 'User-agent: *\nDisallow: /private/\nAllow: /private/press/\n\nUser-agent: GPTBot\nDisallow: /\n';
  const d = diff(before, after);
  assert.ok(d.agents.length > 50 && d.agents.includes('GPTBot') && d.agents.includes('Googlebot'));
  assert.deepEqual(d.urls.slice(0, 5), ['/', '/private/', '/private', '/private/press/', '/private/press']);
  const gpt = d.flips.filter((f) => f.agent === 'GPTBot').map((f) => f.url);
  assert.deepEqual(gpt, ['/', '/private'], 'what was allowed and is no longer');
  const google = d.flips.filter((f) => f.agent === 'Googlebot');
  assert.deepEqual(google, [
    { agent: 'Googlebot', url: '/private/press/', before: { allowed: false, line: 2 }, after: { allowed: true, line: 3 } },
  ]);
  const mine = diff(before, after, { agents: ['GPTBot'], urls: ['https://example.com/blog'] });
  assert.deepEqual(mine.agents, ['GPTBot']);
  assert.equal(mine.urls[0], 'https://example.com/blog');
  assert.ok(mine.flips.some((f) => f.url === 'https://example.com/blog'));
  assert.deepEqual(diff(after, after).flips, []);
  assert.throws(() => diff(before, 42), /diff\(before, after\): after must be a string/);
  assert.throws(() => diff(before, after, { agents: 'GPTBot' }), /options\.agents must be an array of strings/);
});

test('diff: each version read with its own answer (options.before / options.after), as new Robots(text, { status }) reads it', () => {
  const file = 'User-agent: *\nDisallow: /private/\n';
  assert.deepEqual(diff(file, file, { agents: ['Googlebot'], before: { status: 200 } }).flips, []);
  // A 503 before: nothing was allowed, so every URL the file allows opens; its body is not read.
  const down = diff(file, file, { agents: ['Googlebot'], before: { status: 503 } });
  assert.deepEqual(
    down.flips.map((f) => [f.url, f.before.allowed, f.after.allowed]),
    [
      ['/', false, true],
      ['/private', false, true],
    ],
  );
  // A 404 after: everything allowed, so what the file blocked opens.
  const gone = diff(file, 'User-agent: *\nDisallow: /\n', { agents: ['Googlebot'], after: { status: 404 } });
  assert.ok(gone.flips.length && gone.flips.every((f) => !f.before.allowed && f.after.allowed && f.after.line === 0));
  assert.equal(
    diff(file, file, { agents: ['Googlebot'], before: { status: 'unreachable' }, after: { status: 'unreachable' } }).flips.length,
    0,
  );
  assert.throws(() => diff(file, file, { before: { status: 42 } }), /options\.status must be an HTTP status/);
});
