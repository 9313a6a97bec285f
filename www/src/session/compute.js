// What an analysis computes, from an Engine holding the file: the focused verdict, and what
// the stages after it (./stages.js) ask for. No DOM.

import { oddChars } from './chars.js';
import { DETAIL_LIMIT, MAX_DIAGNOSTICS, READING_IDS } from './readings.js';

/** @typedef {import('../engine.js').Engine} Engine */
/** @typedef {import('../engine.js').BriefVerdict} BriefVerdict */
/** @typedef {import('../engine.js').Verdict} Verdict */
/** @typedef {import('../engine.js').Decision} Decision */
/** @typedef {import('../engine.js').Diagnostic} Diagnostic */
/** The engine's marks on an answer: a URL on another host than the file's (`marked`), an AI-use preference (`withPreference`). @typedef {{ otherHost?: import('robots-playground/full').OtherHost, preference?: import('robots-playground/full').Preference }} HostMark */
/** @typedef {import('./readings.js').Reading} Reading */

/**
 * What to analyse: the string checked, the URLs and the focused one, the reading, and which of
 * the slower parts the view shows.
 * @typedef {object} Query
 * @property {string} token     the string checked (a product token, or the field as typed)
 * @property {string[]} urls    at least one
 * @property {boolean} hasUrls  whether the user gave any (else urls is `/`, and no URL is focused)
 * @property {number} focus     index into urls
 * @property {Reading} policy
 * @property {import('./readings.js').Status} [status]  how the request for the file was answered (absent or null: a success)
 * @property {'answer' | 'verdict'} rows  what each URL's row gets: its answer (a Decision), or
 *   its verdict (the full one for a small file, one with bounded lists for a large one)
 * @property {boolean} readings  the other readings' answers for the focused URL
 * @property {string[] | null} matrix  crawler tokens of the matrix, or null when it is not shown
 * @property {boolean} chars    count the characters the engine reads differently (chars.js)
 * @property {boolean} [summary]  who may crawl the site, purpose by purpose (the engine's summary)
 * @property {string | null} [fetchedFrom]  the URL the file was fetched from, when it was (an
 *   element's `src`): the file's host, for marking URLs on other hosts
 * @property {string} [expect]  the expectations' text (`allowed|blocked TOKEN URL [line N]`, one a
 *   line), re-checked on every change; absent or blank: none
 * @property {number} [rowLimit]  how many URL rows are computed and drawn (the first ones, and the
 *   focused one past them); the others are counted (`tally`). Absent: every row.
 * @property {number} [matrixUrls]  how many URLs (the first ones) the matrix has columns for; absent: all
 */

/**
 * Every URL's answer in one engine call, for a list longer than its rows: how many are allowed,
 * and each one's answer and deciding line (for the rows' download).
 * @typedef {{ count: number, allowed: number, answers: Uint8Array, lines: Uint32Array }} Tally
 */

/**
 * A comparison with another reading: its verdict, or only its answer (`decisionOnly`) where it
 * agrees with the current reading.
 * @typedef {{ policy: Reading, verdict: (Verdict | BriefVerdict | (Decision & { decisionOnly: true })) | null }} ReadingAnswer
 */

/**
 * The diagnostics, bounded: the first `list`, the total and the counts per severity and id.
 * @typedef {{ list: Diagnostic[], total: number, count: Record<string, number>, ids: Record<string, number> }} Lint
 */

/**
 * The focused URL's verdict for the highlight and the answer bar: no lists, every rule and group
 * line in typed arrays.
 * @param {Engine} engine @param {Query} q
 * @returns {BriefVerdict}
 */
export function focusVerdict(engine, q) {
  return marked(engine, q, engine.brief(q.token, q.urls[q.focus], q.policy), q.urls[q.focus]);
}

/**
 * An answer for `url`, with `otherHost` when the URL is on another host than the file's: the
 * answer then may be about the wrong file, and the view says so.
 * @template {object} T @param {Engine} engine @param {Pick<Query, 'fetchedFrom'>} q @param {T} answer @param {string} url
 * @returns {T & { otherHost?: import('robots-playground/full').OtherHost }}
 */
export function marked(engine, q, answer, url) {
  const other = engine.otherHost(url, q.fetchedFrom);
  return other ? Object.assign(answer, { otherHost: other }) : answer;
}

