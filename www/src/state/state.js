// The page state (file, agent, URLs, policy, HTTP status, focused row, expectations): kept in the URL hash, compressed
// with lz-string, defaults left out, and in localStorage so a reload loses nothing; written
// at once as the page is hidden, with a note in sessionStorage for the reload (see flushNow).

import LZString from 'lz-string';
import { MAX_LINK_STATE, unpackLink } from './link.js';
import { SAMPLE_AGENT, SAMPLE_FILE, SAMPLE_URLS } from './sample.js';
import { LARGE_TEXT, READING_IDS, statusOf } from '../session/readings.js';

/**
 * @typedef {object} PageState
 * @property {string} text    the robots.txt
 * @property {string} agent   a product token or a full User-Agent string
 * @property {string} urls    one URL per line
 * @property {import('../session/readings.js').Reading} policy
 * @property {import('../session/readings.js').Status} status  how the request for the file was answered (null: a success)
 * @property {number} focus   index of the focused URL
 * @property {string} expect  the expectations, one a line (`allowed|blocked TOKEN URL [line N]`)
 */

/** @type {PageState} */
export const DEFAULTS = Object.freeze({
  text: SAMPLE_FILE,
  agent: SAMPLE_AGENT,
  urls: SAMPLE_URLS,
  policy: 'google',
  status: null,
  focus: 0,
  expect: '',
});

const STORAGE_KEY = 'robots-playground:state:v1';
/** localStorage: during a guide's lesson, the user's own setup it will give back (guide/lesson.js). */
export const LESSON_KEY = 'robots-playground:lesson:v1';
/** localStorage: the work a share link replaced, one click away (see restore). */
const REPLACED_KEY = 'robots-playground:replaced:v1';
/** sessionStorage (this tab only): the state written as the page was hidden, and the hashes it is newer than. */
const LEFT_KEY = 'robots-playground:left:v1';
/**
 * How long a hash the saver replaced still counts as one a reload may ask for (ms): a reload
 * keeps the address it had when it was asked for, and the saver's timer can still write a
 * newer state in the time before the page is hidden (longer on a loaded machine).
 */
const RECENT = 10_000;
/** Texts longer than LARGE_TEXT (UTF-16 units) are saved only after a pause of LARGE_PAUSE ms. */
const LARGE_PAUSE = 1500;
/** Texts longer than this (UTF-16 units) are compressed in the worker when there is one. */
const MID_TEXT = 8 * 1024;
/** While typing goes on without a pause, the state is still written this often (ms). */
const MAX_WAIT = 5000;
const HASH_PREFIX = '#s=';
/** The longest hash written to the address: longer links break in mail, chat and some browsers. */
export const MAX_HASH = 64 * 1024;
/** States longer than this (UTF-16 units) are not even compressed: they could not fit. */
const MAX_COMPRESS = 4 * 1024 * 1024;
/** Texts longer than this (UTF-16 units) are not stored: browsers keep ~5 M characters an origin (Chromium 5,242,880). */
const MAX_STORE = 5 * 1024 * 1024;

/**
 * The browser's `localStorage` or `sessionStorage`, or null where it is absent or the page may
 * not use it (site data blocked: merely reading the property throws a SecurityError).
 * @param {'localStorage' | 'sessionStorage'} name
 * @returns {Storage | null}
 */
export function storageOf(name) {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}

/** The fields of a state, in order. */
const KEYS = /** @type {(keyof PageState)[]} */ (Object.keys(DEFAULTS));

/**
 * Only the fields that differ from the defaults.
 * @param {SavedState} state
 * @returns {Partial<SavedState>}
 */
function diff(state) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const k of KEYS) if (state[k] !== DEFAULTS[k]) out[k] = state[k];
  return out;
}

/**
 * Defaults, overlaid with the valid fields of an untrusted object.
 * @param {any} obj
 * @returns {PageState}
 */
function sanitize(obj) {
  const s = { ...DEFAULTS };
  if (!obj || typeof obj !== 'object') return s;
  for (const k of /** @type {const} */ (['text', 'agent', 'urls', 'expect'])) if (typeof obj[k] === 'string') s[k] = obj[k];
  if (READING_IDS.includes(obj.policy)) s.policy = obj.policy;
  s.status = statusOf(obj.status);
  if (Number.isInteger(obj.focus) && obj.focus >= 0) s.focus = obj.focus;
  return s;
}

