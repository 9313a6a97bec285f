// The page as a view of the analysis session (../session/session.js): each stage's answer goes
// to the editor and the notices, which are the page's own, and to the panels that draw it
// (./panels.js), each of which redraws only when what it shows changed.

import { RoleMap, groupAt, verdictLines } from '../editor/roles.js';
import { sizeText } from '../engine.js';
import { marksOf } from '../editor/expectlines.js';
import { memo } from '../memo.js';

/** @typedef {import('../session/session.js').View} View */
/** @typedef {import('../session/session.js').Context} Context */

/**
 * @param {object} p
 * @param {ReturnType<typeof import('../editor/editor.js').createEditor>} p.editor
 * @param {number} p.sizeLimit
 * @param {ReturnType<typeof import('./notices.js').createNotices>} p.notices
 * @param {ReturnType<typeof import('./panels.js').makePanels>['draw']} p.draw  hands a stage's event to the panels that draw it
 * @param {(verdict: any) => void} p.onVerdict  the verdict the line descriptions read
 * @param {(e: import('../session/session.js').FocusEvent) => void} [p.onFocus]  after the focus stage is drawn (timings)
 * @param {(text: string) => void} p.say
 * @param {() => boolean} p.follow  whether the editor should show this decision (the crawler, a URL or the reading changed; not typing in the file)
 * @returns {View}
 */
export function pageView(p) {
  const { editor, draw } = p;
  const linted = memo();

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
      draw('focus', e);
      p.onVerdict(v);
      p.onFocus?.(e);
    },
    rows(e) {
      p.onVerdict(e.verdict);
      draw('rows', e);
    },
    detail(e) {
      const { query: q } = e;
      p.onVerdict(e.verdict);
      draw('detail', e);
      p.notices.readings(e.readings, q.policy, q.token, q.urls[q.focus]);
      const crawler = q.policy === 'crawler';
      const cut = e.cut;
      p.notices.size({ bytes: e.bytes, limit: p.sizeLimit, crawler, line: cut?.line ?? 0 });
      editor.setCutoff(cut && crawler ? { pos: cut.from, label: sizeText(e.bytes, cut.line, p.sizeLimit)?.marker ?? '' } : null);
    },
    diagram: (e) => draw('diagram', e),
    lint(e) {
      const { lint } = e;
      linted(JSON.stringify([lint.list, lint.total]), () => editor.setDiagnostics(lint.list));
      draw('lint', e);
    },
    summary: (e) => draw('summary', e),
    matrix: (e) => draw('matrix', e),
    expect(e) {
      // Each text gets its own marks: the same line numbers may be other lines now.
      editor.setExpectMarks(marksOf(e.report?.results ?? []));
      draw('expect', e);
    },
    settled(e) {
      mark('settled');
      draw('settled', e);
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
