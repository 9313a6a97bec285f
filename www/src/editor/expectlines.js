// The lines of the file to mark for failing expectations: one per line, listing each failure
// it decides; and which expectations a list shows. No DOM and no CodeMirror: the page's editor
// (./expectmarks.js) and the element's light view draw them, and the element computes them
// before its editor loads.

/** The most expectations (and lines that are not expectations) a list shows. */
export const EXPECT_ROWS = 500;

/**
 * The expectations a list shows: all, or EXPECT_ROWS of them, the failing ones first.
 * @template {{ pass: boolean }} R @param {R[]} results
 * @returns {R[]}
 */
export const listedExpectations = (results) =>
  results.length <= EXPECT_ROWS ? results : [...results.filter((r) => !r.pass), ...results.filter((r) => r.pass)].slice(0, EXPECT_ROWS);

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
