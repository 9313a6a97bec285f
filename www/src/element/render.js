// What the <robots-playground> element draws from an analysis: the header, one row per URL,
// and the focused URL's explanation (with the decision diagram in expanded mode).

import { READINGS, ROWS_PAGE } from '../session/readings.js';
import { fmt } from '../words.js';
import { lazy } from '../lazy.js';

/** @typedef {{ url: string, allowed: boolean, line: number, verdict: any }} Result  verdict: null for a URL without a row */

/**
 * @param {string} tag @param {Record<string, any>} [props]
 * @returns {HTMLElement}
 */
const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);

/** The decision diagram's modules (expanded mode), imported with the first expanded widget. */
const loadDiagram = lazy(() =>
  Promise.all([import('../diagram/model.js'), import('../diagram/svg.js')]).then(([model, svg]) => ({ ...model, ...svg })),
);
/** The diagram's modules once loaded. @type {Awaited<ReturnType<typeof loadDiagram>> | null} */
let diagram = null;

/**
 * `Crawler GPTBot · Google reading · crawler facts checked 2026-11-30`.
 * @param {HTMLElement} header @param {string} token @param {import('../session/readings.js').Reading} policy
 * @param {string} checked the catalog's date (the engine's `catalogChecked()`)
 */
export function renderHeader(header, token, policy, checked) {
  // The day the catalog's facts (which crawler obeys what) were checked, without the summary.
  const date = el('span', { className: 'checked', textContent: ` · crawler facts checked ${checked}` });
  date.setAttribute('part', 'checked');
  header.replaceChildren('Crawler ', el('strong', { textContent: token || '(none)' }), ` · ${READINGS[policy].phrase}`, date);
}

/**
 * One button per URL that has a row (`rows`: indices into `results`): its answer and deciding
 * line; a click focuses it. The URLs past the rows are counted under them, with a button that
 * draws more.
 * @param {HTMLElement} list @param {Result[]} results @param {number[]} rows @param {number} focus @param {string} token
 * @param {(i: number) => void} onPick @param {() => void} onMore
 */
export function renderRows(list, results, rows, focus, token, onPick, onMore) {
  list.setAttribute('aria-label', `Verdicts for ${token || 'no token'}`);
  if (!results.length) {
    list.replaceChildren(el('li', { className: 'empty', textContent: 'No URL to check: list them in the urls attribute, one per line.' }));
    return;
  }
  const items = rows.map((i) => {
    const r = results[i];
    const button = el('button', { type: 'button', className: 'row' });
    button.dataset.testid = 'verdict-row';
    button.setAttribute('aria-pressed', String(i === focus));
    button.append(
      el('span', { className: 'badge' }),
      ' ',
      el('span', { className: 'url', textContent: r.url }),
      ' ',
      el('span', { className: 'decider' }),
    );
    // The engine's mark for a URL on another site than the file's.
    const other = r.verdict?.otherHost;
    if (other) {
      const mark = el('span', { className: 'other-host', textContent: 'other site', title: other.text });
      mark.dataset.testid = 'other-host';
      button.append(' ', mark);
    }
    showAnswer(button, r.allowed, r.line);
    button.addEventListener('click', () => onPick(i));
    const li = el('li');
    li.append(button);
    return li;
  });
  const rest = results.length - rows.length;
  if (rest > 0) {
    let allowed = 0;
    const shown = new Set(rows);
    results.forEach((r, i) => {
      if (!shown.has(i) && r.allowed) allowed++;
    });
    const more = el('li', { className: 'more' });
    more.setAttribute('part', 'more');
    more.append(
      `${fmt(rest)} more ${rest === 1 ? 'URL' : 'URLs'}: ${fmt(allowed)} allowed, ${fmt(rest - allowed)} blocked. `,
      el('button', { type: 'button', className: 'show-more', textContent: `Show ${fmt(Math.min(rest, ROWS_PAGE))} more`, onclick: onMore }),
    );
    items.push(more);
  }
  list.replaceChildren(...items);
}

