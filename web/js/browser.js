// Browser (and bundler) entry of robots-playground: `await init()` fetches and instantiates
// the wasm next to this file, or the one given, once, however many times it is called.
export { default } from './browser-core.js';
export * from './browser-core.js';
export { robotsParser } from './facade.js';
