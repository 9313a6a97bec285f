// The comparison panel: the file against an earlier version of it (the text as it was loaded,
// a pasted or opened file, or the file in a share link). Every catalog crawler and the one in
// the crawler field, over the user's URLs, the expectations' URLs and paths made from both
// files' rules (the engine's `diff`): which answers an edit flips, summed up per crawler
// ("opens 37 URLs to GPTBot"), each flip with the lines that decide it before and after, and
// flips alike for many crawlers (most take the `*` group) one row.
// The earlier version is by default the file as the user last loaded it (opened, dropped, pasted
// over most of the text, a link, an example, or the text now, chosen with a button): the panel
// names it and says when it was set. The flips download as CSV or JSON, as the engine listed them.
// It runs in a worker of its own while the panel is open, once edits pause, for files of any
// size (a large file's comparison takes seconds: docs/performance.md; the panel says what it
// is comparing meanwhile); a newer request ends the one running.

import { h, lineButton, patch } from '../dom.js';
import { many } from '../words.js';
import { diffBrief } from '../session/compute.js';

/** @typedef {import('../session/compute.js').DiffBrief} DiffBrief */
/** @typedef {import('../session/compute.js').Query} Query */
/** @typedef {'loaded' | 'other' | 'link'} Source */

/** Rows the table shows (a row: one URL's flip for every crawler it flips for). */
const ROWS = 200;
/** Flips the engine lists, grouped into rows (the summary counts them all). */
const LISTED = 5000;
/** ms without a change before the comparison runs again. */
const PAUSE = 300;
/** Phrases in the summary sentence (a phrase: crawlers with the same counts); the other crawlers are counted. */
const NAMED = 4;
/** ms a comparison may take before the panel says it is comparing (a small file answers sooner). */
const BUSY_AFTER = 100;

/** The earlier version, by how it was loaded (page/setup.js), for "Earlier version: …" and the summary. @type {Record<string, string>} */
const LOADED_AS = {
  sample: 'the example the page starts with',
  saved: 'your file as it was when the page opened',
  link: 'the file in the link you opened',
  opened: 'the file you opened',
  dropped: 'the file you dropped on the editor',
  pasted: 'the file you pasted',
  example: "the guide's example",
  chosen: 'the text you chose as the earlier version',
  loaded: 'the file as it was loaded',
};

/** The earlier version's words: a fetched file (`fetched <URL>`) is named by where it came from. @param {string} how */
const loadedAs = (how) => (how.startsWith('fetched ') ? `the file fetched from ${how.slice(8)}` : (LOADED_AS[how] ?? LOADED_AS.loaded));

/** How long ago `at` was (ms since 1970), in words, and when. @param {number} at @param {number} [now] */
export function when(at, now = Date.now()) {
  const min = Math.round((now - at) / 60_000);
  const d = new Date(at);
  const day = d.toDateString() === new Date(now).toDateString();
  const clock = day
    ? d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : d.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
  const ago =
    min < 1
      ? 'just now'
      : min < 60
        ? `${many(min, 'minute')} ago`
        : min < 48 * 60
          ? `${many(Math.round(min / 60), 'hour')} ago`
          : `${many(Math.round(min / 1440), 'day')} ago`;
  return `${ago} (${clock})`;
}

/** One crawler's name, or several: the first `named`, then how many more. @param {string[]} names */
const someOf = (names, named = 3) =>
  names.length <= named + 1
    ? names.join(', ').replace(/, ([^,]*)$/, ' and $1')
    : `${names.slice(0, named).join(', ')} and ${many(names.length - named, 'more', 'more')}`;

/**
 * The summary sentence: what an edit opens and closes, to which crawlers, the most first.
 * Crawlers with the same counts are one phrase ("opens 2 URLs to each of 71 crawlers
 * (Googlebot-Video, …)"): most crawlers of the catalog take the same `*` group.
 * @param {DiffBrief} d @param {string} [against]  the earlier version, named ("the file you pasted")
 */
