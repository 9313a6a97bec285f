// The version comparison as the page first has it: its markup (the choice of the earlier
// version and its fields, which the page fills from what it kept across a reload,
// ../page/earlier.js, and the places the comparison draws in), and its code (./diff.js),
// loaded when the panel first opens.

import { h } from '../dom.js';
import { followEarlier } from '../page/earlier.js';
import { openLink } from '../state/state.js';

/** @typedef {ReturnType<typeof import('./diff.js').createDiffPanel>} DiffPanel */

/**
 * Makes the panel's markup inside `details` (empty) and returns its parts.
 * @param {HTMLDetailsElement} details
 */
export function diffMarkup(details) {
  const source = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { id: 'diff-source', 'data-testid': 'diff-source' },
      h('option', { value: 'loaded' }, 'the file as you last loaded it'),
      h('option', { value: 'other' }, 'a file I paste or open'),
      h('option', { value: 'link' }, 'the file in a share link'),
    )
  );
  const other = /** @type {HTMLTextAreaElement} */ (
    h('textarea', {
      id: 'diff-other',
      rows: 5,
      spellcheck: 'false',
      'aria-label': 'The earlier file',
      'data-testid': 'diff-other',
      hidden: true,
    })
  );
  const otherFile = /** @type {HTMLInputElement} */ (
    h('input', {
      id: 'diff-other-file',
      class: 'visually-hidden',
      type: 'file',
      accept: '.txt,text/plain',
      'data-testid': 'diff-other-file',
      hidden: true,
    })
  );
  const link = /** @type {HTMLInputElement} */ (
    h('input', {
      id: 'diff-link',
      type: 'url',
      'aria-label': 'A share link of this playground',
      placeholder: 'https://…#s=…',
      'data-testid': 'diff-link',
      hidden: true,
    })
  );
  const lost = h('p', { class: 'muted', 'data-testid': 'diff-not-kept', hidden: true });
  const summary = h('p', { id: 'diff-summary', class: 'diff-summary', role: 'status', 'data-testid': 'diff-summary' });
  const rows = h('tbody', { id: 'diff-rows' });
  const more = h('p', { id: 'diff-more', class: 'muted' });
  const col = (/** @type {string} */ t) => h('th', { scope: 'col' }, t);
  details.replaceChildren(
    h('summary', {}, h('h2', {}, 'Compare with an earlier version')),
    h('div', { class: 'field inline' }, h('label', { for: 'diff-source' }, 'Earlier version'), source),
    other,
    h('label', { class: 'button', for: 'diff-other-file', hidden: true }, 'Open file…'),
    otherFile,
    link,
    lost,
    summary,
    h(
      'div',
      { class: 'matrix-scroll' },
      h(
        'table',
        { class: 'diff-table', 'data-testid': 'diff-table' },
        h('thead', {}, h('tr', {}, col('Crawler'), col('URL'), col('Before'), col('Now'))),
        rows,
      ),
    ),
    more,
    h(
      'p',
      { class: 'hint' },
      "Every known crawler and the one above, over your URLs, the expectations' URLs and paths made from both files' rules. In CI: ",
      h('code', {}, 'npx robots-playground diff before.txt after.txt'),
      '.',
    ),
  );
  return { details, source, other, otherFile, link, lost, summary, rows, more };
}

/**
 * The comparison panel, its code loaded when `details` first opens (it is not in the page's
 * first load): the last query and expectations given before are handed over then. If it does
 * not load, `fail` says so, and opening the panel again tries again.
 * @param {HTMLDetailsElement} details @param {() => Promise<DiffPanel>} load @param {(text: string) => void} fail
 * @returns {DiffPanel}
 */
function lazyDiffPanel(details, load, fail) {
  /** @type {Promise<DiffPanel> | null} */
  let panel = null;
  /** @type {Parameters<DiffPanel['update']>[0] | null} */
  let query = null;
  /** @type {string[]} */
  let urls = [];
  const start = () => {
    if (panel || !details.open) return;
    const loading = load().then((p) => {
      p.expectations(urls);
      if (query) p.update(query);
      return p;
    });
    panel = loading;
    loading.catch(() => {
      if (panel === loading) panel = null;
      fail('The comparison could not be loaded. Close this panel and open it again to retry.');
    });
  };
  details.addEventListener('toggle', start);
  return {
    update(q) {
      query = q;
      panel?.then(
        (p) => p.update(q),
        () => {},
      );
    },
    expectations(u) {
      urls = u;
      panel?.then(
        (p) => p.expectations(u),
        () => {},
      );
    },
  };
}

/**
 * On the page: compared by default with the text as it was last loaded.
 * @type {import('../page/panels.js').PanelDef<DiffPanel>}
 */
export const diffPanel = {
  create({ root, engine, editor, goto, loaded, earlier, compareWorker, unpack }) {
    const parts = diffMarkup(/** @type {HTMLDetailsElement} */ (root('diff-panel')));
    followEarlier(parts, earlier, { loaded: () => loaded, text: () => editor.getText() });
    return lazyDiffPanel(
      parts.details,
      () =>
        import('./diff.js').then(({ createDiffPanel }) =>
          createDiffPanel({
            ...parts,
            engine,
            worker: compareWorker,
            loaded: () => loaded.doc,
            baseline: loaded,
            text: () => editor.getText(),
            revision: () => editor.view.state.doc,
            openLink: (/** @type {string} */ hash) => openLink(hash, unpack),
            onLine: goto,
          }),
        ),
      (text) => (parts.summary.textContent = text),
    );
  },
  draws: (panel) => ({
    expect: (e) => panel.expectations(e.report?.results.map((r) => r.url) ?? []),
    settled: (e) => panel.update(e.query),
  }),
};
