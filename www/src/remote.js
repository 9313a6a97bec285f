// The client of worker.js: at most one request in flight; while one runs, only the newest
// request waits, so a burst of keystrokes costs one analysis of the latest text, not a queue.

/**
 * @typedef {{ text: string, token: string, url: string, policy: string, at: number }} Request
 * @typedef {{ verdict: any, ms: number, parse: number, request: Request }} Reply
 */

/**
 * @param {URL} url  the worker script
 * @param {(reply: Reply) => void} onReply  called for the newest request's answer
 * @param {(message: string) => void} onError
 */
export function createRemote(url, onReply, onError) {
  const worker = new Worker(url, { type: 'module' });
  let id = 0;
  let inFlight = null;
  /** @type {Request | null} */
  let waiting = null;
  let sentText = null;

  const send = (req) => {
    id++;
    inFlight = { id, req };
    const msg = { type: 'analyse', id, token: req.token, url: req.url, policy: req.policy };
    if (req.text !== sentText) {
      msg.text = req.text;
      sentText = req.text;
    }
    worker.postMessage(msg);
  };

  worker.onmessage = (e) => {
    const msg = e.data;
    const done = inFlight;
    inFlight = null;
    if (waiting) {
      const next = waiting;
      waiting = null;
      send(next);
    }
    switch (msg.type) {
      case 'verdict':
        // Shown even when a newer request is on its way: it is newer than what is shown.
        if (done) onReply({ verdict: msg.verdict, ms: msg.ms, parse: msg.parse, request: done.req });
        break;
      case 'error':
        onError(msg.message);
        break;
    }
  };
  worker.onerror = (e) => onError(e.message ?? 'worker failed');

  return {
    /** @param {Request} req */
    request(req) {
      if (inFlight) waiting = req;
      else send(req);
    },
    terminate: () => worker.terminate(),
  };
}
