// The page in one column (under 960 px): the answer's element moves before the editor's, so
// that the order of the document, which Tab and screen readers follow, is the order shown (the
// answer pinned first, the file, then the crawler and URLs); at 960 px and over it goes back to
// the top of the answer pane. On a phone the answer's details wait behind a button, and what
// "Expect this answer" did is said beside it.

/**
 * @param {{ answer: HTMLElement, pane: HTMLElement, editorPane: HTMLElement, more: HTMLButtonElement }} els
 */
export function narrowLayout({ answer, pane, editorPane, more }) {
  const wide = matchMedia('(min-width: 960px)');
  const place = () => {
    const focused = answer.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
    if (wide.matches) pane.prepend(answer);
    else editorPane.before(answer);
    focused?.focus();
  };
  wide.addEventListener('change', place);
  place();
  more.addEventListener('click', () => more.setAttribute('aria-expanded', String(more.getAttribute('aria-expanded') !== 'true')));
}

/** ms a word beside a button stays. */
const SAID_FOR = 8000;

/**
 * `say` for a panel whose controls are also elsewhere: what `button` caused is said in `near`
 * (beside it), the rest by `say`.
 * @param {HTMLElement} button @param {HTMLElement} near @param {(text: string) => void} say
 * @returns {(text: string) => void}
 */
export function sayNear(button, near, say) {
  let clicked = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let clear;
  button.addEventListener(
    'click',
    () => {
      clicked = true;
      setTimeout(() => (clicked = false));
    },
    { capture: true },
  );
  return (text) => {
    if (!clicked) return say(text);
    near.textContent = text;
    clearTimeout(clear);
    clear = setTimeout(() => (near.textContent = ''), SAID_FOR);
  };
}
