// A Web Worker that analyses very large files off the main thread (over 2 MiB, such as a
// 50 MB paste or 400,000 rules, or a file the main thread found too slow), so typing stays
// fluid while they are re-parsed. It holds the only parse of such a file: the main thread
// renders what it answers. The page sends one document; the <robots-playground> widgets of
// a page share one worker, each message naming its widget's document (`doc`, echoed in the
// answer; the page's is 0). Messages (a typed switch); a document's text comes whole once
// (`text`), then as `edits` ([at, removed, inserted], applied in order), with its `length`
// to check:
//   in:  { type: 'analyse', id, text?, token, url, policy }
//          the focused verdict for the highlight, on every keystroke
//   out: { type: 'verdict', id, verdict: BriefVerdict (no lists, line arrays), ms, parse }
//   in:  { type: 'detail', id, text?, token, urls, focus, policy, matrix: string[] | null,
//          briefs?: number, compare?: boolean, chars?: boolean }
//          everything else, once typing pauses
//   out: { type: 'detail', id, bytes, results: Decision[] (BriefVerdict[] listing at most
//          `briefs` entries, with `briefs`), verdict: BriefVerdict (lists of at most DETAIL
//          entries), compare: { policy, verdict }[] (empty with `compare: false`),
//          diagnostics: { list, total, count, ids }, matrix: Decision[][] | null (per token,
//          per URL), chars: { nul, controls, surrogates } | null (with `chars`), ms }
//   in:  { type: 'close', doc }            the widget is gone: its text and parse are freed
//   in:  { type: 'memory', id }            out: { type: 'memory', id, wasm: bytes }
//   in:  { type: 'compress', id, json }    out: { type: 'compressed', id, value }
//          lz-string's URI-safe form of a large state, for the share link (state.js): a
//          500 KiB file takes ~0.3 s, a 4 MB one ~5 s, too long for the page's thread.
//          The engine is loaded only for the messages that need it.
//   out: { type: 'resync', id }            the edits did not give a text of `length`: send it whole
//   out: { type: 'error', id, message }    for any request that failed

import LZString from 'lz-string';
import { Engine, loadEngine } from './engine.js';
import { oddChars } from './element/chars.js';

/** Groups, rules and skipped groups listed as objects in a detailed verdict. */
const DETAIL = 200;
/** Diagnostics sent to the page (the editor's gutter and the panel); the rest are counted. */
const MAX_DIAGNOSTICS = 2000;
const POLICIES = ['google', 'rfc9309', 'crawler'];

/** @type {ReturnType<typeof loadEngine> | null} */
let ready = null;
/** @type {Map<number, { text: string, engine: Engine }>} each document's text and parse */
const docs = new Map();

/** The document a message is about (created on first use); the page's is 0 and uses `base`. */
function docOf(msg, base) {
  const key = msg.doc ?? 0;
  let d = docs.get(key);
  if (!d) docs.set(key, (d = { text: '', engine: key === 0 ? base : new Engine(base.mod) }));
  return d;
}

/** The typed arrays' buffers of some verdicts (each once): moved to the page, not copied. */
function buffers(...verdicts) {
  const out = new Set();
  for (const v of verdicts) {
    for (const k of ['ruleLines', 'ruleMatch', 'rulePriority', 'groupLines', 'skippedLines']) {
      if (v?.[k]?.buffer) out.add(v[k].buffer);
    }
  }
  return [...out];
}

/** @param {Awaited<ReturnType<typeof loadEngine>>} engine */
function detail(engine, msg, text) {
  const { token, urls, focus, policy, briefs } = msg;
  const verdict = engine.brief(token, urls[focus], policy, DETAIL);
  // A widget shows each URL's verdict (`briefs`: its lists' bound); the page only the focused one's.
  const results = urls.map((u, i) =>
    i === focus ? (briefs ? verdict : { allowed: verdict.allowed, line: verdict.line }) : briefs ? engine.brief(token, u, policy, briefs) : engine.decide(token, u, policy),
  );
  // The other readings: their answer alone, and their whole verdict only where it differs
  // (the diagram then draws that reading too); a check of 400,000 rules takes ~0.15 s.
  const compare = msg.compare === false ? [] : POLICIES.map((p) => {
    if (p === policy) return { policy: p, verdict: null };
    const d = engine.decide(token, urls[focus], p);
    return { policy: p, verdict: d.allowed === verdict.allowed ? { ...d, decisionOnly: true } : engine.brief(token, urls[focus], p, DETAIL) };
  });
  const all = engine.diagnostics(policy);
  const count = { error: 0, warning: 0, info: 0 };
  /** @type {Record<string, number>} per diagnostic id */
  const ids = {};
  for (const d of all) {
    count[d.severity] = (count[d.severity] ?? 0) + 1;
    ids[d.id] = (ids[d.id] ?? 0) + 1;
  }
  const diagnostics = { list: all.length > MAX_DIAGNOSTICS ? all.slice(0, MAX_DIAGNOSTICS) : all, total: all.length, count, ids };
  const matrix = msg.matrix ? msg.matrix.map((t) => urls.map((u) => engine.decide(t, u, policy))) : null;
  return { bytes: engine.bytes, results, verdict, compare, diagnostics, matrix, chars: msg.chars ? oddChars(text) : null };
}

/** Brings a document's text up to date with a message; false (and a resync asked) if it cannot. */
function update(d, msg) {
  if (typeof msg.text === 'string') d.text = msg.text;
  for (const [at, removed, inserted] of msg.edits ?? []) d.text = d.text.slice(0, at) + inserted + d.text.slice(at + removed);
  if (d.text.length === msg.length) return true;
  self.postMessage({ type: 'resync', id: msg.id, doc: msg.doc });
  return false;
}

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === 'compress') {
    self.postMessage({ type: 'compressed', id: msg.id, value: LZString.compressToEncodedURIComponent(msg.json) });
    return;
  }
  if (msg.type === 'close') {
    docs.get(msg.doc)?.engine.robots?.free();
    docs.delete(msg.doc);
    return;
  }
  const { id, doc } = msg;
  try {
    ready ??= loadEngine();
    const base = await ready;
    const d = docOf(msg, base);
    const engine = d.engine;
    switch (msg.type) {
      case 'analyse': {
        const t0 = performance.now();
        if (!update(d, msg)) break;
        engine.setText(d.text);
        const parse = performance.now() - t0;
        const verdict = engine.brief(msg.token, msg.url, msg.policy);
        self.postMessage({ type: 'verdict', id, doc, verdict, ms: performance.now() - t0, parse }, buffers(verdict));
        break;
      }
      case 'detail': {
        const t0 = performance.now();
        if (!update(d, msg)) break;
        engine.setText(d.text);
        const out = detail(engine, msg, d.text);
        const moved = buffers(out.verdict, ...out.compare.map((c) => c.verdict), ...(msg.briefs ? out.results : []));
        self.postMessage({ type: 'detail', id, doc, ...out, ms: performance.now() - t0 }, moved);
        break;
      }
      case 'memory':
        self.postMessage({ type: 'memory', id, doc, wasm: base.wasmMemory() });
        break;
      default:
        self.postMessage({ type: 'error', id, doc, message: `unknown message type ${msg.type}` });
    }
  } catch (err) {
    // A trapped instance may hold a half-built object: forget it, parse afresh next time.
    const engine = docs.get(doc ?? 0)?.engine;
    if (engine) {
      engine.robots = null;
      engine.text = null;
    }
    self.postMessage({ type: 'error', id, doc, message: String(err?.message ?? err) });
  }
};
