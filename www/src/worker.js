// A Web Worker that analyses large files off the main thread, so typing stays fluid while they
// are re-parsed. It holds the only parse of such a file: the page's thread renders what it
// answers. The page sends one document; the <robots-playground> widgets of a page share one
// worker, each message naming its widget's document (`doc`, echoed in the answer; the page's
// is 0). A document's text comes whole once (`text`), then as `edits` ([at, removed,
// inserted], applied in order), with its `length` to check. What it computes is the session's
// (./session/stages.js), all at once.
//
// The messages, a typed switch:
/**
 * @typedef {import('./session/compute.js').Query} Query
 * @typedef {{ id: number, doc?: number, text?: string, edits?: [number, number, string][], length: number }} TextPart
 * @typedef {TextPart & { type: 'analyse', token: string, url: string, policy: import('./session/readings.js').Reading, status: import('./session/readings.js').Status, fetchedFrom?: string | null }} AnalyseMessage
 *   the focused verdict for the highlight, on every keystroke
 * @typedef {TextPart & Query & { type: 'detail' }} DetailMessage
 *   everything else, once typing pauses
 * @typedef {{ type: 'close', doc: number }} CloseMessage       the widget is gone: its text and parse are freed
 * @typedef {{ type: 'memory', id: number, doc?: number }} MemoryMessage
 * @typedef {{ type: 'compress', id: number, json: string }} CompressMessage
 *   lz-string's URI-safe form of a large state, for the share link (./state/state.js): too long for
 *   the page's thread. The engine is loaded only for the messages that need it.
 * @typedef {{ type: 'unpack', id: number, payload: string }} UnpackMessage
 *   a share link's state unpacked (./state/link.js), in a worker of its own that the page ends if it
 *   takes too long: a link of a few kilobytes can unpack to tens of millions of characters
 * @typedef {{ type: 'diff', id: number, before: string, after: string, options: import('robots-playground/full').DiffOptions }} DiffMessage
 *   two versions of a file compared (the page's comparison panel, in a worker of its own, which
 *   the page terminates when a newer comparison is asked for): a large file's takes seconds
 * @typedef {{ type: 'load' }} LoadMessage
 *   loads the engine ahead of the requests that need it: the fresh worker that replaces one
 *   terminated under a comparison gets ready while the page waits for edits to pause
 * @typedef {AnalyseMessage | DetailMessage | CloseMessage | MemoryMessage | CompressMessage | UnpackMessage | DiffMessage | LoadMessage} InMessage
 *
 * @typedef {{ type: 'verdict', id: number, doc?: number, verdict: import('./engine.js').BriefVerdict, ms: number, parse: number }} VerdictReply
 * @typedef {{ type: 'detail', id: number, doc?: number, ms: number, stages: Record<string, any> }} DetailReply  each stage's answer, by its name (./session/stages.js)
 * @typedef {{ type: 'memory', id: number, doc?: number, wasm: number }} MemoryReply
 * @typedef {{ type: 'compressed', id: number, value: string }} CompressedReply
 * @typedef {{ type: 'unpacked', id: number, value: ReturnType<typeof unpackLink> }} UnpackedReply
 * @typedef {{ type: 'diffed', id: number, value: import('./session/compute.js').DiffBrief }} DiffReply
 * @typedef {{ type: 'resync', id: number, doc?: number }} ResyncReply   the edits did not give a text of `length`: send it whole
 * @typedef {{ type: 'error', id: number, doc?: number, message: string, lasting?: boolean }} ErrorReply  for any request that failed (lasting: the engine ran out of memory, see OUT_OF_MEMORY)
 * @typedef {VerdictReply | DetailReply | MemoryReply | CompressedReply | UnpackedReply | DiffReply | ResyncReply | ErrorReply} OutMessage
 */

import LZString from 'lz-string';
import { unpackLink } from './state/link.js';
import { Engine, OUT_OF_MEMORY, loadEngine } from './engine.js';
import { diffBrief, marked } from './session/compute.js';
import { allStages } from './session/stages.js';
import { Document } from './session/document.js';

/** @type {ReturnType<typeof loadEngine> | null} */
let ready = null;
/** @type {Map<number, Document>} each document, by its number */
const docs = new Map();

