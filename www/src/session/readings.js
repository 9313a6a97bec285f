// The readings the page and the element offer, their names, and the sizes at which the front
// end changes how it analyses a file: one place for the page, the element and the worker.
// No DOM here.

/**
 * `google`: Google's reference library. `rfc9309`: the RFC read strictly. `crawler`: the
 * reference reading plus what the chosen crawler does in production (its profile: fallback
 * tokens, ignoring `*`) and the 500 KiB cut-off.
 * @typedef {'google' | 'rfc9309' | 'crawler'} Reading
 */

/** @type {Reading[]} */
export const READING_IDS = ['google', 'rfc9309', 'crawler'];

/**
 * Each reading's words: `option` in the page's choice of reading, `name` where the page compares
 * readings (notices, the diagram), `phrase` in the element's header (after "Crawler X · ").
 * @type {Record<Reading, { option: string, name: string, phrase: string }>}
 */
export const READINGS = {
  google: { option: 'Google (reference library)', name: 'Google (reference)', phrase: 'Google reading' },
  rfc9309: { option: 'RFC 9309 strict', name: 'RFC 9309 strict', phrase: 'RFC 9309 reading' },
  crawler: { option: 'Crawler profile (how this crawler behaves, 500 KiB cut-off)', name: 'Crawler profile', phrase: "the crawler's own behaviour" },
};

/** Attribute values the element accepts for each reading (`crawlers` is an alias). */
const ALIASES = { google: 'google', rfc9309: 'rfc9309', crawler: 'crawler', crawlers: 'crawler' };

/**
 * The reading a value names (any case, white space around), or undefined. Own keys only, so
 * `constructor` names none.
 * @param {unknown} value
 * @returns {Reading | undefined}
 */
export function readingOf(value) {
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toLowerCase();
  return Object.hasOwn(ALIASES, key) ? /** @type {Reading} */ (ALIASES[/** @type {keyof typeof ALIASES} */ (key)]) : undefined;
}

/**
 * Texts longer than this (UTF-16 units) are large: brief verdicts with bounded lists, the
 * worker when there is one, the slow panels after a pause in typing.
 */
export const LARGE_TEXT = 64 * 1024;

/** Above this size (UTF-16 units) the page analyses a file in its worker even if this thread was fast enough. */
export const MAIN_MAX = 2 * 1024 * 1024;

/** Groups, skipped groups and rules a large file's detailed verdict lists as objects (the rest are counted). */
export const DETAIL_LIMIT = 200;

/** Diagnostics of a large file sent to the editor and the panel (the rest are counted). */
export const MAX_DIAGNOSTICS = 2000;

/** The pause in typing (ms) after which a large file's slower panels are computed. */
export const REST_DELAY = 150;
