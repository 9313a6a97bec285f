// The page as a view of the analysis session (../session/session.js): each stage's answer goes
// to the part of the page that shows it, and a part is redrawn only when what it shows changed.

import { RoleMap, groupAt, verdictLines } from '../editor/roles.js';
import { sizeText } from '../engine.js';
import { marksOf } from '../editor/expectlines.js';
import { matrixUrls, rowIndices } from '../session/compute.js';

/** @typedef {import('../session/session.js').View} View */
/** @typedef {import('../session/session.js').Context} Context */

/**
 * A key for what a panel shows: JSON, with typed arrays (a large file's line arrays, which no
 * panel lists) as their length.
 * @param {unknown} value
 */
export const keyOf = (value) => JSON.stringify(value, (_k, v) => (ArrayBuffer.isView(v) ? /** @type {any} */ (v).length : v));

/**
 * Calls `draw` only when `key` differs from the last one given: a string, or a list compared
 * item by item (Object.is), so that objects count by identity.
 * @returns {(key: string | unknown[], draw: () => void) => void}
 */
export function memo() {
  /** @type {string | unknown[] | null} */
  let last = null;
  return (key, draw) => {
    const same = Array.isArray(key)
      ? Array.isArray(last) && key.length === last.length && key.every((k, i) => Object.is(k, /** @type {unknown[]} */ (last)[i]))
      : key === last;
    if (same) return;
    draw();
    last = key;
  };
}

/**
 * The rows drawn (each with its URL's index), and every URL's answer for the download: from
 * the tally when not every URL has its row.
 * @param {import('../session/session.js').RowsEvent} e
 */
function rowsOf(e) {
  const { query: q, tally } = e;
  const results = rowIndices(q).map((i, k) => ({ url: q.urls[i], verdict: e.results[k], i }));
  const every = tally
    ? () => q.urls.map((url, i) => ({ url, allowed: tally.answers[i] === 1, line: tally.lines[i] }))
    : () => results.map((r) => ({ url: r.url, allowed: r.verdict.allowed, line: r.verdict.line }));
  return { results, every, tally };
}

/**
 * @param {object} p
 * @param {ReturnType<typeof import('../editor/editor.js').createEditor>} p.editor
 * @param {number} p.sizeLimit
 * @param {{ state: { agent: string, policy: import('../session/readings.js').Reading } }} p.page
 * @param {ReturnType<typeof import('../panels/verdicts.js').createVerdictsPanel>} p.verdicts
 * @param {ReturnType<typeof import('../panels/explain.js').createExplainPanel>} p.explain
 * @param {ReturnType<typeof import('../panels/crawler.js').createCrawlerPanel>} p.crawler
 * @param {ReturnType<typeof import('../panels/diagram.js').createDiagramPanel>} p.diagram
 * @param {ReturnType<typeof import('../panels/diagnostics.js').createDiagnosticsPanel>} p.diagnostics
 * @param {ReturnType<typeof import('../panels/summary.js').createSummaryPanel>} p.summary
 * @param {ReturnType<typeof import('../panels/matrix.js').createMatrixPanel>} p.matrix
 * @param {ReturnType<typeof import('../panels/expect.js').createExpectPanel>} p.expect
 * @param {ReturnType<typeof import('../panels/diff.js').createDiffPanel>} p.diff
 * @param {ReturnType<typeof import('./notices.js').createNotices>} p.notices
 * @param {(verdict: any) => void} p.onVerdict  the verdict the line descriptions read
 * @param {(e: import('../session/session.js').FocusEvent) => void} [p.onFocus]  after the focus stage is drawn (timings)
 * @param {(text: string) => void} p.say
 * @param {() => boolean} p.follow  whether the editor should show this decision (the crawler, a URL or the reading changed; not typing in the file)
 * @returns {View}
 */
