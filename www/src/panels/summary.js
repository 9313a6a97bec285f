// Who may crawl the site, at a glance: the engine's summary, one sentence a purpose (search,
// AI training, AI search, …), each saying how many of the catalog's crawlers for it may fetch
// nothing, some paths or everything, and naming them when they are few.

import { h, replace } from '../dom.js';

/**
 * @param {{ root: HTMLDetailsElement, list: HTMLElement }} els  the collapsible section and its list
 */
export function createSummaryPanel({ root, list }) {
  /** The catalog's date, in the note above the list. */
  const checked = /** @type {HTMLElement} */ (root.querySelector('[data-testid="summary-checked"]'));
  let key = '';
  return {
    /** @param {import('robots-playground/full').Summary | null} summary */
    render(summary) {
      root.hidden = !summary;
      if (!summary) return;
      checked.textContent = summary.checked;
      const next = summary.categories.map((c) => c.text).join('\n');
      if (next === key) return;
      key = next;
      replace(
        list,
        ...summary.categories.map((c) => {
          const closed = c.crawlers.some((r) => r.reach !== 'everything');
          return h('li', { 'data-testid': 'summary-category', 'data-category': c.category, class: closed ? 'limited' : '' }, c.text);
        }),
      );
    },
  };
}
