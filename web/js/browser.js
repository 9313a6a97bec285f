// Browser (and bundler) entry of robots-playground: `await init()` fetches and instantiates
// the wasm next to this file, once, however many times it is called.
import initWasm from './robots-playground.js';

let ready;

/** Loads the engine; later calls return the same promise. A failed load may be retried. */
export default function init() {
  ready ??= initWasm({ module_or_path: new URL('./robots-playground_bg.wasm', import.meta.url) }).then(
    () => undefined,
    (e) => {
      ready = undefined;
      throw e;
    },
  );
  return ready;
}

export * from './robots-playground.js';
// This Robots, not the glue's: it checks that the engine is loaded (see guard.js).
export { Robots, googleSizeLimit } from './guard.js';
export { acceptedKeys, catalog, lintRules, tokensFromUserAgent } from './guard.js'; // full entry only
export { robotsParser } from './facade.js';
