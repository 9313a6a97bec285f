// Shared helpers of the browser end-to-end tests: launching Debian's Chromium through
// playwright-core, and the page's address. `cargo xtask test` sets BASE_URL to its server
// of www/dist; without it, a small static server of www/dist (with the same CSP header)
// is started here, so `node --test tests/e2e/` also works after `cargo xtask build`.

import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = join(ROOT, 'www', 'dist');
export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; connect-src 'self' https: http://localhost:* http://127.0.0.1:*; object-src 'none'; base-uri 'none'";
/** The policy as the servers send it (xtask/src/serve.rs): a header alone can forbid framing. */
export const CSP_HEADER = `${CSP}; frame-ancestors 'self'`;

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Waits get a minute: CI runs these on a busy two-core machine. */
const WAIT_MS = 60_000;

/** Launches Chromium, with `extra` flags; its contexts and pages wait up to `WAIT_MS` by default. */
export async function launch(extra = []) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: [...ARGS, ...extra] });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_MS);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.setDefaultTimeout(WAIT_MS);
    return page;
  };
  return browser;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `dir` on 127.0.0.1 (a free port) with the page's CSP header and, as `cargo xtask
 * serve` does, `Access-Control-Allow-Origin: *` on scripts and wasm (other sites may embed the
 * element); `{ cors: false }` leaves that header out.
 */
export function serveStatic(dir = DIST, { cors = true } = {}) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end('not found');
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': CSP_HEADER,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      ...(cors && /\.(m?js|wasm)$/.test(file) ? { 'access-control-allow-origin': '*' } : {}),
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }));
  });
}

/**
 * Opens a page made of `body` next to the npm package as it is published (web/pkg served as
 * plain files, no bundler), in a fresh context of `browser`; under the page's CSP when `csp`.
 * Returns the page, the errors it threw, and `close` (the context and the server).
 */
export async function openInPackage(browser, body, { csp = false } = {}) {
  const server = await serveStatic(join(ROOT, 'web', 'pkg'));
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const url = `${server.url}test-page.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: csp ? { 'content-security-policy': CSP } : {},
      body: `<!doctype html><html lang="en"><title>pkg</title><link rel="icon" href="data:,">${body}`,
    }),
  );
  const close = async () => {
    await context.close();
    server.close();
  };
  try {
    await page.goto(url);
  } catch (e) {
    await close();
    throw e;
  }
  return { page, errors, close };
}

/**
 * The page's base URL (from BASE_URL or a server started here) and a way to stop it.
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export async function baseUrl() {
  if (process.env.BASE_URL) {
    const url = process.env.BASE_URL.endsWith('/') ? process.env.BASE_URL : `${process.env.BASE_URL}/`;
    return { url, close: () => {} };
  }
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('www/dist is missing: run `cargo xtask build` first');
  return serveStatic();
}

/**
 * One browser and server for a test file. `open(hash?, opts?)` opens the page in a fresh
 * context (empty localStorage) and waits until it is ready.
 */
export async function setup() {
  const server = await baseUrl();
  const browser = await launch();
  const contexts = [];
  return {
    url: server.url,
    browser,
    async open(hash = '', opts = {}) {
      const { colorScheme, viewport, context: existing, bypassCSP } = opts;
      const context = existing ?? (await browser.newContext({ colorScheme, viewport, bypassCSP }));
      if (!existing) contexts.push(context);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e));
      await page.goto(server.url + hash);
      await ready(page);
      // A filled field, a chosen option or a click (a URL row, a matrix cell, a quick fix)
      // re-analyses: the focused verdict is drawn at once, the rest follows after the frame.
      // Tests read the panels once it has settled (at once when nothing was re-analysed).
      for (const name of /** @type {const} */ (['fill', 'selectOption', 'click'])) {
        const act = page[name].bind(page);
        page[name] = async (...args) => {
          const out = await act(...args);
          await settled(page, 60000);
          return out;
        };
      }
      return { page, context, errors };
    },
    /**
     * Why a failed dynamic import of `file` (a chunk of www/dist) cannot be retried in this
     * browser, or null. Chromium 148 keeps a failed import in the module map, as the HTML
     * spec says, so importing the same URL again fails without a request: then a panel's
     * "the next open loads it" cannot work, and tests of that retry skip it with this reason.
     * Probed under a URL of its own (`?probe`), which no other test uses.
     */
    async failedImportsKept(file) {
      const url = `${file}?probe`;
      const context = await browser.newContext();
      try {
        await context.route(`**/${url}`, (route) => route.abort());
        const page = await context.newPage();
        await page.goto(server.url);
        const attempt = () =>
          page.evaluate(
            (u) =>
              import(`./${u}`).then(
                () => 'loaded',
                () => 'failed',
              ),
            url,
          );
        if ((await attempt()) !== 'failed') throw new Error("the probe's route did not make the import fail");
        await context.unroute(`**/${url}`);
        return (await attempt()) === 'failed'
          ? 'this browser keeps a failed dynamic import for its URL, so a retry of the same chunk cannot load it'
          : null;
      } finally {
        await context.close();
      }
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close();
      server.close();
    },
  };
}

