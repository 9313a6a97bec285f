// The answer first (issue 21): at every width the focused URL's answer — the verdict, the
// winning rule as written and its group — is on the first screen; the editor follows the
// decision when the crawler, a URL or the reading changes (not the page, not the cursor); long
// lines wrap; the splitter shares the width, by pointer or keyboard, across a reload; and a long
// Why starts with what decided.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setFile, settled, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

/** The answer's box and the page's scroll, as the page first shows them. */
const firstScreen = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('[data-testid="answer"]').getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, height: innerHeight, scrolled: scrollY };
  });

for (const [width, height] of [
  [1440, 900],
  [1024, 768],
  [360, 740],
]) {
  test(`at ${width}×${height} the answer, its rule and its group are on the first screen`, async () => {
    const { page, errors } = await env.open('', { viewport: { width, height } });
    const shown = await firstScreen(page);
    assert.equal(shown.scrolled, 0, 'the page did not scroll');
    assert.ok(shown.top >= 0 && shown.bottom <= shown.height, `answer at ${shown.top}–${shown.bottom} px of ${shown.height}`);
    assert.match(await page.textContent('[data-testid="verdict"]'), /Allowed|Blocked/);
    assert.match(await page.textContent('[data-testid="answer-rule"]'), /\S/);
    assert.deepEqual(errors, []);
  });
}

