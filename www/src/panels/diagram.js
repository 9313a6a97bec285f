// The decision diagram in the answer pane: crawler → groups → merged rules → winner, redrawn
// on every change, linked both ways with the editor, a second diagram when another reading
// disagrees, a text alternative, and SVG/PNG export.

import { h, replace } from '../dom.js';
import { READINGS, READING_IDS } from '../session/readings.js';
import { lazy } from '../lazy.js';
import { linkEditor } from '../diagram/link.js';

/**
 * The code that builds and draws the diagram, loaded after the page starts: the panel sits
 * below the answer, and the page is usable before it (5.3 kB gzipped less in the first load).
 */
const lib = lazy(() =>
  Promise.all([import('../diagram/model.js'), import('../diagram/svg.js'), import('../diagram/export.js')]).then(([model, svg, exp]) => ({
    ...model,
    ...svg,
    ...exp,
  })),
);
/** The diagram's code once loaded. @type {Awaited<ReturnType<typeof lib>> | null} */
let D = null;

/** @typedef {import('../diagram/model.js').Model} Model */
/** @typedef {import('../diagram/model.js').AnyVerdict} AnyVerdict */
/** @typedef {import('../diagram/model.js').ModelContext} ModelContext */
/** @typedef {import('../session/readings.js').Reading} Reading */
/** @typedef {import('../session/compute.js').ReadingAnswer} ReadingAnswer */
/** @typedef {{ from: number, to: number }} LineRange */

/** @param {string} policy */
const POLICY_LABEL = (policy) =>
  READING_IDS.includes(/** @type {any} */ (policy))
    ? READINGS[/** @type {import('../session/readings.js').Reading} */ (policy)].name
    : policy;

/**
 * The diagram in words, one item per box, column by column.
 * @param {Model} m
 * @returns {string[]}
 */
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

/**
 * The lines a box stands for, or null.
 * @param {Element | null | undefined} el
 * @returns {LineRange | null}
 */
function rangeOf(el) {
  const line = Number(el?.getAttribute('data-line'));
  if (!el || !line) return null;
  const last = Number(el.getAttribute('data-last-line')) || line;
  return { from: line, to: Math.max(line, last) };
}

/**
 * What the panel last drew: the verdict, its reading, the other readings, and the model's context.
 * @typedef {{ verdict: AnyVerdict, policy: Reading, readings?: ReadingAnswer[], ctx: Omit<ModelContext, 'expanded' | 'still'> }} Drawn
 */

/**
 * The panel's elements, put into `root`.
 * @param {HTMLElement} root
 * @param {(kind: 'svg' | 'png') => void} exportAs
 */
function panelDom(root, exportAs) {
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
    h(
      'div',
      { class: 'toolbar' },
      h('h2', { id: 'diagram-heading' }, 'Decision diagram'),
      h('div', { class: 'actions' }, exportSvg, exportPng),
    ),
    h(
      'p',
      { class: 'hint' },
      'Hover or focus a box to see its lines in the editor; move the cursor in the editor to find its box. Arrow keys move between boxes, Enter jumps to the line.',
    ),
    main,
    h('p', { class: 'diagram-more', 'data-testid': 'diagram-more' }, 'Wider than this pane: scroll the diagram sideways for the rest →'),
    h('details', { class: 'diagram-alt' }, h('summary', {}, 'The diagram as a list'), text),
    otherBox,
  );
  return { main, text, otherHead, otherNote, other, otherBox };
}

/**
 * Exports the diagram last drawn as an SVG or a PNG file, drawn again for the image, without
 * what works only on the page ("Show them").
 * @param {'svg' | 'png'} kind @param {Drawn} last @param {boolean} expanded
 * @param {HTMLElement} root  where the theme's colours are read
 * @param {(text: string) => void} say
 */
