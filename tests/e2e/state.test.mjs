// Keeping and sharing: the hash link round trip, localStorage across a reload, opening a
// file (picker), and the 500 KiB cut-off of Google's crawler.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { readFileSync } from 'node:fs';
import LZString from 'lz-string';
import { setFile, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const FILE = 'User-agent: ShareBot\nDisallow: /shared/\n';

/** The editor's text (small files: every line is rendered). */
/** The editor's text: the whole document with `?perf` (its hooks give the view), else the lines drawn. */
const editorText = (page) =>
  page.evaluate(
    () =>
      /** @type {any} */ (window).__robotsPerf?.view.state.doc.toString() ??
      [...document.querySelectorAll('#editor .cm-line')].map((e) => e.textContent).join('\n'),
  );

/** Waits until the focused verdict is `allowed` with deciding line `line`. */
async function waitVerdict(page, allowed, line) {
  await page.waitForFunction(
    ([a, l]) => {
      const v = document.querySelector('[data-testid="verdict"]');
      return v?.dataset.allowed === a && v.querySelector('[data-testid="winner-line"]')?.textContent === l;
    },
    [allowed, line],
    { timeout: 5000 },
  );
}

async function controls(page) {
  return {
    text: await editorText(page),
    agent: await page.inputValue('[data-testid="agent"]'),
    urls: await page.$eval('[data-testid="urls"]', (el) => el.value),
    policy: await page.inputValue('[data-testid="policy"]'),
  };
}

test('a first visit shows the example with no hash', async () => {
  // The example is longer than the editor's height: its last lines are not drawn.
  const { page } = await env.open('?perf');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.restored), 'example');
  const { text } = await controls(page);
  assert.match(text, /User-agent: \*/);
  assert.match(text, /Sitemap: https:\/\//);
  await page.waitForTimeout(600);
  assert.equal(await page.evaluate(() => location.hash), '', 'defaults are left out of the hash');
});

test('share link round trip restores file, agent, URLs and policy', async () => {
  const { page } = await env.open();
  await setFile(page, FILE);
  await page.fill('[data-testid="agent"]', 'ShareBot');
  await page.fill('[data-testid="urls"]', 'https://e.com/shared/a\nhttps://e.com/other');
  await page.selectOption('[data-testid="policy"]', 'rfc9309');
  await page.click('#share');
  const link = await page.inputValue('[data-testid="share-url"]');
  assert.match(link, /#s=[A-Za-z0-9+\-$]+$/);
  const before = await controls(page);

  // A fresh context has no localStorage: only the hash can restore the state.
  const { page: other } = await env.open(link.slice(link.indexOf('#')));
  assert.equal(await other.evaluate(() => document.documentElement.dataset.restored), 'hash');
  assert.deepEqual(await controls(other), before);
  assert.equal(await other.getAttribute('[data-testid="verdict"]', 'data-allowed'), 'false');
  assert.equal(await other.textContent('[data-testid="winner-line"]'), '2');
});

test('a corrupt hash falls back to the example', async () => {
  const { page, errors } = await env.open('#s=%%%not-lz');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.restored), 'example');
  assert.deepEqual(errors, []);
});

test('a broken link set in an open tab is reported, and the work stays', async () => {
  const { page, errors } = await env.open();
  await page.fill('[data-testid="agent"]', 'KeptBot');
  await page.evaluate(() => (location.hash = '#s=%%%not-lz'));
  await page.waitForSelector('[data-testid="notice"] [data-kind="restore"]', { timeout: 5000 });
  assert.match(await page.textContent('[data-testid="notice"] [data-kind="restore"]'), /link could not be read/);
  assert.equal(await page.inputValue('[data-testid="agent"]'), 'KeptBot');
  // A good link then replaces the state, and the notice goes.
  const link = await page.evaluate(() => (location.hash = '#s=N4Ighg5gpgdgLiAXCA4gBQCoCED2CC+QA'));
  assert.ok(link);
  await page.waitForFunction(() => document.querySelector('[data-testid="agent"]').value === 'GPTBot');
  assert.equal(await page.$('[data-testid="notice"] [data-kind="restore"]'), null);
  assert.deepEqual(errors, []);
});