export function summarize(d, against) {
  const compared = `${many(d.agents.length, 'crawler')} × ${many(d.urlCount, 'URL')}`;
  if (!d.total) return `No answer changes${against ? ` against ${against}` : ''}: ${compared} compared.`;
  /** @type {Map<string, { opened: number, closed: number, agents: string[] }>} */
  const alike = new Map();
  for (const c of d.counts) {
    const key = `${c.opened}/${c.closed}`;
    const g = alike.get(key);
    if (g) g.agents.push(c.agent);
    else alike.set(key, { opened: c.opened, closed: c.closed, agents: [c.agent] });
  }
  const byMost = [...alike.values()].sort((a, b) => b.opened + b.closed - (a.opened + a.closed) || b.agents.length - a.agents.length);
  const words = byMost.slice(0, NAMED).map(({ opened, closed, agents }) => {
    const to = agents.length === 1 ? agents[0] : `each of ${agents.length} crawlers (${someOf(agents)})`;
    return opened && closed
      ? `opens ${many(opened, 'URL')} and closes ${many(closed, 'URL')} to ${to}`
      : `${opened ? 'opens' : 'closes'} ${many(opened || closed, 'URL')} to ${to}`;
  });
  const rest = byMost.slice(NAMED).reduce((n, g) => n + g.agents.length, 0);
  return `This edit ${words.join(', ')}${rest > 0 ? `, and changes answers for ${many(rest, 'more crawler')}` : ''} (${many(d.total, 'flip')} over ${compared}).${against ? ` Compared with ${against}.` : ''}`;
}

/**
 * The listed flips as rows: flips of the same URL with the same answers and lines before and
 * now are one row, with every crawler they flip for, in the order each row first appears.
 * @param {DiffBrief['flips']} flips
 */
export function flipRows(flips) {
  /** @type {Map<string, { agents: string[], url: string, before: DiffBrief['flips'][number]['before'], after: DiffBrief['flips'][number]['after'] }>} */
  const rows = new Map();
  for (const f of flips) {
    const key = JSON.stringify([f.url, f.before.allowed, f.before.line, f.after.allowed, f.after.line]);
    const row = rows.get(key);
    if (row) row.agents.push(f.agent);
    else rows.set(key, { agents: [f.agent], url: f.url, before: f.before, after: f.after });
  }
  return [...rows.values()];
}

/**
 * Which earlier version and its identity (the loaded document, the pasted text, the link as
 * typed), read without joining or decoding anything: two requests with the same ask the same.
 * @param {{ source: HTMLSelectElement, other: HTMLTextAreaElement, link: HTMLInputElement, loaded: () => { toString(): string } }} p
 */
function earlierKey(p) {
  const src = /** @type {Source} */ (p.source.value);
  return [src, src === 'loaded' ? p.loaded() : src === 'other' ? p.other.value : p.link.value.trim()];
}

/**
 * The earlier version, named for the summary.
 * @param {{ source: HTMLSelectElement, baseline: { how: string } }} p
 */
function nameOf(p) {
  const src = /** @type {Source} */ (p.source.value);
  return src === 'loaded'
    ? loadedAs(p.baseline.how)
    : src === 'other'
      ? 'the file pasted or opened here'
      : 'the file in the share link given here';
}

/**
 * The flips as the engine listed them, as CSV (a row per flip: crawler, URL, the answer and
 * line before and now; a line 0, no rule, is left empty) or as its JSON.
 * @param {DiffBrief} d @param {'csv' | 'json'} kind
 */
