// The page's Expectations panel (issue 24): rows of crawler · URL · allowed/blocked added from
// the answer with one click, re-checked on every edit of the file; a failing one is marked in
// the panel, in the answer bar and on the line of the file that now decides it. The list is
// kept across a reload and in the share link, and is opened from and saved as a text file in
// the command line's format.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { setFile, settled, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const FILE = ['User-agent: *', 'Disallow: /private/', '', 'User-agent: GPTBot', 'Disallow: /', ''].join('\n');

/** The panel's rows as [pass, text], the answer bar's failing line, and the marked editor lines. */
const seen = (page) =>
  page.evaluate(() => ({
    rows: [...document.querySelectorAll('[data-testid="expect-row"]')].map((li) => [li.getAttribute('data-pass'), li.textContent]),
    failing: /** @type {HTMLElement} */ (document.querySelector('[data-testid="expect-failing"]')).hidden
      ? ''
      : document.querySelector('[data-testid="expect-failing"]')?.textContent,
    marked: [...document.querySelectorAll('.cm-line.cm-expect-fail')].map((l) => l.textContent),
    summary: document.querySelector('[data-testid="expect-summary"]')?.textContent,
  }));

test('answers added with one click stay checked: an edit that breaks one is marked everywhere, and a reload keeps them', async () => {
  const { page, errors } = await env.open('');
  await setFile(page, FILE);
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await page.fill('[data-testid="urls"]', 'https://example.com/blog/\nhttps://example.com/private/x');
  await settled(page);
  await page.click('[data-testid="expect-this"]');
  await page.fill('[data-testid="agent"]', 'Googlebot');
  await settled(page);
  await page.click('[data-testid="expect-this"]');
  await settled(page);
  assert.equal(
    await page.inputValue('[data-testid="expect-text"]'),
    'blocked GPTBot https://example.com/blog/\nallowed Googlebot https://example.com/blog/\n',
  );
  assert.equal(await page.$eval('#expect-panel', (d) => d.open), true, 'the panel opens when a row is added');
  let now = await seen(page);
  assert.deepEqual(
    now.rows.map(([pass]) => pass),
    ['true', 'true'],
  );
  assert.equal(now.failing, '');
  assert.deepEqual(now.marked, []);
  assert.match(now.summary, /All 2 expectations pass/);
  // The same answer twice is one row.
  await page.click('[data-testid="expect-this"]');
  await settled(page);
  assert.equal((await seen(page)).rows.length, 2);

  // The owner widens the `*` group: Googlebot loses the blog.
  await setFile(page, FILE.replace('Disallow: /private/', 'Disallow: /'));
  await settled(page);
  now = await seen(page);
  assert.deepEqual(
    now.rows.map(([pass]) => pass),
    ['true', 'false'],
  );
  assert.match(now.rows[1][1], /Googlebot may fetch https:\/\/example\.com\/blog\/.*got blocked, by line 2/);
  assert.match(now.failing, /1 of 2 expectations fails: Googlebot is blocked on \/blog\/ \(line 2\)\./);
  assert.deepEqual(now.marked, ['Disallow: /'], 'the line that now decides is marked in the editor');
  assert.match(await page.textContent('[data-testid="expect-badge"]'), /1 failing/);

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await settled(page);
  assert.equal(
    await page.inputValue('[data-testid="expect-text"]'),
    'blocked GPTBot https://example.com/blog/\nallowed Googlebot https://example.com/blog/\n',
  );
  assert.equal(await page.$eval('#expect-panel', (d) => d.open), true, 'a page with expectations opens their panel');
  assert.deepEqual(
    (await seen(page)).rows.map(([pass]) => pass),
    ['true', 'false'],
    'a reload keeps them and checks them again',
  );
  assert.deepEqual(errors, []);
});

