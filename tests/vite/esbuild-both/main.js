// Both entries in one esbuild bundle, each entry's wasm copied next to app.js (where
// `import.meta.url` then points): each init() must find its own, by its own name.
import initDefault, { Robots as DefaultRobots } from 'robots-playground';
import initFull, { Robots as FullRobots } from 'robots-playground/full';

try {
  await Promise.all([initDefault(), initFull()]);
  const text = 'User-agent: *\nDisallow: /private/\n';
  const d = new DefaultRobots(text).check('bot', '/private/x');
  const lint = new FullRobots(text).lint().map((x) => x.id);
  const wasm = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.endsWith('.wasm'))
    .sort();
  document.querySelector('#out').textContent = JSON.stringify({ allowed: d.allowed, lint: Array.isArray(lint), wasm });
} catch (e) {
  document.querySelector('#out').textContent = `error: ${e}`;
}
