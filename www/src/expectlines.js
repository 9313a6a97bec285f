// The lines of the file to mark for failing expectations: one per line, listing each failure
// it decides. No DOM and no CodeMirror: the page's editor (./expectmarks.js) and the element's
// light view draw them, and the element computes them before its editor loads.

/**
 * The marks for a report's failures.
 * @param {import('robots-playground/full').ExpectResult[]} results
 * @returns {{ line: number, what: string[] }[]}
 */
export function marksOf(results) {
  /** @type {Map<number, string[]>} */
  const byLine = new Map();
  for (const r of results) {
    if (r.pass || r.line < 1) continue;
    const what = `${r.agent} expected ${r.expected} on ${r.url}, got ${r.got}`;
    byLine.set(r.line, [...(byLine.get(r.line) ?? []), what]);
  }
  return [...byLine].map(([line, what]) => ({ line, what }));
}
