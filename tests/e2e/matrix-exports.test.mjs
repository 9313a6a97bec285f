// The matrix by purpose (issue 36): control tokens under the AI use they govern, the legend,
// hiding the table (kept across a reload), and the matrix and the URL rows as CSV and JSON
// downloads holding the answers the page shows, safe to open in a spreadsheet.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { ready, setFile, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const FILE = 'User-agent: GPTBot\nUser-agent: Google-Extended\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\nAllow: /private/ok\n';

async function setUrls(page, urls) {
  await page.fill('[data-testid="urls"]', urls.join('\n'));
}

async function openMatrix(page) {
  await page.click('[data-testid="matrix-panel"] summary');
  await page.waitForSelector('[data-testid="matrix"] tbody tr');
}

/** The cells the table shows: token → [allowed, line] per URL. */
const tableCells = (page) =>
  page.$$eval('[data-testid="matrix"] tbody tr', (trs) =>
    trs.map((tr) => [
      tr.dataset.token,
      [...tr.querySelectorAll('[data-testid="matrix-cell"]')].map((c) => [c.dataset.allowed, c.dataset.line]),
    ]),
  );

/** Records of an RFC 4180 text (quoted fields, doubled quotes, CRLF). */
function parseCsv(text) {
  const records = [];
  let fields = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (text[i] === '"' && text[i + 1] === '"') (field += '"'), (i += 2);
        else if (text[i] === '"') {
          i++;
          break;
        } else field += text[i++];
      }
    } else if (text[i] === ',') fields.push(field), (field = ''), i++;
    else if (text.startsWith('\r\n', i)) fields.push(field), records.push(fields), (fields = []), (field = ''), (i += 2);
    else field += text[i++];
  }
  assert.equal(field + fields.join(''), '', 'the last record ends with CRLF');
  return records;
}