test('a link that unpacks to millions of characters is refused with a notice, on load and in an open tab', async () => {
  // ~8 K characters that unpack to 9 M characters (made once: lz-string takes 20 s to pack them).
  const bomb = readFileSync(new URL('link-bomb.txt', import.meta.url), 'utf8').trim();
  assert.ok(LZString.decompressFromEncodedURIComponent(bomb.slice(3)).length > 9_000_000);
  const { page, errors } = await env.open(bomb);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.restored), 'example');
  assert.match(
    await page.textContent('[data-testid="notice"] [data-kind="restore"]'),
    /holds more than a playground link can.*the example is shown instead/,
  );
  await page.fill('[data-testid="agent"]', 'KeptBot');
  await page.evaluate(() => (location.hash = ''));
  await page.evaluate((h) => (location.hash = h), bomb);
  await page.waitForFunction(
    () => /holds more than/.test(document.querySelector('[data-testid="notice"] [data-kind="restore"]')?.textContent ?? ''),
    null,
    { timeout: 10000 },
  );
  assert.match(await page.textContent('[data-testid="notice"] [data-kind="restore"]'), /what was on screen is left as it was/);
  assert.equal(await page.inputValue('[data-testid="agent"]'), 'KeptBot');
  assert.deepEqual(errors, []);
});

test('a link opened over other saved work keeps that work one click away', async () => {
  const { page, context, errors } = await env.open();
  await setFile(page, 'User-agent: MineBot\nDisallow: /mine/\n');
  await page.fill('[data-testid="agent"]', 'MineBot');
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('robots-playground:state:v1') ?? '{}').agent === 'MineBot');
  // {"agent":"GPTBot"}: a link made elsewhere, opened in the same browser.
  const { page: linked } = await env.open('#s=N4Ighg5gpgdgLiAXCA4gBQCoCED2CC+QA', { context });
  assert.equal(await linked.inputValue('[data-testid="agent"]'), 'GPTBot');
  const notice = await linked.textContent('[data-testid="link-replaced"]');
  assert.match(
    notice,
    /This link replaced the work this browser had kept \(a file of 37 characters, checked for MineBot\); it is kept apart/,
  );
  await linked.click('[data-testid="back-to-saved"]');
  await linked.waitForFunction(() => document.querySelector('[data-testid="agent"]').value === 'MineBot');
  assert.match(await editorText(linked), /Disallow: \/mine\//);
  assert.equal(await linked.$('[data-testid="link-replaced"]'), null, 'the notice goes');

  // A link holding the work already kept here, or opened over the example, says nothing.
  const { page: fresh, context: other } = await env.open();
  const { page: over } = await env.open('#s=N4Ighg5gpgdgLiAXCA4gBQCoCED2CC+QA', { context: other });
  assert.equal(await over.$('[data-testid="link-replaced"]'), null, 'over the example');
  await fresh.fill('[data-testid="agent"]', 'GPTBot');
  await fresh.waitForFunction(() => JSON.parse(localStorage.getItem('robots-playground:state:v1') ?? '{}').agent === 'GPTBot');
  const { page: own } = await env.open('#s=N4Ighg5gpgdgLiAXCA4gBQCoCED2CC+QA', { context: other });
  assert.equal(await own.$('[data-testid="link-replaced"]'), null, 'over the same work');
  assert.deepEqual(errors, []);
});

/** Waits until this browser's saved work names `agent`. */
const stored = (page, agent) =>
  page.waitForFunction((a) => JSON.parse(localStorage.getItem('robots-playground:state:v1') ?? '{}').agent === a, agent);

