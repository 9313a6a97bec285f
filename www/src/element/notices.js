// What the widget tells about a hostile or huge value: the parts crawlers ignore (past
// 500 KiB, after a NUL, past 16,663 bytes on a line, lines that are not rules) and what the
// widget itself simplified (a large file's bounded lists, analysis in the background).
// No DOM here: worker.js counts the odd characters of a large text with `oddChars`.

/** Google's crawler reads this many bytes of a robots.txt (500 KiB). */
const SIZE_LIMIT = 512000;
const fmt = (n) => n.toLocaleString('en');
const many = (n, one, more = `${one}s`) => `${fmt(n)} ${n === 1 ? one : more}`;

/** NUL, the other C0 controls and DEL (binary data), and lone surrogates; one pass. */
const ODD = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Characters the engine reads differently from how they look: NUL ends a line for Google,
 * control characters mean binary data, and a lone surrogate (half a UTF-16 pair, not valid
 * Unicode) reaches the engine as U+FFFD.
 * @param {string} text
 */
export function oddChars(text) {
  const out = { nul: 0, controls: 0, surrogates: 0 };
  ODD.lastIndex = 0;
  for (let m; (m = ODD.exec(text)); ) {
    const c = m[0].charCodeAt(0);
    if (c === 0) out.nul++;
    else if (c < 0xd800) out.controls++;
    else out.surrogates++;
  }
  return out;
}

/**
 * @typedef {object} Facts
 * @property {number} bytes        UTF-8 size of the text
 * @property {number} lines        lines of the text
 * @property {number} cutLine      the line holding byte 512,000 (when over the limit)
 * @property {string} policy       the reading
 * @property {'worker' | 'thread' | null} large  a large value, analysed in the worker or (no worker) on the page's thread
 * @property {number} limit        groups and rules a large value's verdicts list
 * @property {number} rules        rules of the focused verdict
 * @property {{ total: number, listed: number, ids: Record<string, number> } | null} lint  null: not run yet
 * @property {{ nul: number, controls: number, surrogates: number } | null} chars
 */

/**
 * The notices for a value, `[kind, text]` each, in plain words.
 * @param {Facts} f
 * @returns {[string, string][]}
 */
export function notices(f) {
  const out = [];
  const ids = f.lint?.ids ?? {};
  if (f.bytes > SIZE_LIMIT) {
    const rest = `Google's crawler reads only the first 512,000 bytes (500 KiB) of a robots.txt: it ignores the last ${fmt(f.bytes - SIZE_LIMIT)} bytes of this one, from line ${fmt(f.cutLine)} on`;
    out.push([
      'size',
      `This file is ${fmt(f.bytes)} bytes. ${rest}${f.policy === 'crawler' ? ', and so do these verdicts.' : '. These verdicts read the whole file, as Google\'s library does (policy="crawler" stops where the crawler does).'}`,
    ]);
  }
  if (f.large) {
    let text =
      f.large === 'worker'
        ? `Large file (${many(f.lines, 'line')}): it is analysed in the background, so the highlight may trail your typing.`
        : `Large file (${many(f.lines, 'line')}): no worker could start, so it is analysed on this page's thread and typing may lag; the lint waits for a pause.`;
    if (f.rules > f.limit) text += ` The explanation lists the first ${fmt(f.limit)} of ${fmt(f.rules)} rules.`;
    if (f.lint && f.lint.total > f.lint.listed) text += ` The lint marks the first ${fmt(f.lint.listed)} of ${fmt(f.lint.total)} findings.`;
    out.push(['large', text]);
  }
  const c = f.chars;
  if (c?.nul) out.push(['nul', `${many(c.nul, 'NUL character')}: Google stops reading a line at its first NUL and ignores the rest of it.`]);
  if (ids['line-too-long']) {
    out.push(['long-line', `${many(ids['line-too-long'], 'line is', 'lines are')} longer than 16,663 bytes: Google reads the first 16,663 bytes of each and ignores the rest.`]);
  }
  if (c?.controls) {
    const bad = ids['invalid-line'] ? `; the ${many(ids['invalid-line'], 'line that is not', 'lines that are not')} "key: value" ${ids['invalid-line'] === 1 ? 'is' : 'are'} ignored` : '';
    out.push(['binary', `${many(c.controls, 'control character')}, as in binary data${bad}.`]);
  }
  if (c?.surrogates) {
    out.push(['unicode', `${many(c.surrogates, 'lone surrogate')} (half of a UTF-16 pair, not valid Unicode): the engine reads each as U+FFFD.`]);
  }
  return out;
}
