// What the full entry exports of the generated glue (its wasm is built with the `full`
// feature): all of it, with the functions only this entry has guarded as every function is.
// xtask copies this file into the entry's folder as `api.js` (see api-default.js).
import { needsEngine } from './guard.js';

export * from './robots-playground.js';

export const acceptedKeys = needsEngine('acceptedKeys');
export const catalog = needsEngine('catalog');
export const catalogChecked = needsEngine('catalogChecked');
export const diff = needsEngine('diff');
export const lintRules = needsEngine('lintRules');
export const longLinesText = needsEngine('longLinesText');
export const sizeText = needsEngine('sizeText');
export const tokensFromUserAgent = needsEngine('tokensFromUserAgent');
