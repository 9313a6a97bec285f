// One analysis session: the state the page and the element analyse (a document, a crawler,
// URLs, a reading), where the work runs (this thread, or the worker for large files), in what
// order, and what happens when the engine fails. It has no DOM: the page and the element are
// views that subscribe to what it finds, stage by stage.
//
// Each change runs the focus stage at once, in the same task: the parse, the focused URL's
// verdict and the line roles, which the next frame shows, and nothing else before that frame.
// The other stages follow in their order — rows (the other URLs), detail (the explanation, the
// other readings), diagram, lint, matrix — one per task after the frame is painted, so that a
// keystroke waits for one stage at most; a large file's wait for a pause in typing, and so, while
// the user types, does any stage that took over 4 ms the last time. The next change cancels what
// is still to run. A large file goes to the worker (../worker.js), which answers the focus stage
// on every change and the rest once typing pauses.

import { focusVerdict } from './compute.js';
import { STAGES, shared, stagesOf } from './stages.js';
import { LARGE_TEXT, MAIN_MAX, REST_DELAY } from './readings.js';
import { OUT_OF_MEMORY } from '../engine.js';

/** @typedef {import('../engine.js').Engine} Engine */
/** @typedef {import('../engine.js').Recognised} Recognised */
/** @typedef {import('../engine.js').BriefVerdict} BriefVerdict */
/** @typedef {import('../engine.js').Verdict} Verdict */
/** @typedef {import('../engine.js').Decision} Decision */
/** @typedef {import('./compute.js').Query} Query */
/** @typedef {import('./compute.js').ReadingAnswer} ReadingAnswer */
/** @typedef {import('./compute.js').Lint} Lint */
/** @typedef {import('./readings.js').Reading} Reading */

/**
 * The text, read only when needed: a keystroke in a 50 MB file reads its length, and only the
 * work that needs the string (a parse on this thread, the first message to the worker) joins it.
 * @typedef {object} Doc
 * @property {() => number} length  UTF-16 units
 * @property {() => string} text
 * @property {(length: number) => Uint8Array | null} [bytes]  its UTF-8 encoding, when kept up to date edit by
 *   edit (`length`: the text's, to check it against); a large file is then parsed without joining its text
 * @property {() => object} [revision]  an object that changes whenever the text does (the page: CodeMirror's
 *   immutable document), so that a view can tell a new text from the same one without comparing it
 */

/**
 * What the view is told, stage by stage. `query` is the analysis it answers (`rec` how the agent
 * field was read); `where` the thread that computed it; `rev` the text's revision (Doc.revision),
 * null when the document has none.
 * @typedef {{ gen: number, rec: Recognised, query: Query, large: boolean, where: 'thread' | 'worker', rev: object | null }} Context
 * @typedef {Context & { verdict: BriefVerdict, ms: number, parse: number, timing: { at: number, sent: number, received: number } }} FocusEvent
 *   timing: the input's time, when the analysis started (or was sent to the worker), when the answer came
 * @typedef {Context & { verdict: Verdict | BriefVerdict, results: ((Decision | Verdict | BriefVerdict) & import('./compute.js').HostMark)[], tally: import('./compute.js').Tally | null }} RowsEvent
 *   results: one for each index of rowIndices(query); tally: every URL's answer when they are more than the rows
 * @typedef {import('robots-playground/full').SizeCutAt | null} Cut  where Google's size limit cuts the file (null: it does not)
 * @typedef {Context & { verdict: Verdict | BriefVerdict, readings: ReadingAnswer[], bytes: number, cut: Cut,
 *   preference?: import('robots-playground/full').Preference | null }} DetailEvent
 * @typedef {Context & { lint: Lint, bytes: number, cut: Cut, chars: ReturnType<typeof import('./compute.js').chars> }} LintEvent
 * @typedef {Context & { summary: import('robots-playground/full').Summary | null }} SummaryEvent
 * @typedef {Context & { tokens: string[], cells: import('./compute.js').Cell[][] }} MatrixEvent
 * @typedef {Context & { report: ReturnType<typeof import('./compute.js').expectations> }} ExpectEvent  null report: no expectations
 */

