// The `init` of the browser and inline entries: it loads the engine once, however many times
// it is called.
import initWasm from './robots-playground.js';

/**
 * An `init(source?)` that instantiates the wasm from `source` when given (a URL as a string,
 * URL or Request; a Response; bytes; a WebAssembly.Module), else from what `fallback()` gives
 * (or resolves to). Calls take turns: each waits for the loads asked before it, then resolves
 * at once if one of them loaded the engine, whatever it is given, else tries its own source.
 * So a bad source rejects only its own call (and may be retried); calls made at the same time
 * with good sources still resolve, and the wasm is never instantiated twice.
 */
export function loader(fallback) {
  /** Settles once the last load asked for is over: true when the engine is loaded. */
  let last = Promise.resolve(false);
  return function init(source) {
    const load = last.then(
      (loaded) =>
        loaded ||
        Promise.resolve(source ?? fallback())
          .then((module_or_path) => initWasm({ module_or_path }))
          .then(() => true),
    );
    last = load.catch(() => false);
    return load.then(() => undefined);
  };
}
