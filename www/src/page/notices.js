// The page's notice area: what could not be restored or saved, a file that was not UTF-8, the
// size cut-off, readings that disagree, and an engine failure (with a button to copy the input
// for a report). Each source sets its part; the area is redrawn only when its text changes.

import { h, replace } from '../dom.js';
import { sizeText } from '../engine.js';
import { READINGS } from '../session/readings.js';

/** @typedef {import('../session/compute.js').ReadingAnswer} ReadingAnswer */

/**
 * `allowed (line 3)`, `blocked`: a verdict in two words.
 * @param {{ allowed: boolean, line: number }} v
 */
export const verdictWords = (v) => `${v.allowed ? 'allowed' : 'blocked'}${v.line ? ` (line ${v.line})` : ''}`;

/**
 * @param {object} opts
 * @param {HTMLElement} opts.root
 * @param {HTMLElement} opts.readingsList  the readings side by side
 * @param {(line: number) => void} opts.onLine
 * @param {() => Promise<void>} opts.copyInput  copies the input for a report
 */
export function createNotices({ root, readingsList, onLine, copyInput }) {
  /** @type {Record<string, HTMLElement | null>} in the order shown */
  const parts = { failure: null, restore: null, replaced: null, otherTab: null, save: null, file: null, size: null, diff: null };
  let shown = '';
  let readingsKey = '';

  const draw = () => {
    const items = /** @type {HTMLElement[]} */ (Object.values(parts).filter(Boolean));
    const key = items.map((p) => p.outerHTML).join('\n');
    if (key === shown) return;
    shown = key;
    replace(root, ...items);
    root.hidden = items.length === 0;
  };

  /** @param {string} kind @param {string | null} text */
  const plain = (kind, text) => (text ? h('p', { 'data-kind': kind }, text) : null);

  return {
    /** @param {string | null} text  why the state could not be restored */
    restore(text) {
      parts.restore = plain('restore', text);
      draw();
    },
    /**
     * Work kept apart, with a button that brings it back: a link's (`link`) or another tab's (`tab`); null: none.
     * @param {{ chars: number, agent: string } | null} work  @param {() => void} [back]  @param {'link' | 'tab'} [how]
     */
    replaced(work, back, how = 'link') {
      parts.replaced = work && replacedNotice(work, back, how);
      draw();
    },
    /** @param {boolean} on  another tab has just saved its work in this browser */
    otherTab(on) {
      parts.otherTab = on
        ? h(
            'p',
            { 'data-kind': 'other-tab', 'data-testid': 'other-tab' },
            "Another playground tab has just saved its work in this browser. Yours stays in this tab, and when it is saved next the other tab's work is kept apart: a later visit offers it back.",
          )
        : null;
      draw();
    },
    /** @param {string | null} text  why the state could not be saved */
    save(text) {
      parts.save = plain('save', text);
      draw();
    },
    /** @param {string | null} text  what was wrong with an opened file */
    file(text) {
      parts.file = plain('file', text);
      draw();
    },
    /**
     * @param {string | null} message  the engine's failure, or null once it works again
     * @param {boolean} [lasting]  it ran out of memory: no edit brings it back, a reload does
     */
    failure(message, lasting) {
      parts.failure =
        message == null
          ? null
          : h(
              'p',
              { 'data-kind': 'error', 'data-testid': 'engine-error' },
              lasting
                ? `The engine stopped: ${message} Your text is kept in this browser; reload the page to go on. `
                : `The engine failed on this input (${message}). Your text is still in the editor; the next edit tries again. `,
              h(
                'button',
                { type: 'button', class: 'line-link', 'data-testid': 'copy-input', onclick: copyInput },
                'Copy the input for a report',
              ),
            );
      draw();
    },
    /**
     * The size notice: a file longer than Google's crawler reads, and where it stops.
     * @param {{ bytes: number, limit: number, crawler: boolean, line: number }} f  line: the line holding the cut
     */
    size(f) {
      parts.size = sizeNotice(f, onLine);
      draw();
    },
    /**
     * The readings side by side, and a notice when they disagree.
     * @param {ReadingAnswer[]} answers @param {string} current @param {string} token @param {string} url
     */
    readings(answers, current, token, url) {
      const key = JSON.stringify([answers.map((c) => [c.policy, c.verdict?.allowed, c.verdict?.line]), current]);
      if (key !== readingsKey) {
        readingsKey = key;
        replace(
          readingsList,
          ...answers.map((c) =>
            h(
              'li',
              { 'data-policy': c.policy, 'data-allowed': String(c.verdict?.allowed), class: c.policy === current ? 'is-current' : '' },
              h('strong', {}, READINGS[c.policy].name),
              `: ${c.verdict ? verdictWords(c.verdict) : ''}`,
            ),
          ),
        );
      }
      const distinct = new Set(answers.map((c) => c.verdict?.allowed));
      parts.diff =
        distinct.size > 1
          ? h(
              'p',
              { 'data-kind': 'policy-diff', 'data-testid': 'policy-diff' },
              `The readings disagree for ${token} on ${url}: `,
              answers.map((c, i) => [
                i ? '; ' : '',
                h('strong', {}, READINGS[c.policy].name),
                `: ${c.verdict ? verdictWords(c.verdict) : ''}`,
              ]),
              '.',
            )
          : null;
      draw();
    },
  };
}

/**
 * The notice of work kept apart, with its way back.
 * @param {{ chars: number, agent: string }} work  @param {(() => void) | undefined} back  @param {'link' | 'tab'} how
 */
function replacedNotice(work, back, how) {
  const what = `a file of ${work.chars.toLocaleString('en')} characters${work.agent ? `, checked for ${work.agent}` : ''}`;
  if (how === 'tab') {
    return h(
      'p',
      { 'data-kind': 'other-work', 'data-testid': 'other-work' },
      `This browser also kept the work of another tab (${what}). `,
      h(
        'button',
        { type: 'button', class: 'line-link', 'data-testid': 'open-other-work', onclick: back },
        'Open it (this work is kept in its place)',
      ),
    );
  }
  return h(
    'p',
    { 'data-kind': 'replaced', 'data-testid': 'link-replaced' },
    `This link replaced the work this browser had kept (${what}); it is kept apart. `,
    h('button', { type: 'button', class: 'line-link', 'data-testid': 'back-to-saved', onclick: back }, 'Back to your saved work'),
  );
}

/**
 * The size notice: a file longer than Google's crawler reads, in the engine's words; null when
 * it reads the whole file.
 * @param {{ bytes: number, limit: number, crawler: boolean, line: number }} f  line: the line holding the cut
 * @param {(line: number) => void} onLine
 */
function sizeNotice({ bytes, limit, crawler, line }, onLine) {
  const text = sizeText(bytes, line, limit);
  if (!text) return null;
  if (!crawler) return h('p', { 'data-kind': 'size' }, `${text.wholeFile} Choose "${READINGS.crawler.name}" to see where it stops.`);
  return h(
    'p',
    { 'data-kind': 'size' },
    `${text.cut} `,
    h('button', { type: 'button', class: 'line-link', 'data-testid': 'show-cutoff', onclick: () => onLine(line) }, 'Show the cut-off'),
  );
}
