// Code loaded when first needed (the guide, the diagram, the comparison, CodeMirror's search,
// the lines' descriptions), with one rule for a load that fails: a chunk the network did not
// deliver, or one a new deploy of the site removed under an open page.

/**
 * `load`, run at the first call; later calls share its promise. If it fails, the failure
 * goes to the callers that waited for it, and the next call runs `load` again: a failed
 * load is never kept, and never retried by itself (no loop while the network is gone).
 * @template T
 * @param {() => Promise<T>} load
 * @returns {() => Promise<T>}
 */
export function lazy(load) {
  /** @type {Promise<T> | null} */
  let pending = null;
  return () =>
    (pending ??= load().catch((e) => {
      pending = null;
      throw e;
    }));
}
