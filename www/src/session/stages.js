// The stages after the focused verdict, in the order they run, declared once: what each panel
// asks of the engine and when. The session runs them on the page's thread, one per task, and
// the worker runs the same list at once for a large file (../worker.js); the views (the page's
// and the element's) get each stage's answer under the stage's name. Adding a panel's stage is
// one entry here and the view's method of that name. No DOM.

import { chars, detailVerdict, expectations, lint, matrix, otherReadings, rows, siteSummary, tally } from './compute.js';

/** @typedef {import('../engine.js').Engine} Engine */
/** @typedef {import('../engine.js').BriefVerdict} BriefVerdict */
/** @typedef {import('../engine.js').Verdict} Verdict */
/** @typedef {import('./compute.js').Query} Query */

/**
 * What the stages of one analysis share: the file's size class, its text (joined only when a
 * stage reads it), the focus stage's verdict (none in the worker), the detailed verdict
 * (computed once, by the first stage that needs it) and the answers of the stages before.
 * @typedef {object} Shared
 * @property {boolean} large
 * @property {() => string} text
 * @property {BriefVerdict | null} focused
 * @property {() => Verdict | BriefVerdict} detailed
 * @property {Record<string, any>} got
 */

/**
 * @typedef {object} Stage
 * @property {string} name  the view's method that draws it
 * @property {(q: Query) => boolean} [wanted]  whether the query asks for it (absent: always)
 * @property {(engine: Engine, q: Query, c: Shared) => object} compute  its answer, without the context
 */

/** @type {Stage[]} */
export const STAGES = [
  {
    // The URL rows: each URL's answer (or verdict, for the element), and every URL counted.
    name: 'rows',
    compute(engine, q, c) {
      const verdict = q.rows === 'verdict' || !c.focused ? c.detailed() : c.focused;
      return { verdict, results: rows(engine, q, verdict, c.large), tally: tally(engine, q) };
    },
  },
  {
    // The explanation, the other readings, the size cut and the AI-use preference.
    name: 'detail',
    compute(engine, q, c) {
      const verdict = c.detailed();
      return {
        verdict,
        readings: otherReadings(engine, q, verdict, c.large),
        bytes: engine.bytes,
        cut: engine.sizeCut(),
        preference: engine.preference(q.token, q.urls[q.focus], q.policy),
      };
    },
  },
  // The decision diagram draws the detail's answer, in a step of its own.
  { name: 'diagram', compute: (_engine, _q, c) => c.got.detail },
  {
    name: 'lint',
    compute: (engine, q, c) => ({ lint: lint(engine, q.policy), bytes: engine.bytes, cut: engine.sizeCut(), chars: chars(q, c.text) }),
  },
  { name: 'summary', compute: (engine, q) => ({ summary: siteSummary(engine, q) }) },
  { name: 'expect', compute: (engine, q) => ({ report: expectations(engine, q) }) },
  { name: 'matrix', wanted: (q) => Boolean(q.matrix), compute: (engine, q) => ({ tokens: q.matrix, cells: matrix(engine, q) }) },
];

/**
 * The stages a query asks for, each with its step: `run` computes its answer into `c.got`.
 * @param {Engine} engine @param {Query} q @param {Shared} c
 */
export function stagesOf(engine, q, c) {
  return STAGES.filter((s) => !s.wanted || s.wanted(q)).map((s) => ({
    name: s.name,
    run: () => (c.got[s.name] = s.compute(engine, q, c)),
  }));
}

/**
 * The shared state of one analysis's stages.
 * @param {Engine} engine @param {Query} q @param {{ large: boolean, text: () => string, focused: BriefVerdict | null }} at
 * @returns {Shared}
 */
export function shared(engine, q, at) {
  /** @type {Verdict | BriefVerdict | null} */
  let detailed = null;
  return { ...at, detailed: () => (detailed ??= detailVerdict(engine, q, at.large)), got: {} };
}

/**
 * Every stage's answer at once (the worker, once typing pauses).
 * @param {Engine} engine @param {Query} q @param {string} text  the text parsed
 * @returns {Record<string, any>}
 */
export function allStages(engine, q, text) {
  const c = shared(engine, q, { large: true, text: () => text, focused: null });
  for (const step of stagesOf(engine, q, c)) step.run();
  return c.got;
}
