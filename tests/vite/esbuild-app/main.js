// A tiny app bundled by esbuild, which does not copy the wasm: the test copies it to
// /assets/engine.wasm, and init() is told where it is.
import init, { Robots } from 'robots-playground';

try {
  await init('/assets/engine.wasm');
  const v = new Robots('User-agent: *\nDisallow: /private/\n').check('bot', '/private/x');
  const wasm = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.endsWith('.wasm'));
  document.querySelector('#out').textContent = JSON.stringify({ allowed: v.allowed, line: v.line, wasm });
} catch (e) {
  document.querySelector('#out').textContent = `error: ${e}`;
}
