// Fetching a site's robots.txt into the editor, only when the user clicks "Fetch". The browser
// sends the request itself, without cookies or a referrer; a site whose answer carries no CORS
// header (most sites) cannot be read by another site's page, and the browser does not say
// whether that or the network was the cause: the page then gives the command line that reads
// it. Loaded with the first click (page/files.js), so the page's first load does not carry it.

import { statusOf } from '../session/readings.js';

/** ms a fetch may take, redirects and body included: as the command line's default --timeout. */
export const TIMEOUT = 10_000;

/**
 * Bytes of a body read past the engine's size limit, as the command line reads them: enough
 * for the lint to show where Google's limit cuts the file. The rest is never read.
 */
const MARGIN = 16 * 1024;

/**
 * The robots.txt address an input names: a site ("example.com", "https://example.com/") means
 * its /robots.txt, as on the command line; no scheme means https. Null for what is not an
 * http(s) address.
 * @param {string} input
 * @returns {URL | null}
 */
export function robotsAddress(input) {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  let url;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname) return null;
  if (url.pathname === '/' && !url.search) url.pathname = '/robots.txt';
  url.hash = '';
  return url;
}

/**
 * A word as a POSIX shell reads it back: as it is when it holds only safe characters, else
 * single-quoted.
 * @param {string} word
 */
export function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * The command that reads `url` from a terminal, where no CORS applies: a check of the crawler
 * and URLs the page asks about.
 * @param {URL} url @param {string} agent @param {string[]} urls
 */
export function commandFor(url, agent, urls) {
  const words = ['npx', 'robots-playground', 'check', url.href, '--agent', agent.trim() || '*', ...(urls.length ? urls : ['/'])];
  return words.map(shellWord).join(' ');
}

/**
 * @typedef {{ ok: true, url: URL, finalUrl: string, redirected: boolean, status: number, bytes: Uint8Array, cut: boolean }} Fetched
 * @typedef {{ ok: false, url: URL, why: 'refused' | 'timeout' | 'stopped' | 'broken', read?: number }} NotFetched
 */

/**
 * Fetches `url` (redirects followed by the browser), reading at most `limit` + MARGIN bytes of
 * its body. Never throws: a failure says why, as far as the browser lets the page know.
 * @param {URL} url @param {number} limit  the engine's size limit (`googleSizeLimit()`)
 * @param {AbortSignal} stop  the user's Cancel
 * @returns {Promise<Fetched | NotFetched>}
 */
export async function fetchRobots(url, limit, stop) {
  const signal = AbortSignal.any([stop, AbortSignal.timeout(TIMEOUT)]);
  const failed = (/** @type {any} */ e, read = 0) =>
    /** @type {NotFetched} */ ({
      ok: false,
      url,
      why: stop.aborted ? 'stopped' : e?.name === 'TimeoutError' || e?.name === 'AbortError' ? 'timeout' : read ? 'broken' : 'refused',
      ...(read && { read }),
    });
  let res;
  try {
    res = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer', signal });
  } catch (e) {
    return failed(e);
  }
  const cap = limit + MARGIN;
  const chunks = [];
  let read = 0;
  let cut = false;
  const reader = res.body?.getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = cap - read;
      cut = value.length > room;
      chunks.push(cut ? value.subarray(0, room) : value);
      read += Math.min(value.length, room);
      if (cut) break;
    }
  } catch (e) {
    return failed(e, read || 1);
  } finally {
    if (cut) reader?.cancel().catch(() => {});
  }
  const bytes = new Uint8Array(read);
  let at = 0;
  for (const c of chunks) bytes.set(c, (at += c.length) - c.length);
  return { ok: true, url, finalUrl: res.url || url.href, redirected: res.redirected, status: res.status, bytes, cut };
}

/**
 * "From a site…": the address field, Fetch and Stop, wired on the first click of the button
 * that shows them (`toggle` shows or hides them). Nothing is requested before Fetch is clicked.
 * @param {Parameters<typeof import('./files.js').wireFiles>[0]} p
 * @param {(bytes: Uint8Array, name: string, how: string) => void} loadBytes
 * @param {(text: string, done: string) => Promise<void>} copy
 */
export function wireFetch(p, loadBytes, copy) {
  const el = (/** @type {string} */ id) => p.byId(id);
  const opener = el('fetch-open');
  const form = /** @type {HTMLFormElement} */ (el('fetch-form'));
  const field = /** @type {HTMLInputElement} */ (el('fetch-url'));
  const go = /** @type {HTMLButtonElement} */ (el('fetch-go'));
  const stopButton = /** @type {HTMLButtonElement} */ (el('fetch-stop'));
  const said = el('fetch-said');
  const command = el('fetch-command');
  /** @type {AbortController | null} */
  let running = null;
  /** @param {string} text @param {string} [line]  a command to offer instead */
  const tell = (text, line) => {
    said.textContent = text;
    command.hidden = !line;
    /** @type {HTMLElement} */ (command.querySelector('code')).textContent = line ?? '';
  };
  el('fetch-copy').addEventListener('click', () =>
    copy(command.querySelector('code')?.textContent ?? '', 'Copied the command to the clipboard.'),
  );
  stopButton.addEventListener('click', () => running?.abort());
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (running) return;
    const url = robotsAddress(field.value);
    if (!url) return tell(`“${field.value.trim()}” is not a web address. Write a site (example.com) or the address of its robots.txt.`);
    const q = p.question();
    const instead = commandFor(url, q.agent, q.urls);
    running = new AbortController();
    go.disabled = true;
    stopButton.hidden = false;
    tell(`Fetching ${url.href}…`);
    const got = await fetchRobots(url, p.sizeLimit, running.signal);
    running = null;
    go.disabled = false;
    stopButton.hidden = true;
    if (!got.ok) {
      const cause = {
        refused: `Your browser would not let this page read ${url.href}. Most sites do not let other sites' pages read their files (that takes an Access-Control-Allow-Origin header), and the browser does not say whether that or the network was the cause. Paste the file into the editor, or run this in a terminal, where that limit does not apply:`,
        timeout: `No complete answer from ${url.href} within ${TIMEOUT / 1000} seconds; nothing was loaded. Try again, or run this in a terminal:`,
        broken: `The answer from ${url.href} broke off after ${(got.read ?? 0).toLocaleString('en')} bytes; nothing was loaded. Try again, or run this in a terminal:`,
        stopped: 'Stopped; nothing was loaded.',
      }[got.why];
      return tell(cause, got.why === 'stopped' ? undefined : instead);
    }
    const from = got.redirected ? `${got.finalUrl} (redirected from ${url.href})` : got.finalUrl;
    if (!(got.status >= 200 && got.status < 300)) {
      p.setStatus(statusOf(got.status));
      return tell(
        `${from} answered HTTP ${got.status}. The answers are now those for that status (see “HTTP status” under the URLs); the file in the editor was left as it was.`,
      );
    }
    p.setStatus(null);
    loadBytes(got.bytes, got.finalUrl, `fetched ${got.finalUrl}`);
    const size = `${got.bytes.length.toLocaleString('en')} bytes`;
    tell(
      got.cut
        ? `Fetched ${from}: HTTP ${got.status}, the first ${size}. The file is longer; the rest was not read, as Google reads no further.`
        : `Fetched ${from}: HTTP ${got.status}, ${size}.`,
    );
  });
  return {
    toggle() {
      form.hidden = !form.hidden;
      opener.setAttribute('aria-expanded', String(!form.hidden));
      if (!form.hidden) field.focus();
    },
  };
}
