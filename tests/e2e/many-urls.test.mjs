// Thousands of URLs pasted into the page (issue 42): the page draws the first rows and counts
// the rest, shows more on request, downloads every URL's answer, gives the matrix columns for
// the first URLs only, and a large paste can be undone with one Ctrl+Z. Answers are checked
// against the package's own, called here.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import init, { Robots } from 'robots-playground/full';
import LZString from 'lz-string';
import { setFile, settled, setup } from './browser.mjs';

let env;
before(async () => {
  await init();
  env = await setup();
});
after(() => env?.close());

const FILE = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\nAllow: /blog/\nDisallow: /blog/*?draft=\n';
const PATHS = [
  '/blog/2026/ünïcode-%C3%A9t%C3%A9',
  '/blog/post?draft=',
  '/shop/item?session=',
  '/private/x',
  '/blog/a%2Fb',
  '/img/logo.png?v=',
];
const URLS = Array.from({ length: 5000 }, (_, i) => `https://example.com${PATHS[i % PATHS.length]}${i}`);

/** The rows drawn: [url, allowed, line]. */
const rowsOf = (page) =>
  page.$$eval('[data-testid="url-row"]', (els) =>
    els.map((b) => [b.querySelector('.url').textContent, b.dataset.allowed, b.querySelector('.row-line').textContent]),
  );

test('5,000 pasted URLs: 200 rows and the count of all, more on request, every answer in the download, one Ctrl+Z back', async () => {
  const context = await env.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page, errors } = await env.open('', { context });
  await setFile(page, FILE);
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await page.fill('[data-testid="urls"]', 'https://example.com/blog/');
  const robots = new Robots(FILE);
  const answers = URLS.map((u) => robots.decide('GPTBot', u));
  const allowed = answers.filter((a) => a.allowed).length;

  // Pasted as a person does: the page puts in a paste this long itself.
  await page.evaluate((text) => navigator.clipboard.writeText(text), URLS.join('\n'));
  await page.click('[data-testid="urls"]');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  await page.waitForFunction(() => /of 5,000 URLs/.test(document.querySelector('[data-testid="rows-more"]')?.textContent ?? ''));
  await settled(page);
  assert.equal(await page.$eval('[data-testid="urls"]', (el) => el.value), URLS.join('\n'));
  const drawn = await rowsOf(page);
  assert.equal(drawn.length, 200);
  assert.deepEqual(
    drawn,
    URLS.slice(0, 200).map((u, i) => [u, String(answers[i].allowed), answers[i].line ? `line ${answers[i].line}` : 'no rule']),
  );
  const more = await page.textContent('[data-testid="rows-more"]');
  assert.match(
    more,
    new RegExp(
      `^Rows for 200 of 5,000 URLs\\. In all, ${allowed.toLocaleString('en')} allowed and ${(5000 - allowed).toLocaleString('en')} blocked`,
    ),
  );
  assert.ok(allowed > 0 && allowed < 5000, 'both answers occur');

  await page.click('[data-testid="rows-show-more"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="url-row"]').length === 400);
  assert.match(await page.textContent('[data-testid="rows-more"]'), /^Rows for 400 of 5,000 URLs/);

  // The download lists every URL, not only the rows drawn.
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="urls-csv"]')]);
  const lines = readFileSync(await dl.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  assert.equal(lines.length, 5001);
  assert.deepEqual(
    lines.slice(1).map((l) => l.split(',').slice(1, 3)),
    answers.map((a) => [String(a.allowed), a.line ? String(a.line) : '']),
  );

  // The matrix: columns for the first 25 URLs, and it says so.
  await page.click('#matrix-panel summary');
  await page.waitForSelector('[data-testid="matrix"] tbody tr');
  await settled(page);
  assert.equal(await page.$$eval('[data-testid="matrix"] thead th', (ths) => ths.length), 26);
  assert.match(await page.textContent('[data-testid="matrix-summary"]'), /Columns for the first 25 of 5,000 URLs/);

  // One Ctrl+Z puts back the list the paste replaced.
  await page.click('[data-testid="urls"]');
  await page.keyboard.press('Control+Z');
  await settled(page);
  assert.equal(await page.$eval('[data-testid="urls"]', (el) => el.value), 'https://example.com/blog/');
  assert.equal((await rowsOf(page)).length, 1);
  assert.equal(await page.isVisible('[data-testid="rows-more"]'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a focused URL past the rows drawn gets its row after them', async () => {
  // A share link can hold a focus past the first 200 rows.
  const state = { text: FILE, agent: 'GPTBot', urls: URLS.slice(0, 300).join('\n'), policy: 'google', focus: 250 };
  const { page, errors } = await env.open(`#s=${LZString.compressToEncodedURIComponent(JSON.stringify(state))}`);
  await settled(page);
  const drawn = await rowsOf(page);
  assert.equal(drawn.length, 201);
  assert.equal(drawn[200][0], URLS[250]);
  assert.equal(await page.$eval('[data-testid="url-row"][data-row="250"]', (b) => b.getAttribute('aria-pressed')), 'true');
  assert.match(await page.textContent('[data-testid="rows-more"]'), /^Rows for 200 of 300 URLs/);
  assert.deepEqual(errors, []);
});

test('100,000 pasted URLs: the field lays out only the lines in view, and an edit counts them all', async () => {
  const context = await env.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page, errors } = await env.open('', { context });
  await setFile(page, FILE);
  await page.fill('[data-testid="agent"]', 'GPTBot');
  const many = Array.from({ length: 100_000 }, (_, i) => `https://example.com${PATHS[i % PATHS.length]}${i}`);
  await page.evaluate((text) => navigator.clipboard.writeText(text), many.join('\n'));
  await page.click('[data-testid="urls"]');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  await page.waitForFunction(() => /of 100,000 URLs/.test(document.querySelector('[data-testid="rows-more"]')?.textContent ?? ''), null, {
    timeout: 60_000,
  });
  await settled(page);
  assert.equal(await page.$eval('[data-testid="urls"]', (el) => el.value.length), many.join('\n').length);
  // A window of lines is in the page, not 100,000 of them.
  const drawn = await page.$$eval('#urls .cm-line', (ls) => ls.length);
  assert.ok(drawn > 0 && drawn < 500, `${drawn} lines of the field are in the page`);
  // Typing at the end adds a URL, and every one is counted again.
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nhttps://example.com/private/last');
  await page.waitForFunction(() => /of 100,001 URLs/.test(document.querySelector('[data-testid="rows-more"]')?.textContent ?? ''), null, {
    timeout: 60_000,
  });
  assert.deepEqual(errors, []);
  await context.close();
});
