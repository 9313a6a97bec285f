// The size cut-off: where a crawler with a size limit stops reading.

import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, WidgetType } from '@codemirror/view';

/** @type {import('@codemirror/state').StateEffectType<{ pos: number, label: string } | null>} */
export const setCutoff = StateEffect.define();

class CutoffWidget extends WidgetType {
  /** @param {string} label */
  constructor(label) {
    super();
    this.label = label;
  }
  /** @param {CutoffWidget} other */
  eq(other) {
    return other.label === this.label;
  }
  toDOM() {
    const div = document.createElement('div');
    div.className = 'cm-robots-cutoff';
    div.setAttribute('data-testid', 'cutoff');
    div.textContent = this.label;
    return div;
  }
}

export const cutoffField = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    for (const e of tr.effects) {
      if (e.is(setCutoff)) {
        if (!e.value) return Decoration.none;
        const { pos, label } = e.value;
        const at = Math.min(pos, tr.state.doc.length);
        const line = tr.state.doc.lineAt(at);
        return Decoration.set([
          Decoration.line({ class: 'cm-robots-cutoff-line', attributes: { 'data-cutoff': 'true' } }).range(line.from),
          Decoration.widget({ widget: new CutoffWidget(label), block: true, side: 1 }).range(line.to),
        ]);
      }
    }
    return deco.map(tr.changes);
  },
  provide: (f) => EditorView.decorations.from(f),
});
