// The decision diagram below the editor: crawler → groups → merged rules → winner, redrawn
// on every change, linked both ways with the editor, a second diagram when another reading
// disagrees, a text alternative, and SVG/PNG export.

import { h, replace } from '../dom.js';
import { buildModel, diffSteps } from '../diagram/model.js';
import { drawDiagram } from '../diagram/svg.js';
import { download, pngFromSvg, standaloneSvg } from '../diagram/export.js';

const POLICY_LABEL = { google: 'Google (reference)', rfc9309: 'RFC 9309 strict', crawler: "Google's crawlers" };

/** The diagram in words, one item per box, column by column. */
export function describeModel(m) {
  const items = [...m.crawler.map((n) => n.label)];
  if (!m.groups.length) items.push('The file has no groups.');
  items.push(...m.groups.map((n) => n.label));
  if (m.rules.length) items.push(`Merged rules, by priority for ${m.verdict.path}:`);
  items.push(...m.rules.map((n) => n.label));
  if (m.moreRules) items.push(`and ${m.moreRules} more rules of lower priority`);
  items.push(m.winner.label);
  return items;
}

/** The lines a box stands for, or null. */
function rangeOf(el) {
  const line = Number(el?.getAttribute('data-line'));
  if (!line) return null;
  const last = Number(el.getAttribute('data-last-line')) || line;
  return { from: line, to: Math.max(line, last) };
}

/**
 * @param {{ root: HTMLElement, link?: { show(range: { from: number, to: number } | null): void },
 *           onLine: (line: number) => void, say?: (text: string) => void }} opts
 */
