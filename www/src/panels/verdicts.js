// The verdicts: one row per URL (allowed or blocked, deciding line), the answer for the focused
// URL (the verdict, the winning rule as written and its group) with its stable test hooks, and
// the live region that announces it.

import { h, lineButton, patch, replace } from '../dom.js';
import { downloadButtons } from './downloads.js';
import { ROWS_PAGE } from '../session/readings.js';
import { memo } from '../memo.js';
import { rowIndices } from '../session/compute.js';

/** The columns of the rows' download. */
const COLUMNS = ['url', 'allowed', 'line', 'crawler', 'reading'];

/** @typedef {import('robots-playground/full').Verdict} Verdict */
/** @typedef {import('robots-playground/full').BriefVerdict} BriefVerdict */
/** @typedef {import('robots-playground/full').Decision} Decision */
/** An answer with the engine's marks (session/compute.js): a URL on another host than the file's, an AI-use preference. @typedef {Decision & import('../session/compute.js').HostMark} Marked */

/**
 * One URL's row: a button that focuses it, marked when the URL is on another site than the file's,
 * and when the file states an AI-use preference for it (the engine's sentence as its title).
 * @param {{ url: string, verdict: Marked, i: number }} r @param {number} focus
 * @param {(i: number) => void} choose
 */
function urlRow(r, focus, choose) {
  return h(
    'li',
    {},
    h(
      'button',
      {
        type: 'button',
        class: `url-row ${r.verdict.allowed ? 'is-allowed' : 'is-blocked'}`,
        'data-row': r.i,
        'data-testid': 'url-row',
        'data-allowed': String(r.verdict.allowed),
        'aria-pressed': String(r.i === focus),
        onclick: () => choose(r.i),
      },
      h('span', { class: 'badge' }, r.verdict.allowed ? '✓ allowed' : '✗ blocked'),
      h('span', { class: 'url' }, r.url),
      h('span', { class: 'row-line' }, r.verdict.line ? `line ${r.verdict.line}` : 'no rule'),
      r.verdict.otherHost
        ? h('span', { class: 'row-host', 'data-testid': 'url-other-host', title: r.verdict.otherHost.text }, 'other site')
        : null,
      r.verdict.preference
        ? h('span', { class: 'row-pref', 'data-testid': 'url-preference', title: r.verdict.preference.text }, 'AI-use preference')
        : null,
    ),
  );
}

/** ms an answer must stay the same before it is announced: typing "GPTBot" is one announcement, not six. */
const ANNOUNCE_AFTER = 700;

/** A line of the file as written, without its comment and outer spaces, cut when long. @param {string} text */
function asWritten(text) {
  const hash = text.indexOf('#');
  const bare = (hash < 0 ? text : text.slice(0, hash)).trim();
  return bare.length > 200 ? `${bare.slice(0, 199)}…` : bare;
}

/**
 * The answer's lines under the verdict, each a list of parts (text, [code text], or a line
 * number to link): the winning rule as written, and the engine's two sentences, why the answer
 * is what it is and whose rules apply. Without a winner, the reason takes the rule's place.
 * @param {Verdict | BriefVerdict} v @param {(line: number) => string | null} lineText
 * @returns {{ rule: Part[], reason: Part[], group: Part[] }}
 */
export function answerParts(v, lineText) {
  const w = v.winner;
  const reason = withLines(v.reasonText);
  const group = withLines(v.groupsText);
  if (!w) return { rule: reason, reason: [], group };
  return { rule: ['Decided by ', [asWritten(lineText(w.line) ?? `${w.kind}: ${w.pattern}`)]], reason, group };
}

/** @typedef {string | number | [string]} Part */

/** "line 4", "lines 16 and 107", "lines 2, 9 and 3 more": the numbers of line lists in the engine's sentences. */
const LINES = /\blines? \d+(?:(?:, | and )\d+(?! more))*/g;

/**
 * An engine sentence with its line numbers as parts to link: the words are the engine's, as
 * they are; only the numbers become buttons.
 * @param {string} text @returns {Part[]}
 */
export function withLines(text) {
  /** @type {Part[]} */
  const parts = [];
  let at = 0;
  for (const m of text.matchAll(LINES)) {
    let i = /** @type {number} */ (m.index);
    for (const piece of m[0].split(/(\d+)/)) {
      if (/^\d+$/.test(piece)) {
        parts.push(text.slice(at, i), Number(piece));
        at = i + piece.length;
      }
      i += piece.length;
    }
  }
  parts.push(text.slice(at));
  return parts.filter((p) => p !== '');
}

