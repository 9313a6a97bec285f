// A tiny app bundled by webpack 5, which emits the wasm that `new URL('./x.wasm',
// import.meta.url)` names as an asset of its own: init() needs no argument.
import init, { Robots } from 'robots-playground/full';

init()
  .then(() => {
    const r = new Robots('User-agent: *\nDisallow: /private/\n');
    const v = r.check('bot', '/private/x');
    const wasm = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.wasm'));
    document.querySelector('#out').textContent = JSON.stringify({
      allowed: v.allowed,
      line: v.line,
      lint: Array.isArray(r.lint()),
      wasm: wasm.length,
    });
  })
  .catch((e) => {
    document.querySelector('#out').textContent = `error: ${e}`;
  });
