// The hover text of each line of the file under the focused verdict, from the engine's words
// (the reason and each group's why come with the verdict): shared by the page's Why panel
// (./explain.js) and the element, which loads this module alone (the panel's code is the page's).

import { groupAt, indexOf, verdictLines } from '../editor/roles.js';
import { many } from '../words.js';

/** @typedef {import('robots-playground/full').Verdict} Verdict */
/** @typedef {import('robots-playground/full').BriefVerdict} BriefVerdict */
/** @typedef {import('robots-playground/full').Winner} Winner */
/** @typedef {Verdict | BriefVerdict} AnyVerdict */

/** The text with its first letter in capitals. */
export const cap = (/** @type {string} */ s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The group object with first line `line` among those a verdict lists, if listed.
 * @param {AnyVerdict} v @param {number} line
 */
function listedGroup(v, line) {
  return v.groups.find((g) => g.line === line) ?? v.skipped.find((g) => g.line === line) ?? null;
}

/**
 * The hover text for one line of the file under the focused verdict, or null. The verdict
 * may be a full `Verdict` or a `BriefVerdict` (whose lists are bounded): the rules and groups
 * are read from their line arrays, the rest from the line's own words.
 * @param {AnyVerdict | null} v  the focused verdict
 * @param {number} line
 * @returns {string | null}
 */
export function describeLine(v, line) {
  if (!v) return null;
  const l = verdictLines(v);
  const g = groupAt(l, line);
  const i = indexOf(l.rules, line);
  if (i >= 0) {
    const parts = [`merged for ${v.token}${g ? ` (group at line ${g.line})` : ''}`];
    if (!l.match[i]) {
      parts.push(`does not match ${v.path}`);
    } else {
      parts.push(`matches ${v.path} (${many(l.priority[i], 'byte')}${l.match[i] === 2 ? ', through the index.html rule' : ''})`);
      const w = v.winner;
      if (w && w.line === line) parts.push(`wins: ${v.reasonText}`);
      else if (w) parts.push(`loses to line ${w.line} (${cap(w.kind)}, ${many(w.priority, 'byte')})`);
    }
    return parts.join('; ');
  }
  if (!g) return null;
  const listed = listedGroup(v, g.line);
  if (!listed) return `group at line ${g.line}: ${g.taken ? `taken for ${v.token}` : 'not used'}`;
  const agents = listed.agents.map((a) => a.value).join(', ');
  return `group at line ${g.line} (User-agent: ${agents}): ${listed.whyText}`;
}