/**
 * The hash for a state: empty when everything is default.
 * @param {PageState} state
 * @returns {string}
 */
export function encodeHash(state) {
  const d = diff(state);
  if (Object.keys(d).length === 0) return '';
  return HASH_PREFIX + LZString.compressToEncodedURIComponent(JSON.stringify(d));
}

/**
 * The state in a hash, or null when the hash holds none (or cannot be read), unpacked on this
 * thread: see openLink for the page's way.
 * @param {string} hash
 * @returns {PageState | null}
 */
export function decodeHash(hash) {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const r = unpackLink(hash.slice(HASH_PREFIX.length));
  return 'json' in r ? stateOfJson(r.json) : null;
}

/** @param {string} json @returns {PageState | null} */
function stateOfJson(json) {
  try {
    // A state is an object: JSON null, a number, a string or an array is no state at all.
    return sanitize(asObject(JSON.parse(json)));
  } catch {
    return null;
  }
}

/**
 * A link's payload unpacked elsewhere (a worker: the page's thread stays free), or here.
 * @typedef {(payload: string) => Promise<ReturnType<typeof unpackLink>>} Unpack
 */

/** Whether two states hold the same work (their fields that differ from the defaults). @param {PageState} a @param {PageState} b */
const sameWork = (a, b) => JSON.stringify(diff(a)) === JSON.stringify(diff(b));

/** Keeps the work a link replaced, apart from the saver's entry (which the link's state takes). @param {PageState} state */
function keepReplaced(state) {
  try {
    storageOf('localStorage')?.setItem(REPLACED_KEY, JSON.stringify(diff(state)));
  } catch {
    // full: the notice still offers it for as long as the page is open
  }
}

/**
 * The work a link (or another tab) replaced, once: it is then the page's work again, and the
 * saver keeps it. With `swap`, that work is kept apart in its place.
 * @param {PageState} [swap]
 * @returns {PageState | null}
 */
export function takeReplaced(swap) {
  const storage = storageOf('localStorage');
  try {
    const raw = storage?.getItem(REPLACED_KEY);
    storage?.removeItem(REPLACED_KEY);
    if (swap) keepReplaced(swap);
    return raw ? sanitize(asObject(JSON.parse(raw))) : null;
  } catch {
    return null;
  }
}

/** The work kept apart, if any, left where it is. @returns {PageState | null} */
function peekReplaced() {
  try {
    const raw = storageOf('localStorage')?.getItem(REPLACED_KEY);
    return raw ? sanitize(asObject(JSON.parse(raw))) : null;
  } catch {
    return null;
  }
}

/**
 * The last write of the saved work by another tab since this tab wrote, as written. This tab's
 * next write keeps it apart (REPLACED_KEY) instead of writing over it, and a plain visit offers
 * it back: two tabs never drop each other's work unnoticed.
 */
let foreign = /** @type {string | null} */ (null);

/**
 * Follows the other tabs' writes of the saved work (the `storage` event); `onOther` is called
 * for each.
 * @param {() => void} onOther
 */
export function watchOtherTabs(onOther) {
  addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEY || !e.newValue) return;
    foreign = e.newValue;
    onOther();
  });
}

/**
 * What a hash holds: its state, a sentence on why the state it holds cannot be opened, or null
 * when it holds none (`#`, `#other`).
 * @param {string} hash
 * @param {Unpack} [unpack]
 * @returns {Promise<{ state: PageState } | { problem: string, large: boolean } | null>}
 */
export async function openLink(hash, unpack = async (p) => unpackLink(p)) {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const r = await unpack(hash.slice(HASH_PREFIX.length));
  if ('large' in r) return { problem: LARGE_LINK, large: true };
  const state = 'json' in r ? stateOfJson(r.json) : null;
  return state ? { state } : { problem: BAD_LINK, large: false };
}

/**
 * An untrusted value when it is a plain object (not null, not an array); throws otherwise.
 * @param {unknown} v
 * @returns {Record<string, unknown>}
 */
function asObject(v) {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new TypeError('not a state');
  return /** @type {Record<string, unknown>} */ (v);
}

