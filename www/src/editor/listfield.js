// A field for a list of lines (the URLs to test), made with CodeMirror rather than a
// <textarea>: CodeMirror lays out only the lines in view, so 100,000 URLs cost what a screenful
// does, where a textarea lays out and shapes every line on each change (seconds at that size),
// and Chromium's own paste into a textarea is quadratic in the lines.
//
// Scripts and tests reach it as they would a textarea: the editable element carries the hooks
// given (`id`, `data-testid`) and a `value` property that reads the whole list.

import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState, Transaction } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';

/** The field's look, from the page's own colours (styles.css), like the page's other fields. */
const look = EditorView.theme({
  '&': {
    border: '1px solid var(--robots-border)',
    borderRadius: '6px',
    background: 'var(--robots-pane)',
    color: 'var(--robots-fg)',
    fontSize: '0.9rem',
  },
  '&.cm-focused': { outline: '2px solid var(--robots-focus)', outlineOffset: '2px' },
  '.cm-scroller': { fontFamily: 'var(--robots-mono)', minHeight: '5.6em', maxHeight: '14em', overflow: 'auto' },
  '.cm-content': { padding: '0.35rem 0' },
  '.cm-line': { padding: '0 0.5rem' },
});

/**
 * Makes the field.
 * @param {{ id: string, testid: string, labelledBy: string, onInput: (text: string) => void }} o
 *   `onInput` is called with the whole text after each change the user makes (not after `set`)
 */
export function listField(o) {
  /** Whether the change being dispatched is `set`'s, which reports nothing. */
  let setting = false;
  const view = new EditorView({
    state: EditorState.create({
      doc: '',
      extensions: [
        history(),
        keymap.of([...historyKeymap, ...defaultKeymap]),
        look,
        // Long URLs wrap, as they did in a textarea, rather than scroll sideways on a phone.
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({
          id: o.id,
          'data-testid': o.testid,
          'aria-labelledby': o.labelledBy,
          'aria-multiline': 'true',
          // As in the file's editor: makes the scroller's focusable content visible to checkers
          // such as axe.
          tabindex: '0',
          spellcheck: 'false',
          autocorrect: 'off',
          autocapitalize: 'off',
        }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged && !setting) o.onInput(u.state.doc.toString());
        }),
      ],
    }),
  });
  Object.defineProperty(view.contentDOM, 'value', { get: () => view.state.doc.toString() });
  return {
    /** The field's element, to place in the page. */
    dom: view.dom,
    /** The list now. */
    get value() {
      return view.state.doc.toString();
    },
    /** Puts `text` in the field without reporting it (a restored state); undo does not reach
     * before it. @param {string} text */
    set(text) {
      if (text === view.state.doc.toString()) return;
      setting = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, annotations: Transaction.addToHistory.of(false) });
      } finally {
        setting = false;
      }
    },
    focus: () => view.focus(),
  };
}
