// The playground page: wires the editor, the panels and the saved state to one analysis
// session (./session/session.js), which decides what runs where and when; ./page/view.js
// draws what it finds.

import { createEditor, isHugeLoad } from './editor.js';
import { GOOGLE_SIZE_LIMIT, loadEngine } from './engine.js';
import { createCrawlerPanel } from './panels/crawler.js';
import { createDiagnosticsPanel } from './panels/diagnostics.js';
import { createDiagramPanel } from './panels/diagram.js';
import { createGuidePanel } from './panels/guide.js';
import { linkEditor } from './diagram/link.js';
import { createExplainPanel, describeLine } from './panels/explain.js';
import { createMatrixPanel } from './panels/matrix.js';
import { createVerdictsPanel } from './panels/verdicts.js';
import { createCompressor, createRemote } from './remote.js';
import { Utf8Doc } from './utf8doc.js';
import { BAD_LINK_OPEN, createSaver, decodeHash, isBadLink, restore } from './state.js';
import { createSession } from './session/session.js';
import { MAIN_MAX, readingOf } from './session/readings.js';
import { createNotices } from './page/notices.js';
import { pageView } from './page/view.js';
import { wireFiles } from './page/files.js';
import { createPerf } from './page/perf.js';

const byTestId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.querySelector(`[data-testid="${id}"]`));
const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * Non-empty URL lines.
 * @param {string} text
 */
const urlList = (text) => text.split('\n').map((u) => u.trim()).filter(Boolean);