/**
 * A view: any of these, called as the stages come. `failure` when the engine failed on this
 * input (the next change tries again), `recovered` when an analysis succeeds after one.
 * @typedef {object} View
 * @property {(e: FocusEvent) => void} [focus]
 * @property {(e: RowsEvent) => void} [rows]
 * @property {(e: DetailEvent) => void} [detail]
 * @property {(e: DetailEvent) => void} [diagram]  the decision diagram: the detail's answer, drawn in a step of its own
 * @property {(e: LintEvent) => void} [lint]
 * @property {(e: SummaryEvent) => void} [summary]
 * @property {(e: MatrixEvent) => void} [matrix]
 * @property {(e: ExpectEvent) => void} [expect]  the expectations re-checked
 * @property {(e: Context) => void} [settled]
 * @property {(message: string, error?: unknown, lasting?: boolean) => void} [failure]  lasting: the engine ran out of memory and refuses every later call
 * @property {() => void} [recovered]
 * @property {(message: string) => void} [problem]  the worker could not answer a request
 */

/**
 * The crawler, the URLs and the reading analysed, and what the view shows.
 * @typedef {object} Inputs
 * @property {string} agent             the crawler field: a product token or a User-Agent string
 * @property {string[]} urls            the URLs (none: `/` is checked, and `hasUrls` is false)
 * @property {number} focus             index of the focused URL
 * @property {Reading} policy
 * @property {import('./readings.js').Status} [status]  how the request for the file was answered (see Query)
 * @property {'answer' | 'verdict'} rows  see Query
 * @property {boolean} readings         the other readings
 * @property {string[] | null} matrix   crawler tokens of the matrix, null when it is hidden
 * @property {boolean} chars            count the characters the engine reads differently
 * @property {boolean} [summary]        who may crawl the site (see Query)
 * @property {string} [expect]          the expectations' text (see Query)
 * @property {string | null} [fetchedFrom]  the URL the file was fetched from (see Query)
 * @property {number} [rowLimit]        see Query
 * @property {number} [matrixUrls]      see Query
 */

/**
 * Timers, injectable so that tests drive them by hand. Each returns a function that cancels.
 * @typedef {object} Scheduler
 * @property {(fn: () => void) => () => void} task       a new task, soon
 * @property {(fn: () => void) => () => void} afterPaint  a task after the next frame is painted
 * @property {(fn: () => void, ms: number) => () => void} delay
 * @property {() => number} now
 */

/** A focused analysis of a large file slower than this (ms), three times in a row, sends files of that size to the worker. */
const MAIN_BUDGET = 10;

/**
 * A stage that took longer than this (ms) the last time it ran waits for a pause in typing
 * (REST_DELAY) while the user types in the file: run between two keystrokes, it would hold up
 * the next one (a 50 KB file's lint, its explanation).
 */
const STAGE_BUDGET = 4;

/** @type {Scheduler} */
export const browserScheduler = {
  task(fn) {
    const ch = new MessageChannel();
    let live = true;
    ch.port1.onmessage = () => {
      ch.port1.close();
      if (live) fn();
    };
    ch.port2.postMessage(0);
    return () => {
      live = false;
      ch.port1.close();
    };
  },
  afterPaint(fn) {
    // The frame after this change first, then the task; a hidden page gets no frames, so a
    // timer stands in.
    let cancelTask = () => {};
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      cancelAnimationFrame(raf);
      clearTimeout(timer);
      cancelTask = browserScheduler.task(fn);
    };
    const raf = requestAnimationFrame(go);
    const timer = setTimeout(go, 100);
    return () => {
      done = true;
      cancelAnimationFrame(raf);
      clearTimeout(timer);
      cancelTask();
    };
  },
  delay(fn, ms) {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  },
  now: () => performance.now(),
};

/**
 * @typedef {object} Remote  a client of the worker (../remote.js)
 * @property {(req: any) => void} request
 * @property {(req: any) => void} detail
 * @property {(changes: any) => void} edit
 * @property {() => void} terminate
 * @property {() => Promise<number>} wasmMemory
 */

/**
 * @typedef {object} SessionOptions
 * @property {Engine} engine  this thread's engine
 * @property {Doc} doc
 * @property {View} view
 * @property {Inputs} inputs
 * @property {((handlers: any, onBroken: () => void) => Remote) | null} [remote]  makes a worker client; null: no worker
 * @property {number} [mainMax]  files longer than this go to the worker (the page: MAIN_MAX; the element: any large file)
 * @property {Scheduler} [scheduler]
 * @property {() => number} [inputAt]  the time stamp of the input being analysed (for the page's timings)
 */

/** @typedef {{ name: string, run: () => void }} Step  a stage after the focus */

/** @param {SessionOptions} opts */
export const createSession = (opts) => new Session(opts);

