// The "why" for the focused URL, in plain words and as structured data: the token, the
// groups considered and why each was taken or not, the merged rules, the winner and the
// tie-break. The hover text of each editor line is ./describe.js's.

import { h, lineButton, patch, replace, showAll } from '../dom.js';
import { cap } from './describe.js';
import { keyOf, memo } from '../memo.js';

export { describeLine } from './describe.js';

/** @typedef {import('robots-playground/full').Verdict} Verdict */
/** @typedef {import('robots-playground/full').BriefVerdict} BriefVerdict */
/** @typedef {import('robots-playground/full').RuleEval} RuleEval */
/** @typedef {import('robots-playground/full').Winner} Winner */
/** @typedef {Verdict | BriefVerdict} AnyVerdict */

/**
 * Plain words for Verdict.tokenSource.
 * @param {AnyVerdict} v @param {string} agentToken
 */
function tokenSourceText(v, agentToken) {
  switch (v.tokenSource) {
    case 'profile':
      return `the crawler profile's own token`;
    case 'profile-fallback':
      return `a fallback of ${agentToken}: no group names ${agentToken}, so the crawler obeys ${v.token}`;
    default:
      return 'the token as given, compared case-insensitively with each group';
  }
}

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
  const losers = rules
    .filter((r) => r.matched && r.line !== w)
    .sort((a, b) => b.priority - a.priority || a.line - b.line)
    .slice(0, NEAREST);
  return [...rules.filter((r) => r.line === w), ...losers];
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
    groupsSaid: h('p', { 'data-testid': 'explain-groups-said' }),
    reason: h('p', { 'data-testid': 'explain-reason' }),
    plain: h('pre', { class: 'plain', 'data-testid': 'explanation' }),
    steps: h('details', { class: 'steps' }),
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
  replace(
    root,
    h('h3', {}, 'Token'),
    help(TERMS.token),
    h('p', {}, p.token, ' — ', p.tokenSource),
    h('p', {}, 'Path compared: ', p.path, p.from),
    h('h3', {}, 'Groups considered'),
    help(TERMS.groups),
    p.groupsSaid,
    p.groups,
    p.noGroups,
    p.groupsLeft,
    p.groupsToggle,
    p.rulesTitle,
    help(TERMS.rules),
    p.table,
    p.noRules,
    p.rulesLeft,
    p.rulesToggle,
    h('h3', {}, 'Decision'),
    help(TERMS.decision),
    p.reason,
    p.steps,
  );
}

/**
 * The "Why" panel, made inside its container: its heading and the explanation's box.
 * @param {HTMLElement} pane  the container, empty
 * @param {{ onLine: (line: number) => void }} opts
 */
export function createExplainPanel(pane, { onLine }) {
  const root = h('div', { id: 'explain', 'data-testid': 'explain' });
  pane.replaceChildren(h('h2', { id: 'explain-heading' }, 'Why'), root);
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
      h('td', { 'data-label': 'Line' }, lineButton(r.line, onLine, String(r.line))),
      h('td', { 'data-label': 'Rule' }, cap(r.kind)),
      h(
        'td',
        { 'data-label': 'Pattern' },
        h('code', {}, r.pattern || '(empty)'),
        r.compared !== r.pattern ? h('span', { class: 'muted' }, ' read as ', h('code', {}, r.compared)) : null,
      ),
      h('td', { 'data-label': 'Bytes' }, r.matched ? `${r.priority}` : '–'),
      h('td', { 'data-label': 'Result' }, status, r.viaIndex ? ' (index.html rule)' : ''),
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
      taken ? 'taken: ' : 'not used: ',
      g.whyText,
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
      p.steps.append(h('summary', {}, 'All of it as plain text, to copy'), p.plain);
      mount(root, p);
    }
    const p = parts;
    const allGroups = [...v.groups.map((g) => ({ g, taken: true })), ...v.skipped.map((g) => ({ g, taken: false }))].sort(
      (a, b) => a.g.line - b.g.line,
    );
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
    patch(
      p.groups,
      groups,
      ({ g, taken }) => JSON.stringify([g.line, taken, g.why, g.agents.map((a) => a.value), token]),
      (item) => groupItem(item, token),
    );
    p.groups.hidden = !groups.length;
    p.noGroups.hidden = !!groups.length;
    line(p.groupsLeft, groupsLeft > 0 && (whole.groups || !longGroups) ? `… and ${groupsLeft} more groups.` : '');
    showAll(p.groupsToggle, longGroups, whole.groups, `Show all ${groupCount} groups`, 'Show only the groups taken');
    p.rulesTitle.textContent = `Merged rules (${ruleCount})`;
    const winner = v.winner?.line ?? 0;
    patch(
      p.rules,
      rules,
      (r) => JSON.stringify([r.line, r.kind, r.pattern, r.compared, r.matched, r.priority, r.viaIndex, r.line === winner]),
      (r) => ruleRow(v, r),
    );
    p.table.hidden = !rules.length;
    p.noRules.hidden = !!rules.length;
    p.noRules.textContent = v.rules.length ? `None of the ${ruleCount} merged rules matches the path.` : 'No rules apply.';
    line(p.rulesLeft, ruleCount > allRules.length && (whole.rules || !longRules) ? `… and ${ruleCount - allRules.length} more.` : '');
    showAll(p.rulesToggle, longRules, whole.rules, `Show all ${ruleCount} merged rules`, 'Show the winner and the nearest rules only');
    p.groupsSaid.textContent = v.groupsText;
    p.reason.textContent = `${v.allowed ? 'Allowed' : 'Blocked'}. ${v.reasonText}`;
    p.plain.textContent = v.explanation ?? '';
    p.steps.hidden = !v.explanation;
  }

  return { render };
}

/**
 * On the page: the Why panel, drawn again only when the verdict, the crawler or the URL changed.
 * @type {import('../page/panels.js').PanelDef<ReturnType<typeof createExplainPanel>>}
 */
export const explainPanel = {
  create: ({ root, goto }) => createExplainPanel(root('explain-pane'), { onLine: goto }),
  draws(panel) {
    const explained = memo();
    return {
      detail(e) {
        const { query: q, verdict: v } = e;
        const url = q.urls[q.focus];
        // The verdict depends on the text, the token, the URL, the reading and the status only: with the
        // text's revision, the key needs no copy of the verdict.
        const key = e.rev ? [e.rev, q.token, url, q.policy, q.status] : keyOf([v, q.token, url]);
        explained(key, () => panel.render(v, { agentToken: q.token, url }));
      },
    };
  },
};
