// Node entry of robots-playground. Node's fetch cannot read file: URLs, so the wasm is read
// from disk and instantiated at import; `await init()` then has nothing left to do.
import { readFileSync } from 'node:fs';
import { initSync } from './robots-playground.js';
import { wasmUrl } from './wasm.js';

initSync({ module: readFileSync(wasmUrl()) });

/** Loads the engine. In Node it is loaded at import (its argument, a wasm's location in
 * browsers, is not needed); kept so the same code runs everywhere. */
export default async function init(_source) {}

// The glue's exports with the entry's own functions (api.js), and the package's classes in
// place of the glue's: they check each call (see guard.js).
export * from './api.js';
export { Matcher, Robots, googleSizeLimit, tokenOf } from './guard.js';
export { robotsParser } from './facade.js';