export function createDiagramPanel({ root, link, onLine, say = () => {} }) {
  let expanded = false;
  let cursorLine = 0;
  let last = null;
  /** @type {{ svg: SVGSVGElement, width: number, height: number } | null} */
  let drawn = null;

  const main = h('div', { class: 'diagram-scroll', 'data-testid': 'diagram' });
  const text = h('ol', { class: 'diagram-text', 'data-testid': 'diagram-text' });
  const otherHead = h('h3', { id: 'diagram-other-heading' });
  const otherNote = h('p', { class: 'muted' });
  const other = h('div', { class: 'diagram-scroll', 'data-testid': 'diagram-other' });
  const otherBox = h('div', { class: 'diagram-other', hidden: true }, otherHead, otherNote, other);
  const exportSvg = h('button', { type: 'button', 'data-testid': 'export-svg', onclick: () => exportAs('svg') }, 'Export SVG');
  const exportPng = h('button', { type: 'button', 'data-testid': 'export-png', onclick: () => exportAs('png') }, 'Export PNG');
  replace(
    root,
    h('div', { class: 'toolbar' }, h('h2', { id: 'diagram-heading' }, 'Decision diagram'), h('div', { class: 'actions' }, exportSvg, exportPng)),
    h('p', { class: 'hint' }, 'Hover or focus a box to see its lines in the editor; move the cursor in the editor to find its box. Arrow keys move between boxes, Enter jumps to the line.'),
    main,
    h('details', { class: 'diagram-alt' }, h('summary', {}, 'The diagram as a list'), text),
    otherBox,
  );

  async function exportAs(kind) {
    if (!drawn || !last) return;
    // Drawn again for the image, without what works only on the page ("Show them").
    const { verdict, policy, ctx } = last;
    const still = drawDiagram(buildModel(verdict, { ...ctx, expanded, still: true }), { title: `Decision diagram, ${POLICY_LABEL[policy] ?? policy} reading` });
    const svgText = standaloneSvg(still.svg, root);
    if (kind === 'svg') {
      download(new Blob([svgText], { type: 'image/svg+xml' }), 'robots-diagram.svg');
      say('Exported the diagram as SVG.');
    } else {
      try {
        download(await pngFromSvg(svgText, still.width, still.height), 'robots-diagram.png');
        say('Exported the diagram as PNG.');
      } catch (e) {
        say(`Could not make a PNG: ${e?.message ?? e}`);
      }
    }
  }

  /** Pointer and keyboard on one drawn diagram. */
  function wire(container) {
    const nodes = () => /** @type {SVGGElement[]} */ ([...container.querySelectorAll('.dg-node')]);
    container.addEventListener('pointerover', (e) => link?.show(rangeOf(/** @type {Element} */ (e.target).closest?.('.dg-node'))));
    container.addEventListener('pointerleave', () => link?.show(null));
    container.addEventListener('focusin', (e) => {
      const node = /** @type {Element} */ (e.target).closest?.('.dg-node');
      if (!node) return;
      for (const n of nodes()) n.setAttribute('tabindex', n === node ? '0' : '-1');
      link?.show(rangeOf(node));
    });
    container.addEventListener('focusout', (e) => {
      if (!container.contains(/** @type {Node} */ (e.relatedTarget))) link?.show(null);
    });
    container.addEventListener('click', (e) => activate(/** @type {Element} */ (e.target).closest?.('.dg-node')));
    container.addEventListener('keydown', (e) => {
      const node = /** @type {Element} */ (e.target).closest?.('.dg-node');
      if (!node) return;
      const list = nodes();
      const i = list.indexOf(/** @type {any} */ (node));
      let next = null;
      if (e.key === 'ArrowDown' || e.key === 'ArrowRight') next = list[i + 1];
      else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') next = list[i - 1];
      else if (e.key === 'Home') next = list[0];
      else if (e.key === 'End') next = list[list.length - 1];
      else if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        activate(node);
        return;
      } else return;
      e.preventDefault();
      next?.focus();
    });
  }
  wire(main);
  wire(other);

  function activate(node) {
    if (!node) return;
    if (node.hasAttribute('data-collapsed') && !expanded) {
      expanded = true;
      draw();
      /** @type {SVGGElement | null} */ (main.querySelector('.dg-node[data-node="group"]'))?.focus();
      return;
    }
    const line = Number(node.getAttribute('data-line'));
    if (line) onLine(line);
  }

  /** Marks the boxes whose lines hold the editor's cursor. */
  function showCursor() {
    for (const el of main.querySelectorAll('.dg-node[data-line]')) {
      const r = rangeOf(el);
      if (r && r.from <= cursorLine && cursorLine <= r.to) el.setAttribute('data-linked', 'true');
      else el.removeAttribute('data-linked');
    }
  }

  /** Draws one model into a container, keeping the keyboard focus on the same box. */
  function put(container, model, title, diff) {
    const focused = container.contains(document.activeElement) ? document.activeElement?.getAttribute('data-id') : null;
    const d = drawDiagram(model, { title, diff });
    const first = d.svg.querySelector('.dg-node');
    first?.setAttribute('tabindex', '0');
    replace(container, d.svg);
    if (focused) {
      const again = /** @type {SVGGElement | null} */ (container.querySelector(`.dg-node[data-id="${CSS.escape(focused)}"]`));
      if (again) {
        first?.setAttribute('tabindex', '-1');
        again.setAttribute('tabindex', '0');
        again.focus();
      }
    }
    return d;
  }

  function draw() {
    if (!last) return;
    const { verdict, policy, compare, ctx } = last;
    const model = buildModel(verdict, { ...ctx, expanded });
    drawn = put(main, model, `Decision diagram, ${POLICY_LABEL[policy] ?? policy} reading`, null);
    main.dataset.policy = policy;
    replace(text, ...describeModel(model).map((t) => h('li', {}, t)));
    showCursor();

    const differing = (compare ?? []).find((c) => c.policy !== policy && c.verdict.allowed !== verdict.allowed);
    otherBox.hidden = !differing;
    if (differing) {
      const om = buildModel(differing.verdict, { ...ctx, expanded });
      const diff = diffSteps(model, om);
      const steps = Object.entries(diff).filter(([, d]) => d).map(([k]) => ({ crawler: 'the token', groups: 'the groups', rules: 'the merged rules', winner: 'the winner' })[k]);
      otherHead.textContent = `The ${POLICY_LABEL[differing.policy]} reading disagrees: ${differing.verdict.allowed ? 'allowed' : 'blocked'}`;
      otherNote.textContent = `It differs at ${steps.join(', ') || 'the verdict'} (marked ≠).`;
      put(other, om, `Decision diagram, ${POLICY_LABEL[differing.policy]} reading`, diff);
      other.dataset.policy = differing.policy;
    } else {
      other.replaceChildren();
    }
  }

  return {
    /**
     * @param {{ verdict: any, policy: string, compare?: { policy: string, verdict: any }[],
     *           agent: string, token: string, fromString: boolean, lines: number }} args
     */
    render(args) {
      const { verdict, policy, compare, ...ctx } = args;
      last = { verdict, policy, compare, ctx };
      draw();
    },
    /** The editor's cursor moved to a 1-based line. */
    setCursorLine(line) {
      cursorLine = line;
      showCursor();
    },
  };
}
