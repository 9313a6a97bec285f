// Characters the engine reads differently from how they look, counted in one pass: for a
// small file on the page's thread, for a large one in the worker (compute.js).

/** NUL, the other C0 controls and DEL (binary data), and lone surrogates. */
const ODD = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Characters the engine reads differently from how they look: NUL ends a line for Google,
 * control characters mean binary data, and a lone surrogate (half a UTF-16 pair, not valid
 * Unicode) reaches the engine as U+FFFD.
 * @param {string} text
 */
export function oddChars(text) {
  const out = { nul: 0, controls: 0, surrogates: 0 };
  ODD.lastIndex = 0;
  for (let m; (m = ODD.exec(text)); ) {
    const c = m[0].charCodeAt(0);
    if (c === 0) out.nul++;
    else if (c < 0xd800) out.controls++;
    else out.surrogates++;
  }
  return out;
}
