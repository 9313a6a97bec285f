// The package in an esbuild bundle, which leaves the wasm behind: the app copies it where it
// serves files and passes its URL to init(), as the package README says. Run in Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serve, run } from '../module/browser.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

test('an esbuild bundle of an app importing robots-playground loads the wasm from the URL given to init()', async () => {
  const app = `${root}target/xtask/esbuild-app/`;
  rmSync(app, { recursive: true, force: true });
  cpSync(fileURLToPath(new URL('./esbuild-app/', import.meta.url)), app, { recursive: true });
  cpSync(`${root}web/pkg/`, `${app}node_modules/robots-playground/`, { recursive: true, dereference: true });
  mkdirSync(`${app}dist/assets`, { recursive: true });
  await build({ entryPoints: [`${app}main.js`], bundle: true, format: 'esm', platform: 'browser', outfile: `${app}dist/app.js`, logLevel: 'warning', absWorkingDir: app });
  cpSync(`${app}index.html`, `${app}dist/index.html`);
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
