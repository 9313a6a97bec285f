// The access-log replay, off the page's thread (panels/logs.js): the log is read from the
// user's file as a stream (gunzipped when it is gzip), fed to the package's logs entry in
// chunks, with its progress told as it goes. Nothing leaves the browser. The page ends this
// worker to stop a replay.
//
// In: { file: File, text: string, policy: 'google' | 'rfc9309', status: number | 'unreachable' | null,
//       ranges: Record<string, ArrayBuffer>, keys: { name: string, buffer: ArrayBuffer }[] }
// Out: { type: 'progress', read, total } …, then { type: 'done', report, keys } or { type: 'error', message }
// `keys` in: Web Bot Auth key directories (JWKS); out: per directory, its Ed25519 keys counted,
// or why none could be read. With keys, each signed request's signature is verified (WebCrypto).

import init, { LogReplay, Robots, verifySignatures, webBotAuthKeys } from 'robots-playground/logs';

/** ms between two progress messages. */
const EVERY = 100;

self.onmessage = async (/** @type {MessageEvent} */ e) => {
  const { file, text, policy, status, ranges, keys: directories } = e.data;
  try {
    await init();
    const robots = new Robots(text);
    /** @type {Record<string, Uint8Array>} */
    const files = {};
    for (const [token, buffer] of Object.entries(ranges ?? {})) files[token] = new Uint8Array(buffer);
    /** Every directory's keys, by key id. @type {Map<string, CryptoKey>} */
    const keys = new Map();
    /** @type {{ name: string, keys: number, error?: string }[]} */
    const keyNotes = [];
    for (const { name, buffer } of directories ?? []) {
      try {
        const found = await webBotAuthKeys(new Uint8Array(buffer));
        for (const [id, key] of found) keys.set(id, key);
        keyNotes.push({ name, keys: found.size });
      } catch (err) {
        keyNotes.push({ name, keys: 0, error: String(/** @type {any} */ (err)?.message ?? err) });
      }
    }
    const replay = new LogReplay(robots, {
      policy,
      ...(status != null && { status }),
      ranges: files,
      ...(keys.size && { signatureKeys: [...keys.keys()] }),
    });
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
      if (keys.size) await verifySignatures(replay, keys);
      if (performance.now() - told > EVERY) {
        told = performance.now();
        self.postMessage({ type: 'progress', read, total: file.size });
      }
    }
    // The last line without its newline is read only when one comes: end it, so that its
    // signature is verified too (a blank line counts for nothing).
    replay.feed(new Uint8Array([0x0a]));
    if (keys.size) await verifySignatures(replay, keys);
    self.postMessage({ type: 'done', report: replay.finish(), keys: keyNotes });
    replay.free();
    robots.free();
  } catch (err) {
    self.postMessage({ type: 'error', message: String(/** @type {any} */ (err)?.message ?? err) });
  }
};
