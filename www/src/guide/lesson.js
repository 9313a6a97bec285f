// The guide's examples as lessons one can leave. The first one entered keeps the user's setup:
// the file, the crawler, the URLs, the reading, the HTTP status and the comparison's earlier
// version (in memory, and in localStorage next to the page's state, so that after a reload
// during a lesson the user can still go back). "Back to your file", or Ctrl+Z while the lesson's
// file is unchanged, puts all of it back. Opening, dropping or pasting a file of one's own, or
// opening a link, ends the lesson: that file is the user's now.

/** Texts longer than this (UTF-16 units) are kept in memory only: storage would refuse them. */
const MAX_KEPT = 1024 * 1024;

/**
 * @typedef {object} Snapshot  the user's setup, and the lesson shown
 * @property {string} text
 * @property {string} agent
 * @property {string} urls
 * @property {import('../session/readings.js').Reading} policy
 * @property {import('../session/readings.js').Status} status
 * @property {number} focus
 * @property {{ text: string | null, how: string, at: number }} loaded  the comparison's earlier version (text null: the same as `text`)
 * @property {string} lesson  the lesson's file
 * @property {string} title   the lesson's title
 */

/**
 * @param {object} p
 * @param {{ getText(): string, view: { state: { doc: { length: number, toString(): string } } } }} p.editor
 * @param {{ agent: string, urls: string, policy: import('../session/readings.js').Reading, status: import('../session/readings.js').Status, focus: number }} p.state
 * @param {(next: any, how: string) => Promise<void>} p.apply  puts a state in the page (main.js), its text loaded as `how`
 * @param {import('../page/setup.js').Loaded} p.loaded  the comparison's earlier version
 * @param {(text: string) => void} p.say
 * @param {HTMLElement} p.bar  shown during a lesson: a sentence, then the button "Back to your file"
 * @param {string} p.key  its localStorage key (../state/state.js: this module imports none of the page's first load, which would split it in chunks)
 * @param {{ readingOf: (v: unknown) => import('../session/readings.js').Reading | undefined, statusOf: (v: string) => import('../session/readings.js').Status }} p.read  session/readings.js
 * @param {Storage | null} [p.storage]
 */
export function createLessons(p) {
  const LESSON_KEY = p.key;
  let storage = p.storage ?? null;
  try {
    if (p.storage === undefined) storage = globalThis.localStorage ?? null;
  } catch {
    // Site data blocked: reading localStorage throws; the setup is kept in memory only.
  }
  const note = /** @type {HTMLElement} */ (p.bar.querySelector('[data-testid="lesson-note"]'));
  const backButton = /** @type {HTMLButtonElement} */ (p.bar.querySelector('[data-testid="lesson-back"]'));
  /** The user's setup while a lesson is shown, else null. */
  let snap = /** @type {Snapshot | null} */ (null);
  /** While the page is put back (or into a lesson), its new earlier version does not end the lesson. */
  let moving = false;

  const keep = () => {
    try {
      if (snap && snap.text.length <= MAX_KEPT && (snap.loaded.text ?? '').length <= MAX_KEPT)
        storage?.setItem(LESSON_KEY, JSON.stringify(snap));
      else storage?.removeItem(LESSON_KEY);
    } catch {
      // Quota exceeded, or storage disabled: the setup is kept in memory only.
    }
  };
  const show = () => {
    p.bar.hidden = !snap;
    if (snap) note.textContent = `You are trying the example “${snap.title}”. Your own file, crawler, URLs and reading are kept.`;
  };
  const end = () => {
    snap = null;
    keep();
    show();
  };
  // The user loads a file of their own (opens, drops, pastes, a link): the lesson is over.
  p.loaded.changed = (how) => {
    if (snap && !moving && how !== 'example') end();
  };

  /** Puts the user's setup back: text, crawler, URLs, reading, status and earlier version. */
  async function back() {
    const s = snap;
    if (!s) return;
    moving = true;
    try {
      await p.apply({ text: s.text, agent: s.agent, urls: s.urls, policy: s.policy, status: s.status, focus: s.focus }, 'back');
      p.loaded.set(s.loaded.text ?? p.editor.view.state.doc, s.loaded.how, s.loaded.at);
    } finally {
      moving = false;
    }
    end();
    p.say('Back to your file: your text, crawler, URLs, reading and earlier version are as they were.');
  }
  backButton.addEventListener('click', back);
  onUndo(() => snap !== null && p.editor.view.state.doc.length === snap.lesson.length && p.editor.getText() === snap.lesson, back);

  return {
    /**
     * Shows a lesson; the first one keeps the user's setup first.
     * @param {import('./examples.js').Example} ex
     */
    async enter(ex) {
      if (!snap) {
        const text = p.editor.getText(),
          was = p.loaded.doc;
        const same = was.length === text.length && String(was) === text;
        const { agent, urls, policy, status, focus } = p.state;
        snap = {
          text,
          agent,
          urls,
          policy,
          status,
          focus,
          loaded: { text: same ? null : String(was), how: p.loaded.how, at: p.loaded.at },
          lesson: '',
          title: '',
        };
      }
      Object.assign(snap, { lesson: ex.text, title: ex.title });
      keep();
      moving = true;
      try {
        await p.apply({ text: ex.text, agent: ex.agent, urls: ex.urls.join('\n'), policy: ex.policy, status: null, focus: 0 }, 'example');
      } finally {
        moving = false;
      }
      show();
      p.say(`Loaded the example: ${ex.title}. “Back to your file” or Ctrl+Z puts your own back.`);
      // The guide may be long: the file and its answer come into view, where the example shows.
      document.getElementById('layout')?.scrollIntoView({ block: 'start' });
    },
    /** After a reload during a lesson: the setup kept, if it can be read, and the button back to it. */
    resume() {
      let kept;
      try {
        kept = JSON.parse(storage?.getItem(LESSON_KEY) ?? 'null');
      } catch {
        kept = null;
      }
      const str = (/** @type {unknown} */ v) => typeof v === 'string';
      const ok =
        kept &&
        typeof kept === 'object' &&
        [kept.text, kept.agent, kept.urls, kept.lesson, kept.title, kept.loaded?.how].every(str) &&
        p.read.readingOf(kept.policy) === kept.policy &&
        (kept.loaded.text === null || str(kept.loaded.text)) &&
        typeof kept.loaded.at === 'number' &&
        Number.isInteger(kept.focus);
      if (!ok) return end();
      snap = { ...kept, status: p.read.statusOf(String(kept.status ?? '')) };
      show();
    },
  };
}

/**
 * Ctrl+Z (⌘Z) while `when()` (the lesson's file is as it was shown), in the editor or outside
 * any field (the example's button keeps the focus): `then` instead of the editor's undo. Once
 * the lesson's file is edited, Ctrl+Z undoes those edits first.
 * @param {() => boolean} when @param {() => void} then
 */
function onUndo(when, then) {
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return;
      if (/** @type {Element} */ (e.target).closest?.('input, textarea, select') || !when()) return;
      e.preventDefault();
      e.stopPropagation();
      then();
    },
    true,
  );
}
