// "Who crawled this site": an access log replayed against the file in the editor, in a worker
// of its own (../logs-worker.js) that loads the package's logs entry. The log is read from the
// user's file in this browser and never sent, stored or put in a share link. The panel owns
// its markup, made the first time it opens, and shows the engine's report: its sentences per
// crawler, its counts, and a chart of requests over time.

import { h, replace } from '../dom.js';
import { download as downloadTable } from '../exports.js';
import { download as downloadBlob, pngFromSvg } from '../diagram/export.js';
import { fmt } from '../words.js';

/** @typedef {import('robots-playground/logs').LogReport} LogReport */
/** @typedef {import('robots-playground/logs').LogCrawler} LogCrawler */

/** Crawlers drawn in the chart: the busiest ones. */
const CHARTED = 5;
/** The chart's size, in SVG units. */
const W = 640;
const H = 180;
/** The report table's columns, as the CSV and JSON downloads name them. */
const COLUMNS = [
  'crawler',
  'claim',
  'requests',
  'urls',
  'disallowed',
  'disallowedVerified',
  'verified',
  'impostors',
  'claimsOnly',
  'notChecked',
];
const MORE_COLUMNS = [
  'signed',
  'signaturesVerified',
  'signaturesInvalid',
  'signaturesNoKey',
  'signaturesNotChecked',
  'robotsFetches',
  'beforeRobots',
  'firstSeen',
  'lastSeen',
  'lines',
  'text',
];

/** A time in Unix seconds as the page shows it. @param {number | null} t */
const when = (t) => (t == null ? '—' : new Date(t * 1000).toISOString().slice(0, 16).replace('T', ' '));

/**
 * Makes the panel's markup after its summary and returns the parts the panel works with.
 * @param {HTMLDetailsElement} details
 */
function markup(details) {
  const logInput = /** @type {HTMLInputElement} */ (
    h('input', { type: 'file', class: 'visually-hidden', id: 'logs-file', 'data-testid': 'logs-file' })
  );
  const rangeInput = /** @type {HTMLInputElement} */ (
    h('input', { type: 'file', multiple: true, class: 'visually-hidden', id: 'logs-ranges', 'data-testid': 'logs-ranges' })
  );
  const rangesSaid = h('p', { class: 'muted', 'data-testid': 'logs-ranges-said' });
  const keyInput = /** @type {HTMLInputElement} */ (
    h('input', {
      type: 'file',
      multiple: true,
      accept: '.json,application/json',
      class: 'visually-hidden',
      id: 'logs-keys',
      'data-testid': 'logs-keys',
    })
  );
  const keysSaid = h('p', { class: 'muted', 'data-testid': 'logs-keys-said' });
  const progress = /** @type {HTMLProgressElement} */ (h('progress', { max: 1, value: 0, hidden: true, 'data-testid': 'logs-progress' }));
  const stop = h('button', { type: 'button', hidden: true, 'data-testid': 'logs-stop' }, 'Stop');
  const again = h('button', { type: 'button', hidden: true, 'data-testid': 'logs-again' }, 'Replay against the file as it is now');
  const said = h('p', { role: 'status', 'data-testid': 'logs-said' });
  const results = h('div', { class: 'logs-results', 'data-testid': 'logs-results', hidden: true });
  details.append(
    h(
      'p',
      { class: 'muted' },
      "Open your server's access log (Apache or nginx format, IIS's W3C format, or JSON lines; gzipped too) to see which crawlers came, what they fetched that this file disallows, and whether they fetched robots.txt first. The log is read in this browser: nothing is uploaded, and it is not kept or put in a share link.",
    ),
    h(
      'div',
      { class: 'actions' },
      h('label', { class: 'button', for: 'logs-file' }, 'Open an access log…'),
      logInput,
      h('label', { class: 'button', for: 'logs-ranges' }, 'Add IP range files…'),
      rangeInput,
      h('label', { class: 'button', for: 'logs-keys' }, 'Add signature key directories…'),
      keyInput,
      stop,
      again,
    ),
    h(
      'p',
      { class: 'muted' },
      "To tell real crawlers from impostors, add the IP range files their operators publish (Google's googlebot.json, OpenAI's gptbot.json, …), under the names the operators give them.",
    ),
    rangesSaid,
    h(
      'p',
      { class: 'muted' },
      'Some crawlers sign their requests (Web Bot Auth). Where your log records the Signature, Signature-Input and Host headers, add the key directory the operator publishes at /.well-known/http-message-signatures-directory to check each signature here.',
    ),
    keysSaid,
    progress,
    said,
    results,
  );

  return { logInput, rangeInput, rangesSaid, keyInput, keysSaid, progress, stop, again, said, results };
}

