// The reference cases (Google's robotstxt verdicts and matching lines) through the npm package,
// its default entry and its full one: `check` and the precompiled `matcher` must both agree with
// every case. google-verdicts: 20,000 generated cases; hand-verdicts: 10,139 written by reading
// the reference branch by branch (tests/conformance/README.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import * as base from 'robots-playground';
import * as full from 'robots-playground/full';

/** The cases of tests/conformance/<name>. */
const read = (name) =>
  gunzipSync(readFileSync(new URL(`../conformance/${name}`, import.meta.url)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const sets = [
  ['generated', read('google-verdicts.jsonl.gz'), 20000],
  ['hand-written', read('hand-verdicts.jsonl.gz'), 10139],
];

test('the conformance data is complete', () => {
  for (const [name, cases, count] of sets) {
    assert.equal(cases.length, count, name);
    assert.ok(
      cases.some((c) => c.robots_b64),
      `some ${name} cases carry raw bytes`,
    );
  }
});

for (const [entry, { default: init, Robots }] of [
  ['robots-playground', base],
  ['robots-playground/full', full],
]) {
  for (const [name, cases] of sets)
    test(`every ${name} reference case, ${entry}: check() gives the verdict and the deciding line`, async () => {
      await init();
      const failures = [];
      for (const c of cases) {
        const text = c.robots_b64 !== undefined ? new Uint8Array(Buffer.from(c.robots_b64, 'base64')) : c.robots;
        const robots = new Robots(text);
        try {
          const v = robots.check(c.agent, c.url);
          if (v.allowed !== c.allowed || v.line !== c.line) {
            failures.push(`${c.id} check: got ${v.allowed}/${v.line}, want ${c.allowed}/${c.line}`);
          }
          const m = robots.matcher(c.agent);
          if (m.allowed(c.url) !== c.allowed) failures.push(`${c.id} matcher: got ${!c.allowed}, want ${c.allowed}`);
          m.free();
        } finally {
          robots.free();
        }
      }
      assert.deepEqual(failures.slice(0, 20), [], `${failures.length} of ${cases.length} cases fail`);
    });
}