async function main() {
  const restored = restore(location);
  const state = restored.state;
  const engine = await loadEngine();
  const perf = createPerf();
  const status = byId('status');
  const say = (/** @type {string} */ text) => (status.textContent = text);
  const workerUrl = new URL('./worker.js', import.meta.url);
  const notices = createNotices({
    root: byTestId('notice'),
    compareList: byId('policy-compare'),
    onLine: (n) => editor.revealLine(n),
    copyInput: () => files.copy(JSON.stringify({ agent: state.agent, urls: state.urls, policy: state.policy, text: state.text }), 'Copied the input (file, crawler, URLs) to the clipboard.'),
  });
  notices.restore(restored.problem ?? null);
  let saveProblem = /** @type {string | null} */ (null);
  const saver = createSaver(undefined, (problem) => notices.save((saveProblem = problem)), createCompressor(workerUrl));
  // A reload or a closed tab within 400 ms of typing (1.5 s in a large file) would lose the
  // typing: write it as the page goes away. visibilitychange also covers a tab switched away
  // from and then discarded, and mobile browsers that end a hidden page without a pagehide.
  addEventListener('pagehide', () => saver.flushNow());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && saver.flushNow());

  const agentInput = /** @type {HTMLInputElement} */ (byTestId('agent'));
  const urlsInput = /** @type {HTMLTextAreaElement} */ (byTestId('urls'));
  const policyInput = /** @type {HTMLSelectElement} */ (byTestId('policy'));
  /** The verdict the line descriptions (tooltips, the line bar) read, and the cursor's line. */
  let described = /** @type {any} */ (null);
  let cursorLine = 1;
  let queued = false;
  const showCursorLine = () => {
    const info = byId('line-info');
    const text = `Line ${cursorLine}: ${describeLine(described, cursorLine) ?? 'no role for this crawler'}`;
    if (info.textContent !== text) info.textContent = text;
  };

  /** The text as UTF-8 bytes, edit by edit: a large file is parsed without encoding it anew. */
  const utf8 = new Utf8Doc();
  utf8.reset(state.text);
  const editor = createEditor({
    parent: byId('editor'),
    doc: state.text,
    label: 'robots.txt file',
    onDocChange: (/** @type {any} */ _view, /** @type {any} */ u) => {
      perf?.docChanged();
      // Kept only for files this thread parses; a larger one is mirrored afresh when it shrinks.
      if (u.state.doc.length > MAIN_MAX) utf8.valid = false;
      else utf8.apply(u.changes);
      session.edited(u.changes);
      notices.restore(null);
      if (queued) return;
      queued = true;
      // Dispatching from inside an update is not allowed: analyse right after it, before paint
      // (after a huge text was loaded, in a task of its own: both are long).
      (isHugeLoad(u) ? setTimeout : queueMicrotask)(() => {
        queued = false;
        analyse();
      });
    },
    describeLine: (/** @type {number} */ n) => describeLine(described, n),
    // The hover text of the cursor's line, for keyboard users.
    onCursorLine: (/** @type {number} */ n) => {
      cursorLine = n;
      showCursorLine();
      diagram.setCursorLine(n);
    },
  });
  // From here on the text is the editor's, joined only when read (editor.getText: once per document).
  Object.defineProperty(state, 'text', { get: () => editor.getText(), enumerable: true });

  const goto = (/** @type {number} */ line) => editor.revealLine(line);
  const crawler = createCrawlerPanel({ input: agentInput, preset: /** @type {HTMLSelectElement} */ (byId('preset')), info: byId('agent-info'), engine, onChange: () => set({ agent: agentInput.value }) });
  const verdicts = createVerdictsPanel({ verdict: byTestId('verdict'), rows: byId('url-rows'), live: byId('live'), onLine: goto, onFocus: (i) => set({ focus: i }) });
  const diagram = createDiagramPanel({ root: byId('diagram-pane'), link: linkEditor(editor.view), onLine: goto, say });
  const matrix = createMatrixPanel({
    details: /** @type {HTMLDetailsElement} */ (byId('matrix-panel')),
    filter: /** @type {HTMLSelectElement} */ (byId('matrix-filter')),
    table: byId('matrix'),
    crawlers: crawler.crawlers,
    onPick: (token, i) => {
      agentInput.value = token;
      set({ agent: token, focus: i });
      byTestId('verdict').scrollIntoView({ block: 'nearest' });
    },
  });
  createGuidePanel({
    root: byId('guide'),
    onExample: (ex) => {
      apply({ text: ex.text, agent: ex.agent, urls: ex.urls.join('\n'), policy: ex.policy, focus: 0 });
      say(`Loaded the example: ${ex.title}.`);
    },
  });
  const view = pageView({
    editor,
    sizeLimit: GOOGLE_SIZE_LIMIT,
    page: { state },
    verdicts,
    explain: createExplainPanel({ root: byId('explain'), onLine: goto }),
    crawler,
    diagram,
    diagnostics: createDiagnosticsPanel({ list: byId('diagnostics'), summary: byId('diagnostics-summary'), onLine: goto, onFix: (fix) => editor.applyFix(fix) }),
    matrix,
    notices,
    onVerdict: (v) => {
      described = v;
      showCursorLine();
    },
    onFocus: (e) => perf?.focused(e, editor.view.state.doc.length),
    say,
  });
  /** The matrix's crawler tokens while it is open, else null (nothing to compute). */
  const matrixTokens = () => (matrix.open ? crawler.crawlers.filter((c) => matrix.shows(c)).map((c) => c.token) : null);
  const inputs = () => ({ agent: state.agent, urls: urlList(state.urls), focus: state.focus, policy: state.policy, matrix: matrixTokens() });
  const session = createSession({
    engine,
    doc: {
      length: () => editor.view.state.doc.length,
      text: () => editor.getText(),
      bytes: (text) => {
        if (!utf8.valid && !utf8.mixed) utf8.reset(text);
        return utf8.bytesOf(text);
      },
    },
    view,
    inputs: { ...inputs(), rows: 'answer', compare: true, chars: false },
    remote: (handlers) => createRemote(workerUrl, handlers),
    inputAt: () => perf?.inputAt ?? 0,
  });

  /** Re-analyses with the page's inputs, and saves them (the text only once typing pauses). */
  function analyse() {
    session.set(inputs());
    state.focus = session.inputs.focus;
    // The saver gets the editor's document: it joins the text only when it writes, after a pause.
    saver.save({ agent: state.agent, urls: state.urls, policy: state.policy, focus: state.focus, text: editor.view.state.doc });
  }
  /** @param {Partial<{ agent: string, urls: string, policy: import('./session/readings.js').Reading, focus: number }>} next */
  function set(next) {
    Object.assign(state, next);
    analyse();
  }
  /** Puts a state into the controls and the editor (after a restore or a new hash). @param {typeof state} next */
  function apply(next) {
    const { text, ...rest } = next;
    Object.assign(state, rest);
    agentInput.value = state.agent;
    urlsInput.value = state.urls;
    policyInput.value = state.policy;
    if (editor.loading !== text && editor.getText() !== text) editor.setText(text); // analyses via onDocChange
    analyse();
  }

  // The matrix is computed only while it is open, for the crawlers its filter shows.
  byId('matrix-panel').addEventListener('toggle', analyse);
  byId('matrix-filter').addEventListener('change', analyse);
  urlsInput.addEventListener('input', () => set({ urls: urlsInput.value }));
  policyInput.addEventListener('change', () => set({ policy: readingOf(policyInput.value) ?? 'google' }));
  window.addEventListener('hashchange', () => {
    const next = decodeHash(location.hash);
    // A link pasted into the address of this tab: said as on a fresh load, not dropped silently.
    notices.restore(!next && isBadLink(location.hash) ? BAD_LINK_OPEN : null);
    if (next) apply(next);
  });
  const files = wireFiles({
    editor,
    fileInput: /** @type {HTMLInputElement} */ (byTestId('file-input')),
    dropZone: byId('editor-pane'),
    byId,
    shareUrl: /** @type {HTMLInputElement} */ (byTestId('share-url')),
    saver,
    shareRefused: () => Boolean(saveProblem) && !location.hash.startsWith('#s='),
    onFileProblem: (text) => notices.file(text),
    say,
  });

  perf?.hook({ view: editor.view, engine, wasmMemory: () => session.wasmMemory() });
  agentInput.value = state.agent;
  urlsInput.value = state.urls;
  policyInput.value = state.policy;
  analyse();
  document.documentElement.dataset.ready = 'true';
  document.documentElement.dataset.restored = restored.source;
}

main().catch((e) => {
  const el = document.getElementById('status');
  if (el) el.textContent = `The engine failed to load: ${e?.message ?? e}`;
  document.documentElement.dataset.ready = 'error';
  throw e;
});
