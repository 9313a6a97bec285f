// The comparison panel: the file against an earlier version of it (the text as it was loaded,
// a pasted or opened file, or the file in a share link). Every catalog crawler and the one in
// the crawler field, over the user's URLs, the expectations' URLs and paths made from both
// files' rules (the engine's `diff`): which answers an edit flips, summed up per crawler
// ("opens 37 URLs to GPTBot"), each flip with the lines that decide it before and after.
// It runs in a worker while the panel is open, once edits pause (a 500 KiB file takes ~0.2 s).

import { h, lineButton, patch } from '../dom.js';
import { MAIN_MAX } from '../session/readings.js';
import { many } from '../words.js';

/** @typedef {import('robots-playground/full').Diff} Diff */
/** @typedef {import('../session/compute.js').Query} Query */
/** @typedef {'loaded' | 'other' | 'link'} Source */

/** Flips listed in the table; the summary counts them all. */
const ROWS = 200;
/** ms without a change before the comparison runs again. */
const PAUSE = 300;
/** Crawlers named in the summary sentence; the others are counted. */
const NAMED = 6;

/**
 * The summary sentence: what an edit opens and closes, to which crawlers, the most first.
 * @param {Diff} d
 */
export function summarize(d) {
  const compared = `${many(d.agents.length, 'crawler')} × ${many(d.urls.length, 'URL')}`;
  if (!d.total) return `No answer changes: ${compared} compared.`;
  const byMost = [...d.counts].sort((a, b) => b.opened + b.closed - (a.opened + a.closed));
  const words = byMost.slice(0, NAMED).map((c) =>
    [c.opened ? `opens ${many(c.opened, 'URL')} to ${c.agent}` : '', c.closed ? `closes ${many(c.closed, 'URL')} to ${c.agent}` : ''].filter(Boolean).join(' and '),
  );
  const rest = byMost.length - NAMED;
  return `This edit ${words.join(', ')}${rest > 0 ? `, and changes answers for ${many(rest, 'more crawler')}` : ''} (${many(d.total, 'flip')} over ${compared}).`;
}

/**
 * The earlier version's text, or a sentence on why there is none.
 * @param {{ source: HTMLSelectElement, other: HTMLTextAreaElement, link: HTMLInputElement, loaded: () => { toString(): string },
 *   decodeHash: (hash: string) => { text: string } | null }} p
 * @returns {{ text: string } | { problem: string }}
 */
function earlier(p) {
  const src = /** @type {Source} */ (p.source.value);
  if (src === 'loaded') return { text: p.loaded().toString() };
  if (src === 'other') return p.other.value ? { text: p.other.value } : { problem: 'Paste the earlier file, or open it.' };
  const link = p.link.value.trim();
  if (!link) return { problem: 'Paste a share link of this playground.' };
  const state = p.decodeHash(link.slice(Math.max(0, link.indexOf('#'))));
  return state ? { text: state.text } : { problem: 'This link holds no playground state that can be read.' };
}

/** Line `n` of `text` (1-based; '' past its end). @param {string} text @param {number} n */
const lineOf = (text, n) => (n > 0 ? (text.split('\n', n)[n - 1] ?? '') : '');

/**
 * The flips' rows: crawler, URL, the answer before (with the deciding line's text) and now (a
 * link to the line).
 * @param {HTMLElement} rows @param {Diff} d @param {string} before @param {(line: number) => void} onLine
 */
function drawRows(rows, d, before, onLine) {
  const side = (/** @type {{ allowed: boolean, line: number }} */ a, /** @type {(n: number) => Node} */ line) =>
    h('td', { class: a.allowed ? 'is-allowed' : 'is-blocked' }, a.allowed ? '✓ allowed' : '✗ blocked', a.line ? [', ', line(a.line)] : ', no rule');
  patch(
    rows,
    d.flips,
    (f) => JSON.stringify(f),
    (f) =>
      h(
        'tr',
        { 'data-testid': 'diff-row' },
        h('td', {}, f.agent),
        h('td', {}, h('code', {}, f.url)),
        side(f.before, (n) => h('span', { title: lineOf(before, n) }, `line ${n} before: `, h('code', {}, lineOf(before, n)))),
        side(f.after, (n) => lineButton(n, onLine)),
      ),
  );
}

