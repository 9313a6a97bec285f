// The package in esbuild bundles, which leave the wasm behind: an app of the inline entry,
// whose wasm is inside the bundle (nothing copied, nothing fetched); an app that copies the
// wasm where it serves files and passes its URL to init(); and an app of both entries whose
// two wasm files, copied next to the bundle, keep their own names. In Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { appPage, serve, run } from '../module/browser.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Copies the app `name` to target/, installs the package into it (a copy of web/pkg), and
 * bundles it with esbuild into its dist/ (app.js, index.html); returns the app's folder. */
async function bundle(name) {
  const app = `${root}target/xtask/${name}/`;
  rmSync(app, { recursive: true, force: true });
  cpSync(fileURLToPath(new URL(`./${name}/`, import.meta.url)), app, { recursive: true });
  cpSync(`${root}web/pkg/`, `${app}node_modules/robots-playground/`, { recursive: true, dereference: true });
  mkdirSync(`${app}dist/assets`, { recursive: true });
  await build({
    entryPoints: [`${app}main.js`],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    outfile: `${app}dist/app.js`,
    logLevel: 'warning',
    absWorkingDir: app,
  });
  writeFileSync(`${app}dist/index.html`, appPage(`robots-playground in an esbuild bundle (${name})`));
  return app;
}

test('an esbuild bundle of robots-playground/inline runs with init() alone: no wasm copied or fetched', async () => {
  const app = await bundle('esbuild-inline');
  assert.deepEqual(
    readdirSync(`${app}dist`).filter((f) => f.endsWith('.wasm')),
    [],
  );
  const server = await serve({ '/': `${app}dist/` });
  try {
    const { out, errors } = await run(server.url);
    assert.deepEqual(errors, []);
    assert.deepEqual(JSON.parse(out), { allowed: false, line: 2, wasm: [] });
  } finally {
    await server.close();
  }
});

test('an esbuild bundle of an app importing robots-playground loads the wasm from the URL given to init()', async () => {
  const app = await bundle('esbuild-app');
  cpSync(`${app}node_modules/robots-playground/robots-playground_bg.wasm`, `${app}dist/assets/engine.wasm`);
  const server = await serve({ '/': `${app}dist/` });
  try {
    const { out, errors } = await run(server.url);
    assert.deepEqual(errors, []);
    assert.deepEqual(JSON.parse(out), { allowed: false, line: 2, wasm: ['/assets/engine.wasm'] });
  } finally {
    await server.close();
  }
});

test('both entries in one bundle, their wasm files copied into one folder: each loads its own (distinct names)', async () => {
  const app = await bundle('esbuild-both');
  const pkg = `${app}node_modules/robots-playground/`;
  const names = [readdirSync(pkg).filter((f) => f.endsWith('.wasm')), readdirSync(`${pkg}full`).filter((f) => f.endsWith('.wasm'))];
  assert.deepEqual(names, [['robots-playground_bg.wasm'], ['robots-playground-full_bg.wasm']]);
  cpSync(`${pkg}robots-playground_bg.wasm`, `${app}dist/robots-playground_bg.wasm`);
  cpSync(`${pkg}full/robots-playground-full_bg.wasm`, `${app}dist/robots-playground-full_bg.wasm`);
  const server = await serve({ '/': `${app}dist/` });
  try {
    const { out, errors } = await run(server.url);
    assert.deepEqual(errors, []);
    assert.deepEqual(JSON.parse(out), {
      allowed: false,
      lint: true,
      wasm: ['/robots-playground-full_bg.wasm', '/robots-playground_bg.wasm'],
    });
  } finally {
    await server.close();
  }
});
