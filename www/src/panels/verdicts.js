// The verdicts: one row per URL (allowed or blocked, deciding line), the focused URL's
// verdict with its stable test hooks, and the live region that announces it.

import { h, patch, replace } from '../dom.js';

/** @typedef {import('robots-playground/full').Verdict} Verdict */
/** @typedef {import('robots-playground/full').BriefVerdict} BriefVerdict */
/** @typedef {import('robots-playground/full').Decision} Decision */

/**
 * One URL's row: a button that focuses it.
 * @param {{ url: string, verdict: Decision, i: number }} r @param {number} focus
 * @param {(i: number) => void} choose
 */
function urlRow(r, focus, choose) {
  return h(
    'li',
    {},
    h(
      'button',
      {
        type: 'button',
        class: `url-row ${r.verdict.allowed ? 'is-allowed' : 'is-blocked'}`,
        'data-row': r.i,
        'data-testid': 'url-row',
        'data-allowed': String(r.verdict.allowed),
        'aria-pressed': String(r.i === focus),
        onclick: () => choose(r.i),
      },
      h('span', { class: 'badge' }, r.verdict.allowed ? '✓ allowed' : '✗ blocked'),
      h('span', { class: 'url' }, r.url),
      h('span', { class: 'row-line' }, r.verdict.line ? `line ${r.verdict.line}` : 'no rule'),
    ),
  );
}

/**
 * @param {{ verdict: HTMLElement, rows: HTMLElement, live: HTMLElement,
 *           onFocus: (index: number) => void, onLine: (line: number) => void }} els
 */
export function createVerdictsPanel({ verdict, rows, live, onFocus, onLine }) {
  let lastAnnounced = '';
  /** What the verdict element shows now. */
  let shown = '';

  // Up/down arrows move between rows; Enter/Space (native button) focuses one.
  rows.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const buttons = [...rows.querySelectorAll('button[data-row]')];
    const i = buttons.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    if (i < 0) return;
    const next = /** @type {HTMLButtonElement | undefined} */ (buttons[i + (e.key === 'ArrowDown' ? 1 : -1)]);
    if (next) {
      e.preventDefault();
      next.focus();
    }
  });

  /**
   * Marks row `i` as the focused one at once (the rows themselves are redrawn after the frame).
   * @param {number} i
   */
  const choose = (i) => {
    for (const b of rows.querySelectorAll('button[data-row]')) b.setAttribute('aria-pressed', String(Number(/** @type {HTMLElement} */ (b).dataset.row) === i));
    onFocus(i);
  };

  return {
    /**
     * The focused URL's verdict, its deciding line, and the announcement.
     * @param {Verdict | BriefVerdict} v
     * @param {string} token
     */
    renderFocus(v, token) {
      const word = v.allowed ? 'Allowed' : 'Blocked';
      const line = v.line || v.winner?.line || 0;
      // Typing mostly leaves the answer as it was: then the DOM is left alone too.
      const key = `${v.allowed}\n${line}\n${token}\n${v.path}`;
      if (key === shown && verdict.isConnected) return;
      shown = key;
      verdict.dataset.allowed = String(v.allowed);
      replace(
        verdict,
        h('span', { class: 'verdict-word' }, v.allowed ? '✓ ' : '✗ ', word),
        h('span', { class: 'verdict-detail' }, ` for ${token || '(no token)'}: `, h('code', {}, v.path)),
        h(
          'span',
          { class: 'verdict-line' },
          ' · deciding line: ',
          line ? h('button', { type: 'button', class: 'line-link', 'data-testid': 'winner-line', onclick: () => onLine(line) }, String(line))
            : h('span', { 'data-testid': 'winner-line' }, ''),
          line ? null : 'none',
        ),
      );
      const say = `${word} for ${token || 'no token'}: ${v.path}${line ? `, decided by line ${line}` : ', no rule decides'}.`;
      if (say !== lastAnnounced) {
        lastAnnounced = say;
        live.textContent = say;
      }
    },

    /**
     * @param {{ url: string, verdict: Decision }[]} results
     * @param {number} focus
     */
    renderRows(results, focus) {
      // Rows that show the same thing are kept, so that a row the keyboard is on keeps the
      // focus; if that row itself changed, its successor at the same place takes the focus.
      const active = document.activeElement;
      const at = active instanceof HTMLElement && rows.contains(active) ? Number(active.dataset.row) : -1;
      patch(
        rows,
        results.map((r, i) => ({ ...r, i })),
        (r) => JSON.stringify([r.i, r.url, r.verdict.allowed, r.verdict.line]),
        (r) => urlRow(r, focus, choose),
        // A kept row may have gained or lost the focus.
        (li, r) => li.firstElementChild?.setAttribute('aria-pressed', String(r.i === focus)),
      );
      if (at >= 0 && !rows.contains(document.activeElement)) {
        const buttons = rows.querySelectorAll('button');
        /** @type {HTMLElement | undefined} */ (buttons[Math.min(at, buttons.length - 1)])?.focus();
      }
    },
  };
}
