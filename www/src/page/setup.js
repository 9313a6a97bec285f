// The page's parts, made once at start: the editor with its UTF-8 mirror and line
// descriptions, the controls (crawler, URLs, reading), and the panels. main.js wires them to
// the session.

import { createEditor } from '../editor/editor.js';
import { isHugeLoad, isTextSet } from '../editor/huge.js';
import { describeLine } from '../panels/explain.js';
import { Utf8Doc } from '../editor/utf8doc.js';
import { MAIN_MAX } from '../session/readings.js';
import { restoreEarlier } from './earlier.js';
import { narrowLayout } from './narrow.js';

export const byTestId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.querySelector(`[data-testid="${id}"]`));
export const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

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

/** The page in one column on a narrow screen (./narrow.js). */
export function pageLayout() {
  narrowLayout({
    answer: byId('answer'),
    pane: byId('answer-pane'),
    editorPane: byId('editor-pane'),
    more: /** @type {HTMLButtonElement} */ (byTestId('answer-more')),
  });
}

/** @typedef {ReturnType<typeof pageEditor>['loaded']} Loaded */
