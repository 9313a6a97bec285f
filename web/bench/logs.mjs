// The access-log replay's throughput from the npm package, against the native replay and the
// native matcher alone (target/criterion/logs, from the same `cargo xtask bench` run): the
// logs entry's LogReplay fed the logs bench's Combined and JSON-lines logs (written by
// ROBOTS_BENCH_DATA=DIR) in 64 KiB chunks, best of five; then `robots-playground logs` over the
// Combined log, the whole command (Node's start, loading the engine, reading the file).
// Figures are printed, never asserted.
//
// Usage: node web/bench/logs.mjs DATA_DIR

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LogReplay, Robots } from 'robots-playground/logs';

const data = resolve(process.argv[2] ?? 'target/bench-data');
const robotsText = readFileSync(resolve('core/benches/realistic.txt'));
const CHUNK = 64 * 1024;

/** Lines a second of the native bench `name`, from its median (100,000 lines an iteration). */
function native(name) {
  const file = resolve('target/criterion/logs', name, 'new/estimates.json');
  if (!existsSync(file)) return null;
  const ns = JSON.parse(readFileSync(file, 'utf8')).median.point_estimate;
  return 100_000 / (ns / 1e9);
}

const fmt = (n) => (n == null ? 'n/a' : `${(n / 1e6).toFixed(2)} M lines/s`);

for (const [file, bench] of [
  ['access.log', 'replay-3k'],
  ['access.jsonl', 'replay-3k-json'],
]) {
  const log = readFileSync(join(data, file));
  const lines = log.reduce((n, b) => n + (b === 10 ? 1 : 0), 0);
  const robots = new Robots(robotsText);
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    const replay = new LogReplay(robots, {});
    for (let at = 0; at < log.length; at += CHUNK) replay.feed(log.subarray(at, at + CHUNK));
    replay.finish();
    replay.free();
    best = Math.min(best, performance.now() - t0);
  }
  robots.free();
  const ours = lines / (best / 1000);
  const mine = native(bench);
  const matcher = native('matcher-3k');
  console.log(
    `${file}: LogReplay in Node ${fmt(ours)}; native replay ${fmt(mine)}${mine ? ` (${(ours / mine).toFixed(2)}× of it)` : ''}; native matcher alone ${fmt(matcher)}`,
  );
}

const cli = resolve('web/pkg/cli.js');
const robotsFile = resolve('core/benches/realistic.txt');
let best = Infinity;
for (let run = 0; run < 3; run++) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [cli, 'logs', join(data, 'access.log'), '--robots', robotsFile, '--format', 'json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0 && r.status !== 1) throw new Error(r.stderr);
  best = Math.min(best, performance.now() - t0);
}
const lines = readFileSync(join(data, 'access.log')).reduce((n, b) => n + (b === 10 ? 1 : 0), 0);
console.log(`robots-playground logs access.log (${lines} lines), the whole command: ${best.toFixed(0)} ms, ${fmt(lines / (best / 1000))}`);
