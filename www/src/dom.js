// A tiny element builder. Text is always set as text, never parsed as HTML.

/**
 * Creates an element. `attrs` keys starting with `on` add listeners; `class` sets the class;
 * other keys set attributes (skipped when null/false). Children are nodes or strings.
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...Child} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.className = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  append(el, children);
  return el;
}

/** @typedef {Node | string | number | null | undefined | false | Child[]} Child */

/**
 * @param {Element} el
 * @param {Child[]} children  nested arrays are flattened; null, undefined and false are left out
 */
function append(el, children) {
  for (const c of children) {
    if (c == null || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(typeof c === 'string' || typeof c === 'number' ? String(c) : c);
  }
}

/**
 * Replaces an element's children.
 * @param {Element} el
 * @param {...Child} children
 */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
}

/** The key each node placed by `patch` was made for. */
const nodeKeys = new WeakMap();

/**
 * Makes `parent`'s children one node per item, in order, keeping a node shown before for an
 * item of the same key (which must cover all that the node shows) and building the others, so
 * that an edit that changes one row of a long list touches that row alone (style and layout
 * included), where rebuilding the list would lay out every row again.
 * @template T
 * @param {Element} parent  a list holding only nodes placed by `patch`
 * @param {readonly T[]} items
 * @param {(item: T) => string} keyOf
 * @param {(item: T) => Element} build
 * @param {(el: Element, item: T) => void} [keep]  told of each node kept, with its item (for data
 *   the node holds but does not show)
 */
export function patch(parent, items, keyOf, build, keep = () => {}) {
  /** @type {Map<string, Element[]>} */
  const shown = new Map();
  for (const el of parent.children) {
    const key = nodeKeys.get(el);
    if (key === undefined) continue;
    const same = shown.get(key);
    if (same) same.push(el);
    else shown.set(key, [el]);
  }
  const keys = items.map(keyOf);
  const kept = keys.map((key) => shown.get(key)?.shift() ?? null);
  // The nodes not kept go first, so that those kept stay where they are.
  const stay = new Set(kept);
  for (const el of [...parent.children]) if (!stay.has(el)) el.remove();
  let next = parent.firstElementChild;
  items.forEach((item, i) => {
    let el = kept[i];
    if (el) keep(el, item);
    else {
      el = build(item);
      nodeKeys.set(el, keys[i]);
    }
    if (el === next) next = el.nextElementSibling;
    else parent.insertBefore(el, next);
  });
}

/**
 * A "show all" button's state: hidden unless its list is long; its words and `aria-expanded`
 * follow whether the whole list is shown.
 * @param {HTMLElement} button @param {boolean} long @param {boolean} whole
 * @param {string} more  the words while the list is short @param {string} less  while it is whole
 */
export function showAll(button, long, whole, more, less) {
  button.hidden = !long;
  button.textContent = whole ? less : more;
  button.setAttribute('aria-expanded', String(whole));
}

/**
 * A button that jumps to a line of the file.
 * @param {number} line @param {(line: number) => void} onLine @param {string} [label]
 */
export function lineButton(line, onLine, label = `line ${line}`) {
  return h(
    'button',
    { type: 'button', class: 'line-link', 'data-goto-line': line, 'aria-label': `Go to line ${line}`, onclick: () => onLine(line) },
    label,
  );
}

/**
 * Runs `fn` each time the page is hidden or left: pagehide, and visibilitychange to hidden,
 * which also covers a tab switched away from and then discarded, and mobile browsers that end
 * a hidden page without a pagehide. What is written there must be written synchronously.
 * @param {() => void} fn
 */
export function onLeave(fn) {
  addEventListener('pagehide', fn);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && fn());
}

/**
 * The engine's message text with its `quoted` names (keys, patterns, tokens, which the engine
 * marks with backticks) as code elements: the words are shown as written, never the marks.
 * @param {string} text @returns {Child[]}
 */
export function withCode(text) {
  return text
    .split(/`([^`]*)`/)
    .map((piece, i) => (i % 2 ? h('code', {}, piece) : piece))
    .filter((p) => p !== '');
}

/** The same text as plain text (a tooltip, a title): the names in quotation marks. @param {string} text */
export const plainQuoted = (text) => text.replace(/`([^`]*)`/g, '“$1”');
