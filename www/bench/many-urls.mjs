// The longest main-thread task when many URLs are pasted into the playground page, for
// `cargo xtask bench-web`'s companion runs (issue 42: no task over 200 ms for anything a
// person can paste). In headless Chromium, for each count of URLs (realistic ones: paths,
// query strings, %-escapes, non-ASCII), with the matrix closed and then open:
//   - pastes the list into the URL field (the clipboard and Ctrl+V, as a person does), waits
//     until every row is drawn and the page settles;
//   - types 10 keys in the editor, each waited for;
// and reports the longest task (PerformanceObserver 'longtask') of each phase, and the time
// from paste to settled. Printed, never asserted.
//
// Then, for the crawler field, a megabyte pasted (a User-Agent string gone wrong): the longest
// task. With `--baseline-dist DIR`, another build of the page (`cargo xtask bench-web
// --baseline REV` leaves one in target/bench-web/) is measured the same way in the same run.
//
// Usage: node www/bench/many-urls.mjs [--counts 300,1000,10000,100000] [--baseline-dist DIR]

import { resolve } from 'node:path';
import { serveStatic, launch } from '../../tests/e2e/browser.mjs';

const flag = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const COUNTS = (flag('--counts') ?? '300,1000,10000,100000').split(',').map(Number);
const BASELINE = flag('--baseline-dist');
const FILE = `User-agent: *\nDisallow: /private/\nAllow: /private/open\nDisallow: /*?session=\n\nUser-agent: GPTBot\nDisallow: /\nAllow: /blog/\n`;

/** `n` URLs as a site's logs would give them. */
function urls(n) {
  const paths = [
    '/blog/2026/ünïcode-%C3%A9t%C3%A9',
    '/private/x?id=',
    '/shop/item?session=',
    '/search?q=robots+txt&p=',
    '/private/open/a%2Fb',
    '/img/logo.png?v=',
  ];
  return Array.from({ length: n }, (_, i) => `https://example.com${paths[i % paths.length]}${i}`).join('\n');
}

/** Opens the page at `url` in a new context with the clipboard allowed, watching long tasks. */
async function open(browser, url) {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 60000 });
  await page.evaluate(() => {
    globalThis.__longest = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) globalThis.__longest = Math.max(globalThis.__longest, e.duration);
    }).observe({ type: 'longtask' });
  });
  return { context, page };
}

/** The longest task while a megabyte is pasted into the crawler field and the page settles. */
async function crawlerField(browser, url) {
  const { context, page } = await open(browser, url);
  await page.evaluate((t) => navigator.clipboard.writeText(t), `Mozilla/5.0 (compatible; GPTBot/1.2) ${'x'.repeat(1 << 20)}`);
  await page.click('[data-testid="agent"]');
  await page.keyboard.press('Control+A');
  await page.evaluate(() => (globalThis.__longest = 0));
  await page.keyboard.press('Control+V');
  await page.waitForTimeout(300);
  await page.waitForFunction(() => document.documentElement.dataset.analysis === 'settled', null, { timeout: 600000, polling: 100 });
  await page.waitForTimeout(500);
  const longest = await page.evaluate(() => globalThis.__longest);
  await context.close();
  return longest;
}

const builds = [['current', await serveStatic()]];
if (BASELINE) builds.push(['baseline', await serveStatic(resolve(BASELINE))]);
const browser = await launch();
try {
  for (const [label, server] of builds) {
    console.log(
      `${label} (${label === 'current' ? 'www/dist' : BASELINE}): crawler field, a megabyte pasted: longest task ${(await crawlerField(browser, server.url)).toFixed(0)} ms`,
    );
  }
  for (const [label, server] of builds)
    for (const matrix of [false, true]) {
      for (const n of COUNTS) {
        const { context, page } = await open(browser, server.url);
        await page.click('.cm-content');
        await page.keyboard.press('Control+A');
        await page.keyboard.insertText(FILE);
        await page.fill('[data-testid="agent"]', 'GPTBot');
        if (matrix) await page.click('#matrix-panel summary');
        await page.waitForFunction(() => document.documentElement.dataset.analysis === 'settled');
        await page.evaluate(() => (globalThis.__longest = 0));
        await page.evaluate((l) => navigator.clipboard.writeText(l), urls(n));
        await page.click('[data-testid="urls"]');
        await page.keyboard.press('Control+A');
        const t0 = Date.now();
        await page.keyboard.press('Control+V');
        await page.waitForFunction(
          // Every row, or as many as the page draws (200 since issue 42) with the count of the rest.
          (count) =>
            document.documentElement.dataset.analysis === 'settled' &&
            (document.querySelectorAll('[data-testid="url-row"]').length === count ||
              document.querySelector('[data-testid="rows-more"]')?.textContent.includes(`of ${count.toLocaleString('en')} URLs`)),
          n,
          { timeout: 600000, polling: 200 },
        );
        const pasteMs = Date.now() - t0;
        const pasteLongest = await page.evaluate(() => globalThis.__longest);
        await page.evaluate(() => (globalThis.__longest = 0));
        await page.click('#editor .cm-line >> nth=2');
        await page.keyboard.press('End');
        for (let k = 0; k < 10; k++) {
          await page.keyboard.type(k % 2 ? 'x' : 'y');
          await page.waitForFunction(() => document.documentElement.dataset.analysis === 'settled', null, {
            timeout: 600000,
            polling: 100,
          });
        }
        const typeLongest = await page.evaluate(() => globalThis.__longest);
        console.log(
          `${label.padEnd(8)} ${matrix ? 'matrix open  ' : 'matrix closed'} ${String(n).padStart(7)} URLs: paste→settled ${String(pasteMs).padStart(6)} ms, longest task ${pasteLongest.toFixed(0).padStart(6)} ms; 10 keys: longest task ${typeLongest.toFixed(0).padStart(6)} ms`,
        );
        await context.close();
      }
    }
} finally {
  await browser.close();
  for (const [, server] of builds) server.close();
}
