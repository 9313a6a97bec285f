// Code the page loads when first needed (the guide, the decision diagram, the comparison) and
// a chunk that does not arrive (the network is gone, or a new deploy removed it under an open
// page): the panel says so, nothing throws, and the next open or change loads it.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DIST, setup } from './browser.mjs';

let env;
/** Why the retries cannot be tested in this browser, or null. */
let noRetry = null;
before(async () => {
  env = await setup();
  noRetry = await env.failedImportsKept(chunkWith('dg-track').slice(3));
});
after(() => env?.close());

/** The one chunk of www/dist that holds `text`. */
function chunkWith(text) {
  const found = readdirSync(DIST).filter((f) => f.endsWith('.js') && f !== 'app.js' && readFileSync(join(DIST, f), 'utf8').includes(text));
  assert.equal(found.length, 1, `one chunk holds ${JSON.stringify(text)}: ${found.join(', ')}`);
  return `**/${found[0]}`;
}

/** A page opened with `chunk`'s requests failing. */
async function withoutChunk(chunk) {
  const context = await env.browser.newContext();
  await context.route(chunk, (route) => route.abort());
  return { context, ...(await env.open('', { context })) };
}

test('the guide: a failed load says so, and opening it again loads it', async (t) => {
  const chunk = chunkWith('Product token, not the User-Agent string');
  const { context, page, errors } = await withoutChunk(chunk);
  await page.click('[data-testid="guide-toggle"]');
  await page.waitForSelector('[data-testid="guide-failed"]');
  if (noRetry) {
    // The failure is shown; the retry below cannot work in this browser.
    await context.close();
    return t.skip(noRetry);
  }
  await context.unroute(chunk);
  await page.click('[data-testid="guide-toggle"]');
  await page.click('[data-testid="guide-toggle"]');
  await page.waitForFunction(() => document.querySelector('.guide-body')?.textContent.includes('Product token, not the User-Agent string'));
  assert.equal(await page.locator('[data-testid="guide-failed"]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the decision diagram: a failed load says so in its panel, and the next change draws it', async (t) => {
  const chunk = chunkWith('dg-track');
  const { context, page, errors } = await withoutChunk(chunk);
  await page.waitForSelector('[data-testid="diagram-failed"]');
  if (noRetry) {
    // The failure is shown; the retry below cannot work in this browser.
    await context.close();
    return t.skip(noRetry);
  }
  await context.unroute(chunk);
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await page.waitForSelector('[data-testid="diagram"] svg');
  assert.equal(await page.locator('[data-testid="diagram-failed"]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the comparison: a failed load says so, and opening the panel again loads it', async (t) => {
  const chunk = chunkWith('Comparing the earlier version');
  const { context, page, errors } = await withoutChunk(chunk);
  await page.click('#diff-panel summary');
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="diff-summary"]').textContent.startsWith('The comparison could not be loaded.'),
  );
  if (noRetry) {
    // The failure is shown; the retry below cannot work in this browser.
    await context.close();
    return t.skip(noRetry);
  }
  await context.unroute(chunk);
  await page.click('#diff-panel summary');
  await page.click('#diff-panel summary');
  await page.waitForFunction(() => /^No answer changes/.test(document.querySelector('[data-testid="diff-summary"]').textContent));
  assert.deepEqual(errors, []);
  await context.close();
});
