// The command line's bulk throughput against the native matcher: `robots-playground check FILE
// --agent Googlebot --urls FILE` over the `bulk` bench's files and URLs (written by the engine
// bench with ROBOTS_BENCH_DATA=DIR), repeated to a million URLs, best of three runs, against
// robots-core's median per URL from the same `cargo xtask bench` run (target/criterion/bulk).
// The whole command is timed: Node's start, loading the engine, reading and printing each URL;
// `--lines` (each answer's deciding line too) is timed on the 3 KB file. Figures are printed,
// never asserted.
//
// Usage: node web/bench/cli.mjs DATA_DIR

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const data = resolve(process.argv[2] ?? 'target/bench-data');
const cli = resolve('web/pkg/cli.js');
const urls = readFileSync(join(data, 'urls.txt'), 'utf8');
const REPEAT = 100;
const million = join(data, 'urls-1m.txt');
writeFileSync(million, urls.repeat(REPEAT));
const count = urls.split('\n').filter(Boolean).length * REPEAT;

for (const [file, extra] of [['3k', []], ['500k', []], ['3k', ['--lines']]]) {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [cli, 'check', join(data, `${file}.txt`), '--agent', 'Googlebot', '--urls', million, ...extra], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`the command line exited ${r.status}`);
    best = Math.min(best, performance.now() - t0);
  }
  const ours = (best * 1e6) / count;
  const estimates = resolve('target/criterion/bulk/robots-core', file, 'new/estimates.json');
  const native = existsSync(estimates) ? JSON.parse(readFileSync(estimates, 'utf8')).median.point_estimate / 10_000 : null;
  const versus = native ? `; native matcher ${native.toFixed(0)} ns per URL: ${(ours / native).toFixed(1)}×` : '; no native figure (run the criterion benches first)';
  console.log(`  command line${extra.length ? ` ${extra.join(' ')}` : ''}, ${file} file: ${count.toLocaleString('en')} URLs in ${(best / 1000).toFixed(2)} s, ${ours.toFixed(0)} ns per URL${versus}`);
}
