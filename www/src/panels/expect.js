// The expectations panel: what the user wants to stay true of the file (a crawler, a URL,
// allowed or blocked, and optionally the line that must decide), as the plain text the command
// line reads (`allowed|blocked TOKEN URL [line N]`, `#` comments). Each row says whether the
// file still does it; a failing row names what it got and the line that decides now. Rows are
// added from the answer with one click, and the list is opened from or saved as a text file.

import { h, lineButton, patch } from '../dom.js';
import { many } from '../words.js';
import { EXPECT_ROWS, listedExpectations } from '../editor/expectlines.js';
import { keyOf, memo } from '../memo.js';
import { sayNear } from '../page/narrow.js';

/** @typedef {import('robots-playground/full').ExpectReport} ExpectReport */
/** @typedef {import('robots-playground/full').ExpectResult} ExpectResult */

/** The longest expectations text kept (UTF-16 units): a list of ~10,000 expectations. */
export const MAX_EXPECT = 1024 * 1024;

/**
 * One expectation's line: `allowed GPTBot https://example.com/a`, with `line N` when the line
 * that decides must stay the same.
 * @param {{ agent: string, url: string, allowed: boolean, line?: number | null }} e
 */
export const expectationLine = (e) => `${e.allowed ? 'allowed' : 'blocked'} ${e.agent} ${e.url}${e.line != null ? ` line ${e.line}` : ''}`;

/**
 * The text with `line` added at its end, unless an expectation for the same crawler and URL is
 * there already (then that one is replaced): one click twice does not add a row twice.
 * @param {string} text @param {string} line
 */
export function withExpectation(text, line) {
  const [, agent, url] = line.split(/\s+/);
  const lines = text.split('\n');
  const same = (/** @type {string} */ l) => {
    const w = l.trim().split(/\s+/);
    return /^(allowed|blocked)$/i.test(w[0] ?? '') && w[1] === agent && w[2] === url;
  };
  const at = lines.findIndex(same);
  if (at >= 0) {
    lines[at] = line;
    return lines.join('\n');
  }
  const body = text.replace(/\n+$/, '');
  return (body ? `${body}\n` : '') + `${line}\n`;
}

/**
 * The panel's markup inside `details` (empty): the summary with its badge, the rows, the lines
 * that are not expectations, the text, and opening or saving it as a file.
 * @param {HTMLDetailsElement} details
 */
function markup(details) {
  const badge = h('span', { id: 'expect-badge', class: 'expect-badge', 'data-testid': 'expect-badge' });
  const summary = h('p', { id: 'expect-summary', class: 'muted', role: 'status', 'data-testid': 'expect-summary' });
  const rows = h('ol', {
    id: 'expect-rows',
    class: 'expect-rows',
    'data-testid': 'expect-rows',
    'aria-label': 'Expectations checked against the file',
  });
  const errors = h('ul', { id: 'expect-errors', class: 'expect-errors', 'data-testid': 'expect-errors' });
  const text = /** @type {HTMLTextAreaElement} */ (
    h('textarea', {
      id: 'expect-text',
      rows: 5,
      spellcheck: 'false',
      'data-testid': 'expect-text',
      placeholder: 'blocked GPTBot https://example.com/private/\nallowed Googlebot https://example.com/private/press/ line 4',
    })
  );
  const importInput = /** @type {HTMLInputElement} */ (
    h('input', { id: 'expect-import', class: 'visually-hidden', type: 'file', accept: '.txt,text/plain', 'data-testid': 'expect-import' })
  );
  const exportButton = /** @type {HTMLButtonElement} */ (
    h('button', { id: 'expect-export', type: 'button', 'data-testid': 'expect-export' }, 'Save list')
  );
  const code = (/** @type {string} */ t) => h('code', {}, t);
  details.replaceChildren(
    h('summary', {}, h('h2', {}, 'Expectations'), ' ', badge),
    summary,
    rows,
    errors,
    h(
      'div',
      { class: 'field' },
      h(
        'label',
        { for: 'expect-text' },
        'One a line: ',
        code('allowed'),
        ' or ',
        code('blocked'),
        ', a crawler, a URL, and optionally ',
        code('line N'),
        ' (the line that must decide). ',
        code('#'),
        ' starts a comment.',
      ),
      text,
    ),
    h('div', { class: 'actions' }, h('label', { class: 'button', for: 'expect-import' }, 'Open list…'), importInput, exportButton),
    h(
      'p',
      { class: 'hint' },
      'The same text runs in CI: ',
      code('npx robots-playground test robots.txt expectations.txt'),
      ' exits with 1 when one fails.',
    ),
  );
  return { badge, summary, rows, errors, text, importInput, exportButton };
}