const BAD_LINK = 'The state in this link could not be read (it may have been cut short); ';
const LARGE_LINK = `This link holds more than a playground link can (over ${(MAX_LINK_STATE / 1024 / 1024).toLocaleString('en')} million characters once unpacked), so it was not opened; `;

/**
 * What to say of a link that could not be opened in an open tab (hashchange): the work on
 * screen stays. @param {string} problem  from openLink
 */
export const linkNotOpened = (problem) => `${problem}what was on screen is left as it was.`;

/**
 * The stored state; `corrupt` when an entry exists but cannot be read (it is then removed).
 * @returns {PageState | 'corrupt' | null}
 */
function readStorage() {
  let raw;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled
  }
  if (!raw) return null;
  try {
    return sanitize(asObject(JSON.parse(raw)));
  } catch {
    // fall through
  }
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing more to do
  }
  return 'corrupt';
}

/**
 * The state this tab wrote as it was hidden, when the address holds one of the hashes it is
 * newer than; read once (a later visit of the same address is a plain one again).
 * @param {string} hash
 * @returns {PageState | null}
 */
function readLeft(hash) {
  let raw;
  try {
    raw = sessionStorage.getItem(LEFT_KEY);
    if (raw) sessionStorage.removeItem(LEFT_KEY);
  } catch {
    return null; // storage disabled
  }
  if (!raw) return null;
  try {
    const obj = JSON.parse(raw);
    if (Array.isArray(obj?.over) && obj.over.includes(hash)) return sanitize(asObject(obj.state));
  } catch {
    // unreadable: the hash or localStorage decide
  }
  return null;
}

/**
 * The state to start with, where it came from, and what could not be read (to tell the user).
 * @param {Location} location
 * @param {Unpack} [unpack]  how a link is unpacked (openLink)
 * @returns {Promise<{ state: PageState, source: 'hash' | 'storage' | 'example', problem?: string, replaced?: PageState, replacedBy?: 'link' | 'tab' }>}
 *   replaced: the work kept in this browser that a link replaced, or that another tab's saved
 *   work was written over (kept apart until takeReplaced)
 */
export async function restore(location, unpack) {
  // 0. This tab reloaded (or reopened) right after an edit: https://robots.example/#s=…
  //    whose hash is older than what was typed, as the saver writes at most every 400 ms.
  //    The state written as the page was hidden (see flushNow) says which hashes it is newer
  //    than; a reload keeps the address it had before, so that hash is here, and loses.
  const left = readLeft(location.hash);
  if (left) return { state: left, source: 'storage' };
  // 1. A shared link: https://robots.example/#s=N4Ighg5gpgdgLiAXCA4gBQCoCED2CC+QA
  //    (that one is {"agent":"GPTBot"}) holds the state in the hash; it wins over storage.
  const link = await openLink(location.hash, unpack);
  const stored = readStorage();
  if (link && 'state' in link) {
    // Work kept here that the link replaces is kept apart, and the page offers it back.
    const replaced = stored && stored !== 'corrupt' && !sameWork(stored, link.state) && !sameWork(stored, DEFAULTS) ? stored : undefined;
    if (replaced) keepReplaced(replaced);
    return { state: link.state, source: 'hash', replaced, replacedBy: 'link' };
  }
  const badLink = link?.problem ?? '';
  // 2. A plain visit after earlier work: https://robots.example/ restores the last state
  //    kept in localStorage, so a reload loses nothing; when a link's state was too large to
  //    keep (the entry is gone), the work that link replaced.
  if (stored === 'corrupt') {
    return {
      state: { ...DEFAULTS },
      source: 'example',
      problem: `${badLink || 'The state saved in this browser was unreadable, so it was reset; '}the example is shown instead.`,
    };
  }
  const kept = stored ?? takeReplaced();
  // Work of another tab that this one was saved over (see watchOtherTabs) is offered back.
  const other = stored ? peekReplaced() : null;
  const apart = other && stored && !sameWork(other, stored) ? { replaced: other, replacedBy: /** @type {const} */ ('tab') } : {};
  if (kept)
    return { state: kept, source: 'storage', problem: badLink ? `${badLink}your last saved state is shown instead.` : undefined, ...apart };
  // 3. A first visit: https://robots.example/ with nothing stored shows the example file.
  return { state: { ...DEFAULTS }, source: 'example', problem: badLink ? `${badLink}the example is shown instead.` : undefined };
}

