// The page's one-off requests to workers of their own (the same script as the analysis
// worker, ../worker.js): the state's compression, and the comparison of two versions, which
// has a worker of its own so that a newer comparison can end an older one. Kept apart from
// ../session/remote.js, which the element shares: the element makes none of these.

import { unpackLink } from '../state/link.js';

/**
 * A worker of `url` whose replies (`{ id, type, value }`, or `{ id, type: 'error', message }`)
 * go to `onReply`, and whose failure (a script that does not load, a worker that dies) goes to
 * `onFail`. Made outside the callers' request functions: its handlers must not hold the first
 * request's arguments.
 * @param {URL} url @param {(data: any) => void} onReply @param {(message: string) => void} onFail
 */
function spawn(url, onReply, onFail) {
  const w = new Worker(url, { type: 'module' });
  w.onmessage = (e) => onReply(e.data);
  w.onerror = (e) => onFail(e.message ?? 'the worker failed');
  return w;
}

/** @typedef {{ resolve: (value: any) => void, reject: (error: Error) => void }} Waiting */

/**
 * One-off requests to a worker of their own (the same script, which loads the engine only for
 * the requests that need it), started on first use: each call posts `{ type, id, ...args }` and
 * settles with the reply's `value`, or its `message` as an Error. Null where workers are missing.
 * @param {URL} url  the worker script
 * @returns {((type: 'compress', args: object) => Promise<any>) | null}
 */
export function createCaller(url) {
  if (typeof Worker !== 'function') return null;
  /** @type {Worker | null} */
  let worker = null;
  let id = 0;
  /** @type {Map<number, Waiting>} */
  const waiting = new Map();
  /** @param {any} data */
  const onReply = (data) => {
    const p = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.type === 'error') p?.reject(new Error(data.message));
    else p?.resolve(data.value);
  };
  /** @param {string} message */
  const onFail = (message) => {
    for (const p of waiting.values()) p.reject(new Error(message));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return (type, args) =>
    new Promise((resolve, reject) => {
      worker ??= spawn(url, onReply, onFail);
      waiting.set(++id, { resolve, reject });
      worker.postMessage({ ...args, type, id });
    });
}

/**
 * Requests of which only the newest matters (the comparison), to a worker of their own,
 * started on first use and kept between requests. A request made while another runs ends that
 * one: a wasm call cannot be interrupted, so its worker is terminated, and the request ended
 * rejects with an AbortError. `cancel()` ends the running request, if any, the same way, and
 * starts the next worker at once, which loads the engine (0.2–0.3 s on a busy machine) while
 * the page waits for edits to pause. Null where workers are missing.
 * @param {URL} url  the worker script
 * @returns {{ request: (type: 'diff', args: object) => Promise<any>, cancel: () => void } | null}
 */
export function createLatestCaller(url) {
  if (typeof Worker !== 'function') return null;
  /** @type {Worker | null} */
  let worker = null;
  let id = 0;
  /** @type {(Waiting & { id: number }) | null} the request running */
  let running = null;
  /** @param {Error} error */
  const end = (error) => {
    const r = running;
    running = null;
    worker?.terminate();
    worker = null;
    r?.reject(error);
  };
  /** @param {any} data */
  const onReply = (data) => {
    const r = running;
    if (!r || data.id !== r.id) return;
    running = null;
    if (data.type === 'error') r.reject(new Error(data.message));
    else r.resolve(data.value);
  };
  const fresh = () => spawn(url, onReply, (message) => end(new Error(message)));
  const cancel = () => {
    if (!running) return;
    end(new DOMException('a newer request took its place', 'AbortError'));
    worker = fresh();
    worker.postMessage({ type: 'load' });
  };
  return {
    request: (type, args) =>
      new Promise((resolve, reject) => {
        cancel();
        worker ??= fresh();
        running = { id: ++id, resolve, reject };
        worker.postMessage({ ...args, type, id });
      }),
    cancel,
  };
}

/**
 * lz-string compression in a worker of its own (createCaller); null where workers are missing.
 * @param {ReturnType<typeof createCaller>} call
 * @returns {((json: string) => Promise<string>) | null}
 */
export const createCompressor = (call) => call && ((json) => call('compress', { json }));

/** How long a link may take to unpack in its worker before it is taken as too large (ms). */
const UNPACK_TIME = 10_000;

/**
 * A share link's payload unpacked (../state/link.js) in a worker of its own, ended once it answers
 * or after UNPACK_TIME: the page's thread never runs a link's decompression, which a crafted
 * link can make take seconds. Where workers are missing, or the worker cannot start, it is
 * unpacked on this thread.
 * @param {URL} url  the worker script
 * @returns {import('../state/state.js').Unpack}
 */
export const createUnpacker = (url) => (payload) =>
  new Promise((resolve) => {
    if (typeof Worker !== 'function') return resolve(unpackLink(payload));
    /** @param {ReturnType<typeof unpackLink>} value */
    const finish = (value) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(value);
    };
    const worker = spawn(
      url,
      (data) => finish(data.type === 'unpacked' ? data.value : { unreadable: true }),
      () => finish(unpackLink(payload)),
    );
    const timer = setTimeout(() => finish({ large: payload.length }), UNPACK_TIME);
    worker.postMessage({ type: 'unpack', id: 1, payload });
  });
