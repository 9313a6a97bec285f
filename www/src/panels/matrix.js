// The matrix: every catalog crawler × every URL, allowed or blocked with the deciding line,
// filtered by what the crawlers are for (the package's categories). A click makes that
// crawler and URL the focus. It is computed only while its panel is open, which a reload
// keeps; what it shows downloads as CSV or JSON.

import { h, replace } from '../dom.js';
import { categoriesOf, describeCrawler } from './crawler.js';
import { downloadButtons } from './downloads.js';
import { READINGS } from '../session/readings.js';
import { many } from '../words.js';
import { memo } from '../memo.js';
import { matrixUrls } from '../session/compute.js';

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

/** localStorage: whether the matrix was open ('1') or closed ('0'), kept across reloads. */
const OPEN_KEY = 'robots-playground:matrix-open:v1';
/** The columns of a download: one row per crawler and URL shown. */
const COLUMNS = ['crawler', 'category', 'url', 'allowed', 'line', 'reading'];

/** The filter's value for every AI category at once. */
const AI = 'ai';
/** @param {string} filter @param {{ category: string }} c */
const inCategory = (filter, c) => !filter || (filter === AI ? c.category.startsWith('ai-') : c.category === filter);

/**
 * Arrow keys, Home and End move between the cells of `table`, which is one Tab stop: the cell
 * last moved to has tabindex 0, every other -1.
 * @param {HTMLElement} table
 */
function gridKeys(table) {
  table.addEventListener('keydown', (e) => {
    const cell = /** @type {HTMLElement} */ (e.target);
    if (!cell.matches?.('[data-testid="matrix-cell"]')) return;
    const tr = /** @type {HTMLTableRowElement} */ (cell.closest('tr'));
    const rows = [...table.querySelectorAll('tbody tr')];
    const r = rows.indexOf(tr);
    const cells = (/** @type {Element} */ row) => [...row.querySelectorAll('[data-testid="matrix-cell"]')];
    const c = cells(tr).indexOf(cell);
    /** @type {Record<string, [number, number]>} */
    const to = {
      ArrowRight: [r, c + 1],
      ArrowLeft: [r, c - 1],
      ArrowDown: [r + 1, c],
      ArrowUp: [r - 1, c],
      Home: [r, 0],
      End: [r, cells(tr).length - 1],
    };
    const at = to[e.key];
    if (!at) return;
    const next = rows[at[0]] && /** @type {HTMLElement | undefined} */ (cells(rows[at[0]])[at[1]]);
    if (!next) return;
    e.preventDefault();
    cell.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  });
}

/**
 * The panel open or closed as it was left (localStorage), and the button that hides the table;
 * opening it (a click on its summary, or a reload) fires `toggle`, which starts the computing.
 * @param {HTMLDetailsElement} details @param {HTMLButtonElement} hide
 */
function keepOpen(details, hide) {
  try {
    if (localStorage.getItem(OPEN_KEY) === '1') details.open = true;
  } catch {
    // no storage: closed, as on a first visit
  }
  details.addEventListener('toggle', () => {
    try {
      localStorage.setItem(OPEN_KEY, details.open ? '1' : '0');
    } catch {
      // not kept
    }
  });
  hide.addEventListener('click', () => {
    details.open = false;
    const s = /** @type {HTMLElement} */ (details.querySelector('summary'));
    s.focus();
    s.scrollIntoView({ block: 'nearest' });
  });
}

/**
 * One cell: allowed or blocked, the deciding line, and the readings that answer the other way.
 * @param {string} token @param {string} u @param {import('../session/compute.js').Cell | null} v @param {() => void} pick
 */
function cell(token, u, v, pick) {
  if (!v) return h('td', { class: 'cell is-pending', 'aria-label': `${token}, ${u}: being computed` }, '…');
  const differs = v.differs ?? [];
  const otherwise = differs.length
    ? `; ${differs.map((r) => READINGS[r].name).join(' and ')} ${differs.length === 1 ? 'says' : 'say'} ${v.allowed ? 'blocked' : 'allowed'}`
    : '';
  const label = `${v.allowed ? 'allowed' : 'blocked'}${v.line ? `, line ${v.line}` : ''}${otherwise}${v.preference ? `. ${v.preference}` : ''}`;
  const title = [otherwise ? `Readings disagree${otherwise}` : '', v.preference ?? ''].filter(Boolean).join('\n');
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
        'data-differs': differs.join(' ') || null,
        'data-preference': v.preference ? 'true' : null,
        title: title || null,
        'aria-label': `${token}, ${u}: ${label}`,
        tabindex: '-1',
        onclick: pick,
      },
      v.allowed ? '✓' : '✗',
      v.line ? h('span', { class: 'cell-line' }, ` ${v.line}`) : null,
      differs.length ? h('span', { class: 'cell-differs', 'aria-hidden': 'true' }, ' ≠') : null,
      v.preference ? h('span', { class: 'cell-pref', 'aria-hidden': 'true' }, ' ◆') : null,
    ),
  );
}

