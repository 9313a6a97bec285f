// Where the default entry's wasm is: xtask copies this file into the entry's folder as
// `wasm.js` (wasm-full.js is the full entry's). Each entry's wasm has a name of its own, so that
// a bundler, or a user copying both entries' files into one folder, keeps both. The URL is
// written out in full: bundlers (webpack, Vite) find the wasm by this very expression.
export const wasmFile = 'robots-playground_bg.wasm';
export const wasmUrl = () => new URL('./robots-playground_bg.wasm', import.meta.url);
