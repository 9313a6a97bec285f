// Values over the size at which the analysis moves to the worker (issue 20's two bugs): a
// widget whose first value is over 64 K characters, inline or set by `.value`, shows its
// verdicts (it used to fail in the focused row's update, before any row existed), and the
// page keeps the focused verdict's path for a file over 2 MB (the worker's detail used to
// replace it with a bare answer).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import init, { Robots } from 'robots-playground/full';
import { openInPackage, settled, setup } from './browser.mjs';

let env;
before(async () => {
  await init();
  env = await setup();
});
after(() => env?.close());

/** A file of `n` groups: over 64 K characters from ~1,200 on. */
const groups = (n) => {
  const out = ['User-agent: *', 'Disallow: /private/', ''];
  for (let i = 0; i < n; i++)
    out.push(`User-agent: Bot${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${i}`, `Disallow: /s${i}/`, `Allow: /s${i}/open`, '');
  return out.join('\n');
};

const widgetState = (page) =>
  page.$eval('robots-playground', (el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const message = root.querySelector('.message');
    return {
      message: message && !message.hidden ? message.textContent : '',
      rows: [...root.querySelectorAll('[data-testid="verdict-row"]')].map((r) => `${r.dataset.allowed}:${r.dataset.line}`),
      verdicts: el.verdicts.map((v) => `${v.allowed}:${v.line}`),
    };
  });

test('a widget whose inline value is over 64 K characters shows its verdicts, from the worker', async () => {
  const text = groups(1500);
  assert.ok(text.length > 64 * 1024);
  const robots = new Robots(text);
  const expected = ['/private/x', '/s7/a'].map((u) => {
    const d = robots.decide('GPTBot', u);
    return `${d.allowed}:${d.line}`;
  });
  const body = `<script type="module" src="./robots-playground.define.js"></script>
<robots-playground agent="GPTBot" urls="/private/x&#10;/s7/a"><script type="text/plain">${text}</script></robots-playground>`;
  const { page, errors, close } = await openInPackage(env.browser, body);
  try {
    await page.waitForFunction(() => document.querySelector('robots-playground')?.verdicts?.length === 2, null, { timeout: 20000 });
    const state = await widgetState(page);
    assert.equal(state.message, '', 'no engine failure shown');
    assert.deepEqual(state.rows, expected);
    assert.deepEqual(state.verdicts, expected);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a value over 64 K characters set by .value, before the widget starts and after: verdicts, no failure', async () => {
  const body = `<script type="module" src="./robots-playground.define.js"></script>`;
  const { page, errors, close } = await openInPackage(env.browser, body);
  try {
    const first = groups(1800);
    // Made by script with its value set before it is connected (and before the engine loads).
    await page.evaluate((t) => {
      const el = document.createElement('robots-playground');
      el.setAttribute('agent', 'GPTBot');
      el.setAttribute('urls', '/s3/open');
      el.value = t;
      document.body.append(el);
    }, first);
    const d1 = new Robots(first).decide('GPTBot', '/s3/open');
    await page.waitForFunction(() => document.querySelector('robots-playground')?.verdicts?.length === 1, null, { timeout: 20000 });
    assert.deepEqual(await widgetState(page), { message: '', rows: [`${d1.allowed}:${d1.line}`], verdicts: [`${d1.allowed}:${d1.line}`] });
    const text = `User-agent: GPTBot\nDisallow: /s3/\n\n${groups(2000)}`;
    await page.evaluate((t) => {
      document.querySelector('robots-playground').value = t;
    }, text);
    const d = new Robots(text).decide('GPTBot', '/s3/open');
    assert.notEqual(d.line, d1.line);
    await page.waitForFunction((want) => document.querySelector('robots-playground').verdicts[0]?.line === want, d.line, {
      timeout: 20000,
    });
    const state = await widgetState(page);
    assert.equal(state.message, '');
    assert.deepEqual(state.rows, [`${d.allowed}:${d.line}`]);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("the page keeps the focused verdict's path for a file over 2 MB (analysed in the worker)", async () => {
  const { page, errors } = await env.open();
  const text = groups(40000);
  assert.ok(text.length > 2 * 1024 * 1024);
  await page.fill('[data-testid="agent"]', 'Googlebot');
  await page.fill('[data-testid="urls"]', 'https://example.com/private/x?q=1\nhttps://example.com/s5/open');
  await page.setInputFiles('[data-testid="file-input"]', { name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  // The worker's focused verdict for the new file (line 2), then its detail once typing paused.
  await page.waitForFunction(() => document.querySelector('[data-testid="winner-line"]')?.textContent === '2', null, { timeout: 60000 });
  await settled(page, 60000);
  // After the worker's detail (rows, explanation, lint), the answer still names the path.
  const shown = await page.$eval('[data-testid="verdict"]', (e) => ({ allowed: e.dataset.allowed, text: e.textContent }));
  assert.equal(shown.allowed, 'false');
  assert.match(shown.text, /Blocked for Googlebot: \/private\/x\?q=1 · deciding line: 2/);
  const rows = await page.$$eval('[data-testid="url-row"]', (els) => els.map((e) => e.dataset.allowed));
  assert.deepEqual(rows, ['false', 'true']);
  assert.deepEqual(errors, []);
});

test('keys typed into a widget of 2.5 M characters while its editor loads all arrive, at the caret', async () => {
  const body = `<script type="module" src="./robots-playground.define.js"></script>`;
  const { page, errors, close } = await openInPackage(env.browser, body);
  try {
    // ~2.5 M characters: over the size the editor loads in slices (its edits dropped meanwhile).
    const text = `User-agent: GPTBot\nDisallow: /a/\n\n${groups(60000)}`;
    assert.ok(text.length > 2_400_000, `${text.length}`);
    await page.evaluate((t) => {
      const el = document.createElement('robots-playground');
      el.setAttribute('agent', 'GPTBot');
      el.setAttribute('urls', '/a/x');
      el.value = t;
      el.addEventListener('robots-change', (e) => (globalThis.__changed = /** @type {any} */ (e).detail.text.slice(0, 40)));
      document.body.append(el);
    }, text);
    await page.waitForFunction(() => document.querySelector('robots-playground')?.verdicts?.length === 1, null, { timeout: 30000 });
    // A click on the end of line 2 of the light view, then keys at once, and more while it loads.
    const end = await page.$eval('robots-playground', (el) => {
      const line = el.shadowRoot.querySelector('.rp-line[data-line="2"]');
      const r = line.getBoundingClientRect();
      return { x: r.right - 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(end.x, end.y);
    await page.keyboard.type('ZZ');
    await page.waitForFunction(() => document.querySelector('robots-playground').shadowRoot.querySelector('.cm-editor'));
    await page.keyboard.type('YY');
    await page.keyboard.press('Backspace');
    await page.waitForFunction(
      () => document.querySelector('robots-playground').value.startsWith('User-agent: GPTBot\nDisallow: /a/'),
      null,
      { timeout: 60000 },
    );
    await page.waitForFunction(
      () => !document.querySelector('robots-playground').shadowRoot.querySelector('[data-testid="loading"]'),
      null,
      { timeout: 60000 },
    );
    await page.waitForFunction(() => document.querySelector('robots-playground').value.split('\n')[1] !== 'Disallow: /a/', null, {
      timeout: 30000,
    });
    const value = await page.$eval('robots-playground', (el) => el.value);
    assert.equal(value.split('\n')[1], 'Disallow: /a/ZZY');
    assert.equal(value.length, text.length + 3);
    await page.waitForFunction(() => globalThis.__changed?.includes('ZZY'), null, { timeout: 30000 });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
