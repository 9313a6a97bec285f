// The playground page: wires the editor, the engine, the panels and the saved state.
// Every edit re-analyses at once: one Robots per edit, verdicts, then line roles.

import { createEditor, isHugeLoad } from './editor.js';
import { GOOGLE_SIZE_LIMIT, loadEngine, utf16Offset } from './engine.js';
import { createCrawlerPanel } from './panels/crawler.js';
import { createDiagnosticsPanel } from './panels/diagnostics.js';
import { createDiagramPanel } from './panels/diagram.js';
import { createGuidePanel } from './panels/guide.js';
import { linkEditor } from './diagram/link.js';
import { createExplainPanel, describeLine } from './panels/explain.js';
import { createMatrixPanel } from './panels/matrix.js';
import { createVerdictsPanel } from './panels/verdicts.js';
import { h, replace } from './dom.js';
import { createCompressor, createRemote } from './remote.js';
import { RoleMap } from './roles.js';
import { Utf8Doc } from './utf8doc.js';
import { BAD_LINK_OPEN, createSaver, decodeHash, isBadLink, restore } from './state.js';

/** Above this size (UTF-16 units), all but the focused verdict waits for a pause in typing. */
const LARGE_FILE = 64 * 1024;
/** The pause, in ms. */
const REST_DELAY = 150;
/** Above this size (UTF-16 units), files are analysed in a worker: a parse takes too long here. */
const MAIN_MAX = 2 * 1024 * 1024;
/** A focused analysis of a large file slower than this (ms), three times in a row, sends files of that size to the worker. */
const MAIN_BUDGET = 10;
/** Groups and rules listed in a large file's detailed verdict (the explanation, the diagram). */
const DETAIL = 200;
const POLICY_LABEL = { google: 'Google (reference)', rfc9309: 'RFC 9309 strict', crawler: "Google's crawlers" };

const byTestId = (id) => /** @type {HTMLElement} */ (document.querySelector(`[data-testid="${id}"]`));
const byId = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Non-empty URL lines; a lone `/` when there are none. */
function urlList(text) {
  const urls = text.split('\n').map((u) => u.trim()).filter(Boolean);
  return urls.length ? urls : ['/'];
}

/** Timings for `cargo xtask bench-web`, recorded only with `?perf` in the page URL. */
const perf = new URLSearchParams(location.search).has('perf') ? { samples: [], inputAt: 0, keyAt: 0 } : null;
if (perf) {
  globalThis.__robotsPerf = perf;
  // Input = the editor receiving the text (beforeinput); keydown is kept for the frame figure.
  document.addEventListener('keydown', (e) => (perf.keyAt = perf.inputAt = e.timeStamp), true);
  document.addEventListener('beforeinput', (e) => (perf.inputAt = e.timeStamp), true);
}