async function exportDiagram(kind, last, expanded, root, say) {
  const { verdict, policy, ctx } = last;
  const { drawDiagram, buildModel, standaloneSvg, download, pngFromSvg } = await lib();
  const still = drawDiagram(buildModel(verdict, { ...ctx, expanded, still: true }), {
    title: `Decision diagram, ${POLICY_LABEL(policy)} reading`,
  });
  const svgText = standaloneSvg(still.svg, root);
  if (kind === 'svg') {
    download(new Blob([svgText], { type: 'image/svg+xml' }), 'robots-diagram.svg');
    say('Exported the diagram as SVG.');
  } else {
    try {
      download(await pngFromSvg(svgText, still.width, still.height), 'robots-diagram.png');
      say('Exported the diagram as PNG.');
    } catch (e) {
      say(`Could not make a PNG: ${/** @type {any} */ (e)?.message ?? e}`);
    }
  }
}

/**
 * The box an event happened in, or null.
 * @param {Event} e
 * @returns {Element | null}
 */
const nodeOf = (e) => /** @type {Element} */ (e.target).closest?.('.dg-node') ?? null;

/**
 * Pointer and keyboard on one drawn diagram.
 * @param {HTMLElement} container
 * @param {{ show(range: LineRange | null): void } | undefined} link
 * @param {(node: Element | null) => void} activate
 */
