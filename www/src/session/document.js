// One document as the worker holds it: the text, its UTF-8 bytes kept edit by edit, and its
// parse. The page sends a text whole once, then edits; a 5 MB string costs ~15 ms more to hand
// to the engine than its bytes, so the parse is made from the bytes whenever the mirror holds
// them (ASCII text). No DOM: the worker uses it, and Node tests it.

import { Utf8Doc } from '../editor/utf8doc.js';

/** @typedef {import('../engine.js').Engine} Engine */

export class Document {
  /** @param {Engine} engine  the parse this document owns */
  constructor(engine) {
    this.engine = engine;
    this.text = '';
    this.utf8 = new Utf8Doc();
    /** Replaced with every change: what the engine compares to skip a parse. */
    this.rev = {};
  }

  /**
   * Brings the text up to date: `text` whole (when given), then `edits` ([at, removed,
   * inserted], UTF-16 offsets, applied in order). False when the result is not `length` long:
   * an edit was missed and the text must be sent whole.
   * @param {{ text?: string, edits?: [number, number, string][], length: number }} part
   */
  update(part) {
    if (typeof part.text === 'string') {
      this.text = part.text;
      this.utf8.reset(part.text);
      this.rev = {};
    }
    for (const [at, removed, inserted] of part.edits ?? []) {
      this.text = this.text.slice(0, at) + inserted + this.text.slice(at + removed);
      this.utf8.splice(at, removed, inserted);
      this.rev = {};
    }
    return this.text.length === part.length;
  }

  /** Parses the text unless this revision is parsed already: from its bytes when the mirror holds them. */
  parse() {
    this.engine.setText(() => this.text, this.utf8.bytesOf(this.text.length), this.rev);
  }
}
