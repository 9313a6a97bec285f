// Nothing typed is lost across a reload, however soon it follows the typing: the saver writes
// once typing pauses for 400 ms (large files: 1.5 s), so the page writes what is pending
// as it is hidden, and a reload must then bring back that state, not the older one still in
// the address's hash.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ready, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

/** Reloads as the user would (the browser's reload, the address as it is) and waits until the page is ready. */
async function reload(page) {
  await page.reload();
  await ready(page);
}

/** The text of rendered editor line `n` (1-based). */
const line = (page, n) => page.evaluate((i) => document.querySelectorAll('#editor .cm-line')[i]?.textContent, n - 1);

test('an edit at the end of line 1, reloaded 150 ms later, comes back whole', async () => {
  const { page } = await env.open();
  const first = await line(page, 1);
  await page.click('.cm-content');
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  await page.keyboard.type(' EDITED-QUICKLY');
  await page.waitForTimeout(150);
  await reload(page);
  assert.equal(await line(page, 1), `${first} EDITED-QUICKLY`);
  // The address is brought up to date again, so a link copied now holds the edit too.
  await page.waitForFunction(() => location.hash.startsWith('#s='));
  const { page: other } = await env.open(await page.evaluate(() => location.hash));
  assert.equal(await line(other, 1), `${first} EDITED-QUICKLY`);
});

test('letters typed in the crawler field, reloaded at once, come back', async () => {
  const { page } = await env.open();
  await page.fill('[data-testid="agent"]', 'Bingbot');
  await page.waitForFunction(() => location.hash.startsWith('#s=')); // saved: the hash holds Bingbot
  await page.click('[data-testid="agent"]');
  await page.keyboard.press('End');
  await page.keyboard.type('XYZ');
  await reload(page);
  assert.equal(await page.inputValue('[data-testid="agent"]'), 'BingbotXYZ');
});

test('typing saved by the timer while a slow reload is on its way comes back', async () => {
  const { page } = await env.open();
  await page.fill('[data-testid="agent"]', 'Bingbot');
  await page.waitForTimeout(600);
  await page.click('[data-testid="agent"]');
  await page.keyboard.press('End');
  await page.keyboard.type('XYZ');
  // The page's request is held longer than the saver's 400 ms: its timer writes the newer
  // state into the address after the reload has taken the older one (a loaded machine).
  await page.route('**/*', async (route) => {
    if (route.request().isNavigationRequest()) await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await reload(page);
  await page.unroute('**/*');
  assert.equal(await page.inputValue('[data-testid="agent"]'), 'BingbotXYZ');
});

test('a URL typed in the list, reloaded at once, comes back', async () => {
  const { page } = await env.open();
  const urls = await page.$eval('[data-testid="urls"]', (el) => el.value);
  await page.waitForTimeout(600);
  await page.click('[data-testid="urls"]');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n/typed-late');
  await reload(page);
  assert.equal(await page.$eval('[data-testid="urls"]', (el) => el.value), `${urls}\n/typed-late`);
});

test('a line typed into a 600 KB file, reloaded 0.8 s later, comes back', async () => {
  const { page } = await env.open();
  const text = `User-agent: *\nDisallow: /big\n${'# padding padding padding padding padding padding padding\n'.repeat(10500)}`;
  await page.setInputFiles('[data-testid="file-input"]', { name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction(() => /Opened big\.txt/.test(document.getElementById('status').textContent));
  // Saved once (after the 1.5 s pause and the compression): the hash holds the file as opened.
  await page.waitForFunction(() => location.hash.length > 1000, null, { timeout: 20_000 });
  await page.click('.cm-content');
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Disallow: /typed\n');
  await page.waitForTimeout(800);
  await reload(page);
  assert.equal(await line(page, 1), 'Disallow: /typed');
  assert.equal(await line(page, 2), 'User-agent: *');
  // Once saved again, the address holds the edited file.
  await page.waitForFunction(() => location.hash.length > 1000, null, { timeout: 20_000 });
  await reload(page);
  assert.equal(await line(page, 1), 'Disallow: /typed');
});
