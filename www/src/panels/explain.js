// The "why" for the focused URL, in plain words and as structured data: the token, the
// groups considered and why each was taken or not, the merged rules, the winner and the
// tie-break. Also the hover text of each editor line.

import { h, lineButton, patch, replace, showAll } from '../dom.js';
import { groupAt, indexOf, verdictLines } from '../roles.js';
import { many, statusWords } from '../words.js';

/** @typedef {import('robots-playground/full').Verdict} Verdict */
/** @typedef {import('robots-playground/full').BriefVerdict} BriefVerdict */
/** @typedef {import('robots-playground/full').RuleEval} RuleEval */
/** @typedef {import('robots-playground/full').Winner} Winner */
/** @typedef {Verdict | BriefVerdict} AnyVerdict */

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
 * Plain words for Verdict.tokenSource.
 * @param {AnyVerdict} v @param {string} agentToken
 */
function tokenSourceText(v, agentToken) {
  switch (v.tokenSource) {
    case 'profile': return `the crawler profile's own token`;
    case 'profile-fallback': return `a fallback of ${agentToken}: no group names ${agentToken}, so the crawler obeys ${v.token}`;
    default: return 'the token as given, compared case-insensitively with each group';
  }
}

const cap = (/** @type {string} */ s) => s.charAt(0).toUpperCase() + s.slice(1);

/** What each part of the explanation is, in a line, under its heading. */
const TERMS = {
  token: 'The short name of the crawler (its product token) that robots.txt groups are matched against.',
  groups: 'Each group is a run of User-agent lines and the rules after them; a crawler obeys the groups that name it, else the * group.',
  rules: 'The rules of every group taken, as one list. Bytes: how much of the path a pattern matched.',
  decision: 'The longest matching pattern decides; when an Allow and a Disallow match equally long, Allow wins. No match: allowed.',
};
const MAX_ROWS = 200;
/** Longer lists start short: the groups taken, and the winner with the matching rules nearest to it. */
const FEW_GROUPS = 8;
const FEW_RULES = 12;
const NEAREST = 5;

/**
 * The rules a short list shows: the winner, then the matching rules that lost, highest
 * priority first (the nearest to winning).
 * @param {AnyVerdict} v @param {RuleEval[]} rules
 */
