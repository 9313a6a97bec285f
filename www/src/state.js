// The page state (file, agent, URLs, policy, focused row): kept in the URL hash, compressed
// with lz-string, defaults left out, and in localStorage so a reload loses nothing; written
// at once as the page is hidden, with a note in sessionStorage for the reload (see flushNow).

import LZString from 'lz-string';
import { SAMPLE_AGENT, SAMPLE_FILE, SAMPLE_URLS } from './sample.js';

/**
 * @typedef {object} PageState
 * @property {string} text    the robots.txt
 * @property {string} agent   a product token or a full User-Agent string
 * @property {string} urls    one URL per line
 * @property {'google'|'rfc9309'|'crawler'} policy
 * @property {number} focus   index of the focused URL
 */

/** @type {PageState} */
export const DEFAULTS = Object.freeze({
  text: SAMPLE_FILE,
  agent: SAMPLE_AGENT,
  urls: SAMPLE_URLS,
  policy: 'google',
  focus: 0,
});

const STORAGE_KEY = 'robots-playground:state:v1';
/** sessionStorage (this tab only): the state written as the page was hidden, and the hashes it is newer than. */
const LEFT_KEY = 'robots-playground:left:v1';
/**
 * How long a hash the saver replaced still counts as one a reload may ask for (ms): a reload
 * keeps the address it had when it was asked for, and the saver's timer can still write a
 * newer state in the time before the page is hidden (longer on a loaded machine).
 */
const RECENT = 10_000;
/** Texts longer than this (UTF-16 units) are saved only after a pause of LARGE_PAUSE ms. */
const LARGE_TEXT = 64 * 1024;
const LARGE_PAUSE = 1500;
const HASH_PREFIX = '#s=';
const POLICIES = new Set(['google', 'rfc9309', 'crawler']);
/** The longest hash written to the address: longer links break in mail, chat and some browsers. */
export const MAX_HASH = 64 * 1024;
/** States longer than this (UTF-16 units) are not even compressed: they could not fit. */
const MAX_COMPRESS = 4 * 1024 * 1024;
/** Texts longer than this (UTF-16 units) are not stored: browsers keep ~5 M characters an origin (Chromium 5,242,880). */
const MAX_STORE = 5 * 1024 * 1024;

/** Only the fields that differ from the defaults. */
function diff(state) {
  const out = {};
  for (const k of Object.keys(DEFAULTS)) if (state[k] !== DEFAULTS[k]) out[k] = state[k];
  return out;
}

/** Defaults, overlaid with the valid fields of an untrusted object. */
function sanitize(obj) {
  const s = { ...DEFAULTS };
  if (!obj || typeof obj !== 'object') return s;
  for (const k of ['text', 'agent', 'urls']) if (typeof obj[k] === 'string') s[k] = obj[k];
  if (POLICIES.has(obj.policy)) s.policy = obj.policy;
  if (Number.isInteger(obj.focus) && obj.focus >= 0) s.focus = obj.focus;
  return s;
}

/** The hash for a state: empty when everything is default. */
export function encodeHash(state) {
  const d = diff(state);
  if (Object.keys(d).length === 0) return '';
  return HASH_PREFIX + LZString.compressToEncodedURIComponent(JSON.stringify(d));
}

/** The state in a hash, or null when the hash holds none (or cannot be read). */
export function decodeHash(hash) {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const json = LZString.decompressFromEncodedURIComponent(hash.slice(HASH_PREFIX.length));
  if (!json) return null;
  try {
    return sanitize(JSON.parse(json));
  } catch {
    return null;
  }
}

const BAD_LINK = 'The state in this link could not be read (it may have been cut short); ';

/** Whether a hash is meant to hold a state (`#s=…`) but does not hold a readable one. */
export function isBadLink(hash) {
  return hash.startsWith(HASH_PREFIX) && !decodeHash(hash);
}

/** What to say of a link that could not be read in an open tab (hashchange): the work on screen stays. */
export const BAD_LINK_OPEN = `${BAD_LINK}what was on screen is left as it was.`;

/** The stored state; `corrupt` when an entry exists but cannot be read (it is then removed). */
function readStorage() {
  let raw;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled
  }
  if (!raw) return null;
  try {
    const obj = JSON.parse(raw);
    if (obj && typeof obj === 'object' && !Array.isArray(obj)) return sanitize(obj);
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
    if (Array.isArray(obj?.over) && obj.over.includes(hash)) return sanitize(obj.state);
  } catch {
    // unreadable: the hash or localStorage decide
  }
  return null;
}

/**
 * The state to start with, where it came from, and what could not be read (to tell the user).
 * @param {Location} location
 * @returns {{ state: PageState, source: 'hash' | 'storage' | 'example', problem?: string }}
 */
