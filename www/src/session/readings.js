// The readings the page and the element offer, their names, and the sizes at which the front
// end changes how it analyses a file: one place for the page, the element and the worker.
// No DOM here.

/**
 * `google`: Google's reference library. `rfc9309`: the RFC read strictly. `crawler`: the
 * reference reading plus what the chosen crawler does in production (its profile: fallback
 * tokens, ignoring `*`) and Google's size cut-off.
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
  crawler: {
    option: "Crawler profile (how this crawler behaves, Google's size cut-off)",
    name: 'Crawler profile',
    phrase: "the crawler's own behaviour",
  },
};

/**
 * How the request for /robots.txt was answered, as the page lets the user choose it: `null`
 * for a success (the file is read), else the status the engine is told (CheckOptions.status),
 * whose consequences the engine decides and explains.
 * @typedef {number | 'unreachable' | null} Status
 */

/**
 * The page's choices of status, with their words: a success, then the answers whose
 * consequences differ (unavailable: everything allowed; unreachable: nothing).
 * @type {{ status: Status, option: string }[]}
 */
export const STATUSES = [
  { status: null, option: '200 OK: the file is read' },
  { status: 404, option: '404 Not Found' },
  { status: 410, option: '410 Gone' },
  { status: 403, option: '403 Forbidden' },
  { status: 429, option: '429 Too Many Requests' },
  { status: 500, option: '500 Internal Server Error' },
  { status: 503, option: '503 Service Unavailable' },
  { status: 'unreachable', option: 'No answer (server unreachable)' },
];

/**
 * The status a value names (as the page's choice or a saved state writes it), or null: one of
 * STATUSES, or another answer that is not a success (3xx to 5xx, as a fetch may bring: the
 * page's choice then gains it).
 * @param {unknown} value
 * @returns {Status}
 */
export function statusOf(value) {
  if (String(value) === 'unreachable') return 'unreachable';
  const n = /^\d{3}$/.test(String(value)) ? Number(value) : 0;
  return n >= 300 && n <= 599 ? n : null;
}

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
/** Texts longer than this (UTF-16 units) enter the editor in slices; their verdicts wait for it. */
export const HUGE_TEXT = 1 << 20;

/** Above this size (UTF-16 units) the page analyses a file in its worker even if this thread was fast enough. */
export const MAIN_MAX = 2 * 1024 * 1024;

/** Groups, skipped groups and rules a large file's detailed verdict lists as objects (the rest are counted). */
export const DETAIL_LIMIT = 200;

/** Diagnostics of a large file sent to the editor and the panel (the rest are counted). */
export const MAX_DIAGNOSTICS = 2000;

/** URL rows the page draws at first, and how many more each "Show more" adds: 1,000 rows took
 * 0.1 s to draw, 10,000 rows 2.7 s (the others are counted in one engine call). */
export const ROWS_PAGE = 200;

/** URLs (the first ones) the page's matrix has columns for: 77 crawlers × 1,000 URLs froze it
 * for a second a key. */
export const MATRIX_URLS = 25;

/** The pause in typing (ms) after which a large file's slower panels are computed. */
export const REST_DELAY = 150;