/**
 * Under the answer, in `slot`: "Expect this answer" first, then what it did and the line naming
 * failing expectations last (the slot may hold other controls between).
 * @param {HTMLElement} slot
 */
function answerMarkup(slot) {
  const addButton = /** @type {HTMLButtonElement} */ (
    h(
      'button',
      {
        id: 'expect-this',
        type: 'button',
        class: 'expect-this',
        'data-testid': 'expect-this',
        title: 'Add this crawler, URL and answer to the expectations: re-checked on every edit',
      },
      'Expect this answer',
    )
  );
  const said = h('p', { id: 'expect-said', class: 'expect-said', role: 'status', 'data-testid': 'expect-said' });
  const failing = h('p', { id: 'expect-failing', class: 'expect-failing', 'data-testid': 'expect-failing', hidden: true });
  slot.prepend(addButton);
  slot.append(said, failing);
  return { addButton, said, failing };
}

/**
 * @param {HTMLDetailsElement} details  the collapsible section, empty (opened when a row is added)
 * @param {HTMLElement} slot  under the answer: the panel puts its button and lines there
 * @param {object} o
 * @param {(text: string) => void} o.onChange  the text changed (typed, imported, a row added)
 * @param {(line: number) => void} o.onLine     show a line of the file
 * @param {(button: HTMLElement, near: HTMLElement) => (text: string) => void} o.say  what is said, given the
 *   button under the answer and the line beside it
 */
export function createExpectPanel(details, slot, o) {
  const near = answerMarkup(slot);
  const p = { ...o, ...markup(details), ...near, details, say: o.say(near.addButton, near.said) };
  /** The answer shown: what the add button adds; `token` whether the engine reads the agent as a
   * product token. @type {{ agent: string, url: string, allowed: boolean, token: boolean } | null} */
  let answer = null;
  const set = (/** @type {string} */ text) => {
    p.text.value = text;
    p.onChange(text);
  };
  p.text.addEventListener('input', () => p.onChange(p.text.value));
  p.importInput.addEventListener('change', async () => {
    const file = p.importInput.files?.[0];
    p.importInput.value = '';
    if (!file) return;
    if (file.size > MAX_EXPECT * 3) return p.say(`${file.name} is too large for a list of expectations.`);
    const text = (await file.text()).replace(/\r\n?/g, '\n');
    if (text.includes('\0')) return p.say(`${file.name} is not a text file: it was not opened.`);
    set(text.slice(0, MAX_EXPECT));
    p.details.open = true;
    p.say(`Opened ${file.name} as the expectations.`);
  });
  p.exportButton.addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([p.text.value], { type: 'text/plain' }));
    const a = h('a', { href: url, download: 'expectations.txt' });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    p.say('Saved the expectations as expectations.txt.');
  });

  p.addButton.addEventListener('click', () => {
    if (!answer) return;
    const { agent, url, allowed } = answer;
    if (!answer.token)
      return p.say(
        'No product token was read from the crawler field: name the crawler by its token (GPTBot, Googlebot…) to expect its answers.',
      );
    panel.add({ agent, url, allowed });
  });

  /** @param {ExpectResult} r */
  const row = (r) =>
    h(
      'li',
      {
        class: `expect-row ${r.pass ? 'is-pass' : 'is-fail'}`,
        'data-testid': 'expect-row',
        'data-pass': String(r.pass),
        'data-line': String(r.line),
      },
      h('span', { class: 'expect-mark', 'aria-hidden': 'true' }, r.pass ? '✓' : '✗'),
      h('span', { class: 'visually-hidden' }, r.pass ? 'Passes: ' : 'Fails: '),
      h(
        'span',
        { class: 'expect-what' },
        `${r.agent} ${r.expected === 'allowed' ? 'may fetch' : 'may not fetch'} `,
        h('code', {}, r.url),
        r.decidedBy != null ? `, decided by line ${r.decidedBy}` : '',
      ),
      r.pass
        ? h('span', { class: 'expect-got' }, r.line > 0 ? lineButton(r.line, p.onLine) : 'no rule decides')
        : h('span', { class: 'expect-got' }, `got ${r.got}, `, r.line > 0 ? ['by ', lineButton(r.line, p.onLine)] : 'no rule decides'),
    );

  const panel = {
    /**
     * The answer shown now, which the add button adds: its crawler, its URL (`/` when none is
     * given), whether it is allowed, and whether the engine reads the crawler as a token.
     * @param {{ agent: string, url: string, allowed: boolean, token: boolean }} a
     */
    answered(a) {
      answer = a;
    },
    /**
     * Puts a text in the panel (a restored state, a share link), and opens it when the text
     * holds any: no change is reported.
     * @param {string} text
     */
    show(text) {
      if (p.text.value !== text) p.text.value = text;
      if (text.trim()) p.details.open = true;
    },
    /**
     * Adds (or replaces) one expectation and opens the panel.
     * @param {{ agent: string, url: string, allowed: boolean, line?: number | null }} e
     */
    add(e) {
      set(withExpectation(p.text.value, expectationLine(e)));
      p.details.open = true;
      p.say(`Expecting ${e.agent} to be ${e.allowed ? 'allowed' : 'blocked'} on ${e.url}.`);
    },
    /** @param {ExpectReport | null} report  null: no expectations */
    render(report) {
      const results = report?.results ?? [];
      const failing = results.filter((r) => !r.pass);
      p.summary.textContent = !report
        ? 'No expectations yet. “Expect this answer” adds the answer shown; you can also type them here, one a line.'
        : !results.length
          ? 'No expectations in the text.'
          : failing.length
            ? `${failing.length} of ${many(results.length, 'expectation')} ${failing.length === 1 ? 'fails' : 'fail'}.`
            : `All ${many(results.length, 'expectation')} pass.`;
      const listed = listedExpectations(results);
      if (listed.length < results.length) p.summary.textContent += ` Listed: ${listed.length} of them, the failing ones first.`;
      patch(p.rows, listed, (r) => JSON.stringify([r.sourceLine, r.agent, r.url, r.expected, r.decidedBy, r.pass, r.got, r.line]), row);
      drawErrors(p.errors, report?.errors ?? []);
      const first = failing[0];
      p.failing.hidden = !first;
      p.failing.textContent = first
        ? `✗ ${failing.length} of ${many(results.length, 'expectation')} ${failing.length === 1 ? 'fails' : 'fail'}: ${first.agent} is ${first.got} on ${shortUrl(first.url)}${first.line ? ` (line ${first.line})` : ''}${failing.length > 1 ? ', …' : '.'}`
        : '';
      p.badge.textContent = results.length ? (failing.length ? `${failing.length} failing` : `${results.length} passing`) : '';
      p.badge.dataset.failing = String(failing.length);
    },
  };
  return panel;
}

