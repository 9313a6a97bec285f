// Draws a diagram model (model.js) as SVG, left to right: crawler, groups, merged rules,
// winner. Elements are made with createElementNS and text is set as text, never parsed.

import { DIAGRAM_CSS } from './style.js';

export const SVG_NS = 'http://www.w3.org/2000/svg';

const PAD = 12;
const TOP = 34; // below the column headings
const GAP = 10; // between nodes in a column
const ROW = 16;
const CHAR = { sans: 6.6, mono: 7.3 };
/** Columns: x and width. */
const COLS = {
  crawler: { x: PAD, w: 150, head: 'Crawler' },
  groups: { x: PAD + 150 + 64, w: 200, head: 'Groups' },
  rules: { x: PAD + 150 + 64 + 200 + 44, w: 236, head: 'Merged rules (by priority)' },
  winner: { x: PAD + 150 + 64 + 200 + 44 + 236 + 44, w: 176, head: 'Winner' },
};
export const WIDTH = COLS.winner.x + COLS.winner.w + PAD;

/**
 * Creates an SVG element.
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]  null, undefined and false are left out
 * @param {string} [text]
 * @returns {SVGElement}
 */
export function s(tag, attrs = {}, text) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v != null && v !== false) el.setAttribute(k, String(v));
  if (text != null) el.textContent = text;
  return el;
}

/**
 * Splits text into at most `max` lines of `chars` characters; the last one ends in … when cut.
 * @param {string} text @param {number} chars @param {number} [max]
 * @returns {string[]}
 */
