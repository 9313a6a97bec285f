// The package in Chromium from a plain <script type="module">, no bundler, under the page's
// Content-Security-Policy: init() fetches the wasm next to browser.js, twice is fine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, run } from './browser.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const pkg = fileURLToPath(new URL('../../web/pkg/', import.meta.url));

test('plain module script, the full entry: new Robots before init() says so; then Robots, Matcher, the façade, a using block and the catalog work', async () => {
  const server = await serve({ '/pkg/': pkg, '/': here });
  try {
    const { out, errors } = await run(server.url);
    assert.deepEqual(errors, []);
    assert.deepEqual(JSON.parse(out), {
      allowed: false,
      line: 2,
      many: [true, false],
      facade: false,
      freed: 'Error: Robots.check: this Robots was freed (by free() or at the end of its using block)',
      early: 'Error: new Robots: the engine is not loaded yet; call `await init()` first (Node loads it at import)',
      earlyFunctions: ['catalog()', 'lintRules()', 'tokensFromUserAgent()', 'acceptedKeys()', 'googleSizeLimit()'].map(
        (f) => `Error: ${f}: the engine is not loaded yet; call \`await init()\` first (Node loads it at import)`,
      ),
      later: [true, true, 'GPTBot', 'user-agent', 512000],
    });
  } finally {
    await server.close();
  }
});

test('plain module script: the default entry fetches its own wasm, and checks with catalog profiles', async () => {
  const server = await serve({ '/pkg/': pkg, '/': here });
  try {
    const { out, errors } = await run(`${server.url}default.html`);
    assert.deepEqual(errors, []);
    assert.deepEqual(JSON.parse(out), {
      allowed: false,
      line: 2,
      token: 'GPTBot',
      many: [true, false],
      facade: false,
      lint: 'undefined',
      wasm: ['/pkg/robots-playground_bg.wasm'],
      // The default entry exports none of the full entry's functions (xtask drops their lines).
      // `panicked` is guard.js's (the glue's `export *` carries it; the typings leave it out).
      exports: ['Matcher', 'Robots', 'default', 'googleSizeLimit', 'initSync', 'panicked', 'robotsParser', 'tokenOf', 'wasmMemory'],
    });
  } finally {
    await server.close();
  }
});

test("plain module script: robots-playground/robots-parser's browser file, robots-parser's default export after init()", async () => {
  const exports = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).exports['./robots-parser'];
  assert.equal(exports.browser, './robots-parser.browser.js', 'the file browsers and bundlers get');
  const server = await serve({ '/pkg/': pkg, '/': here });
  try {
    const { out, errors } = await run(`${server.url}robots-parser.html`);
    assert.deepEqual(errors, []);
    assert.deepEqual(JSON.parse(out), {
      early: 'Error: robotsParser(): the engine is not loaded yet; call `await init()` first (Node loads it at import)',
      answers: [false, 2, true, false],
      wasm: ['/pkg/robots-playground_bg.wasm'],
    });
  } finally {
    await server.close();
  }
});

test('init(source) loads the wasm from where it is given (a URL, or its bytes), not from next to browser.js', async () => {
  const server = await serve({ '/pkg/': pkg, '/assets/': pkg, '/': here });
  try {
    for (const [query, fetched] of [
      ['', ['/assets/robots-playground_bg.wasm']],
      ['?bytes', ['/assets/robots-playground_bg.wasm']],
    ]) {
      const { out, errors } = await run(`${server.url}moved.html${query}`);
      assert.deepEqual(errors, []);
      assert.deepEqual(JSON.parse(out), { allowed: false, line: 2, wasm: fetched }, query);
    }
  } finally {
    await server.close();
  }
});
