// The element's expectations (its `expect` attribute): the list under the verdicts and the
// lines to mark in the file. Loaded only by a widget that has expectations, so that the others
// do not carry it (the widget's first load has a budget: docs/performance.md).

import { EXPECT_ROWS, listedExpectations } from '../editor/expectlines.js';
import { fmt } from '../words.js';

export { marksOf } from '../editor/expectlines.js';

/**
 * @param {string} tag @param {Record<string, any>} [props]
 * @returns {HTMLElement}
 */
const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);

/**
 * The `expect` attribute's expectations, each passing (✓) or failing (✗, with what it got and
 * the line that decides now, a button to it), and the lines that are not expectations. Hidden
 * without any.
 * @param {HTMLElement} list @param {import('robots-playground/full').ExpectReport | null} report
 * @param {(line: number) => void} onLine
 */
export function renderExpectations(list, report, onLine) {
  list.hidden = !report;
  if (!report) return list.replaceChildren();
  const { results, errors } = report;
  list.setAttribute('aria-label', `Expectations: ${report.failed ? `${report.failed} of ${results.length} failing` : 'all pass'}`);
  // At most EXPECT_ROWS of each, as the page lists them: the failing expectations first.
  const listed = listedExpectations(results);
  const items = listed.map((r) => {
    const li = el('li', { className: r.pass ? 'pass' : 'fail' });
    li.dataset.testid = 'expectation';
    li.dataset.pass = String(r.pass);
    const what = `${r.pass ? '✓' : '✗'} ${r.agent} ${r.expected === 'allowed' ? 'may fetch' : 'may not fetch'} ${r.url}`;
    li.append(what, r.pass ? '' : `: got ${r.got}`);
    if (r.line) {
      const go = el('button', { type: 'button', className: 'line', textContent: `line ${r.line}` });
      go.addEventListener('click', () => onLine(r.line));
      li.append(r.pass ? ' · ' : ', by ', go);
    }
    return li;
  });
  if (listed.length < results.length) {
    items.push(
      el('li', {
        className: 'more',
        textContent: `Listed: ${fmt(listed.length)} of ${fmt(results.length)} expectations, the failing ones first (${fmt(report.failed)} failing).`,
      }),
    );
  }
  items.push(
    ...errors.slice(0, EXPECT_ROWS).map((e) => el('li', { className: 'fail', textContent: `Expectation line ${e.line}: ${e.message}` })),
  );
  if (errors.length > EXPECT_ROWS) {
    items.push(
      el('li', { className: 'more', textContent: `… and ${fmt(errors.length - EXPECT_ROWS)} more lines that are not expectations.` }),
    );
  }
  list.replaceChildren(...items);
}
