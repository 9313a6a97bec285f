// The page state (file, agent, URLs, policy, focused row): kept in the URL hash, compressed
// with lz-string, defaults left out, and in localStorage so a reload loses nothing.

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
/** Texts longer than this (UTF-16 units) are saved only after a pause of LARGE_PAUSE ms. */
const LARGE_TEXT = 64 * 1024;
const LARGE_PAUSE = 1500;
const HASH_PREFIX = '#s=';
const POLICIES = new Set(['google', 'rfc9309', 'crawler']);

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

function readStorage() {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? sanitize(JSON.parse(raw)) : null;
  } catch {
    return null; // storage disabled or corrupt
  }
}

/**
 * The state to start with, and where it came from.
 * @param {Location} location
 * @returns {{ state: PageState, source: 'hash' | 'storage' | 'example' }}
 */
export function restore(location) {
  // 1. A shared link: https://robots.example/#s=N4Ighg5gpgdgLiAXCA4gBQCoCED2CC+QA
  //    (that one is {"agent":"GPTBot"}) holds the state in the hash; it wins over storage.
  const fromHash = decodeHash(location.hash);
  if (fromHash) return { state: fromHash, source: 'hash' };
  // 2. A plain visit after earlier work: https://robots.example/ restores the last state
  //    kept in localStorage, so a reload loses nothing.
  const stored = readStorage();
  if (stored) return { state: stored, source: 'storage' };
  // 3. A first visit: https://robots.example/ with nothing stored shows the example file.
  return { state: { ...DEFAULTS }, source: 'example' };
}

/**
 * Writes the state to the hash (history.replaceState, so no history entry per keystroke)
 * and to localStorage, at most once per `interval` ms, the last state always written.
 * @param {number} interval
 */
export function createSaver(interval = 400) {
  let pending = null;
  let timer = 0;
  let last = 0;
  const write = () => {
    timer = 0;
    last = Date.now();
    const state = pending;
    pending = null;
    if (!state) return;
    const hash = encodeHash(state);
    const url = location.pathname + location.search + hash;
    if (url !== location.pathname + location.search + location.hash) history.replaceState(null, '', url);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(diff(state)));
    } catch {
      // storage full or disabled: the hash still holds the state
    }
  };
  return {
    /** @param {PageState} state */
    save(state) {
      pending = { ...state };
      if (state.text.length > LARGE_TEXT) {
        // Compressing a large file takes long: wait until typing pauses.
        clearTimeout(timer);
        timer = setTimeout(write, LARGE_PAUSE);
      } else if (!timer) timer = setTimeout(write, Math.max(0, interval - (Date.now() - last)));
    },
    /** Writes a pending state now (before sharing the link). */
    flush() {
      if (timer) clearTimeout(timer);
      write();
    },
  };
}
