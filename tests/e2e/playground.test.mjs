// The page's core: typing a file and seeing verdicts, the line-role highlights, presets,
// several URLs and the focus, the policy switch and its notice, and the matrix.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { roles, setFile, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const verdict = (page) =>
  page.$eval('[data-testid="verdict"]', (e) => ({
    allowed: e.dataset.allowed,
    line: e.querySelector('[data-testid="winner-line"]').textContent,
  }));

async function setAgent(page, agent) {
  await page.fill('[data-testid="agent"]', agent);
}
async function setUrls(page, urls) {
  await page.fill('[data-testid="urls"]', urls.join('\n'));
}

test('typing a file updates the verdict and the deciding line', async () => {
  const { page, errors } = await env.open();
  await setFile(page, 'User-agent: *\nDisallow: /private/\nAllow: /private/ok\n');
  await setAgent(page, 'SomeBot');
  await setUrls(page, ['https://example.com/private/x']);
  assert.deepEqual(await verdict(page), { allowed: 'false', line: '2' });

  await setUrls(page, ['https://example.com/private/ok/1']);
  assert.deepEqual(await verdict(page), { allowed: 'true', line: '3' });

  // Every keystroke re-analyses: type one more character into the file.
  await page.click('#editor .cm-line >> nth=2');
  await page.keyboard.press('End');
  await page.keyboard.type('x');
  assert.deepEqual(await verdict(page), { allowed: 'false', line: '2' }, '/private/okx no longer matches /private/ok/1');
  await page.keyboard.press('Backspace');
  assert.equal((await verdict(page)).allowed, 'true');

  await setUrls(page, ['https://example.com/public']);
  assert.deepEqual(await verdict(page), { allowed: 'true', line: '' });
  assert.deepEqual(errors, []);
});

test('highlights: selected, merged groups, winner, loser and other groups', async () => {
  const { page } = await env.open();
  await setFile(
    page,
    [
      'User-agent: *', //       1
      'Disallow: /', //          2
      '', //                     3
      'User-agent: FooBot', //  4
      'Disallow: /a', //         5
      'Allow: /a/b', //          6
      'Disallow: /c', //         7
      '', //                     8
      'User-agent: foobot', //  9
      'Disallow: /a/b/c', //    10
    ].join('\n'),
  );
  await setAgent(page, 'FooBot');
  await setUrls(page, ['https://example.com/a/b/x']);
  assert.deepEqual(await verdict(page), { allowed: 'true', line: '6' });
  let r = await roles(page);
  assert.equal(r[1], 'other-group');
  assert.equal(r[2], 'other-group');
  assert.equal(r[4], 'selected');
  assert.equal(r[5], 'loser');
  assert.equal(r[6], 'winner');
  assert.equal(r[7], 'merged');
  assert.equal(r[9], 'selected', 'the second FooBot group is merged in');
  assert.equal(r[10], 'merged');
  const gutter = await page.$$eval('.cm-role-marker-winner', (els) => els.length);
  assert.equal(gutter, 1, 'one winner marker in the gutter');

  // The longer pattern of the second group now wins.
  await setUrls(page, ['https://example.com/a/b/c']);
  assert.deepEqual(await verdict(page), { allowed: 'false', line: '10' });
  r = await roles(page);
  assert.equal(r[10], 'winner');
  assert.equal(r[6], 'loser');
  assert.equal(r[5], 'loser');

  // An unknown crawler falls back to `*`.
  await setAgent(page, 'OtherBot');
  r = await roles(page);
  assert.equal(r[1], 'selected');
  assert.equal(r[2], 'winner');
  assert.equal(r[4], 'other-group');
  assert.deepEqual(await verdict(page), { allowed: 'false', line: '2' });

  // Hovering a rule line explains its role.
  await setAgent(page, 'FooBot');
  await page.hover('.cm-line[data-line="6"]', { position: { x: 20, y: 6 } });
  const tip = await page.waitForSelector('[data-testid="line-tooltip"]', { timeout: 5000 });
  const text = await tip.textContent();
  assert.match(text, /merged for FooBot \(group at line 4\)/);
  assert.match(text, /loses to line 10 \(Disallow, 6 bytes\)/);
});

