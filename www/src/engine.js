// Loads the engine: the robots-playground package's full entry, once, for the page, the
// element and the worker. The Engine itself (one parsed file) is in ./session/engine.js.

import init, * as api from 'robots-playground/full';
import { Engine } from './session/engine.js';

export { Engine, utf16Offset, utf8Length } from './session/engine.js';

/** Google's crawler reads at most this many bytes of a robots.txt (500 KiB). */
export const GOOGLE_SIZE_LIMIT = 512000;

/** Loads the wasm module once and returns an engine. */
export async function loadEngine() {
  await init();
  return new Engine(api, GOOGLE_SIZE_LIMIT);
}
