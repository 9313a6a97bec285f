// Export of a drawn diagram: a standalone SVG (styles with the colours and fonts resolved,
// a background, no page hooks needed) and a PNG drawn from it on a canvas.

import { SVG_NS } from './svg.js';

/**
 * The SVG as a standalone document: var(--robots-*) in its <style> replaced by the values
 * in effect at `host` (so the theme in use is kept), a background rectangle added.
 * @param {SVGSVGElement} svg
 * @param {Element} host  where the custom properties are read
 * @returns {string}
 */
export function standaloneSvg(svg, host) {
  const cs = getComputedStyle(host);
  /** @param {string} css @returns {string} */
  const resolve = (css) =>
    css.replace(
      /var\((--[\w-]+)(?:,([^()]*(?:\([^()]*\)[^()]*)*))?\)/g,
      (/** @type {string} */ _, /** @type {string} */ name, /** @type {string | undefined} */ fallback) => {
        const value = cs.getPropertyValue(name).trim();
        return value ? resolve(value) : (fallback ?? 'currentColor').trim();
      },
    );
  const clone = /** @type {SVGSVGElement} */ (svg.cloneNode(true));
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('version', '1.1');
  clone.removeAttribute('class');
  clone.setAttribute('class', 'dg');
  const style = clone.querySelector('style');
  if (style) style.textContent = resolve(style.textContent ?? '');
  // An image has no focus, no buttons and no cursor to follow.
  for (const el of clone.querySelectorAll('[tabindex], [data-linked], [role="button"]')) {
    el.removeAttribute('tabindex');
    el.removeAttribute('data-linked');
    if (el.getAttribute('role') === 'button') el.removeAttribute('role');
  }
  const bg = document.createElementNS(SVG_NS, 'rect');
  bg.setAttribute('width', '100%');
  bg.setAttribute('height', '100%');
  bg.setAttribute('fill', cs.getPropertyValue('--robots-pane').trim() || '#ffffff');
  clone.insertBefore(bg, style ? style.nextSibling : clone.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

/**
 * A PNG of a standalone SVG, at `scale` times its size.
 * @param {string} svgText
 * @param {number} width
 * @param {number} height
 * @returns {Promise<Blob>}
 */
export async function pngFromSvg(svgText, width, height, scale = 2) {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas gave no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Offers a blob as a download.
 * @param {Blob} blob @param {string} name  the file's name
 */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