test('the explanation lists groups, merged rules and the tie-break', async () => {
  const { page } = await env.open();
  await setFile(page, 'User-agent: *\nDisallow: /x\n\nUser-agent: TieBot\nDisallow: /page\nAllow: /page\n');
  await setAgent(page, 'TieBot');
  await setUrls(page, ['https://example.com/page']);
  assert.deepEqual(await verdict(page), { allowed: 'true', line: '6' });
  assert.match(
    await page.textContent('[data-testid="explain-reason"]'),
    /^Allowed\. Allow "\/page" at line 6 and Disallow "\/page" at line 5 both match 5 bytes; allow wins the tie/,
  );
  const groups = await page.$$eval('[data-testid="explain-groups"] li', (els) => els.map((e) => e.dataset.why));
  assert.deepEqual(groups, ['wildcard-not-needed', 'named-match']);
  const rules = await page.$$eval('[data-testid="explain-rules"] tbody tr', (els) => els.length);
  assert.equal(rules, 2);
  assert.ok((await page.textContent('[data-testid="explanation"]')).length > 20);
});

test('who may crawl this site: one sentence a purpose, from the engine, following the file', async () => {
  const { page } = await env.open();
  await page.waitForSelector('[data-testid="site-summary"]:not([hidden]) [data-testid="summary-category"]');
  const lines = () => page.$$eval('[data-testid="summary-category"]', (els) => els.map((e) => [e.dataset.category, e.textContent]));
  const training = (await lines()).find(([c]) => c === 'ai-training');
  // The example file disallows everything to GPTBot, CCBot and Google-Extended.
  assert.match(training?.[1] ?? '', /^AI training crawlers: \d+ of \d+ may fetch nothing/);
  assert.match(training[1], /GPTBot/);
  // The note above says how recent the crawler facts are: the package's catalog date.
  const pkg = await import('robots-playground/full');
  await pkg.default();
  assert.equal(await page.textContent('[data-testid="summary-checked"]'), pkg.catalogChecked());
  // An edit the summary must follow: a file that blocks nobody.
  await setFile(page, 'User-agent: *\nAllow: /\n');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="summary-category"]')].every((e) => /may fetch everything[.,]/.test(e.textContent)),
  );
});

test("the answer says what the file asks about AI use of the URL (Content-Signal), and that Google's parser ignores it", async () => {
  const { page } = await env.open();
  await setFile(page, 'User-agent: *\nAllow: /\nContent-Signal: search=yes, ai-train=no\n');
  await page.waitForSelector('[data-testid="answer-preference"]:not([hidden])');
  // The summary says it too, for the crawlers of the `*` group.
  await page.waitForSelector('[data-testid="summary-preference"]:not([hidden])');
  assert.match(
    await page.textContent('[data-testid="summary-preference"]'),
    /^The site asks that search may use it and not to train AI on it \(line 3\)\./,
  );
  assert.match(
    await page.textContent('[data-testid="answer-preference"]'),
    /^The site asks that search may use it and not to train AI on it \(line 3\)\./,
  );
  await setFile(page, 'User-agent: *\nAllow: /\n');
  await page.waitForSelector('[data-testid="answer-preference"][hidden]', { state: 'attached' });
});

test('a URL row is marked when the file states an AI-use preference for it, with the engine sentence', async () => {
  const { page, errors } = await env.open();
  await setFile(page, 'User-agent: *\nDisallow: /private/\nContent-Usage: /blog/ train-ai=n\n');
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await page.fill('[data-testid="urls"]', 'https://example.com/blog/a\nhttps://example.com/shop\nhttps://example.com/private/blog/');
  // The summary says what the file asks of its `*` group at `/`: nothing here (the path is /blog/).
  assert.equal(await page.isHidden('[data-testid="summary-preference"]'), true);
  const marks = await page.$$eval('[data-testid="url-row"]', (rows) =>
    rows.map((r) => r.querySelector('[data-testid="url-preference"]')?.getAttribute('title') ?? null),
  );
  assert.match(marks[0] ?? '', /^The site asks not to train AI on it for paths under \/blog\/ \(line 3\)\./);
  assert.deepEqual(marks.slice(1), [null, null], 'no preference for /shop; none where the crawler may not fetch');
  // The matrix marks the same cells, with the engine's sentence.
  await page.click('#matrix-panel summary');
  await page.waitForSelector('[data-testid="matrix"] tr[data-token="GPTBot"] [data-testid="matrix-cell"]');
  const gpt = await page.$$eval('[data-testid="matrix"] tr[data-token="GPTBot"] [data-testid="matrix-cell"]', (els) =>
    els.map((e) => [e.dataset.preference ?? null, e.getAttribute('aria-label')]),
  );
  assert.equal(gpt[0][0], 'true');
  assert.match(gpt[0][1], /: allowed\. The site asks not to train AI on it for paths under \/blog\/ \(line 3\)\./);
  assert.deepEqual(
    gpt.slice(1).map(([p]) => p),
    [null, null],
  );
  assert.deepEqual(errors, []);
});