/**
 * The panel's markup inside `details` (empty): its summary, the filters, the summary line, the
 * legend, the download buttons and the table.
 * @param {HTMLDetailsElement} details
 */
function markup(details) {
  const filter = /** @type {HTMLSelectElement} */ (h('select', { id: 'matrix-filter', 'data-testid': 'matrix-filter' }));
  const answers = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { id: 'matrix-answers', 'data-testid': 'matrix-answers' },
      h('option', { value: '' }, 'every crawler'),
      h('option', { value: 'blocked' }, 'crawlers blocked somewhere'),
      h('option', { value: 'allowed' }, 'crawlers allowed somewhere'),
    )
  );
  const summary = h('p', { id: 'matrix-summary', class: 'muted', 'data-testid': 'matrix-summary', role: 'status' });
  const table = h('table', { id: 'matrix', class: 'matrix', 'data-testid': 'matrix' });
  const button = (/** @type {string} */ id, /** @type {string} */ text, more = {}) =>
    /** @type {HTMLButtonElement} */ (h('button', { type: 'button', 'data-testid': id, ...more }, text));
  const downloads = { csv: button('matrix-csv', 'Download CSV'), json: button('matrix-json', 'Download JSON') };
  const hide = button('matrix-hide', 'Hide table', { 'aria-controls': details.id });
  const field = (/** @type {string} */ label, /** @type {HTMLElement} */ input) =>
    h('div', { class: 'field inline' }, h('label', { for: input.id }, label), input);
  details.replaceChildren(
    h('summary', {}, h('h2', {}, 'Matrix: every crawler × every URL')),
    h('div', { class: 'matrix-filters' }, field('Category', filter), field('Show', answers)),
    summary,
    h(
      'p',
      { class: 'matrix-legend', 'data-testid': 'matrix-legend' },
      "✓ allowed, ✗ blocked; the number is the line of the file that decided; ≠ the readings disagree; ◆ the file states an AI-use preference for that URL (its words in the cell's title).",
    ),
    h('div', { class: 'actions downloads', role: 'group', 'aria-label': 'The matrix' }, downloads.csv, downloads.json, hide),
    h('div', { class: 'matrix-scroll' }, table),
  );
  return { filter, answers, summary, table, hide, downloads };
}

/**
 * @param {HTMLDetailsElement} details  the collapsible section, empty
 * @param {{ crawlers: import('./crawler.js').Crawler[], onPick: (token: string, urlIndex: number) => void, say: (text: string) => void,
 *           onChange: () => void }} opts  onChange: the panel opened or closed, or its category changed (what to compute changed)
 */
