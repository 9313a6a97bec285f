// What the widget tells about a hostile or huge value: the parts crawlers ignore (past Google's
// size limit, after a NUL, past its line limit, lines that are not rules) and what the
// widget itself simplified (a large file's bounded lists, analysis in the background).
// No DOM here. The characters themselves are counted by chars.js.

import { longLinesText, sizeText } from '../engine.js';
import { fmt, many } from '../words.js';

/**
 * @typedef {object} Facts
 * @property {number} bytes        UTF-8 size of the text
 * @property {number} lines        lines of the text
 * @property {import('robots-playground/full').SizeCutAt | null} cut  where Google's crawler stops (the engine's sizeCut(); null: it reads it all)
 * @property {string} policy       the reading
 * @property {string | null} [unknownPolicy]  a `policy` attribute the widget does not know (it reads as google)
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
  /** @type {[string, string][]} */
  const out = [];
  if (f.unknownPolicy != null) {
    out.push([
      'policy',
      `policy="${f.unknownPolicy}" is not a reading this widget knows (google, rfc9309 or crawler): these verdicts use google.`,
    ]);
  }
  const ids = f.lint?.ids ?? {};
  // The engine's sentence for its own limit (sizeText's default is Google's, as sizeCut's is).
  const size = f.cut && sizeText(f.bytes, f.cut.line);
  if (size) {
    out.push([
      'size',
      `${size.cut} ${f.policy === 'crawler' ? 'These verdicts stop there too.' : "These verdicts read it all, as Google's library does."}`,
    ]);
  }
  if (f.large) {
    let text = `Large file (${many(f.lines, 'line')}): ${f.large === 'worker' ? 'analysed in the background.' : "analysed on this page's thread, as no worker could start; typing may lag."}`;
    if (f.rules > f.limit) text += ` The explanation lists the first ${fmt(f.limit)} of ${fmt(f.rules)} rules.`;
    if (f.lint && f.lint.total > f.lint.listed) text += ` The lint marks the first ${fmt(f.lint.listed)} of ${fmt(f.lint.total)} findings.`;
    out.push(['large', text]);
  }
  const c = f.chars;
  const bad = ids['invalid-line'];
  if (c?.nul) out.push(['nul', `${many(c.nul, 'NUL character')}: Google stops reading a line at its first NUL.`]);
  if (ids['line-too-long']) out.push(['long-line', longLinesText(ids['line-too-long'])]);
  if (c?.controls)
    out.push([
      'binary',
      `${many(c.controls, 'control character')} (binary data?)${bad ? `: ${many(bad, 'line')} that ${bad > 1 ? 'are' : 'is'} not "key: value" ignored` : ''}.`,
    ]);
  if (c?.surrogates) out.push(['unicode', `${many(c.surrogates, 'lone surrogate')} (invalid Unicode): the engine reads each as U+FFFD.`]);
  return out;
}
