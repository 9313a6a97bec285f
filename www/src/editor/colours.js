// Syntax colours (./syntax.js, the light view's tokenizer too) as mark decorations on the lines
// shown. robots.txt lines do not depend on each other, so no parser or syntax tree is needed: a
// keystroke recolours the lines in view only. What a keystroke pays for colours is mostly the
// spans themselves (Chrome's text insertion and layout), hence as few classes as the reading
// needs (syntax.js).

import { EditorState, RangeSetBuilder } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin } from '@codemirror/view';
import { SYNTAX_STYLES, lineTokens } from './syntax.js';

/** One decoration per class, so that unchanged lines compare equal and are not redrawn. */
const MARKS = Object.fromEntries(Object.keys(SYNTAX_STYLES).map((cls) => [cls, Decoration.mark({ class: cls })]));

export const syntaxColours = ViewPlugin.fromClass(
  class {
    /** @param {EditorView} view */
    constructor(view) {
      this.decorations = this.build(view);
    }
    /** @param {import('@codemirror/view').ViewUpdate} u */
    update(u) {
      if (u.docChanged || u.viewportChanged) this.decorations = this.build(u.view);
    }
    /** @param {EditorView} view */
    build(view) {
      const doc = view.state.doc;
      /** @type {RangeSetBuilder<Decoration>} */
      const b = new RangeSetBuilder();
      for (const { from, to } of view.visibleRanges) {
        for (let line = doc.lineAt(from); ; line = doc.line(line.number + 1)) {
          let at = line.from;
          for (const [text, cls] of lineTokens(line.text)) {
            if (cls) b.add(at, at + text.length, MARKS[cls]);
            at += text.length;
          }
          if (line.to >= to || line.number === doc.lines) break;
        }
      }
      return b.finish();
    }
  },
  { decorations: (p) => p.decorations },
);

/** What a language would give: `#` comments (toggleComment, Mod-/). */
export const robotsLanguageData = EditorState.languageData.of(() => [{ commentTokens: { line: '#' } }]);
