// What the default entry exports of the generated glue: all of it (its wasm has only the
// functions every entry has). xtask copies this file into the entry's folder as `api.js`
// (api-full.js is the full entry's); each entry re-exports it, and puts its guarded `Robots`
// and functions (guard.js) in place of the glue's.
export * from './robots-playground.js';
