// The client of worker.js. At most one analysis is in flight; while one runs, only the newest
// request of each kind waits (a focused verdict before the detail), so a burst of keystrokes
// costs one analysis of the latest text, not a queue. The whole text crosses to the worker
// once; after that only the edits do (`edit`), so a keystroke in a 50 MB file does not copy
// 50 MB between threads. The page has a worker of its own (`createRemote`); the widgets of a
// page share one (`createHub`), each client speaking for its own document.

/**
 * `text` may be a function giving it (asked only when the whole text must cross), with `length`.
 * @typedef {{ text: string | (() => string), length?: number, token: string, url: string, policy: string, at?: number }} Request
 * @typedef {{ text: string | (() => string), length?: number } & import('./session/compute.js').Query} DetailRequest
 * @typedef {{ verdict: any, ms: number, parse: number, request: Request }} Reply
 * @typedef {import('./session/compute.js').Detail & { ms: number, request: DetailRequest }} DetailReply
 * @typedef {{ onVerdict: (reply: Reply) => void, onDetail: (reply: DetailReply) => void, onError: (message: string) => void }} Handlers
 */

/**
 * A client of a worker of its own.
 * @param {URL} url  the worker script
 * @param {Handlers} on
 */
export function createRemote(url, on) {
  const worker = new Worker(url, { type: 'module' });
  const client = remoteClient((msg) => worker.postMessage(msg), on, () => worker.terminate());
  worker.onmessage = (e) => client.receive(e.data);
  worker.onerror = (e) => client.fail(e.message ?? 'worker failed');
  return client.api;
}

/**
 * One worker for many clients (the widgets of a page), started with the first and ended when
 * the last one goes. `onBroken` is called, and the hub stays empty, when the worker fails
 * before it ever answered (a script it could not load, a CSP that forbids workers).
 * @param {URL} url  the worker script
 */
export function createHub(url) {
  /** @type {Worker | null} */
  let worker = null;
  let answered = false;
  let docs = 0;
  /** @type {Map<number, { client: ReturnType<typeof remoteClient>, onBroken: () => void }>} */
  const clients = new Map();
  const broken = () => {
    const all = [...clients.values()];
    clients.clear();
    worker?.terminate();
    worker = null;
    for (const c of all) c.onBroken();
  };
  return {
    /** @param {Handlers} on  @param {() => void} onBroken */
    remote(on, onBroken) {
      const doc = ++docs;
      try {
        if (!worker) {
          answered = false;
          worker = new Worker(url, { type: 'module' });
          worker.onmessage = (e) => {
            answered = true;
            clients.get(e.data.doc)?.client.receive(e.data);
          };
          worker.onerror = (e) => {
            if (!answered) return broken();
            for (const c of clients.values()) c.client.fail(e.message ?? 'worker failed');
          };
        }
      } catch {
        queueMicrotask(onBroken);
      }
      const client = remoteClient(
        (msg) => worker?.postMessage({ ...msg, doc }),
        on,
        () => {
          if (!clients.delete(doc) || !worker) return;
          if (clients.size) worker.postMessage({ type: 'close', doc });
          else {
            worker.terminate();
            worker = null;
          }
        },
      );
      if (worker) clients.set(doc, { client, onBroken });
      return client.api;
    },
  };
}

/**
 * The protocol of one document: requests out through `post`, answers in through `receive`.
 * @param {(msg: any) => void} post
 * @param {Handlers} on
 * @param {() => void} end
 */