async function download(page, testid) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid="${testid}"]`)]);
  return { name: dl.suggestedFilename(), text: readFileSync(await dl.path(), 'utf8') };
}

test('matrix by purpose: the AI training view lists the control tokens, with the package labels and the legend', async () => {
  const { page, errors } = await env.open();
  await setFile(page, FILE);
  await setUrls(page, ['https://shop.example/', 'https://shop.example/private/x']);
  await openMatrix(page);
  const options = await page.$$eval('[data-testid="matrix-filter"] option', (els) => els.map((e) => [e.value, e.textContent.trim()]));
  const labels = Object.fromEntries(options);
  assert.match(labels['ai-training'], /^AI training \(\d+\)$/);
  assert.match(labels['ai-search'], /^AI answers and search \(\d+\)$/);
  assert.match(labels['ai-user-triggered'], /^User-triggered agents \(\d+\)$/);
  assert.ok(!options.some(([v, l]) => v === 'control' || /control/i.test(l)), 'no category of control tokens apart from what they govern');

  await page.selectOption('[data-testid="matrix-filter"]', 'ai-training');
  const tokens = (await tableCells(page)).map(([t]) => t);
  for (const t of ['GPTBot', 'CCBot', 'Google-Extended', 'Applebot-Extended']) assert.ok(tokens.includes(t), `${t} in ${tokens}`);
  assert.equal(labels['ai-training'], `AI training (${tokens.length})`);
  assert.equal(
    await page.textContent('tr[data-token="Google-Extended"] [data-testid="matrix-note"]'),
    'control token: not a crawler, it governs how Google uses pages',
  );
  assert.equal(await page.$('tr[data-token="GPTBot"] [data-testid="matrix-note"]'), null, 'a crawler has no note');
  // Its own group blocks Google-Extended; Applebot-Extended takes `*`.
  const cells = Object.fromEntries(await tableCells(page));
  assert.deepEqual(cells['Google-Extended'], [
    ['false', '3'],
    ['false', '3'],
  ]);
  assert.deepEqual(cells['Applebot-Extended'], [
    ['true', ''],
    ['false', '6'],
  ]);
  // Every AI use at once takes the tokens in too.
  await page.selectOption('[data-testid="matrix-filter"]', 'ai');
  assert.ok((await tableCells(page)).some(([t]) => t === 'Applebot-Extended'));

  const legend = page.locator('[data-testid="matrix-legend"]');
  assert.ok(await legend.isVisible());
  assert.equal(
    (await legend.textContent()).trim(),
    "✓ allowed, ✗ blocked; the number is the line of the file that decided; ≠ the readings disagree; ◆ the file states an AI-use preference for that URL (its words in the cell's title).",
  );
  assert.deepEqual(errors, []);
});

test('the matrix can be hidden and shown again, and a reload keeps it as it was left', async () => {
  const { page, context } = await env.open();
  await openMatrix(page);
  const table = page.locator('[data-testid="matrix"]');
  assert.ok(await table.isVisible());
  await page.click('[data-testid="matrix-hide"]');
  assert.equal(await page.$eval('[data-testid="matrix-panel"]', (d) => d.open), false);
  assert.ok(!(await table.isVisible()) && !(await page.locator('[data-testid="matrix-legend"]').isVisible()));
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SUMMARY', 'the focus goes to the summary that shows it again');

  // Hidden stays hidden after a reload; shown stays shown.
  await page.reload();
  await ready(page);
  assert.equal(await page.$eval('[data-testid="matrix-panel"]', (d) => d.open), false);
  await openMatrix(page);
  const again = await context.newPage();
  await again.goto(page.url());
  await ready(again);
  await again.waitForSelector('[data-testid="matrix"] tbody tr [data-testid="matrix-cell"]');
  assert.ok(await again.locator('[data-testid="matrix-legend"]').isVisible());
  await again.close();
});

test('the matrix downloads as CSV and JSON with the answers the table shows', async () => {
  const { page } = await env.open();
  await setFile(page, FILE);
  const urls = ['https://shop.example/private/ok', 'https://shop.example/private/x', '/'];
  await setUrls(page, urls);
  await openMatrix(page);
  await page.selectOption('[data-testid="matrix-filter"]', 'ai-training');
  const shown = await tableCells(page);

  const csv = await download(page, 'matrix-csv');
  assert.equal(csv.name, 'robots-matrix.csv');
  const [head, ...records] = parseCsv(csv.text);
  assert.deepEqual(head, ['crawler', 'category', 'url', 'allowed', 'line', 'reading']);
  assert.equal(records.length, shown.length * urls.length);
  const expected = shown.flatMap(([token, cells]) =>
    cells.map(([allowed, line], i) => [token, 'ai-training', urls[i], allowed, line, 'google']),
  );
  assert.deepEqual(records, expected);

  const json = await download(page, 'matrix-json');
  assert.equal(json.name, 'robots-matrix.json');
  const rows = JSON.parse(json.text);
  assert.deepEqual(
    rows,
    expected.map(([crawler, category, url, allowed, line, reading]) => ({
      crawler,
      category,
      url,
      allowed: allowed === 'true',
      line: line ? Number(line) : null,
      reading,
    })),
  );
  // GPTBot is blocked by its group at line 3 everywhere: what the engine said, not a copy.
  assert.deepEqual(
    rows.filter((r) => r.crawler === 'GPTBot').map((r) => [r.allowed, r.line]),
    [
      [false, 3],
      [false, 3],
      [false, 3],
    ],
  );

  // Only what is shown: the blocked filter leaves out crawlers allowed everywhere.
  await page.selectOption('[data-testid="matrix-answers"]', 'allowed');
  const allowedOnly = JSON.parse((await download(page, 'matrix-json')).text);
  assert.ok(allowedOnly.length && !allowedOnly.some((r) => r.crawler === 'GPTBot'));
});

test('the URL rows download as CSV and JSON; quotes, commas and formulas are escaped', async () => {
  const { page } = await env.open();
  await setFile(page, FILE);
  await page.fill('[data-testid="agent"]', 'Googlebot');
  const urls = ['https://shop.example/a"b,c', '=1+2', 'https://shop.example/private/x', '@SUM(A1)'];
  await setUrls(page, urls);
  const rowsShown = await page.$$eval('[data-testid="url-row"]', (els) =>
    els.map((e) => [
      e.querySelector('.url').textContent,
      e.dataset.allowed,
      /line (\d+)/.exec(e.querySelector('.row-line').textContent)?.[1] ?? '',
    ]),
  );
  assert.equal(rowsShown.length, urls.length);

  const csv = await download(page, 'urls-csv');
  assert.equal(csv.name, 'robots-urls.csv');
  // As written: the quote doubled inside a quoted field, a formula kept as text by a leading '.
  const lines = csv.text.split('\r\n');
  assert.equal(lines[0], 'url,allowed,line,crawler,reading');
  assert.ok(lines[1].startsWith('"https://shop.example/a""b,c",'), lines[1]);
  assert.ok(lines[2].startsWith("'=1+2,"), lines[2]);
  assert.ok(lines[4].startsWith("'@SUM(A1),"), lines[4]);
  const [, ...records] = parseCsv(csv.text);
  assert.deepEqual(
    records,
    rowsShown.map(([url, allowed, line]) => [/^[=@]/.test(url) ? `'${url}` : url, allowed, line, 'Googlebot', 'google']),
  );
  assert.deepEqual(records[2].slice(1, 3), ['false', '6']);

  const json = JSON.parse((await download(page, 'urls-json')).text);
  assert.deepEqual(
    json,
    rowsShown.map(([url, allowed, line]) => ({
      url,
      allowed: allowed === 'true',
      line: line ? Number(line) : null,
      crawler: 'Googlebot',
      reading: 'google',
    })),
  );
  assert.equal(json[0].url, urls[0], 'JSON keeps the URL as typed');
});
