// The page's parts, made once at start: the editor with its UTF-8 mirror and line
// descriptions, the controls (crawler, URLs, reading), and the panels. main.js wires them to
// the session.

import { pasteLargeText } from './bigpaste.js';
import { createEditor, isHugeLoad, isTextSet } from '../editor/editor.js';
import { createCrawlerPanel } from '../panels/crawler.js';
import { createDiagnosticsPanel } from '../panels/diagnostics.js';
import { createSummaryPanel } from '../panels/summary.js';
import { createDiagramPanel } from '../panels/diagram.js';
import { createGuidePanel } from '../panels/guide.js';
import { linkEditor } from '../diagram/link.js';
import { createExplainPanel, describeLine } from '../panels/explain.js';
import { createMatrixPanel } from '../panels/matrix.js';
import { createVerdictsPanel } from '../panels/verdicts.js';
import { createExpectPanel } from '../panels/expect.js';
import { Utf8Doc } from '../editor/utf8doc.js';
import { MAIN_MAX, READINGS, READING_IDS, STATUSES, readingOf, statusOf } from '../session/readings.js';
import { h } from '../dom.js';
import { openLink } from '../state/state.js';
import { followEarlier, restoreEarlier } from './earlier.js';
import { narrowLayout, sayNear } from './narrow.js';

export const byTestId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.querySelector(`[data-testid="${id}"]`));
export const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** A table's download buttons: `[data-testid="<table>-csv"]` and `…-json`. */
const downloadButtonsOf = (/** @type {string} */ table) => ({
  csv: /** @type {HTMLButtonElement} */ (byTestId(`${table}-csv`)),
  json: /** @type {HTMLButtonElement} */ (byTestId(`${table}-json`)),
});

/** ms the cursor rests on a line before a screen reader is told what it does. */
const SAY_LINE_AFTER = 600;

/**
 * The text as it was last loaded (at start, or replaced whole: a file opened or dropped, an
 * example, a link, a paste of most of the text), how and when (ms since 1970): the comparison's
 * earlier version. `next` is how the next `setText` loads.
 * @param {ReturnType<typeof restoreEarlier>} earlier @param {string} text @param {string} start
 */
function loadedVersion(earlier, text, start) {
  const loaded = {
    doc: /** @type {{ length: number, toString(): string }} */ (earlier.loaded ?? text),
    how: earlier.how ?? start,
    at: earlier.at ?? Date.now(),
    next: 'loaded',
    /** Called with `how` whenever it is set. @type {(how: string) => void} */
    changed: () => {},
    /** @param {{ length: number, toString(): string }} doc @param {string} how @param {number} [at] */
    set(doc, how, at = Date.now()) {
      Object.assign(loaded, { doc, how, at, next: 'loaded' });
      loaded.changed(how);
    },
  };
  return loaded;
}

/**
 * The editor, the UTF-8 mirror of its text (a large file is parsed without encoding it anew)
 * and the line descriptions (tooltips, and the line bar for keyboard users).
 * With them, the comparison's earlier version kept across a reload (./earlier.js): the text as
 * loaded is the one loaded before the reload, when the text restored is the one it was kept with.
 * @param {string} text @param {string} start  how it was loaded (a link, saved work, the example)
 * @param {{ onEdit: (changes: any) => void, analyse: () => void, onCursorLine: (line: number) => void }} on
 */