/**
 * A row's answer: its badge, its deciding line and its data attributes.
 * @param {HTMLElement} row @param {boolean} allowed @param {number} line
 */
export function showAnswer(row, allowed, line) {
  row.dataset.allowed = String(allowed);
  row.dataset.line = String(line);
  const badge = row.querySelector('.badge');
  const decider = row.querySelector('.decider');
  if (badge) badge.textContent = allowed ? '✓ Allowed' : '✗ Blocked';
  if (decider) decider.textContent = line ? `line ${line}` : 'no rule';
}

/**
 * The focused URL's explanation, and its announcement in `live`.
 * @param {object} p
 * @param {HTMLElement} p.box @param {HTMLElement} p.live
 * @param {Result | undefined} p.focused @param {string} p.token @param {string} p.agent
 * @param {boolean} p.diagram  draw the decision diagram (expanded mode)
 * @param {number} p.lines  lines of the file
 * @param {(line: number) => void} p.onLine
 * @param {(message: string) => void} p.onError
 */
export function renderExplanation(p) {
  const { box, focused, token } = p;
  if (!focused) {
    box.replaceChildren();
    p.live.textContent = '';
    return;
  }
  const v = focused.verdict;
  const summary = el('p', { className: 'summary' });
  summary.dataset.testid = 'summary';
  const word = v.allowed ? 'Allowed' : 'Blocked';
  summary.append(`${word} for ${token}: ${v.path}`);
  if (focused.line) {
    const go = el('button', { type: 'button', textContent: `line ${focused.line}` });
    go.addEventListener('click', () => p.onLine(focused.line));
    summary.append(' — decided by ', go);
  }
  // The engine's words: whose rules apply and why, then every step behind a disclosure.
  const said = [v.groupsText, v.reasonText].filter(Boolean).map((t) => el('p', { className: 'reason', textContent: t }));
  if (v.otherHost) {
    const host = el('p', { className: 'other-host-note', textContent: v.otherHost.text });
    host.dataset.testid = 'other-host-note';
    said.push(host);
  }
  const lines = String(v.explanation ?? '')
    .split('\n')
    .filter((l) => l.trim());
  const steps = el('details', { className: 'steps' });
  steps.append(
    el('summary', { textContent: 'Every step' }),
    ...lines.map((l) => el('p', { className: /^\s/.test(l) ? 'rule' : '', textContent: l.trim() })),
  );
  box.replaceChildren(summary, ...said, ...(lines.length ? [steps] : []));
  if (p.diagram) drawDiagram(p, v, () => box.firstChild === summary);
  const say = `${word} for ${token}: ${v.path}${focused.line ? `, decided by line ${focused.line}` : ''}.`;
  if (p.live.textContent !== say) p.live.textContent = say;
}

/**
 * The page's decision diagram for the focused URL: crawler → groups → rules → winner. Its
 * modules come with the first expanded widget (drawn when they are there, unless the
 * explanation was redrawn meanwhile).
 * @param {Parameters<typeof renderExplanation>[0]} p @param {any} v @param {() => boolean} current
 */
function drawDiagram(p, v, current) {
  const draw = (/** @type {any} */ m) => {
    const model = m.buildModel(v, { agent: p.agent, token: p.token, fromString: false, lines: p.lines });
    const figure = el('div', { className: 'diagram' });
    figure.dataset.testid = 'diagram';
    figure.append(m.drawDiagram(model, { title: `Decision diagram for ${p.token}` }).svg);
    p.box.append(figure);
  };
  if (diagram) return draw(diagram);
  loadDiagram().then(
    (m) => {
      diagram = m;
      if (current()) draw(m);
    },
    // Tried again at the next analysis that draws a diagram.
    (e) => current() && p.onError(`The diagram could not load: ${e?.message ?? e}`),
  );
}
