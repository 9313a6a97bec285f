// Timings for `cargo xtask bench-web` and hooks for the tests that drive many edits
// (tests/e2e/memory.test.mjs, hostile.test.mjs): only with `?perf` in the page's address.

/**
 * @typedef {{ parse?: number, engine?: number, inputToHighlight?: number, before?: number, cm?: number, panels?: number,
 *   worker?: boolean, trip?: number, draw?: number, frame?: number, bytes?: number }} Sample
 */

/** The recorder, or null without `?perf`. */
export function createPerf() {
  if (!new URLSearchParams(location.search).has('perf')) return null;
  const perf = {
    /** @type {Sample[]} */
    samples: [],
    /** The last input's time stamp (beforeinput), and the last keydown's (for the frame figure). */
    inputAt: 0,
    keyAt: 0,
    docAt: 0,
    analyses: 0,
    /** @type {any} */
    view: null,
    /** @type {any} */
    engine: null,
    /** @type {() => Promise<{ main: number, worker: number }>} */
    wasmMemory: async () => ({ main: 0, worker: 0 }),
  };
  /** @type {any} */ (globalThis).__robotsPerf = perf;
  document.addEventListener('keydown', (e) => (perf.keyAt = perf.inputAt = e.timeStamp), true);
  document.addEventListener('beforeinput', (e) => (perf.inputAt = e.timeStamp), true);

  /** @param {Sample} sample @param {number} bytes */
  const record = (sample, bytes) => {
    const keyAt = perf.keyAt;
    requestAnimationFrame(() => (sample.frame = performance.now() - keyAt));
    sample.bytes = bytes;
    perf.analyses++;
    perf.samples.push(sample);
    if (perf.samples.length > 5000) perf.samples.shift();
  };

  return {
    get inputAt() {
      return perf.inputAt;
    },
    /** The editor reported a change. */
    docChanged() {
      perf.docAt = performance.now();
    },
    /**
     * The focus stage was drawn.
     * @param {import('../session/session.js').FocusEvent} e @param {number} bytes  the text's length
     */
    focused(e, bytes) {
      const now = performance.now();
      if (e.where === 'worker') {
        const { at, sent, received } = e.timing;
        record(
          {
            parse: e.parse,
            engine: e.ms,
            inputToHighlight: now - at,
            worker: true,
            before: sent - at,
            trip: received - sent,
            draw: now - received,
          },
          bytes,
        );
      } else {
        const { at, sent } = e.timing;
        record(
          { parse: e.parse, engine: e.ms, cm: perf.docAt - at, before: sent - at, inputToHighlight: now - at, panels: now - sent },
          bytes,
        );
      }
    },
    /** @param {{ view: any, engine: any, wasmMemory: () => Promise<{ main: number, worker: number }> }} hooks */
    hook(hooks) {
      Object.assign(perf, hooks);
    },
  };
}