test('the answer quotes the winning rule as written and its group, and their buttons go to those lines', async () => {
  const { page } = await env.open('');
  const file = [
    'User-agent: *',
    'Disallow: /',
    '',
    'User-agent: Googlebot',
    'User-agent: Bingbot',
    'Allow: /',
    'Disallow:   /search   # no internal search',
    '',
  ].join('\n');
  await setFile(page, file);
  await page.fill('[data-testid="agent"]', 'Googlebot');
  await page.fill('[data-testid="urls"]', 'https://example.com/search?q=a');
  await settled(page);
  const rule = await page.textContent('[data-testid="answer-rule"]');
  assert.equal(rule, 'Decided by Disallow:   /search');
  assert.equal(
    await page.textContent('[data-testid="answer-url"]'),
    'URL https://example.com/search?q=a',
    'the URL as typed, above the rule',
  );
  assert.doesNotMatch(rule, /no internal search/, 'the comment is left out');
  // The engine's sentences, as they are: why, and the line that names the crawler.
  assert.equal(
    await page.textContent('[data-testid="answer-reason"]'),
    'The longest match wins: Disallow "/search" at line 7 (7 bytes) beats Allow "/" at line 6 (1 byte), so /search?q=a is disallowed.',
  );
  assert.equal(
    await page.textContent('[data-testid="answer-group"]'),
    'Googlebot is named on line 4, where its group starts. The * group at line 1 does not apply to it.',
  );
  assert.equal(await page.getAttribute('[data-testid="answer-group"] button', 'aria-label'), 'Go to line 4');
  await page.click('[data-testid="answer-group"] button');
  assert.equal(await page.evaluate(() => document.querySelector('.cm-activeLine')?.textContent), 'User-agent: Googlebot');

  // Bingbot is named on the group's second line: the answer names that line, not the first.
  await page.fill('[data-testid="agent"]', 'Bingbot');
  await settled(page);
  assert.equal(
    await page.textContent('[data-testid="answer-group"]'),
    'Bingbot is named on line 5, in the group that starts at line 4. The * group at line 1 does not apply to it.',
  );

  // No rule matches: the reason says so, in place of a rule.
  await page.fill('[data-testid="agent"]', 'Googlebot');
  await page.fill('[data-testid="urls"]', 'https://example.com/other');
  await settled(page);
  assert.match(await page.textContent('[data-testid="answer-rule"]'), /Decided by Allow: \//);
  await page.fill('[data-testid="agent"]', 'Slurp');
  await settled(page);
  assert.equal(await page.textContent('[data-testid="answer-group"]'), 'Slurp has no group of its own, so the * group at line 1 applies.');
});

test('no answer without a question: an empty crawler or URL list gets a prompt, not a verdict', async () => {
  const { page, errors } = await env.open('');
  await setFile(page, ['User-agent: *', 'Disallow: /private/', ''].join('\n'));
  await page.fill('[data-testid="agent"]', '');
  await page.fill('[data-testid="urls"]', 'https://example.com/private/x');
  await settled(page);
  assert.match(await page.textContent('[data-testid="verdict"]'), /^Type the name of a crawler/);
  assert.equal(await page.getAttribute('[data-testid="verdict"]', 'data-allowed'), null, 'no verdict');
  assert.equal(await page.isVisible('[data-testid="answer-rule"]'), false);
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await page.fill('[data-testid="urls"]', '');
  await settled(page);
  assert.match(await page.textContent('[data-testid="verdict"]'), /^Type a URL or a path .* whether GPTBot may fetch it\./);
  assert.equal(await page.getAttribute('[data-testid="verdict"]', 'data-allowed'), null, 'no verdict for a / nobody asked about');
  await page.fill('[data-testid="urls"]', '/private/x');
  await settled(page);
  assert.match(await page.textContent('[data-testid="verdict"]'), /Blocked for GPTBot/);
  assert.deepEqual(errors, []);
});

test("a URL on another site than the file's is marked, in its row and in the answer, with the engine's words", async () => {
  const { page, errors } = await env.open('');
  // Another site's file over the example, whose URLs are on shop.example.
  await setFile(page, ['User-agent: *', 'Disallow: /search', '', 'Sitemap: https://www.news.example/sitemap.xml', ''].join('\n'));
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await page.fill(
    '[data-testid="urls"]',
    ['https://shop.example/search?q=%C3%A9t%C3%A9', 'https://news.example/search', '/search'].join('\n'),
  );
  await settled(page);
  const note = await page.textContent('[data-testid="answer-host"]');
  assert.equal(await page.isVisible('[data-testid="answer-host"]'), true);
  assert.match(
    note,
    /^This URL is on shop\.example, but the file's Sitemap lines point to www\.news\.example\. A robots\.txt applies only to URLs on its own host/,
  );
  const marks = await page.$$eval('[data-testid="url-row"]', (rows) =>
    rows.map((r) => r.querySelector('[data-testid="url-other-host"]')?.getAttribute('title') ?? null),
  );
  assert.deepEqual(marks, [note, null, null], 'only the shop.example row is marked; news.example is www.news.example without www.');
  // Focusing a URL of the file's own site takes the note away.
  await page.click('[data-testid="url-row"] >> nth=1');
  await settled(page);
  assert.equal(await page.isVisible('[data-testid="answer-host"]'), false);
  // A file that names no site cannot say whose it is: nothing is marked.
  await setFile(page, ['User-agent: *', 'Disallow: /search', ''].join('\n'));
  await settled(page);
  assert.equal(await page.locator('[data-testid="url-other-host"]').count(), 0);
  assert.deepEqual(errors, []);
});

test('the editor follows the decision: a new crawler shows its winning rule, without moving the cursor or the page', async () => {
  const { page } = await env.open('?perf');
  const filler = Array.from({ length: 300 }, (_, i) => `Disallow: /filler-${i}/`);
  const file = ['User-agent: *', ...filler, '', 'User-agent: GPTBot', 'Disallow: /', ''].join('\n');
  await setFile(page, file);
  // The cursor at the top of the file, the editor scrolled there.
  await page.evaluate(() => {
    const v = /** @type {any} */ (window).__robotsPerf.view;
    v.dispatch({ selection: { anchor: 0 }, scrollIntoView: true });
  });
  await page.evaluate(() => scrollTo(0, 0));
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await settled(page);
  const winner = 304; // `Disallow: /` in the GPTBot group
  await page.waitForFunction((n) => {
    const line = document.querySelector(`.cm-line[data-line="${n}"]`);
    if (!line) return false;
    const box = line.getBoundingClientRect();
    const scroller = document.querySelector('.cm-scroller').getBoundingClientRect();
    return box.top >= scroller.top && box.bottom <= scroller.bottom;
  }, winner);
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__robotsPerf.view.state.selection.main.head), 0, 'the cursor stayed');
  assert.equal(await page.evaluate(() => scrollY), 0, 'the page did not scroll');
});

