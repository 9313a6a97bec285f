// The `init` of the browser and inline entries (web/js/once.js), in Node through the inline
// entry: calls at the same time take turns, a bad source rejects only its own call, and the
// engine is loaded once.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
// By path, not by the package's name: a worktree's node_modules may be another checkout's.
import init, { Robots } from '../../web/pkg/inline.js';

const WASM = readFileSync(new URL('../../web/pkg/robots-playground_bg.wasm', import.meta.url));

test('50 init(bytes) calls at once: the bad ones reject alone, with their own errors; the good ones resolve', async () => {
  const bad = (i) => new Uint8Array([0, 0x61, 0x73, 0x6d, i]);
  // The first two calls are bad (the engine is not loaded yet when they run); the rest are good,
  // with the bytes, the default source, or bad bytes once the engine is loaded (nothing to do).
  const sources = Array.from({ length: 50 }, (_, i) =>
    i < 2 ? bad(i) : i % 3 === 0 ? undefined : i % 10 === 5 ? bad(i) : new Uint8Array(WASM),
  );
  const results = await Promise.allSettled(sources.map((s) => init(s)));
  assert.deepEqual(
    results.slice(0, 2).map((r) => r.status),
    ['rejected', 'rejected'],
  );
  assert.notEqual(results[0].reason, results[1].reason, 'each bad call rejects with its own error');
  assert.ok(results[0].reason instanceof Error);
  assert.deepEqual(
    results.slice(2).map((r) => r.status),
    Array(48).fill('fulfilled'),
  );
  assert.ok(results.slice(2).every((r) => r.value === undefined));
  assert.equal(new Robots('User-agent: *\nDisallow: /x\n').check('a', '/x').allowed, false);
  // Loaded: later calls resolve, whatever they are given.
  assert.equal(await init(bad(9)), undefined);
});