/** Two tabs of one browser: the first saves AlphaBot's work, then the second BetaBot's. */
async function twoTabs() {
  const { page: a, context, errors } = await env.open();
  await setFile(a, 'User-agent: AlphaBot\nDisallow: /a/\n');
  await a.fill('[data-testid="agent"]', 'AlphaBot');
  await stored(a, 'AlphaBot');
  const { page: b } = await env.open('', { context });
  await setFile(b, 'User-agent: BetaBot\nDisallow: /b/\n');
  await b.fill('[data-testid="agent"]', 'BetaBot');
  await stored(b, 'BetaBot');
  return { a, b, context, errors };
}

test("two tabs never drop each other's work unnoticed: the other is kept apart and offered back", async () => {
  const { a, context, errors } = await twoTabs();
  // The first tab is told, and its next save keeps the other tab's work apart.
  assert.match(await a.textContent('[data-testid="other-tab"]'), /Another playground tab has just saved its work in this browser/);
  await a.fill('[data-testid="urls"]', 'https://example.com/a/x');
  await stored(a, 'AlphaBot');
  assert.equal(await a.evaluate(() => JSON.parse(localStorage.getItem('robots-playground:replaced:v1') ?? '{}').agent), 'BetaBot');
  // A later visit shows the last saved work and offers the other; the two change places.
  const { page: c } = await env.open('', { context });
  assert.equal(await c.inputValue('[data-testid="agent"]'), 'AlphaBot');
  assert.match(
    await c.textContent('[data-testid="other-work"]'),
    /This browser also kept the work of another tab \(a file of 34 characters, checked for BetaBot\)/,
  );
  await c.click('[data-testid="open-other-work"]');
  await c.waitForFunction(() => document.querySelector('[data-testid="agent"]').value === 'BetaBot');
  assert.match(await editorText(c), /Disallow: \/b\//);
  assert.match(await c.textContent('[data-testid="other-work"]'), /checked for AlphaBot/);
  await stored(c, 'BetaBot');
  assert.equal(await c.evaluate(() => JSON.parse(localStorage.getItem('robots-playground:replaced:v1') ?? '{}').agent), 'AlphaBot');
  assert.deepEqual(errors, []);
});

test('the state survives a reload through localStorage', async () => {
  const { page, context } = await env.open();
  await setFile(page, FILE);
  await page.fill('[data-testid="agent"]', 'ShareBot');
  // Saves wait for a 400 ms pause: wait for this one, however long a loaded machine takes.
  // (The file names ShareBot too: the field itself is read, or the file's save would do.)
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('robots-playground:state:v1') ?? '{}').agent === 'ShareBot');
  // Open the bare address (no hash) in the same context: only localStorage remains.
  const { page: again } = await env.open('', { context });
  assert.equal(await again.evaluate(() => document.documentElement.dataset.restored), 'storage');
  const c = await controls(again);
  assert.equal(c.text, FILE);
  assert.equal(c.agent, 'ShareBot');

  await again.reload();
  await again.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  assert.equal((await controls(again)).text, FILE);
});