export class Session {
  /** @param {SessionOptions} opts */
  constructor({ engine, doc, view, inputs, remote = null, mainMax = MAIN_MAX, scheduler = browserScheduler, inputAt = () => 0 }) {
    this.engine = engine;
    this.doc = doc;
    this.view = view;
    this._inputs = inputs;
    this.makeRemote = remote;
    this.mainMax = mainMax;
    this.s = scheduler;
    this.inputAt = inputAt;
    this.gen = 0;
    this._failed = false;
    /** @type {string | null} the first message of running out of memory (`fail`) */
    this._stopped = null;
    /** @type {(() => void)[]} cancels the work still to run */
    this.pending = [];
    /** @type {Remote | null} */
    this.remote = null;
    this.noWorker = !remote;
    /** Files at least this long go to the worker (set when one was too slow here), and how many slow analyses in a row. */
    this.slowAt = Infinity;
    this.slowRun = 0;
    /** How long the worker's last focused analysis took (ms). */
    this.workerMs = 0;
    /** @type {'thread' | 'worker'} where the file is analysed */
    this.where = 'thread';
    /** When the text was last edited (the scheduler's clock), and how long each stage took the last time it ran (ms). */
    this.editedAt = -Infinity;
    /** @type {Map<string, number>} */
    this.stageMs = new Map();
  }

  /**
   * Changes some inputs and analyses.
   * @param {Partial<Inputs>} next
   */
  set(next) {
    Object.assign(this._inputs, next);
    this.analyse();
  }

  /** The inputs as they are now (the view may read, not write). */
  get inputs() {
    return /** @type {Readonly<Inputs>} */ (this._inputs);
  }

  /** Whether the last analysis failed. */
  get failed() {
    return this._failed;
  }

  /**
   * The text changed (analyse afterwards): the worker, if it holds the file, is told the edit.
   * @param {any} [changes]  the edit, a CodeMirror ChangeSet; none: the text was replaced
   */
  edited(changes) {
    this.editedAt = this.s.now();
    if (!this.remote) return;
    if (changes) this.remote.edit(changes);
    else this.dropRemote();
  }

  /** Bytes of wasm memory: this thread's and the worker's (0 when none runs). */
  async wasmMemory() {
    return { main: this.engine.wasmMemory(), worker: this.remote ? await this.remote.wasmMemory() : 0 };
  }

  /** Stops: pending work is cancelled, the worker's copy freed, this thread's parse freed. */
  dispose() {
    this.gen++;
    this.cancelPending();
    this.dropRemote();
    this.engine.free();
  }

  /** Analyses the document with the inputs as they are. */
  analyse() {
    const g = ++this.gen;
    this.cancelPending();
    this.guard(() => {
      const rec = this.engine.recognise(this._inputs.agent);
      const q = this.query(rec);
      this.engine.status = q.status ?? null;
      const n = this.doc.length();
      const rev = this.doc.revision?.() ?? null;
      const large = n > LARGE_TEXT;
      if (large && !this.noWorker && (n > this.mainMax || n >= this.slowAt)) return this.analyseRemote(g, rec, q, n, rev);
      // A large file analysed here keeps the worker for its other stages (detailElsewhere).
      if (!large) this.dropRemote();
      this.analyseHere(g, rec, q, large, n, rev);
    });
  }

  cancelPending() {
    for (const cancel of this.pending) cancel();
    this.pending = [];
  }

  /**
   * Runs `fn`; if the engine fails (a wasm trap or a bug), the view says so and the next
   * change tries again with a fresh parse.
   * @param {() => void} fn
   */
  guard(fn) {
    try {
      fn();
    } catch (e) {
      // A trapped instance may hold a half-built object: forget it, parse afresh next time.
      this.engine.free();
      this.cancelPending();
      this.fail(String(/** @type {any} */ (e)?.message ?? e), e, /** @type {any} */ (e)?.code === OUT_OF_MEMORY);
    }
  }

  /**
   * Tells the view the engine failed. Once it has run out of memory, every later call is refused
   * with a message of its own ("out of memory earlier … so tokenOf() cannot run"); the view keeps
   * showing the first, which says what happened.
   * @param {string} message @param {unknown} [error] @param {boolean} [lasting]
   */
  fail(message, error, lasting) {
    this._failed = true;
    if (lasting) this._stopped ??= message;
    this.view.failure?.(this._stopped ?? message, error, this._stopped != null);
  }