export function wrap(text, chars, max = 1) {
  const out = [];
  let rest = text;
  while (rest.length > chars && out.length < max - 1) {
    let cut = rest.lastIndexOf(' ', chars);
    if (cut < chars / 2) cut = chars;
    out.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  out.push(rest.length > chars ? `${rest.slice(0, chars - 1)}…` : rest);
  return out;
}

/** @typedef {{ x: number, y: number, w: number, h: number }} Box */

/**
 * One node: a box with rows of text and, for rules, a bar.
 * @param {import('./model.js').DNode} n @param {number} x @param {number} y @param {number} w
 * @returns {{ g: SVGElement, h: number }}
 */
function drawNode(n, x, y, w) {
  const lines = [];
  for (const r of n.rows) {
    const mono = r.cls?.includes('dg-mono');
    const chars = Math.floor((w - 16) / (mono ? CHAR.mono : CHAR.sans));
    for (const t of wrap(r.text, chars, r.max ?? 1)) lines.push({ t, cls: r.cls });
  }
  const barH = n.bar ? 16 : 0;
  const h = 8 + lines.length * ROW + barH + 4;
  const g = s('g', {
    class: `dg-node dg-${n.node} is-${n.state}${n.won ? ' dg-won' : ''}${n.node === 'winner' ? (n.allowed ? ' is-allowed' : ' is-blocked') : ''}`,
    'data-node': n.node,
    'data-state': n.state,
    'data-line': n.line,
    'data-last-line': n.last,
    'data-step': n.step,
    'data-collapsed': n.collapsed,
    'data-won': n.won ? 'true' : null,
    'data-allowed': n.node === 'winner' ? String(n.allowed) : null,
    'data-reason': n.reason,
    'data-id': n.id,
    tabindex: '-1',
    role: 'button',
  });
  // The <title> is the box's accessible name and tooltip: its text in full sentences.
  g.append(s('title', {}, n.label));
  g.append(s('rect', { class: 'dg-box', x, y, width: w, height: h, rx: 6 }));
  lines.forEach((l, i) => g.append(s('text', { x: x + 8, y: y + 8 + ROW * i + 11, class: l.cls ?? '' }, l.t)));
  if (n.bar) {
    const by = y + 8 + lines.length * ROW + 2;
    const tw = w - 16 - 62;
    g.append(s('rect', { class: 'dg-track', x: x + 8, y: by, width: tw, height: 9, rx: 2 }));
    if (n.bar.matched) {
      const bw = Math.max(2, Math.round((tw * n.bar.value) / n.bar.max));
      g.append(s('rect', { class: `dg-bar dg-bar-${n.bar.kind}`, x: x + 8, y: by, width: bw, height: 9, rx: 2 }));
    }
    g.append(
      s(
        'text',
        { x: x + w - 8, y: by + 9, 'text-anchor': 'end', class: 'dg-note' },
        n.bar.matched ? `${n.bar.value} byte${n.bar.value === 1 ? '' : 's'}` : 'no match',
      ),
    );
  }
  return { g, h };
}

/**
 * A curve from the right side of box a to the left side of box b.
 * @param {Box} a @param {Box} b
 * @returns {{ d: string, mid: [number, number] }}
 */
function curve(a, b) {
  const x1 = a.x + a.w;
  const y1 = a.y + Math.min(a.h / 2, 22);
  const x2 = b.x;
  const y2 = b.y + Math.min(b.h / 2, 22);
  if (a.x === b.x) {
    // A step inside one column: straight down.
    const cx = a.x + a.w / 2;
    return { d: `M ${cx} ${a.y + a.h} L ${cx} ${b.y}`, mid: [cx, (a.y + a.h + b.y) / 2] };
  }
  const dx = Math.max(20, (x2 - x1) / 2);
  return { d: `M ${x1} ${y1} C ${x1 + dx} ${y1}, ${x2 - dx} ${y2}, ${x2} ${y2}`, mid: [(x1 + x2) / 2, (y1 + y2) / 2] };
}

/**
 * Draws a model.
 * @param {import('./model.js').Model} m
 * @param {{ title: string, diff?: Record<string, boolean> | null, moreRules?: number }} opts
 * @returns {{ svg: SVGSVGElement, width: number, height: number }}
 */
export function drawDiagram(m, opts) {
  const svg = /** @type {SVGSVGElement} */ (s('svg', { class: 'dg', xmlns: SVG_NS, role: 'group', 'aria-label': opts.title }));
  svg.append(s('style', {}, DIAGRAM_CSS));
  const edgesLayer = s('g', { class: 'dg-edges', 'aria-hidden': 'true' });
  const nodesLayer = s('g', { class: 'dg-nodes' });
  svg.append(edgesLayer, nodesLayer);

  /** @type {Map<string, Box>} */
  const boxes = new Map();
  let height = 0;
  /** @param {keyof typeof COLS} key @param {import('./model.js').DNode[]} nodes */
  const column = (key, nodes) => {
    const col = COLS[key];
    const differs = opts.diff?.[key];
    const head = s(
      'text',
      { x: col.x, y: 20, class: `dg-head${differs ? ' dg-diff-label' : ''}`, 'data-diff': differs ? 'true' : null },
      differs ? `${col.head} ≠ differs` : col.head,
    );
    svg.append(head);
    let y = TOP;
    for (const n of nodes) {
      const { g, h } = drawNode(n, col.x, y, col.w);
      if (differs) {
        g.classList.add('dg-diff');
        g.setAttribute('data-diff', 'true');
      }
      nodesLayer.append(g);
      boxes.set(n.id, { x: col.x, y, w: col.w, h });
      y += h + GAP;
    }
    return y;
  };
  height = Math.max(height, column('crawler', m.crawler));
  height = Math.max(height, column('groups', m.groups));
  let ry = column('rules', m.rules);
  if (!m.rules.length) {
    svg.append(s('text', { x: COLS.rules.x, y: TOP + 48, class: 'dg-note' }, 'no rules apply'));
    ry = TOP + 58;
  }
  if (m.moreRules) {
    svg.append(
      s(
        'text',
        { x: COLS.rules.x + 8, y: ry + 10, class: 'dg-note', 'data-testid': 'more-rules' },
        `+${m.moreRules} more rules, lower priority`,
      ),
    );
    ry += 24;
  }
  height = Math.max(height, ry);
  height = Math.max(height, column('winner', [m.winner]));

  for (const e of m.edges) {
    const a = boxes.get(e.from);
    const b = boxes.get(e.to);
    if (!a || !b) continue;
    const { d, mid } = curve(a, b);
    edgesLayer.append(s('path', { class: `dg-edge dg-edge-${e.kind}`, d, 'data-edge': e.kind, 'marker-end': null }));
    if (e.label)
      edgesLayer.append(
        s('text', { x: mid[0], y: mid[1] - 4, 'text-anchor': 'middle', class: `dg-edge-label dg-edge-label-${e.kind}` }, e.label),
      );
  }

  height += PAD - GAP;
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${height}`);
  svg.setAttribute('width', String(WIDTH));
  svg.setAttribute('height', String(height));
  return { svg, width: WIDTH, height };
}
