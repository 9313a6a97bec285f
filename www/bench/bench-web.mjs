// Keystroke timings of the playground page in headless Chromium, for `cargo xtask bench-web`.
// Serves www/dist (built beforehand), opens the page with `?perf`, loads a 500 KiB
// robots.txt, types into it key by key and prints percentiles of:
//   parse (wasm)       new Robots for the edited text (a 500 KiB file: from the page's
//                      UTF-8 mirror of the editor, see www/src/utf8doc.js)
//   engine (wasm)      parse + the focused URL's check: the wasm part of the highlight path
//                      (a full verdict for small files, `checkBrief` for large ones; on the
//                      main thread up to 2 MiB, in the worker above)
//   input → highlight  beforeinput → line-role decorations dispatched to the editor
//   keydown → frame    keydown → the next animation frame: is typing fluid?
//   page work          main-thread analysis + panels per keystroke
//   main, before       beforeinput → the analysis starts (mostly the editor's own update)
//   editor update      beforeinput → the editor reports the change
//   round trip, draw   (worker only) request posted → answer back, answer → highlight
// Then, best-of timings of the engine alone, in the page, from the npm package (web/pkg): the
// keystroke rows count in 0.1 ms steps (Chromium's timer), too coarse to tell two builds of
// the engine apart; these repeat each call and keep the best round.
// Usage: node www/bench/bench-web.mjs [--keys N]

import { serveStatic, launch, openInPackage, DIST } from '../../tests/e2e/browser.mjs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const KEYS = Number(process.argv[process.argv.indexOf('--keys') + 1]) || 120;
const LIMIT = 512000;

/** A realistic large file: many named groups with wildcard rules, a `*` group, sitemaps. */
function bigFile(bytes) {
  const out = ['# generated for bench-web', 'User-agent: *', 'Disallow: /private/', 'Allow: /private/public/', ''];
  let size = out.join('\n').length;
  for (let g = 0; size < bytes - 200; g++) {
    const lines = [`User-agent: Bot${g}`, g % 7 === 0 ? 'User-agent: BenchBot' : null, `Crawl-delay: ${g % 10}`].filter(Boolean);
    for (let r = 0; r < 40; r++) {
      const kind = r % 3 === 0 ? 'Allow' : 'Disallow';
      const pat = r % 5 === 0 ? `/section-${g}/*/item-${r}.html$` : `/section-${g}/path-${r}/page?id=*`;
      lines.push(`${kind}: ${pat}`);
    }
    lines.push(`Sitemap: https://bench.example/sitemap-${g}.xml`, '');
    const chunk = lines.join('\n') + '\n';
    if (size + chunk.length > bytes) break;
    out.push(chunk);
    size += chunk.length;
  }
  return out.join('\n').slice(0, bytes);
}

function pct(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function measure(page, label, text, line) {
  await page.setInputFiles('[data-testid="file-input"]', { name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction((n) => document.querySelector('.cm-content') && window.__robotsPerf.samples.at(-1)?.bytes === n, text.length);
  // Put the cursor on a rule line in the middle of the file, then type there.
  await page.evaluate(() => window.__robotsPerf.samples.splice(0));
  await page.click('[data-testid="editor"] .cm-content');
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i += 500) await page.keyboard.press('PageDown').catch(() => {});
  await page.keyboard.press('End');
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    window.__robotsPerf.samples.splice(0);
    // Responsiveness: keydown → the next frame, whatever the analysis does meanwhile.
    window.__benchFrames = [];
    document.addEventListener('keydown', (e) => {
      const at = e.timeStamp;
      requestAnimationFrame(() => window.__benchFrames.push(performance.now() - at));
    }, true);
  });
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(i % 10 === 9 ? 'Backspace' : 'x');
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(400);
  const samples = await page.evaluate(() => window.__robotsPerf.samples.map((s) => ({ ...s })));
  const frames = await page.evaluate(() => window.__benchFrames);
  const row = (name, v) =>
    v.length
      ? `  ${name.padEnd(18)} p50 ${pct(v, 50).toFixed(2).padStart(7)} ms   p95 ${pct(v, 95).toFixed(2).padStart(7)} ms   max ${Math.max(...v).toFixed(2).padStart(7)} ms`
      : null;
  const col = (k) => samples.map((s) => s[k]).filter((x) => typeof x === 'number');
  const worker = samples.some((s) => s.worker);
  console.log(`${label}: ${Buffer.byteLength(text).toLocaleString('en')} bytes, ${KEYS} keystrokes, ${samples.length} analyses${worker ? ' (in the worker)' : ''}`);
  for (const line of [
    row('parse (wasm)', col('parse')),
    row('engine (wasm)', col('engine')),
    row('input → highlight', col('inputToHighlight')),
    row('keydown → frame', frames),
    row('page work', col('panels')),
    row('  main, before', col('before')),
    row('  editor update', col('cm')),
    row('  round trip', col('trip')),
    row('  draw', col('draw')),
  ]) if (line) console.log(line);
  return { engineP95: pct(col('engine'), 95), highlightP95: pct(col('inputToHighlight'), 95), frameP95: pct(frames, 95) };
}

