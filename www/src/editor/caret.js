// The caret: solid while the user types or moves it, blinking once they pause, as in most
// editors. CodeMirror's own blink restarts a CSS animation on every change, which lengthens
// each keystroke's frame; its rate is 0 here, and this plugin restarts the blink once per
// pause instead.

import { EditorView, ViewPlugin } from '@codemirror/view';

/** ms without a change before the caret blinks, and one blink's period. */
const BLINK_AFTER = 500;
const BLINK_PERIOD = 1200;

export const restingBlink = ViewPlugin.fromClass(
  class {
    /** @param {EditorView} view */
    constructor(view) {
      this.view = view;
      this.blinking = false;
      this.timer = setTimeout(() => this.blink(), BLINK_AFTER);
    }
    /** @param {import('@codemirror/view').ViewUpdate} u */
    update(u) {
      if (!u.docChanged && !u.selectionSet && !u.focusChanged) return;
      if (this.blinking) {
        this.blinking = false;
        this.layer()?.style.setProperty('animation-duration', '0ms');
      }
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.blink(), BLINK_AFTER);
    }
    blink() {
      const layer = this.layer();
      if (!layer) return;
      this.blinking = true;
      // A new name starts the animation afresh, caret shown: the keyframes are CodeMirror's.
      layer.style.animationName = layer.style.animationName === 'cm-blink' ? 'cm-blink2' : 'cm-blink';
      layer.style.setProperty('animation-duration', `${BLINK_PERIOD}ms`);
    }
    /** @returns {HTMLElement | null} */
    layer() {
      return this.view.scrollDOM.querySelector(':scope > .cm-cursorLayer');
    }
    destroy() {
      clearTimeout(this.timer);
    }
  },
);