function remoteClient(post, on, end) {
  let id = 0;
  /** Bumped by every focused request: a detail asked before it is stale. */
  let generation = 0;
  let inFlight = null;
  /** @type {{ kind: 'analyse', req: Request } | null} */
  let waitingFocus = null;
  /** @type {{ kind: 'detail', req: DetailRequest, generation: number } | null} */
  let waitingDetail = null;
  /** Whether the worker holds the text; edits made since it was last told, in order. */
  let synced = false;
  /** @type {[number, number, string][]} */
  let edits = [];
  /** @type {Map<number, (v: any) => void>} */
  const asked = new Map();

  /** The text as the worker should see it: the edits since the last message, or all of it. */
  const withText = (msg, req) => {
    const { text } = req;
    if (synced) {
      if (edits.length) msg.edits = edits;
    } else {
      msg.text = typeof text === 'function' ? text() : text;
      synced = true;
    }
    msg.length = msg.text?.length ?? req.length ?? /** @type {string} */ (text).length;
    edits = [];
    return msg;
  };

  const send = (job) => {
    id++;
    inFlight = { ...job, id };
    const { req } = job;
    const msg =
      job.kind === 'analyse'
        ? { type: 'analyse', id, token: req.token, url: req.url, policy: req.policy }
        : { type: 'detail', id, token: req.token, urls: req.urls, focus: req.focus, policy: req.policy, rows: req.rows, compare: req.compare, matrix: req.matrix, chars: req.chars };
    post(withText(msg, req));
  };

  const next = () => {
    const job = waitingFocus ?? waitingDetail;
    if (!job) return;
    if (job === waitingFocus) waitingFocus = null;
    else waitingDetail = null;
    send(job);
  };

  /** An answer from the worker. */
  const receive = (msg) => {
    if (msg.type === 'memory') {
      asked.get(msg.id)?.(msg.wasm);
      asked.delete(msg.id);
      return;
    }
    const done = inFlight?.id === msg.id ? inFlight : null;
    if (done) inFlight = null;
    if (msg.type === 'resync' || msg.type === 'error') {
      // The worker's text cannot be trusted (edits that did not add up, which should not
      // happen, or a failure): the next message carries the whole text.
      synced = false;
      edits = [];
      if (msg.type === 'resync' && done && !waitingFocus && !waitingDetail) {
        if (done.kind === 'analyse') waitingFocus = done;
        else waitingDetail = done;
      }
    }
    next();
    switch (msg.type) {
      case 'verdict':
        // Shown even when a newer request is on its way: it is newer than what is shown.
        if (done) on.onVerdict({ verdict: msg.verdict, ms: msg.ms, parse: msg.parse, request: done.req });
        break;
      case 'detail':
        if (done && done.generation === generation) on.onDetail({ ...msg, request: done.req });
        break;
      case 'error':
        on.onError(msg.message);
        break;
    }
  };
  /** The worker failed outside any request: everything is sent afresh. */
  const fail = (message) => {
    inFlight = null;
    synced = false;
    edits = [];
    on.onError(message);
  };

  const run = (job) => {
    if (inFlight) {
      if (job.kind === 'analyse') waitingFocus = job;
      else waitingDetail = job;
    } else send(job);
  };

  const api = {
    /**
     * An edit of the text (a CodeMirror ChangeSet), to be sent with the next request.
     * @param {{ iterChanges(f: (fromA: number, toA: number, fromB: number, toB: number, inserted: { toString(): string }) => void): void }} changes
     */
    edit(changes) {
      if (!synced) return;
      changes.iterChanges((fromA, toA, fromB, _toB, inserted) => {
        // A large insertion (a new value) is sent with the whole text instead.
        if (inserted.length > 1 << 20) synced = false;
        else edits.push([fromB, toA - fromA, inserted.toString()]);
      });
      if (!synced) edits = [];
    },
    /** The focused verdict for the highlight. @param {Request} req */
    request(req) {
      generation++;
      waitingDetail = null;
      run({ kind: 'analyse', req });
    },
    /** Everything else (rows, explanation, readings, diagnostics, matrix). @param {DetailRequest} req */
    detail(req) {
      run({ kind: 'detail', req, generation });
    },
    /** Bytes of the worker's wasm memory. @returns {Promise<number>} */
    wasmMemory() {
      return new Promise((resolve) => {
        id++;
        asked.set(id, resolve);
        post({ type: 'memory', id });
      });
    },
    terminate: end,
  };
  return { api, receive, fail };
}

/**
 * lz-string compression in a worker of its own (the same script, which loads the engine
 * only when asked to analyse), started on first use; null where workers are missing.
 * @param {URL} url  the worker script
 * @returns {((json: string) => Promise<string>) | null}
 */
export function createCompressor(url) {
  if (typeof Worker !== 'function') return null;
  /** @type {Worker | null} */
  let worker = null;
  let id = 0;
  const waiting = new Map();
  // Made outside the function below: its handlers must not hold the first state compressed.
  const start = () => {
    const w = new Worker(url, { type: 'module' });
    w.onmessage = (e) => {
      waiting.get(e.data.id)?.resolve(e.data.value);
      waiting.delete(e.data.id);
    };
    w.onerror = (e) => {
      for (const p of waiting.values()) p.reject(new Error(e.message ?? 'compression failed'));
      waiting.clear();
      worker?.terminate();
      worker = null;
    };
    return w;
  };
  return (json) =>
    new Promise((resolve, reject) => {
      worker ??= start();
      waiting.set(++id, { resolve, reject });
      worker.postMessage({ type: 'compress', id, json });
    });
}