function nearestRules(v, rules) {
  const w = v.winner?.line ?? 0;
  const losers = rules.filter((r) => r.matched && r.line !== w).sort((a, b) => b.priority - a.priority || a.line - b.line).slice(0, NEAREST);
  return [...rules.filter((r) => r.line === w), ...losers];
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

/**
 * The panel's parts, made once: later renders change their text and patch the lists row by
 * row, so that typing in a rule of a long group redraws that rule's row only.
 */
function skeleton() {
  const parts = {
    token: h('code', { 'data-testid': 'explain-token' }),
    tokenSource: h('span'),
    path: h('code'),
    from: h('span'),
    groups: h('ul', { class: 'groups', 'data-testid': 'explain-groups' }),
    noGroups: h('p', {}, 'The file has no groups.'),
    groupsLeft: h('p', { class: 'muted' }),
    rulesTitle: h('h3'),
    rules: h('tbody'),
    groupsToggle: h('button', { type: 'button', class: 'show-all', 'data-testid': 'explain-all-groups' }),
    rulesToggle: h('button', { type: 'button', class: 'show-all', 'data-testid': 'explain-all-rules' }),
    table: h('table', { class: 'rules', 'data-testid': 'explain-rules' }),
    noRules: h('p', {}, 'No rules apply.'),
    rulesLeft: h('p', { class: 'muted' }),
    reason: h('p', { 'data-testid': 'explain-reason' }),
    plain: h('p', { class: 'plain', 'data-testid': 'explanation' }),
  };
  /** @type {Record<string, string>} */
  const help = { Bytes: 'How many bytes of the path the pattern matched: the longest match wins' };
  const cols = ['Line', 'Rule', 'Pattern', 'Bytes', 'Result'].map((c) => h('th', { scope: 'col', title: help[c] ?? null }, c));
  parts.table.append(h('thead', {}, h('tr', {}, ...cols)), parts.rules);
  return parts;
}

/**
 * Puts the skeleton's parts in `root`, each heading with its line of help.
 * @param {HTMLElement} root @param {ReturnType<typeof skeleton>} p
 */
function mount(root, p) {
  const help = (/** @type {string} */ text) => h('p', { class: 'help' }, text);
  replace(root, h('h3', {}, 'Token'), help(TERMS.token), h('p', {}, p.token, ' — ', p.tokenSource), h('p', {}, 'Path compared: ', p.path, p.from),
    h('h3', {}, 'Groups considered'), help(TERMS.groups), p.groups, p.noGroups, p.groupsLeft, p.groupsToggle,
    p.rulesTitle, help(TERMS.rules), p.table, p.noRules, p.rulesLeft, p.rulesToggle,
    h('h3', {}, 'Decision'), help(TERMS.decision), p.reason, p.plain);
}

/**
 * @param {{ root: HTMLElement, onLine: (line: number) => void }} opts
 */
export function createExplainPanel({ root, onLine }) {
  /** @type {ReturnType<typeof skeleton> | null} */
  let parts = null;
  /** Whether a long list is shown whole (the user asked), and what was rendered last (to redraw on that). */
  const whole = { groups: false, rules: false };
  /** @type {[AnyVerdict, { agentToken: string, url: string }] | null} */
  let last = null;
  /** @param {'groups' | 'rules'} list */
  const toggle = (list) => {
    whole[list] = !whole[list];
    if (last) render(...last);
  };
  /** @param {AnyVerdict} v @param {RuleEval} r */
  const ruleRow = (v, r) => {
    const won = !!v.winner && v.winner.line === r.line;
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
  /** @param {{ g: import('robots-playground/full').GroupChoice, taken: boolean }} item @param {string} token */
  const groupItem = ({ g, taken }, token) =>
    h(
      'li',
      { class: taken ? 'is-taken' : 'is-skipped', 'data-why': g.why },
      lineButton(g.line, onLine),
      ' User-agent: ',
      h('code', {}, g.agents.map((a) => a.value).join(', ')),
      ' — ',
      groupWhy(g.why, token),
    );
  /** Shows `el` with `text`, or hides it when `text` is empty. @param {HTMLElement} el @param {string} text */
  const line = (el, text) => {
    el.textContent = text;
    el.hidden = !text;
  };

  /**
   * @param {AnyVerdict} v  the focused verdict
   * @param {{ agentToken: string, url: string }} ctx
   */
  function render(v, ctx) {
    last = [v, ctx];
    if (!parts) {
      parts = skeleton();
      const p = parts;
      p.groupsToggle.addEventListener('click', () => toggle('groups'));
      p.rulesToggle.addEventListener('click', () => toggle('rules'));
      mount(root, p);
    }
    const p = parts;
    const allGroups = [...v.groups.map((g) => ({ g, taken: true })), ...v.skipped.map((g) => ({ g, taken: false }))]
      .sort((a, b) => a.g.line - b.g.line);
    const longGroups = allGroups.length > FEW_GROUPS;
    const groups = longGroups && !whole.groups ? allGroups.filter((x) => x.taken) : allGroups;
    // A BriefVerdict lists a bounded part of its groups and rules, and gives the totals.
    const brief = /** @type {Partial<BriefVerdict>} */ (v);
    const ruleCount = brief.ruleCount ?? v.rules.length;
    const allRules = v.rules.slice(0, MAX_ROWS);
    const longRules = ruleCount > FEW_RULES;
    const rules = longRules && !whole.rules ? nearestRules(v, v.rules) : allRules;
    const groupCount = (brief.groupCount ?? v.groups.length) + (brief.skippedCount ?? v.skipped.length);
    const groupsLeft = groupCount - allGroups.length;
    p.token.textContent = v.token || '(none)';
    p.tokenSource.textContent = tokenSourceText(v, ctx.agentToken);
    p.path.textContent = v.path;
    p.from.textContent = ` (from ${ctx.url})`;
    const token = v.token;
    patch(p.groups, groups, ({ g, taken }) => JSON.stringify([g.line, taken, g.why, g.agents.map((a) => a.value), token]), (item) => groupItem(item, token));
    p.groups.hidden = !groups.length;
    p.noGroups.hidden = !!groups.length;
    line(p.groupsLeft, groupsLeft > 0 && (whole.groups || !longGroups) ? `… and ${groupsLeft} more groups.` : '');
    showAll(p.groupsToggle, longGroups, whole.groups, `Show all ${groupCount} groups`, 'Show only the groups taken');
    p.rulesTitle.textContent = `Merged rules (${ruleCount})`;
    const winner = v.winner?.line ?? 0;
    patch(p.rules, rules, (r) => JSON.stringify([r.line, r.kind, r.pattern, r.compared, r.matched, r.priority, r.viaIndex, r.line === winner]), (r) => ruleRow(v, r));
    p.table.hidden = !rules.length;
    p.noRules.hidden = !!rules.length;
    p.noRules.textContent = v.rules.length ? `None of the ${ruleCount} merged rules matches the path.` : 'No rules apply.';
    line(p.rulesLeft, ruleCount > allRules.length && (whole.rules || !longRules) ? `… and ${ruleCount - allRules.length} more.` : '');
    showAll(p.rulesToggle, longRules, whole.rules, `Show all ${ruleCount} merged rules`, 'Show the winner and the nearest rules only');
    p.reason.textContent = `${v.allowed ? 'Allowed' : 'Blocked'}: ${reasonText(v)}.`;
    line(p.plain, v.explanation ?? '');
  }

  return { render };
}