test('presets set the crawler and describe it', async () => {
  const { page } = await env.open();
  const groups = await page.$$eval('[data-testid="preset"] optgroup', (els) => els.map((e) => e.label));
  for (const label of ['Search', 'Ads', 'AI training']) assert.ok(groups.includes(label), `${label} in ${groups}`);
  await page.selectOption('[data-testid="preset"]', 'GPTBot');
  assert.equal(await page.inputValue('[data-testid="agent"]'), 'GPTBot');
  // The example file gives GPTBot (with CCBot and Google-Extended) `Disallow: /` on line 25.
  assert.deepEqual(await verdict(page), { allowed: 'false', line: '25' });
  assert.match(await page.textContent('[data-testid="crawler-info"]'), /GPTBot/);
  // Where the catalog's facts on it come from, and when they were checked; the list says the catalog's date.
  assert.match(await page.textContent('[data-testid="crawler-source"]'), /^Facts from \S+, checked \d{4}-\d{2}-\d{2}\./);
  assert.match(await page.$eval('[data-testid="crawler-source"] a', (a) => a.href), /^https:\/\//);
  assert.match(await page.$eval('[data-testid="preset"] option', (o) => o.textContent), /facts as of \d{4}-\d{2}-\d{2}/);
});

test('a full User-Agent string: the page shows the token it recognised', async () => {
  const { page } = await env.open();
  await setAgent(page, 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)');
  const recognised = await page.textContent('[data-testid="recognised-token"]');
  const token = await page.textContent('[data-testid="explain-token"]');
  assert.ok(recognised.includes(token), `${recognised} names ${token}`);
  assert.ok(['GPTBot', 'Mozilla'].includes(token), token);
});

test('several URLs: one row each, and choosing a row moves the focus', async () => {
  const { page } = await env.open();
  await setFile(page, 'User-agent: *\nDisallow: /a\nAllow: /b\n');
  await setAgent(page, 'AnyBot');
  await setUrls(page, ['https://e.com/a', 'https://e.com/b', 'https://e.com/c']);
  const rows = await page.$$eval('[data-testid="url-row"]', (els) => els.map((e) => [e.dataset.allowed, e.getAttribute('aria-pressed')]));
  assert.deepEqual(rows, [
    ['false', 'true'],
    ['true', 'false'],
    ['true', 'false'],
  ]);
  assert.equal((await roles(page))[2], 'winner');

  await page.click('[data-testid="url-row"] >> nth=1');
  assert.deepEqual(await verdict(page), { allowed: 'true', line: '3' });
  const r = await roles(page);
  assert.equal(r[3], 'winner');
  assert.equal(r[2], 'merged');
  assert.equal(await page.getAttribute('[data-testid="url-row"] >> nth=1', 'aria-pressed'), 'true');
  await page.waitForFunction(() => /Allowed for AnyBot: \/b/.test(document.querySelector('[data-testid="live"]').textContent));
});

test('policy switch: Google and RFC 9309 disagree on a typo, and the page says so', async () => {
  const { page } = await env.open();
  await setFile(page, 'User-agent: *\nDissallow: /x\n');
  await setAgent(page, 'FooBot');
  await setUrls(page, ['https://e.com/x']);
  assert.deepEqual(await verdict(page), { allowed: 'false', line: '2' }, 'Google accepts the typo');
  const diff = await page.textContent('[data-testid="notice"] [data-testid="policy-diff"]');
  assert.match(diff, /Google \(reference\): blocked \(line 2\)/);
  assert.match(diff, /RFC 9309 strict: allowed/);

  await page.selectOption('[data-testid="policy"]', 'rfc9309');
  assert.deepEqual(await verdict(page), { allowed: 'true', line: '' });

  await setFile(page, 'User-agent: *\nDisallow: /x\n');
  assert.equal(await page.$('[data-testid="policy-diff"]'), null, 'no notice when the readings agree');
});

test('policy switch: the crawler profile reading applies the AdsBot profile (ignores *)', async () => {
  const { page } = await env.open();
  await setFile(page, 'User-agent: *\nDisallow: /\n');
  await setAgent(page, 'AdsBot-Google');
  await setUrls(page, ['https://e.com/landing']);
  assert.deepEqual(await verdict(page), { allowed: 'false', line: '2' });
  await page.selectOption('[data-testid="policy"]', 'crawler');
  assert.deepEqual(await verdict(page), { allowed: 'true', line: '' });
  assert.match(await page.textContent('[data-testid="policy-diff"]'), /Crawler profile: allowed/);
  assert.equal((await roles(page))[1], 'other-group', 'the * group is not used');
});

test('matrix: crawlers × URLs, filter by category, click to focus', async () => {
  const { page } = await env.open();
  await setUrls(page, ['https://shop.example/private/x', 'https://shop.example/cart/1']);
  await page.click('#matrix-panel summary');
  await page.waitForSelector('[data-testid="matrix"] tbody tr'); // rendered on the toggle event
  const rows = await page.$$eval('[data-testid="matrix"] tbody tr', (els) => els.map((e) => e.dataset.token));
  assert.ok(rows.length >= 5, `${rows.length} crawlers`);
  const cells = await page.$$('[data-testid="matrix-cell"]');
  assert.equal(cells.length, rows.length * 2);
  // GPTBot is blocked everywhere by line 25 of the example.
  const gpt = await page.$$eval('[data-testid="matrix"] tr[data-token="GPTBot"] [data-testid="matrix-cell"]', (els) =>
    els.map((e) => [e.dataset.allowed, e.dataset.line]),
  );
  assert.deepEqual(gpt, [
    ['false', '25'],
    ['false', '25'],
  ]);

  await page.selectOption('[data-testid="matrix-filter"]', 'ai-training');
  const filtered = await page.$$eval('[data-testid="matrix"] tbody tr', (els) => els.length);
  assert.ok(filtered >= 1 && filtered < rows.length, `${filtered} of ${rows.length}`);

  await page.click('[data-testid="matrix"] tr[data-token="GPTBot"] [data-testid="matrix-cell"] >> nth=1');
  assert.equal(await page.inputValue('[data-testid="agent"]'), 'GPTBot');
  assert.equal(await page.getAttribute('[data-testid="url-row"] >> nth=1', 'aria-pressed'), 'true');
  assert.deepEqual(await verdict(page), { allowed: 'false', line: '25' });
});

test('matrix: all AI crawlers at once, blocked-only, counts per URL, and one Tab stop with arrow keys', async () => {
  const { page } = await env.open();
  await setUrls(page, ['https://shop.example/private/x', 'https://shop.example/']);
  await page.click('#matrix-panel summary');
  await page.waitForSelector('[data-testid="matrix"] tbody tr');
  const tokens = () => page.$$eval('[data-testid="matrix"] tbody tr', (els) => els.map((e) => e.dataset.token));
  const labels = await page.$$eval('[data-testid="matrix-filter"] option', (els) => els.map((e) => e.textContent.trim()));
  assert.ok(
    labels.some((l) => /^All AI uses \(\d+\)$/.test(l)),
    labels.join(' | '),
  );

  // Every AI category at once: more rows than AI training alone, GPTBot among them.
  await page.selectOption('[data-testid="matrix-filter"]', 'ai-training');
  await page.waitForFunction(() => document.querySelector('[data-testid="matrix"] tbody tr'));
  const training = await tokens();
  await page.selectOption('[data-testid="matrix-filter"]', 'ai');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="matrix"] tbody tr').length > n, training.length);
  const ai = await tokens();
  assert.ok(training.every((t) => ai.includes(t)) && ai.includes('GPTBot'));

  // Blocked only: every row has a blocked cell; the counts per URL add up.
  await page.selectOption('[data-testid="matrix-filter"]', '');
  await page.selectOption('[data-testid="matrix-answers"]', 'blocked');
  const cells = await page.$$eval('[data-testid="matrix"] tbody tr', (els) =>
    els.map((tr) => [...tr.querySelectorAll('[data-testid="matrix-cell"]')].map((c) => c.dataset.allowed)),
  );
  assert.ok(cells.length > 0 && cells.every((row) => row.includes('false')));
  const counts = await page.$$eval('[data-testid="matrix-blocked"]', (els) => els.map((e) => e.textContent));
  assert.deepEqual(
    counts,
    [0, 1].map((i) => `${cells.filter((row) => row[i] === 'false').length} of ${cells.length}`),
  );
  assert.match(
    await page.textContent('[data-testid="matrix-summary"]'),
    new RegExp(`^${cells.length} crawlers? shown; ${cells.length} blocked`),
  );

  // One Tab stop; the arrow keys move between cells.
  assert.equal(await page.$$eval('[data-testid="matrix-cell"][tabindex="0"]', (els) => els.length), 1);
  const at = () =>
    page.evaluate(() => {
      const c = document.activeElement;
      const tr = c.closest('tr');
      return [[...tr.parentElement.children].indexOf(tr), [...tr.querySelectorAll('[data-testid="matrix-cell"]')].indexOf(c)];
    });
  await page.focus('[data-testid="matrix"] tbody tr:first-child [data-testid="matrix-cell"]');
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await at(), [0, 1]);
  await page.keyboard.press('ArrowDown');
  assert.deepEqual(await at(), [1, 1]);
  await page.keyboard.press('Home');
  assert.deepEqual(await at(), [1, 0]);
  assert.equal(await page.$$eval('[data-testid="matrix-cell"][tabindex="0"]', (els) => els.length), 1);
});

