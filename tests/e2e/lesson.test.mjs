// The guide's examples are lessons one can leave (issue 36): a lesson keeps the user's file,
// crawler, URLs, reading, HTTP status and the comparison's earlier version; "Back to your file",
// or Ctrl+Z while the lesson's file is unchanged, puts all of them back, also after a reload.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ready, setFile, settled, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const OPENED = ['User-agent: *', 'Disallow: /private/', '', 'User-agent: GPTBot', 'Disallow: /', ''].join('\n');
const MINE = ['User-agent: *', 'Disallow: /private/', 'Disallow: /tmp/', ''].join('\n');

/** The user's setup as the page shows it, and the comparison's summary and earlier version. */
const setupOf = (page) =>
  page.evaluate(() => ({
    text: [...document.querySelectorAll('#editor .cm-line')].map((l) => l.textContent).join('\n'),
    agent: document.querySelector('[data-testid="agent"]').value,
    urls: document.querySelector('[data-testid="urls"]').value,
    policy: document.querySelector('[data-testid="policy"]').value,
    status: document.querySelector('[data-testid="http-status"]').value,
    verdict: document.querySelector('[data-testid="verdict"]').dataset.allowed,
  }));

/** The comparison's summary once it names `against`, and the line on the earlier version (the panel open). */
async function compared(page, against) {
  await page.waitForFunction((a) => document.querySelector('[data-testid="diff-summary"]')?.textContent.includes(a), against);
  return {
    summary: await page.textContent('[data-testid="diff-summary"]'),
    earlier: (await page.textContent('[data-testid="diff-baseline"]')).replace(/, set .*/, ''),
  };
}

/**
 * A setup of one's own: a file opened then edited (the earlier version: the file opened), a
 * crawler, URLs, a reading and a status; the comparison panel open. Gives it as shown.
 */
async function mySetup(page, status = '') {
  await page.setInputFiles('[data-testid="file-input"]', { name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(OPENED) });
  await page.waitForFunction(() => document.querySelector('.cm-content')?.textContent?.includes('GPTBot'));
  await settled(page);
  await setFile(page, MINE);
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await page.fill('[data-testid="urls"]', 'https://example.com/tmp/a\nhttps://example.com/blog/');
  await page.selectOption('[data-testid="policy"]', 'rfc9309');
  await page.selectOption('[data-testid="http-status"]', status);
  await page.click('#diff-panel summary');
  const shown = await setupOf(page);
  assert.equal(shown.text, MINE.replace(/\n$/, '\n'));
  return { shown, compare: await compared(page, 'the file you opened') };
}

/** Opens the guide and tries its example `id`; checks the lesson is shown. */
async function lesson(page, id = 'tie') {
  if (!(await page.$eval('[data-testid="guide"]', (d) => d.open))) await page.click('[data-testid="guide-toggle"]');
  await page.click(`[data-example="${id}"]`);
  // The lesson's part of the page may still be loading (a lazy module) on a busy machine.
  await page.waitForSelector('[data-testid="lesson-back"]', { state: 'visible', timeout: 15000 });
  const during = await setupOf(page);
  assert.match(during.text, /^# Both (patterns are 8 bytes long|groups name Googlebot)/, "the lesson's file");
  assert.equal(during.agent, 'Googlebot');
  assert.equal(during.policy, 'google');
  assert.equal(during.status, '', 'the lesson reads the file as served');
  await compared(page, "the guide's example");
}

/** Checks the page shows `mine` again, the lesson's bar gone. */
async function backTo(page, mine) {
  await page.waitForFunction(() => !document.querySelector('.cm-content').textContent.includes('# Both '));
  await settled(page);
  assert.deepEqual(await setupOf(page), mine.shown, 'the file, crawler, URLs, reading and status are back');
  assert.deepEqual(await compared(page, 'the file you opened'), mine.compare, 'the earlier version is back');
  assert.equal(await page.isVisible('[data-testid="lesson-bar"]'), false);
}

test('a lesson, then "Back to your file": the file, crawler, URLs, reading and earlier version come back', async () => {
  const { page, errors } = await env.open('');
  const mine = await mySetup(page);
  assert.match(mine.compare.summary, /^This edit opens \d+ URLs to GPTBot, closes .*Compared with the file you opened\.$/);
  await lesson(page);
  await lesson(page, 'merged');
  await page.click('[data-testid="lesson-back"]');
  await backTo(page, mine);
  assert.match(await page.textContent('[data-testid="status"]'), /^Back to your file/);
  assert.deepEqual(errors, []);
});

test("Ctrl+Z right after a lesson puts everything back, from the example's button or in the editor", async () => {
  const { page, errors } = await env.open('');
  const mine = await mySetup(page, '503');
  await lesson(page);
  // The focus is still on the example's button.
  await page.keyboard.press('Control+z');
  await backTo(page, mine);

  await lesson(page);
  await page.click('.cm-content');
  await page.keyboard.type('x');
  await settled(page);
  await page.keyboard.press('Control+z');
  await settled(page);
  assert.match(await page.textContent('.cm-content'), /^# Both patterns/, 'an edit of the lesson is undone first');
  assert.equal(await page.isVisible('[data-testid="lesson-back"]'), true);
  await page.keyboard.press('Control+z');
  await backTo(page, mine);
  assert.deepEqual(errors, []);
});

test("a reload during a lesson still leads back to one's file; opening a file ends the lesson", async () => {
  const { page, errors } = await env.open('');
  const mine = await mySetup(page);
  await lesson(page);
  await page.reload();
  await ready(page);
  await page.waitForSelector('[data-testid="lesson-back"]', { state: 'visible' });
  assert.match(await page.textContent('[data-testid="lesson-note"]'), /Allow wins a tie/);
  await page.click('#diff-panel summary');
  await page.click('[data-testid="lesson-back"]');
  await backTo(page, mine);

  // A file of one's own during a lesson: it is the user's now, and the way back goes.
  await lesson(page);
  await page.setInputFiles('[data-testid="file-input"]', { name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(MINE) });
  await page.waitForFunction(() => !document.querySelector('.cm-content').textContent.includes('# Both '));
  assert.equal(await page.isVisible('[data-testid="lesson-bar"]'), false);
  await page.reload();
  await ready(page);
  assert.equal(await page.isVisible('[data-testid="lesson-bar"]'), false, 'and stays gone after a reload');
  assert.deepEqual(errors, []);
});
