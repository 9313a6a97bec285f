// Node entry of robots-playground. Node's fetch cannot read file: URLs, so the wasm is read
// from disk and instantiated at import; `await init()` then has nothing left to do.
import { readFileSync } from 'node:fs';
import { initSync } from './robots-playground.js';

// Each entry's wasm has a name of its own (xtask keeps the line of the entry built).
initSync({ module: readFileSync(new URL('./robots-playground_bg.wasm', import.meta.url)) }); // default entry only
initSync({ module: readFileSync(new URL('./robots-playground-full_bg.wasm', import.meta.url)) }); // full entry only

/** Loads the engine. In Node it is loaded at import (its argument, a wasm's location in
 * browsers, is not needed); kept so the same code runs everywhere. */
export default async function init(_source) {}

export * from './robots-playground.js';
// This Robots, not the glue's: it checks that the engine is loaded (see guard.js).
export { Robots, googleSizeLimit, tokenOf } from './guard.js';
export { acceptedKeys, catalog, diff, lintRules, longLinesText, sizeText, tokensFromUserAgent } from './guard.js'; // full entry only
export { robotsParser } from './facade.js';
