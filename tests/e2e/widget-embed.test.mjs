// <robots-playground> embedded from another site, exactly as the READMEs show it: the host
// page on one origin, the element's files (www/dist) served from another. With the
// `Access-Control-Allow-Origin` header that `cargo xtask serve` sends, the widget works,
// large values included (a blob: worker of the page's origin imports the element's worker);
// without it the browser blocks the module, and the snippet's fallback text is what the
// reader sees, not a blank. The widget's theme follows the host page's `color-scheme` (a
// class-based dark mode), and its `theme` attribute wins over it.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DIST, ROOT, launch, serveStatic } from './browser.mjs';

let browser;
/** The element's site, with and without CORS, and the host: another origin, which serves `pages`. */
let site, bare, host;
/** @type {Map<string, { html: string, csp?: string }>} the host's pages, by path, with their CSP header */
const pages = new Map();
before(async () => {
  browser = await launch();
  [site, bare] = await Promise.all([serveStatic(DIST), serveStatic(DIST, { cors: false })]);
  const server = createServer((req, res) => {
    const page = pages.get(new URL(req.url, 'http://x').pathname);
    if (page == null) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(page.csp ? { 'content-security-policy': page.csp } : {}) })
      .end(page.html);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  host = { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
});
after(async () => {
  await browser?.close();
  for (const s of [site, bare, host]) s?.close();
});

/** The HTML snippet that loads the element from https://playground.example/ in `file`. */
function snippet(file) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const html = [...text.matchAll(/```html\n([\s\S]*?)```/g)]
    .map((m) => m[1])
    .find((b) => b.includes('https://playground.example/robots-playground.element.js'));
  assert.ok(html, `${file} has an HTML snippet loading the element from https://playground.example/`);
  return html;
}

/** Opens a page of the host's origin holding `body`, the element's site being `from`. */
async function openHost(body, from, { colorScheme = 'light', csp } = {}) {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const path = `/host-${pages.size}.html`;
  const html = `<!doctype html><html lang="en"><title>host</title><link rel="icon" href="data:,">${body.replaceAll('https://playground.example/', from.url)}`;
  pages.set(path, { html, csp: csp?.replaceAll('https://playground.example', new URL(from.url).origin) });
  await page.goto(new URL(path, host.url).href);
  return { page, errors, close: () => context.close() };
}

const LARGE = `User-agent: GPTBot\nDisallow: /private/\n${'# a comment that makes the file large\n'.repeat(2000)}`;

