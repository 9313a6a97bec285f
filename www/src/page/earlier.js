// The comparison's earlier version across a reload: what the user chose or pasted as the
// earlier version (the panel's choice, the pasted file, the link), and the text as it was
// loaded (with how and when: a file opened, pasted, an example…), against which the edits are
// compared. Without it a reload would make the edited text the "file as it was loaded", and
// the comparison would find no change. Kept in localStorage apart from the page's state
// (../state/state.js), which is also a share link: the earlier version is not shared.

import { onLeave } from '../dom.js';
import { storageOf } from '../state/state.js';

const KEY = 'robots-playground:earlier:v1';
/** sessionStorage (this tab): the earlier version could not be kept as the page was left, to say after a reload. */
const LOST_KEY = 'robots-playground:earlier-lost:v1';
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
 * MAX_KEPT characters). A full or blocked storage keeps nothing: false then (followEarlier says so).
 * @param {Earlier} e @param {string} now @param {Storage | null} [storage]
 * @returns {boolean}  false when a reload would lose an earlier version (a text, the panel's choice)
 */
export function keepEarlier(e, now, storage = storageOf('localStorage')) {
  const fits = now.length <= MAX_KEPT;
  const loaded = e.loaded !== null && e.loaded !== now && e.loaded.length <= MAX_KEPT && fits ? e.loaded : null;
  const other = e.other.length <= MAX_KEPT ? e.other : '';
  const same = fits && Boolean(e.how) && e.loaded === now;
  const nothing = !loaded && !same && !other && !e.link && e.source === 'loaded';
  // What a reload would lose: another text, or the panel's choice (not only when the text was loaded).
  const worth = loaded !== null || other !== '' || e.link !== '' || e.source !== 'loaded';
  try {
    if (nothing) storage?.removeItem(KEY);
    else if (storage)
      storage.setItem(
        KEY,
        JSON.stringify({
          source: e.source,
          other,
          link: e.link,
          ...((loaded !== null || same) && { loaded, now: fingerprint(now), how: e.how, at: e.at }),
        }),
      );
    return nothing || Boolean(storage) || !worth;
  } catch {
    // Quota exceeded, or storage disabled: the earlier version is not kept.
    return !worth;
  }
}

/**
 * Puts the kept fields back in the comparison panel, and keeps them and the loaded text each
 * time the page is hidden or left (onLeave, when the page's own state is written too). When it
 * could not be kept, `lost` says so (hidden otherwise): as the tab comes back, and after a reload
 * (a note in this tab's sessionStorage).
 * @param {{ source: HTMLSelectElement, other: HTMLTextAreaElement, link: HTMLInputElement, lost: HTMLElement }} fields
 * @param {Earlier} kept  what restoreEarlier gave
 * @param {{ loaded: () => { doc: { length: number, toString(): string }, how: string, at: number }, text: () => string }} page  the text as loaded (how, when), and now
 */
export function followEarlier(fields, kept, page) {
  fields.source.value = kept.source;
  fields.other.value = kept.other;
  fields.link.value = kept.link;
  const session = storageOf('sessionStorage');
  /** @param {string | null} text */
  const say = (text) => ((fields.lost.hidden = !text), (fields.lost.textContent = text));
  try {
    if (session?.getItem(LOST_KEY))
      say(
        'This browser did not let the page keep the earlier version across the reload (its storage is full or blocked): the comparison starts again from the file as it was reloaded.',
      );
    session?.removeItem(LOST_KEY);
  } catch {
    // blocked: nothing was noted
  }
  const keep = () => {
    // A loaded text too long to keep is not joined for nothing as the page goes away.
    const { doc, how, at } = page.loaded();
    const kept = keepEarlier(
      {
        source: fields.source.value,
        other: fields.other.value,
        link: fields.link.value,
        loaded: doc.length <= MAX_KEPT ? String(doc) : null,
        how,
        at,
      },
      page.text(),
    );
    say(
      kept
        ? null
        : 'This browser did not let the page keep the earlier version (its storage is full or blocked): after a reload, the comparison would start again from the file as it is then.',
    );
    try {
      if (kept) session?.removeItem(LOST_KEY);
      else session?.setItem(LOST_KEY, '1');
    } catch {
      // full or blocked too
    }
  };
  onLeave(keep);
}
