// The widget's editor: the page's CodeMirror editor (../editor/editor.js), loaded by a dynamic
// import() only when the user starts editing a widget, so a page that embeds widgets loads
// no CodeMirror until then. `mountEditor` gives it the surface the element uses (the same as
// the light view's, ./light.js) and the hand-over: the caret where the user pressed, the keys
// typed or the text pasted while it loaded.

import {
  cursorCharLeft,
  cursorCharRight,
  cursorLineBoundaryBackward,
  cursorLineBoundaryForward,
  cursorLineDown,
  cursorLineUp,
  deleteCharBackward,
  deleteCharForward,
} from '@codemirror/commands';
import { Compartment, EditorState, StateEffect, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { createEditor } from '../editor/editor.js';
import { isHugeLoad, isTextSet, isTextSetTransaction } from '../editor/huge.js';
import { HUGE_TEXT } from '../session/readings.js';
import { typedKey } from './light.js';

export { HUGE_TEXT, isHugeLoad, isTextSet };

/** What the control characters of the light view's kept keys do. @type {Record<string, import('@codemirror/view').Command>} */
const COMMANDS = {
  '\b': deleteCharBackward,
  '\x7f': deleteCharForward,
  '\x11': cursorCharLeft,
  '\x12': cursorCharRight,
  '\x13': cursorLineUp,
  '\x14': cursorLineDown,
  '\x15': cursorLineBoundaryBackward,
  '\x16': cursorLineBoundaryForward,
};

/**
 * @param {{ parent: HTMLElement, root: ShadowRoot, text: string, label: string, readOnly: boolean,
 *   onDocChange: (view: EditorView, u: import('@codemirror/view').ViewUpdate) => void,
 *   describeLine: (line: number) => string | null }} opts
 */
export function mountEditor({ parent, root, text, label, readOnly, onDocChange, describeLine }) {
  // A huge text enters in slices (the editor's own loading), after the editor is made.
  const editor = createEditor({ parent, root, doc: text.length <= HUGE_TEXT ? text : '', label, onDocChange, describeLine });
  const view = editor.view;
  const ro = new Compartment();
  const readOnlyExt = (/** @type {boolean} */ on) => (on ? [EditorState.readOnly.of(true)] : []);
  // A huge text's first load is the widget's starting text, as a small one's is: not an undo step.
  let first = text.length > HUGE_TEXT;
  const firstLoad = EditorState.transactionExtender.of((tr) => {
    if (!first || !tr.docChanged || !isTextSetTransaction(tr)) return null;
    first = false;
    return { annotations: Transaction.addToHistory.of(false) };
  });
  view.dispatch({ effects: StateEffect.appendConfig.of([ro.of(readOnlyExt(readOnly)), firstLoad]) });
  // While a huge text loads the editor drops edits (they would land in a text about to
  // change): the keys typed meanwhile, and those the light view kept, wait here and are typed
  // once it is in.
  let held = '';
  /** Where the user pressed in the light view, for the caret once the text is in. @type {{ line: number, column: number } | null | undefined} */
  let heldPoint;
  view.contentDOM.addEventListener(
    'keydown',
    (e) => {
      const key = editor.busy && !view.state.readOnly ? typedKey(e) : undefined;
      if (!key) return;
      held += key;
      e.preventDefault();
    },
    true,
  );
  const typeHeld = () => {
    if (editor.busy) return;
    if (heldPoint !== undefined) caretAt(heldPoint);
    heldPoint = undefined;
    const keys = held;
    held = '';
    if (keys) api.type(keys);
  };
  /** @param {{ line: number, column: number } | null} point */
  const caretAt = (point) => {
    const doc = view.state.doc;
    let pos = 0;
    if (point?.line && point.line <= doc.lines) {
      const line = doc.line(point.line);
      pos = Math.min(line.from + point.column, line.to);
    }
    view.dispatch({ selection: { anchor: pos }, scrollIntoView: point != null });
  };
  if (text.length > HUGE_TEXT) editor.setText(text).then(typeHeld);
  const api = {
    view,
    get doc() {
      return view.state.doc;
    },
    get loading() {
      return editor.loading;
    },
    get busy() {
      return editor.busy;
    },
    getText: () => editor.getText(),
    setText: (/** @type {string} */ t) => editor.setText(t),
    setRoles: (/** @type {Parameters<typeof editor.setRoles>[0]} */ r) => editor.setRoles(r),
    setDiagnostics: (/** @type {Parameters<typeof editor.setDiagnostics>[0]} */ d) => editor.setDiagnostics(d),
    setExpectMarks: (/** @type {Parameters<typeof editor.setExpectMarks>[0]} */ m) => editor.setExpectMarks(m),
    revealLine: (/** @type {number} */ n, focus = true) => editor.revealLine(n, focus),
    /** @param {boolean} on */
    setReadOnly(on) {
      view.dispatch({ effects: ro.reconfigure(readOnlyExt(on)) });
    },
    /** Focuses the editor with the caret at a line and column (where the user pressed in the light view), else at the start. */
    /** @param {{ line: number, column: number } | null} point */
    focusAt(point) {
      // A huge text still loading: the caret goes there once it is in.
      if (editor.busy) heldPoint = point;
      else caretAt(point);
      view.focus();
    },
    /** Types `typed` at the caret, as the user's keys: text, and control characters for the
     * keys the light view kept (its `KEYS`): deletions and the caret's moves. */
    /** @param {string} typed */
    type(typed) {
      if (view.state.readOnly) return;
      if (editor.busy) return void (held += typed);
      for (const part of typed.split(/([\b\x7f\x11-\x16])/)) {
        const command = COMMANDS[part];
        if (command) command(view);
        else if (part) view.dispatch({ ...view.state.replaceSelection(part), userEvent: 'input.type', scrollIntoView: true });
      }
    },
    /** Pastes `text` at the caret through the editor's own paste (a huge one enters in slices). */
    /** @param {string} text */
    paste(text) {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      view.contentDOM.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    destroy: () => editor.destroy(),
  };
  return api;
}