for (const file of ['README.md', 'www/src/element/README-section.md']) {
  test(`${file}: the snippet works from another origin served with CORS, large values in a worker`, async () => {
    assert.notEqual(new URL(site.url).origin, new URL(host.url).origin);
    const { page, errors, close } = await openHost(snippet(file), site);
    try {
      await page.waitForFunction(() => document.querySelector('robots-playground').verdicts?.length === 2);
      assert.deepEqual(await page.$eval('robots-playground', (e) => e.verdicts.map((v) => [v.url, v.allowed, v.line])), [
        ['/blog/post-1', true, 0],
        ['/private/report', false, 2],
      ]);
      // The widget took the fallback's place.
      assert.equal(await page.isVisible('robots-playground > p'), false);
      await page.$eval('robots-playground', (e, text) => (e.value = text), LARGE);
      const notice = await page.waitForFunction(
        () => document.querySelector('robots-playground').shadowRoot.querySelector('[part="notice"] [data-kind="large"]')?.textContent,
      );
      assert.match(await notice.jsonValue(), /analysed in the background/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test(`${file}: without CORS the module is blocked and the snippet's fallback text shows`, async () => {
    const { page, close } = await openHost(snippet(file), bare);
    try {
      // The module's load failed (the <script> element's error event is gone by now: its
      // request is watched instead).
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      assert.equal(await page.evaluate(() => customElements.get('robots-playground')), undefined);
      assert.equal(await page.isVisible('robots-playground > p'), true);
      assert.match(await page.textContent('robots-playground > p'), /needs the script of\s+Robots Playground, which could not load/);
      assert.equal(await page.getAttribute('robots-playground > p > a', 'href'), bare.url);
    } finally {
      await close();
    }
  });
}

/** Opens the README's snippet under `csp`, gives the widget a large value and returns its notice. */
async function largeUnder(csp) {
  const { page, errors, close } = await openHost(snippet('README.md'), site, { csp });
  try {
    await page.waitForFunction(() => document.querySelector('robots-playground').verdicts?.length === 2);
    await page.$eval('robots-playground', (e, text) => (e.value = text), LARGE);
    const notice = await page.waitForFunction(
      () => document.querySelector('robots-playground').shadowRoot.querySelector('[part="notice"] [data-kind="large"]')?.textContent,
    );
    assert.equal(await page.$eval('robots-playground', (e) => e.verdicts[1].allowed), false);
    assert.deepEqual(errors, []);
    return notice.jsonValue();
  } finally {
    await close();
  }
}

// What README.md says a host page's CSP must allow: the element's origin in script-src and
// connect-src ('wasm-unsafe-eval' to compile the engine), and blob: with that origin in
// worker-src (the blob: worker's import of the worker script is checked against worker-src).
const HOST_CSP =
  "default-src 'self'; script-src 'self' https://playground.example 'wasm-unsafe-eval'; connect-src https://playground.example; worker-src blob: https://playground.example";

test("a host page's CSP as README.md says: large values in the blob: worker; without worker-src blob:, on the page's thread", async () => {
  assert.match(await largeUnder(HOST_CSP), /analysed in the background/);
  assert.match(await largeUnder(HOST_CSP.replace('; worker-src blob: https://playground.example', '')), /analysed on this page's thread/);
});

const THEMED = `<style>html.dark { color-scheme: dark; } html.light { color-scheme: light; }</style>
<script type="module" src="https://playground.example/robots-playground.element.js"></script>
<robots-playground id="auto" urls="/a"><script type="text/plain">Disallow: /a</script></robots-playground>
<robots-playground id="light" theme="light" urls="/a"><script type="text/plain">Disallow: /a</script></robots-playground>`;

/** Each widget's theme: its custom state and the background it shows. */
const themes = (page) =>
  page.$$eval('robots-playground', (all) =>
    Object.fromEntries(
      all.map((e) => [
        e.id,
        `${e.matches(':state(dark)') ? 'dark' : e.matches(':state(light)') ? 'light' : '?'} ${getComputedStyle(e.shadowRoot.querySelector('.wrap')).backgroundColor}`,
      ]),
    ),
  );
const LIGHT = 'light rgb(255, 255, 255)';
const DARK = 'dark rgb(29, 32, 36)';

test("the theme follows the host's color-scheme (a class-based dark mode); the theme attribute wins", async () => {
  const { page, errors, close } = await openHost(THEMED, site);
  try {
    await page.waitForFunction(() => [...document.querySelectorAll('robots-playground')].every((e) => e.verdicts?.length));
    assert.deepEqual(await themes(page), { auto: LIGHT, light: LIGHT });
    // The page's dark mode: a class that sets color-scheme. No polling: the change is seen as it happens.
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForFunction(() => document.querySelector('#auto').matches(':state(dark)'), null, { timeout: 2000 });
    assert.deepEqual(await themes(page), { auto: DARK, light: LIGHT });
    await page.$eval('#light', (e) => (e.theme = 'dark'));
    await page.$eval('#auto', (e) => (e.theme = 'light'));
    assert.deepEqual(await themes(page), { auto: LIGHT, light: DARK });
    await page.$eval('#auto', (e) => e.removeAttribute('theme'));
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await page.waitForFunction(() => document.querySelector('#auto').matches(':state(light)'), null, { timeout: 2000 });
    assert.deepEqual(await themes(page), { auto: LIGHT, light: DARK });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a reader who prefers dark: dark, unless the host says color-scheme: light', async () => {
  const { page, close } = await openHost(THEMED, site, { colorScheme: 'dark' });
  try {
    await page.waitForFunction(() => [...document.querySelectorAll('robots-playground')].every((e) => e.verdicts?.length));
    assert.deepEqual(await themes(page), { auto: DARK, light: LIGHT });
    await page.evaluate(() => document.documentElement.classList.add('light'));
    await page.waitForFunction(() => document.querySelector('#auto').matches(':state(light)'), null, { timeout: 2000 });
    assert.deepEqual(await themes(page), { auto: LIGHT, light: LIGHT });
  } finally {
    await close();
  }
});
