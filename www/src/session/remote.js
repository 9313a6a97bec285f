// The client of worker.js. At most one analysis is in flight; while one runs, only the newest
// request of each kind waits (a focused verdict before the detail), so a burst of keystrokes
// costs one analysis of the latest text, not a queue. The whole text crosses to the worker
// once; after that only the edits do (`edit`), so a keystroke in a 50 MB file does not copy
// 50 MB between threads. The page has a worker of its own (`createRemote`); the widgets of a
// page share one (`createHub`), each client speaking for its own document.

/**
 * `text` may be a function giving it (asked only when the whole text must cross), with `length`.
 * @typedef {{ text: string | (() => string), length?: number, token: string, url: string, policy: string, status?: import('./readings.js').Status, fetchedFrom?: string | null, at?: number }} Request
 * @typedef {{ text: string | (() => string), length?: number } & import('./compute.js').Query} DetailRequest
 * @typedef {{ verdict: any, ms: number, parse: number, request: Request }} Reply
 * @typedef {{ stages: Record<string, any>, ms: number, request: DetailRequest }} DetailReply  each stage's answer, by its name (./session/stages.js)
 * @typedef {{ onVerdict: (reply: Reply) => void, onDetail: (reply: DetailReply) => void, onError: (message: string, lasting?: boolean) => void }} Handlers
 */

/**
 * A client of a worker of its own.
 * @param {URL} url  the worker script
 * @param {Handlers} on
 */
export function createRemote(url, on) {
  const worker = new Worker(url, { type: 'module' });
  const client = new RemoteClient(
    (msg) => worker.postMessage(msg),
    on,
    () => worker.terminate(),
  );
  worker.onmessage = (e) => client.receive(e.data);
  worker.onerror = (e) => client.fail(e.message ?? 'worker failed');
  return client;
}

/**
 * One worker for many clients (the widgets of a page), started with the first and ended when
 * the last one goes. `onBroken` is called, and the hub stays empty, when the worker fails
 * before it ever answered (a script it could not load, a CSP that forbids workers).
 * @param {() => Worker} start  starts the worker: the caller writes `new Worker(new URL('…',
 *   import.meta.url), …)` itself, the form bundlers recognise and bundle as a worker
 * @param {string} name  the worker script's file name, next to this module, for `crossOrigin`
 */
export function createHub(start, name) {
  /** @type {Worker | null} */
  let worker = null;
  let answered = false;
  let docs = 0;
  /** @type {Map<number, { client: RemoteClient, onBroken: () => void }>} */
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
          worker = startWorker(start, name);
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
      const client = new RemoteClient(
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
      return client;
    },
  };
}

/**
 * `start()`, or, when it throws because the script is on another origin (a page that loads the
 * element from another site: a worker must be of the page's origin), a module worker of the
 * page's origin (blob:) that imports the script, which the other site serves with CORS (as
 * it serves the element's module). If that fails too (a CSP whose `worker-src` lacks `blob:` or
 * that origin: the worker's import is checked against it), the widgets analyse on the page's
 * thread (`onBroken`).
 * @param {() => Worker} start @param {string} name
 */
