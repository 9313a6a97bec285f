// <robots-playground> in production builds of Vite, webpack, esbuild and Rollup, given a value
// over 64 K characters: the widget must analyse it in its worker, not on the page's thread
// ("analysed on this page's thread, as no worker could start"). Vite and webpack bundle the
// worker from `new Worker(new URL(…, import.meta.url))` (given a URL made elsewhere, Vite
// copied the worker as it was, with the modules it imports renamed); esbuild and Rollup leave
// that line alone, so the app copies the worker (one self-contained file) and the wasm next to
// its bundle, as the element's README says. In Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as vite } from 'vite';
import webpack from 'webpack';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { appPage, serve, run } from '../module/browser.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Copies the app to target/xtask/element-NAME/ with the package installed (a copy of web/pkg). */
function app(name) {
  const dir = `${root}target/xtask/element-${name}/`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(fileURLToPath(new URL('./element-app/', import.meta.url)), dir, { recursive: true });
  cpSync(`${root}web/pkg/`, `${dir}node_modules/robots-playground/`, { recursive: true, dereference: true });
  mkdirSync(`${dir}dist`, { recursive: true });
  return dir;
}

/** What esbuild and Rollup apps copy by hand: the worker and the wasm, next to the bundle. */
function copyBeside(dir) {
  const pkg = `${dir}node_modules/robots-playground/`;
  cpSync(`${pkg}robots-playground.element.worker.js`, `${dir}dist/robots-playground.element.worker.js`);
  cpSync(`${pkg}full/robots-playground-full_bg.wasm`, `${dir}dist/robots-playground-full_bg.wasm`);
}

/** Serves the app's dist/ and returns what it printed, with no console error. */
async function runApp(dir) {
  const server = await serve({ '/': `${dir}dist/` });
  try {
    const { out, errors } = await run(server.url);
    assert.deepEqual(errors, []);
    assert.ok(out, 'the app printed nothing');
    return JSON.parse(out);
  } finally {
    await server.close();
  }
}

/** The widget analysed its large value in the worker and found the verdict. */
function inWorker(out) {
  assert.ok(out.chars > 65536, `a value of ${out.chars} characters`);
  assert.match(out.notice, /analysed in the background/);
  assert.deepEqual({ allowed: out.allowed, line: out.line }, { allowed: false, line: 2 });
}

test('Vite: the element analyses a large value in its worker', async () => {
  const dir = app('vite');
  await vite({ root: dir, configFile: false, logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } });
  inWorker(await runApp(dir));
});

test('webpack 5: the element analyses a large value in its worker', async () => {
  const dir = app('webpack');
  // Production mode without Terser, which takes most of the time and changes nothing here.
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './main.js',
    output: { path: `${dir}dist`, filename: 'app.js' },
    optimization: { minimize: false },
    performance: { hints: false },
  });
  const stats = await new Promise((ok, fail) => compiler.run((e, s) => (e ? fail(e) : ok(s))));
  await new Promise((ok) => compiler.close(ok));
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  writeFileSync(`${dir}dist/index.html`, appPage('element in a webpack build', { module: false }));
  inWorker(await runApp(dir));
});

test('esbuild: the element analyses a large value in its worker, copied beside the bundle', async () => {
  const dir = app('esbuild');
  await esbuild({
    entryPoints: [`${dir}main.js`],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir: `${dir}dist`,
    entryNames: 'app',
    logLevel: 'warning',
    absWorkingDir: dir,
  });
  copyBeside(dir);
  writeFileSync(`${dir}dist/index.html`, appPage('element in an esbuild bundle'));
  inWorker(await runApp(dir));
});

test('Rollup: the element analyses a large value in its worker, copied beside the bundle', async () => {
  const dir = app('rollup');
  const bundle = await rollup({ input: `${dir}main.js`, plugins: [nodeResolve({ browser: true, rootDir: dir })], logLevel: 'warn' });
  await bundle.write({ dir: `${dir}dist`, entryFileNames: 'app.js', format: 'es' });
  await bundle.close();
  copyBeside(dir);
  writeFileSync(`${dir}dist/index.html`, appPage('element in a Rollup bundle'));
  inWorker(await runApp(dir));
});
