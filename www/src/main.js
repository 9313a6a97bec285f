// The playground page: wires the editor, the panels and the saved state to one analysis
// session (./session/session.js), which decides what runs where and when; ./page/view.js
// draws what it finds.

import { GOOGLE_SIZE_LIMIT, loadEngine } from './engine.js';
import { createRemote } from './session/remote.js';
import { createCaller, createLatestCaller, createUnpacker } from './page/calls.js';
import { LESSON_KEY, restore } from './state/state.js';
import { followLinks, keepState } from './page/address.js';
import { createSession } from './session/session.js';
import { createNotices } from './page/notices.js';
import { pageView } from './page/view.js';
import { wireFiles } from './page/files.js';
import { createSplitter } from './page/splitter.js';
import { byId, byTestId, pageEditor, pageLayout } from './page/setup.js';
import { makePanels } from './page/panels.js';
import { createControls } from './panels/controls.js';
import { lazy } from './lazy.js';
import { MATRIX_URLS, ROWS_PAGE, readingOf, statusOf } from './session/readings.js';

/**
 * The crawler and the URL in focus: what the command offered instead of a fetch asks.
 * @param {{ agent: string, urls: string, focus: number }} state
 */
function asked(state) {
  const urls = urlList(state.urls);
  return { agent: state.agent, urls: urls.length ? [urls[state.focus] ?? urls[0]] : [] };
}

/** How a file fetched from a site is loaded: this, then the URL it came from (page/files.js). */
const FETCHED = 'fetched ';

/** Non-empty URL lines. @param {string} text */
const urlList = (text) =>
  text
    .split('\n')
    .map((u) => u.trim())
    .filter(Boolean);

