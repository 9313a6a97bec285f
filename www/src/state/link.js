// A share link's payload (`#s=` and lz-string's URI-safe form of the state's JSON) unpacked
// with limits: the page's thread and the worker (../worker.js) use the same function. A
// link of a few kilobytes can unpack to tens of millions of characters (a "decompression
// bomb"), more than any state the page writes into a link.
import LZString from 'lz-string';

/** The longest payload read (characters): the page writes links of at most 64 K (state.js MAX_HASH). */
export const MAX_LINK = 1024 * 1024;
/**
 * The most characters a link may unpack to: twice the largest state the page compresses
 * (state.js MAX_COMPRESS, 4 M characters).
 */
export const MAX_LINK_STATE = 8 * 1024 * 1024;

/**
 * The JSON a link's payload holds, or why there is none: `large` (the payload or what it
 * unpacks to is over the limits, in characters) or `unreadable`.
 * @param {string} payload
 * @returns {{ json: string } | { large: number } | { unreadable: true }}
 */
export function unpackLink(payload) {
  if (payload.length > MAX_LINK) return { large: payload.length };
  let json;
  try {
    json = LZString.decompressFromEncodedURIComponent(payload);
  } catch {
    return { unreadable: true };
  }
  if (!json) return { unreadable: true };
  return json.length > MAX_LINK_STATE ? { large: json.length } : { json };
}