export function restore(location) {
  // 0. This tab reloaded (or reopened) right after an edit: https://robots.example/#s=…
  //    whose hash is older than what was typed, as the saver writes at most every 400 ms.
  //    The state written as the page was hidden (see flushNow) says which hashes it is newer
  //    than; a reload keeps the address it had before, so that hash is here, and loses.
  const left = readLeft(location.hash);
  if (left) return { state: left, source: 'storage' };
  // 1. A shared link: https://robots.example/#s=N4Ighg5gpgdgLiAXCA4gBQCoCED2CC+QA
  //    (that one is {"agent":"GPTBot"}) holds the state in the hash; it wins over storage.
  const fromHash = decodeHash(location.hash);
  if (fromHash) return { state: fromHash, source: 'hash' };
  const badLink = isBadLink(location.hash) ? BAD_LINK : '';
  // 2. A plain visit after earlier work: https://robots.example/ restores the last state
  //    kept in localStorage, so a reload loses nothing.
  const stored = readStorage();
  if (stored === 'corrupt') {
    return { state: { ...DEFAULTS }, source: 'example', problem: `${badLink || 'The state saved in this browser was unreadable, so it was reset; '}the example is shown instead.` };
  }
  if (stored) return { state: stored, source: 'storage', problem: badLink ? `${badLink}your last saved state is shown instead.` : undefined };
  // 3. A first visit: https://robots.example/ with nothing stored shows the example file.
  return { state: { ...DEFAULTS }, source: 'example', problem: badLink ? `${badLink}the example is shown instead.` : undefined };
}

/**
 * Writes the state to the hash (history.replaceState, so no history entry per keystroke)
 * and to localStorage, at most once per `interval` ms, the last state always written.
 * A state too long for a link leaves the address without a hash; `onProblem` hears what
 * could not be kept (a sentence), or null once everything is kept again. With `compress`
 * (lz-string's compressToEncodedURIComponent run elsewhere, e.g. in a worker), large states
 * are compressed there: 500 KiB take ~0.3 s, 4 MB ~5 s.
 * @param {number} interval
 * @param {(problem: string | null) => void} [onProblem]
 * @param {((json: string) => Promise<string>) | null} [compress]
 */
