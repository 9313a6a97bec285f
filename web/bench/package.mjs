// The package's own calls, this build against another (a baseline web/pkg), interleaved in one
// Node process: `check`, `decide`, `highlight`, `lint` and `groups` on a 3 KB and a 500 KiB
// file (the full entry of each). Each round times every call of both builds in turn; the best
// round counts. Figures are printed, never asserted.
//
// Usage: node web/bench/package.mjs --baseline DIR [--label TEXT] [--rounds N]

import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const args = Object.fromEntries(process.argv.slice(2).reduce((out, a, i, all) => (a.startsWith('--') ? [...out, [a.slice(2), all[i + 1]]] : out), []));
if (!args.baseline) {
  console.error('usage: node web/bench/package.mjs --baseline DIR [--label TEXT] [--rounds N]');
  process.exit(2);
}
const ROUNDS = Number(args.rounds) || 15;
const builds = [
  ['this build', await import(pathToFileURL(resolve('web/pkg/full/node.js')).href)],
  [args.label ?? 'baseline', await import(pathToFileURL(resolve(args.baseline, 'full/node.js')).href)],
];

/** A file of about `bytes`: named groups, then a `*` group with the rest of the rules. */
function file(bytes) {
  const out = ['# bench file'];
  for (let g = 0; g < 20; g++) out.push(`User-agent: Bot${g}`, `Disallow: /bot-${g}/`, `Allow: /bot-${g}/open$`, '');
  out.push('User-agent: *');
  for (let r = 0; out.join('\n').length < bytes; r++) {
    out.push(r % 4 === 1 ? `Allow: /section-${r}/public/` : r % 4 === 2 ? `Disallow: /section-${r}/*.pdf$` : `Disallow: /section-${r}/private/`);
  }
  out.push('Sitemap: https://example.com/sitemap.xml');
  return `${out.join('\n')}\n`;
}

const CALLS = {
  check: (r) => r.check('SomeBot', 'https://example.com/section-41/private/x?q=1'),
  decide: (r) => r.decide('SomeBot', 'https://example.com/section-41/private/x?q=1'),
  highlight: (r) => r.highlight('SomeBot', 'https://example.com/section-41/private/x'),
  lint: (r) => r.lint(),
  groups: (r) => r.groups(),
};

for (const [label, bytes] of [['3 KB', 3000], ['500 KiB', 512_000]]) {
  const text = file(bytes);
  const parsed = builds.map(([, mod]) => new mod.Robots(text));
  const best = builds.map(() => Object.fromEntries(Object.keys(CALLS).map((c) => [c, Infinity])));
  const repeat = bytes < 10_000 ? 200 : 3;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, call] of Object.entries(CALLS)) {
      parsed.forEach((r, b) => {
        const t0 = performance.now();
        for (let i = 0; i < repeat; i++) call(r);
        best[b][name] = Math.min(best[b][name], (performance.now() - t0) / repeat);
      });
    }
  }
  console.log(`${label} file (${text.length} bytes), best of ${ROUNDS} rounds, ms per call:`);
  for (const name of Object.keys(CALLS)) {
    const [ours, theirs] = best.map((b) => b[name]);
    console.log(`  ${name.padEnd(10)} ${builds[0][0]} ${ours.toFixed(4)}   ${builds[1][0]} ${theirs.toFixed(4)}   ratio ${(ours / theirs).toFixed(2)}`);
  }
}