/**
 * What the answer asks for when there is no question: an empty crawler field or URL list.
 * @param {string} token @param {string} url  the focused URL as typed
 */
function promptFor(token, url) {
  if (!token.trim()) return 'Type the name of a crawler (such as GPTBot or Googlebot) to see what it may fetch.';
  if (!url.trim()) return `Type a URL or a path (such as /private/) to see whether ${token} may fetch it.`;
  return '';
}

/**
 * The verdict's line: ALLOWED or BLOCKED for the crawler and path, with the deciding line; or
 * the prompt `ask`, with no verdict at all.
 * @param {HTMLElement} verdict @param {Verdict | BriefVerdict} v @param {string} ask @param {string} token
 * @param {number} line @param {(line: number) => void} onLine
 */
function drawVerdict(verdict, v, ask, token, line, onLine) {
  if (ask) {
    delete verdict.dataset.allowed;
    verdict.dataset.prompt = '';
    replace(
      verdict,
      h('span', { class: 'verdict-prompt', 'data-testid': 'verdict-prompt' }, ask),
      h('span', { 'data-testid': 'winner-line', hidden: true }, ''),
    );
    return;
  }
  delete verdict.dataset.prompt;
  verdict.dataset.allowed = String(v.allowed);
  replace(
    verdict,
    h('span', { class: 'verdict-word' }, v.allowed ? '✓ Allowed' : '✗ Blocked'),
    h('span', { class: 'verdict-detail' }, ` for ${token}: `, h('code', {}, v.path)),
    h(
      'span',
      { class: 'verdict-line' },
      ' · deciding line: ',
      line
        ? h(
            'button',
            {
              type: 'button',
              class: 'line-link',
              'data-testid': 'winner-line',
              'aria-label': `Go to line ${line}, the deciding rule`,
              onclick: () => onLine(line),
            },
            String(line),
          )
        : h('span', { 'data-testid': 'winner-line' }, ''),
      line ? null : 'none',
    ),
  );
}

/**
 * How a URL that has no scheme and does not start with `/` was read (as a host, then a path),
 * or '' for any other URL.
 * @param {string} url @param {string} path  the path the verdict compared
 */