export function createSaver(interval = 400, onProblem = () => {}, compress = null) {
  let problem = null;
  let pending = null;
  let timer = 0;
  let last = 0;
  /** Bumped by every write: a compression that finishes after a newer write is dropped. */
  let writes = 0;
  /** @type {Promise<void> | null} */
  let compressing = null;
  /** The state being compressed (not yet kept anywhere), and the one flushNow last wrote. */
  let inFlight = null;
  let left = null;
  /** The state last put in the address and storage, and the hashes it replaced lately ({ hash, at }). */
  let kept = null;
  let replaced = [];
  const write = () => {
    timer = 0;
    last = Date.now();
    let state = pending;
    pending = null;
    if (!state) return compressing ?? Promise.resolve();
    // As given: its text may be the editor's document, which shares its memory with the
    // current one, where the joined string would be a second copy of a large file.
    const given = state;
    const mine = ++writes;
    const size = state.text.length + state.agent.length + state.urls.length;
    // The text is joined only here, once typing paused, and only when it can be kept at all.
    if (state.text.length <= MAX_STORE) state = { ...state, text: String(state.text) };
    if (size > MAX_COMPRESS || !compress || state.text.length <= LARGE_TEXT) {
      compressing = null;
      inFlight = null;
      keep(state, size > MAX_COMPRESS ? null : encodeHash(state), given);
      return Promise.resolve();
    }
    const d = diff(state);
    inFlight = state;
    const done = compress(JSON.stringify(d)).then(
      (packed) => {
        if (mine === writes) keep(state, HASH_PREFIX + packed, given);
      },
      () => {
        if (mine === writes) keep(state, encodeHash(state), given);
      },
    );
    compressing = done.finally(() => {
      if (mine === writes) compressing = inFlight = null;
    });
    return compressing;
  };
  /**
   * Puts the state in the address (`hash`, or null: too large to compress) and in storage;
   * `given` is the same state as saved (its text not joined), remembered for flushNow.
   */
  const keep = (state, hash, given = state) => {
    // The address and localStorage hold this state now: a state left by flushNow is older.
    left = null;
    kept = given;
    try {
      sessionStorage.removeItem(LEFT_KEY);
    } catch {
      // disabled
    }
    const problems = [];
    const size = state.text.length + state.agent.length + state.urls.length;
    if (hash == null || hash.length > MAX_HASH) {
      const chars = hash == null ? `${size.toLocaleString('en')} characters` : `a ${hash.length.toLocaleString('en')}-character link`;
      problems.push(`This state is too large for a share link (${chars}; links hold at most ${MAX_HASH.toLocaleString('en')}), so the address no longer holds it: use Download to share the file.`);
      hash = '';
    }
    const url = location.pathname + location.search + hash;
    try {
      if (url !== location.pathname + location.search + location.hash) {
        // The hash replaced may still be asked for by a reload already on its way.
        const now = Date.now();
        replaced = replaced.filter((r) => now - r.at < RECENT && r.hash !== location.hash).slice(-3);
        replaced.push({ hash: location.hash, at: now });
        history.replaceState(null, '', url);
      }
    } catch {
      // an address the browser refuses: the notice above already says so
    }
    try {
      if (state.text.length > MAX_STORE) {
        // Not even tried: no browser keeps that much, and the attempt would block the page.
        localStorage.removeItem(STORAGE_KEY);
        problems.push(`This file is too large for this browser to keep (${state.text.length.toLocaleString('en')} characters; at most ${MAX_STORE.toLocaleString('en')} are kept): a reload would lose it, so download the file to keep it.`);
      } else localStorage.setItem(STORAGE_KEY, JSON.stringify(diff(state)));
    } catch {
      // Storage full or disabled: drop the older state rather than bring it back on reload.
      try {
        localStorage.removeItem(STORAGE_KEY);
      } catch {
        // disabled
      }
      problems.push('This browser could not keep the state (storage full or disabled): a reload would lose it, so download the file to keep it.');
    }
    const next = problems.length ? problems.join(' ') : null;
    if (next !== problem) {
      problem = next;
      onProblem(problem);
    }
  };
  return {
    /**
     * Saves a state; its `text` may be a CodeMirror Text (it has `length` and `toString()`),
     * joined only when written, so that a keystroke in a huge file costs nothing here.
     * @param {Omit<PageState, 'text'> & { text: string | { length: number, toString(): string } }} state
     */
    save(state) {
      pending = { ...state };
      if (state.text.length > LARGE_TEXT) {
        // Compressing a large file takes long: wait until typing pauses.
        clearTimeout(timer);
        timer = setTimeout(write, LARGE_PAUSE);
      } else if (!timer) timer = setTimeout(write, Math.max(0, interval - (Date.now() - last)));
    },
    /** What the last write could not keep, or null. */
    get problem() {
      return problem;
    },
    /** Writes a pending state now (before sharing the link); resolves once it is in the address. */
    flush() {
      if (timer) clearTimeout(timer);
      return write();
    },
    /**
     * Writes the pending state at once and synchronously, as the page is hidden or unloaded
     * (pagehide, visibilitychange): a timer or a compression would never finish.
     */
    flushNow() {
      const state = pending ?? inFlight;
      if (state && state !== left) {
        clearTimeout(timer);
        timer = 0;
        pending = null;
        inFlight = compressing = null;
        // A compression still running is of this state or an older one: its answer is dropped
        // (see write), or it would put an older hash back in the address and storage.
        writes++;
        last = Date.now();
        const joined = state.text.length <= MAX_STORE ? { ...state, text: String(state.text) } : state;
        const size = joined.text.length + joined.agent.length + joined.urls.length;
        if (size > MAX_COMPRESS) keep(joined, null);
        else if (joined.text.length <= LARGE_TEXT) keep(joined, encodeHash(joined)); // a few ms
        else {
          // Too large to compress now (0.3 s for 500 KiB): the address drops its hash, which
          // is older than this state, so that the address never shows an older state than
          // storage; the hash comes back once the state is written the usual way (below).
          keep(joined, '');
          pending = joined;
          timer = setTimeout(write, LARGE_PAUSE);
        }
      }
      // With nothing pending, the state last written may still be newer than the address a
      // reload asks for: the timer may have written it after the reload was asked for.
      const latest = kept;
      if (!latest || latest === left) return;
      left = latest;
      // A reload keeps the address the page had when it was asked for, before this ran:
      // history.replaceState here does not reach it, and restore() takes the hash before
      // localStorage. So this tab also notes that this state is newer than the addresses
      // it replaced lately, and than the one it has now.
      if (latest.text.length > MAX_STORE) return;
      const now = Date.now();
      const over = replaced.filter((r) => now - r.at < RECENT).map((r) => r.hash);
      over.push(location.hash);
      try {
        sessionStorage.setItem(LEFT_KEY, JSON.stringify({ over, state: diff({ ...latest, text: String(latest.text) }) }));
      } catch {
        // full or disabled: a reload may then show the state of the address
      }
    },
  };
}
