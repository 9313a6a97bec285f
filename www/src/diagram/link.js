// The editor side of the diagram link: a line decoration on the lines of the box under the
// pointer or the keyboard focus. Added to an existing CodeMirror view with appendConfig,
// so the editor module needs no change.

import { RangeSetBuilder, StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView } from '@codemirror/view';

/** Lines marked at most (a huge group marks its first lines only). */
const MAX_LINES = 2000;

/** @typedef {{ from: number, to: number }} LineRange  1-based lines, both included */

/** @type {import('@codemirror/state').StateEffectType<LineRange | null>} */
const setLinked = StateEffect.define();
const linkedLine = Decoration.line({ class: 'cm-diagram-linked', attributes: { 'data-diagram-linked': 'true' } });

/** @type {StateField<import('@codemirror/view').DecorationSet>} */
const linkedField = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    for (const e of tr.effects) {
      if (!e.is(setLinked)) continue;
      if (!e.value) return Decoration.none;
      const doc = tr.state.doc;
      /** @type {RangeSetBuilder<Decoration>} */
      const b = new RangeSetBuilder();
      const from = Math.max(1, e.value.from);
      const to = Math.min(doc.lines, e.value.to, from + MAX_LINES);
      for (let n = from; n <= to; n++) b.add(doc.line(n).from, doc.line(n).from, linkedLine);
      return b.finish();
    }
    return tr.docChanged ? Decoration.none : deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

const linkedTheme = EditorView.theme({ '.cm-diagram-linked': { outline: '2px dashed var(--robots-focus)', outlineOffset: '-2px' } });

/**
 * @param {EditorView} view
 * @returns {{ show(range: LineRange | null): void }}
 */
export function linkEditor(view) {
  view.dispatch({ effects: StateEffect.appendConfig.of([linkedField, linkedTheme]) });
  return {
    /** @param {LineRange | null} range */
    show(range) {
      view.dispatch({ effects: setLinked.of(range) });
      // Bring the first line into the editor's own view; the page itself never scrolls, so
      // the box under the pointer stays put.
      if (!range || range.from > view.state.doc.lines) return;
      const block = view.lineBlockAt(view.state.doc.line(Math.max(1, range.from)).from);
      const sd = view.scrollDOM;
      const top = block.top + view.documentTop - sd.getBoundingClientRect().top + sd.scrollTop;
      if (top < sd.scrollTop || top + block.height > sd.scrollTop + sd.clientHeight) sd.scrollTop = top - sd.clientHeight / 3;
    },
  };
}