/** Best-of timings (ms) of parse, check, highlight and lint of `text`, in a page of the package. */
async function engineBestOf(browser, text) {
  const body = '<script type="module">import init, * as engine from "./browser.js"; await init(); window.engine = engine;</script>';
  const { page, close } = await openInPackage(browser, body);
  try {
    await page.waitForFunction(() => window.engine);
    return await page.evaluate((text) => {
      const { Robots } = window.engine;
      const bytes = new TextEncoder().encode(text);
      const url = 'https://bench.example/section-7/path-3/page?id=1';
      const best = (f) => {
        let runs = 1;
        for (let t0 = performance.now(); performance.now() - t0 < 5; runs++) f();
        let min = Infinity;
        for (let round = 0; round < 15; round++) {
          const t0 = performance.now();
          for (let i = 0; i < runs; i++) f();
          min = Math.min(min, (performance.now() - t0) / runs);
        }
        return min;
      };
      const robots = new Robots(bytes);
      const out = {
        'parse': best(() => new Robots(bytes).free()),
        'check (full verdict)': best(() => robots.check('BenchBot', url)),
        'checkBrief': best(() => robots.checkBrief('BenchBot', url)),
        'highlight': best(() => robots.highlight('BenchBot', url)),
        'lint': best(() => robots.lint()),
      };
      robots.free();
      return out;
    }, text);
  } finally {
    await close();
  }
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('www/dist is missing: run `cargo xtask build` first');
  process.exit(1);
}
const server = await serveStatic();
const browser = await launch();
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${server.url}?perf`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.fill('[data-testid="agent"]', 'BenchBot');
  await page.fill('[data-testid="urls"]', 'https://bench.example/section-7/path-3/page?id=1\nhttps://bench.example/private/x\nhttps://bench.example/');

  const big = bigFile(LIMIT);
  const small = await measure(page, 'example-size file', big.slice(0, 2000).replace(/\n[^\n]*$/, '\n'), 20);
  const large = await measure(page, '500 KiB file', big, big.split('\n').length >> 1);
  console.log(
    `goals (500 KiB, p95): input → highlight ≤ 16 ms: ${large.highlightP95 <= 16 ? 'met' : 'NOT met'} (${large.highlightP95.toFixed(2)} ms); ` +
      `engine ≤ 4 ms: ${large.engineP95 <= 4 ? 'met' : 'NOT met'} (${large.engineP95.toFixed(2)} ms); typing: keydown → frame ${large.frameP95.toFixed(2)} ms`,
  );
  void small;
  for (const [label, text] of [['example-size file', big.slice(0, 2000)], ['500 KiB file', big]]) {
    const times = await engineBestOf(browser, text);
    console.log(`engine alone, best of 15 rounds, ${label}: ` + Object.entries(times).map(([k, v]) => `${k} ${v.toFixed(3)} ms`).join(', '));
  }
} finally {
  await browser.close();
  server.close();
}