test('opening a file with the picker replaces the editor text', async () => {
  const { page } = await env.open();
  const text = 'User-agent: *\nDisallow: /from-file/\n';
  await page.setInputFiles('[data-testid="file-input"]', { name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction((t) => [...document.querySelectorAll('#editor .cm-line')].map((e) => e.textContent).join('\n') === t, text);
  await page.fill('[data-testid="urls"]', 'https://e.com/from-file/x');
  assert.equal(await page.getAttribute('[data-testid="verdict"]', 'data-allowed'), 'false');
  assert.match(await page.textContent('#status'), /Opened robots\.txt/);

  // Invalid UTF-8 is reported.
  const bad = Buffer.concat([Buffer.from('User-agent: *\nDisallow: /a'), Buffer.from([0xff, 0xfe]), Buffer.from('\n')]);
  await page.setInputFiles('[data-testid="file-input"]', { name: 'bad.txt', mimeType: 'text/plain', buffer: bad });
  await page.waitForSelector('[data-testid="notice"] [data-kind="file"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /not valid UTF-8/);
});

test("over 500 KiB: Google's crawler ignores the rest, and the cut-off is shown", async () => {
  const { page } = await env.open();
  const head = 'User-agent: *\nDisallow: /early\n';
  const pad = '# padding padding padding padding padding padding padding padding padding\n'.repeat(7500); // ~555 kB
  const text = `${head}${pad}Disallow: /late\n`;
  await page.setInputFiles('[data-testid="file-input"]', { name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForSelector('[data-testid="notice"] [data-kind="size"]');
  await page.fill('[data-testid="urls"]', 'https://e.com/late');
  // A large file is analysed by a worker: the verdict follows asynchronously.
  const lastLine = text.split('\n').length - 1;
  await waitVerdict(page, 'false', String(lastLine));

  await page.selectOption('[data-testid="policy"]', 'crawler');
  await waitVerdict(page, 'true', ''); // the rule past 512,000 bytes is ignored
  // For a large file, the notices follow once typing pauses.
  const cutLine = text.slice(0, 512000).split('\n').length;
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="notice"] [data-kind="size"]')?.textContent.includes(`from line ${n} on`),
    cutLine.toLocaleString('en'),
    { timeout: 5000 },
  );
  const diff = await page.waitForSelector('[data-testid="policy-diff"]', { timeout: 5000 });
  assert.match(await diff.textContent(), /Crawler profile: allowed/);
  // The cut-off marker is drawn in the editor at that line.
  await page.click('[data-testid="show-cutoff"]');
  await page.waitForSelector('[data-testid="cutoff"]');
  assert.equal(await page.getAttribute('.cm-line[data-cutoff]', 'data-cutoff'), 'true');
});

test('drag-and-drop a file onto the editor opens it', async () => {
  const { page } = await env.open();
  const text = 'User-agent: *\nDisallow: /dropped/\n';
  await page.evaluate((t) => {
    const dt = new DataTransfer();
    dt.items.add(new File([t], 'dropped.txt', { type: 'text/plain' }));
    const target = document.getElementById('editor-pane');
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForFunction((t) => [...document.querySelectorAll('#editor .cm-line')].map((e) => e.textContent).join('\n') === t, text);
  assert.match(await page.textContent('#status'), /Opened dropped\.txt/);
});

test('download and copy give the edited file', async () => {
  const context = await env.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page } = await env.open('', { context });
  const text = 'User-agent: *\nDisallow: /kept/\n';
  await setFile(page, text);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  assert.equal(download.suggestedFilename(), 'robots.txt');
  const chunks = [];
  for await (const c of await download.createReadStream()) chunks.push(c);
  assert.equal(Buffer.concat(chunks).toString('utf8'), text);

  await page.click('#copy');
  await page.waitForFunction(() => /Copied the file/.test(document.getElementById('status').textContent));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);
  await context.close();
});

test("two tabs and no room to keep both: the other tab's saved work is not written over, and this tab says so", async () => {
  const { a, context, errors } = await twoTabs();
  await a.waitForSelector('[data-testid="other-tab"]');
  // The slot for work kept apart cannot be written (the storage is full for it).
  await a.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (k === 'robots-playground:replaced:v1') throw new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');
      return setItem.call(this, k, v);
    };
  });
  await a.fill('[data-testid="urls"]', 'https://example.com/a/x');
  await a.waitForFunction(() => /no room to keep both/.test(document.querySelector('[data-testid="notice"]')?.textContent ?? ''), null, {
    timeout: 10000,
  });
  assert.match(
    await a.textContent('[data-testid="notice"]'),
    /yours was not saved, so that the other tab's is not lost\. Copy the link to keep it\./,
  );
  // The saved work is still the other tab's, and the work on screen is this tab's.
  assert.equal(await a.evaluate(() => JSON.parse(localStorage.getItem('robots-playground:state:v1') ?? '{}').agent), 'BetaBot');
  assert.equal(await a.inputValue('[data-testid="agent"]'), 'AlphaBot');
  assert.deepEqual(errors, []);
});