export function exportOf(d, kind) {
  if (kind === 'json') return JSON.stringify(d, null, 2);
  // A cell a spreadsheet would read as a formula starts with ' (URLs are typed by anyone).
  const cell = (/** @type {string | number} */ v) => {
    const t = String(v).replace(/^[=+\-@\t\r]/, "'$&");
    return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  const answer = (/** @type {{ allowed: boolean }} */ a) => (a.allowed ? 'allowed' : 'blocked');
  const rows = [
    ['crawler', 'url', 'before', 'line before', 'now', 'line now'],
    ...d.flips.map((f) => [f.agent, f.url, answer(f.before), f.before.line || '', answer(f.after), f.after.line || '']),
  ];
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Offers `text` as a file download named `name`. @param {string} text @param {string} name @param {string} type */
function download(text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The earlier version's text, or a sentence on why there is none.
 * @param {{ source: HTMLSelectElement, other: HTMLTextAreaElement, link: HTMLInputElement, loaded: () => { toString(): string },
 *   openLink: (hash: string) => Promise<{ state: { text: string } } | { problem: string, large: boolean } | null> }} p
 * @returns {Promise<{ text: string } | { problem: string }>}
 */
async function earlier(p) {
  const src = /** @type {Source} */ (p.source.value);
  if (src === 'loaded') return { text: p.loaded().toString() };
  if (src === 'other') return p.other.value ? { text: p.other.value } : { problem: 'Paste the earlier file, or open it.' };
  const link = p.link.value.trim();
  if (!link) return { problem: 'Paste a share link of this playground.' };
  const opened = await p.openLink(link.slice(Math.max(0, link.indexOf('#'))));
  if (opened && 'state' in opened) return { text: opened.state.text };
  return { problem: opened?.large ? `${opened.problem}it cannot be compared.` : 'This link holds no playground state that can be read.' };
}

/**
 * The engine's options for a comparison of the last analysis's inputs: every catalog crawler
 * and the one typed, the user's and the expectations' URLs, the reading and the status.
 * @param {import('../engine.js').Engine} engine @param {Query} q @param {string[]} expectUrls
 * @returns {import('robots-playground/full').DiffOptions}
 */
function optionsOf(engine, q, expectUrls) {
  const catalog = engine.catalog().map((c) => c.token);
  // The crawler typed is compared too when the engine reads it as a product token.
  const agents = engine.isToken(q.token) && !catalog.includes(q.token) ? [q.token, ...catalog] : catalog;
  const urls = [...(q.hasUrls ? q.urls : []), ...expectUrls];
  const policy = q.policy,
    crawler = policy === 'crawler';
  return {
    policy: policy === 'crawler' ? 'google' : policy,
    profiles: crawler,
    urls,
    agents,
    limit: LISTED,
    ...(q.status != null && { status: q.status }),
    ...(crawler && { sizeLimit: engine.sizeLimit }),
  };
}

/** Whether two requests' keys ask the same. @param {unknown[] | null} a @param {unknown[] | null} b */
const same = (a, b) => !!a && !!b && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Lines `numbers` of `text` (1-based; '' past its end), found in one pass over the text up
 * to the last of them (a flip's line may be near the end of a file of millions of lines). Lines
 * end as the editor and the engine end them: CR, LF or CRLF.
 * @param {string} text @param {number[]} numbers
 * @returns {Map<number, string>}
 */
function linesOf(text, numbers) {
  const wanted = new Set(numbers.filter((n) => n > 0));
  const last = Math.max(0, ...wanted);
  const out = new Map();
  const eol = /\r\n?|\n/g;
  for (let n = 1, at = 0; n <= last && at <= text.length; n++) {
    eol.lastIndex = at;
    const m = eol.exec(text);
    if (wanted.has(n)) out.set(n, text.slice(at, m ? m.index : text.length));
    at = m ? eol.lastIndex : text.length + 1;
  }
  return out;
}

/**
 * The flips' rows: the crawlers, the URL, the answer before (with the deciding line's text) and
 * now (a link to the line).
 * @param {HTMLElement} rows @param {ReturnType<typeof flipRows>} grouped @param {string} before @param {(line: number) => void} onLine
 */
function drawRows(rows, grouped, before, onLine) {
  const lines = linesOf(
    before,
    grouped.map((r) => r.before.line),
  );
  const lineOf = (/** @type {number} */ n) => lines.get(n) ?? '';
  /** @param {'Before' | 'Now'} label  shown where the table is cards (narrow screens) */
  const side = (label, /** @type {{ allowed: boolean, line: number }} */ a, /** @type {(n: number) => Node} */ line) =>
    h(
      'td',
      { class: a.allowed ? 'is-allowed' : 'is-blocked', 'data-label': label },
      a.allowed ? '✓ allowed' : '✗ blocked',
      a.line ? [', ', line(a.line)] : ', no rule',
    );
  const crawlers = (/** @type {string[]} */ agents) =>
    agents.length <= 4
      ? someOf(agents)
      : h('details', {}, h('summary', {}, `${agents.length} crawlers: ${someOf(agents)}`), h('p', {}, agents.join(', ')));
  patch(
    rows,
    grouped,
    (r) => JSON.stringify(r),
    (r) =>
      h(
        'tr',
        { 'data-testid': 'diff-row' },
        h('td', {}, crawlers(r.agents)),
        h('td', {}, h('code', {}, r.url)),
        side('Before', r.before, (n) => h('span', { title: lineOf(n) }, `line ${n} before: `, h('code', {}, lineOf(n)))),
        side('Now', r.after, (n) => lineButton(n, onLine)),
      ),
  );
}

/**
 * @param {object} p
 * @param {HTMLDetailsElement} p.details
 * @param {HTMLSelectElement} p.source       which earlier version: loaded | other | link
 * @param {HTMLTextAreaElement} p.other      the pasted or opened file
 * @param {HTMLInputElement} p.otherFile     a file input for it
 * @param {HTMLInputElement} p.link          a share link
 * @param {HTMLElement} p.summary
 * @param {HTMLElement} p.rows               a table body
 * @param {HTMLElement} p.more               "… and N more"
 * @param {import('../engine.js').Engine} p.engine  its catalog and size limit (and its diff, where no worker runs)
 * @param {ReturnType<typeof import('../page/calls.js').createLatestCaller>} p.worker  the comparison's worker: a newer request ends the one running
 * @param {() => { length: number, toString(): string }} p.loaded  the text as it was loaded
 * @param {{ how: string, at: number, set(doc: unknown, how: string): void }} p.baseline  how and when it was loaded; `set` makes another text the one loaded
 * @param {() => string} p.text              the file now
 * @param {() => unknown} p.revision         the file now's identity (the editor's document), without joining it
 * @param {(hash: string) => Promise<{ state: { text: string } } | { problem: string, large: boolean } | null>} p.openLink  the state in a share link's hash (../state/state.js), unpacked in a worker
 * @param {(line: number) => void} p.onLine
 */
export function createDiffPanel(p) {
  /** The last analysis's inputs, and the expectations' URLs. */
  let query = /** @type {Query | null} */ (null);
  let expectUrls = /** @type {string[]} */ ([]);
  /** The text as loaded when the last analysis settled: a new one is a file opened, not typing. */
  let loaded = p.loaded();
  let timer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  /** What a comparison would ask now (cheap: nothing joined or decoded), or null before any analysis. */
  const keyNow = () => {
    if (!query) return null;
    const options = optionsOf(p.engine, query, expectUrls);
    return { options, key: [...earlierKey(p), p.revision(), JSON.stringify(options)] };
  };
  const busy = createBusy(p);
  const extra = panelExtras(p, () => soon(0));
  /** Requests made (only the latest one's answer is shown), the one running and the one shown. */
  let asked = 0;
  let running = /** @type {unknown[] | null} */ (null);
  let shown = /** @type {unknown[] | null} */ (null);
  /** Ends the comparison running, if any: its answer will not be drawn. */
  const stop = () => {
    if (!running) return;
    asked++;
    running = null;
    p.worker?.cancel();
    busy(null);
  };
  // A change: the comparison running, if it no longer asks what the page shows (or the panel
  // was closed), ends at once, freeing its worker; the next one starts once changes pause.
  const soon = (ms = PAUSE) => {
    clearTimeout(timer);
    if (running && (!p.details.open || !same(running, keyNow()?.key ?? null))) stop();
    if (p.details.open) timer = setTimeout(run, ms);
  };
  wireInputs(p, soon);

  async function run() {
    const now = keyNow();
    if (!now || !p.details.open) return;
    // Asked already: the answer is shown, or on its way.
    if (same(now.key, running) || (!running && same(now.key, shown))) return;
    // A link given as the earlier version is unpacked in a worker first; what the page asks may
    // have changed meanwhile (then a newer run compares).
    const b = await earlier(p);
    if (!p.details.open || !same(now.key, keyNow()?.key ?? null) || same(now.key, running) || (!running && same(now.key, shown))) return;
    stop();
    extra.show(null);
    if ('problem' in b) return void ((shown = null), draw(p, b.problem));
    const mine = ++asked;
    // The panel now says it is comparing: no answer is shown until this one arrives.
    (running = now.key), (shown = null);
    const after = p.text();
    busy([b.text.length, after.length]);
    /** @type {DiffBrief} */
    let d;
    try {
      d = p.worker
        ? await p.worker.request('diff', { before: b.text, after, options: now.options })
        : diffBrief(p.engine.mod, b.text, after, now.options);
    } catch (e) {
      if (mine !== asked) return;
      (running = shown = null), busy(null);
      return draw(
        p,
        `The comparison failed (${/** @type {any} */ (e)?.message ?? e}). \`npx robots-playground diff before.txt after.txt\` compares the files in Node.`,
      );
    }
    if (mine !== asked) return;
    (running = null), busy(null);
    // The text changed while it ran and the page has not analysed it yet: ask again, after a pause.
    if (!same(now.key, keyNow()?.key ?? null)) return soon();
    shown = now.key;
    draw(p, summarize(d, nameOf(p)), d, b.text);
    extra.show(d);
  }

  return {
    /**
     * An analysis settled: compare again once edits pause; at once for the first one (the panel
     * just opened) and after a file was opened.
     * @param {Query} q
     */
    update(q) {
      extra.say();
      const first = !query,
        opened = p.loaded() !== loaded;
      (query = q), (loaded = p.loaded());
      soon(first || opened ? 0 : PAUSE);
    },
    /** The URLs the expectations name, compared too. @param {string[]} urls */
    expectations(urls) {
      expectUrls = urls;
    },
  };
}

/**
 * The line that names the earlier version and when it was set, with "Use the current text as
 * the earlier version" (which asks for a comparison: `again`), and the downloads of the last
 * comparison's flips. `say` names it anew, `show` gives the comparison to download (null: none).
 * @param {{ details: HTMLDetailsElement, source: HTMLSelectElement, baseline: { how: string, at: number, set(doc: unknown, how: string): void }, revision: () => unknown, more: HTMLElement }} p
 * @param {() => void} again
 */
function panelExtras(p, again) {
  const text = h('span', {});
  const use = h('button', { type: 'button', 'data-testid': 'diff-use-current' }, 'Use the current text as the earlier version');
  const line = h('p', { class: 'diff-baseline', 'data-testid': 'diff-baseline' }, text, ' ', use);
  (p.source.closest('.field') ?? p.source).after(line);
  const say = () => {
    line.hidden = p.source.value !== 'loaded';
    const now = `Earlier version: ${loadedAs(p.baseline.how)}, set ${when(p.baseline.at)}.`;
    if (text.textContent !== now) text.textContent = now;
  };
  use.addEventListener('click', () => {
    p.baseline.set(p.revision(), 'chosen');
    say();
    again();
  });
  /** @type {DiffBrief | null} */
  let last = null;
  const button = (/** @type {'csv' | 'json'} */ kind, /** @type {string} */ label) =>
    h(
      'button',
      {
        type: 'button',
        disabled: true,
        'data-testid': `diff-${kind}`,
        onclick: () =>
          last &&
          download(exportOf(last, kind), `robots-comparison.${kind}`, kind === 'csv' ? 'text/csv;charset=utf-8' : 'application/json'),
      },
      label,
    );
  const csv = button('csv', 'Download the flips (CSV)');
  const json = button('json', 'Download the flips (JSON)');
  p.more.after(h('p', { class: 'diff-export' }, csv, ' ', json));
  // While the panel is open, "2 minutes ago" stays true.
  let tick = /** @type {ReturnType<typeof setInterval> | undefined} */ (undefined);
  p.details.addEventListener('toggle', () => (clearInterval(tick), p.details.open && ((tick = setInterval(say, 30_000)), say())));
  p.source.addEventListener('change', say);
  say();
  return {
    say,
    /** @param {DiffBrief | null} d */
    show(d) {
      last = d;
      /** @type {HTMLButtonElement} */ (csv).disabled = /** @type {HTMLButtonElement} */ (json).disabled = !d;
      say();
    },
  };
}

/**
 * The earlier version's inputs: the ones its source needs are shown, and each change asks for
 * a comparison (`soon`, after `ms`), as does opening the panel.
 * @param {{ details: HTMLDetailsElement, source: HTMLSelectElement, other: HTMLTextAreaElement, otherFile: HTMLInputElement, link: HTMLInputElement }} p
 * @param {(ms?: number) => void} soon
 */
function wireInputs(p, soon) {
  const show = () => {
    const src = /** @type {Source} */ (p.source.value);
    p.other.hidden = p.otherFile.hidden = src !== 'other';
    /** @type {HTMLElement} */ (p.otherFile.labels?.[0] ?? p.otherFile).hidden = src !== 'other';
    p.link.hidden = src !== 'link';
  };
  p.details.addEventListener('toggle', () => soon(0));
  p.source.addEventListener('change', () => (show(), soon(0)));
  p.other.addEventListener('input', () => soon());
  p.link.addEventListener('input', () => soon());
  p.otherFile.addEventListener('change', async () => {
    const file = p.otherFile.files?.[0];
    p.otherFile.value = '';
    if (!file) return;
    p.other.value = await file.text();
    soon(0);
  });
  show();
}

/**
 * Draws a comparison's answer (its summary, rows and the count of those not listed), or only a
 * sentence and no rows.
 * @param {{ summary: HTMLElement, rows: HTMLElement, more: HTMLElement, onLine: (line: number) => void }} p
 * @param {string} summary @param {DiffBrief} [d] @param {string} [before]  the earlier text
 */
function draw(p, summary, d, before = '') {
  p.summary.textContent = summary;
  const rows = d ? flipRows(d.flips) : [];
  drawRows(p.rows, rows.slice(0, ROWS), before, p.onLine);
  const unlisted = d ? d.total - d.flips.length : 0;
  p.more.textContent = [
    rows.length > ROWS ? `… and ${many(rows.length - ROWS, 'more row')} of the first ${many(d?.flips.length ?? 0, 'flip')}.` : '',
    unlisted > 0 ? `${many(unlisted, 'more flip')} not listed here, counted in the summary.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * While a comparison runs, the table is marked busy and, unless it answers within
 * BUSY_AFTER ms, the summary says what is being compared: a large file takes seconds.
 * @param {{ summary: HTMLElement, rows: HTMLElement }} p
 * @returns {(sizes: [number, number] | null) => void}  the sizes (in characters) before and now, or null once done
 */
function createBusy(p) {
  let timer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  const table = p.rows.closest('table') ?? p.rows;
  return (sizes) => {
    clearTimeout(timer);
    if (!sizes) return void table.removeAttribute('aria-busy');
    table.setAttribute('aria-busy', 'true');
    const [before, now] = sizes;
    timer = setTimeout(() => {
      p.summary.textContent = `Comparing the earlier version (${many(before, 'character')}) with the file now (${many(now, 'character')})…`;
    }, BUSY_AFTER);
  };
}