test('typing in the file does not move the editor to the decision', async () => {
  const { page } = await env.open('');
  const filler = Array.from({ length: 300 }, (_, i) => `Disallow: /filler-${i}/`);
  await setFile(page, ['User-agent: GPTBot', 'Disallow: /', '', 'User-agent: *', ...filler, ''].join('\n'));
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await settled(page);
  // The user goes to the end and types there: the winner (line 2) stays out of view.
  await page.click('.cm-content');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('# end');
  await settled(page);
  await page.waitForTimeout(100);
  assert.equal(await page.$('.cm-line[data-line="2"]'), null, 'line 2 is not drawn: the editor stayed at the end');
});

test('long lines wrap in the editor: no sideways scrolling', async () => {
  const { page } = await env.open('', { viewport: { width: 1024, height: 768 } });
  await setFile(page, `User-agent: *\nDisallow: /${'very-long-segment/'.repeat(30)}\n`);
  const sideways = await page.$eval('.cm-scroller', (s) => s.scrollWidth - s.clientWidth);
  assert.ok(sideways <= 1, `the editor scrolls ${sideways} px sideways`);
});

test('the splitter shares the width by keyboard and by pointer, and the share survives a reload', async () => {
  const { page } = await env.open('', { viewport: { width: 1440, height: 900 } });
  const editorWidth = () => page.$eval('#editor-pane', (e) => e.getBoundingClientRect().width);
  const before = await editorWidth();
  await page.focus('[data-testid="splitter"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const wider = await editorWidth();
  assert.ok(wider > before + 100, `${before} → ${wider} px`);
  assert.equal(await page.getAttribute('[data-testid="splitter"]', 'aria-valuenow'), '66');
  await page.keyboard.press('Home');
  assert.equal(await page.getAttribute('[data-testid="splitter"]', 'aria-valuenow'), '25');

  // Dragged to the middle of the window.
  const bar = await page.$eval('[data-testid="splitter"]', (e) => {
    const b = e.getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + 100 };
  });
  await page.mouse.move(bar.x, bar.y);
  await page.mouse.down();
  await page.mouse.move(720, bar.y, { steps: 4 });
  await page.mouse.up();
  const dragged = Number(await page.getAttribute('[data-testid="splitter"]', 'aria-valuenow'));
  assert.ok(dragged >= 47 && dragged <= 53, `dragged to ${dragged}%`);

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  assert.equal(Number(await page.getAttribute('[data-testid="splitter"]', 'aria-valuenow')), dragged);
});

test('a long Why starts with the groups taken and the winner with its nearest rivals; "show all" lists the rest', async () => {
  const { page } = await env.open('');
  const named = Array.from({ length: 12 }, (_, i) => `User-agent: Bot${i}\nDisallow: /bot-${i}/\n`);
  const star = Array.from({ length: 40 }, (_, i) => `Disallow: /shop/${'x'.repeat(i % 7)}item-${i}`);
  await setFile(page, [...named, 'User-agent: *', 'Disallow: /shop/', 'Allow: /shop/item-1', ...star, ''].join('\n'));
  await page.fill('[data-testid="agent"]', 'Googlebot');
  await page.fill('[data-testid="urls"]', 'https://example.com/shop/item-14');
  await settled(page);
  const rows = () => page.$$eval('[data-testid="explain-rules"] tbody tr', (els) => els.map((e) => [e.className, e.cells[2].textContent]));
  const groups = () => page.$$eval('[data-testid="explain-groups"] li', (els) => els.map((e) => e.dataset.why));
  // The winner first, then the matching rules nearest to it, longest first.
  assert.deepEqual(await rows(), [
    ['is-winner', '/shop/item-14'],
    ['is-loser', '/shop/item-1'],
    ['is-loser', '/shop/'],
  ]);
  assert.deepEqual(await groups(), ['wildcard-fallback']);
  assert.equal(await page.textContent('[data-testid="explain-all-rules"]'), 'Show all 42 merged rules');
  assert.equal(await page.textContent('[data-testid="explain-all-groups"]'), 'Show all 13 groups');

  await page.click('[data-testid="explain-all-rules"]');
  await page.click('[data-testid="explain-all-groups"]');
  assert.equal((await rows()).length, 42);
  assert.equal((await groups()).length, 13);
  assert.equal(await page.getAttribute('[data-testid="explain-all-rules"]', 'aria-expanded'), 'true');
  // A short file lists everything at once, without the buttons.
  await setFile(page, 'User-agent: *\nDisallow: /a\nAllow: /b\n');
  assert.equal(await page.isVisible('[data-testid="explain-all-rules"]'), false);
  assert.equal((await rows()).length, 2);
});