/**
 * A text as the saver may get it: a string, or a CodeMirror Text (it has `length` and
 * `toString()`), joined only when written.
 * @typedef {string | { length: number, toString(): string }} SavedText
 */

/** @typedef {Omit<PageState, 'text'> & { text: SavedText }} SavedState */

/** Characters of a state's text fields, all four. */
const sizeOf = (/** @type {SavedState} */ state) => state.text.length + state.agent.length + state.urls.length + state.expect.length;

/**
 * The state with its text joined into a string, when it can be kept at all; as given when it
 * is too long to store (its text may be the editor's document, which shares its memory with
 * the current one, where the joined string would be a second copy of a large file).
 * @param {SavedState} state
 * @returns {SavedState}
 */
const joined = (state) => (state.text.length <= MAX_STORE ? { ...state, text: String(state.text) } : state);

/**
 * Writes the state to the hash (history.replaceState, so no history entry per keystroke)
 * and to localStorage once saving has paused for `interval` ms (large texts: 1.5 s), and at
 * least every 5 s while it goes on, the last state always written.
 * A state too long for a link leaves the address without a hash; `onProblem` hears what
 * could not be kept (a sentence), or null once everything is kept again. With `compress`
 * (lz-string's compressToEncodedURIComponent run elsewhere, e.g. in a worker), states over
 * 8 K characters are compressed there, off the page's thread.
 * @param {number} interval
 * @param {(problem: string | null) => void} [onProblem]
 * @param {((json: string) => Promise<string>) | null} [compress]
 */
export function createSaver(interval = 400, onProblem = () => {}, compress = null) {
  return new Saver(interval, onProblem, compress);
}

/** The saver createSaver makes (see there). */
class Saver {
  /** What the last write could not keep, as a sentence, or null. */
  #problem = /** @type {string | null} */ (null);
  /** The state saved and not yet written. */
  #pending = /** @type {SavedState | null} */ (null);
  #timer = /** @type {ReturnType<typeof setTimeout> | 0} */ (0);
  /** When the state now pending was first saved (Date.now()). */
  #since = 0;
  /** Bumped by every write: a compression that finishes after a newer write is dropped. */
  #writes = 0;
  #compressing = /** @type {Promise<void> | null} */ (null);
  /** The state being compressed (not yet kept anywhere), and the one flushNow last wrote. */
  #inFlight = /** @type {SavedState | null} */ (null);
  #left = /** @type {SavedState | null} */ (null);
  /** The state last put in the address and storage, and the hashes it replaced lately ({ hash, at }). */
  #kept = /** @type {SavedState | null} */ (null);
  /** The hash this saver last put in the address, or the one the page last took (adopt). */
  #written = '';
  #replaced = /** @type {{ hash: string, at: number }[]} */ ([]);
  /** Writes the pending state (the timer's callback). */
  #write = () => this.#writeNow();
  #interval;
  #onProblem;
  #compress;

  /**
   * @param {number} interval
   * @param {(problem: string | null) => void} onProblem
   * @param {((json: string) => Promise<string>) | null} compress
   */
  constructor(interval, onProblem, compress) {
    this.#interval = interval;
    this.#onProblem = onProblem;
    this.#compress = compress;
    this.#written = location.hash;
  }

  /**
   * The page has taken the state of the address it now has (a link opened in this tab, a
   * hash set by a script): the saver writes over it from now on. Until then, a state saved
   * before that navigation is not put in the address, where it would replace the newer hash
   * before the page read it (its hashchange handler comes after a timer that was already due).
   * @param {string} hash
   */
  adopt(hash) {
    this.#written = hash;
  }