async function main() {
  const workerUrl = new URL('./worker.js', import.meta.url);
  // A share link is unpacked in a worker: a crafted one can take seconds.
  const unpack = createUnpacker(workerUrl);
  const restored = await restore(location, unpack);
  const state = restored.state;
  const engine = await loadEngine();
  // The timings of `?perf` (benchmarks, the tests that drive many edits) load only there.
  const perf = new URLSearchParams(location.search).has('perf') ? (await import('./page/perf.js')).createPerf() : null;
  const say = (/** @type {string} */ text) => (byId('status').textContent = text);
  const call = createCaller(workerUrl);
  const controls = createControls(byId('controls'));
  const notices = createNotices({
    root: byTestId('notice'),
    readingsList: controls.readings,
    onLine: (n) => editor.revealLine(n),
    copyInput: () =>
      files.copy(
        JSON.stringify({ agent: state.agent, urls: state.urls, policy: state.policy, text: state.text }),
        'Copied the input (file, crawler, URLs) to the clipboard.',
      ),
  });
  notices.restore(restored.problem ?? null);
  let saveProblem = /** @type {string | null} */ (null);
  const saver = keepState((problem) => notices.save((saveProblem = problem)), call);

  // How the text at start was loaded, for the comparison: a link (#s=…), saved work, the example.
  const { editor, utf8, describe, loaded, earlier, load } = pageEditor(
    state.text,
    { hash: 'link', storage: 'saved', example: 'sample' }[restored.source],
    {
      onEdit: (changes) => {
        perf?.docChanged();
        session.edited(changes);
        notices.restore(null);
      },
      analyse: () => analyse(),
      onCursorLine: (n) => panels.diagram.setCursorLine(n),
    },
  );
  // From here on the text is the editor's, joined only when read (editor.getText: once per document).
  Object.defineProperty(state, 'text', { get: () => editor.getText(), enumerable: true });
  pageLayout();
  const { panels, draw } = makePanels({
    root: byId,
    engine,
    editor,
    controls,
    state,
    say,
    goto: (n) => editor.revealLine(n),
    set: (next) => set(next),
    analyse: () => analyse(),
    example: (ex) => lessons().then((l) => l.enter(ex)),
    more: () => ((rowLimit += ROWS_PAGE), analyse()),
    loaded,
    earlier,
    compareWorker: createLatestCaller(workerUrl),
    unpack,
  });
  const follow = followFlag();
  const showState = () => (controls.show(state), panels.expect.show(state.expect));
  const view = pageView({
    editor,
    sizeLimit: GOOGLE_SIZE_LIMIT,
    notices,
    draw,
    onVerdict: describe,
    onFocus: (e) => perf?.focused(e, editor.view.state.doc.length),
    say,
    follow: follow.take,
  });
  // URL rows drawn: ROWS_PAGE, and as many more as asked for ("Show more").
  let rowLimit = ROWS_PAGE;
  const inputs = () => ({
    agent: state.agent,
    urls: urlList(state.urls),
    focus: state.focus,
    policy: state.policy,
    status: state.status,
    matrix: panels.matrix.tokens(),
    expect: state.expect,
    rowLimit,
    matrixUrls: MATRIX_URLS,
    // A file fetched from a site (page/files.js) was loaded as `fetched <its URL>`.
    fetchedFrom: loaded.how.startsWith(FETCHED) ? loaded.how.slice(FETCHED.length) : null,
  });
  const session = createSession({
    engine,
    doc: {
      length: () => editor.view.state.doc.length,
      text: () => editor.getText(),
      revision: () => editor.view.state.doc,
      bytes: (length) => {
        if (!utf8.valid && !utf8.mixed) utf8.reset(editor.getText());
        return utf8.bytesOf(length);
      },
    },
    view,
    inputs: { ...inputs(), rows: 'answer', readings: true, chars: false, summary: true },
    remote: (handlers) => createRemote(workerUrl, handlers),
    inputAt: () => perf?.inputAt ?? 0,
  });

  /** Re-analyses with the page's inputs, and saves them (the text only once typing pauses). */
  function analyse() {
    session.set(inputs());
    state.focus = session.inputs.focus;
    // The saver gets the editor's document: it joins the text only when it writes, after a pause.
    saver.save({
      agent: state.agent,
      urls: state.urls,
      policy: state.policy,
      status: state.status,
      focus: state.focus,
      expect: state.expect,
      text: editor.view.state.doc,
    });
  }
  /** Changes some inputs; the editor shows the new decision, unless only the expectations changed. @param {Partial<Omit<typeof state, 'text'>>} next */
  function set(next) {
    Object.assign(state, next);
    if (!('expect' in next)) follow.want();
    analyse();
  }
  /** Puts a state into the controls and the editor (a new hash, an example, back from one), its text loaded as `how`. @param {Partial<typeof state> & { text: string }} next @param {string} how */
  function apply(next, how) {
    const { text, ...rest } = next;
    Object.assign(state, rest);
    follow.want();
    showState();
    const done = load(text, how); // analyses via onDocChange
    analyse();
    return done;
  }
  const lessons = lessonsOf({
    editor,
    state,
    apply,
    loaded,
    say,
    bar: byTestId('lesson-bar'),
    key: LESSON_KEY,
    read: { readingOf, statusOf },
  });

  controls.listen({ set });
  followLinks({
    saver,
    notices,
    unpack,
    apply,
    current: () => ({ ...state, text: editor.getText() }),
    replaced: restored.replaced,
    replacedBy: restored.replacedBy,
  });
  const files = pageFiles({
    editor,
    saver,
    say,
    loading: (how) => void (loaded.next = how),
    shareRefused: () => Boolean(saveProblem) && !location.hash.startsWith('#s='),
    onFileProblem: (text) => notices.file(text),
    sizeLimit: GOOGLE_SIZE_LIMIT,
    setStatus: (status) => (set({ status }), controls.show(state)),
    question: () => asked(state),
  });
  createSplitter({ layout: byId('layout'), splitter: byTestId('splitter') });
  perf?.hook({ view: editor.view, engine, wasmMemory: () => session.wasmMemory() });
  showState();
  analyse();
  document.documentElement.dataset.ready = 'true';
  document.documentElement.dataset.restored = restored.source;
}

/**
 * The page's file actions (page/files.js) on its elements.
 * @param {Omit<Parameters<typeof wireFiles>[0], 'fileInput' | 'dropZone' | 'byId' | 'shareUrl'>} p
 */
function pageFiles(p) {
  return wireFiles({
    ...p,
    fileInput: /** @type {HTMLInputElement} */ (byTestId('file-input')),
    dropZone: byId('editor-pane'),
    byId,
    shareUrl: /** @type {HTMLInputElement} */ (byTestId('share-url')),
  });
}

/**
 * The guide's examples, as lessons one can leave (guide/lesson.js, loaded with the first one,
 * or at start when the page was left during one).
 * @param {Parameters<typeof import('./guide/lesson.js').createLessons>[0]} p
 */
function lessonsOf(p) {
  const lessons = lazy(() => import('./guide/lesson.js').then(({ createLessons }) => createLessons(p)));
  try {
    if (localStorage.getItem(LESSON_KEY)) lessons().then((l) => l.resume());
  } catch {
    // Storage disabled: no lesson was kept.
  }
  return lessons;
}

/** Whether the next answer is shown in the editor: wanted after every change but typing in it. */
function followFlag() {
  let wanted = true;
  return {
    want: () => void (wanted = true),
    take: () => {
      const was = wanted;
      wanted = false;
      return was;
    },
  };
}

main().catch((e) => {
  const el = document.getElementById('status');
  if (el) el.textContent = `The engine failed to load: ${e?.message ?? e}`;
  document.documentElement.dataset.ready = 'error';
  throw e;
});
