// The comparison's earlier version is what the user loaded (issue 36): opening or dropping a
// file, pasting one over most of the text, a link and an example each set it; the panel names it
// and says when it was set, and "Use the current text as the earlier version" sets it by hand.
// The flips download as CSV and JSON, as the engine listed them.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { ready, setFile, settled, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const BEFORE = ['User-agent: *', 'Disallow: /private/', '', 'User-agent: GPTBot', 'Disallow: /', ''].join('\n');
const AFTER = ['User-agent: *', 'Disallow: /private/', ''].join('\n');

/** The summary once it says `re`. */
async function summary(page, re) {
  await page.waitForFunction(
    (src) => new RegExp(src).test(document.querySelector('[data-testid="diff-summary"]')?.textContent ?? ''),
    re.source,
  );
  return page.textContent('[data-testid="diff-summary"]');
}

/** Pastes `text` over the whole file as a user does: Ctrl+A, then a paste (the clipboard's text). */
async function paste(page, text) {
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.evaluate((t) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', t);
    document
      .querySelector('.cm-content')
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForFunction((t) => [...document.querySelectorAll('#editor .cm-line')].map((l) => l.textContent).join('\n') === t, text);
  await settled(page);
}

const openFile = (page, text) =>
  page.setInputFiles('[data-testid="file-input"]', { name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });

test('a file pasted over the example, with no edit since: no flips, and the panel names the paste', async () => {
  const { page, errors } = await env.open('');
  await paste(page, BEFORE);
  await page.click('#diff-panel summary');
  assert.match(await summary(page, /answer/), /^No answer changes against the file you pasted: \d+ crawlers × \d+ URLs compared\.$/);
  assert.match(
    await page.textContent('[data-testid="diff-baseline"]'),
    /^Earlier version: the file you pasted, set just now \(.+\)\. Use the current text as the earlier version$/,
  );
  assert.equal(await page.inputValue('[data-testid="diff-source"]'), 'loaded');

  // Typing is an edit, compared with the paste; a reload keeps the paste as the earlier version.
  await setFile(page, AFTER);
  assert.match(
    await summary(page, /^This edit opens \d+ URLs to GPTBot \(/),
    /^This edit opens \d+ URLs to GPTBot \(.*\)\. Compared with the file you pasted\.$/,
  );
  await page.reload();
  await ready(page);
  await page.click('#diff-panel summary');
  assert.match(await summary(page, /^This edit/), /Compared with the file you pasted\.$/);
  assert.match(await page.textContent('[data-testid="diff-baseline"]'), /the file you pasted, set just now/);
  assert.deepEqual(errors, []);
});

test('a paste into part of the file is an edit; a paste into an emptied file is a file', async () => {
  const { page, errors } = await env.open('');
  await openFile(page, BEFORE);
  await page.waitForFunction(() => document.querySelector('.cm-content')?.textContent?.includes('GPTBot'));
  await settled(page);
  // The last two lines (a third of the file) pasted over: an edit.
  await page.click('.cm-content');
  await page.keyboard.press('Control+End');
  for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowUp');
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.setData('text/plain', 'User-agent: GPTBot\nAllow: /\n');
    document
      .querySelector('.cm-content')
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await settled(page);
  await page.click('#diff-panel summary');
  assert.match(await summary(page, /^This edit/), /^This edit opens \d+ URLs to GPTBot .*Compared with the file you opened\.$/);
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await paste(page, AFTER);
  assert.match(await summary(page, /^No answer/), /against the file you pasted/);
  assert.deepEqual(errors, []);
});

test('opening a file sets the earlier version, and says so', async () => {
  const { page, errors } = await env.open('');
  await page.click('#diff-panel summary');
  assert.match(await summary(page, /^No answer/), /against the example the page starts with/);
  await setFile(page, AFTER);
  assert.match(await summary(page, /^This edit/), /Compared with the example the page starts with\.$/);
  await openFile(page, BEFORE);
  assert.match(await summary(page, /^No answer/), /^No answer changes against the file you opened:/);
  assert.match(await page.textContent('[data-testid="diff-baseline"]'), /^Earlier version: the file you opened, set just now/);
  await setFile(page, AFTER);
  assert.match(
    await summary(page, /^This edit opens \d+ URLs to GPTBot \(/),
    /^This edit opens \d+ URLs to GPTBot .*Compared with the file you opened\.$/,
  );
  assert.deepEqual(errors, []);
});

test('an example of the guide sets the earlier version', async () => {
  const { page, errors } = await env.open('');
  await setFile(page, AFTER);
  await page.click('#diff-panel summary');
  await summary(page, /^This edit/);
  await page.click('[data-testid="guide-toggle"]');
  await page.click('[data-example="tie"]');
  assert.match(await summary(page, /^No answer/), /^No answer changes against the guide's example:/);
  assert.match(await page.textContent('[data-testid="diff-baseline"]'), /^Earlier version: the guide's example, set just now/);
  assert.deepEqual(errors, []);
});

test('"Use the current text as the earlier version"', async () => {
  const { page, errors } = await env.open('');
  await openFile(page, BEFORE);
  await page.waitForFunction(() => document.querySelector('.cm-content')?.textContent?.includes('GPTBot'));
  await settled(page);
  await setFile(page, AFTER);
  await page.click('#diff-panel summary');
  await summary(page, /^This edit opens/);
  await page.click('[data-testid="diff-use-current"]');
  assert.match(await summary(page, /^No answer/), /^No answer changes against the text you chose as the earlier version:/);
  assert.match(
    await page.textContent('[data-testid="diff-baseline"]'),
    /^Earlier version: the text you chose as the earlier version, set just now/,
  );
  await setFile(page, BEFORE);
  assert.match(
    await summary(page, /^This edit closes/),
    /^This edit closes \d+ URLs to GPTBot .*Compared with the text you chose as the earlier version\.$/,
  );
  // Another source hides the line: it is about the file loaded.
  await page.selectOption('[data-testid="diff-source"]', 'other');
  assert.equal(await page.isVisible('[data-testid="diff-baseline"]'), false);
  await page.fill('[data-testid="diff-other"]', BEFORE);
  assert.match(await summary(page, /^No answer/), /against the file pasted or opened here/);
  assert.deepEqual(errors, []);
});

/** Clicks `sel` and gives the text of the file it downloads, and its name. */
async function downloaded(page, sel) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(sel)]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('the flips download as CSV and JSON, as the engine listed them', async () => {
  const { page, errors } = await env.open('');
  await openFile(page, BEFORE);
  await page.waitForFunction(() => document.querySelector('.cm-content')?.textContent?.includes('GPTBot'));
  await settled(page);
  await page.fill('[data-testid="urls"]', 'https://example.com/blog/\nhttps://example.com/=SUM(1,2)');
  await page.click('#diff-panel summary');
  await summary(page, /^No answer/);
  assert.equal(await page.isDisabled('[data-testid="diff-csv"]'), false, 'a comparison without flips downloads too (its counts)');
  await setFile(page, AFTER);
  const said = await summary(page, /^This edit opens \d+ URLs to GPTBot \(/);
  const total = Number(/\((\d+) flips/.exec(said)[1]);

  const json = await downloaded(page, '[data-testid="diff-json"]');
  assert.equal(json.name, 'robots-comparison.json');
  const d = JSON.parse(json.text);
  assert.equal(d.total, total);
  assert.equal(d.flips.length, total);
  assert.deepEqual(d.counts, [{ agent: 'GPTBot', opened: total, closed: 0 }]);
  assert.ok(d.agents.includes('GPTBot') && d.urlCount > 0);
  assert.deepEqual(
    d.flips.find((f) => f.url === 'https://example.com/blog/'),
    { agent: 'GPTBot', url: 'https://example.com/blog/', before: { allowed: false, line: 5 }, after: { allowed: true, line: 0 } },
  );

  const csv = await downloaded(page, '[data-testid="diff-csv"]');
  assert.equal(csv.name, 'robots-comparison.csv');
  const lines = csv.text.split('\r\n');
  assert.equal(lines[0], 'crawler,url,before,line before,now,line now');
  assert.equal(lines.length, total + 2, 'a line per flip, and the header, and the last line break');
  assert.ok(lines.includes('GPTBot,https://example.com/blog/,blocked,5,allowed,'));
  assert.ok(lines.includes('GPTBot,"https://example.com/=SUM(1,2)",blocked,5,allowed,'), 'a comma is quoted');
  assert.deepEqual(
    lines.slice(1, -1).map((l) => l.split(',')[0]),
    d.flips.map((f) => f.agent),
    'the same flips, in the same order',
  );
  assert.deepEqual(errors, []);
});

test('with localStorage full, the panel says the earlier version could not be kept, before and after a reload', async () => {
  const context = await env.browser.newContext();
  try {
    // Every write to localStorage fails as in a full one; the tab's sessionStorage still works.
    await context.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (this === window.localStorage) throw new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');
        return setItem.call(this, k, v);
      };
    });
    const { page, errors } = await env.open('', { context });
    await paste(page, BEFORE);
    await setFile(page, AFTER);
    await page.click('#diff-panel summary');
    assert.equal(await page.isVisible('[data-testid="diff-not-kept"]'), false, 'nothing said before the page tried to keep it');
    // The page keeps the earlier version as it is hidden (here: as a tab switch would).
    await page.evaluate(() => dispatchEvent(new Event('pagehide')));
    assert.match(
      await page.textContent('[data-testid="diff-not-kept"]'),
      /did not let the page keep the earlier version \(its storage is full or blocked\): after a reload/,
    );
    assert.equal(await page.isVisible('[data-testid="diff-not-kept"]'), true);
    await page.reload();
    await ready(page);
    await page.click('#diff-panel summary');
    assert.match(
      await page.textContent('[data-testid="diff-not-kept"]'),
      /did not let the page keep the earlier version across the reload/,
    );
    assert.equal(await page.isVisible('[data-testid="diff-not-kept"]'), true);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
