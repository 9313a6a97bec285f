// The panic hook (issue 23): the module installs console_error_panic_hook when it starts, so a
// panic, which is always a bug, reaches the console as its message, its file and line, and the
// JS stack, and the call throws a RuntimeError. Run by `cargo xtask test` (step 3) against a
// debug build of robots-web that has `panicProbe` (feature `panic-probe`); ROBOTS_PANIC_PROBE
// names its Node glue.

import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const glue = process.env.ROBOTS_PANIC_PROBE;

test('a panic reads in the console as its message, its place and the stack', { skip: !glue && 'ROBOTS_PANIC_PROBE is not set (run by cargo xtask test)' }, () => {
  const probe = createRequire(import.meta.url)(glue);
  const said = [];
  const error = console.error;
  console.error = (...args) => said.push(args.join(' '));
  try {
    assert.throws(() => probe.panicProbe('a test'), WebAssembly.RuntimeError);
  } finally {
    console.error = error;
  }
  assert.equal(said.length, 1, `one message in the console: ${JSON.stringify(said)}`);
  assert.match(said[0], /panicked at web[/\\]src[/\\]lib\.rs:\d+:\d+:\npanic probe: a test/);
  assert.match(said[0], /Stack:/);
});
