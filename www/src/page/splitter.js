// The splitter between the editor and the answer pane: drag it, or focus it and use the arrow
// keys (Home and End for the ends), to share the width; a double click or Enter goes back to
// the usual share. The share is kept in this browser.

const KEY = 'robots-playground:split:v1';
/** The editor's share of the width, in percent: the usual one, and the bounds. */
const USUAL = 56;
const MIN = 25;
const MAX = 75;
const STEP = 5;

/**
 * @param {{ layout: HTMLElement, splitter: HTMLElement }} els
 */
export function createSplitter({ layout, splitter }) {
  const clamp = (/** @type {number} */ n) => Math.round(Math.min(MAX, Math.max(MIN, n)) * 10) / 10;
  let share = USUAL;
  try {
    const kept = Number(localStorage.getItem(KEY));
    if (kept >= MIN && kept <= MAX) share = kept;
  } catch {
    // storage disabled: the usual share
  }
  splitter.setAttribute('aria-valuemin', String(MIN));
  splitter.setAttribute('aria-valuemax', String(MAX));

  /** @param {number} next @param {boolean} keep */
  const set = (next, keep) => {
    share = clamp(next);
    layout.style.setProperty('--split', `${share}%`);
    splitter.setAttribute('aria-valuenow', String(Math.round(share)));
    splitter.setAttribute('aria-valuetext', `editor ${Math.round(share)}% of the width`);
    if (!keep) return;
    try {
      localStorage.setItem(KEY, String(share));
    } catch {
      // full or disabled: the share lasts for this visit
    }
  };
  set(share, false);

  splitter.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    e.preventDefault();
    splitter.setPointerCapture(e.pointerId);
    splitter.classList.add('is-dragging');
    const box = layout.getBoundingClientRect();
    const move = (/** @type {PointerEvent} */ m) => set(((m.clientX - box.left) / box.width) * 100, false);
    const up = () => {
      splitter.classList.remove('is-dragging');
      splitter.removeEventListener('pointermove', move);
      set(share, true);
    };
    splitter.addEventListener('pointermove', move);
    splitter.addEventListener('pointerup', up, { once: true });
    splitter.addEventListener('pointercancel', up, { once: true });
  });
  splitter.addEventListener('keydown', (e) => {
    /** @type {Record<string, number>} */
    const to = { ArrowLeft: share - STEP, ArrowRight: share + STEP, Home: MIN, End: MAX, Enter: USUAL };
    if (!(e.key in to)) return;
    e.preventDefault();
    set(to[e.key], true);
  });
  splitter.addEventListener('dblclick', () => set(USUAL, true));
}
