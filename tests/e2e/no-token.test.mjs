// A crawler field from which no product token can be read ("360Spider", "(compatible; x)"):
// the page says no token was recognised, and checks the string as typed, as Google's library
// compares the caller's string as given. Checking "" instead would take a group whose value
// has no leading letters (`User-agent: 80legs`, `*bot`), whose token Google reads as "".

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setFile, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const FILE = 'User-agent: 80legs\nDisallow: /\n\nUser-agent: *\nAllow: /\n';

/** Waits until the focused verdict is `allowed` with deciding line `line`. */
async function waitVerdict(page, allowed, line, timeout = 5000) {
  await page.waitForFunction(
    ([a, l]) => {
      const v = document.querySelector('[data-testid="verdict"]');
      return v?.dataset.allowed === a && v.querySelector('[data-testid="winner-line"]')?.textContent === l;
    },
    [allowed, line],
    { timeout },
  );
}

test('"360Spider": no token recognised, the * group applies (allowed, line 5)', async () => {
  const { page, errors } = await env.open();
  await setFile(page, FILE);
  await page.fill('[data-testid="urls"]', '/page');
  await page.fill('[data-testid="agent"]', '360Spider');
  await waitVerdict(page, 'true', '5');
  assert.match(await page.textContent('[data-testid="recognised-token"]'), /\(none\)/);
  assert.match(await page.textContent('[data-testid="verdict"]'), /for 360Spider/);
  // Why: the 80legs group does not name it; the * group is the fallback.
  const why = await page.$$eval('[data-testid="explain-groups"] li', (els) => els.map((e) => e.dataset.why));
  assert.deepEqual(why, ['other-agent', 'wildcard-fallback']);
  assert.doesNotMatch(await page.textContent('#explain'), /taken: it names/);
  // The diagram: the * group is the fallback, the winner line 5; the token box says none was read.
  await page.waitForFunction(() => document.querySelector('[data-testid="diagram"] [data-node="winner"]')?.dataset.line === '5');
  const fallback = await page.$$eval('[data-testid="diagram"] [data-node="group"][data-state="fallback"]', (els) =>
    els.map((e) => e.dataset.line),
  );
  assert.deepEqual(fallback, ['4']);
  assert.match(await page.textContent('[data-testid="diagram"] [data-step="token"]'), /none.*360Spider|360Spider.*none/i);
  // Every reading agrees: no "readings disagree" notice.
  assert.equal(await page.$('[data-testid="policy-diff"]'), null);
  assert.deepEqual(errors, []);
});

test('"(compatible; x)" and a file line "User-agent: *bot": the group does not match', async () => {
  const { page } = await env.open();
  await setFile(page, 'User-agent: *bot\nDisallow: /\n');
  await page.fill('[data-testid="urls"]', '/page');
  await page.fill('[data-testid="agent"]', '(compatible; x)');
  await waitVerdict(page, 'true', '');
  assert.match(await page.textContent('[data-testid="recognised-token"]'), /\(none\)/);
  // A real token still takes its group, and an empty field is an empty token, as before.
  await page.fill('[data-testid="agent"]', 'Googlebot');
  await waitVerdict(page, 'true', '');
});

test('a large file (analysed in the worker) gives the same answer', async () => {
  const { page } = await env.open();
  const text = `${FILE}${'# padding padding padding padding padding padding padding\n'.repeat(45000)}`; // over 2 M characters
  await page.setInputFiles('[data-testid="file-input"]', { name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction(() => /Opened big\.txt/.test(document.getElementById('status').textContent));
  await page.fill('[data-testid="urls"]', '/page');
  await page.fill('[data-testid="agent"]', '360Spider');
  await waitVerdict(page, 'true', '5', 30_000);
});

test('the widget checks the string as typed too', async () => {
  const { page } = await env.open();
  await page.goto(`${env.url}embed.html`);
  await page.waitForFunction(() => document.querySelector('robots-playground')?.verdicts?.length);
  const verdicts = await page.evaluate(async () => {
    const el = document.querySelector('robots-playground');
    el.value = 'User-agent: 80legs\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
    el.urls = '/page';
    el.agent = '360Spider';
    await new Promise((r) => el.addEventListener('robots-verdict', r, { once: true }));
    return el.verdicts.map((v) => ({ allowed: v.allowed, line: v.line }));
  });
  assert.deepEqual(verdicts, [{ allowed: true, line: 5 }]);
});
