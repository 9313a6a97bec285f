// The page's address and the work this browser keeps: the saver (../state/state.js) that writes them,
// a link pasted into this tab's address, and the work a link replaced.

import { createSaver, linkNotOpened, openLink, takeReplaced, watchOtherTabs } from '../state/state.js';
import { createCompressor } from './calls.js';
import { onLeave } from '../dom.js';

/**
 * The saver of the page's state (hash and localStorage). A reload or a closed tab within 400 ms
 * of typing (1.5 s in a large file) would lose the typing: it is written as the page goes away.
 * @param {(problem: string | null) => void} onProblem
 * @param {ReturnType<typeof import('./calls.js').createCaller>} call  a worker's, which compresses a large state
 */
export function keepState(onProblem, call) {
  const saver = createSaver(undefined, onProblem, createCompressor(call));
  onLeave(() => saver.flushNow());
  return saver;
}

/**
 * Links after the first load: one pasted into the address of this tab is applied (a broken one
 * is said as on a fresh load, not dropped silently); the work a link replaced at load, or that
 * another tab's work was saved over, is offered back by a notice; another tab's save is said.
 * @param {{
 *   saver: ReturnType<typeof createSaver>,
 *   notices: ReturnType<typeof import('./notices.js').createNotices>,
 *   unpack: import('../state/state.js').Unpack,
 *   apply: (next: import('../state/state.js').PageState, how: 'link' | 'saved') => void,
 *   current: () => import('../state/state.js').PageState,
 *   replaced: import('../state/state.js').PageState | undefined,
 *   replacedBy: 'link' | 'tab' | undefined,
 * }} p
 */
export function followLinks({ saver, notices, unpack, apply, current, replaced, replacedBy }) {
  watchOtherTabs(() => notices.otherTab(true));
  window.addEventListener('hashchange', async () => {
    const hash = location.hash;
    // Said on the root element while the link is unpacked (tests wait for it to go).
    const root = document.documentElement;
    root.dataset.link = 'opening';
    const link = await openLink(hash, unpack);
    // Another link came while this one was unpacked: that one is applied instead.
    if (location.hash !== hash) return;
    delete root.dataset.link;
    // Only now: until the link's state is on screen, a save of the older state is kept out of
    // the address, where it would replace the link before it was read.
    saver.adopt(hash);
    notices.restore(link && 'problem' in link ? linkNotOpened(link.problem) : null);
    if (link && 'state' in link) apply(link.state, 'link');
  });
  if (!replaced) return;
  if (replacedBy === 'tab') return offerOther(notices, apply, current, replaced);
  notices.replaced({ chars: replaced.text.length, agent: replaced.agent }, () => {
    notices.replaced(null);
    // Taken from storage when it is there (then it is gone from there: it is the work now).
    apply(takeReplaced() ?? replaced, 'saved');
  });
}

/**
 * Offers the work of another tab that this browser kept apart; opening it keeps the work on
 * screen apart in its place, and offers that back in turn.
 * @param {ReturnType<typeof import('./notices.js').createNotices>} notices
 * @param {(next: import('../state/state.js').PageState, how: 'saved') => void} apply
 * @param {() => import('../state/state.js').PageState} current
 * @param {import('../state/state.js').PageState} other
 */
function offerOther(notices, apply, current, other) {
  notices.replaced(
    { chars: other.text.length, agent: other.agent },
    () => {
      const mine = current();
      apply(takeReplaced(mine) ?? other, 'saved');
      offerOther(notices, apply, current, mine);
    },
    'tab',
  );
}
