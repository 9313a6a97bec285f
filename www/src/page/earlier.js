// The comparison's earlier version across a reload: what the user chose or pasted as the
// earlier version (the panel's choice, the pasted file, the link), and the text as it was
// loaded (with how and when: a file opened, pasted, an example…), against which the edits are compared. Without it a reload made the edited text the
// "file as it was loaded", and the comparison found no change. Kept in localStorage apart from
// the page's state (../state.js), which is also a share link: the earlier version is not shared.

import { onLeave } from '../dom.js';
import { storageOf } from '../state.js';

const KEY = 'robots-playground:earlier:v1';
/** Texts longer than this (UTF-16 units) are not kept: with the page's own state they would not fit. */
const MAX_KEPT = 1024 * 1024;

/**
 * A cheap identity of a text (its length and FNV-1a over its UTF-16 units): the loaded text is
 * given back only to the text it was kept with, not to another file opened or linked.
 * @param {string} text
 */
export function fingerprint(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(h >>> 0).toString(36)}`;
}

/**
 * @typedef {{ source: string, other: string, link: string }} Inputs  the panel's fields
 * @typedef {Inputs & { loaded: string | null, how: string | null, at: number | null }} Earlier
 *   `loaded` null: the text now; `how` and `at` (ms since 1970) say how and when it was loaded (null: unknown)
 */

/**
 * What was kept for the text `now`: the panel's fields, and the loaded text if it was kept with
 * this same text (null otherwise).
 * @param {string} now @param {Storage | null} [storage]
 * @returns {Earlier}
 */
export function restoreEarlier(now, storage = storageOf('localStorage')) {
  const none = { source: 'loaded', other: '', link: '', loaded: null, how: null, at: null };
  let kept;
  try {
    kept = JSON.parse(storage?.getItem(KEY) ?? 'null');
  } catch {
    return none;
  }
  if (!kept || typeof kept !== 'object') return none;
  const str = (/** @type {unknown} */ v) => (typeof v === 'string' ? v : '');
  // The length first: a large file is not hashed for nothing as the page starts.
  const mine = typeof kept.now === 'string' && kept.now.startsWith(`${now.length}:`) && kept.now === fingerprint(now);
  const loaded = mine && typeof kept.loaded === 'string' ? kept.loaded : null;
  return {
    source: ['loaded', 'other', 'link'].includes(kept.source) ? kept.source : 'loaded',
    other: str(kept.other),
    link: str(kept.link),
    loaded,
    how: mine ? str(kept.how) || null : null,
    at: mine && typeof kept.at === 'number' ? kept.at : null,
  };
}

/**
 * Keeps the panel's fields and, with the text now's identity, how and when the loaded text was
 * loaded, and the loaded text itself when it differs from the text now (each text only up to
 * MAX_KEPT characters). A full storage keeps nothing and says nothing: the file itself is the
 * page's state, which says when it could not be kept.
 * @param {Earlier} e @param {string} now @param {Storage | null} [storage]
 */
export function keepEarlier(e, now, storage = storageOf('localStorage')) {
  const fits = now.length <= MAX_KEPT;
  const loaded = e.loaded !== null && e.loaded !== now && e.loaded.length <= MAX_KEPT && fits ? e.loaded : null;
  const other = e.other.length <= MAX_KEPT ? e.other : '';
  const same = fits && Boolean(e.how) && e.loaded === now;
  try {
    if (!loaded && !same && !other && !e.link && e.source === 'loaded') storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify({ source: e.source, other, link: e.link, ...((loaded !== null || same) && { loaded, now: fingerprint(now), how: e.how, at: e.at }) }));
  } catch {
    // Quota exceeded, or storage disabled: the earlier version is not kept.
  }
}

/**
 * Puts the kept fields back in the comparison panel, and keeps them and the loaded text each
 * time the page is hidden or left (onLeave, when the page's own state is written too).
 * @param {{ source: HTMLSelectElement, other: HTMLTextAreaElement, link: HTMLInputElement }} fields
 * @param {Earlier} kept  what restoreEarlier gave
 * @param {{ loaded: () => { doc: { length: number, toString(): string }, how: string, at: number }, text: () => string }} page  the text as loaded (how, when), and now
 */
export function followEarlier(fields, kept, page) {
  fields.source.value = kept.source;
  fields.other.value = kept.other;
  fields.link.value = kept.link;
  const keep = () => {
    // A loaded text too long to keep is not joined for nothing as the page goes away.
    const { doc, how, at } = page.loaded();
    keepEarlier({ source: fields.source.value, other: fields.other.value, link: fields.link.value, loaded: doc.length <= MAX_KEPT ? String(doc) : null, how, at }, page.text());
  };
  onLeave(keep);
}
