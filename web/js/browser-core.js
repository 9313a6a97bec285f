// The browser entry less the robots-parser façade: the engine, `init` and the full entry's
// functions. The package's <robots-playground> imports this file, so a page of widgets does
// not load the façade; browser.js adds the façade to it. Both share one `init`, so a page that
// imports the package and embeds widgets loads the wasm once.
import { loader } from './once.js';

// Each entry's wasm has a name of its own (xtask keeps the line of the entry built).
// biome-ignore lint/correctness/noUnusedVariables: xtask keeps one of the two lines
const wasmUrl = () => new URL('./robots-playground_bg.wasm', import.meta.url); // default entry only
// biome-ignore lint/suspicious/noRedeclare: xtask keeps one of the two lines; see above
const wasmUrl = () => new URL('./robots-playground-full_bg.wasm', import.meta.url); // full entry only

/** Loads the engine: the wasm next to this file, or `source` when given (where a bundler put it). */
export default loader(wasmUrl);

export * from './robots-playground.js';
// This Robots, not the glue's: it checks that the engine is loaded (see guard.js).
export { Robots, googleSizeLimit, tokenOf } from './guard.js';
export { acceptedKeys, catalog, diff, lintRules, longLinesText, sizeText, tokensFromUserAgent } from './guard.js'; // full entry only
