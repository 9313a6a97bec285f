// Large pastes into a textarea (the URL list): Chromium's own paste inserts the text line by
// line into the field's inner editor, quadratic in the lines, which freezes the page for a
// paste of many lines. Such a paste is put in with setRangeText instead, followed by the
// `input` event the page listens to. That write is not in the browser's undo history, so the
// field keeps the one step itself: Ctrl+Z (⌘Z) right after such a paste puts back what the
// field held.

/** Lines from which a paste is put in by the page. */
export const LARGE_PASTE_LINES = 1000;

/** @param {HTMLTextAreaElement} field */
export function pasteLargeText(field) {
  /** @type {{ before: string, after: string, start: number, end: number } | null} */
  let last = null;
  const put = (/** @type {string} */ value, /** @type {number} */ start, /** @type {number} */ end) => {
    field.value = value;
    field.setSelectionRange(start, end);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  field.addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain') ?? '';
    let lines = 0;
    for (let i = text.indexOf('\n'); i >= 0 && lines < LARGE_PASTE_LINES; i = text.indexOf('\n', i + 1)) lines++;
    if (lines < LARGE_PASTE_LINES) return;
    e.preventDefault();
    const before = field.value;
    const { selectionStart: start, selectionEnd: end } = field;
    field.setRangeText(text.replace(/\r\n?/g, '\n'), start, end, 'end');
    last = { before, after: field.value, start, end };
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  field.addEventListener('keydown', (e) => {
    const undo = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z';
    if (!undo || !last || field.value !== last.after) return;
    e.preventDefault();
    const { before, start, end } = last;
    last = null;
    put(before, start, end);
  });
}
