// Numbers in words, shared by the page, the element and the diagram. No DOM here.

/** A count as written in English: 12,345. @param {number} n */
export const fmt = (n) => n.toLocaleString('en');

/** `n` things, singular or plural: "1 byte", "6 bytes". @param {number} n @param {string} one @param {string} [more] */
export const many = (n, one, more = `${one}s`) => `${fmt(n)} ${n === 1 ? one : more}`;

/** How the request for the file was answered, in words: "HTTP 503", "no answer". @param {number | 'unreachable' | null} status */
export const statusWords = (status) => (status === 'unreachable' ? 'no answer' : `HTTP ${status}`);