  /** An analysis answered: a failure shown before is over. */
  succeeded() {
    if (!this._failed) return;
    this._failed = false;
    this.view.recovered?.();
  }

  /**
   * What to analyse, from the inputs and how the agent field was read.
   * @param {Recognised} rec
   * @returns {Query}
   */
  query(rec) {
    const inputs = this._inputs;
    const hasUrls = inputs.urls.length > 0;
    const urls = hasUrls ? inputs.urls : ['/'];
    if (inputs.focus >= urls.length || inputs.focus < 0) inputs.focus = 0;
    const { focus, policy, rows, readings, matrix, chars, summary, rowLimit, matrixUrls } = inputs;
    return {
      token: rec.agent,
      urls,
      focus,
      policy,
      status: inputs.status ?? null,
      rows,
      readings,
      matrix,
      chars,
      summary: summary ?? false,
      hasUrls,
      expect: inputs.expect ?? '',
      fetchedFrom: inputs.fetchedFrom ?? null,
      rowLimit,
      matrixUrls,
    };
  }

  /**
   * On this thread: the focus stage now, the other stages after the frame.
   * @param {number} g @param {Recognised} rec @param {Query} q @param {boolean} large @param {number} n @param {object | null} rev
   */
  analyseHere(g, rec, q, large, n, rev) {
    const { engine, s } = this;
    this.where = 'thread';
    const t0 = s.now();
    // A large file is parsed from the bytes the document keeps, when it does: joining its
    // text waits for a stage that reads it.
    const bytes = large ? (this.doc.bytes?.(n) ?? null) : null;
    /** @type {string | null} */
    let joined = bytes ? null : this.doc.text();
    const text = () => (joined ??= this.doc.text());
    engine.setText(joined ?? text, bytes, rev);
    const tParsed = s.now();
    const verdict = focusVerdict(engine, q);
    const t1 = s.now();
    /** @type {Context} */
    const ctx = { gen: g, rec, query: q, large, where: 'thread', rev };
    if (large) {
      // Too slow here several times in a row: files this large go to the worker.
      this.slowRun = t1 - t0 > MAIN_BUDGET ? this.slowRun + 1 : 0;
      if (this.slowRun >= 3) this.slowAt = n;
    }
    this.view.focus?.({ ...ctx, verdict, ms: t1 - t0, parse: tParsed - t0, timing: { at: this.inputAt(), sent: t0, received: t1 } });
    this.succeeded();
    if (large && this.detailElsewhere(g, rec, q, n, rev)) return;
    this.runSteps(g, this.steps(ctx, text, verdict), (run) => (large ? s.delay(run, REST_DELAY) : s.afterPaint(run)));
  }

  /**
   * A large file's focus stage runs here, for the same frame; its other stages are computed by
   * the worker after a pause in typing and drawn here. Computed here, each would be one long
   * task for a large file (its lint, its explanation), and a key pressed while one runs
   * waits for it. Returns false when no worker can help: the stages then run here.
   * @param {number} g @param {Recognised} rec @param {Query} q @param {number} n @param {object | null} rev
   */
  detailElsewhere(g, rec, q, n, rev) {
    if (this.noWorker) return false;
    this.remote ??= this.startRemote();
    if (!this.remote) return false;
    const detail = { text: () => this.doc.text(), length: n, ...q, gen: g, rec, query: q, rev };
    this.pending.push(this.s.delay(() => this.remote?.detail(detail), REST_DELAY));
    return true;
  }

  /**
   * The stages after the focus (./stages.js), in order, each a step on the text parsed for
   * `ctx` that computes its answer and gives it to the view's method of its name.
   * @param {Context} ctx @param {() => string} text  the text parsed, joined on demand @param {BriefVerdict} focused  the focus stage's verdict
   * @returns {Step[]}
   */
  steps(ctx, text, focused) {
    const { engine, view } = this;
    const c = shared(engine, ctx.query, { large: ctx.large, text, focused });
    /** @type {Step[]} */
    const steps = stagesOf(engine, ctx.query, c).map((step) => ({
      name: step.name,
      run: () => drawStage(view, step.name, { ...ctx, ...step.run() }),
    }));
    steps.push({ name: 'settled', run: () => view.settled?.(ctx) });
    return steps;
  }