test('matrix: a cell another reading answers the other way is marked ≠ and says which', async () => {
  const { page } = await env.open();
  await setUrls(page, ['https://shop.example/cart/1']);
  await page.click('#matrix-panel summary');
  await page.waitForSelector('[data-testid="matrix"] tbody tr');
  // Mediapartners-Google falls back to `*` (blocked) in Google's library; its profile ignores `*`.
  const cell = '[data-testid="matrix"] tr[data-token="Mediapartners-Google"] [data-testid="matrix-cell"]';
  assert.equal(await page.getAttribute(cell, 'data-allowed'), 'false');
  assert.equal(await page.getAttribute(cell, 'data-differs'), 'crawler');
  assert.match(await page.getAttribute(cell, 'aria-label'), /blocked, line \d+; Crawler profile says allowed$/);
  assert.match(await page.textContent(cell), /≠/);
  // Googlebot has its own group: every reading allows it, no mark.
  assert.equal(
    await page.getAttribute('[data-testid="matrix"] tr[data-token="Googlebot"] [data-testid="matrix-cell"]', 'data-differs'),
    null,
  );
  assert.match(await page.textContent('[data-testid="matrix-summary"]'), /≠ marks an answer another reading gives the other way/);
});

test('matrix: URLs sharing a long prefix get headers that tell them apart, the full URL in title', async () => {
  const { page } = await env.open();
  const urls = ['https://shop.example/private/reports/2024/q1-summary', 'https://shop.example/private/reports/2024/q2-summary', '/a'];
  await setUrls(page, urls);
  await page.click('#matrix-panel summary');
  await page.waitForSelector('[data-testid="matrix"] tbody tr');
  const heads = await page.$$eval('[data-testid="matrix"] thead th[title]', (els) =>
    els.map((e) => {
      const s = e.querySelector('.matrix-url');
      return { title: e.title, text: s.textContent, cut: s.scrollWidth > s.clientWidth };
    }),
  );
  assert.deepEqual(
    heads.map((h) => h.title),
    urls,
  );
  // What shows (nothing is cut by CSS) differs, and keeps the end, where these URLs differ.
  assert.deepEqual(
    heads.map((h) => h.cut),
    [false, false, false],
  );
  assert.equal(new Set(heads.map((h) => h.text)).size, 3, JSON.stringify(heads));
  assert.match(heads[0].text, /q1-summary$/);
  assert.match(heads[1].text, /q2-summary$/);
  assert.equal(heads[2].text, '/a');
});