  /**
   * Saves a state; its `text` may be a CodeMirror Text (it has `length` and `toString()`),
   * joined only when written, so that a keystroke in a huge file costs nothing here.
   * @param {SavedState} state
   */
  save(state) {
    this.#pending = { ...state };
    // Not between two keystrokes (even a small file's write is too slow for that, the address
    // alone too): once saving pauses, or once it has gone on for MAX_WAIT ms. A large file
    // (its compression takes long) waits for a longer pause, however long typing goes on.
    // Every field counts: 50,000 expectations are as long to compress as a file of that size.
    const large = sizeOf(state) > LARGE_TEXT;
    if (!this.#timer) this.#since = Date.now();
    clearTimeout(this.#timer);
    const pause = large ? LARGE_PAUSE : this.#interval;
    this.#timer = setTimeout(this.#write, large ? pause : Math.min(pause, Math.max(0, this.#since + MAX_WAIT - Date.now())));
  }

  /** What the last write could not keep, or null. */
  get problem() {
    return this.#problem;
  }

  /**
   * Writes a pending state now (before sharing the link); resolves once it is in the address.
   * @returns {Promise<void>}
   */
  flush() {
    if (this.#timer) clearTimeout(this.#timer);
    return this.#writeNow();
  }

  /**
   * Writes the pending state at once and synchronously, as the page is hidden or unloaded
   * (pagehide, visibilitychange): a timer or a compression would never finish.
   */
  flushNow() {
    const state = this.#pending ?? this.#inFlight;
    if (state && state !== this.#left) this.#writeAtOnce(state);
    // With nothing pending, the state last written may still be newer than the address a
    // reload asks for: the timer may have written it after the reload was asked for.
    const latest = this.#kept;
    if (!latest || latest === this.#left) return;
    this.#left = latest;
    this.#noteLeft(latest);
  }

  /** @returns {Promise<void>} */
  #writeNow() {
    this.#timer = 0;
    const given = this.#pending;
    this.#pending = null;
    if (!given) return this.#compressing ?? Promise.resolve();
    // As given: its text may be the editor's document, which shares its memory with the
    // current one, where the joined string would be a second copy of a large file.
    const mine = ++this.#writes;
    const size = sizeOf(given);
    // The text is joined only here, once typing paused, and only when it can be kept at all.
    const state = joined(given);
    const compress = this.#compress;
    if (size > MAX_COMPRESS || !compress || size <= MID_TEXT) {
      this.#compressing = null;
      this.#inFlight = null;
      this.#keep(state, size > MAX_COMPRESS ? null : encodeHash(/** @type {PageState} */ (state)), given);
      return Promise.resolve();
    }
    const d = diff(state);
    this.#inFlight = state;
    const done = compress(JSON.stringify(d)).then(
      (packed) => {
        if (mine === this.#writes) this.#keep(state, HASH_PREFIX + packed, given);
      },
      () => {
        if (mine === this.#writes) this.#keep(state, encodeHash(/** @type {PageState} */ (state)), given);
      },
    );
    this.#compressing = done.finally(() => {
      if (mine === this.#writes) this.#compressing = this.#inFlight = null;
    });
    return this.#compressing;
  }

  /**
   * flushNow's write of a state not yet kept (or kept only by a compression still running).
   * @param {SavedState} state
   */
  #writeAtOnce(state) {
    clearTimeout(this.#timer);
    this.#timer = 0;
    this.#pending = null;
    this.#inFlight = this.#compressing = null;
    // A compression still running is of this state or an older one: its answer is dropped
    // (see #writeNow), or it would put an older hash back in the address and storage.
    this.#writes++;
    const whole = joined(state);
    if (sizeOf(whole) > MAX_COMPRESS) this.#keep(whole, null);
    else if (sizeOf(whole) <= LARGE_TEXT)
      this.#keep(whole, encodeHash(/** @type {PageState} */ (whole))); // a few ms
    else {
      // Too large to compress now (too slow as the page goes away): the address drops its
      // hash, which is older than this state, so that the address never shows an older state
      // than storage; the hash comes back once the state is written the usual way (below).
      this.#keep(whole, '');
      this.#pending = whole;
      this.#timer = setTimeout(this.#write, LARGE_PAUSE);
    }
  }

  /**
   * A reload keeps the address the page had when it was asked for, before flushNow ran:
   * history.replaceState there does not reach it, and restore() takes the hash before
   * localStorage. So this tab also notes that this state is newer than the addresses it
   * replaced lately, and than the one it has now.
   * @param {SavedState} latest
   */
  #noteLeft(latest) {
    if (latest.text.length > MAX_STORE) return;
    const now = Date.now();
    const over = this.#replaced.filter((r) => now - r.at < RECENT).map((r) => r.hash);
    over.push(location.hash);
    try {
      sessionStorage.setItem(LEFT_KEY, JSON.stringify({ over, state: diff({ ...latest, text: String(latest.text) }) }));
    } catch {
      // full or disabled: a reload may then show the state of the address
    }
  }

  /**
   * Puts the state in the address (`hash`, or null: too large to compress) and in storage;
   * `given` is the same state as saved (its text not joined), remembered for flushNow.
   * @param {SavedState} state
   * @param {string | null} hash
   * @param {SavedState} [given]
   */
  #keep(state, hash, given = state) {
    // The address and localStorage hold this state now: a state left by flushNow is older.
    this.#left = null;
    this.#kept = given;
    try {
      sessionStorage.removeItem(LEFT_KEY);
    } catch {
      // disabled
    }
    const linkProblem = this.#putInAddress(state, hash);
    const problems = [linkProblem, storeState(state, linkProblem === null)].filter((p) => p !== null);
    const next = problems.length ? problems.join(' ') : null;
    if (next !== this.#problem) {
      this.#problem = next;
      this.#onProblem(next);
    }
  }

  /**
   * Puts a state's hash in the address (none when `hash` is null or too long for a link).
   * @param {SavedState} state
   * @param {string | null} hash
   * @returns {string | null}  what could not be kept, or null
   */
  #putInAddress(state, hash) {
    let problem = null;
    if (hash == null || hash.length > MAX_HASH) {
      const chars =
        hash == null ? `${sizeOf(state).toLocaleString('en')} characters` : `a ${hash.length.toLocaleString('en')}-character link`;
      problem = `This state is too large for a share link (${chars}; links hold at most ${MAX_HASH.toLocaleString('en')}), so the address no longer holds it: use Download to share the file.`;
      hash = '';
    }
    const url = location.pathname + location.search + hash;
    // Another hash came since (a navigation the page has not read yet): it is newer than this state.
    if (location.hash !== this.#written) return problem;
    try {
      this.#written = hash;
      if (url !== location.pathname + location.search + location.hash) {
        // The hash replaced may still be asked for by a reload already on its way.
        const now = Date.now();
        this.#replaced = this.#replaced.filter((r) => now - r.at < RECENT && r.hash !== location.hash).slice(-3);
        this.#replaced.push({ hash: location.hash, at: now });
        history.replaceState(null, '', url);
      }
    } catch {
      // an address the browser refuses: the notice already says so
    }
    return problem;
  }
}

/**
 * Puts a state in localStorage, or removes the older one when it cannot be kept.
 * @param {SavedState} state
 * @param {boolean} linked  whether the address holds the state (else only a download keeps it)
 * @returns {string | null}  what could not be kept, or null
 */
function storeState(state, linked) {
  const storage = storageOf('localStorage');
  const keep = linked ? 'copy the link to keep it' : 'download the file to keep it';
  // Site data blocked (or no storage at all): only the link keeps the work.
  if (!storage) return `This browser does not let the page keep your work: ${keep}.`;
  try {
    if (state.text.length > MAX_STORE) {
      // Not even tried: no browser keeps that much, and the attempt would block the page.
      storage.removeItem(STORAGE_KEY);
      return `This file is too large for this browser to keep (${state.text.length.toLocaleString('en')} characters; at most ${MAX_STORE.toLocaleString('en')} are kept): a reload would lose it, so download the file to keep it.`;
    }
    const mine = JSON.stringify(diff(state));
    if (foreign !== null && foreign !== mine) {
      // Another tab's work, written since this tab's last write: kept apart, not overwritten.
      try {
        storage.setItem(REPLACED_KEY, foreign);
      } catch {
        // No room to keep it apart: it stays the saved work (a later visit shows it), and this
        // tab's work is not written over it; the next save tries again.
        return `Another playground tab saved its work in this browser, and there is no room to keep both: yours was not saved, so that the other tab's is not lost. ${keep[0].toUpperCase()}${keep.slice(1)}.`;
      }
    }
    foreign = null;
    storage.setItem(STORAGE_KEY, mine);
    return null;
  } catch {
    // Storage full or refused: drop the older state rather than bring it back on reload.
    try {
      storage.removeItem(STORAGE_KEY);
    } catch {
      // refused
    }
    return `This browser could not keep your work (its storage for this page is full): ${keep}.`;
  }
}
