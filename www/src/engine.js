// Loads the engine: the robots-playground package's full entry, once, for the page, the
// element and the worker, with the engine's own rules the front needs (Google's size limit,
// the keys it accepts). The Engine itself (one parsed file) is in ./session/engine.js.

// By name, not as a namespace: a bundler then leaves out what the front never calls (the
// robots-parser façade).
import init, {
  Robots,
  acceptedKeys as packageKeys,
  catalog,
  diff,
  googleSizeLimit,
  tokenOf,
  tokensFromUserAgent,
  wasmMemory,
} from 'robots-playground/full';
import { Engine } from './session/engine.js';

// The engine's sentences for what Google's crawler does not read (a file past its size limit,
// lines past its line limit), which the page and the element show as they are.
export { longLinesText, sizeText } from 'robots-playground/full';

export { Engine, utf16Offset, utf8Length } from './session/engine.js';

/**
 * Google's crawler reads at most this many bytes of a robots.txt (500 KiB): the package's
 * `googleSizeLimit()`, set by `loadEngine()` (0 until then).
 */
export let GOOGLE_SIZE_LIMIT = 0;

/** Loads the wasm module once and returns an engine. */
export async function loadEngine() {
  await init();
  GOOGLE_SIZE_LIMIT = googleSizeLimit();
  return new Engine({ Robots, catalog, diff, tokenOf, tokensFromUserAgent, wasmMemory }, GOOGLE_SIZE_LIMIT);
}

/** What the editor's colours make of each accepted key's kind. @type {Record<string, 'agent' | 'rule' | 'sitemap'>} */
const KEY_CLASS = { 'user-agent': 'agent', allow: 'rule', disallow: 'rule', sitemap: 'sitemap' };
/** @type {import('robots-playground/full').AcceptedKey[] | null} */
let acceptedKeys = null;

/**
 * How the editor and the element's light view colour a key (the word before the colon):
 * `agent`, `rule`, `sitemap` or `other`, as the engine reads it: the first of the package's
 * `acceptedKeys()` (Google's keys and typos) it starts with, ignoring case. Before
 * `loadEngine()` every key is `other`.
 * @param {string} key
 * @returns {'agent' | 'rule' | 'sitemap' | 'other'}
 */
export function keyKind(key) {
  if (!acceptedKeys) {
    if (!GOOGLE_SIZE_LIMIT) return 'other';
    acceptedKeys = packageKeys();
  }
  const k = key.toLowerCase();
  const hit = acceptedKeys.find((a) => k.startsWith(a.key));
  return hit ? KEY_CLASS[hit.kind] : 'other';
}