/**
 * @param {object} p
 * @param {HTMLDetailsElement} p.details  the panel: its markup goes in after its summary
 * @param {() => string} p.text  the robots.txt in the editor
 * @param {() => { policy: string, status: number | 'unreachable' | null }} p.reading  the reading and HTTP status chosen
 * @param {() => { token: string, ipRanges: string }[]} p.catalog  the catalog's crawlers, with their range files' URLs
 * @param {(line: number) => void} p.onLine  shows a line of the file
 */
export function createLogsPanel(p) {
  const { logInput, rangeInput, rangesSaid, keyInput, keysSaid, progress, stop, again, said, results } = markup(p.details);

  /** Each crawler's range file's name (`googlebot.json`), as the catalog links it. */
  const byFile = new Map();
  for (const c of p.catalog()) {
    const name = c.ipRanges && c.ipRanges.slice(c.ipRanges.lastIndexOf('/') + 1).toLowerCase();
    if (name && !byFile.has(name)) byFile.set(name, c.token);
    // A file named after the crawler's token (googlebot.json, gptbot.json), as most operators name theirs.
    if (c.ipRanges) byFile.set(`${c.token.toLowerCase()}.json`, c.token);
  }
  /** @type {Record<string, ArrayBuffer>} */
  const ranges = {};
  /** The key directories added, by file name. @type {Map<string, ArrayBuffer>} */
  const keyFiles = new Map();
  /** @type {File | null} */
  let log = null;
  /** @type {Worker | null} */
  let worker = null;
  /** @type {LogReport | null} */
  let report = null;

  rangeInput.addEventListener('change', async () => {
    const unknown = [];
    for (const f of rangeInput.files ?? []) {
      const token = byFile.get(f.name.toLowerCase());
      if (token) ranges[token] = await f.arrayBuffer();
      else unknown.push(f.name);
    }
    rangeInput.value = '';
    const known = Object.keys(ranges);
    rangesSaid.textContent = [
      known.length ? `IP ranges of ${known.join(', ')}.` : '',
      unknown.length ? `Not a file the catalog links, so whose ranges it holds is unknown: ${unknown.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    if (log) run();
  });
  keyInput.addEventListener('change', async () => {
    for (const f of keyInput.files ?? []) keyFiles.set(f.name, await f.arrayBuffer());
    keyInput.value = '';
    keysSaid.textContent = `Key directories: ${[...keyFiles.keys()].join(', ')}.`;
    if (log) run();
  });
  logInput.addEventListener('change', () => {
    const f = logInput.files?.[0];
    logInput.value = '';
    if (f) (log = f), run();
  });
  again.addEventListener('click', () => run());
  stop.addEventListener('click', () => {
    end();
    said.textContent = 'Stopped; nothing was replayed to the end.';
  });

  /** Ends the worker running, if any. */
  function end() {
    worker?.terminate();
    worker = null;
    progress.hidden = stop.hidden = true;
  }

  function run() {
    if (!log) return;
    end();
    const file = log;
    const { policy, status } = p.reading();
    worker = new Worker(new URL('./logs-worker.js', import.meta.url), { type: 'module' });
    progress.hidden = stop.hidden = false;
    progress.value = 0;
    said.textContent = `Reading ${file.name} (${fmt(file.size)} bytes)…`;
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.type === 'progress') {
        progress.value = m.total ? m.read / m.total : 0;
        said.textContent = `Reading ${file.name}: ${Math.floor(progress.value * 100)} %`;
      } else if (m.type === 'done') {
        end();
        report = m.report;
        again.hidden = false;
        said.textContent = `Replayed ${file.name} against the file in the editor.`;
        if (m.keys.length) keysSaid.textContent = keysNote(m.keys);
        show(results, /** @type {LogReport} */ (report), p.onLine);
      } else {
        end();
        said.textContent = `The log could not be replayed: ${m.message}`;
      }
    };
    worker.onerror = (e) => {
      end();
      said.textContent = `The log could not be replayed: ${e.message ?? 'the worker failed to start'}`;
    };
    const keys = [...keyFiles].map(([name, buffer]) => ({ name, buffer }));
    worker.postMessage({ file, text: p.text(), policy: policy === 'rfc9309' ? 'rfc9309' : 'google', status, ranges, keys });
  }

  return {
    /** Ends a replay running (the page is left, or the panel closed). */
    end,
    /** The last report, for tests and exports. */
    report: () => report,
  };
}

/**
 * Draws a report into `results`: the engine's sentence, the unreadable lines, the table, the
 * chart and the downloads.
 * @param {HTMLElement} results @param {LogReport} r @param {(line: number) => void} onLine
 */
function show(results, r, onLine) {
  results.hidden = false;
  const rows = r.crawlers.map((c) =>
    h(
      'tr',
      { 'data-testid': 'logs-row', 'data-name': c.name },
      h('th', { scope: 'row' }, c.name),
      h('td', {}, fmt(c.requests)),
      h(
        'td',
        {},
        fmt(c.disallowed),
        ...c.lines.slice(0, 3).map((l) => h('button', { type: 'button', class: 'line-link', onclick: () => onLine(l) }, ` line ${l}`)),
      ),
      h('td', {}, addresses(c)),
      h('td', {}, `${when(c.firstSeen)} – ${when(c.lastSeen)}`),
      h('td', { class: 'logs-text' }, c.text),
    ),
  );
  const unreadable = r.unreadable
    ? h(
        'p',
        { class: 'muted', 'data-testid': 'logs-unreadable' },
        `${fmt(r.unreadable)} line(s) could not be read`,
        r.unreadableExamples[0]
          ? `, for example line ${fmt(r.unreadableExamples[0].line)}: ${r.unreadableExamples[0].text.slice(0, 120)}`
          : '',
      )
    : '';
  const chart = chartOf(r);
  const table = () => tableOf(r);
  replace(
    results,
    h('p', { 'data-testid': 'logs-summary' }, r.text),
    unreadable,
    ...examplesOf(r, onLine),
    h(
      'div',
      { class: 'matrix-scroll' },
      h(
        'table',
        { class: 'logs-table', 'data-testid': 'logs-table' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ...['Crawler', 'Requests', 'Disallowed URLs fetched', 'Addresses', 'First and last seen (UTC)', 'In words'].map((t) =>
              h('th', { scope: 'col' }, t),
            ),
          ),
        ),
        h('tbody', {}, ...rows),
      ),
    ),
    chart ?? '',
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        {
          type: 'button',
          'data-testid': 'logs-csv',
          onclick: () => downloadTable('csv', 'access-log', [...COLUMNS, ...MORE_COLUMNS], table()),
        },
        'Download CSV',
      ),
      h(
        'button',
        {
          type: 'button',
          'data-testid': 'logs-json',
          onclick: () => downloadTable('json', 'access-log', [...COLUMNS, ...MORE_COLUMNS], table()),
        },
        'Download JSON',
      ),
      chart
        ? h(
            'button',
            {
              type: 'button',
              'data-testid': 'logs-svg',
              onclick: () =>
                downloadBlob(new Blob([new XMLSerializer().serializeToString(chart)], { type: 'image/svg+xml' }), 'access-log.svg'),
            },
            'Download chart (SVG)',
          )
        : '',
      chart ? pngButton(chart) : '',
    ),
  );
}

/** The chart as a PNG, drawn from its SVG. @param {SVGSVGElement} chart */
function pngButton(chart) {
  const save = async () => {
    const box = chart.viewBox.baseVal;
    downloadBlob(await pngFromSvg(new XMLSerializer().serializeToString(chart), box.width, box.height), 'access-log.png');
  };
  return h('button', { type: 'button', 'data-testid': 'logs-png', onclick: save }, 'Download chart (PNG)');
}

/** Prefixes listed under the table: the busiest. */
const PREFIXES = 20;

/**
 * Under the table: each crawler's first disallowed fetches, with the line that disallows each,
 * and where the requests went (the busiest first path segments).
 * @param {LogReport} r @param {(line: number) => void} onLine
 */
function examplesOf(r, onLine) {
  const out = [];
  const caught = r.crawlers.filter((c) => c.violations.length);
  if (caught.length) {
    out.push(
      h('h3', {}, 'Disallowed URLs they fetched (the first ones)'),
      h(
        'ul',
        { class: 'logs-violations', 'data-testid': 'logs-violations' },
        ...caught.flatMap((c) =>
          c.violations.map((v) =>
            h(
              'li',
              {},
              `${c.name}: `,
              h('code', {}, v.url),
              v.time == null ? ', ' : ` at ${when(v.time)}, `,
              h('button', { type: 'button', class: 'line-link', onclick: () => onLine(v.line) }, `line ${v.line}`),
            ),
          ),
        ),
      ),
    );
  }
  if (r.prefixes.length) {
    const row = (/** @type {LogReport['prefixes'][number]} */ p) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, h('code', {}, p.prefix)),
        h('td', {}, fmt(p.requests)),
        h('td', {}, fmt(p.botRequests)),
        h('td', {}, fmt(p.disallowed)),
      );
    out.push(
      h('h3', {}, 'Where the requests went'),
      h(
        'table',
        { class: 'logs-table', 'data-testid': 'logs-prefixes' },
        h('thead', {}, h('tr', {}, ...['Path', 'Requests', 'By bots', 'Disallowed'].map((t) => h('th', { scope: 'col' }, t)))),
        h('tbody', {}, ...r.prefixes.slice(0, PREFIXES).map(row)),
      ),
    );
  }
  return out;
}

/** The report's rows as the downloads write them. @param {LogReport} r */
function tableOf(r) {
  return r.crawlers.map((c) => ({
    crawler: c.name,
    claim: c.claim,
    requests: c.requests,
    urls: c.urls,
    disallowed: c.disallowed,
    disallowedVerified: c.disallowedVerified,
    verified: c.verified,
    impostors: c.impostors,
    claimsOnly: c.claimsOnly,
    notChecked: c.notChecked,
    signed: c.signed,
    signaturesVerified: c.signaturesVerified,
    signaturesInvalid: c.signaturesInvalid,
    signaturesNoKey: c.signaturesNoKey,
    signaturesNotChecked: c.signaturesNotChecked,
    robotsFetches: c.robotsFetches,
    beforeRobots: c.beforeRobots,
    firstSeen: c.firstSeen == null ? null : new Date(c.firstSeen * 1000).toISOString(),
    lastSeen: c.lastSeen == null ? null : new Date(c.lastSeen * 1000).toISOString(),
    lines: c.lines.join(' '),
    text: c.text,
  }));
}

/** A crawler's requests by what their addresses say, in words. @param {LogCrawler} c */
function addresses(c) {
  const parts = [];
  if (c.verified) parts.push(`${fmt(c.verified)} verified`);
  if (c.impostors) parts.push(`${fmt(c.impostors)} impostor${c.impostors > 1 ? 's' : ''}`);
  if (c.claimsOnly) parts.push(`${fmt(c.claimsOnly)} unverifiable (no list published)`);
  if (c.notChecked) parts.push(`${fmt(c.notChecked)} not checked`);
  if (c.signed) parts.push(signatures(c));
  return parts.join(', ') || '—';
}

/** A crawler's signed requests by what their signatures came to. @param {LogCrawler} c */
function signatures(c) {
  const of = [
    [c.signaturesVerified, 'verified'],
    [c.signaturesInvalid, 'invalid'],
    [c.signaturesNoKey, 'no key added'],
    [c.signaturesNotChecked, 'not checkable from the log'],
  ]
    .filter(([n]) => n)
    .map(([n, what]) => `${fmt(/** @type {number} */ (n))} ${what}`);
  return `${fmt(c.signed)} signed (Web Bot Auth${of.length ? `: ${of.join(', ')}` : ''})`;
}

/** What each key directory gave. @param {{ name: string, keys: number, error?: string }[]} notes */
function keysNote(notes) {
  return notes
    .map((n) => (n.error ? `${n.name}: no key read (${n.error}).` : `${n.name}: ${fmt(n.keys)} Ed25519 key${n.keys === 1 ? '' : 's'}.`))
    .join(' ');
}

/**
 * Requests over time, one line a crawler (the busiest), as an SVG with its own styles and a
 * legend; null when no request had a time.
 * @param {LogReport} r
 * @returns {SVGSVGElement | null}
 */
function chartOf(r) {
  const { buckets, start, step } = r.timeline;
  if (!buckets) return null;
  const ns = 'http://www.w3.org/2000/svg';
  const el = (/** @type {string} */ tag, /** @type {Record<string, string | number>} */ attrs, /** @type {string} */ text = '') => {
    const e = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (text) e.textContent = text;
    return e;
  };
  const shown = [...r.crawlers].sort((a, b) => b.requests - a.requests).slice(0, CHARTED);
  const top = Math.max(1, ...shown.flatMap((c) => c.timeline));
  const svg = /** @type {SVGSVGElement} */ (
    el('svg', { viewBox: `0 0 ${W} ${H + 20 * shown.length + 20}`, role: 'img', 'data-testid': 'logs-chart' })
  );
  svg.append(el('title', {}, `Requests over time from ${when(start)} UTC, one line a crawler`));
  svg.append(el('rect', { x: 0, y: 0, width: W, height: H + 20 * shown.length + 20, fill: '#fff' }));
  const colours = ['#1f6feb', '#cf222e', '#1a7f37', '#9a6700', '#8250df'];
  const x = (/** @type {number} */ i) => 40 + (i * (W - 50)) / Math.max(1, buckets - 1);
  const y = (/** @type {number} */ n) => H - 10 - (n * (H - 30)) / top;
  svg.append(el('line', { x1: 40, y1: H - 10, x2: W - 10, y2: H - 10, stroke: '#888' }));
  svg.append(el('text', { x: 2, y: 20, 'font-size': 11, fill: '#333' }, fmt(top)));
  svg.append(el('text', { x: 40, y: H + 4, 'font-size': 11, fill: '#333' }, when(start)));
  svg.append(el('text', { x: W - 10, y: H + 4, 'font-size': 11, fill: '#333', 'text-anchor': 'end' }, when(start + step * buckets)));
  shown.forEach((c, k) => {
    const points = c.timeline.map((n, i) => `${x(i).toFixed(1)},${y(n).toFixed(1)}`).join(' ');
    svg.append(el('polyline', { points, fill: 'none', stroke: colours[k], 'stroke-width': 2 }));
    const ly = H + 20 + 20 * k;
    svg.append(el('rect', { x: 40, y: ly - 9, width: 12, height: 12, fill: colours[k] }));
    svg.append(el('text', { x: 58, y: ly + 1, 'font-size': 12, fill: '#333' }, `${c.name}: ${fmt(c.requests)} request(s)`));
  });
  return svg;
}