test('diagnostics: listed in sync with the editor, a click moves to the line', async () => {
  const { page } = await env.open();
  await setFile(page, 'Disallow: /orphan\nUser-agent: *\nDisallow: /x\nCrawl-delay: 5\n');
  const ids = await page.$$eval('[data-testid="diagnostic"]', (els) => els.map((e) => `${e.dataset.line}:${e.dataset.id}`));
  assert.ok(ids.includes('1:rule-outside-group'), ids.join());
  // diagnostics() says unused-key; lint(), when the package has it, says more precisely why.
  assert.ok(
    ids.some((id) => id.startsWith('4:')),
    ids.join(),
  );
  // The lint gutter is loaded after the first answer: its markers come when it is there.
  await page.waitForFunction(() => document.querySelectorAll('.cm-lint-marker').length >= 2, null, { timeout: 5000 });
  await page.click('[data-testid="diagnostic"][data-line="4"] button');
  const cursorLine = await page.$eval('.cm-activeLine', (e) => e.textContent);
  assert.equal(cursorLine, 'Crawl-delay: 5');

  // "Explain" opens the rule's section of the lint reference (docs/lint.md, built into the site).
  const doc = '[data-testid="diagnostic"][data-line="1"] [data-testid="diagnostic-doc"]';
  const href = await page.getAttribute(doc, 'href');
  assert.equal(href, 'lint.html#lint-rule-outside-group');
  assert.equal(await page.getAttribute(doc, 'target'), '_blank');
  const reference = await page.context().newPage();
  await reference.goto(new URL(href, page.url()).href);
  assert.equal(await reference.textContent('h3:has(#lint-rule-outside-group)'), 'rule-outside-group');
  assert.match(await reference.textContent('body'), /belongs to no group/);
  await reference.close();

  await setFile(page, 'User-agent: *\nDisallow: /x\n');
  const after = await page.$$eval('[data-testid="diagnostic"]', (els) => els.map((e) => `${e.dataset.line}:${e.dataset.id}`));
  assert.ok(!after.some((id) => id === '1:rule-outside-group' || id.startsWith('4:')), after.join());
});

