// A tiny app bundled by esbuild with the inline entry: the wasm is inside the bundle, so
// nothing is copied and init() is given nothing.
import init, { Robots } from 'robots-playground/inline';

try {
  await init();
  const v = new Robots('User-agent: *\nDisallow: /private/\n').check('bot', '/private/x');
  const wasm = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.endsWith('.wasm'));
  document.querySelector('#out').textContent = JSON.stringify({ allowed: v.allowed, line: v.line, wasm });
} catch (e) {
  document.querySelector('#out').textContent = `error: ${e}`;
}
