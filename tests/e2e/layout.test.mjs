// The page never scrolls sideways: long URLs without break points (a tracking link, a data
// path) wrap in the notices and the Why pane, wide and at 360 px.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setFile, settled, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

/** How far the page and the Why pane reach past their width (0 when they fit). */
const overflow = (page) =>
  page.evaluate(() => {
    const why = document.querySelector('[data-testid="explain"]');
    return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, why: why.scrollWidth - why.clientWidth };
  });

for (const width of [1400, 360]) {
  test(`at ${width} px, a 650-character URL where readings disagree does not widen the page`, async () => {
    const { page } = await env.open('', { viewport: { width, height: 900 } });
    await setFile(page, 'User-agent: *\nDissallow: /x\n');
    const url = `https://e.com/x${'a'.repeat(630)}`;
    await page.fill('[data-testid="urls"]', url);
    await page.waitForSelector('[data-testid="policy-diff"]');
    assert.match(await page.textContent('[data-testid="policy-diff"]'), /aaaa/);
    assert.deepEqual(await overflow(page), { page: 0, why: 0 });
  });
}

test('at 360 px, the example URL in "Path compared" fits', async () => {
  const { page } = await env.open('', { viewport: { width: 360, height: 800 } });
  await settled(page); // the explanation comes after the first frame
  assert.match(await page.textContent('[data-testid="explain"]'), /Path compared/);
  assert.deepEqual(await overflow(page), { page: 0, why: 0 });
});
