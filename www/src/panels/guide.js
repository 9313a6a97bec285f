// "New to this? Start here": the guide in plain words, with links to RFC 9309 and Google's
// documentation (plain links: nothing is fetched unless one is followed), and one-click
// examples that each load a file, a crawler, URLs and a reading. Its text and examples load
// when it is first opened: most visits never open it (2 kB gzipped less in the first load).

import { h, replace } from '../dom.js';
import { lazy } from '../lazy.js';

/**
 * Text with `code` and [text](https://…) marks, as nodes.
 * @param {string} text
 * @returns {(HTMLElement | string)[]}
 */
export function inline(text) {
  return text.split(/(`[^`]+`|\[[^\]]+\]\(https:\/\/[^)\s]+\))/).map((part) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return h('code', {}, part.slice(1, -1));
    const link = /^\[([^\]]+)\]\((https:\/\/[^)\s]+)\)$/.exec(part);
    if (link) return h('a', { href: link[2], rel: 'noopener noreferrer', target: '_blank' }, link[1]);
    return part;
  });
}

/**
 * @param {{ root: HTMLElement, onExample: (ex: import('../guide/examples.js').Example) => void }} opts
 */
export function createGuidePanel({ root, onExample }) {
  const body = h('div', { class: 'guide-body', 'aria-busy': 'true' });
  replace(root, h('summary', { 'data-testid': 'guide-toggle' }, 'New to this? Start here'), body);
  // Drawn once, when its code arrives; not loaded (the network is gone, the site changed):
  // opening the guide again retries.
  const draw = lazy(() =>
    Promise.all([import('../guide/examples.js'), import('../guide/text.js')]).then(([{ EXAMPLES }, { GUIDE }]) => {
      replace(body, ...guideBody(EXAMPLES, GUIDE, onExample));
      body.removeAttribute('aria-busy');
    }),
  );
  const load = () =>
    draw().catch(() =>
      replace(body, h('p', { 'data-testid': 'guide-failed' }, 'The guide could not be loaded. Close it and open it again to retry.')),
    );
  root.addEventListener('toggle', () => /** @type {HTMLDetailsElement} */ (root).open && load());
  if (/** @type {HTMLDetailsElement} */ (root).open) load();
}

/**
 * The guide's steps and its examples' buttons.
 * @param {import('../guide/examples.js').Example[]} EXAMPLES @param {typeof import('../guide/text.js').GUIDE} GUIDE
 * @param {(ex: import('../guide/examples.js').Example) => void} onExample
 */
function guideBody(EXAMPLES, GUIDE, onExample) {
  return [
    h(
      'p',
      {},
      'robots.txt tells crawlers which URLs of a site they may fetch. Here is how a crawler reads it, in six steps; the diagram in the answer pane, under the diagnostics, draws the same steps for your file.',
    ),
    h('ol', { class: 'guide-steps' }, ...GUIDE.map((s) => h('li', {}, h('strong', {}, s.title), ' — ', ...s.paras.flatMap(inline)))),
    h('h3', {}, 'Try an example'),
    h(
      'p',
      { class: 'muted' },
      'Each one shows its own file, crawler, URLs and reading. Yours are kept: “Back to your file” above the editor, or Ctrl+Z, brings them all back.',
    ),
    h(
      'ul',
      { class: 'guide-examples' },
      ...EXAMPLES.map((ex) =>
        h(
          'li',
          {},
          h('button', { type: 'button', 'data-example': ex.id, 'data-testid': 'example', onclick: () => onExample(ex) }, ex.title),
        ),
      ),
    ),
  ];
}

/**
 * On the page: in the header; an example opens as a lesson.
 * @type {import('../page/panels.js').PanelDef<ReturnType<typeof createGuidePanel>>}
 */
export const guidePanel = { create: ({ root, example }) => createGuidePanel({ root: root('guide'), onExample: example }) };
