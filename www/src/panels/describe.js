// Plain words for a verdict's parts, and the hover text of each line of the file under the
// focused verdict: shared by the page's Why panel (./explain.js) and the element, which loads
// this module alone (the panel's code is the page's).

import { groupAt, indexOf, verdictLines } from '../roles.js';
import { many, statusWords } from '../words.js';

/** @typedef {import('robots-playground/full').Verdict} Verdict */
/** @typedef {import('robots-playground/full').BriefVerdict} BriefVerdict */
/** @typedef {import('robots-playground/full').Winner} Winner */
/** @typedef {Verdict | BriefVerdict} AnyVerdict */

/** The text with its first letter in capitals. */
export const cap = (/** @type {string} */ s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Plain words for GroupChoice.why.
 * @param {import('robots-playground/full').GroupWhy} why @param {string} token
 * @returns {string}
 */
export function groupWhy(why, token) {
  switch (why) {
    case 'named-match': return `taken: it names ${token}`;
    case 'named-merged': return `taken: it names ${token}, as another group does; their rules are merged`;
    case 'wildcard-fallback': return `taken: the * group, used because no group names ${token}`;
    case 'wildcard-not-needed': return `not used: the * group applies only when no group names ${token}`;
    case 'wildcard-ignored': return `not used: this crawler ignores the * group and obeys only groups naming it`;
    case 'other-agent': return 'not used: it names other crawlers';
    case 'invalid-token': return 'not used: its user-agent values are not valid product tokens (RFC 9309), so it matches nothing';
    case 'less-specific-token': return 'not used: it names a fallback token, and a more specific token has a group';
    case 'robots-ignored': return 'not read: this crawler ignores robots.txt';
    case 'file-not-read': return 'not read: the request for robots.txt was not a success, so no rule of the file counts';
    default: return why;
  }
}

/**
 * Plain words for Verdict.reason.
 * @param {AnyVerdict} v
 * @returns {string}
 */
export function reasonText(v) {
  // A rule decided when the reason is one of the first three.
  const w = /** @type {Winner} */ (v.winner);
  switch (v.reason) {
    case 'longest-match': return `the longest matching pattern wins: line ${w.line} (${cap(w.kind)}, ${many(w.priority, 'byte')})`;
    case 'allow-on-tie': return `an Allow and a Disallow pattern of the same length (${many(w.priority, 'byte')}) match; Allow wins the tie (line ${w.line})`;
    case 'empty-rule': return `only an empty rule matches (line ${w.line}); it has priority 0 and never blocks`;
    case 'no-rule-matched': return 'no rule of the merged set matches the path, so it is allowed';
    case 'no-group-applies': return 'no group names the token and no * group applies, so no rule applies and everything is allowed';
    case 'robots-txt-implicit': return 'RFC 9309: /robots.txt itself is always allowed';
    case 'ignores-robots': return 'this crawler ignores robots.txt, whatever the file says';
    case 'file-unavailable': return `the request for /robots.txt got ${statusWords(v.status)}: the file counts as unavailable (RFC 9309 §2.3.1.3), so everything may be fetched`;
    case 'file-unreachable': return `the request for /robots.txt got ${statusWords(v.status)}: the file counts as unreachable (RFC 9309 §2.3.1.4; Google reads 429 the same way), so nothing may be fetched`;
    default: return v.reason;
  }
}

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
      if (w && w.line === line) parts.push(`wins: ${reasonText(v)}`);
      else if (w) parts.push(`loses to line ${w.line} (${cap(w.kind)}, ${many(w.priority, 'byte')})`);
    }
    return parts.join('; ');
  }
  if (!g) return null;
  const listed = listedGroup(v, g.line);
  if (!listed) return `group at line ${g.line}: ${g.taken ? `taken for ${v.token}` : 'not used'}`;
  const agents = listed.agents.map((a) => a.value).join(', ');
  return `group at line ${g.line} (User-agent: ${agents}): ${groupWhy(listed.why, v.token)}`;
}