export function urlNote(url, path) {
  const u = url.trim();
  if (!u || u.startsWith('/') || /^[a-z][a-z0-9+.-]*:\/\//i.test(u)) return '';
  const host = u.slice(0, u.search(/[/?#]|$/));
  return `"${u}" has no scheme and does not start with /, so it was read as the host "${host}" and the path ${path}. For a path, start it with /: /${u}`;
}

/**
 * Up and down arrows move between the rows' buttons; Enter or Space (a native button) focuses one.
 * @param {HTMLElement} rows
 */
function arrowKeys(rows) {
  rows.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const buttons = [...rows.querySelectorAll('button[data-row]')];
    const i = buttons.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    const next = /** @type {HTMLButtonElement | undefined} */ (buttons[i + (e.key === 'ArrowDown' ? 1 : -1)]);
    if (i < 0 || !next) return;
    e.preventDefault();
    next.focus();
  });
}

/**
 * The rows' download buttons; returns what takes the rows as the engine answered them.
 * @param {import('./downloads.js').DownloadButtons} downloads @param {(text: string) => void} say
 */
function rowDownloads(downloads, say) {
  /** @type {() => import('../exports.js').Row[]} */
  let answers = () => [];
  const canDownload = downloadButtons(downloads, {
    name: 'robots-urls',
    what: 'the URL rows',
    columns: COLUMNS,
    rows: () => answers(),
    say,
  });
  /**
   * @param {() => { url: string, allowed: boolean, line: number }[]} list  every URL's answer, listed when a download asks
   * @param {number} count @param {string} token @param {string} reading
   */
  return (list, count, token, reading) => {
    answers = () => list().map((a) => ({ url: a.url, allowed: a.allowed, line: a.line || null, crawler: token, reading }));
    canDownload(count > 0);
  };
}

/**
 * Under rows that are not all the URLs: how many are drawn, every URL's count, and a button
 * that draws more.
 * @param {HTMLElement} more @param {number} drawn @param {import('../session/compute.js').Tally | null} tally @param {() => void} onMore
 */
function drawMore(more, drawn, tally, onMore) {
  more.hidden = !tally;
  if (!tally) return replace(more);
  const fmt = (/** @type {number} */ n) => n.toLocaleString('en');
  const rest = tally.count - drawn;
  replace(
    more,
    `Rows for ${fmt(drawn)} of ${fmt(tally.count)} URLs. In all, ${fmt(tally.allowed)} allowed and ${fmt(tally.count - tally.allowed)} blocked; the download lists every one. `,
    h(
      'button',
      { type: 'button', class: 'line-link', 'data-testid': 'rows-show-more', onclick: onMore },
      `Show ${fmt(Math.min(rest, ROWS_PAGE))} more`,
    ),
  );
}

/**
 * The panel's markup: the answer's lines at the start of `answer` (the section also holds the
 * expectation buttons, the announcement and the notices), and the URL rows with their
 * downloads inside `section` (empty).
 * @param {HTMLElement} answer @param {HTMLElement} section
 */
function markup(answer, section) {
  const line = (/** @type {string} */ cls, /** @type {string} */ id, hidden = false) => h('p', { class: cls, 'data-testid': id, hidden });
  const parts = {
    verdict: line('verdict', 'verdict'),
    url: line('answer-url', 'answer-url', true),
    rule: line('answer-rule', 'answer-rule'),
    reason: line('answer-reason', 'answer-reason', true),
    group: line('answer-group', 'answer-group'),
    note: line('answer-note', 'url-note', true),
    host: line('answer-note answer-host', 'answer-host', true),
    preference: line('answer-note answer-preference', 'answer-preference', true),
  };
  answer.prepend(h('h2', { id: 'verdict-heading', class: 'visually-hidden' }, 'Answer for the chosen URL'), ...Object.values(parts));
  const rows = h('ol', { id: 'url-rows', class: 'url-rows', 'aria-label': 'URLs: choose one to focus the highlighting' });
  const more = h('p', { id: 'rows-more', class: 'muted rows-more', 'data-testid': 'rows-more', role: 'status', hidden: true });
  const button = (/** @type {string} */ id, /** @type {string} */ text) =>
    /** @type {HTMLButtonElement} */ (h('button', { type: 'button', 'data-testid': id }, text));
  const downloads = { csv: button('urls-csv', 'Download CSV'), json: button('urls-json', 'Download JSON') };
  section.replaceChildren(
    h('h2', { id: 'urls-heading' }, 'URLs'),
    rows,
    more,
    h('div', { class: 'actions downloads', role: 'group', 'aria-label': 'Download the URL rows' }, downloads.csv, downloads.json),
  );
  return { ...parts, rows, more, downloads };
}

/**
 * @param {HTMLElement} answer  the answer's section: its lines are put first in it
 * @param {HTMLElement} section  the URL rows' section, empty
 * @param {{ onMore: () => void, live: HTMLElement, say: (text: string) => void,
 *           lineText: (line: number) => string | null,
 *           onFocus: (index: number) => void, onLine: (line: number) => void }} opts
 */
export function createVerdictsPanel(answer, section, { onMore, live, say, lineText, onFocus, onLine }) {
  const { verdict, url: urlLine, rule, reason, group, note, host, preference, rows, more, downloads } = markup(answer, section);
  /** @param {Part[]} parts */
  const show = (parts) =>
    parts.map((p) => (typeof p === 'number' ? lineButton(p, onLine, String(p)) : typeof p === 'string' ? p : h('code', {}, p[0])));
  let lastAnnounced = '';
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let announcing;
  /** What the verdict element shows now. */
  let shown = '';
  arrowKeys(rows);

  /**
   * Marks row `i` as the focused one at once (the rows themselves are redrawn after the frame).
   * @param {number} i
   */
  const choose = (i) => {
    for (const b of rows.querySelectorAll('button[data-row]'))
      b.setAttribute('aria-pressed', String(Number(/** @type {HTMLElement} */ (b).dataset.row) === i));
    onFocus(i);
  };

  return {
    /**
     * The AI-use preference the file states for the focused URL (the engine's sentence), or none.
     * @param {import('robots-playground/full').Preference | null} pref
     */
    renderPreference(pref) {
      preference.hidden = !pref;
      preference.textContent = pref?.text ?? '';
    },
    /**
     * The focused URL's verdict, its deciding line, and the announcement.
     * @param {(Verdict | BriefVerdict) & { otherHost?: import('robots-playground/full').OtherHost }} v
     * @param {string} token
     * @param {string} url  the focused URL as typed ('' when none was)
     */
    renderFocus(v, token, url) {
      // No answer without a question: an empty crawler field or URL list gets a prompt.
      const ask = promptFor(token, url);
      const word = v.allowed ? 'Allowed' : 'Blocked';
      const line = v.line || v.winner?.line || 0;
      const parts = ask ? { rule: [], reason: [], group: [] } : answerParts(v, lineText);
      const said = ask ? '' : urlNote(url, v.path);
      // The URL as typed, when it says more than the path compared.
      const whole = !ask && url.trim() !== v.path ? url.trim() : '';
      // Typing mostly leaves the answer as it was: then the DOM is left alone too.
      const elsewhere = ask ? '' : (v.otherHost?.text ?? '');
      const key = JSON.stringify([ask, v.allowed, line, token, v.path, parts, said, whole, elsewhere]);
      if (key === shown && verdict.isConnected) return;
      shown = key;
      replace(urlLine, ...(whole ? ['URL ', h('code', {}, whole)] : []));
      urlLine.hidden = !whole;
      note.textContent = said;
      note.hidden = !said;
      host.textContent = elsewhere;
      host.hidden = !elsewhere;
      for (const [el, p] of /** @type {[HTMLElement, Part[]][]} */ ([
        [rule, parts.rule],
        [reason, parts.reason],
        [group, parts.group],
      ])) {
        replace(el, ...show(p));
        el.hidden = !p.length;
      }
      drawVerdict(verdict, v, ask, token, line, onLine);
      const say = ask || `${word} for ${token}: ${v.path}${line ? `, decided by line ${line}` : ', no rule decides'}.`;
      clearTimeout(announcing);
      announcing = setTimeout(() => {
        if (say === lastAnnounced) return;
        lastAnnounced = say;
        live.textContent = say;
      }, ANNOUNCE_AFTER);
    },

    /** What the rows' download writes: every row's answer, for a token under a reading. */
    answered: rowDownloads(downloads, say),

    /**
     * @param {{ url: string, verdict: Marked, i: number }[]} results  the rows drawn (i: the URL's index)
     * @param {number} focus
     * @param {import('../session/compute.js').Tally | null} [tally]  every URL's answer, when they are more than the rows
     */
    renderRows(results, focus, tally = null) {
      // The first rows, in order (the focused URL past them comes last, with its own index).
      drawMore(more, results.filter((r, k) => r.i === k).length, tally, onMore);
      // Rows that show the same thing are kept, so that a row the keyboard is on keeps the
      // focus; if that row itself changed, its successor at the same place takes the focus.
      const active = document.activeElement;
      const at = active instanceof HTMLElement && rows.contains(active) ? Number(active.dataset.row) : -1;
      patch(
        rows,
        results,
        (r) => JSON.stringify([r.i, r.url, r.verdict.allowed, r.verdict.line, r.verdict.otherHost?.text, r.verdict.preference?.text]),
        (r) => urlRow(r, focus, choose),
        // A kept row may have gained or lost the focus.
        (li, r) => li.firstElementChild?.setAttribute('aria-pressed', String(r.i === focus)),
      );
      if (at >= 0 && !rows.contains(document.activeElement)) {
        const buttons = rows.querySelectorAll('button');
        /** @type {HTMLElement | undefined} */ (buttons[Math.min(at, buttons.length - 1)])?.focus();
      }
    },
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
 * On the page: the answer's lines first in the answer's section, the rows in their own; a row's
 * line shows its text.
 * @type {import('../page/panels.js').PanelDef<ReturnType<typeof createVerdictsPanel>>}
 */
export const verdictsPanel = {
  create: ({ root, editor, say, goto, set, more }) =>
    createVerdictsPanel(root('answer'), root('urls-pane'), {
      onMore: more,
      live: root('live'),
      say,
      lineText: (n) => (n >= 1 && n <= editor.view.state.doc.lines ? editor.view.state.doc.line(n).text : null),
      onLine: goto,
      onFocus: (i) => set({ focus: i }),
    }),
  draws(panel) {
    const rowsShown = memo();
    return {
      focus: (e) => panel.renderFocus(e.verdict, e.query.token, e.query.hasUrls ? e.query.urls[e.query.focus] : ''),
      rows(e) {
        const { query: q } = e;
        const { results, every, tally } = rowsOf(e);
        panel.answered(every, q.urls.length, q.token, q.policy);
        const key = JSON.stringify([
          q.focus,
          results.map((r) => [r.i, r.url, r.verdict.allowed, r.verdict.line, r.verdict.otherHost?.host]),
          tally && [tally.count, tally.allowed],
        ]);
        rowsShown(key, () => panel.renderRows(results, q.focus, tally));
      },
      detail: (e) => panel.renderPreference(e.preference ?? null),
    };
  },
};
