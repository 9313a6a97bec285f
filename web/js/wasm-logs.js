// Where the logs entry's wasm is: xtask copies this file into the entry's folder as `wasm.js`
// (see wasm-default.js).
export const wasmFile = 'robots-playground-logs_bg.wasm';
export const wasmUrl = () => new URL('./robots-playground-logs_bg.wasm', import.meta.url);
