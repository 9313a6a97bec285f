// The expectations panel: what the user wants to stay true of the file (a crawler, a URL,
// allowed or blocked, and optionally the line that must decide), as the plain text the command
// line reads (`allowed|blocked TOKEN URL [line N]`, `#` comments). Each row says whether the
// file still does it; a failing row names what it got and the line that decides now. Rows are
// added from the answer with one click, and the list is opened from or saved as a text file.

import { h, lineButton, patch } from '../dom.js';
import { many } from '../words.js';
import { EXPECT_ROWS, listedExpectations } from '../editor/expectlines.js';

/** @typedef {import('robots-playground/full').ExpectReport} ExpectReport */
/** @typedef {import('robots-playground/full').ExpectResult} ExpectResult */

/** The longest expectations text kept (UTF-16 units): a list of ~10,000 expectations. */
export const MAX_EXPECT = 1024 * 1024;

/** Expectations (and lines that are not) listed at most: 50,000 rows took 0.7 s to draw, and
 * made every later layout of the page slow. The failing ones come first; the rest are counted. */

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
 * @param {object} p
 * @param {HTMLDetailsElement} p.details  the panel (opened when a row is added)
 * @param {HTMLTextAreaElement} p.text    the expectations' text, editable
 * @param {HTMLElement} p.summary
 * @param {HTMLElement} p.rows            a list: one item per expectation
 * @param {HTMLElement} p.errors          a list: lines that are not expectations
 * @param {HTMLInputElement} p.importInput  a file input
 * @param {HTMLButtonElement} p.exportButton
 * @param {HTMLButtonElement} p.addButton   "Expect this answer", under the answer
 * @param {HTMLElement} p.failing           the answer bar's line naming failing expectations
 * @param {HTMLElement} p.badge             the count beside the panel's title
 * @param {(text: string) => void} p.onChange  the text changed (typed, imported, a row added)
 * @param {(line: number) => void} p.onLine     show a line of the file
 * @param {(text: string) => void} p.say
 */
export function createExpectPanel(p) {
  /** The answer shown: what the add button adds. @type {{ agent: string, url: string, allowed: boolean } | null} */
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
    const agent = answer.agent.trim();
    if (!agent || /\s/.test(agent))
      return p.say(
        'No product token was read from the crawler field: name the crawler by its token (GPTBot, Googlebot…) to expect its answers.',
      );
    panel.add({ ...answer, agent });
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
     * The answer shown now, which the add button adds: its crawler token, its URL (`/` when
     * none is given) and whether it is allowed.
     * @param {{ agent: string, url: string, allowed: boolean }} a
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
