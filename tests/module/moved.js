// Loaded by moved.html: the default entry with its wasm where a bundler might have copied it
// (`?bytes`: handed over as bytes), so init() must take what it is given.
import init, { Robots } from '/pkg/browser.js';

try {
  const bytes = new URLSearchParams(location.search).has('bytes');
  const source = bytes ? await (await fetch('/assets/robots-playground_bg.wasm')).arrayBuffer() : '/assets/robots-playground_bg.wasm';
  await init(source);
  await init('/nowhere.wasm'); // later calls return the first load
  const v = new Robots('User-agent: *\nDisallow: /private/\n').check('bot', '/private/x');
  const wasm = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.endsWith('.wasm'));
  document.querySelector('#out').textContent = JSON.stringify({ allowed: v.allowed, line: v.line, wasm });
} catch (e) {
  document.querySelector('#out').textContent = `error: ${e}`;
}