/**
 * The lines that are not expectations: EXPECT_ROWS at most, and the count of the rest.
 * @param {HTMLElement} list @param {{ line: number, message: string }[]} errors
 */
function drawErrors(list, errors) {
  patch(
    list,
    errors.slice(0, EXPECT_ROWS),
    (e) => JSON.stringify(e),
    (e) => h('li', { 'data-testid': 'expect-error' }, `Line ${e.line} of the expectations: ${e.message}`),
  );
  if (errors.length > EXPECT_ROWS)
    list.append(
      h(
        'li',
        { 'data-testid': 'expect-error-more' },
        `… and ${(errors.length - EXPECT_ROWS).toLocaleString('en')} more lines that are not expectations.`,
      ),
    );
}

/** A URL's path and query (the whole string when it is not an absolute URL): the answer bar is short. @param {string} url */
function shortUrl(url) {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

/**
 * On the page: under the answer, "Expect this answer" and the line naming failing
 * expectations; what the button did is said beside it.
 * @type {import('../page/panels.js').PanelDef<ReturnType<typeof createExpectPanel>>}
 */
export const expectPanel = {
  create: ({ root, set, goto, say }) =>
    createExpectPanel(/** @type {HTMLDetailsElement} */ (root('expect-panel')), root('answer-expect'), {
      onChange: (text) => set({ expect: text }),
      onLine: goto,
      say: (button, near) => sayNear(button, near, say),
    }),
  draws(panel, { engine }) {
    const expected = memo();
    return {
      focus: (e) =>
        panel.answered({
          agent: e.query.token,
          url: e.query.urls[e.query.focus],
          allowed: e.verdict.allowed,
          token: e.query.token !== '' && engine.isToken(e.query.token),
        }),
      expect: (e) => expected(keyOf(e.report), () => panel.render(e.report)),
    };
  },
};
