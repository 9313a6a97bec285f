// Drawing only what changed: a panel keeps the key of what it last drew, and draws again only
// for another key.

/**
 * A key for what a panel shows: JSON, with typed arrays (a large file's line arrays, which no
 * panel lists) as their length.
 * @param {unknown} value
 */
export const keyOf = (value) => JSON.stringify(value, (_k, v) => (ArrayBuffer.isView(v) ? /** @type {any} */ (v).length : v));

/**
 * Calls `draw` only when `key` differs from the last one given: a string, or a list compared
 * item by item (Object.is), so that objects count by identity.
 * @returns {(key: string | unknown[], draw: () => void) => void}
 */
export function memo() {
  /** @type {string | unknown[] | null} */
  let last = null;
  return (key, draw) => {
    const same = Array.isArray(key)
      ? Array.isArray(last) && key.length === last.length && key.every((k, i) => Object.is(k, /** @type {unknown[]} */ (last)[i]))
      : key === last;
    if (same) return;
    draw();
    last = key;
  };
}
