// www/src/lazy.js: code loaded once, and loaded again after a failure, never by itself.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lazy } from '../../www/src/lazy.js';

test('one load for every call; a failed load is tried again at the next call, not before', async () => {
  let calls = 0;
  let fail = true;
  const load = lazy(async () => {
    calls++;
    if (fail) throw new Error('chunk not delivered');
    return { module: calls };
  });
  const [a, b] = await Promise.allSettled([load(), load()]);
  assert.equal(calls, 1, 'two callers, one load');
  assert.equal(a.status, 'rejected');
  assert.equal(b.reason.message, 'chunk not delivered', 'both callers hear of the failure');
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(calls, 1, 'no retry by itself');
  fail = false;
  const first = await load();
  assert.deepEqual(first, { module: 2 });
  assert.equal(await load(), first, 'loaded once: the same module from then on');
  assert.equal(calls, 2);
});