/**
 * The focused URL's verdict for the explanation and the diagram: the full one for a small file,
 * one with lists bounded to DETAIL_LIMIT for a large one.
 * @param {Engine} engine @param {Query} q @param {boolean} large
 * @returns {Verdict | BriefVerdict}
 */
export function detailVerdict(engine, q, large) {
  const url = q.urls[q.focus];
  return marked(engine, q, large ? engine.brief(q.token, url, q.policy, DETAIL_LIMIT) : engine.check(q.token, url, q.policy), url);
}

/**
 * The indices of the URLs that get a row: the first `rowLimit`, and the focused one past them.
 * @param {Pick<Query, 'urls' | 'focus' | 'rowLimit'>} q
 * @returns {number[]}
 */
export function rowIndices(q) {
  const n = Math.min(q.urls.length, q.rowLimit ?? Infinity);
  const at = Array.from({ length: n }, (_, i) => i);
  if (q.focus >= n && q.focus < q.urls.length) at.push(q.focus);
  return at;
}

/**
 * Each row's answer, for the URLs of rowIndices(q) in its order (the focused one's from
 * `focused`, its detailed verdict).
 * @param {Engine} engine @param {Query} q @param {Verdict | BriefVerdict} focused @param {boolean} large
 * @returns {((Decision | BriefVerdict | Verdict) & HostMark)[]}
 */
export function rows(engine, q, focused, large) {
  const full = q.rows === 'verdict';
  // A row's AI-use preference only where the file states any: most state none, and the rows
  // are redrawn after every keystroke.
  const prefs = !full && engine.hasPreferences();
  /** @template {object} T @param {T} answer @param {string} u */
  const pref = (answer, u) => (prefs ? withPreference(engine, q, answer, u) : answer);
  return rowIndices(q).map((i) => {
    const u = q.urls[i];
    if (i === q.focus) return full ? focused : pref(marked(engine, q, { allowed: focused.allowed, line: focused.line }, u), u);
    if (!full) return pref(marked(engine, q, engine.decide(q.token, u, q.policy), u), u);
    return marked(engine, q, large ? engine.brief(q.token, u, q.policy, DETAIL_LIMIT) : engine.check(q.token, u, q.policy), u);
  });
}

/**
 * An answer for `url`, with `preference` when the file states an AI-use preference for it (the
 * engine's `preference()`: none where the crawler may not fetch it).
 * @template {object} T @param {Engine} engine @param {Query} q @param {T} answer @param {string} url
 * @returns {T & { preference?: import('robots-playground/full').Preference }}
 */
function withPreference(engine, q, answer, url) {
  const p = engine.preference(q.token, url, q.policy);
  return p ? Object.assign(answer, { preference: p }) : answer;
}

/**
 * Every URL's answer when there are more URLs than rows (one engine call), or null when each
 * has its row.
 * @param {Engine} engine @param {Query} q
 * @returns {Tally | null}
 */
export function tally(engine, q) {
  if (q.urls.length <= (q.rowLimit ?? Infinity)) return null;
  const t = engine.table([q.token], q.urls, q.policy);
  let allowed = 0;
  for (const a of t.allowed) allowed += a;
  return { count: q.urls.length, allowed, answers: t.allowed, lines: t.lines };
}

/**
 * The other readings for the focused URL: their answer, and their whole verdict only where it
 * differs (the diagram then draws that reading too).
 * @param {Engine} engine @param {Query} q @param {Verdict | BriefVerdict} focused @param {boolean} large
 * @returns {ReadingAnswer[]}
 */
export function otherReadings(engine, q, focused, large) {
  if (!q.readings) return [];
  const url = q.urls[q.focus];
  return READING_IDS.map((p) => {
    if (p === q.policy) return { policy: p, verdict: focused };
    const d = engine.decide(q.token, url, p);
    if (d.allowed === focused.allowed) return { policy: p, verdict: { ...d, decisionOnly: /** @type {const} */ (true) } };
    return { policy: p, verdict: large ? engine.brief(q.token, url, p, DETAIL_LIMIT) : engine.check(q.token, url, p) };
  });
}

/**
 * The lint, with at most MAX_DIAGNOSTICS findings listed.
 * @param {Engine} engine @param {Reading} policy
 * @returns {Lint}
 */
