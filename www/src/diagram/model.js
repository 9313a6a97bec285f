// The decision as data: four columns of nodes (crawler, groups, merged rules, winner) and
// the links between them, built from one verdict. No DOM: svg.js draws it, text.js reads it.

import { utf8Length } from '../engine.js';
import { indexOf, verdictLines } from '../editor/roles.js';
import { many } from '../words.js';

/** Rules drawn at most; the rest is a "+N more" note. */
export const MAX_RULES = 30;
/** Groups drawn at most once unmatched groups are expanded. */
export const MAX_GROUPS = 40;

/** GroupChoice.why values of groups that a profile or the reading ignores. */
const IGNORED = new Set(['wildcard-ignored', 'invalid-token', 'less-specific-token', 'robots-ignored']);

/** @typedef {import('robots-playground/full').Verdict} Verdict */
/** @typedef {import('robots-playground/full').BriefVerdict} BriefVerdict */
/** @typedef {import('robots-playground/full').GroupChoice} GroupChoice */
/** @typedef {import('robots-playground/full').RuleEval} RuleEval */
/** @typedef {import('robots-playground/full').GroupWhy} GroupWhy */
/**
 * A verdict of the package, full or brief (bounded lists, see BriefVerdict).
 * @typedef {Verdict | BriefVerdict} AnyVerdict
 */

/**
 * @typedef {object} DNode
 * @property {string} id
 * @property {'crawler'|'group'|'rule'|'winner'} node
 * @property {string} [state]   selected|fallback|ignored|unselected|matched|unmatched|winner
 * @property {number} [line]    first line in the file
 * @property {number} [last]    last line (groups)
 * @property {string} [step]    crawler steps: user-agent|token|profile-fallback
 * @property {{ text: string, cls?: string, max?: number }[]} rows  text rows, top to bottom
 * @property {{ value: number, max: number, kind: string, matched: boolean } | null} [bar]
 * @property {string} label    the node in words (accessible name, text alternative)
 * @property {number} [collapsed]  a collapsed count of unmatched groups
 * @property {boolean} [won]    the rule that decides
 * @property {string} [group]   a rule's group (the id of a taken group's node), if drawn
 * @property {boolean} [allowed]  the winner's answer
 * @property {string} [reason]  the winner's reason
 */

/** @typedef {{ from: string, to: string, kind: string, label?: string }} DEdge */

/**
 * The decision as data.
 * @typedef {object} Model
 * @property {DNode[]} crawler  the crawler column: User-Agent string, token, profile fallback
 * @property {DNode[]} groups
 * @property {DNode[]} rules    the first MAX_RULES merged rules, by priority
 * @property {number} moreRules  rules left out
 * @property {DNode} winner
 * @property {DEdge[]} edges
 * @property {AnyVerdict} verdict
 * @property {string} token
 * @property {number} pathBytes
 */

/**
 * What buildModel reads besides the verdict. agent: the crawler field as typed; token: the
 * token read from it; lines: lines in the file; still: for an image (export), without the
 * controls that work only on the page.
 * @typedef {{ agent: string, token: string, fromString: boolean, lines: number, expanded?: boolean, still?: boolean }} ModelContext
 */

