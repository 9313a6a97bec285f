// The page's one-off requests to a worker of its own (the same script as the analysis
// worker, ../worker.js): the state's compression and the comparison of two versions. Kept
// apart from ../remote.js, which the element shares: the element makes none of these.

/**
 * One-off requests to a worker of their own (the same script, which loads the engine only for
 * the requests that need it), started on first use: each call posts `{ type, id, ...args }` and
 * settles with the reply's `value`, or its `message` as an Error. Null where workers are missing.
 * @param {URL} url  the worker script
 * @returns {((type: 'compress' | 'diff', args: object) => Promise<any>) | null}
 */
export function createCaller(url) {
  if (typeof Worker !== 'function') return null;
  /** @type {Worker | null} */
  let worker = null;
  let id = 0;
  const waiting = new Map();
  // Made outside the function below: its handlers must not hold the first request's arguments.
  const start = () => {
    const w = new Worker(url, { type: 'module' });
    w.onmessage = (e) => {
      const p = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if (e.data.type === 'error') p?.reject(new Error(e.data.message));
      else p?.resolve(e.data.value);
    };
    w.onerror = (e) => {
      for (const p of waiting.values()) p.reject(new Error(e.message ?? 'the worker failed'));
      waiting.clear();
      worker?.terminate();
      worker = null;
    };
    return w;
  };
  return (type, args) =>
    new Promise((resolve, reject) => {
      worker ??= start();
      waiting.set(++id, { resolve, reject });
      worker.postMessage({ ...args, type, id });
    });
}

/**
 * lz-string compression in a worker of its own (createCaller); null where workers are missing.
 * @param {ReturnType<typeof createCaller>} call
 * @returns {((json: string) => Promise<string>) | null}
 */
export const createCompressor = (call) => call && ((json) => call('compress', { json }));