async function main() {
  const restored = restore(location);
  const state = restored.state;
  const engine = await loadEngine();
  // What could not be read or kept (issue 7), and an engine failure: shown in the notices.
  let restoreProblem = restored.problem ?? null;
  let saveProblem = null;
  let failure = null;
  let renotice = () => {};
  const saver = createSaver(
    undefined,
    (p) => {
      saveProblem = p;
      renotice();
    },
    createCompressor(new URL('./worker.js', import.meta.url)),
  );
  // A reload or a closed tab within 400 ms of typing (1.5 s in a large file) would lose the
  // typing: write it as the page goes away. visibilitychange also covers a tab switched away
  // from and then discarded, and mobile browsers that end a hidden page without a pagehide.
  addEventListener('pagehide', () => saver.flushNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saver.flushNow();
  });

  const agentInput = /** @type {HTMLInputElement} */ (byTestId('agent'));
  const urlsInput = /** @type {HTMLTextAreaElement} */ (byTestId('urls'));
  const policyInput = /** @type {HTMLSelectElement} */ (byTestId('policy'));
  const fileInput = /** @type {HTMLInputElement} */ (byTestId('file-input'));
  const notice = byTestId('notice');
  const status = byId('status');

  let focusedVerdict = null;
  let cursorLine = 1;
  let fileNotice = null;
  let slowTimer = 0;
  let queued = false;
  /** The decision diagram (issue 8), made once the editor exists. */
  let diagram = null;

  /** The text as UTF-8 bytes, edit by edit: a large file is parsed without encoding it anew. */
  const utf8 = new Utf8Doc();
  utf8.reset(state.text);
  const editor = createEditor({
    parent: byId('editor'),
    doc: state.text,
    label: 'robots.txt file',
    onDocChange: (_view, u) => {
      if (perf) perf.docAt = performance.now();
      // Kept only for files this thread parses; a larger one is mirrored afresh when it shrinks.
      if (u.state.doc.length > MAIN_MAX) utf8.valid = false;
      else utf8.apply(u.changes);
      remote?.edit(u.changes);
      restoreProblem = null;
      if (queued) return;
      queued = true;
      // Dispatching from inside an update is not allowed: analyse right after it, before paint
      // (after a huge text was loaded, in a task of its own: both are long).
      (isHugeLoad(u) ? setTimeout : queueMicrotask)(() => {
        queued = false;
        analyse();
      });
    },
    describeLine: (n) => describeLine(focusedVerdict, n),
    // The hover text of the cursor's line, for keyboard users.
    onCursorLine: (n) => {
      cursorLine = n;
      showCursorLine();
      diagram?.setCursorLine(n);
    },
  });
  // From here on the text is the editor's, joined only when read (editor.getText: once per
  // document): a keystroke in a 50 MB file reads its length and positions from the editor's
  // document, and only the code that needs the string (a parse on this thread, a copy) joins it.
  Object.defineProperty(state, 'text', { get: () => editor.getText(), enumerable: true });
  /** The text's length (UTF-16 units), without joining it. */
  const docLength = () => editor.view.state.doc.length;
  /** The UTF-16 offset of byte `at` of the text, without joining it (a byte is at most one unit). */
  const offsetOf = (at) => utf16Offset(editor.view.state.doc.sliceString(0, at), at);

  function showCursorLine() {
    const info = byId('line-info');
    const text = `Line ${cursorLine}: ${describeLine(focusedVerdict, cursorLine) ?? 'no role for this crawler'}`;
    if (info.textContent !== text) info.textContent = text;
  }

  const goto = (line) => editor.revealLine(line);
  const crawler = createCrawlerPanel({
    input: agentInput,
    preset: /** @type {HTMLSelectElement} */ (byId('preset')),
    info: byId('agent-info'),
    engine,
    onChange: () => {
      state.agent = agentInput.value;
      analyse();
    },
  });
  const verdicts = createVerdictsPanel({
    verdict: byTestId('verdict'),
    rows: byId('url-rows'),
    live: byId('live'),
    onLine: goto,
    onFocus: (i) => {
      state.focus = i;
      analyse();
    },
  });
  const explain = createExplainPanel({ root: byId('explain'), onLine: goto });
  diagram = createDiagramPanel({ root: byId('diagram-pane'), link: linkEditor(editor.view), onLine: goto, say });
  createGuidePanel({
    root: byId('guide'),
    onExample: (ex) => {
      apply({ text: ex.text, agent: ex.agent, urls: ex.urls.join('\n'), policy: ex.policy, focus: 0 });
      say(`Loaded the example: ${ex.title}.`);
    },
  });
  const diagnostics = createDiagnosticsPanel({
    list: byId('diagnostics'),
    summary: byId('diagnostics-summary'),
    onLine: goto,
    onFix: (fix) => editor.applyFix(fix),
  });
  const matrix = createMatrixPanel({
    details: /** @type {HTMLDetailsElement} */ (byId('matrix-panel')),
    filter: /** @type {HTMLSelectElement} */ (byId('matrix-filter')),
    table: byId('matrix'),
    crawlers: crawler.crawlers,
    onPick: (token, i) => {
      agentInput.value = state.agent = token;
      state.focus = i;
      analyse();
      byTestId('verdict').scrollIntoView({ block: 'nearest' });
    },
  });

  /** Diagnostics and the matrix: at once for small files, after a pause for large ones. */
  function slow(token, urls) {
    const run = () => {
      slowTimer = 0;
      const diags = engine.diagnostics(state.policy);
      editor.setDiagnostics(diags);
      diagnostics.render(diags);
      matrix.render((t, u) => engine.decide(t, u, state.policy), urls, { token, focus: state.focus });
    };
    clearTimeout(slowTimer);
    if (docLength() > LARGE_FILE) slowTimer = setTimeout(() => guard(run), REST_DELAY);
    else run();
  }

  function showNotices(v, token, url, compare) {
    renotice = () => showNotices(v, token, url, compare);
    const items = [];
    if (failure) items.push(failure);
    if (restoreProblem) items.push(h('p', { 'data-kind': 'restore' }, restoreProblem));
    if (saveProblem) items.push(h('p', { 'data-kind': 'save' }, saveProblem));
    if (fileNotice) items.push(h('p', { 'data-kind': 'file' }, fileNotice));
    const bytes = bytesNow();
    if (bytes > GOOGLE_SIZE_LIMIT) {
      const ignored = bytes - GOOGLE_SIZE_LIMIT;
      if (state.policy === 'crawler') {
        const pos = offsetOf(v.cutAt ?? GOOGLE_SIZE_LIMIT);
        const line = editor.view.state.doc.lineAt(pos).number;
        editor.setCutoff({ pos, label: `Google's crawler stops reading here: byte ${GOOGLE_SIZE_LIMIT.toLocaleString('en')} (500 KiB), line ${line}. The rest is ignored.` });
        items.push(
          h(
            'p',
            { 'data-kind': 'size' },
            `This file is ${bytes.toLocaleString('en')} bytes. Google's crawler reads only the first 512,000 bytes (500 KiB), so it ignores the last ${ignored.toLocaleString('en')} bytes, from line ${line} on. `,
            h('button', { type: 'button', class: 'line-link', 'data-testid': 'show-cutoff', onclick: () => goto(line) }, 'Show the cut-off'),
          ),
        );
      } else {
        editor.setCutoff(null);
        items.push(h('p', { 'data-kind': 'size' }, `This file is ${bytes.toLocaleString('en')} bytes, over 500 KiB: Google's crawler would ignore the last ${ignored.toLocaleString('en')} bytes. Choose "Google's crawlers" to see where it stops.`));
      }
    } else {
      editor.setCutoff(null);
    }
    const answers = new Set(compare.map((c) => c.verdict.allowed));
    if (answers.size > 1) {
      items.push(
        h(
          'p',
          { 'data-kind': 'policy-diff', 'data-testid': 'policy-diff' },
          `The readings disagree for ${token} on ${url}: `,
          compare.map((c, i) => [i ? '; ' : '', h('strong', {}, POLICY_LABEL[c.policy]), `: ${verdictWords(c.verdict)}`]),
          '.',
        ),
      );
    }
    replace(notice, ...items);
    notice.hidden = items.length === 0;
  }

  function showCompare(compare) {
    replace(
      byId('policy-compare'),
      ...compare.map((c) =>
        h('li', { 'data-policy': c.policy, 'data-allowed': String(c.verdict.allowed), class: c.policy === state.policy ? 'is-current' : '' },
          h('strong', {}, POLICY_LABEL[c.policy]), `: ${verdictWords(c.verdict)}`),
      ),
    );
  }

  let restTimer = 0;
  /** The worker for large files, started on the first one. */
  let remote = null;
  /** UTF-8 size of a large file, as the worker last measured it. */
  let textBytes = 0;
  /** Whether the worker holds the text (a large file), rather than this thread's engine. */
  let large = false;
  /** Files at least this long go to the worker (set when one was too slow here), and how many slow analyses in a row. */
  let slowAt = Infinity;
  let slowRun = 0;
  /** How long the worker's last focused analysis took (ms). */
  let workerMs = 0;
  /** Bytes of the text shown, from whichever engine holds it. */
  const bytesNow = () => (large ? textBytes : engine.bytes);

  /** Roles and the focused verdict on screen: the highlight path. */
  function showFocus(v, token) {
    let end = Infinity;
    if (v.cutAt != null) end = editor.view.state.doc.lineAt(Math.min(offsetOf(v.cutAt), docLength())).number;
    editor.setRoles(RoleMap.fromVerdict(v, { end }));
    focusedVerdict = v;
    showCursorLine();
  }

  /** Everything but the highlight, on this thread (small files): rows, explanation, comparisons, notices, diagnostics, matrix. */
  function rest(rec, urls, v, verdictUnder) {
    restTimer = 0;
    const token = rec.agent;
    const decisions = urls.map((url, i) => (i === state.focus ? v : engine.decide(token, url, state.policy)));
    const compare = ['google', 'rfc9309', 'crawler'].map((p) => ({ policy: p, verdict: p === state.policy ? v : verdictUnder(p) }));
    showRest(rec, urls, v, decisions, compare);
    slow(token, urls);
  }

  /** Shows the rows, the explanation, the readings, the diagram and the notices. */
  function showRest(rec, urls, v, decisions, compare) {
    // The string checked: the token, or the field as typed when none was read (engine.recognise).
    const token = rec.agent;
    const focusUrl = urls[state.focus];
    verdicts.render(urls.map((url, i) => ({ url, verdict: decisions[i] })), state.focus, token);
    explain.render(v, { agentToken: token, url: focusUrl });
    crawler.update(rec);
    showCompare(compare);
    diagram.render({ verdict: v, policy: state.policy, compare, agent: state.agent, token: rec.token, fromString: rec.fromString, lines: editor.view.state.doc.lines });
    showNotices(v, token, focusUrl, compare);
  }

  /** The worker's answer once typing paused (large files): everything but the highlight. */
  function showDetail({ bytes, results, verdict, compare, diagnostics: diags, matrix: table, request }) {
    textBytes = bytes;
    const { rec, urls } = request;
    showFocus(verdict, rec.agent);
    showRest(rec, urls, verdict, results, compare.map((c) => ({ policy: c.policy, verdict: c.verdict ?? verdict })));
    editor.setDiagnostics(diags.list);
    diagnostics.render(diags.list, diags);
    const cells = new Map();
    (table ?? []).forEach((row, i) => row.forEach((d, j) => cells.set(`${request.matrix[i]}\n${urls[j]}`, d)));
    matrix.render((t, u) => cells.get(`${t}\n${u}`) ?? null, urls, { token: rec.agent, focus: request.focus });
  }

  /**
   * Re-analyses after any change. Small files: at once, on this thread (one parse, the
   * focused check, roles for the visible lines, then the panels). Large files: the worker
   * parses and checks the focused URL while typing goes on; the rest follows once typing
   * pauses.
   */
  function analyse() {
    guard(analyseNow);
  }

  /**
   * Runs an analysis step; if the engine fails (a wasm trap or a bug), the page stays up and
   * says so, with a button to copy the input for a report. The next edit tries again.
   */
  function guard(step) {
    const had = failure;
    failure = null;
    try {
      step();
      if (had) renotice();
    } catch (e) {
      // A trapped instance may hold a half-built object: forget it, parse afresh next time.
      engine.robots = null;
      engine.text = null;
      failure = h(
        'p',
        { 'data-kind': 'error', 'data-testid': 'engine-error' },
        `The engine failed on this input (${e?.message ?? e}). Your text is still in the editor; the next edit tries again. `,
        h('button', { type: 'button', class: 'line-link', 'data-testid': 'copy-input', onclick: () => copy(JSON.stringify({ agent: state.agent, urls: state.urls, policy: state.policy, text: state.text }), 'Copied the input (file, crawler, URLs) to the clipboard.') }, 'Copy the input for a report'),
      );
      replace(notice, failure);
      notice.hidden = false;
      say('The engine failed on this input.');
      console.error(e);
    }
  }

  function analyseNow() {
    const rec = engine.recognise(state.agent);
    // Checked with the token, or with the field as typed when it holds none (engine.recognise).
    const token = rec.agent;
    const urls = urlList(state.urls);
    if (state.focus >= urls.length) state.focus = 0;
    const focusUrl = urls[state.focus];
    // The saver gets the editor's document: it joins the text only when it writes, after a pause.
    saver.save({ agent: state.agent, urls: state.urls, policy: state.policy, focus: state.focus, text: editor.view.state.doc });
    clearTimeout(restTimer);

    const n = docLength();
    const big = n > LARGE_FILE;
    large = big && typeof Worker === 'function' && (n > MAIN_MAX || n >= slowAt);
    if (large) {
      analyseInWorker(rec, urls);
      return;
    }
    // Back on this thread: the worker's copy of a large file is no longer needed.
    if (remote) {
      remote.terminate();
      remote = null;
    }

    const t0 = performance.now();
    if (big && !utf8.valid && !utf8.mixed) utf8.reset(state.text);
    engine.setText(state.text, big ? utf8.bytesOf(state.text) : null);
    const tParsed = performance.now();
    // A large file's focused verdict comes without its lists (a BriefVerdict: the rule and
    // group lines as typed arrays): the highlight needs no more, and it costs ~0.5 ms where
    // the full verdict of a 500 KiB file costs ~10.
    const v = big ? engine.brief(token, focusUrl, state.policy) : engine.check(token, focusUrl, state.policy);
    const t1 = performance.now();
    showFocus(v, token);
    const t2 = performance.now();
    if (big) {
      // Too slow here several times in a row: files this large go to the worker.
      slowRun = t1 - t0 > MAIN_BUDGET ? slowRun + 1 : 0;
      if (slowRun >= 3) slowAt = n;
      verdicts.renderFocus(v, token);
      restTimer = setTimeout(() => guard(() => {
        restTimer = 0;
        const detailed = engine.brief(token, focusUrl, state.policy, DETAIL);
        showFocus(detailed, token);
        // The other readings: their answer, and their verdict only where it differs (the
        // diagram then draws that reading too).
        rest(rec, urls, detailed, (p) => {
          const d = engine.decide(token, focusUrl, p);
          return d.allowed === detailed.allowed ? d : engine.brief(token, focusUrl, p, DETAIL);
        });
      }), REST_DELAY);
    } else {
      rest(rec, urls, v, (p) => engine.check(token, focusUrl, p));
    }
    if (perf) record({ parse: tParsed - t0, cm: perf.docAt - perf.inputAt, before: t0 - perf.inputAt, engine: t1 - t0, inputToHighlight: t2 - perf.inputAt, panels: performance.now() - t0 });
  }

  /**
   * Very large files (and files found too slow here): the worker parses and answers, and
   * this thread only draws. The focused verdict comes back for every keystroke, the rest
   * once typing pauses.
   */
  function analyseInWorker(rec, urls) {
    const token = rec.agent;
    clearTimeout(slowTimer);
    if (engine.robots) {
      // This thread's parse of an earlier text is not needed while the worker holds the file.
      engine.robots.free();
      engine.robots = null;
      engine.text = null;
    }
    remote ??= createRemote(new URL('./worker.js', import.meta.url), {
      onVerdict: ({ verdict, ms, parse, request }) => {
        const back = performance.now();
        workerMs = ms;
        showFocus(verdict, request.token);
        verdicts.renderFocus(verdict, request.token);
        if (perf) {
          const now = performance.now();
          // before: input → request posted; trip: posted → answer back (the worker's queue,
          // its work, both copies, waiting for this thread); draw: answer → highlight dispatched.
          record({ parse, engine: ms, inputToHighlight: now - request.at, worker: true, before: request.sent - request.at, trip: back - request.sent, draw: now - back });
        }
      },
      onDetail: (reply) => guard(() => showDetail(reply)),
      onError: (message) => say(`Analysis failed: ${message}`),
    });
    const { focus, policy } = state;
    // The whole text crosses only on the first request (or after a failure): read it then.
    const text = () => editor.getText();
    const length = docLength();
    const req = { text, length, token, url: urls[focus], policy, at: perf?.inputAt ?? 0, sent: 0 };
    remote.request(req);
    if (perf) req.sent = performance.now();
    // The detail waits for a pause twice as long as an analysis takes (a 50 MB file: ~1 s),
    // so that it does not hold up the next keystroke's answer in the worker.
    restTimer = setTimeout(() => {
      const tokens = matrix.open ? crawler.crawlers.filter((c) => matrix.shows(c)).map((c) => c.token) : null;
      remote?.detail({ text, length, token, urls, focus, policy, matrix: tokens, rec });
    }, Math.max(REST_DELAY, 2 * workerMs));
  }

  function record(sample) {
    const keyAt = perf.keyAt;
    requestAnimationFrame(() => (sample.frame = performance.now() - keyAt));
    sample.bytes = docLength();
    perf.analyses = (perf.analyses ?? 0) + 1;
    perf.samples.push(sample);
    if (perf.samples.length > 5000) perf.samples.shift();
  }

  /** Puts a state into the controls and the editor (after a restore or a new hash). */
  function apply(next) {
    const { text, ...rest } = next;
    Object.assign(state, rest);
    agentInput.value = state.agent;
    urlsInput.value = state.urls;
    policyInput.value = state.policy;
    if (editor.loading !== text && editor.getText() !== text) editor.setText(text); // analyses via onDocChange
    analyse();
  }

  // A large file's matrix is computed by the worker, and only while its panel is open.
  byId('matrix-panel').addEventListener('toggle', () => {
    if (large && matrix.open) analyse();
  });
  byId('matrix-filter').addEventListener('change', () => {
    if (large && matrix.open) analyse();
  });
  urlsInput.addEventListener('input', () => {
    state.urls = urlsInput.value;
    analyse();
  });
  policyInput.addEventListener('change', () => {
    state.policy = /** @type {any} */ (policyInput.value);
    analyse();
  });
  window.addEventListener('hashchange', () => {
    const next = decodeHash(location.hash);
    // A link pasted into the address of this tab: said as on a fresh load, not dropped silently.
    restoreProblem = !next && isBadLink(location.hash) ? BAD_LINK_OPEN : null;
    if (next) apply(next);
    else renotice();
  });

  // Files: the picker, drag-and-drop on the editor, download and copy.
  async function openFile(file) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let text;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      fileNotice = null;
    } catch {
      text = new TextDecoder('utf-8').decode(bytes);
      fileNotice = `${file.name} is not valid UTF-8: the bytes that are not were replaced by U+FFFD in the editor.`;
    }
    editor.setText(text);
    say(`Opened ${file.name} (${bytes.length.toLocaleString('en')} bytes).`);
  }
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    if (file) openFile(file);
    fileInput.value = '';
  });
  const dropZone = byId('editor-pane');
  dropZone.addEventListener('dragover', (e) => {
    if (e.dataTransfer?.types.includes('Files')) {
      e.preventDefault();
      dropZone.classList.add('is-dropping');
    }
  });
  dropZone.addEventListener('dragleave', () => dropZone.classList.remove('is-dropping'));
  dropZone.addEventListener('drop', (e) => {
    dropZone.classList.remove('is-dropping');
    const file = e.dataTransfer?.files?.[0];
    if (file) {
      e.preventDefault();
      openFile(file);
    }
  });
  byId('download').addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([editor.getText()], { type: 'text/plain;charset=utf-8' }));
    const a = h('a', { href: url, download: 'robots.txt' });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    say('Downloaded robots.txt.');
  });
  byId('copy').addEventListener('click', () => copy(editor.getText(), 'Copied the file to the clipboard.'));
  byId('share').addEventListener('click', async () => {
    await saver.flush();
    // The notice already gives the reason (saveProblem): the status line only answers the click.
    if (saveProblem && !location.hash.startsWith('#s=')) return say('No share link: this state is too large for one (see the notice).');
    const link = /** @type {HTMLInputElement} */ (byTestId('share-url'));
    link.value = location.href;
    link.hidden = false;
    link.select();
    copy(location.href, 'Copied the share link to the clipboard.');
  });

  function say(text) {
    status.textContent = text;
  }
  async function copy(text, done) {
    try {
      await navigator.clipboard.writeText(text);
      say(done);
    } catch {
      say('Could not reach the clipboard; select the text and copy it by hand.');
    }
  }

  if (perf) {
    // Hooks for tests that drive many edits (tests/e2e/memory.test.mjs): the editor, and the
    // wasm memory of this thread's engine and of the worker's (0 when it is not running).
    perf.view = editor.view;
    perf.engine = engine;
    perf.wasmMemory = async () => ({ main: engine.wasmMemory(), worker: remote ? await remote.wasmMemory() : 0 });
  }
  agentInput.value = state.agent;
  urlsInput.value = state.urls;
  policyInput.value = state.policy;
  analyse();
  document.documentElement.dataset.ready = 'true';
  document.documentElement.dataset.restored = restored.source;
}

function verdictWords(v) {
  return `${v.allowed ? 'allowed' : 'blocked'}${v.line ? ` (line ${v.line})` : ''}`;
}

main().catch((e) => {
  const el = document.getElementById('status');
  if (el) el.textContent = `The engine failed to load: ${e?.message ?? e}`;
  document.documentElement.dataset.ready = 'error';
  throw e;
});