const STATE_WORDS = { selected: 'used', fallback: 'used as the fallback', ignored: 'ignored', unselected: 'not used' };
const cap = (/** @type {string} */ s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Rules by priority for the path: matching ones first, longest first, Allow before Disallow on a tie.
 * @param {RuleEval[]} rules
 * @returns {RuleEval[]}
 */
export function byPriority(rules) {
  return [...rules].sort(
    (a, b) =>
      Number(b.matched) - Number(a.matched) ||
      b.priority - a.priority ||
      (a.kind === b.kind ? 0 : a.kind === 'allow' ? -1 : 1) ||
      a.line - b.line,
  );
}

/**
 * @param {AnyVerdict} v  the verdict
 * @param {ModelContext} ctx
 *   agent: the crawler field as typed; token: the token read from it; lines: lines in the file;
 *   still: for an image (export), without the controls that work only on the page
 * @returns {Model}
 */
export function buildModel(v, ctx) {
  const crawler = crawlerNodes(v, ctx);
  const source = crawler[crawler.length - 1];
  const { groups, takenRanges } = groupNodes(v, ctx);
  const { rules, moreRules, pathBytes } = ruleNodes(v, takenRanges);
  const winner = winnerNode(v);
  const edges = edgesOf(v, ctx, source, groups, rules);
  return { crawler, groups, rules, moreRules, winner, edges, verdict: v, token: v.token, pathBytes };
}

/**
 * The crawler column: the User-Agent string (when one was typed), the token, the profile's
 * fallback token (when the crawler fell back to one).
 * @param {AnyVerdict} v @param {ModelContext} ctx
 * @returns {DNode[]}
 */
function crawlerNodes(v, ctx) {
  /** @type {DNode[]} */
  const crawler = [];
  if (ctx.fromString) {
    crawler.push({
      id: 'ua',
      node: 'crawler',
      step: 'user-agent',
      state: 'matched',
      rows: [
        { text: 'User-Agent string', cls: 'dg-title' },
        { text: ctx.agent.trim(), cls: 'dg-mono', max: 2 },
      ],
      label: `User-Agent string: ${ctx.agent.trim()}`,
    });
  }
  const fellBack = v.tokenSource === 'profile-fallback';
  // No token could be read from the field: the checks compare it as typed (engine.recognise).
  const asTyped = ctx.token ? '' : ctx.agent.trim();
  crawler.push({
    id: 'token',
    node: 'crawler',
    step: 'token',
    state: fellBack ? 'unselected' : 'selected',
    rows: [
      { text: ctx.fromString ? 'Product token (extracted)' : 'Crawler token', cls: 'dg-title' },
      { text: ctx.token || '(none)', cls: 'dg-mono dg-strong' },
      ...(asTyped ? [{ text: `compared as typed: ${asTyped}`, cls: 'dg-note', max: 2 }] : []),
    ],
    label: `${ctx.fromString ? 'Product token read from the string' : 'Crawler token'}: ${ctx.token || 'none'}${asTyped ? `, so the string is compared as typed: ${asTyped}` : ''}`,
  });
  if (fellBack) {
    crawler.push({
      id: 'profile-fallback',
      node: 'crawler',
      step: 'profile-fallback',
      state: 'fallback',
      rows: [
        { text: 'Fallback token', cls: 'dg-title' },
        { text: v.token, cls: 'dg-mono dg-strong' },
        { text: `no group names ${ctx.token}`, cls: 'dg-note', max: 2 },
      ],
      label: `Profile fallback: no group names ${ctx.token}, so the crawler obeys the groups for ${v.token}`,
    });
  }
  return crawler;
}

/**
 * The groups column, in file order, each running to the line before the next group; groups
 * for other crawlers fold into a count (unless expanded), and at most MAX_GROUPS are drawn.
 * Also the line ranges of the groups taken, for the rules' links.
 * @param {AnyVerdict} v @param {ModelContext} ctx
 * @returns {{ groups: DNode[], takenRanges: { from: number, to: number, id: string }[] }}
 */
function groupNodes(v, ctx) {
  const all = [...v.groups.map((g) => ({ g, taken: true })), ...v.skipped.map((g) => ({ g, taken: false }))].sort(
    (a, b) => a.g.line - b.g.line,
  );
  /** @type {DNode[]} */
  const groups = [];
  let hidden = 0;
  let shown = 0;
  /** @type {{ from: number, to: number, id: string }[]} */
  const takenRanges = [];
  // A BriefVerdict lists only some groups: every group's first line is in its line arrays.
  const lines = verdictLines(v);
  const starts = [...lines.groups, ...lines.skipped].sort((a, b) => a - b);
  hidden += starts.length - all.length;
  all.forEach(({ g, taken }) => {
    const i = indexOf(starts, g.line);
    const last = i >= 0 && i + 1 < starts.length ? starts[i + 1] - 1 : ctx.lines;
    const state = taken ? (g.why === 'wildcard-fallback' ? 'fallback' : 'selected') : IGNORED.has(g.why) ? 'ignored' : 'unselected';
    const id = `g${g.line}`;
    if (taken) takenRanges.push({ from: g.line, to: last, id });
    const wildcard = g.agents.some((a) => a.value.trim().startsWith('*'));
    // Groups for other crawlers fold into a count; the * group and taken or ignored ones stay.
    const folds = state === 'unselected' && !wildcard;
    if ((folds && !ctx.expanded) || (state !== 'selected' && state !== 'fallback' && shown >= MAX_GROUPS)) {
      hidden++;
      return;
    }
    shown++;
    groups.push(groupNode(g, id, state, last, v.token));
  });
  if (hidden) groups.push(collapsedNode(hidden, ctx));
  return { groups, takenRanges };
}

/**
 * One group's box.
 * @param {GroupChoice} g @param {string} id
 * @param {'selected' | 'fallback' | 'ignored' | 'unselected'} state
 * @param {number} last  its last line
 * @param {string} token  the token the verdict obeyed
 * @returns {DNode}
 */
function groupNode(g, id, state, last, token) {
  const agents = g.agents.slice(0, 3).map((a) => ({ text: `User-agent: ${a.value}`, cls: 'dg-mono' }));
  if (g.agents.length > 3) agents.push({ text: `+${g.agents.length - 3} more user-agent lines`, cls: 'dg-note' });
  // The engine's words for why the group was taken or not.
  const note = g.whyText;
  return {
    id,
    node: 'group',
    state,
    line: g.line,
    last,
    rows: [{ text: `Group · line ${g.line}`, cls: 'dg-title' }, ...agents, { text: note, cls: 'dg-note', max: 2 }],
    label: `Group at line ${g.line} (${g.agents.map((a) => a.value).join(', ')}): ${note.includes(':') ? note : `${STATE_WORDS[state]}, ${note}`}`,
  };
}

/**
 * The box counting the groups not drawn.
 * @param {number} hidden @param {ModelContext} ctx
 * @returns {DNode}
 */
function collapsedNode(hidden, ctx) {
  return {
    id: 'collapsed',
    node: 'group',
    state: 'unselected',
    collapsed: hidden,
    rows: [
      { text: `${hidden} more group${hidden === 1 ? '' : 's'}`, cls: 'dg-title' },
      { text: ctx.expanded ? 'not drawn: too many' : 'other crawlers; not used', cls: 'dg-note' },
      // The link works only on the page: an exported image (`still`) leaves it out.
      ...(ctx.expanded || ctx.still ? [] : [{ text: 'Show them', cls: 'dg-link' }]),
    ],
    label: `${hidden} more group${hidden === 1 ? '' : 's'} for other crawlers, not used${ctx.expanded || ctx.still ? '' : '. Activate to show them'}`,
  };
}

/**
 * The merged rules column, by priority for the path, at most MAX_RULES; `moreRules` counts
 * the rest (with those a brief verdict does not list).
 * @param {AnyVerdict} v
 * @param {{ from: number, to: number, id: string }[]} takenRanges
 * @returns {{ rules: DNode[], moreRules: number, pathBytes: number }}
 */
function ruleNodes(v, takenRanges) {
  const pathBytes = utf8Length(v.path);
  const sorted = byPriority(v.rules);
  const winLine = v.winner?.line;
  /** @type {DNode[]} */
  const rules = sorted.slice(0, MAX_RULES).map((r) => {
    const won = r.line === winLine;
    const kind = cap(r.kind);
    const pattern = r.pattern || '(empty)';
    return {
      id: `r${r.line}`,
      node: 'rule',
      state: r.matched ? 'matched' : 'unmatched',
      won,
      line: r.line,
      group: takenRanges.find((t) => t.from <= r.line && r.line <= t.to)?.id,
      rows: [{ text: `${r.line}  ${kind}: ${pattern}`, cls: 'dg-mono' }],
      bar: { value: r.matched ? r.priority : 0, max: Math.max(pathBytes, r.priority, 1), kind: r.kind, matched: r.matched },
      label: `Line ${r.line}, ${kind} ${pattern}: ${r.matched ? `matches ${many(r.priority, 'byte')}${won ? ', wins' : ''}` : 'does not match'}`,
    };
  });
  const ruleCount = /** @type {Partial<BriefVerdict>} */ (v).ruleCount;
  const moreRules = Math.max(0, sorted.length - MAX_RULES) + (ruleCount ?? v.rules.length) - v.rules.length;
  return { rules, moreRules, pathBytes };
}

/**
 * The verdict's box.
 * @param {AnyVerdict} v
 * @returns {DNode}
 */
function winnerNode(v) {
  const w = v.winner;
  // The engine's sentence for why the answer is what it is.
  const note = v.reasonText;
  return {
    id: 'winner',
    node: 'winner',
    state: 'winner',
    line: w?.line || undefined,
    allowed: v.allowed,
    reason: v.reason,
    rows: [
      { text: 'Verdict', cls: 'dg-title' },
      { text: v.allowed ? '✓ Allowed' : '✗ Blocked', cls: v.allowed ? 'dg-verdict dg-allowed' : 'dg-verdict dg-blocked' },
      ...(w ? [{ text: `line ${w.line}: ${cap(w.kind)} ${w.pattern || '(empty)'}`, cls: 'dg-mono', max: 2 }] : []),
      { text: note, cls: 'dg-note', max: 6 },
      { text: `path ${v.path}`, cls: 'dg-mono dg-note', max: 2 },
    ],
    label: `Verdict: ${v.allowed ? 'allowed' : 'blocked'}${w ? ` by line ${w.line} (${cap(w.kind)} ${w.pattern || 'empty'})` : ''}; ${note}`,
  };
}

/**
 * The links: the crawler's steps, crawler → groups, groups → their rules, winning rule → verdict.
 * @param {AnyVerdict} v @param {ModelContext} ctx
 * @param {DNode} source  the crawler column's last box
 * @param {DNode[]} groups @param {DNode[]} rules
 * @returns {DEdge[]}
 */
function edgesOf(v, ctx, source, groups, rules) {
  /** @type {DEdge[]} */
  const edges = [];
  for (const g of groups) {
    if (g.state === 'selected') edges.push({ from: source.id, to: g.id, kind: 'selected' });
    if (g.state === 'fallback') edges.push({ from: source.id, to: g.id, kind: 'fallback', label: 'fallback' });
    if (g.state === 'ignored') edges.push({ from: source.id, to: g.id, kind: 'ignored', label: 'ignored' });
  }
  for (const r of rules) if (r.group && groups.some((g) => g.id === r.group)) edges.push({ from: r.group, to: r.id, kind: 'merged' });
  const won = rules.find((r) => r.won);
  if (won) edges.push({ from: won.id, to: 'winner', kind: 'winner' });
  else if (!v.groups.length) edges.push({ from: source.id, to: 'winner', kind: 'none' });
  if (v.tokenSource === 'profile-fallback') edges.unshift({ from: 'token', to: 'profile-fallback', kind: 'step' });
  if (ctx.fromString) edges.unshift({ from: 'ua', to: 'token', kind: 'step' });
  return edges;
}

/**
 * Which steps two models differ at: crawler (token), groups (taken set), rules, winner.
 * @param {Model} a @param {Model} b
 * @returns {{ crawler: boolean, groups: boolean, rules: boolean, winner: boolean }}
 */
export function diffSteps(a, b) {
  const taken = (/** @type {Model} */ m) => m.verdict.groups.map((g) => g.line).join(',');
  const ruleSet = (/** @type {Model} */ m) => m.verdict.rules.map((r) => `${r.line}:${r.matched}`).join(',');
  return {
    crawler: a.token !== b.token || (a.verdict.tokenSource === 'profile-fallback') !== (b.verdict.tokenSource === 'profile-fallback'),
    groups: taken(a) !== taken(b),
    rules: ruleSet(a) !== ruleSet(b),
    winner:
      a.verdict.allowed !== b.verdict.allowed ||
      (a.verdict.winner?.line ?? 0) !== (b.verdict.winner?.line ?? 0) ||
      a.verdict.reason !== b.verdict.reason,
  };
}
