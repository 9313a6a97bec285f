// Browser (and bundler) entry of robots-playground: `await init()` fetches and instantiates
// the wasm next to this file, or the one given, once, however many times it is called.
import { loader } from './once.js';

// Each entry's wasm has a name of its own (xtask keeps the line of the entry built).
const wasmUrl = () => new URL('./robots-playground_bg.wasm', import.meta.url); // default entry only
const wasmUrl = () => new URL('./robots-playground-full_bg.wasm', import.meta.url); // full entry only

/** Loads the engine: the wasm next to this file, or `source` when given (where a bundler put it). */
export default loader(wasmUrl);

export * from './robots-playground.js';
// This Robots, not the glue's: it checks that the engine is loaded (see guard.js).
export { Robots, googleSizeLimit } from './guard.js';
export { acceptedKeys, catalog, diff, lintRules, tokensFromUserAgent } from './guard.js'; // full entry only
export { robotsParser } from './facade.js';
