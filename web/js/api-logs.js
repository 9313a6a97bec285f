// What the logs entry exports of the generated glue (its wasm is built with the `logs`
// feature: the full entry's functions and the access-log replay): the full entry's API
// (api-full.js, which xtask copies into this entry's folder too), with the function and the
// class only this entry has guarded as every one is. xtask copies this file into the entry's
// folder as `api.js` (see api-default.js).
import { needsEngine, wrapClass } from './guard.js';
import * as glue from './robots-playground.js';

export * from './api-full.js';

/** A replay of an access log against a Robots (see the README). */
export const LogReplay = wrapClass(glue.LogReplay, 'LogReplay');

export const ipRanges = needsEngine('ipRanges');
