// A Web Worker that analyses large files off the main thread, so typing stays fluid while
// a 500 KiB file is re-parsed. Messages (a typed switch):
//   in:  { type: 'analyse', id, text?, token, url, policy }   text only when it changed
//   out: { type: 'verdict', id, verdict, ms, parse } | { type: 'error', id, message }

import { loadEngine } from './engine.js';

const ready = loadEngine();
let text = '';

self.onmessage = async (e) => {
  const msg = e.data;
  switch (msg.type) {
    case 'analyse': {
      try {
        const engine = await ready;
        const t0 = performance.now();
        if (typeof msg.text === 'string') text = msg.text;
        engine.setText(text);
        const parse = performance.now() - t0;
        const verdict = engine.check(msg.token, msg.url, msg.policy);
        self.postMessage({ type: 'verdict', id: msg.id, verdict, ms: performance.now() - t0, parse });
      } catch (err) {
        self.postMessage({ type: 'error', id: msg.id, message: String(err?.message ?? err) });
      }
      break;
    }
    default:
      self.postMessage({ type: 'error', id: msg.id, message: `unknown message type ${msg.type}` });
  }
};
