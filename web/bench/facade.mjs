// The robots-parser façade against robots-parser itself, in the same run: `isAllowed` per URL
// (best of five rounds) on a 3 KB file and a 500 KiB file whose `*` group holds most rules, for
// a crawler that falls back to `*`. Run by `cargo xtask bench` after the criterion benches, on
// the built package (web/pkg). Figures are printed, never asserted.
//
// Usage: node web/bench/facade.mjs [--baseline DIR]: with a baseline (a copy of an earlier
// web/pkg), its façade is timed too, in the same process, rounds taking turns.

import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { robotsParser } from '../pkg/node.js';
import { file } from './sample-file.mjs';

const at = process.argv.indexOf('--baseline');
const baseline = at > 0 ? (await import(pathToFileURL(resolve(process.argv[at + 1], 'node.js')).href)).robotsParser : null;

const require = createRequire(import.meta.url);
const robotsParserJs = require('robots-parser');

const URLS = Array.from({ length: 2000 }, (_, i) => `https://example.com/section-${(i * 7) % 500}/${i % 3 ? 'public' : 'private'}/page-${i}.html?q=${i}`);
const UA = 'SomeCrawler/1.0 (+https://crawler.example/bot)';

/** Best time per URL of `p.isAllowed` over the URLs, in µs. */
function perUrl(p) {
  for (let i = 0; i < 100; i++) p.isAllowed(URLS[i], UA);
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const t0 = process.hrtime.bigint();
    for (const u of URLS) p.isAllowed(u, UA);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1000 / URLS.length);
  }
  return best;
}

console.log('robots-parser façade vs robots-parser 3.0.1, isAllowed per URL, best of 5 rounds of 2,000 URLs');
for (const [name, bytes] of [['3 KB', 3000], ['500 KiB', 512000]]) {
  const text = file(bytes);
  const theirs = perUrl(robotsParserJs('https://example.com/robots.txt', text));
  let ours = Infinity;
  let before = Infinity;
  for (let turn = 0; turn < (baseline ? 3 : 1); turn++) {
    ours = Math.min(ours, perUrl(robotsParser('https://example.com/robots.txt', text)));
    if (baseline) before = Math.min(before, perUrl(baseline('https://example.com/robots.txt', text)));
  }
  // Both read the file alike: the same answers for every URL.
  const a = robotsParserJs('https://example.com/robots.txt', text);
  const b = robotsParser('https://example.com/robots.txt', text);
  const same = URLS.every((u) => a.isAllowed(u, UA) === b.isAllowed(u, UA));
  const then = baseline ? `, baseline façade ${before.toFixed(2)} µs (this build takes ${((ours / before) * 100).toFixed(0)} % of its time)` : '';
  console.log(`  ${name}: façade ${ours.toFixed(2)} µs, robots-parser ${theirs.toFixed(2)} µs: ${(theirs / ours).toFixed(1)}× faster${same ? '' : ' (answers differ!)'}${then}`);
}
