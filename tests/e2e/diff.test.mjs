// The page's comparison with an earlier version (issue 24): the file as it was loaded, a
// pasted file or the file in a share link, against the file now, for every catalog crawler
// and the user's, over the user's URLs, the expectations' URLs and paths made from both
// files' rules. A sentence sums up what the edit opens and closes to whom; each flip names
// the line that decided before (with its text) and the line that decides now (a link).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setFile, settled, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const BEFORE = ['User-agent: *', 'Disallow: /private/', '', 'User-agent: GPTBot', 'Disallow: /', ''].join('\n');
const AFTER = ['User-agent: *', 'Disallow: /private/', ''].join('\n');

/** The summary once it says `re`, and the table's rows as text. */
async function shown(page, re) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('[data-testid="diff-summary"]')?.textContent ?? ''), re.source);
  return {
    summary: await page.textContent('[data-testid="diff-summary"]'),
    rows: await page.$$eval('[data-testid="diff-row"]', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent))),
  };
}

test('an edit against the file as loaded: who gains and loses which URLs, and the lines before and now', async () => {
  const { page, errors } = await env.open('');
  await page.setInputFiles('[data-testid="file-input"]', { name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(BEFORE) });
  await page.waitForFunction(() => document.querySelector('.cm-content')?.textContent?.includes('GPTBot'));
  await settled(page);
  await page.fill('[data-testid="urls"]', 'https://example.com/blog/');
  await page.click('#diff-panel summary');
  let now = await shown(page, /No answer changes/);
  assert.match(now.summary, /crawlers × \d+ URLs compared/);

  await setFile(page, AFTER);
  now = await shown(page, /^This edit/);
  assert.match(now.summary, /^This edit opens \d+ URLs to GPTBot \(\d+ flips over \d+ crawlers × \d+ URLs\)\.$/, 'only GPTBot gains: no other crawler had a group');
  const blog = now.rows.find(([agent, url]) => agent === 'GPTBot' && url === 'https://example.com/blog/');
  assert.ok(blog, 'the user\'s URL is compared');
  assert.equal(blog[2], '✗ blocked, line 5 before: Disallow: /');
  assert.equal(blog[3], '✓ allowed, no rule');
  const privateRow = now.rows.find(([agent, url]) => agent === 'GPTBot' && url === '/private');
  assert.ok(privateRow, 'a path made from a rule, one byte short of it, is compared');
  assert.ok(!now.rows.some(([agent, url]) => agent === 'GPTBot' && url === '/private/'), '/private/ stays blocked for GPTBot, now by the * group');

  // A later line's link goes to the editor: the after side of a flip decided by a rule.
  await setFile(page, AFTER + 'User-agent: GPTBot\nAllow: /private/\n');
  await page.waitForSelector('[data-testid="diff-row"] button[data-goto-line="4"]');
  now = await shown(page, /^This edit/);
  assert.ok(now.rows.some(([agent, url, before, after]) => agent === 'GPTBot' && url === '/private/' && before === '✗ blocked, line 5 before: Disallow: /' && after === '✓ allowed, line 4'));
  await page.click('[data-testid="diff-row"] button[data-goto-line="4"]');
  assert.equal(await page.textContent('.cm-activeLine'), 'Allow: /private/', 'the link moves the editor to the line that decides now');
  assert.deepEqual(errors, []);
});

test('a pasted earlier file, and the file in a share link', async () => {
  const { page, errors } = await env.open('');
  await setFile(page, AFTER);
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#s='));
  const link = await page.evaluate(() => location.href);
  await page.click('#diff-panel summary');
  await page.selectOption('[data-testid="diff-source"]', 'other');
  let now = await shown(page, /Paste the earlier file/);
  await page.fill('[data-testid="diff-other"]', BEFORE);
  now = await shown(page, /^This edit opens \d+ URLs to GPTBot/);
  assert.ok(now.rows.length > 0);

  await page.selectOption('[data-testid="diff-source"]', 'link');
  await shown(page, /Paste a share link/);
  await page.fill('[data-testid="diff-link"]', 'https://example.com/#s=nonsense');
  await shown(page, /no playground state/);
  await page.fill('[data-testid="diff-link"]', link);
  await shown(page, /No answer changes/);
  await setFile(page, BEFORE);
  now = await shown(page, /^This edit closes \d+ URLs to GPTBot/);
  assert.deepEqual(errors, []);
});
