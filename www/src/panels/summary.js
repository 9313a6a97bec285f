// Who may crawl the site, at a glance: the engine's summary, one sentence a purpose (search,
// AI training, AI search, …), each saying how many of the catalog's crawlers for it may fetch
// nothing, some paths or everything, and naming them when they are few. The panel makes its
// own markup inside its container (a <details>, hidden until the first summary).

import { h, replace } from '../dom.js';

/**
 * @param {HTMLDetailsElement} root  the collapsible section, empty
 */
export function createSummaryPanel(root) {
  /** The catalog's date, in the note above the list. */
  const checked = h('span', { 'data-testid': 'summary-checked' });
  const list = h('ul', { class: 'site-summary-list' });
  /** What the file asks about AI use of its pages, for the crawlers of its `*` group. */
  const preference = h('p', { class: 'summary-preference', 'data-testid': 'summary-preference', hidden: true });
  root.replaceChildren(
    h('summary', {}, 'Who may crawl this site'),
    h(
      'p',
      { class: 'muted' },
      "The catalog's crawlers, each as its operator documents it (facts as of ",
      checked,
      '), asked every path your rules mention.',
    ),
    list,
    preference,
  );
  let key = '';
  return {
    /** @param {import('robots-playground/full').Summary | null} summary */
    render(summary) {
      root.hidden = !summary;
      if (!summary) return;
      checked.textContent = summary.checked;
      preference.hidden = !summary.preference;
      preference.textContent = summary.preference?.text ?? '';
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

/**
 * On the page: at the top of the answer pane.
 * @type {import('../page/panels.js').PanelDef<ReturnType<typeof createSummaryPanel>>}
 */
export const summaryPanel = {
  create: ({ root }) => createSummaryPanel(/** @type {HTMLDetailsElement} */ (root('site-summary'))),
  draws: (panel) => ({ summary: (e) => panel.render(e.summary) }),
};