/**
 * @param {object} p
 * @param {HTMLDetailsElement} p.details
 * @param {HTMLSelectElement} p.source       which earlier version: loaded | other | link
 * @param {HTMLTextAreaElement} p.other      the pasted or opened file
 * @param {HTMLInputElement} p.otherFile     a file input for it
 * @param {HTMLInputElement} p.link          a share link
 * @param {HTMLElement} p.summary
 * @param {HTMLElement} p.rows               a table body
 * @param {HTMLElement} p.more               "… and N more"
 * @param {import('../session/engine.js').Engine} p.engine  its catalog and size limit (and its diff, where no worker runs)
 * @param {ReturnType<typeof import('../page/calls.js').createCaller>} p.call  the worker's one-off requests: the comparison runs there
 * @param {() => { length: number, toString(): string }} p.loaded  the text as it was loaded
 * @param {() => string} p.text              the file now
 * @param {(hash: string) => { text: string } | null} p.decodeHash  the state in a share link's hash (../state.js)
 * @param {(line: number) => void} p.onLine
 */
export function createDiffPanel(p) {
  /** The last analysis's inputs, and the expectations' URLs. */
  let query = /** @type {Query | null} */ (null);
  let expectUrls = /** @type {string[]} */ ([]);
  let timer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  const show = () => {
    const src = /** @type {Source} */ (p.source.value);
    p.other.hidden = p.otherFile.hidden = src !== 'other';
    /** @type {HTMLElement} */ (p.otherFile.labels?.[0] ?? p.otherFile).hidden = src !== 'other';
    p.link.hidden = src !== 'link';
  };
  const soon = (ms = PAUSE) => {
    clearTimeout(timer);
    if (p.details.open) timer = setTimeout(run, ms);
  };
  p.details.addEventListener('toggle', () => soon(0));
  p.source.addEventListener('change', () => (show(), soon(0)));
  p.other.addEventListener('input', () => soon());
  p.link.addEventListener('input', () => soon());
  p.otherFile.addEventListener('change', async () => {
    const file = p.otherFile.files?.[0];
    p.otherFile.value = '';
    if (!file) return;
    p.other.value = (await file.text()).slice(0, MAIN_MAX);
    soon(0);
  });
  show();

  /** Requests made; only the latest one's answer is shown. */
  let asked = 0;

  async function run() {
    if (!query || !p.details.open) return;
    const mine = ++asked;
    const b = earlier(p);
    if ('problem' in b) {
      p.summary.textContent = b.problem;
      patch(p.rows, [], String, () => h('tr'));
      p.more.textContent = '';
      return;
    }
    const after = p.text();
    if (after.length > MAIN_MAX || b.text.length > MAIN_MAX) {
      p.summary.textContent = 'One of the files is over 2 M characters: too large to compare here. `npx robots-playground diff before.txt after.txt` compares files of any size.';
      return;
    }
    const q = query;
    const catalog = p.engine.catalog().map((c) => c.token);
    const agents = q.token && !/\s/.test(q.token) && !catalog.includes(q.token) ? [q.token, ...catalog] : catalog;
    const urls = [...(q.hasUrls ? q.urls : []), ...expectUrls];
    const crawler = q.policy === 'crawler';
    const options = { policy: crawler ? 'google' : q.policy, profiles: crawler, urls, agents, limit: ROWS, ...(q.status != null && { status: q.status }), ...(crawler && { sizeLimit: p.engine.sizeLimit }) };
    /** @type {Diff} */
    let d;
    try {
      d = p.call ? await p.call('diff', { before: b.text, after, options }) : p.engine.mod.diff(b.text, after, /** @type {any} */ (options));
    } catch (e) {
      if (mine === asked) p.summary.textContent = `The comparison failed: ${/** @type {any} */ (e)?.message ?? e}`;
      return;
    }
    if (mine !== asked) return;
    p.summary.textContent = summarize(d);
    drawRows(p.rows, d, b.text, p.onLine);
    p.more.textContent = d.total > d.flips.length ? `… and ${many(d.total - d.flips.length, 'more flip')}, counted in the summary.` : '';
  }

  return {
    /** An analysis settled: compare again once edits pause. @param {Query} q */
    update(q) {
      query = q;
      soon();
    },
    /** The URLs the expectations name, compared too. @param {string[]} urls */
    expectations(urls) {
      expectUrls = urls;
    },
  };
}
