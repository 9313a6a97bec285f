// The package in a Vite-bundled app: the app is copied to target/, the package is installed
// into its node_modules as npm would (a copy of web/pkg), Vite builds it, and Chromium runs it
// under the page's Content-Security-Policy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { serve, run } from '../module/browser.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const app = `${root}target/xtask/vite-app/`;

test('a Vite build of an app importing robots-playground runs in Chromium', async () => {
  rmSync(app, { recursive: true, force: true });
  cpSync(fileURLToPath(new URL('./app/', import.meta.url)), app, { recursive: true });
  cpSync(`${root}web/pkg/`, `${app}node_modules/robots-playground/`, { recursive: true, dereference: true });
  await build({ root: app, configFile: false, logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } });
  const assets = readdirSync(`${app}dist/assets`);
  assert.ok(assets.some((f) => f.endsWith('.wasm')), `Vite emits the wasm as an asset: ${assets}`);
  const server = await serve({ '/': `${app}dist/` });
  try {
    const { out, errors } = await run(server.url);
    assert.deepEqual(errors, []);
    assert.deepEqual(JSON.parse(out), { allowed: false, line: 2, diagnostics: ['key-typo'] });
  } finally {
    await server.close();
  }
});
