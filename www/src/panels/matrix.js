// The matrix: every catalog crawler × every URL, allowed or blocked with the deciding line,
// filtered by category. A click makes that crawler and URL the focus. It is computed only
// while its panel is open.

import { h, replace } from '../dom.js';
import { CATEGORIES, describeCrawler } from './crawler.js';

/** Characters a column head shows: its box (`.matrix-url`) holds 14rem of monospace. */
const HEAD_CHARS = 24;
/** Of those, the characters kept from the end of a long URL. */
const HEAD_TAIL = 15;

/** `scheme://host` of an absolute URL, else ''. */
const originOf = (/** @type {string} */ u) => /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(u)?.[0] ?? '';

/**
 * The column head of `url` among `urls`: without the origin when every absolute URL has the
 * same one, and cut in the middle when still long, so that the end shows: URLs of one site
 * mostly differ there ("https://shop.example/priva…" twice told nothing apart).
 * @param {string} url @param {string[]} urls
 * @returns {string}
 */
export function urlHead(url, urls) {
  const origins = new Set(urls.map(originOf).filter(Boolean));
  const origin = originOf(url);
  const text = origin && origins.size === 1 ? url.slice(origin.length) || '/' : url;
  if (text.length <= HEAD_CHARS) return text;
  return `${text.slice(0, HEAD_CHARS - 1 - HEAD_TAIL)}…${text.slice(-HEAD_TAIL)}`;
}

/**
 * @param {{ details: HTMLDetailsElement, filter: HTMLSelectElement, table: HTMLElement,
 *           crawlers: import('./crawler.js').Crawler[], onPick: (token: string, urlIndex: number) => void }} opts
 */
export function createMatrixPanel({ details, filter, table, crawlers, onPick }) {
  filter.replaceChildren(h('option', { value: '' }, 'All categories'));
  for (const [id, label] of CATEGORIES) {
    if (crawlers.some((c) => c.category === id)) filter.append(h('option', { value: id }, label));
  }
  /** @typedef {(token: string, url: string) => import('robots-playground/full').Decision | null} Check */
  /** @type {{ check: Check, urls: string[], current: { token: string, focus: number } } | null} */
  let last = null;

  const panel = {
    get open() {
      return details.open;
    },
    /** Whether the category filter shows crawler `c`. */
    shows: (/** @type {{ category: string }} */ c) => !filter.value || c.category === filter.value,
    /**
     * @param {Check} check  verdict for a crawler and a URL, or
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
        ...urls.map((u) => h('th', { scope: 'col', title: u }, h('span', { class: 'matrix-url' }, urlHead(u, urls)))),
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
