// The access-log replay, off the page's thread (panels/logs.js): the log is read from the
// user's file as a stream (gunzipped when it is gzip), fed to the package's logs entry in
// chunks, with its progress told as it goes. Nothing leaves the browser. The page ends this
// worker to stop a replay.
//
// In: { file: File, text: string, policy: 'google' | 'rfc9309', status: number | 'unreachable' | null, ranges: Record<string, ArrayBuffer> }
// Out: { type: 'progress', read, total } …, then { type: 'done', report } or { type: 'error', message }

import init, { LogReplay, Robots } from 'robots-playground/logs';

/** ms between two progress messages. */
const EVERY = 100;

self.onmessage = async (/** @type {MessageEvent} */ e) => {
  const { file, text, policy, status, ranges } = e.data;
  try {
    await init();
    const robots = new Robots(text);
    /** @type {Record<string, Uint8Array>} */
    const files = {};
    for (const [token, buffer] of Object.entries(ranges ?? {})) files[token] = new Uint8Array(buffer);
    const replay = new LogReplay(robots, { policy, ...(status != null && { status }), ranges: files });
    const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
    let read = 0;
    // The file's bytes are counted before they are gunzipped: the progress is the file's.
    /** @type {ReadableStream<Uint8Array>} */
    let stream = file.stream().pipeThrough(
      new TransformStream({
        transform(chunk, out) {
          read += chunk.length;
          out.enqueue(chunk);
        },
      }),
    );
    if (head[0] === 0x1f && head[1] === 0x8b) stream = stream.pipeThrough(/** @type {any} */ (new DecompressionStream('gzip')));
    let told = 0;
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      replay.feed(value);
      if (performance.now() - told > EVERY) {
        told = performance.now();
        self.postMessage({ type: 'progress', read, total: file.size });
      }
    }
    self.postMessage({ type: 'done', report: replay.finish() });
    replay.free();
    robots.free();
  } catch (err) {
    self.postMessage({ type: 'error', message: String(/** @type {any} */ (err)?.message ?? err) });
  }
};
