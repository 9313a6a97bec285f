// The package in Vite-bundled apps, one on its default entry and one on its full entry, run in
// Chromium under the page's Content-Security-Policy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { serve, run } from '../module/browser.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Copies the app `name` to target/, installs the package into it as npm would (a copy of
 * web/pkg), builds it with Vite, runs it in Chromium and returns its output and wasm assets. */
async function buildAndRun(name) {
  const app = `${root}target/xtask/vite-${name}/`;
  rmSync(app, { recursive: true, force: true });
  cpSync(fileURLToPath(new URL(`./${name}/`, import.meta.url)), app, { recursive: true });
  cpSync(`${root}web/pkg/`, `${app}node_modules/robots-playground/`, { recursive: true, dereference: true });
  await build({ root: app, configFile: false, logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } });
  const wasm = readdirSync(`${app}dist/assets`)
    .filter((f) => f.endsWith('.wasm'))
    .map((f) => statSync(`${app}dist/assets/${f}`).size);
  const server = await serve({ '/': `${app}dist/` });
  try {
    const { out, errors } = await run(server.url);
    assert.deepEqual(errors, []);
    return { out: JSON.parse(out), wasm };
  } finally {
    await server.close();
  }
}

const size = (file) => statSync(`${root}web/pkg/${file}`).size;

test('a Vite build of an app importing robots-playground runs in Chromium', async () => {
  const { out, wasm } = await buildAndRun('app');
  assert.deepEqual(wasm, [size('robots-playground_bg.wasm')], 'Vite emits the default wasm only, as an asset');
  assert.deepEqual(out, {
    allowed: false,
    line: 2,
    diagnostics: ['key-typo'],
    freed: 'Robots.check: this Robots was freed (by free() or at the end of its using block)',
    lint: 'undefined',
  });
});

test('a Vite build of an app importing robots-playground/full bundles the full wasm only', async () => {
  const { out, wasm } = await buildAndRun('full');
  assert.deepEqual(wasm, [size('full/robots-playground-full_bg.wasm')]);
  assert.notEqual(size('full/robots-playground-full_bg.wasm'), size('robots-playground_bg.wasm'));
  // lint(), which the default entry lacks: AdsBot ignores the * group that closes the site.
  assert.deepEqual(out, { allowed: false, line: 2, diagnostics: ['key-typo'], lint: ['ignores-wildcard'] });
});
