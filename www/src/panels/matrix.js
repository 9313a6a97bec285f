// The matrix: every catalog crawler × every URL, allowed or blocked with the deciding line,
// filtered by category. A click makes that crawler and URL the focus. It is computed only
// while its panel is open.

import { h, replace } from '../dom.js';
import { CATEGORIES, describeCrawler } from './crawler.js';

/**
 * @param {{ details: HTMLDetailsElement, filter: HTMLSelectElement, table: HTMLElement,
 *           crawlers: any[], onPick: (token: string, urlIndex: number) => void }} opts
 */
export function createMatrixPanel({ details, filter, table, crawlers, onPick }) {
  filter.replaceChildren(h('option', { value: '' }, 'All categories'));
  for (const [id, label] of CATEGORIES) {
    if (crawlers.some((c) => c.category === id)) filter.append(h('option', { value: id }, label));
  }
  let last = null;

  const panel = {
    get open() {
      return details.open;
    },
    /** Whether the category filter shows crawler `c`. */
    shows: (c) => !filter.value || c.category === filter.value,
    /**
     * @param {(token: string, url: string) => any} check  verdict for a crawler and a URL, or
     *   null while it is being computed elsewhere (a large file's worker)
     * @param {string[]} urls
     * @param {{ token: string, focus: number }} current
     */
    render(check, urls, current) {
      last = { check, urls, current };
      if (!details.open) return;
      const shown = crawlers.filter((c) => !filter.value || c.category === filter.value);
      const head = h(
        'tr',
        {},
        h('th', { scope: 'col' }, 'Crawler'),
        ...urls.map((u) => h('th', { scope: 'col', title: u }, h('span', { class: 'matrix-url' }, u))),
      );
      const rows = shown.map((c) =>
        h(
          'tr',
          { 'data-token': c.token, class: c.token.toLowerCase() === current.token.toLowerCase() ? 'is-current' : '' },
          h('th', { scope: 'row', title: describeCrawler(c) }, c.token),
          ...urls.map((u, i) => {
            const v = check(c.token, u);
            if (!v) return h('td', { class: 'cell is-pending', 'aria-label': `${c.token}, ${u}: being computed` }, '…');
            const label = `${v.allowed ? 'allowed' : 'blocked'}${v.line ? `, line ${v.line}` : ''}`;
            return h(
              'td',
              {},
              h(
                'button',
                {
                  type: 'button',
                  class: `cell ${v.allowed ? 'is-allowed' : 'is-blocked'}`,
                  'data-testid': 'matrix-cell',
                  'data-allowed': String(v.allowed),
                  'data-line': v.line || '',
                  'aria-label': `${c.token}, ${u}: ${label}`,
                  onclick: () => onPick(c.token, i),
                },
                v.allowed ? '✓' : '✗',
                v.line ? h('span', { class: 'cell-line' }, ` ${v.line}`) : null,
              ),
            );
          }),
        ),
      );
      replace(table, h('thead', {}, head), h('tbody', {}, ...rows));
    },
  };
  const rerender = () => last && panel.render(last.check, last.urls, last.current);
  details.addEventListener('toggle', rerender);
  filter.addEventListener('change', rerender);
  return panel;
}