test('a URL with no scheme that does not start with / is read as a host, and the answer says so', async () => {
  const { page } = await env.open('');
  await page.fill('[data-testid="urls"]', 'search?q=a');
  await settled(page);
  assert.equal(
    await page.textContent('[data-testid="url-note"]'),
    '"search?q=a" has no scheme and does not start with /, so it was read as the host "search" and the path /?q=a. For a path, start it with /: /search?q=a',
  );
  await page.fill('[data-testid="urls"]', '/search?q=a');
  await settled(page);
  assert.equal(await page.isVisible('[data-testid="url-note"]'), false);
  await page.fill('[data-testid="urls"]', 'https://example.com/search?q=a');
  await settled(page);
  assert.equal(await page.isVisible('[data-testid="url-note"]'), false);
});

test('typing a crawler name makes one announcement, once the answer has settled', async () => {
  const { page } = await env.open('');
  await page.waitForTimeout(800); // the first answer's announcement
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__said = [];
    new MutationObserver(() => w.__said.push(document.querySelector('[data-testid="live"]').textContent)).observe(
      document.querySelector('[data-testid="live"]'),
      { childList: true, characterData: true, subtree: true },
    );
  });
  await page.fill('[data-testid="agent"]', '');
  await page.type('[data-testid="agent"]', 'GPTBot', { delay: 80 });
  await page.waitForTimeout(1200);
  const said = await page.evaluate(() => /** @type {any} */ (window).__said);
  assert.equal(said.length, 1, `announced: ${JSON.stringify(said)}`);
  assert.match(said[0], /for GPTBot/);
});

test("every term has a line of help where it appears: the Why's parts, Presets, Reading, Bytes", async () => {
  const { page } = await env.open('');
  const helpAfter = (heading) =>
    page.$$eval(
      '[data-testid="explain"] h3',
      (hs, t) => {
        const h = hs.find((e) => e.textContent.startsWith(t));
        return h?.nextElementSibling?.classList.contains('help') ? h.nextElementSibling.textContent : '';
      },
      heading,
    );
  assert.match(await helpAfter('Token'), /product token/);
  assert.match(await helpAfter('Groups considered'), /User-agent lines/);
  assert.match(await helpAfter('Merged rules'), /Bytes: how much of the path/);
  assert.match(await helpAfter('Decision'), /longest matching pattern decides/);
  for (const id of ['preset', 'policy']) {
    const described = await page.$eval(
      `[data-testid="${id}"]`,
      (e) => document.getElementById(e.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    );
    assert.ok(described.length > 20, `${id} is described`);
  }
  assert.match(await page.getAttribute('[data-testid="explain-rules"] th:nth-child(4)', 'title'), /bytes of the path/);
  // Buttons that show a number say what they do.
  const names = await page.$$eval('[data-testid="explain"] button.line-link, [data-testid="answer"] button.line-link', (els) =>
    els.map((e) => e.getAttribute('aria-label') ?? e.textContent),
  );
  assert.ok(names.length > 2 && names.every((n) => /^Go to line \d+/.test(n)), names.join(' | '));
});

test('feedback appears beside what caused it: Copy in the toolbar, readings that disagree in the answer', async () => {
  const { page } = await env.open('', { viewport: { width: 1440, height: 900 } });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click('#copy');
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]').textContent.length > 0);
  const [status, toolbar] = await Promise.all(
    ['[data-testid="status"]', '#editor-pane .toolbar'].map((s) => page.$eval(s, (e) => e.getBoundingClientRect().toJSON())),
  );
  assert.ok(status.top >= toolbar.top && status.bottom <= toolbar.bottom, 'the status is in the toolbar, under the Copy button');
  // A typo Google accepts and RFC 9309 does not: the readings disagree, and the answer says so.
  await setFile(page, 'User-agent: *\nDisalow: /private\n');
  await page.fill('[data-testid="urls"]', '/private/x');
  await settled(page);
  assert.ok(
    await page.$eval('[data-testid="answer"] [data-kind="policy-diff"]', (e) => !e.hidden && e.textContent.length > 0),
    'the disagreement is in the answer bar',
  );
});
