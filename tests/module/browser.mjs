// Shared by the browser tests of the package: a static server that sends the page's
// Content-Security-Policy, and headless Chromium through playwright-core.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { chromium } from 'playwright-core';

const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'";
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** Serves `mounts` (URL prefix → folder) on a free port; resolves to { url, close }. */
export async function serve(mounts) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (!path.startsWith(prefix)) continue;
      let file = normalize(join(dir, path.slice(prefix.length)));
      if (!file.startsWith(normalize(dir))) break;
      if (file.endsWith(sep) || path.endsWith('/')) file = join(file, 'index.html');
      try {
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-security-policy': CSP });
        return res.end(body);
      } catch {
        break;
      }
    }
    res.writeHead(404).end('not found');
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/** Opens `url` in headless Chromium and returns the text of `#out` once it is set, with the
 * page's console errors. */
export async function run(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('#out')?.textContent, null, { timeout: 20000 }).catch(() => {});
    return { out: await page.textContent('#out'), errors };
  } finally {
    await browser.close();
  }
}

/**
 * The page of a bundled test app: an `#out` the app writes to, and its bundle `app.js`, as a
 * module or (webpack's default output) a classic script.
 * @param {string} title @param {{ module?: boolean }} [opts]
 */
export const appPage = (title, { module = true } = {}) =>
  `<!doctype html>\n<meta charset="utf-8">\n<link rel="icon" href="data:,">\n<title>${title}</title>\n<output id="out"></output>\n` +
  `<script${module ? ' type="module"' : ''} src="./app.js"></script>\n`;