  /**
   * Runs the steps of analysis `g` one per task, the first when `first` says (after the frame
   * is painted, or after a pause in typing); while the user types in the file, a step that was
   * slow the last time waits for a pause. A later analysis cancels them.
   * @param {number} g @param {Step[]} steps @param {(run: () => void) => () => void} first
   */
  runSteps(g, steps, first) {
    const { s } = this;
    let i = 0;
    const run = () => {
      if (g !== this.gen) return;
      const step = steps[i++];
      const t0 = s.now();
      this.guard(step.run);
      this.stageMs.set(step.name, s.now() - t0);
      if (this._failed || i >= steps.length) return;
      const typing = s.now() - this.editedAt < REST_DELAY;
      const slow = (this.stageMs.get(steps[i].name) ?? 0) > STAGE_BUDGET;
      this.pending.push(typing && slow ? s.delay(run, REST_DELAY) : s.task(run));
    };
    this.pending.push(first(run));
  }

  /**
   * A large file, in the worker: the focused verdict comes back for every change, the rest
   * once changes pause. Only the edits cross after the first message; stale answers are
   * dropped (../remote.js).
   * @param {number} g @param {Recognised} rec @param {Query} q @param {number} n @param {object | null} rev
   */
  analyseRemote(g, rec, q, n, rev) {
    this.where = 'worker';
    // This thread's parse of an earlier text is not needed while the worker holds the file.
    this.engine.free();
    this.remote ??= this.startRemote();
    if (!this.remote) return this.analyse();
    const text = () => this.doc.text();
    const request = {
      text,
      length: n,
      token: q.token,
      url: q.urls[q.focus],
      policy: q.policy,
      status: q.status ?? null,
      fetchedFrom: q.fetchedFrom ?? null,
      at: this.inputAt(),
      sent: 0,
      gen: g,
      rec,
      query: q,
      rev,
    };
    this.remote.request(request);
    request.sent = this.s.now();
    // The detail waits for a pause twice as long as an analysis takes, so that it does not
    // hold up the next keystroke's answer in the worker.
    const detail = { text, length: n, ...q, gen: g, rec, query: q, rev };
    this.pending.push(this.s.delay(() => this.remote?.detail(detail), Math.max(REST_DELAY, 2 * this.workerMs)));
  }

  /** @returns {Remote | null} */
  startRemote() {
    if (!this.makeRemote) return null;
    const handlers = {
      /** @param {{ verdict: BriefVerdict, ms: number, parse: number, request: any }} r */
      onVerdict: (r) => this.fromWorker(r),
      /** @param {any} reply */
      onDetail: (reply) => this.detailFromWorker(reply),
      /** @param {string} message @param {boolean} [lasting] */
      onError: (message, lasting) => this.fail(message, undefined, lasting),
    };
    return this.makeRemote(handlers, () => {
      // The worker could not start: this file and later ones are analysed on this thread.
      this.noWorker = true;
      this.remote = null;
      this.analyse();
    });
  }

  /**
   * The worker's focused verdict: the focus stage.
   * @param {{ verdict: BriefVerdict, ms: number, parse: number, request: any }} r
   */
  fromWorker({ verdict, ms, parse, request }) {
    this.workerMs = ms;
    const { gen: g, rec, query: q, at, sent, rev } = request;
    const timing = { at, sent, received: this.s.now() };
    this.guard(() => {
      this.view.focus?.({ gen: g, rec, query: q, large: true, where: 'worker', rev, verdict, ms, parse, timing });
      this.succeeded();
    });
  }

  /**
   * The worker's answer once typing paused: the other stages, drawn one per task (a key pressed
   * meanwhile waits for one panel at most). An answer for an earlier analysis is dropped.
   * @param {any} reply
   */
  detailFromWorker(reply) {
    const { view } = this;
    const { gen: g, rec, query: q, rev } = reply.request;
    if (g !== this.gen) return;
    /** @type {Context} */
    const ctx = { gen: g, rec, query: q, large: true, where: 'worker', rev };
    /** @type {Step[]} */
    const steps = STAGES.filter((s) => s.name in reply.stages).map((s) => ({
      name: `draw ${s.name}`,
      run: () => drawStage(view, s.name, { ...ctx, ...reply.stages[s.name] }),
    }));
    steps.push({ name: 'settled', run: () => view.settled?.(ctx) });
    this.runSteps(g, steps, (run) => this.s.task(run));
  }

  dropRemote() {
    this.remote?.terminate();
    this.remote = null;
  }
}

/**
 * Gives a stage's answer to the view's method of the stage's name, if it has one.
 * @param {View} view @param {string} name @param {any} e
 */
function drawStage(view, name, e) {
  /** @type {any} */ (view)[name]?.(e);
}