export function pageEditor(text, start, on) {
  const utf8 = new Utf8Doc();
  utf8.reset(text);
  const earlier = restoreEarlier(text);
  const loaded = loadedVersion(earlier, text, start);
  /** The verdict the line descriptions read, and the cursor's line. */
  let described = /** @type {any} */ (null);
  let cursorLine = 1;
  let queued = false;
  /** The editor, once made (its options' callbacks may run before). @type {ReturnType<typeof createEditor> | null} */
  let made = null;
  /** What the line at the cursor does, with its role ("Line 14, winning rule: …"). */
  const cursorLineText = () => {
    const what = describeLine(described, cursorLine);
    const role = what && made?.roleAt(cursorLine);
    return `Line ${cursorLine}${role ? `, ${role}` : ''}: ${what ?? 'not part of any group or rule this crawler reads'}`;
  };
  const showCursorLine = () => {
    const info = byId('line-info');
    const line = cursorLineText();
    if (info.textContent !== line) info.textContent = line;
  };
  // Screen readers hear the line the cursor rests on, once per line: moving through ten lines
  // is one announcement, of the last (see #editor-help, the editor's description).
  let saidLine = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let saying;
  const sayCursorLine = () => {
    clearTimeout(saying);
    saying = setTimeout(() => {
      if (saidLine === cursorLine || !made?.view.hasFocus) return;
      saidLine = cursorLine;
      byId('line-said').textContent = cursorLineText();
    }, SAY_LINE_AFTER);
  };
  const editor = createEditor({
    parent: byId('editor'),
    doc: text,
    label: 'robots.txt file',
    describedBy: 'editor-help',
    wrap: true,
    onDocChange: (/** @type {any} */ _view, /** @type {any} */ u) => {
      // Kept only for files this thread parses; a larger one is mirrored afresh when it shrinks.
      if (isTextSet(u)) loaded.set(u.state.doc, loaded.next);
      else if (u.transactions.some(replacesMost)) loaded.set(u.state.doc, 'pasted');
      if (u.state.doc.length > MAIN_MAX) utf8.valid = false;
      else utf8.apply(u.changes);
      on.onEdit(u.changes);
      if (queued) return;
      queued = true;
      // Dispatching from inside an update is not allowed: analyse right after it, before paint
      // (after a huge text was loaded, in a task of its own: both are long).
      (isHugeLoad(u) ? setTimeout : queueMicrotask)(() => {
        queued = false;
        on.analyse();
      });
    },
    describeLine: (/** @type {number} */ n) => describeLine(described, n),
    onCursorLine: (/** @type {number} */ n) => {
      cursorLine = n;
      showCursorLine();
      sayCursorLine();
      on.onCursorLine(n);
    },
  });
  made = editor;
  // Coming back to the editor, the line at the cursor is said again.
  editor.view.contentDOM.addEventListener('focus', () => {
    saidLine = 0;
    sayCursorLine();
  });
  /** @param {any} v */
  const describe = (v) => {
    described = v;
    showCursorLine();
  };
  /**
   * Puts `text` in the editor, loaded as `how` (the earlier version, even when the text is already there).
   * @param {string} text @param {string} how
   * @returns {Promise<void>} settled once the text is in the editor
   */
  const load = (text, how) => {
    if (editor.loading !== text && editor.getText() !== text) return ((loaded.next = how), editor.setText(text));
    if (editor.loading === null) loaded.set(editor.view.state.doc, how);
    return Promise.resolve();
  };
  return { editor, utf8, describe, loaded, earlier, load };
}

/**
 * Whether a user's edit puts a file in place of most of the text (at least half of it, or all
 * of an empty one by a paste): a file pasted over the one shown, not typing.
 * @param {import('@codemirror/state').Transaction} tr
 */
function replacesMost(tr) {
  if (!tr.docChanged || !tr.isUserEvent('input')) return false;
  let gone = 0,
    lines = false;
  tr.changes.iterChanges((from, to, _f, _t, text) => ((gone += to - from), (lines ||= text.lines > 1)));
  const was = tr.startState.doc.length;
  return lines && (was ? gone * 2 >= was : tr.isUserEvent('input.paste'));
}

