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

/**
 * A button that jumps to a line of the file.
 * @param {number} line @param {(line: number) => void} onLine @param {string} [label]
 */
export function lineButton(line, onLine, label = `line ${line}`) {
  return h('button', { type: 'button', class: 'line-link', 'data-goto-line': line, onclick: () => onLine(line) }, label);
}
