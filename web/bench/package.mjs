// The package's own calls, this build against another (a baseline web/pkg), interleaved in one
// process: `check`, `decide`, `highlight`, `lint`, `groups`, a matcher's `allowed` and the
// robots-parser façade's `isAllowed` on a 3 KB and a 500 KiB file
// (the full entry of each), in Node, or with `--browser` in a page of headless Chromium (both
// packages served from one origin). Each round times every call of both builds in turn, as
// many calls as take 5 ms (50 ms in Chromium, whose clock is coarser); the best round counts. Figures are printed, never asserted.
//
// Usage: node web/bench/package.mjs --baseline DIR [--label TEXT] [--rounds N] [--browser]

import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (out, a, i, all) => (a.startsWith('--') ? [...out, [a.slice(2), all[i + 1]?.startsWith('--') ? true : (all[i + 1] ?? true)]] : out),
      [],
    ),
);
if (!args.baseline || args.baseline === true) {
  console.error('usage: node web/bench/package.mjs --baseline DIR [--label TEXT] [--rounds N] [--browser]');
  process.exit(2);
}
const ROUNDS = Number(args.rounds) || 15;
const labels = ['this build', typeof args.label === 'string' ? args.label : 'baseline'];

/**
 * Times the calls of each module in `mods` (initialised full entries), interleaved, and returns
 * the report's lines. Self-contained: the browser run hands its source to the page.
 * @param {any[]} mods @param {string[]} labels @param {number} rounds
 */
function harness(mods, labels, rounds, roundMs = 5) {
  /** A file of about `bytes`: named groups, then a `*` group with the rest of the rules. */
  const file = (bytes) => {
    const out = ['# bench file'];
    for (let g = 0; g < 20; g++) out.push(`User-agent: Bot${g}`, `Disallow: /bot-${g}/`, `Allow: /bot-${g}/open$`, '');
    out.push('User-agent: *');
    for (let r = 0; out.join('\n').length < bytes; r++) {
      out.push(
        r % 4 === 1 ? `Allow: /section-${r}/public/` : r % 4 === 2 ? `Disallow: /section-${r}/*.pdf$` : `Disallow: /section-${r}/private/`,
      );
    }
    out.push('Sitemap: https://example.com/sitemap.xml');
    return `${out.join('\n')}\n`;
  };
  const url = 'https://example.com/section-41/private/x?q=1';
  // As robots-parser users pass them: a full User-Agent string, a URL with a query, a
  // %-escape and non-ASCII characters.
  const ua = 'Mozilla/5.0 (compatible; SomeBot/2.1; +https://example.com/bot.html)';
  const rawUrl = 'https://example.com/section-41/private/caf%C3%A9/ü?q=a b&x=%2F';
  /** Each call, given the parsed file, a matcher made from it and a façade parser of it. */
  const calls = {
    check: (r) => r.check('SomeBot', url),
    decide: (r) => r.decide('SomeBot', url),
    highlight: (r) => r.highlight('SomeBot', 'https://example.com/section-41/private/x'),
    lint: (r) => r.lint(),
    groups: (r) => r.groups(),
    allowed: (_, m) => m.allowed(rawUrl),
    isAllowed: (_, __, p) => p.isAllowed(rawUrl, ua),
  };
  const lines = [];
  for (const [label, bytes] of [
    ['3 KB', 3000],
    ['500 KiB', 512_000],
  ]) {
    const text = file(bytes);
    const parsed = mods.map((mod) => new mod.Robots(text));
    const matchers = parsed.map((r) => r.matcher('SomeBot'));
    const parsers = mods.map((mod) => mod.robotsParser('https://example.com/robots.txt', text));
    const best = mods.map(() => Object.fromEntries(Object.keys(calls).map((c) => [c, Infinity])));
    // Calls a round: enough for `roundMs`, so that the clock's steps do not count.
    // Every build runs the same warm-up calls, so that none starts the rounds in another state
    // (its wasm memory grown, its façade's matchers compiled).
    const repeat = Object.fromEntries(
      Object.entries(calls).map(([name, call]) => {
        let n = 1;
        for (;;) {
          const times = parsed.map((r, b) => {
            const t0 = performance.now();
            for (let i = 0; i < n; i++) call(r, matchers[b], parsers[b]);
            return performance.now() - t0;
          });
          if (Math.min(...times) >= roundMs) return [name, n];
          n *= 2;
        }
      }),
    );
    // The builds take turns going first: the one timed right after the other's call of a
    // large answer (lint, highlight) pays for the collection of its garbage, which made the
    // first build's façade calls on 500 KiB read twice as slow as the same package's.
    for (let round = 0; round < rounds; round++) {
      for (const [name, call] of Object.entries(calls)) {
        for (const b of round % 2 ? [1, 0] : [0, 1]) {
          const [r, m, p] = [parsed[b], matchers[b], parsers[b]];
          const t0 = performance.now();
          for (let i = 0; i < repeat[name]; i++) call(r, m, p);
          best[b][name] = Math.min(best[b][name], (performance.now() - t0) / repeat[name]);
        }
      }
    }
    lines.push(`${label} file (${text.length} bytes), best of ${rounds} rounds, ms per call:`);
    for (const name of Object.keys(calls)) {
      const [ours, theirs] = best.map((b) => b[name]);
      lines.push(
        `  ${name.padEnd(10)} ${labels[0]} ${ours.toFixed(4)}   ${labels[1]} ${theirs.toFixed(4)}   ratio ${(ours / theirs).toFixed(2)}`,
      );
    }
  }
  return lines;
}

const dirs = [resolve('web/pkg'), resolve(args.baseline)];
if (!args.browser) {
  const mods = [];
  for (const dir of dirs) mods.push(await import(pathToFileURL(resolve(dir, 'full/node.js')).href));
  console.log(`Node ${process.version}`);
  console.log(harness(mods, labels, ROUNDS).join('\n'));
} else {
  const { readFile } = await import('node:fs/promises');
  const { launch } = await import('../../tests/e2e/browser.mjs');
  const browser = await launch();
  try {
    const page = await browser.newPage();
    // http://bench.invalid/0/… is this build's package, /1/… the baseline's.
    await page.route('http://bench.invalid/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' });
      const [, which, ...rest] = path.split('/');
      const type = path.endsWith('.wasm') ? 'application/wasm' : 'text/javascript';
      route.fulfill({ contentType: type, body: await readFile(resolve(dirs[Number(which)], ...rest)) });
    });
    await page.goto('http://bench.invalid/');
    const lines = await page.evaluate(
      async ({ source, labels, rounds }) => {
        const mods = [];
        for (const which of [0, 1]) {
          const mod = await import(`/${which}/full/browser.js`);
          await mod.default();
          mods.push(mod);
        }
        // biome-ignore lint/security/noGlobalEval: the harness's own source, handed into the page
        return (0, eval)(`(${source})`)(mods, labels, rounds, 50);
      },
      { source: harness.toString(), labels, rounds: ROUNDS },
    );
    console.log(`Chromium ${browser.version()}`);
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
  }
}
