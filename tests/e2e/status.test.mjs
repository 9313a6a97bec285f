// The page's "HTTP status" choice (issue 23): how the server answered the request for
// robots.txt, beside the reading. The engine decides what it means (RFC 9309 §2.3.1, Google):
// after a 4xx everything is allowed, after a 429, a 5xx or no answer nothing is, and the answer
// and the Why panel say which status decided. The choice is kept across a reload.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setFile, settled, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const FILE = ['User-agent: *', 'Disallow: /private/', ''].join('\n');

/** The verdict's words, the answer's rule line and the Why panel's text. */
const shown = async (page) => ({
  verdict: await page.textContent('[data-testid="verdict"]'),
  rule: await page.textContent('[data-testid="answer-rule"]'),
  why: await page.evaluate(() => document.querySelector('#explain')?.textContent ?? ''),
});

test('the status decides the answer, which names it, and a reload keeps it', async () => {
  const { page, errors } = await env.open('');
  await setFile(page, FILE);
  await page.fill('[data-testid="agent"]', 'Googlebot');
  await page.fill('[data-testid="urls"]', 'https://example.com/\nhttps://example.com/private/x');
  await settled(page);
  assert.deepEqual(await page.$$eval('[data-testid="http-status"] option', (o) => o.map((x) => x.value)), [
    '',
    '404',
    '410',
    '403',
    '429',
    '500',
    '503',
    'unreachable',
  ]);
  assert.match((await shown(page)).verdict, /Allowed/, 'a success reads the file: / is allowed');

  await page.selectOption('[data-testid="http-status"]', '503');
  await settled(page);
  let now = await shown(page);
  assert.match(now.verdict, /Blocked/, 'after a 503 nothing may be fetched');
  assert.match(
    now.rule,
    /^The request for robots.txt got HTTP 503 \(Service Unavailable\): the file counts as unreachable, so nothing may be fetched, not even \/\.$/,
  );
  assert.match(now.why, /HTTP 503/);
  assert.match(now.why, /unreachable/);

  await page.selectOption('[data-testid="http-status"]', '404');
  await page.click('[data-testid="url-rows"] li:nth-child(2) button, #url-rows li:nth-child(2)');
  await settled(page);
  now = await shown(page);
  assert.match(now.verdict, /Allowed/, 'after a 404 even /private/x may be fetched');
  assert.match(
    now.rule,
    /^The request for robots.txt got HTTP 404 \(Not Found\): the file counts as unavailable, so everything may be fetched, \/private\/x included\.$/,
  );
  assert.match(now.why, /HTTP 404/);

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await settled(page);
  assert.equal(await page.inputValue('[data-testid="http-status"]'), '404', 'the choice is kept across a reload');
  assert.match((await shown(page)).verdict, /Allowed/);
  assert.deepEqual(errors, []);
});

test('a file over 2 M characters, analysed in the worker, is answered with the status too', async () => {
  const { page, errors } = await env.open('');
  const rules = Array.from({ length: 100_000 }, (_, i) => `Disallow: /section-${i}/`);
  const text = ['User-agent: *', ...rules, 'Allow: /', ''].join('\n');
  assert.ok(text.length > 2 * 1024 * 1024, 'over MAIN_MAX: the page sends it to its worker');
  await page.fill('[data-testid="agent"]', 'Googlebot');
  await page.fill('[data-testid="urls"]', 'https://example.com/open');
  await page.setInputFiles('[data-testid="file-input"]', { name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.querySelector('[data-testid="winner-line"]')?.textContent === '100002', null, {
    timeout: 60000,
  });
  await settled(page, 60000);
  assert.match((await shown(page)).verdict, /Allowed/);
  await page.selectOption('[data-testid="http-status"]', 'unreachable');
  await page.waitForFunction(() => document.querySelector('[data-testid="verdict"]')?.dataset.allowed === 'false', null, {
    timeout: 60000,
  });
  await settled(page, 60000);
  const now = await shown(page);
  assert.match(now.verdict, /Blocked/);
  assert.match(now.why, /no answer/);
  await page.selectOption('[data-testid="http-status"]', '');
  await page.waitForFunction(() => document.querySelector('[data-testid="verdict"]')?.dataset.allowed === 'true', null, { timeout: 60000 });
  assert.deepEqual(errors, []);
});