export function lint(engine, policy) {
  const all = engine.diagnostics(policy);
  /** @type {Record<string, number>} */
  const count = { error: 0, warning: 0, info: 0 };
  /** @type {Record<string, number>} */
  const ids = {};
  for (const d of all) {
    count[d.severity] = (count[d.severity] ?? 0) + 1;
    ids[d.id] = (ids[d.id] ?? 0) + 1;
  }
  return { list: all.length > MAX_DIAGNOSTICS ? all.slice(0, MAX_DIAGNOSTICS) : all, total: all.length, count, ids };
}

/**
 * One cell of the matrix: the answer under the chosen reading, and the other readings that
 * answer the other way (Mediapartners-Google on a path the `*` group disallows: blocked by
 * Google's library, allowed by its crawler profile, which ignores `*`).
 * @typedef {Decision & { differs: Reading[], preference?: string }} Cell  `preference`: the engine's
 *   sentence for the AI-use preference the file states for that URL to that crawler, if any
 */

/** The URLs the matrix has columns for: the first `matrixUrls`. @param {Pick<Query, 'urls' | 'matrixUrls'>} q */
export const matrixUrls = (q) => (q.urls.length > (q.matrixUrls ?? Infinity) ? q.urls.slice(0, q.matrixUrls) : q.urls);

/**
 * The matrix: per crawler token, per URL, the answer, and the readings that disagree with it.
 * @param {Engine} engine @param {Query} q
 * @returns {Cell[][] | null}
 */
export function matrix(engine, q) {
  const tokens = q.matrix;
  if (!tokens) return null;
  // One call per reading for the whole table: one decide per cell is far slower for a
  // catalog of crawlers.
  const urls = matrixUrls(q);
  const tables = new Map(READING_IDS.map((r) => [r, engine.table(tokens, urls, r)]));
  const mine = /** @type {import('robots-playground/full').DecisionTable} */ (tables.get(q.policy));
  const n = urls.length;
  // A cell's AI-use preference only where the file states any (one engine call a cell then).
  const prefs = engine.hasPreferences();
  return tokens.map((token, i) =>
    urls.map((url, j) => {
      const at = i * n + j;
      const allowed = mine.allowed[at] === 1;
      /** @type {Reading[]} */
      const differs = [];
      for (const [r, t] of tables) if (r !== q.policy && (t.allowed[at] === 1) !== allowed) differs.push(r);
      const p = prefs && allowed ? engine.preference(token, url, q.policy) : null;
      return p ? { allowed, line: mine.lines[at], differs, preference: p.text } : { allowed, line: mine.lines[at], differs };
    }),
  );
}

/**
 * Who may crawl the site, purpose by purpose, under the query's reading (the engine's summary).
 * @param {Engine} engine @param {Query} q
 * @returns {import('robots-playground/full').Summary | null}
 */
export function siteSummary(engine, q) {
  return q.summary ? engine.summary(q.policy) : null;
}

/**
 * The expectations checked against the file, or null when there are none.
 * @param {Engine} engine @param {Query} q
 * @returns {import('robots-playground/full').ExpectReport | null}
 */
export function expectations(engine, q) {
  return q.expect?.trim() ? engine.expect(q.expect, q.policy) : null;
}

/**
 * The characters of the text the engine reads differently, when the query asks for them.
 * @param {Query} q @param {() => string} text  the text, read only when asked (a large file's is joined on demand)
 */
export function chars(q, text) {
  return q.chars ? oddChars(text()) : null;
}

/**
 * Two versions of a file compared (the page's comparison panel): the engine's Diff without its
 * list of URLs, of which the panel shows only the count (a large file gives hundreds of
 * thousands, not worth copying out of the worker).
 * @typedef {Omit<import('robots-playground/full').Diff, 'urls'> & { urlCount: number }} DiffBrief
 */

/**
 * @param {Engine['mod']} mod @param {string} before @param {string} after
 * @param {import('robots-playground/full').DiffOptions} options
 * @returns {DiffBrief}
 */
export function diffBrief(mod, before, after, options) {
  const { urls, ...rest } = mod.diff(before, after, options);
  return { ...rest, urlCount: urls.length };
}