test('a long diagnostics list starts with the ten most severe, in line order; "show all" lists every one', async () => {
  const { page } = await env.open();
  // Two rules before any group (more than notes), then twelve groups with a Crawl-delay (a note each).
  const groups = Array.from({ length: 12 }, (_, i) => `User-agent: Bot${i}\nCrawl-delay: ${i + 1}\nDisallow: /b${i}/\n`);
  await setFile(page, ['Disallow: /x', 'Disallow: /y', 'Sitemap: https://example.com/s.xml', '', ...groups].join('\n'));
  const items = () =>
    page.$$eval('[data-testid="diagnostic"]', (els) => els.map((e) => [Number(e.dataset.line), e.className.match(/is-(\w+)/)[1]]));
  const all = Number((await page.textContent('[data-testid="diagnostics-all"]')).match(/Show all (\d+) diagnostics/)?.[1]);
  assert.ok(all > 10, `${all} diagnostics`);
  const short = await items();
  assert.equal(short.length, 10);
  assert.deepEqual(
    short.map(([l]) => l),
    [...short.map(([l]) => l)].sort((a, b) => a - b),
    'in line order',
  );
  const severe = short.filter(([, s]) => s !== 'info').length;
  await page.click('[data-testid="diagnostics-all"]');
  const every = await items();
  assert.equal(every.length, all);
  assert.equal(every.filter(([, s]) => s !== 'info').length, severe, 'the short list had every error and warning');
  assert.ok(severe >= 2);
  assert.equal(await page.getAttribute('[data-testid="diagnostics-all"]', 'aria-expanded'), 'true');
});

test('quick fixes from lint() are offered and applied', async () => {
  const { page } = await env.open();
  await setFile(page, 'User-agent: Googlebot/2.1\nDisallow: /x\n');
  const fix = '[data-testid="diagnostic"][data-line="1"] [data-testid="quick-fix"]';
  await page.waitForSelector(fix, { timeout: 5000 });
  assert.match(await page.textContent(fix), /Googlebot/);
  // The engine marks names with backticks; the page shows them as code, never the marks.
  const item = '[data-testid="diagnostic"][data-line="1"]';
  assert.doesNotMatch(await page.textContent(item), /`/);
  assert.ok(await page.$eval(fix, (b) => b.querySelector('code')?.textContent === 'Googlebot'), 'the fix names the token as code');
  await page.hover('.cm-lintRange >> nth=0');
  await page.waitForSelector('.cm-tooltip-lint', { timeout: 5000 });
  assert.doesNotMatch(await page.textContent('.cm-tooltip-lint'), /`/, 'the editor tooltip shows no backticks either');
  await page.click(fix); // by selector: the list is re-rendered on every analysis
  await page.waitForFunction(() => document.querySelector('.cm-line')?.textContent === 'User-agent: Googlebot', null, { timeout: 5000 });
  await page.fill('[data-testid="agent"]', 'Googlebot');
  await page.fill('[data-testid="urls"]', 'https://e.com/x');
  assert.deepEqual(await verdict(page), { allowed: 'false', line: '2' });
});