/** Waits until the page has loaded the engine and analysed once. */
export async function ready(page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout: 15000 });
  const state = await page.evaluate(() => document.documentElement.dataset.ready);
  if (state !== 'true') throw new Error(`page failed to start: ${await page.textContent('#status')}`);
}

/**
 * Waits until the page's panels show the latest analysis: the focused verdict and the line
 * roles are drawn with each change, the rows, explanation, diagram, lint and matrix after it,
 * one per task once the frame is painted (after a pause in a large file).
 */
export async function settled(page, timeout = 15000) {
  await page.waitForFunction(
    () => {
      const { analysis, link } = document.documentElement.dataset;
      return analysis === 'settled' && link !== 'opening';
    },
    null,
    { timeout },
  );
}

/** Replaces the editor's text as a user would: select all, then type or paste; then waits for the analysis. */
export async function setFile(page, text) {
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  await settled(page);
}

/** The roles shown in the editor: { [line]: role } for the rendered lines. */
export function roles(page) {
  return page.$$eval('.cm-line[data-line]', (els) => Object.fromEntries(els.map((e) => [Number(e.dataset.line), e.dataset.role])));
}

/**
 * Starts editing widget `sel` as a user would: a click into its file. A widget first shows
 * its file in a light view (no CodeMirror); the click loads its editor, which takes the light
 * view's place with the caret where the click was. For an editable widget, resolves once the
 * editor is there with the focus (a read-only one never gets an editor).
 * @param {import('playwright-core').Page} page
 * @param {string} sel  the widget's selector
 * @param {{ line?: number }} [opts]  the line to click (its start), else the middle of the file's box
 */
export async function editWidget(page, sel, opts = {}) {
  const target = opts.line ? `${sel} [part="editor"] :is(.rp-line, .cm-line) >> nth=${opts.line - 1}` : `${sel} [part="editor"]`;
  await page.click(target, opts.line ? { position: { x: 8, y: 4 } } : undefined);
  if (await page.$eval(sel, (e) => e.readOnly)) return;
  await page.waitForFunction((s) => document.querySelector(s)?.shadowRoot.activeElement?.classList.contains('cm-content'), sel);
  // A huge text enters the editor in slices; keys typed meanwhile would be dropped.
  await page.waitForFunction((s) => !document.querySelector(s).shadowRoot.querySelector('[data-testid="loading"]'), sel, {
    timeout: 120_000,
  });
}

/** The roles a widget shows, light view or editor: { [line]: role } for the drawn lines that have one. */
export function widgetRoles(page, sel) {
  return page.$eval(sel, (el) =>
    Object.fromEntries(
      [...el.shadowRoot.querySelectorAll(':is(.rp-line, .cm-line)[data-line][data-role]')].map((e) => [
        Number(e.dataset.line),
        e.dataset.role,
      ]),
    ),
  );
}

/** The text a widget shows of its file (light view or editor), its lines joined by newlines. */
export function widgetText(page, sel) {
  return page.$eval(sel, (el) => [...el.shadowRoot.querySelectorAll('.rp-line, .cm-line')].map((l) => l.textContent).join('\n'));
}

/**
 * Whether the page has fetched CodeMirror: any script it loaded (by the resource timing
 * entries) whose text holds a class name only CodeMirror's own code writes.
 */
export async function loadedCodeMirror(page) {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /\.m?js(\?|$)/.test(n)),
  );
  for (const url of scripts) {
    const text = await (await fetch(url)).text();
    if (text.includes('cm-cursorLayer')) return true;
  }
  return false;
}

/**
 * Records the page's long tasks (over 50 ms, PerformanceObserver 'longtask') and each
 * keydown's next animation frame (keystroke to paint), from now on.
 */
export function watchTasks(page) {
  return page.evaluate(() => {
    globalThis.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) globalThis.__tasks.push(e.duration);
    }).observe({ type: 'longtask' });
    globalThis.__keyFrames = [];
    document.addEventListener(
      'keydown',
      (e) => {
        const at = e.timeStamp;
        requestAnimationFrame(() => globalThis.__keyFrames.push(performance.now() - at));
      },
      true,
    );
  });
}
