// The command line's bulk throughput against the native matcher: `robots-playground check FILE
// --agent Googlebot --urls FILE` over the `bulk` bench's files and URLs (written by the engine
// bench with ROBOTS_BENCH_DATA=DIR), repeated to one and to two million URLs, best of three runs
// each, against robots-core's median per URL from the same `cargo xtask bench` run
// (target/criterion/bulk). Two figures per file:
//   - the whole command over a million URLs, per URL: Node's start, loading the engine, reading
//     and printing each URL;
//   - the throughput: what each further URL costs, from the difference between the two runs
//     (reading, matching and printing it; Node's start and the engine's load cancel out).
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
const lists = [1, 2].map((n) => {
  const file = join(data, `urls-${n}m.txt`);
  writeFileSync(file, urls.repeat(REPEAT * n));
  return file;
});
const count = urls.split('\n').filter(Boolean).length * REPEAT;

/** The best of three runs of the command over `list` (ms). */
function best(file, list, extra) {
  let ms = Infinity;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [cli, 'check', join(data, `${file}.txt`), '--agent', 'Googlebot', '--urls', list, ...extra], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (r.status !== 0) throw new Error(`the command line exited ${r.status}`);
    ms = Math.min(ms, performance.now() - t0);
  }
  return ms;
}

for (const [file, extra] of [
  ['3k', []],
  ['500k', []],
  ['3k', ['--lines']],
]) {
  const [one, two] = lists.map((list) => best(file, list, extra));
  const whole = (one * 1e6) / count;
  const each = ((two - one) * 1e6) / count;
  const estimates = resolve('target/criterion/bulk/robots-core', file, 'new/estimates.json');
  const native = existsSync(estimates) ? JSON.parse(readFileSync(estimates, 'utf8')).median.point_estimate / 10_000 : null;
  const x = (ns) => (native ? ` (${(ns / native).toFixed(1)}×)` : '');
  const versus = native ? `; native matcher ${native.toFixed(0)} ns per URL` : '; no native figure (run the criterion benches first)';
  console.log(
    `  command line${extra.length ? ` ${extra.join(' ')}` : ''}, ${file} file: ${count.toLocaleString('en')} URLs in ${(one / 1000).toFixed(2)} s, ` +
      `${whole.toFixed(0)} ns per URL${x(whole)}; throughput ${each.toFixed(0)} ns per further URL${x(each)}${versus}`,
  );
}
