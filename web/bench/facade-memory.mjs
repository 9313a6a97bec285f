// Peak memory of the robots-parser façade against robots-parser itself, in the same run: a
// synchronous loop makes parser after parser of one file, asks each `isAllowed` once and drops
// it, as a crawler does that never calls `free()`. Each library runs in a child process of its
// own; each reports its peak RSS (process.resourceUsage().maxRSS), and the façade its wasm
// memory. Run by `cargo xtask bench` after facade.mjs, on the built package (web/pkg).
// Figures are printed, never asserted (tests/node/facade-memory.test.mjs bounds the wasm memory).
//
// Usage: node web/bench/facade-memory.mjs [--parsers N] [--large N] [--pkg DIR]
//   --parsers  parsers of the 3 KB file (default 1,000,000)
//   --large    parsers of the 500 KiB file (default 10,000; 0 skips it)
//   --pkg      the package to measure (default web/pkg), e.g. a copy of an earlier build

import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((out, a, i, all) => (a.startsWith('--') ? [...out, [a.slice(2), all[i + 1]]] : out), []),
);
const parsers = Number(args.parsers ?? 1_000_000);
const large = Number(args.large ?? 10_000);
const pkg = pathToFileURL(resolve(args.pkg ?? 'web/pkg')).href;

/** The child's program: `which` is 'robots-parser' or 'façade'. Prints one line of JSON. */
const child = (which, n, bytes) => `
const which = ${JSON.stringify(which)};
let parser, wasmMemory = () => 0;
if (which === 'robots-parser') {
  parser = (await import('node:module')).createRequire(${JSON.stringify(pathToFileURL(resolve('web/bench/facade.mjs')).href)})('robots-parser');
} else {
  ({ robotsParser: parser, wasmMemory } = await import(${JSON.stringify(`${pkg}/node.js`)}));
}
const { file } = await import(${JSON.stringify(pathToFileURL(resolve('web/bench/sample-file.mjs')).href)});
const text = file(${bytes});
const UA = 'SomeCrawler/1.0 (+https://crawler.example/bot)';
const t0 = performance.now();
let allowed = 0;
for (let i = 0; i < ${n}; i++) {
  if (parser('https://example.com/robots.txt', text).isAllowed(\`https://example.com/section-\${i % 500}/private/page-\${i}.html\`, UA)) allowed++;
}
const ms = performance.now() - t0;
console.log(JSON.stringify({ peakRss: process.resourceUsage().maxRSS * 1024, rss: process.memoryUsage().rss, wasm: wasmMemory(), ms, allowed }));
`;

function run(which, n, bytes) {
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', child(which, n, bytes)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 1 << 24,
    });
    return JSON.parse(out.trim().split('\n').pop());
  } catch (e) {
    const said =
      String(e.stderr ?? e.message)
        .trim()
        .split('\n')
        .find((l) => /Error/.test(l)) ?? 'failed';
    return { error: said };
  }
}

const mb = (b) => `${(b / 2 ** 20).toFixed(0)} MiB`;
console.log(`Peak RSS of a synchronous loop of parsers, each asked isAllowed once (Node ${process.version})`);
for (const [label, n, bytes] of [
  ['3 KB', parsers, 3000],
  ['500 KiB', large, 512_000],
]) {
  if (!n) continue;
  const theirs = run('robots-parser', n, bytes);
  const ours = run('façade', n, bytes);
  const show = (r) =>
    r.error ? r.error : `peak RSS ${mb(r.peakRss)}${r.wasm ? `, wasm memory ${mb(r.wasm)}` : ''}, ${(r.ms / 1000).toFixed(1)} s`;
  const ratio = ours.error || theirs.error ? '' : `: ${(ours.peakRss / theirs.peakRss).toFixed(2)}× robots-parser's peak`;
  const same = ours.error || theirs.error || ours.allowed === theirs.allowed ? '' : ' (answers differ!)';
  console.log(
    `  ${n.toLocaleString('en')} parsers of the ${label} file: façade ${show(ours)}; robots-parser ${show(theirs)}${ratio}${same}`,
  );
}
