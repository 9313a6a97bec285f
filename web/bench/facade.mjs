// The robots-parser façade against robots-parser itself, in the same run, on a 3 KB file and a
// 500 KiB file (named groups for Googlebot and GPTBot, then the `*` group with most rules):
// - `isAllowed` per URL (best of five rounds of 2,000 URLs with query strings, `%`-escapes and
//   non-ASCII, the libraries taking turns), for the User-Agent strings robots-parser users pass
//   (full strings as crawlers send them, a browser's) and for bare tokens;
// - a fresh parser's first answer (parse plus the first `isAllowed`), the median of many;
// - `getCrawlDelay`, `getSitemaps`, `getPreferredHost` per call, after the first (best of seven
//   rounds, the two taking turns).
// Run by `cargo xtask bench` after the criterion benches, on the built package (web/pkg).
// Figures are printed, never asserted.
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

const URLS = Array.from({ length: 2000 }, (_, i) => {
  const n = (i * 7) % 500;
  switch (i % 4) {
    case 0:
      return `https://example.com/section-${n}/public/page-${i}.html?q=${i}&utm_source=news&utm_medium=email`;
    case 1:
      return `https://example.com/section-${n}/private/caf%C3%A9-${i}?ref=a%2Fb`;
    case 2:
      return `https://example.com/section-${n}/private/café-${i}/übersicht?sort=größe`;
    default:
      return `https://example.com/section-${n}/docs/report-${i}.pdf`;
  }
});
const AGENTS = {
  'Googlebot, full string': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'GPTBot, full string': 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'a browser': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  'an unknown crawler': 'SomeCrawler/1.0 (+https://crawler.example/bot)',
  'token Googlebot': 'Googlebot',
  'token GPTBot': 'GPTBot',
  // A token with no group of its own: the `*` group decides, as for most crawlers.
  'token bingbot (no group of its own)': 'bingbot',
};
const ROBOTS = 'https://example.com/robots.txt';

/** The benches' file with groups for two crawlers first, and a Sitemap and a Host line. */
const sample = (bytes) =>
  `User-agent: Googlebot\nDisallow: /section-1*/private/\nCrawl-delay: 1\n\nUser-agent: GPTBot\nDisallow: /\nAllow: /section-2*/public/\n\nSitemap: https://example.com/sitemap.xml\nHost: example.com\n\n${file(bytes)}`;

/** Best time per URL of each parser's `isAllowed` over the URLs for `ua`, in µs: five rounds,
 * the parsers taking turns, so that a slow spell of the machine falls on all of them. */
function perUrl(parsers, ua) {
  // One round first, untimed: the JIT settles on the code it keeps.
  for (const p of parsers) for (const u of URLS) p.isAllowed(u, ua);
  const best = parsers.map(() => Infinity);
  for (let round = 0; round < 5; round++) {
    for (const [k, p] of parsers.entries()) {
      const t0 = process.hrtime.bigint();
      for (const u of URLS) p.isAllowed(u, ua);
      best[k] = Math.min(best[k], Number(process.hrtime.bigint() - t0) / 1000 / URLS.length);
    }
  }
  return best;
}

/** The median time of `make(i)` over `n` calls, in µs. */
function median(n, make) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    make(i);
    times.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  return times.sort((a, b) => a - b)[n >> 1];
}

/** Time per call of `f` and of `g`, after a first call of each: the best of seven rounds of
 * 20,000 calls, the two taking turns, in µs. */
function perCall(f, g) {
  f();
  g();
  const n = 20_000;
  const best = [Infinity, Infinity];
  for (let round = 0; round < 7; round++) {
    for (const [k, h] of [f, g].entries()) {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < n; i++) h();
      best[k] = Math.min(best[k], Number(process.hrtime.bigint() - t0) / 1000 / n);
    }
  }
  return best;
}

const us = (t) => (t < 10 ? t.toFixed(2) : t.toFixed(0));
console.log('robots-parser façade vs robots-parser 3.0.1, in the same run');
for (const [name, bytes] of [
  ['3 KB', 3000],
  ['500 KiB', 512000],
]) {
  const text = sample(bytes);
  console.log(`${name} (${text.length} bytes): isAllowed per URL, best of 5 rounds of 2,000 URLs`);
  for (const [who, ua] of Object.entries(AGENTS)) {
    const makers = baseline ? [robotsParser, robotsParserJs, baseline] : [robotsParser, robotsParserJs];
    const [ours, theirs, before] = perUrl(
      makers.map((make) => make(ROBOTS, text)),
      ua,
    );
    // Where the answers differ: robots-parser reads a full string as its first product name.
    const a = robotsParserJs(ROBOTS, text);
    const b = robotsParser(ROBOTS, text);
    const differ = URLS.filter((u) => a.isAllowed(u, ua) !== b.isAllowed(u, ua)).length;
    const then = baseline
      ? `, baseline façade ${us(before)} µs (this build takes ${((ours / before) * 100).toFixed(0)} % of its time)`
      : '';
    console.log(
      `  ${who}: façade ${us(ours)} µs, robots-parser ${us(theirs)} µs: ${(theirs / ours).toFixed(1)}× faster; answers differ on ${differ} URLs${then}`,
    );
  }
  // A fresh parser's first answer: what a program that parses each site's file once pays.
  const ua = AGENTS['Googlebot, full string'];
  const n = bytes > 10_000 ? 15 : 2000;
  const first = (make) => median(n, (i) => make(ROBOTS, text).isAllowed(URLS[i % URLS.length], ua));
  const [oursFirst, theirsFirst] = [first(robotsParser), first(robotsParserJs)];
  console.log(
    `  parse + first isAllowed (median of ${n}): façade ${us(oursFirst)} µs, robots-parser ${us(theirsFirst)} µs: ${(theirsFirst / oursFirst).toFixed(2)}×`,
  );
  const [p, q] = [robotsParser(ROBOTS, text), robotsParserJs(ROBOTS, text)];
  for (const [what, f] of [
    ['getCrawlDelay', (x) => x.getCrawlDelay(ua)],
    ['getSitemaps', (x) => x.getSitemaps()],
    ['getPreferredHost', (x) => x.getPreferredHost()],
  ]) {
    const [o, t] = perCall(
      () => f(p),
      () => f(q),
    );
    console.log(`  ${what} per call after the first: façade ${o.toFixed(3)} µs, robots-parser ${t.toFixed(3)} µs`);
  }
}
