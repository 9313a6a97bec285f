// The "why" for the focused URL, in plain words and as structured data: the token, the
// groups considered and why each was taken or not, the merged rules, the winner and the
// tie-break. Also the hover text of each editor line.

import { h, lineButton, replace } from '../dom.js';

/** Plain words for GroupChoice.why. */
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
    default: return why;
  }
}

/** Plain words for Verdict.reason. */
export function reasonText(v) {
  const w = v.winner;
  switch (v.reason) {
    case 'longest-match': return `the longest matching pattern wins: line ${w.line} (${cap(w.kind)}, ${w.priority} bytes)`;
    case 'allow-on-tie': return `an Allow and a Disallow pattern of the same length (${w.priority} bytes) match; Allow wins the tie (line ${w.line})`;
    case 'empty-rule': return `only an empty rule matches (line ${w.line}); it has priority 0 and never blocks`;
    case 'no-rule-matched': return 'no rule of the merged set matches the path, so it is allowed';
    case 'no-group-applies': return 'no group names the token and no * group applies, so no rule applies and everything is allowed';
    case 'robots-txt-implicit': return 'RFC 9309: /robots.txt itself is always allowed';
    case 'ignores-robots': return 'this crawler ignores robots.txt, whatever the file says';
    default: return v.reason;
  }
}

/** Plain words for Verdict.tokenSource. */
function tokenSourceText(v, agentToken) {
  switch (v.tokenSource) {
    case 'profile': return `the crawler profile's own token`;
    case 'profile-fallback': return `a fallback of ${agentToken}: no group names ${agentToken}, so the crawler obeys ${v.token}`;
    default: return 'the token as given, compared case-insensitively with each group';
  }
}

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const MAX_ROWS = 200;

/** The 1-based first line of the group holding `line`, from the groups a verdict lists. */
function groupOf(v, line) {
  let best = null;
  for (const g of [...v.groups, ...v.skipped]) if (g.line <= line && (!best || g.line > best.line)) best = g;
  return best;
}

/**
 * The hover text for one line of the file under the focused verdict, or null.
 * @param {any} v  the focused verdict
 * @param {number} line
 */
export function describeLine(v, line) {
  if (!v) return null;
  const rule = v.rules.find((r) => r.line === line);
  if (rule) {
    const g = groupOf(v, line);
    const parts = [`merged for ${v.token}${g ? ` (group at line ${g.line})` : ''}`];
    if (!rule.matched) {
      parts.push(`does not match ${v.path}`);
    } else {
      parts.push(`matches ${v.path} (${rule.priority} bytes${rule.viaIndex ? ', through the index.html rule' : ''})`);
      const w = v.winner;
      if (w && w.line === line) parts.push(`wins: ${reasonText(v)}`);
      else if (w) parts.push(`loses to line ${w.line} (${cap(w.kind)}, ${w.priority} bytes)`);
    }
    return parts.join('; ');
  }
  const g = groupOf(v, line);
  if (!g) return null;
  const taken = v.groups.some((x) => x.line === g.line);
  const agents = g.agents.map((a) => a.value).join(', ');
  return `group at line ${g.line} (User-agent: ${agents}): ${groupWhy(g.why, v.token)}`;
}

/**
 * @param {{ root: HTMLElement, onLine: (line: number) => void }} opts
 */
export function createExplainPanel({ root, onLine }) {
  return {
    /**
     * @param {any} v  the focused verdict
     * @param {{ agentToken: string, url: string }} ctx
     */
    render(v, ctx) {
      const groups = [...v.groups.map((g) => ({ g, taken: true })), ...v.skipped.map((g) => ({ g, taken: false }))]
        .sort((a, b) => a.g.line - b.g.line);
      const rules = v.rules.slice(0, MAX_ROWS);
      const ruleRow = (r) => {
        const won = v.winner && v.winner.line === r.line;
        const status = won ? 'wins' : r.matched ? 'matches, loses' : 'no match';
        return h(
          'tr',
          { class: won ? 'is-winner' : r.matched ? 'is-loser' : '' },
          h('td', {}, lineButton(r.line, onLine, String(r.line))),
          h('td', {}, cap(r.kind)),
          h('td', {}, h('code', {}, r.pattern || '(empty)'), r.compared !== r.pattern ? h('span', { class: 'muted' }, ' read as ', h('code', {}, r.compared)) : null),
          h('td', {}, r.matched ? `${r.priority}` : '–'),
          h('td', {}, status, r.viaIndex ? ' (index.html rule)' : ''),
        );
      };
      replace(
        root,
        h('h3', {}, 'Token'),
        h('p', {}, h('code', { 'data-testid': 'explain-token' }, v.token || '(none)'), ' — ', tokenSourceText(v, ctx.agentToken)),
        h('p', {}, 'Path compared: ', h('code', {}, v.path), ` (from ${ctx.url})`),
        h('h3', {}, 'Groups considered'),
        groups.length
          ? h(
              'ul',
              { class: 'groups', 'data-testid': 'explain-groups' },
              ...groups.map(({ g, taken }) =>
                h(
                  'li',
                  { class: taken ? 'is-taken' : 'is-skipped', 'data-why': g.why },
                  lineButton(g.line, onLine),
                  ' User-agent: ',
                  h('code', {}, g.agents.map((a) => a.value).join(', ')),
                  ' — ',
                  groupWhy(g.why, v.token),
                ),
              ),
            )
          : h('p', {}, 'The file has no groups.'),
        h('h3', {}, `Merged rules (${v.rules.length})`),
        v.rules.length
          ? h(
              'table',
              { class: 'rules', 'data-testid': 'explain-rules' },
              h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Line'), h('th', { scope: 'col' }, 'Rule'), h('th', { scope: 'col' }, 'Pattern'), h('th', { scope: 'col' }, 'Bytes'), h('th', { scope: 'col' }, 'Result'))),
              h('tbody', {}, ...rules.map(ruleRow)),
            )
          : h('p', {}, 'No rules apply.'),
        v.rules.length > MAX_ROWS ? h('p', { class: 'muted' }, `… and ${v.rules.length - MAX_ROWS} more.`) : null,
        h('h3', {}, 'Decision'),
        h('p', { 'data-testid': 'explain-reason' }, `${v.allowed ? 'Allowed' : 'Blocked'}: ${reasonText(v)}.`),
        v.explanation ? h('p', { class: 'plain', 'data-testid': 'explanation' }, v.explanation) : null,
      );
    },
  };
}