function startWorker(start, name) {
  try {
    return start();
  } catch (e) {
    if (/** @type {any} */ (e)?.name !== 'SecurityError') throw e;
    // Beside this module (the element's chunks and its worker share one folder). Not
    // `new URL('…', import.meta.url)`, which a bundler would copy as an asset.
    const url = import.meta.url.replace(/[^/?#]*([?#].*)?$/, name);
    const code = new Blob([`import ${JSON.stringify(url)};`], { type: 'text/javascript' });
    return new Worker(URL.createObjectURL(code), { type: 'module' });
  }
}

/**
 * @typedef {{ kind: 'analyse', req: Request } | { kind: 'detail', req: DetailRequest, generation: number }} Job
 */

/** The protocol of one document: requests out through `post`, answers in through `receive`. */
export class RemoteClient {
  /**
   * @param {(msg: any) => void} post
   * @param {Handlers} on
   * @param {() => void} end  stops the worker, or this document's part of it
   */
  constructor(post, on, end) {
    this.post = post;
    this.on = on;
    this.terminate = end;
    this.id = 0;
    /** Bumped by every focused request: a detail asked before it is stale. */
    this.generation = 0;
    /** @type {(Job & { id: number }) | null} */
    this.inFlight = null;
    /** @type {{ kind: 'analyse', req: Request } | null} */
    this.waitingFocus = null;
    /** @type {{ kind: 'detail', req: DetailRequest, generation: number } | null} */
    this.waitingDetail = null;
    /** Whether the worker holds the text; edits made since it was last told, in order. */
    this.synced = false;
    /** @type {[number, number, string][]} */
    this.edits = [];
    /** @type {Map<number, (v: any) => void>} */
    this.asked = new Map();
  }

  /**
   * An edit of the text (a CodeMirror ChangeSet), to be sent with the next request.
   * @param {{ iterChanges(f: (fromA: number, toA: number, fromB: number, toB: number, inserted: { length: number, toString(): string }) => void): void }} changes
   */
  edit(changes) {
    if (!this.synced) return;
    changes.iterChanges((fromA, toA, fromB, _toB, inserted) => {
      // A large insertion (a new value) is sent with the whole text instead.
      if (inserted.length > 1 << 20) this.synced = false;
      else this.edits.push([fromB, toA - fromA, inserted.toString()]);
    });
    if (!this.synced) this.edits = [];
  }

  /** The focused verdict for the highlight. @param {Request} req */
  request(req) {
    this.generation++;
    this.waitingDetail = null;
    this.run({ kind: 'analyse', req });
  }

  /** Everything else (rows, explanation, readings, diagnostics, matrix). @param {DetailRequest} req */
  detail(req) {
    this.run({ kind: 'detail', req, generation: this.generation });
  }

  /** Bytes of the worker's wasm memory. @returns {Promise<number>} */
  wasmMemory() {
    return new Promise((resolve) => {
      const id = ++this.id;
      this.asked.set(id, resolve);
      this.post({ type: 'memory', id });
    });
  }

  /**
   * An answer from the worker.
   * @param {import('../worker.js').OutMessage} msg
   */
  receive(msg) {
    if (msg.type === 'memory') {
      this.asked.get(msg.id)?.(msg.wasm);
      this.asked.delete(msg.id);
      return;
    }
    const done = this.inFlight?.id === msg.id ? this.inFlight : null;
    if (done) this.inFlight = null;
    if (msg.type === 'resync' || msg.type === 'error') {
      // The worker's text cannot be trusted (edits that did not add up, which should not
      // happen, or a failure): the next message carries the whole text.
      this.synced = false;
      this.edits = [];
      if (msg.type === 'resync' && done && !this.waitingFocus && !this.waitingDetail) {
        if (done.kind === 'analyse') this.waitingFocus = done;
        else this.waitingDetail = done;
      }
    }
    this.next();
    if (msg.type === 'verdict' && done?.kind === 'analyse') {
      // Shown even when a newer request is on its way: it is newer than what is shown.
      this.on.onVerdict({ verdict: msg.verdict, ms: msg.ms, parse: msg.parse, request: done.req });
    } else if (msg.type === 'detail' && done?.kind === 'detail' && done.generation === this.generation) {
      this.on.onDetail({ ...msg, request: done.req });
    } else if (msg.type === 'error') {
      this.on.onError(msg.message, msg.lasting);
    }
  }

  /**
   * The worker failed outside any request: everything is sent afresh.
   * @param {string} message
   */
  fail(message) {
    this.inFlight = null;
    this.synced = false;
    this.edits = [];
    this.on.onError(message);
  }

  /** @param {Job} job */
  run(job) {
    if (!this.inFlight) this.send(job);
    else if (job.kind === 'analyse') this.waitingFocus = job;
    else this.waitingDetail = job;
  }

  next() {
    const job = this.waitingFocus ?? this.waitingDetail;
    if (!job) return;
    if (job === this.waitingFocus) this.waitingFocus = null;
    else this.waitingDetail = null;
    this.send(job);
  }

  /** @param {Job} job */
  send(job) {
    const id = ++this.id;
    this.inFlight = { ...job, id };
    if (job.kind === 'analyse') {
      const { req } = job;
      this.post(
        this.withText(
          {
            type: 'analyse',
            id,
            token: req.token,
            url: req.url,
            policy: req.policy,
            status: req.status ?? null,
            fetchedFrom: req.fetchedFrom ?? null,
          },
          req,
        ),
      );
    } else {
      // The whole query: every stage the worker runs reads its part of it.
      const { text, length, gen, rec, query, rev, ...q } = /** @type {any} */ (job.req);
      this.post(this.withText({ ...q, type: 'detail', id, status: q.status ?? null }, job.req));
    }
  }

  /**
   * The text as the worker should see it: the edits since the last message, or all of it.
   * @param {any} msg @param {Request | DetailRequest} req
   */
  withText(msg, req) {
    const { text } = req;
    if (this.synced) {
      if (this.edits.length) msg.edits = this.edits;
    } else {
      msg.text = typeof text === 'function' ? text() : text;
      this.synced = true;
    }
    msg.length = msg.text?.length ?? req.length ?? /** @type {string} */ (text).length;
    this.edits = [];
    return msg;
  }
}
