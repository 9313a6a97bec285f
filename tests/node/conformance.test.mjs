// All 20,000 reference cases (Google's robotstxt verdicts and matching lines) through the
// npm package, its main entry and its lite one: `check` and the precompiled `matcher` must
// both agree with every case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import * as main from 'robots-playground';
import * as lite from 'robots-playground/lite';

const data = gunzipSync(readFileSync(new URL('../conformance/google-verdicts.jsonl.gz', import.meta.url)));
const cases = data.toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

test('the conformance data is complete', () => {
  assert.equal(cases.length, 20000);
  assert.ok(cases.some((c) => c.robots_b64), 'some cases carry raw bytes');
});

for (const [entry, { default: init, Robots }] of [['robots-playground', main], ['robots-playground/lite', lite]]) {
  test(`every reference case, ${entry}: check() gives the verdict and the deciding line`, async () => {
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
