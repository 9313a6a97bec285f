// Entry `robots-playground/inline` (and `/full/inline`): the same API as the browser entry,
// with the wasm inside the JS (gzipped, in base64, in wasm-inline.js, which xtask writes), so
// that any bundler (esbuild and Rollup among them, which copy no wasm) and any runtime load it
// with nothing to copy and nothing to fetch. The bundle grows by about the gzipped wasm.
import { loader } from './once.js';
import base64 from './wasm-inline.js';

/** The wasm's bytes: the base64 text decoded, then gunzipped by the runtime's DecompressionStream. */
function bytes() {
  const text = atob(base64);
  const gzipped = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) gzipped[i] = text.charCodeAt(i);
  return new Response(new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
}

/** Loads the engine from the wasm inside this entry, or from `source` when given. */
export default loader(bytes);

// The glue's exports with the entry's own functions (api.js), and the package's classes in
// place of the glue's: they check each call (see guard.js).
export * from './api.js';
export { Matcher, Robots, googleSizeLimit, tokenOf } from './guard.js';
export { robotsParser } from './facade.js';
