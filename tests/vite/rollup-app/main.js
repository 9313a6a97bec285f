// A tiny app bundled by Rollup (with node-resolve), which copies no wasm: it imports the full
// entry's inline form, whose wasm is inside the JS, and init() is given nothing.
import init, { Robots } from 'robots-playground/full/inline';

init()
  .then(() => {
    const robots = new Robots('User-agent: *\nDisallow: /private/\n');
    const v = robots.check('bot', '/private/x');
    const lint = Array.isArray(robots.lint());
    const wasm = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.wasm'));
    document.querySelector('#out').textContent = JSON.stringify({ allowed: v.allowed, line: v.line, lint, wasm });
  })
  .catch((e) => {
    document.querySelector('#out').textContent = `error: ${e}`;
  });