function wire(container, link, activate) {
  const nodes = () => /** @type {SVGGElement[]} */ ([...container.querySelectorAll('.dg-node')]);
  container.addEventListener('pointerover', (e) => link?.show(rangeOf(nodeOf(e))));
  container.addEventListener('pointerleave', () => link?.show(null));
  container.addEventListener('focusin', (e) => {
    const node = nodeOf(e);
    if (!node) return;
    for (const n of nodes()) n.setAttribute('tabindex', n === node ? '0' : '-1');
    link?.show(rangeOf(node));
  });
  container.addEventListener('focusout', (e) => {
    if (!container.contains(/** @type {Node} */ (e.relatedTarget))) link?.show(null);
  });
  container.addEventListener('click', (e) => activate(nodeOf(e)));
  container.addEventListener('keydown', (e) => {
    const node = nodeOf(e);
    if (!node) return;
    const list = nodes();
    const i = list.indexOf(/** @type {SVGGElement} */ (node));
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

/**
 * Marks the boxes whose lines hold the editor's cursor.
 * @param {HTMLElement} main @param {number} cursorLine
 */
function showCursor(main, cursorLine) {
  for (const el of main.querySelectorAll('.dg-node[data-line]')) {
    const r = rangeOf(el);
    if (r && r.from <= cursorLine && cursorLine <= r.to) el.setAttribute('data-linked', 'true');
    else el.removeAttribute('data-linked');
  }
}

/**
 * Draws one model into a container, keeping the keyboard focus on the same box.
 * @param {HTMLElement} container @param {Model} model @param {string} title
 * @param {ReturnType<typeof import('../diagram/model.js').diffSteps> | null} diff  the steps to mark as differing
 * @param {NonNullable<typeof D>} code  the diagram's code
 */
function put(container, model, title, diff, code) {
  const focused = container.contains(document.activeElement) ? document.activeElement?.getAttribute('data-id') : null;
  const d = code.drawDiagram(model, { title, diff });
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

/**
 * What a model's boxes show: all of it but the verdict it was built from.
 * @param {Model} m
 */
const shown = ({ verdict: _, ...boxes }) => boxes;

/** The steps of a diagram, in words. */
const STEP_WORDS = { crawler: 'the token', groups: 'the groups', rules: 'the merged rules', winner: 'the winner' };

/**
 * The other reading that disagrees with this one, if any: its verdict is then a whole one
 * (a reading that agrees comes with its answer only, see session/compute.js).
 * @param {Drawn} last
 * @returns {{ policy: Reading, verdict: AnyVerdict } | undefined}
 */
function disagreeing({ verdict, policy, readings }) {
  const c = (readings ?? []).find((c) => c.policy !== policy && /** @type {AnyVerdict} */ (c.verdict).allowed !== verdict.allowed);
  return c && { policy: c.policy, verdict: /** @type {AnyVerdict} */ (c.verdict) };
}

/**
 * @param {{ root: HTMLElement, link?: { show(range: LineRange | null): void },
 *           onLine: (line: number) => void, say?: (text: string) => void }} opts
 */
export function createDiagramPanel({ root, link, onLine, say = () => {} }) {
  let expanded = false;
  let cursorLine = 0;
  /** @type {Drawn | null} */
  let last = null;
  /** @type {{ svg: SVGSVGElement, width: number, height: number } | null} */
  let drawn = null;
  const { main, text, otherHead, otherNote, other, otherBox } = panelDom(root, (kind) => {
    if (drawn && last) exportDiagram(kind, last, expanded, root, say).catch((e) => say(`The export failed: ${e?.message ?? e}`));
  });

  /** @param {Element | null} node */
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
  wire(main, link, activate);
  wire(other, link, activate);

  /** What the last drawing showed: an edit the boxes do not show (a rule past the first ones) draws nothing. */
  let shownKey = '';

  /**
   * Loads the diagram's code, then draws, once however many changes come while it loads; a
   * failure says so in the panel, and the next change tries again.
   */
  const load = lazy(() =>
    lib().then(
      (code) => {
        D = code;
        draw();
      },
      (e) => {
        drawn = null;
        replace(
          main,
          h(
            'p',
            { class: 'muted', 'data-testid': 'diagram-failed' },
            "The diagram's code could not be loaded. It is tried again at the next change.",
          ),
        );
        throw e;
      },
    ),
  );
  load().catch(() => {});

  function draw() {
    if (!last) return;
    if (!D) return void load().catch(() => {});
    const { buildModel, diffSteps } = D;
    const { verdict, policy, ctx } = last;
    const model = buildModel(verdict, { ...ctx, expanded });
    const differing = disagreeing(last);
    const om = differing ? buildModel(differing.verdict, { ...ctx, expanded }) : null;
    const key = JSON.stringify([policy, differing?.policy, verdict.path, shown(model), om && [om.verdict.allowed, shown(om)]]);
    if (key === shownKey && drawn) return;
    shownKey = key;
    drawn = put(main, model, `Decision diagram, ${POLICY_LABEL(policy)} reading`, null, D);
    main.dataset.policy = policy;
    replace(text, ...describeModel(model).map((t) => h('li', {}, t)));
    showCursor(main, cursorLine);

    otherBox.hidden = !differing;
    if (differing && om) {
      const diff = diffSteps(model, om);
      const steps = Object.entries(diff)
        .filter(([, d]) => d)
        .map(([k]) => STEP_WORDS[/** @type {keyof typeof STEP_WORDS} */ (k)]);
      otherHead.textContent = `The ${POLICY_LABEL(differing.policy)} reading disagrees: ${differing.verdict.allowed ? 'allowed' : 'blocked'}`;
      otherNote.textContent = `It differs at ${steps.join(', ') || 'the verdict'} (marked ≠).`;
      put(other, om, `Decision diagram, ${POLICY_LABEL(differing.policy)} reading`, diff, D);
      other.dataset.policy = differing.policy;
    } else {
      other.replaceChildren();
    }
  }

  return {
    /**
     * @param {{ verdict: AnyVerdict, policy: Reading, readings?: ReadingAnswer[],
     *           agent: string, token: string, fromString: boolean, lines: number }} args
     */
    render(args) {
      const { verdict, policy, readings, ...ctx } = args;
      last = { verdict, policy, readings, ctx };
      draw();
    },
    /**
     * The editor's cursor moved to a 1-based line.
     * @param {number} line
     */
    setCursorLine(line) {
      cursorLine = line;
      showCursor(main, cursorLine);
    },
  };
}

/**
 * On the page: the decision diagram, linked to the editor (a box shows its lines there).
 * @type {import('../page/panels.js').PanelDef<ReturnType<typeof createDiagramPanel>>}
 */
export const diagramPanel = {
  create: ({ root, editor, goto, say }) =>
    createDiagramPanel({ root: root('diagram-pane'), link: linkEditor(editor.view), onLine: goto, say }),
  draws: (panel, { state, editor }) => ({
    diagram(e) {
      const { query: q, rec, verdict: v } = e;
      // The panel draws only when its boxes change.
      panel.render({
        verdict: v,
        policy: q.policy,
        readings: e.readings,
        agent: state.agent,
        token: rec.token,
        fromString: rec.fromString,
        lines: editor.view.state.doc.lines,
      });
    },
  }),
};
