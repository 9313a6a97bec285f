// Two 20 MB versions of a file whose every rule changed (issue 42): ~1.8 million URLs × the
// catalog's crawlers flip, more than a list can hold. The package's diff(), and the command
// line's text and JSON, complete: the first 100,000 flips listed, every one counted. (Such an
// edit used to panic with "capacity overflow"; the text form ran for minutes.)

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { diff } from 'robots-playground/full';

const cli = fileURLToPath(new URL('../../web/pkg/cli.js', import.meta.url));
const version = (salt) => {
  const out = ['User-agent: *'];
  for (let i = 0; i < 450_000; i++) out.push(`Disallow: /section-${i}/long-path-segment-${salt}`);
  return `${out.join('\n')}\n`;
};
const [A, B] = [version('a'), version('b')];
let dir;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'robots-huge-diff-'));
  writeFileSync(join(dir, 'before.txt'), A);
  writeFileSync(join(dir, 'after.txt'), B);
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** What the package answers, once: the reference for the command line. */
let reference;

test('diff() of two 20 MB versions: 100,000 flips listed, every flip counted, no panic', () => {
  assert.ok(A.length > 20_000_000, `${A.length}`);
  const d = diff(A, B);
  assert.equal(d.flips.length, 100_000);
  assert.ok(d.total > 10_000_000, `${d.total}`);
  assert.equal(
    d.counts.reduce((n, c) => n + c.opened + c.closed, 0),
    d.total,
  );
  // A URL of the old rules is opened, one of the new is closed, for a crawler that takes `*`.
  const first = d.flips[0];
  assert.deepEqual([first.before.allowed, first.after.allowed], first.url.endsWith('-a') ? [false, true] : [true, false]);
  // A limit asked for is kept; the counts do not change.
  const few = diff(A, B, { limit: 3 });
  assert.deepEqual([few.flips.length, few.total], [3, d.total]);
  reference = d;
});

/** Runs the command line on the two files. */
const run = (...args) =>
  spawnSync(process.execPath, [cli, 'diff', 'before.txt', 'after.txt', ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 });

test("the command line's text and JSON diff of the same files complete, with the same count", () => {
  const text = run();
  assert.equal(text.status, 1, text.stderr);
  const last = text.stdout.trimEnd().split('\n').at(-1);
  assert.match(
    last,
    new RegExp(
      `^${reference.total} flip\\(s\\) over ${reference.agents.length} crawler\\(s\\) × ${reference.urls.length} URL\\(s\\) \\(the first 100000 listed`,
    ),
  );
  const json = run('--format', 'json');
  assert.equal(json.status, 1, json.stderr);
  const d = JSON.parse(json.stdout);
  assert.deepEqual([d.total, d.flips.length, d.counts], [reference.total, 100_000, reference.counts]);
});
