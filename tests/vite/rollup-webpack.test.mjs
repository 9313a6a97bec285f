// The package in Rollup and webpack builds, run in Chromium under the page's
// Content-Security-Policy: Rollup copies no wasm, so the app imports the full entry's inline
// form (the wasm inside the JS); webpack 5 emits the wasm that `new URL('./x.wasm',
// import.meta.url)` names, so init() finds it alone. Neither app copies anything by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import webpack from 'webpack';
import { appPage, serve, run } from '../module/browser.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Copies the app `name` to target/, installs the package into it (a copy of web/pkg) and
 * writes its page (webpack's bundle is a classic script). */
function app(name) {
  const dir = `${root}target/xtask/${name}/`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(fileURLToPath(new URL(`./${name}/`, import.meta.url)), dir, { recursive: true });
  cpSync(`${root}web/pkg/`, `${dir}node_modules/robots-playground/`, { recursive: true, dereference: true });
  mkdirSync(`${dir}dist/assets`, { recursive: true });
  writeFileSync(`${dir}dist/index.html`, appPage(`robots-playground in a ${name}`, { module: name !== 'webpack-app' }));
  return dir;
}

/** Serves `dist` and returns what the app printed. */
async function runApp(dist) {
  const server = await serve({ '/': dist });
  try {
    const { out, errors } = await run(server.url);
    assert.deepEqual(errors, []);
    return JSON.parse(out);
  } finally {
    await server.close();
  }
}

test('a Rollup bundle (node-resolve, browser) of robots-playground/full/inline runs with init() alone', async () => {
  const dir = app('rollup-app');
  const bundle = await rollup({ input: `${dir}main.js`, plugins: [nodeResolve({ browser: true, rootDir: dir })], logLevel: 'warn' });
  await bundle.write({ file: `${dir}dist/app.js`, format: 'es' });
  await bundle.close();
  assert.deepEqual(
    readdirSync(`${dir}dist`).filter((f) => f.endsWith('.wasm')),
    [],
  );
  assert.deepEqual(await runApp(`${dir}dist/`), { allowed: false, line: 2, lint: true, wasm: [] });
});

test("a webpack 5 build emits the full entry's wasm and runs with init() alone", async () => {
  const dir = app('webpack-app');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './main.js',
    output: { path: `${dir}dist`, filename: 'app.js' },
    performance: { hints: false },
  });
  const stats = await new Promise((ok, fail) => compiler.run((e, s) => (e ? fail(e) : ok(s))));
  await new Promise((ok) => compiler.close(ok));
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  const emitted = readdirSync(`${dir}dist`).filter((f) => f.endsWith('.wasm'));
  assert.equal(emitted.length, 1, `webpack emitted ${emitted.join(', ')}`);
  assert.deepEqual(await runApp(`${dir}dist/`), { allowed: false, line: 2, lint: true, wasm: 1 });
});
