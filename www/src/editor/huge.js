// Huge texts (a 50 MB paste, a large value): CodeMirror splits a string into lines and builds
// its tree in one long task. Past HUGE_TEXT characters the string is split and built into a
// Text a slice at a time, a few slices a task, while a "Loading large text…" panel shows and
// edits typed meanwhile are dropped; the Text then enters the editor in one transaction (one
// undo step, like any paste or replacement).

import { Annotation, EditorState, StateEffect, StateField, Text, Transaction } from '@codemirror/state';
import { showPanel } from '@codemirror/view';
import { HUGE_TEXT } from '../session/readings.js';

/** Marks the transactions of `setText` (programmatic replacements, not user edits). */
export const textSet = Annotation.define();
/** Whether an update comes from `setText`. @param {import('@codemirror/view').ViewUpdate} u */
export const isTextSet = (u) => u.transactions.some((tr) => tr.annotation(textSet));
/** Whether a transaction is one of `setText`'s. @param {Transaction} tr */
export const isTextSetTransaction = (tr) => tr.annotation(textSet) === true;

/**
 * Whether an update puts a huge text in the editor (a load, or the undo or redo of one): its
 * analysis had better start in a task of its own (the update and the copy to a worker are
 * both long).
 * @param {import('@codemirror/view').ViewUpdate} u
 */
export function isHugeLoad(u) {
  let huge = false;
  u.changes.iterChanges((_fromA, _toA, fromB, toB) => (huge ||= toB - fromB > HUGE_TEXT));
  return huge;
}

/** Characters split a slice. */
const SLICE = 1 << 19;
/** Time spent splitting before yielding to the browser (ms). */
const BUDGET = 30;
const LINE_BREAK = /\r\n?|\n/g;

/** The loading panel's element while a huge text loads, or null. */
/** @type {import('@codemirror/state').StateEffectType<HTMLElement | null>} */
export const setLoading = StateEffect.define();
/** @type {StateField<HTMLElement | null>} */
export const loadingField = StateField.define({
  create: () => /** @type {HTMLElement | null} */ (null),
  update(dom, tr) {
    for (const e of tr.effects) if (e.is(setLoading)) dom = e.value;
    return dom;
  },
  provide: (f) => showPanel.from(f, (dom) => (dom ? () => ({ dom, top: true }) : null)),
});
/** While a huge text loads, edits made by the user (typing, pasting, undo) are dropped: it would land in a text about to change. */
export const loadingFilter = EditorState.transactionFilter.of((tr) =>
  tr.docChanged && tr.startState.field(loadingField) && tr.annotation(Transaction.userEvent) && !tr.effects.some((e) => e.is(setLoading))
    ? []
    : tr,
);

/**
 * Splits `str` into a Text over several tasks; null if `live()` turns false meanwhile.
 * @param {string} str
 * @param {(done: number) => void} progress  the share split so far (0–1)
 * @param {() => boolean} live
 * @returns {Promise<Text | null>}
 */
export async function sliceText(str, progress, live) {
  let doc = null;
  let pos = 0;
  while (pos < str.length) {
    const t0 = performance.now();
    do {
      // A slice ends after a line break (a CR LF is never cut), or at the end of the text.
      LINE_BREAK.lastIndex = Math.min(pos + SLICE, str.length);
      const m = LINE_BREAK.exec(str);
      const cut = m ? m.index + m[0].length : str.length;
      // Text.append joins the last line of one part to the first of the next: a part that
      // ends with a line break ends with an empty line, which the next part's first continues.
      const part = Text.of(str.slice(pos, cut).split(LINE_BREAK));
      doc = doc ? doc.append(part) : part;
      pos = cut;
    } while (pos < str.length && performance.now() - t0 < BUDGET);
    if (pos < str.length) {
      progress(pos / str.length);
      await new Promise((r) => setTimeout(r, 0));
      if (!live()) return null;
    }
  }
  return doc ?? Text.empty;
}