/** The crawler field, the URLs and the choice of reading (its options named from READINGS). */
export function pageControls() {
  const agent = /** @type {HTMLInputElement} */ (byTestId('agent'));
  const urls = /** @type {HTMLTextAreaElement} */ (byTestId('urls'));
  pasteLargeText(urls);
  const policy = /** @type {HTMLSelectElement} */ (byTestId('policy'));
  policy.replaceChildren(...READING_IDS.map((id) => h('option', { value: id }, READINGS[id].option)));
  const status = /** @type {HTMLSelectElement} */ (byTestId('http-status'));
  status.replaceChildren(...STATUSES.map((s) => h('option', { value: String(s.status ?? '') }, s.option)));
  return {
    agent,
    /** @param {{ agent: string, urls: string, policy: string, status: import('../session/readings.js').Status }} state */
    show(state) {
      agent.value = state.agent;
      urls.value = state.urls;
      policy.value = state.policy;
      const value = String(state.status ?? '');
      // A status none of the choices names (a fetched 401, say) becomes a choice of its own.
      if (![...status.options].some((o) => o.value === value)) status.append(h('option', { value }, `${value} (as the site answered)`));
      status.value = value;
    },
    /** @param {{ set: (next: any) => void, analyse: () => void }} on */
    listen(on) {
      urls.addEventListener('input', () => on.set({ urls: urls.value }));
      policy.addEventListener('change', () => on.set({ policy: readingOf(policy.value) ?? 'google' }));
      status.addEventListener('change', () => on.set({ status: statusOf(status.value) }));
      // The matrix is computed only while it is open, for the crawlers its filter shows.
      byId('matrix-panel').addEventListener('toggle', on.analyse);
      byId('matrix-filter').addEventListener('change', on.analyse);
    },
  };
}

/**
 * The panels: crawler, verdicts, explanation, diagram, diagnostics, matrix, expectations and the guide.
 * @param {import('../engine.js').Engine} engine
 * @param {ReturnType<typeof createEditor>} editor
 * @param {ReturnType<typeof pageControls>} controls
 * @param {(text: string) => void} say
 * @param {{ set: (next: any) => void, example: (ex: import('../guide/examples.js').Example) => void, more: () => void }} on  more: draw more URL rows
 * @param {{ loaded: Loaded, earlier: import('./earlier.js').Earlier, compareWorker: ReturnType<typeof import('./calls.js').createLatestCaller>, unpack: import('../state/state.js').Unpack }} more
 *   the text as it was loaded (the comparison's default), the comparison's fields kept across a reload, and its worker
 */
