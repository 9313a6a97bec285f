// The client of worker.js. At most one analysis is in flight; while one runs, only the newest
// request of each kind waits (a focused verdict before the detail), so a burst of keystrokes
// costs one analysis of the latest text, not a queue. The whole text crosses to the worker
// once; after that only the edits do (`edit`), so a keystroke in a 50 MB file does not copy
// 50 MB between threads.

/**
 * @typedef {{ text: string, token: string, url: string, policy: string, at: number }} Request
 * @typedef {{ text: string, token: string, urls: string[], focus: number, policy: string, matrix: string[] | null }} DetailRequest
 * @typedef {{ verdict: any, ms: number, parse: number, request: Request }} Reply
 * @typedef {{ bytes: number, results: any[], verdict: any, compare: any[], diagnostics: any, matrix: any[][] | null, ms: number, request: DetailRequest }} DetailReply
 */

/**
 * @param {URL} url  the worker script
 * @param {{ onVerdict: (reply: Reply) => void, onDetail: (reply: DetailReply) => void, onError: (message: string) => void }} on
 */
export function createRemote(url, on) {
  const worker = new Worker(url, { type: 'module' });
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
  const withText = (msg, text) => {
    if (synced) {
      if (edits.length) msg.edits = edits;
    } else {
      msg.text = text;
      synced = true;
    }
    msg.length = text.length;
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
        : { type: 'detail', id, token: req.token, urls: req.urls, focus: req.focus, policy: req.policy, matrix: req.matrix };
    worker.postMessage(withText(msg, req.text));
  };

  const next = () => {
    const job = waitingFocus ?? waitingDetail;
    if (!job) return;
    if (job === waitingFocus) waitingFocus = null;
    else waitingDetail = null;
    send(job);
  };

  worker.onmessage = (e) => {
    const msg = e.data;
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
  worker.onerror = (e) => {
    inFlight = null;
    synced = false;
    edits = [];
    on.onError(e.message ?? 'worker failed');
  };

  const run = (job) => {
    if (inFlight) {
      if (job.kind === 'analyse') waitingFocus = job;
      else waitingDetail = job;
    } else send(job);
  };

  return {
    /**
     * An edit of the text (a CodeMirror ChangeSet), to be sent with the next request.
     * @param {{ iterChanges(f: (fromA: number, toA: number, fromB: number, toB: number, inserted: { toString(): string }) => void): void }} changes
     */
    edit(changes) {
      if (!synced) return;
      changes.iterChanges((fromA, toA, fromB, _toB, inserted) => edits.push([fromB, toA - fromA, inserted.toString()]));
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
        worker.postMessage({ type: 'memory', id });
      });
    },
    terminate: () => worker.terminate(),
  };
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
  return (json) =>
    new Promise((resolve, reject) => {
      if (!worker) {
        worker = new Worker(url, { type: 'module' });
        worker.onmessage = (e) => {
          waiting.get(e.data.id)?.resolve(e.data.value);
          waiting.delete(e.data.id);
        };
        worker.onerror = (e) => {
          for (const w of waiting.values()) w.reject(new Error(e.message ?? 'compression failed'));
          waiting.clear();
          worker?.terminate();
          worker = null;
        };
      }
      waiting.set(++id, { resolve, reject });
      worker.postMessage({ type: 'compress', id, json });
    });
}