export function pageView(p) {
  const { editor } = p;
  const doc = () => editor.view.state.doc;
  const explained = memo();
  const linted = memo();
  const tabled = memo();
  const rowsShown = memo();

  /** Whether the panels show the latest analysis: `data-analysis` on the root element (tests wait for it). */
  const mark = (/** @type {'pending' | 'settled'} */ how) => (document.documentElement.dataset.analysis = how);

  return {
    focus(e) {
      mark('pending');
      const v = e.verdict;
      editor.setRoles(RoleMap.fromVerdict(v));
      if (p.follow()) {
        // The crawler, a URL or the reading changed: the editor shows the decision.
        const l = verdictLines(v);
        const decided = v.winner?.line ?? 0;
        const group = decided ? (groupAt(l, decided)?.line ?? decided) : l.groups[0];
        if (group) editor.showLines(group, decided || group);
      }
      p.verdicts.renderFocus(v, e.query.token, e.query.hasUrls ? e.query.urls[e.query.focus] : '');
      p.onVerdict(v);
      p.expect.answered({ agent: e.query.token, url: e.query.urls[e.query.focus], allowed: v.allowed });
      p.onFocus?.(e);
    },
    rows(e) {
      const { query: q } = e;
      p.onVerdict(e.verdict);
      const { results, every, tally } = rowsOf(e);
      p.verdicts.answered(every, q.urls.length, q.token, q.policy);
      const key = JSON.stringify([
        q.focus,
        results.map((r) => [r.i, r.url, r.verdict.allowed, r.verdict.line, r.verdict.otherHost?.host]),
        tally && [tally.count, tally.allowed],
      ]);
      rowsShown(key, () => p.verdicts.renderRows(results, q.focus, tally));
    },
    detail(e) {
      const { query: q, rec, verdict: v } = e;
      const url = q.urls[q.focus];
      p.onVerdict(v);
      p.crawler.update(rec);
      // The verdict depends on the text, the token, the URL, the reading and the status only: with the
      // text's revision, the key needs no copy of the verdict (JSON of a 50 KB file's: ~2 ms).
      const key = e.rev ? [e.rev, q.token, url, q.policy, q.status] : keyOf([v, q.token, url]);
      explained(key, () => p.explain.render(v, { agentToken: q.token, url }));
      p.verdicts.renderPreference(e.preference ?? null);
      p.notices.readings(e.readings, q.policy, q.token, url);
      const crawler = q.policy === 'crawler';
      const cut = e.cut;
      p.notices.size({ bytes: e.bytes, limit: p.sizeLimit, crawler, line: cut?.line ?? 0 });
      editor.setCutoff(cut && crawler ? { pos: cut.from, label: sizeText(e.bytes, cut.line, p.sizeLimit)?.marker ?? '' } : null);
    },
    diagram(e) {
      const { query: q, rec, verdict: v } = e;
      const args = {
        verdict: v,
        policy: q.policy,
        readings: e.readings,
        agent: p.page.state.agent,
        token: rec.token,
        fromString: rec.fromString,
        lines: doc().lines,
      };
      // The panel draws only when its boxes change.
      p.diagram.render(args);
    },
    lint(e) {
      const { lint } = e;
      linted(JSON.stringify([lint.list, lint.total]), () => {
        editor.setDiagnostics(lint.list);
        p.diagnostics.render(lint.list, lint);
      });
    },
    summary(e) {
      p.summary.render(e.summary);
    },
    matrix(e) {
      const { query: q, tokens, cells } = e;
      const urls = matrixUrls(q);
      const byCell = new Map();
      tokens.forEach((t, i) => urls.forEach((u, j) => byCell.set(`${t}\n${u}`, cells[i][j])));
      tabled(JSON.stringify([tokens, urls, q.urls.length, cells, q.token, q.focus, q.policy]), () =>
        p.matrix.render((t, u) => byCell.get(`${t}\n${u}`) ?? null, urls, {
          token: q.token,
          focus: q.focus,
          policy: q.policy,
          total: q.urls.length,
        }),
      );
    },
    expect: expectView(p),
    settled(e) {
      mark('settled');
      p.diff.update(e.query);
    },
    failure(message, error, lasting) {
      mark('settled');
      p.notices.failure(message, lasting);
      p.say('The engine failed on this input.');
      if (error) console.error(error);
    },
    recovered() {
      p.notices.failure(null);
    },
  };
}

/**
 * The expectations re-checked: the panel (with the answer bar's line and its badge), and the
 * editor's marks on the lines that decide failing ones.
 * @param {{ editor: ReturnType<typeof import('../editor/editor.js').createEditor>,
 *   expect: ReturnType<typeof import('../panels/expect.js').createExpectPanel>,
 *   diff: ReturnType<typeof import('../panels/diff.js').createDiffPanel> }} p
 * @returns {NonNullable<View['expect']>}
 */
function expectView({ editor, expect, diff }) {
  const expected = memo();
  return (e) => {
    diff.expectations(e.report?.results.map((r) => r.url) ?? []);
    // Each text gets its own marks: the same line numbers may be other lines now.
    editor.setExpectMarks(marksOf(e.report?.results ?? []));
    expected(keyOf(e.report), () => expect.render(e.report));
  };
}