/**
 * @param {OutMessage} msg
 * @param {Transferable[]} [moved]
 */
const post = (msg, moved = []) => self.postMessage(msg, { transfer: moved });

/**
 * The document a message is about (created on first use); the page's is 0 and uses `base`.
 * @param {{ doc?: number }} msg @param {Engine} base
 */
function docOf(msg, base) {
  const key = msg.doc ?? 0;
  let d = docs.get(key);
  if (!d) docs.set(key, (d = new Document(key === 0 ? base : new Engine(base.mod, base.sizeLimit))));
  return d;
}

/**
 * The typed arrays' buffers of some verdicts (each once): moved to the page, not copied.
 * @param {any[]} verdicts
 * @returns {Transferable[]}
 */
function buffers(verdicts) {
  const out = new Set();
  for (const v of verdicts) {
    for (const k of ['ruleLines', 'ruleMatch', 'rulePriority', 'groupLines', 'skippedLines', 'lineRoles']) {
      if (v?.[k]?.buffer) out.add(v[k].buffer);
    }
  }
  return [...out];
}

/**
 * Brings a document's text up to date with a message; false (and a resync asked) if it cannot.
 * @param {Document} d @param {TextPart} msg
 */
function update(d, msg) {
  if (d.update(msg)) return true;
  post({ type: 'resync', id: msg.id, doc: msg.doc });
  return false;
}

/** @param {MessageEvent<InMessage>} e */
self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === 'compress') {
    post({ type: 'compressed', id: msg.id, value: LZString.compressToEncodedURIComponent(msg.json) });
    return;
  }
  if (msg.type === 'unpack') {
    post({ type: 'unpacked', id: msg.id, value: unpackLink(msg.payload) });
    return;
  }
  if (msg.type === 'load') {
    // A failure to load is answered by the request that needs the engine.
    (ready ??= loadEngine()).catch(() => {});
    return;
  }
  if (msg.type === 'close') {
    docs.get(msg.doc)?.engine.free();
    docs.delete(msg.doc);
    return;
  }
  const { id } = msg;
  const doc = 'doc' in msg ? msg.doc : undefined;
  try {
    ready ??= loadEngine();
    const base = await ready;
    if (msg.type === 'diff') {
      post({ type: 'diffed', id, value: diffBrief(base.mod, msg.before, msg.after, msg.options) });
      return;
    }
    const d = docOf(msg, base);
    const engine = d.engine;
    if ('status' in msg) engine.status = msg.status ?? null;
    switch (msg.type) {
      case 'analyse': {
        const t0 = performance.now();
        if (!update(d, msg)) break;
        d.parse();
        const parsed = performance.now() - t0;
        const verdict = marked(engine, msg, engine.brief(msg.token, msg.url, msg.policy), msg.url);
        post({ type: 'verdict', id, doc, verdict, ms: performance.now() - t0, parse: parsed }, buffers([verdict]));
        break;
      }
      case 'detail': {
        const t0 = performance.now();
        if (!update(d, msg)) break;
        d.parse();
        const stages = allStages(engine, msg, d.text);
        const { rows, detail } = stages;
        const moved = buffers([
          detail?.verdict,
          ...(detail?.readings ?? []).map((/** @type {any} */ c) => c.verdict),
          ...(msg.rows === 'verdict' ? (rows?.results ?? []) : []),
        ]);
        post({ type: 'detail', id, doc, stages, ms: performance.now() - t0 }, moved);
        break;
      }
      case 'memory':
        post({ type: 'memory', id, doc, wasm: base.wasmMemory() });
        break;
      default: {
        /** @type {never} */
        const unknown = msg;
        post({ type: 'error', id, doc, message: `unknown message type ${/** @type {any} */ (unknown).type}` });
      }
    }
  } catch (err) {
    // A trapped instance may hold a half-built object: forget it, parse afresh next time.
    docs.get(doc ?? 0)?.engine.free();
    post({
      type: 'error',
      id,
      doc,
      message: String(/** @type {any} */ (err)?.message ?? err),
      lasting: /** @type {any} */ (err)?.code === OUT_OF_MEMORY,
    });
  }
};