export function createMatrixPanel(details, { crawlers, onPick, say, onChange }) {
  const { filter, answers, summary, table, hide, downloads } = markup(details);
  const count = (/** @type {string} */ f) => crawlers.filter((c) => inCategory(f, c)).length;
  filter.replaceChildren(
    h('option', { value: '' }, `All categories (${count('')})`),
    h('option', { value: AI }, `All AI uses (${count(AI)})`),
  );
  for (const [id, label] of categoriesOf(crawlers)) {
    const n = count(id);
    if (n) filter.append(h('option', { value: id }, `${id.startsWith('ai-') ? '\u00a0\u00a0' : ''}${label} (${n})`));
  }
  gridKeys(table);
  /** @typedef {(token: string, url: string) => import('../session/compute.js').Cell | null} Check */
  /** @typedef {{ token: string, focus: number, policy: string, total?: number }} Current  total: how many URLs there are (the table may show the first ones) */
  /** @type {{ check: Check, urls: string[], current: Current } | null} */
  let last = null;
  /** The rows a download writes: the cells the table shows, as the engine answered them. */
  /** @type {import('../exports.js').Row[]} */
  let shownRows = [];

  keepOpen(details, hide);
  const canDownload = downloadButtons(downloads, {
    name: 'robots-matrix',
    what: 'the matrix',
    columns: COLUMNS,
    rows: () => shownRows,
    say,
  });

  const panel = {
    get open() {
      return details.open;
    },
    /** The tokens of the crawlers to compute: those the category filter shows, while the panel is open; else null. */
    tokens: () => (details.open ? crawlers.filter((c) => inCategory(filter.value, c)).map((c) => c.token) : null),
    /**
     * @param {Check} check  verdict for a crawler and a URL, or
     *   null while it is being computed elsewhere (a large file's worker)
     * @param {string[]} urls
     * @param {Current} current  the crawler and URL in focus, and the reading
     */
    render(check, urls, current) {
      last = { check, urls, current };
      if (!details.open) return;
      const want = answers.value; // '', 'blocked' or 'allowed'
      const shown = crawlers
        .filter((c) => inCategory(filter.value, c))
        .map((c) => ({ c, cells: urls.map((u) => check(c.token, u)) }))
        .filter(({ cells }) => !want || cells.some((v) => v && v.allowed === (want === 'allowed')));
      const head = h(
        'tr',
        {},
        h('th', { scope: 'col' }, 'Crawler'),
        ...urls.map((u) => h('th', { scope: 'col', title: u }, h('span', { class: 'matrix-url' }, urlHead(u, urls)))),
      );
      const rows = shown.map(({ c, cells }) =>
        h(
          'tr',
          { 'data-token': c.token, class: c.token.toLowerCase() === current.token.toLowerCase() ? 'is-current' : '' },
          h(
            'th',
            { scope: 'row', title: describeCrawler(c) },
            c.token,
            c.note ? h('small', { class: 'matrix-note', 'data-testid': 'matrix-note' }, c.note) : null,
          ),
          ...cells.map((v, i) => cell(c.token, urls[i], v, () => onPick(c.token, i))),
        ),
      );
      // Per URL: how many of the crawlers shown it blocks.
      const blocked = urls.map((_, i) => shown.filter(({ cells }) => cells[i] && !cells[i].allowed).length);
      const foot = h(
        'tr',
        {},
        h('th', { scope: 'row' }, 'Blocked'),
        ...blocked.map((n) => h('td', { 'data-testid': 'matrix-blocked' }, `${n} of ${shown.length}`)),
      );
      replace(table, h('thead', {}, head), h('tbody', {}, ...rows), h('tfoot', {}, foot));
      const pending = shown.some(({ cells }) => cells.includes(null));
      shownRows = shown.flatMap(({ c, cells }) =>
        cells.flatMap((v, i) =>
          v
            ? [{ crawler: c.token, category: c.category, url: urls[i], allowed: v.allowed, line: v.line || null, reading: current.policy }]
            : [],
        ),
      );
      canDownload(!pending && shownRows.length > 0);
      // One Tab stop: the current crawler's cell for the focused URL, else the first.
      const cellsNow = /** @type {HTMLElement[]} */ ([...table.querySelectorAll('[data-testid="matrix-cell"]')]);
      const start =
        /** @type {HTMLElement | undefined} */ (table.querySelectorAll('tr.is-current [data-testid="matrix-cell"]')[current.focus]) ??
        cellsNow[0];
      if (start) start.tabIndex = 0;
      const somewhere = shown.filter(({ cells }) => cells.some((v) => v && !v.allowed)).length;
      const disputed = shown.filter(({ cells }) => cells.some((v) => v?.differs?.length)).length;
      const columns =
        (current.total ?? urls.length) > urls.length
          ? ` Columns for the first ${urls.length} of ${current.total?.toLocaleString('en')} URLs (the URL rows list each one).`
          : '';
      summary.textContent = `${many(shown.length, 'crawler')} shown; ${somewhere} blocked for at least one URL.${disputed ? ` ≠ marks an answer another reading gives the other way (${many(disputed, 'crawler')}).` : ''}${columns}`;
    },
  };
  const rerender = () => last && panel.render(last.check, last.urls, last.current);
  details.addEventListener('toggle', rerender);
  details.addEventListener('toggle', onChange);
  filter.addEventListener('change', rerender);
  filter.addEventListener('change', onChange);
  answers.addEventListener('change', rerender);
  return panel;
}

/**
 * On the page: a click on a cell makes its crawler and URL the focus, and shows the answer.
 * @type {import('../page/panels.js').PanelDef<ReturnType<typeof createMatrixPanel>>}
 */
export const matrixPanel = {
  create: ({ root, made, controls, set, analyse, say }) =>
    createMatrixPanel(/** @type {HTMLDetailsElement} */ (root('matrix-panel')), {
      say,
      crawlers: made.crawler?.crawlers ?? [],
      onPick: (token, i) => {
        controls.agent.value = token;
        set({ agent: token, focus: i });
        root('answer').scrollIntoView({ block: 'nearest' });
      },
      onChange: analyse,
    }),
  draws(panel) {
    const tabled = memo();
    return {
      matrix(e) {
        const { query: q, tokens, cells } = e;
        const urls = matrixUrls(q);
        const byCell = new Map();
        tokens.forEach((t, i) => urls.forEach((u, j) => byCell.set(`${t}\n${u}`, cells[i][j])));
        tabled(JSON.stringify([tokens, urls, q.urls.length, cells, q.token, q.focus, q.policy]), () =>
          panel.render((t, u) => byCell.get(`${t}\n${u}`) ?? null, urls, {
            token: q.token,
            focus: q.focus,
            policy: q.policy,
            total: q.urls.length,
          }),
        );
      },
    };
  },
};
