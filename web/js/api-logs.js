// What the logs entry exports of the generated glue (its wasm is built with the `logs`
// feature: the full entry's functions and the access-log replay): all of it, with the
// functions and the class only the full and logs entries have guarded as every one is.
// xtask copies this file into the entry's folder as `api.js` (see api-default.js).
import { guard, needsEngine } from './guard.js';
import { LogReplay } from './robots-playground.js';

export * from './robots-playground.js';

guard(LogReplay, 'LogReplay');

export const ipRanges = needsEngine('ipRanges');

export const acceptedKeys = needsEngine('acceptedKeys');
export const catalog = needsEngine('catalog');
export const catalogChecked = needsEngine('catalogChecked');
export const diff = needsEngine('diff');
export const lintRules = needsEngine('lintRules');
export const longLinesText = needsEngine('longLinesText');
export const sizeText = needsEngine('sizeText');
export const tokensFromUserAgent = needsEngine('tokensFromUserAgent');