test('typed expectations: a named line, comments, lines that are not expectations, and the share link', async () => {
  const { page, errors } = await env.open('');
  await setFile(page, FILE);
  await page.click('#expect-panel summary');
  await page.fill(
    '[data-testid="expect-text"]',
    "# the owner's list\nblocked GPTBot /a line 5\nblocked Googlebot /private/x line 4\nmaybe Bingbot /\n",
  );
  await settled(page);
  const now = await seen(page);
  assert.deepEqual(
    now.rows.map(([pass]) => pass),
    ['true', 'false'],
  );
  assert.match(now.rows[1][1], /decided by line 4.*got blocked, by line 2/, 'the right answer from another line fails');
  assert.match(await page.textContent('[data-testid="expect-errors"]'), /Line 4 of the expectations: .*maybe/);
  // The share link carries the expectations to a fresh page.
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#s='));
  const url = await page.evaluate(() => location.href);
  const other = await env.open(new URL(url).hash);
  await settled(other.page);
  assert.equal(await other.page.inputValue('[data-testid="expect-text"]'), await page.inputValue('[data-testid="expect-text"]'));
  assert.deepEqual(
    (await seen(other.page)).rows.map(([pass]) => pass),
    ['true', 'false'],
  );
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
});

test('the list is saved as a text file the command line reads, and opened from one', async () => {
  const { page, errors } = await env.open('');
  await setFile(page, FILE);
  await page.click('#expect-panel summary');
  const list = 'blocked GPTBot /x\nallowed Googlebot /public\n';
  await page.fill('[data-testid="expect-text"]', list);
  await settled(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="expect-export"]')]);
  assert.equal(download.suggestedFilename(), 'expectations.txt');
  assert.equal(await readFile(await download.path(), 'utf8'), list);
  await page.setInputFiles('[data-testid="expect-import"]', {
    name: 'mine.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('allowed GPTBot /x\r\n'),
  });
  await page.waitForFunction(
    () => /** @type {HTMLTextAreaElement} */ (document.querySelector('[data-testid="expect-text"]')).value === 'allowed GPTBot /x\n',
  );
  await settled(page);
  assert.deepEqual(
    (await seen(page)).rows.map(([pass]) => pass),
    ['false'],
  );
  assert.match(await page.textContent('[data-testid="status"]'), /Opened mine\.txt as the expectations/);
  assert.deepEqual(errors, []);
});

test('thousands of expectations: 500 listed, the failing ones first, the rest counted', async () => {
  const { page, errors } = await env.open('');
  await setFile(page, FILE);
  await page.click('#expect-panel summary');
  // 3,000 expectations: every 100th fails (GPTBot is blocked everywhere), and 600 lines that are not expectations.
  const lines = Array.from({ length: 3000 }, (_, i) => `${i % 100 === 99 ? 'allowed' : 'blocked'} GPTBot /p/${i}`);
  const junk = Array.from({ length: 600 }, (_, i) => `maybe ${i}`);
  await page.evaluate(
    (text) => {
      const f = /** @type {HTMLTextAreaElement} */ (document.querySelector('[data-testid="expect-text"]'));
      f.value = text;
      f.dispatchEvent(new Event('input', { bubbles: true }));
    },
    [...lines, ...junk].join('\n'),
  );
  await settled(page);
  const now = await seen(page);
  assert.equal(now.rows.length, 500);
  assert.deepEqual(
    now.rows.slice(0, 30).map(([pass]) => pass),
    Array(30).fill('false'),
    'the 30 failing ones first',
  );
  assert.ok(now.rows.slice(30).every(([pass]) => pass === 'true'));
  assert.equal(now.summary, '30 of 3,000 expectations fail. Listed: 500 of them, the failing ones first.');
  assert.equal(await page.$$eval('[data-testid="expect-error"]', (els) => els.length), 500);
  assert.equal(await page.textContent('[data-testid="expect-error-more"]'), '… and 100 more lines that are not expectations.');
  assert.deepEqual(errors, []);
});

test('a crawler field the engine reads as no token adds no expectation, and says why', async () => {
  const { page, errors } = await env.open('');
  await setFile(page, FILE);
  // No space in it, but no product token either: the engine reads "ébot" as naming no crawler.
  await page.fill('[data-testid="agent"]', 'ébot');
  await settled(page);
  await page.click('[data-testid="expect-this"]');
  await settled(page);
  assert.equal(await page.inputValue('[data-testid="expect-text"]'), '');
  assert.match(await page.textContent('[data-testid="expect-said"]'), /No product token was read from the crawler field/);
  // A token is added.
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await settled(page);
  await page.click('[data-testid="expect-this"]');
  await settled(page);
  assert.match(await page.inputValue('[data-testid="expect-text"]'), /^blocked GPTBot |^allowed GPTBot /);
  assert.deepEqual(errors, []);
});
