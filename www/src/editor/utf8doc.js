// The editor's text as UTF-8 bytes, kept up to date edit by edit, so a large file reaches
// the engine without encoding the whole string again on every keystroke. Encoding a large
// string (CodeMirror hands it over as a rope of lines) costs more than parsing ready bytes.
// Edits are spliced into a growable buffer while the text is ASCII, where a UTF-16 offset is
// a byte offset; any other character turns the mirror off until the next reset.

const encoder = new TextEncoder();

export class Utf8Doc {
  constructor() {
    this.buf = new Uint8Array(0);
    this.len = 0;
    /** UTF-16 length of the text mirrored, to catch any edit that was missed. */
    this.units = -1;
    this.valid = false;
    /** The text had a non-ASCII character when the mirror stopped: trying again is useless until a reset. */
    this.mixed = false;
  }

  /**
   * Mirrors `text` from scratch.
   * @param {string} text
   */
  reset(text) {
    this.valid = !/[^\x00-\x7f]/.test(text);
    this.mixed = !this.valid;
    if (!this.valid) return;
    this.reserve(text.length);
    this.len = encoder.encodeInto(text, this.buf).written;
    this.units = text.length;
  }

  /**
   * Room for `n` bytes, keeping the first `len`.
   * @param {number} n
   */
  reserve(n) {
    if (n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(n, this.buf.length * 1.5) | 0);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  /**
   * Applies one transaction's changes (a CodeMirror ChangeSet), left to right: `fromB` is
   * where each change starts once the ones before it are applied.
   * @param {{ length: number, iterChanges(f: (fromA: number, toA: number, fromB: number, toB: number, inserted: { toString(): string }) => void): void }} changes
   */
  apply(changes) {
    // A change of the whole text (a file opened, an example loaded) starts the mirror afresh.
    let whole = /** @type {{ toString(): string } | null} */ (null);
    changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
      if (fromA === 0 && toA === changes.length) whole = inserted;
    });
    if (whole) return this.reset(whole.toString());
    changes.iterChanges((fromA, toA, fromB, _toB, inserted) => this.splice(fromB, toA - fromA, inserted.toString()));
  }

  /**
   * Replaces `removed` units at UTF-16 offset `at` with `text` (one edit, in the order made).
   * A non-ASCII `text` turns the mirror off.
   * @param {number} at @param {number} removed @param {string} text
   */
  splice(at, removed, text) {
    if (!this.valid) return;
    if (/[^\x00-\x7f]/.test(text)) {
      this.valid = false;
      this.mixed = true;
      return;
    }
    const grow = text.length - removed;
    this.reserve(this.len + grow);
    this.buf.copyWithin(at + text.length, at + removed, this.len);
    encoder.encodeInto(text, this.buf.subarray(at, at + text.length));
    this.len += grow;
    this.units += grow;
  }

  /**
   * The bytes of the editor's text when the mirror holds them (a view, valid until the next
   * edit), or null.
   * @param {number} length  the text's length (UTF-16 units), to check the mirror against
   */
  bytesOf(length) {
    if (!this.valid || this.units !== length) return null;
    return this.buf.subarray(0, this.len);
  }
}