export function pagePanels(engine, editor, controls, say, on, { loaded, earlier, compareWorker, unpack }) {
  const goto = (/** @type {number} */ line) => editor.revealLine(line);
  narrowLayout({
    answer: byTestId('answer'),
    pane: byId('answer-pane'),
    editorPane: byId('editor-pane'),
    more: /** @type {HTMLButtonElement} */ (byTestId('answer-more')),
  });
  const source = /** @type {HTMLSelectElement} */ (byTestId('diff-source'));
  const other = /** @type {HTMLTextAreaElement} */ (byTestId('diff-other'));
  const link = /** @type {HTMLInputElement} */ (byTestId('diff-link'));
  followEarlier({ source, other, link, lost: byTestId('diff-not-kept') }, earlier, { loaded: () => loaded, text: () => editor.getText() });
  const input = controls.agent;
  const crawler = createCrawlerPanel({
    input,
    preset: /** @type {HTMLSelectElement} */ (byId('preset')),
    info: byId('agent-info'),
    engine,
    onChange: () => on.set({ agent: input.value }),
  });
  const matrix = createMatrixPanel({
    details: /** @type {HTMLDetailsElement} */ (byId('matrix-panel')),
    filter: /** @type {HTMLSelectElement} */ (byId('matrix-filter')),
    answers: /** @type {HTMLSelectElement} */ (byId('matrix-answers')),
    summary: byId('matrix-summary'),
    table: byId('matrix'),
    hide: /** @type {HTMLButtonElement} */ (byTestId('matrix-hide')),
    downloads: downloadButtonsOf('matrix'),
    say,
    crawlers: crawler.crawlers,
    onPick: (token, i) => {
      input.value = token;
      on.set({ agent: token, focus: i });
      byTestId('verdict').scrollIntoView({ block: 'nearest' });
    },
  });
  createGuidePanel({ root: byId('guide'), onExample: on.example });
  lazyLogsPanel(/** @type {HTMLDetailsElement} */ (byId('logs-panel')), {
    text: () => editor.getText(),
    reading: () => ({
      policy: /** @type {HTMLSelectElement} */ (byTestId('policy')).value,
      status: statusOf(/** @type {HTMLSelectElement} */ (byTestId('http-status')).value),
    }),
    catalog: () => engine.catalog(),
    onLine: goto,
  });
  return {
    crawler,
    matrix,
    // The comparison's code loads when its panel first opens.
    diff: lazyDiffPanel(
      /** @type {HTMLDetailsElement} */ (byId('diff-panel')),
      () =>
        import('../panels/diff.js').then(({ createDiffPanel }) =>
          createDiffPanel({
            details: /** @type {HTMLDetailsElement} */ (byId('diff-panel')),
            source,
            other,
            otherFile: /** @type {HTMLInputElement} */ (byTestId('diff-other-file')),
            link,
            summary: byTestId('diff-summary'),
            rows: byId('diff-rows'),
            more: byId('diff-more'),
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
      (text) => (byTestId('diff-summary').textContent = text),
    ),
    expect: createExpectPanel({
      details: /** @type {HTMLDetailsElement} */ (byId('expect-panel')),
      text: /** @type {HTMLTextAreaElement} */ (byTestId('expect-text')),
      summary: byId('expect-summary'),
      rows: byId('expect-rows'),
      errors: byId('expect-errors'),
      importInput: /** @type {HTMLInputElement} */ (byTestId('expect-import')),
      exportButton: /** @type {HTMLButtonElement} */ (byTestId('expect-export')),
      addButton: /** @type {HTMLButtonElement} */ (byTestId('expect-this')),
      failing: byTestId('expect-failing'),
      badge: byTestId('expect-badge'),
      onChange: (text) => on.set({ expect: text }),
      onLine: goto,
      say: sayNear(byTestId('expect-this'), byTestId('expect-said'), say),
    }),
    verdicts: createVerdictsPanel({
      verdict: byTestId('verdict'),
      url: byTestId('answer-url'),
      rule: byTestId('answer-rule'),
      reason: byTestId('answer-reason'),
      group: byTestId('answer-group'),
      note: byTestId('url-note'),
      host: byTestId('answer-host'),
      preference: byTestId('answer-preference'),
      rows: byId('url-rows'),
      more: byId('rows-more'),
      onMore: () => on.more(),
      live: byId('live'),
      downloads: downloadButtonsOf('urls'),
      say,
      lineText: (n) => (n >= 1 && n <= editor.view.state.doc.lines ? editor.view.state.doc.line(n).text : null),
      onLine: goto,
      onFocus: (i) => on.set({ focus: i }),
    }),
    explain: createExplainPanel(byId('explain-pane'), { onLine: goto }),
    diagram: createDiagramPanel({ root: byId('diagram-pane'), link: linkEditor(editor.view), onLine: goto, say }),
    summary: createSummaryPanel(/** @type {HTMLDetailsElement} */ (byId('site-summary'))),
    diagnostics: createDiagnosticsPanel(byId('diagnostics-pane'), {
      onLine: goto,
      onFix: (fix) => {
        editor.applyFix(fix);
        // The lines the fix wrote are shown; the keyboard stays in the list.
        const doc = editor.view.state.doc;
        editor.showLines(doc.lineAt(fix.from).number, doc.lineAt(Math.min(doc.length, fix.from + fix.insert.length)).number);
      },
    }),
  };
}

/** @typedef {ReturnType<typeof import('../panels/diff.js').createDiffPanel>} DiffPanel */
/** @typedef {ReturnType<typeof pageEditor>['loaded']} Loaded */

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
 * The access-log panel (../panels/logs.js): its code, its markup and its worker load the first
 * time it is opened; a replay running stops when it is closed.
 * @param {HTMLDetailsElement} details
 * @param {Omit<Parameters<typeof import('../panels/logs.js').createLogsPanel>[0], 'details'>} p
 */
function lazyLogsPanel(details, p) {
  /** @type {Promise<ReturnType<typeof import('../panels/logs.js').createLogsPanel>> | null} */
  let panel = null;
  details.addEventListener('toggle', () => {
    if (details.open) panel ??= import('../panels/logs.js').then(({ createLogsPanel }) => createLogsPanel({ details, ...p }));
    else panel?.then((l) => l.end());
  });
}
