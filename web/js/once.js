// The `init` of the browser and inline entries: it loads the engine once, however many times
// it is called.
import initWasm from './robots-playground.js';

/**
 * An `init(source?)` that instantiates the wasm from `source` when given (a URL as a string,
 * URL or Request; a Response; bytes; a WebAssembly.Module), else from what `fallback()` gives
 * (or resolves to). Later calls return the same promise, whatever they are given; a failed
 * load may be retried.
 */
export function loader(fallback) {
  let ready;
  return function init(source) {
    ready ??= Promise.resolve(source ?? fallback())
      .then((module_or_path) => initWasm({ module_or_path }))
      .then(
        () => undefined,
        (e) => {
          ready = undefined;
          throw e;
        },
      );
    return ready;
  };
}
