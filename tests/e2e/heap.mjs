// What a page keeps on its heap, read from a V8 heap snapshot (for memory.test.mjs): the
// objects the page can hold (JS objects, arrays, closures, strings, DOM nodes, array buffers),
// without what V8 compiles. `Runtime.getHeapUsage` counts compiled code too, and V8 keeps
// compiling the page's hot functions for tens of thousands of edits (snapshots at edit 1,000,
// 10,000 and 20,000: compiled code +146 KB then +326 KB, the page's objects -8 KB then
// +31 KB), on a schedule that differs from run to run: between edit 1,000 and 10,000 the heap
// grew 3.8 % in one run and 10.0 % in another of the same build. A leak is something the page
// keeps per edit, and that is what this counts.

/**
 * Left out: what V8 compiles and the browser buffers, none of it held by the page's code.
 * - type `code`: compiled code, bytecode, feedback vectors, function infos. Bounded by the
 *   page's code, not by the number of edits: a function made per edit shows as a closure.
 * - `system / WeakArrayList`: V8's lists of the code that depends on an object layout.
 * - `system / CppGCManaged (WasmNativeModule)`, named `system / Managed (WasmNativeModuleTag)`
 *   since Chromium 148: the wasm module's compiled code, tiered up the same way (the wasm
 *   memory is measured on its own).
 * - the performance timeline's entries of long tasks, frames and layout shifts: the test's own
 *   long tasks and edits make them, and the browser keeps a bounded number of each kind.
 */
const LEFT_OUT =
  /^(system \/ WeakArrayList|system \/ (CppGC)?Managed \(WasmNativeModule(Tag)?\)|Performance\w*Timing|TaskAttributionTiming|LayoutShift(Attribution)?|blink::ScriptTimingInfo)$/;

/**
 * Takes a heap snapshot (V8 collects garbage first) through `cdp`, a CDP session of the page.
 * @returns {Promise<string>} the snapshot's JSON
 */
export async function takeSnapshot(cdp) {
  const chunks = [];
  const onChunk = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return chunks.join('');
}

/**
 * The page's objects in a snapshot: their count, their bytes (self sizes), and both by kind
 * (`type:name`, strings and numbers as one kind each), so that a growth can be named.
 * @param {string} json
 * @returns {{ objects: number, bytes: number, kinds: Map<string, { n: number, bytes: number }> }}
 */
export function pageObjects(json) {
  const { snapshot, nodes, strings } = JSON.parse(json);
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [T, NAME, SIZE, N] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size'), fields.length];
  const kinds = new Map();
  let objects = 0;
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += N) {
    const type = types[nodes[i + T]];
    const name = strings[nodes[i + NAME]];
    if (type === 'code' || type === 'synthetic' || LEFT_OUT.test(name)) continue;
    const size = nodes[i + SIZE];
    const kind = /string|number/.test(type) ? type : `${type}:${name.slice(0, 60)}`;
    const k = kinds.get(kind) ?? { n: 0, bytes: 0 };
    k.n++;
    k.bytes += size;
    kinds.set(kind, k);
    objects++;
    bytes += size;
  }
  return { objects, bytes, kinds };
}

/**
 * The kinds that grew most from `a` to `b`, as text: `+12.3 KB +150 object:Foo, …`.
 * @param {ReturnType<typeof pageObjects>} a @param {ReturnType<typeof pageObjects>} b
 */
export function grown(a, b, top = 6) {
  const rows = [];
  for (const [kind, k] of b.kinds) {
    const was = a.kinds.get(kind) ?? { n: 0, bytes: 0 };
    if (k.bytes > was.bytes) rows.push({ kind, bytes: k.bytes - was.bytes, n: k.n - was.n });
  }
  rows.sort((x, y) => y.bytes - x.bytes);
  return rows
    .slice(0, top)
    .map((r) => `+${(r.bytes / 1e3).toFixed(1)} KB ${r.n >= 0 ? '+' : ''}${r.n} ${r.kind}`)
    .join(', ');
}
