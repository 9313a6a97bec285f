// A Web Worker that analyses very large files off the main thread (over 2 MiB, such as a
// 50 MB paste or 400,000 rules, or a file the main thread found too slow), so typing stays
// fluid while they are re-parsed. It holds the only parse of such a file: the main thread
// renders what it answers. Messages (a typed switch); the text comes whole once (`text`),
// then as `edits` ([at, removed, inserted], applied in order), with its `length` to check:
//   in:  { type: 'analyse', id, text?, token, url, policy }
//          the focused verdict for the highlight, on every keystroke
//   out: { type: 'verdict', id, verdict: BriefVerdict (no lists, line arrays), ms, parse }
//   in:  { type: 'detail', id, text?, token, urls, focus, policy, matrix: string[] | null }
//          everything else, once typing pauses
//   out: { type: 'detail', id, bytes, results: Decision[], verdict: BriefVerdict (lists of
//          at most DETAIL entries), compare: { policy, verdict }[], diagnostics: { list, total,
//          count }, matrix: Decision[][] | null (per token, per URL), ms }
//   in:  { type: 'memory', id }            out: { type: 'memory', id, wasm: bytes }
//   in:  { type: 'compress', id, json }    out: { type: 'compressed', id, value }
//          lz-string's URI-safe form of a large state, for the share link (state.js): a
//          500 KiB file takes ~0.3 s, a 4 MB one ~5 s, too long for the page's thread.
//          The engine is loaded only for the messages that need it.
//   out: { type: 'resync', id }            the edits did not give a text of `length`: send it whole
//   out: { type: 'error', id, message }    for any request that failed

import LZString from 'lz-string';
import { loadEngine } from './engine.js';

/** Groups, rules and skipped groups listed as objects in a detailed verdict. */
const DETAIL = 200;
/** Diagnostics sent to the page (the editor's gutter and the panel); the rest are counted. */
const MAX_DIAGNOSTICS = 2000;
const POLICIES = ['google', 'rfc9309', 'crawler'];

/** @type {ReturnType<typeof loadEngine> | null} */
let ready = null;
let text = '';

/** The typed arrays' buffers of some verdicts: moved to the page, not copied. */
function buffers(...verdicts) {
  const out = [];
  for (const v of verdicts) {
    for (const k of ['ruleLines', 'ruleMatch', 'rulePriority', 'groupLines', 'skippedLines']) {
      if (v?.[k]?.buffer) out.push(v[k].buffer);
    }
  }
  return out;
}

/** @param {Awaited<ReturnType<typeof loadEngine>>} engine */
function detail(engine, msg) {
  const { token, urls, focus, policy } = msg;
  const verdict = engine.brief(token, urls[focus], policy, DETAIL);
  const results = urls.map((u, i) => (i === focus ? { allowed: verdict.allowed, line: verdict.line } : engine.decide(token, u, policy)));
  // The other readings: their answer alone, and their whole verdict only where it differs
  // (the diagram then draws that reading too); a check of 400,000 rules takes ~0.15 s.
  const compare = POLICIES.map((p) => {
    if (p === policy) return { policy: p, verdict: null };
    const d = engine.decide(token, urls[focus], p);
    return { policy: p, verdict: d.allowed === verdict.allowed ? { ...d, decisionOnly: true } : engine.brief(token, urls[focus], p, DETAIL) };
  });
  const all = engine.diagnostics(policy);
  const count = { error: 0, warning: 0, info: 0 };
  for (const d of all) count[d.severity] = (count[d.severity] ?? 0) + 1;
  const diagnostics = { list: all.length > MAX_DIAGNOSTICS ? all.slice(0, MAX_DIAGNOSTICS) : all, total: all.length, count };
  const matrix = msg.matrix ? msg.matrix.map((t) => urls.map((u) => engine.decide(t, u, policy))) : null;
  return { bytes: engine.bytes, results, verdict, compare, diagnostics, matrix };
}

/** Brings `text` up to date with a message; false (and a resync asked) if it cannot. */
function update(msg) {
  if (typeof msg.text === 'string') text = msg.text;
  for (const [at, removed, inserted] of msg.edits ?? []) text = text.slice(0, at) + inserted + text.slice(at + removed);
  if (text.length === msg.length) return true;
  self.postMessage({ type: 'resync', id: msg.id });
  return false;
}

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === 'compress') {
    self.postMessage({ type: 'compressed', id: msg.id, value: LZString.compressToEncodedURIComponent(msg.json) });
    return;
  }
  try {
    ready ??= loadEngine();
    const engine = await ready;
    switch (msg.type) {
      case 'analyse': {
        const t0 = performance.now();
        if (!update(msg)) break;
        engine.setText(text);
        const parse = performance.now() - t0;
        const verdict = engine.brief(msg.token, msg.url, msg.policy);
        self.postMessage({ type: 'verdict', id: msg.id, verdict, ms: performance.now() - t0, parse }, buffers(verdict));
        break;
      }
      case 'detail': {
        const t0 = performance.now();
        if (!update(msg)) break;
        engine.setText(text);
        const out = detail(engine, msg);
        self.postMessage({ type: 'detail', id: msg.id, ...out, ms: performance.now() - t0 }, buffers(out.verdict, ...out.compare.map((c) => c.verdict)));
        break;
      }
      case 'memory':
        self.postMessage({ type: 'memory', id: msg.id, wasm: engine.wasmMemory() });
        break;
      default:
        self.postMessage({ type: 'error', id: msg.id, message: `unknown message type ${msg.type}` });
    }
  } catch (err) {
    // A trapped instance may hold a half-built object: forget it, parse afresh next time.
    const engine = await ready?.catch(() => null);
    if (engine) {
      engine.robots = null;
      engine.text = null;
    }
    self.postMessage({ type: 'error', id: msg.id, message: String(err?.message ?? err) });
  }
};
