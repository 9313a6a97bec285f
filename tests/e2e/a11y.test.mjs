// Accessibility: keyboard-only use, axe-core (no serious or critical violation) in light
// and dark themes and at 360 px, and screenshots in target/screenshots/.

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const SHOTS = join(ROOT, 'target', 'screenshots');
const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

const active = (page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? document.activeElement?.tagName);

async function tabTo(page, testid, max = 30) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if ((await active(page)) === testid) return;
  }
  throw new Error(`Tab never reached ${testid}`);
}

test('keyboard only: edit, choose a crawler, URLs, reading, focus a row', async () => {
  const { page } = await env.open();
  // The skip link is the first stop and jumps to the controls.
  await page.keyboard.press('Tab');
  assert.match(await page.evaluate(() => document.activeElement.textContent), /Skip to/);
  await page.keyboard.press('Enter');
  await tabTo(page, 'agent');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('GPTBot');
  await page.keyboard.press('Tab');
  assert.equal(await active(page), 'preset');
  await tabTo(page, 'urls');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('https://shop.example/a\nhttps://shop.example/b');
  await tabTo(page, 'policy');
  await page.keyboard.press('ArrowDown'); // rfc9309
  assert.equal(await page.inputValue('[data-testid="policy"]'), 'rfc9309');
  await tabTo(page, 'url-row');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('[data-testid="url-row"] >> nth=1', 'aria-pressed'), 'true');
  assert.equal(await page.getAttribute('[data-testid="verdict"]', 'data-allowed'), 'false');
  // Announced once the answer has settled.
  await page.waitForFunction(() => /Blocked for GPTBot: \/b/.test(document.querySelector('[data-testid="live"]').textContent));

  // The editor takes typing, and Tab leaves it (no focus trap).
  await page.keyboard.press('Shift+Tab');
  await page.focus('.cm-content');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nUser-agent: GPTBot\nAllow: /b');
  assert.equal(await page.getAttribute('[data-testid="verdict"]', 'data-allowed'), 'true');
  // The cursor's line is described in words, as hovering would.
  assert.match(await page.textContent('[data-testid="line-info"]'), /merged for GPTBot .*wins/);
  await page.keyboard.press('Tab');
  assert.notEqual(await page.evaluate(() => document.activeElement.classList.contains('cm-content')), true);
});

async function axe(page) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    // @ts-ignore
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  });
}

for (const [name, opts] of [
  ['light', { colorScheme: 'light', viewport: { width: 1280, height: 900 } }],
  ['dark', { colorScheme: 'dark', viewport: { width: 1280, height: 900 } }],
  ['narrow', { colorScheme: 'light', viewport: { width: 360, height: 800 } }],
]) {
  test(`axe: no serious or critical violation (${name}), screenshot`, async () => {
    // axe is injected as an inline script, which the page's CSP rightly forbids.
    const { page } = await env.open('', { ...opts, bypassCSP: true });
    await page.click('#matrix-panel summary');
    await page.click('#matrix-panel summary');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
    if (name === 'narrow') {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no horizontal scroll at 360 px (overflow ${overflow}px)`);
    }
    await page.click('#matrix-panel summary');
    assert.deepEqual(await axe(page), []);
  });
}
