// The browser entry less the robots-parser façade: the engine, `init` and the full entry's
// functions. The package's <robots-playground> imports this file, so a page of widgets does
// not load the façade; browser.js adds the façade to it. Both share one `init`, so a page that
// imports the package and embeds widgets loads the wasm once.
import { loader } from './once.js';
import { wasmUrl } from './wasm.js';

/** Loads the engine: the wasm next to this file, or `source` when given (where a bundler put it). */
export default loader(wasmUrl);

// The glue's exports with the entry's own functions (api.js), and the package's classes in
// place of the glue's: they check each call (see guard.js).
export * from './api.js';
export { Matcher, Robots, googleSizeLimit, tokenOf } from './guard.js';
