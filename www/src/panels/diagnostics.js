// The diagnostics panel: every problem the engine reports, in line order. A click moves the
// editor to the line; quick fixes are offered where the engine has one. The panel makes its
// own markup inside its container (the heading, the summary and the list).

import { h, patch, showAll, withCode } from '../dom.js';
import { many } from '../words.js';
import { memo } from '../memo.js';

/** @typedef {import('robots-playground/full').Diagnostic} Diagnostic */
/** @typedef {import('robots-playground/full').Severity} Severity */

/** @type {Record<Severity, string>} */
const ICON = { error: '⛔', warning: '⚠', info: 'ℹ' };
const MAX_ITEMS = 300;
/** A longer list starts with this many, the most severe first chosen, shown in line order. */
const FEW = 10;
/** @type {Record<string, number>} */
const RANK = { error: 0, warning: 1, info: 2 };

/**
 * The `n` diagnostics a short list shows: errors first, then warnings, then notes, in line order.
 * @param {Diagnostic[]} diags @param {number} n
 */
function mostSevere(diags, n) {
  const keep = new Set([...diags].sort((a, b) => (RANK[a.severity] ?? 3) - (RANK[b.severity] ?? 3) || a.line - b.line).slice(0, n));
  return diags.filter((d) => keep.has(d));
}

/**
 * @param {HTMLElement} root  the panel's container, empty
 * @param {{ onLine: (line: number) => void, onFix: (fix: NonNullable<Diagnostic['fix']>) => void }} opts
 */
export function createDiagnosticsPanel(root, { onLine, onFix }) {
  const summary = h('p', { id: 'diagnostics-summary', class: 'muted', tabindex: '-1' });
  const list = h('ul', { id: 'diagnostics', class: 'diag-list', 'data-testid': 'diagnostics' });
  root.replaceChildren(h('h2', { id: 'diagnostics-heading' }, 'Diagnostics'), summary, list);
  /** Whether a long list is shown whole (the user asked), and the last render's arguments. */
  let whole = false;
  /** @type {[Diagnostic[], { total: number, count: Record<string, number> } | undefined] | null} */
  let last = null;
  const more = h('button', { type: 'button', class: 'show-all', 'data-testid': 'diagnostics-all' });
  more.addEventListener('click', () => {
    whole = !whole;
    if (last) panel.render(...last);
  });
  list.after(more);
  /** The diagnostic each item shows: its fix's text may change while the item stays. */
  const shown = new WeakMap();
  /** After a fix, the place in the list the keyboard focus returns to once the list is redrawn. */
  let refocus = -1;
  /** @param {HTMLElement} li */
  const fix = (li) => {
    refocus = [...list.children].indexOf(li);
    onFix(shown.get(li).fix);
  };
  /** @param {Diagnostic} d */
  const item = (d) => {
    const li = h(
      'li',
      { class: `diag is-${d.severity}`, 'data-testid': 'diagnostic', 'data-id': d.id, 'data-line': d.line },
      h(
        'button',
        { type: 'button', class: 'diag-jump', onclick: () => onLine(d.line) },
        h('span', { class: 'diag-sev', 'aria-hidden': 'true' }, ICON[d.severity] ?? ''),
        h('span', { class: 'visually-hidden' }, `${d.severity}: `),
        `Line ${d.line}: `,
        ...withCode(d.message),
        h('span', { class: 'diag-id' }, ` (${d.id})`),
      ),
      // The rule's page (lint.html, built from docs/lint.md): what it means, an example, the fix.
      d.anchor
        ? h(
            'a',
            {
              class: 'diag-doc',
              href: `lint.html${d.anchor}`,
              target: '_blank',
              'aria-label': `Explain ${d.id}`,
              'data-testid': 'diagnostic-doc',
            },
            'Explain',
          )
        : null,
      d.fix
        ? h(
            'button',
            { type: 'button', class: 'diag-fix', 'data-testid': 'quick-fix', onclick: () => fix(li) },
            'Fix: ',
            ...withCode(d.fix.label),
          )
        : null,
    );
    shown.set(li, d);
    return li;
  };
  const panel = {
    /**
     * @param {Diagnostic[]} diags
     * @param {{ total: number, count: Record<string, number> }} [all]  when `diags` is the
     *   first part of a longer list (a large file): its length and counts by severity
     */
    render(diags, all) {
      last = [diags, all];
      /** @type {Record<string, number>} */
      let count = { error: 0, warning: 0, info: 0 };
      if (all) count = { ...count, ...all.count };
      else for (const d of diags) count[d.severity] = (count[d.severity] ?? 0) + 1;
      const total = all?.total ?? diags.length;
      summary.textContent = total
        ? `${many(count.error, 'error')}, ${many(count.warning, 'warning')}, ${many(count.info, 'note')}`
        : 'No problems found.';
      const long = diags.length > FEW;
      const shownItems = long && !whole ? mostSevere(diags, FEW) : diags.slice(0, MAX_ITEMS);
      showAll(more, long, whole, `Show all ${many(total, 'diagnostic')}`, `Show the ${FEW} most severe only`);
      // The key leaves out the fix's text (a fix that copies the `*` rules changes with each
      // of them): a kept item is given its new diagnostic, which its Fix button applies.
      patch(
        list,
        shownItems,
        (d) => JSON.stringify([d.id, d.line, d.severity, d.message, d.fix?.label ?? null]),
        item,
        (li, d) => shown.set(li, d),
      );
      if ((whole || !long) && total > shownItems.length)
        list.append(h('li', { class: 'muted' }, `… and ${total - shownItems.length} more.`));
      // The fixed item is gone: the item now in its place (or the last) takes the focus.
      if (refocus >= 0 && !list.contains(document.activeElement)) {
        const items = list.querySelectorAll('li > button.diag-jump');
        /** @type {HTMLElement | undefined} */ (items[Math.min(refocus, items.length - 1)] ?? summary)?.focus();
      }
      refocus = -1;
    },
  };
  return panel;
}

/**
 * On the page: a fix is applied in the editor, which then shows the lines it wrote (the
 * keyboard stays in the list).
 * @type {import('../page/panels.js').PanelDef<ReturnType<typeof createDiagnosticsPanel>>}
 */
export const diagnosticsPanel = {
  create: ({ root, editor, goto }) =>
    createDiagnosticsPanel(root('diagnostics-pane'), {
      onLine: goto,
      onFix: (fix) => {
        editor.applyFix(fix);
        const doc = editor.view.state.doc;
        editor.showLines(doc.lineAt(fix.from).number, doc.lineAt(Math.min(doc.length, fix.from + fix.insert.length)).number);
      },
    }),
  draws(panel) {
    const linted = memo();
    return { lint: ({ lint }) => linted(JSON.stringify([lint.list, lint.total]), () => panel.render(lint.list, lint)) };
  },
};
