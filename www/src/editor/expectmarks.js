// The editor's marks for failing expectations (../panels/expect.js): the line that now decides
// a crawler × URL the user expected otherwise gets a red edge and a title naming what failed.
// A failure decided by no rule has no line to mark; the panel and the answer bar say it.

import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView } from '@codemirror/view';

/**
 * A line to mark and what it breaks (one sentence per failing expectation).
 * @typedef {{ line: number, what: string[] }} ExpectMark
 */

/** @type {import('@codemirror/state').StateEffectType<ExpectMark[]>} */
export const setExpectMarks = StateEffect.define();

export const expectMarksField = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    for (const e of tr.effects) {
      if (!e.is(setExpectMarks)) continue;
      const doc = tr.state.doc;
      const marks = e.value.filter((m) => m.line >= 1 && m.line <= doc.lines).sort((a, b) => a.line - b.line);
      return Decoration.set(
        marks.map((m) =>
          Decoration.line({
            class: 'cm-expect-fail',
            attributes: { 'data-expect-fail': String(m.what.length), title: `Expectation failing here: ${m.what.join('; ')}` },
          }).range(doc.line(m.line).from),
        ),
      );
    }
    return deco.map(tr.changes);
  },
  provide: (f) => EditorView.decorations.from(f),
});
