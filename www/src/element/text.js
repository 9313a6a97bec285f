// Inline content of a <robots-playground>: the text of its <script type="text/plain"> child,
// with the first and last blank lines dropped and the common leading indentation removed,
// so the file can be indented like the surrounding HTML.

/**
 * Removes the first and last blank lines and the indentation every non-blank line shares.
 * Tabs and spaces count alike, one character each; lines made only of blanks keep nothing.
 * @param {string} text
 * @returns {string}
 */
export function dedent(text) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length && /^[ \t]*$/.test(lines[0])) lines.shift();
  if (lines.length && /^[ \t]*$/.test(lines[lines.length - 1])) lines.pop();
  let common = Infinity;
  for (const line of lines) {
    if (/^[ \t]*$/.test(line)) continue;
    common = Math.min(common, /** @type {RegExpExecArray} */ (/^[ \t]*/.exec(line))[0].length);
  }
  if (!Number.isFinite(common)) common = 0;
  return lines.map((l) => (/^[ \t]*$/.test(l) ? '' : l.slice(common))).join('\n') + (lines.length ? '\n' : '');
}

/**
 * The URLs of a `urls` attribute: one per line, blank lines and surrounding spaces dropped.
 * @param {string | null | undefined} value
 * @returns {string[]}
 */
export function splitUrls(value) {
  return (value ?? '')
    .split(/\r?\n/)
    .map((u) => u.trim())
    .filter(Boolean);
}
