// The guide ("New to this? Start here"): it opens from the keyboard, covers the topics in
// plain words, links to RFC 9309 and Google's documentation without fetching anything, and
// every example loads its file, crawler, URLs and reading into the page (and its link).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

test('the guide opens from the keyboard and covers the basics', async () => {
  const { page } = await env.open();
  assert.equal(await page.$eval('[data-testid="guide"]', (d) => d.open), false, 'closed at first');
  await page.focus('[data-testid="guide-toggle"]');
  await page.keyboard.press('Enter');
  assert.equal(await page.$eval('[data-testid="guide"]', (d) => d.open), true);
  // Its text loads as it opens.
  await page.waitForSelector('[data-testid="example"]');
  assert.match(await page.textContent('[data-testid="guide-toggle"]'), /New to this\? Start here/);
  const text = await page.textContent('[data-testid="guide"]');
  for (const topic of [
    /product token/i,
    /User-Agent/,
    /group/i,
    /merge|combined/i,
    /\* group is a fallback/i,
    /does not inherit|ignores every `?\*`? rule/i,
    /Allow wins/,
    /longest|most bytes/i,
    /\$/,
  ]) {
    assert.match(text, topic);
  }
});

test('the guide says where the diagram is: in the answer pane, under the diagnostics, as it is drawn', async () => {
  const { page } = await env.open('', { viewport: { width: 1400, height: 900 } });
  await page.click('[data-testid="guide-toggle"]');
  await page.waitForSelector('[data-testid="example"]');
  const text = await page.textContent('[data-testid="guide"]');
  assert.match(text, /the diagram in the answer pane, under the diagnostics/);
  const box = (s) => page.$eval(s, (e) => e.getBoundingClientRect().toJSON());
  const [editor, diagnostics, diagram] = await Promise.all(['#editor', '.diagnostics', '[data-testid="diagram"]'].map(box));
  assert.ok(diagram.left >= editor.right, `diagram left ${diagram.left} right of the editor's right ${editor.right}`);
  assert.ok(diagram.top >= diagnostics.bottom, `diagram top ${diagram.top} under the diagnostics' bottom ${diagnostics.bottom}`);
});

test("links go to RFC 9309 sections and Google's documentation, and nothing is fetched", async () => {
  const { page, context } = await env.open();
  const foreign = [];
  context.on('request', (r) => {
    if (!r.url().startsWith(env.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url());
  });
  await page.click('[data-testid="guide-toggle"]');
  await page.waitForSelector('[data-testid="example"]');
  const links = await page.$$eval('[data-testid="guide"] a', (as) => as.map((a) => ({ href: a.getAttribute('href'), rel: a.rel })));
  const hrefs = links.map((l) => l.href);
  for (const s of ['2.1', '2.2.1', '2.2.2', '2.2.3'])
    assert.ok(hrefs.includes(`https://www.rfc-editor.org/rfc/rfc9309.html#section-${s}`), `RFC 9309 §${s}`);
  assert.ok(hrefs.includes('https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt'));
  for (const l of links) assert.match(l.rel, /noopener/);
  await page.waitForTimeout(300);
  assert.deepEqual(foreign, []);
});

test('each example loads a file, a crawler, URLs and a reading', async () => {
  const { page, errors } = await env.open();
  await page.click('[data-testid="guide-toggle"]');
  await page.waitForSelector('[data-testid="example"]');
  const buttons = await page.$$eval('[data-testid="example"]', (els) => els.map((e) => ({ id: e.dataset.example, label: e.textContent })));
  assert.equal(buttons.length, 8);
  const seen = new Set();
  for (const { id, label } of buttons) {
    await page.click(`[data-example="${id}"]`);
    // The page scrolls them into view after the load; on a busy machine that takes a frame or more.
    const shown = () =>
      ['#editor-pane', '[data-testid="answer"]'].every((s) => {
        const b = document.querySelector(s).getBoundingClientRect();
        return b.top >= 0 && b.top < innerHeight;
      });
    await page.waitForFunction(shown, null, { timeout: 5000 }).catch(() => {});
    const got = await page.evaluate(() => ({
      text: document.querySelector('.cm-content')?.textContent ?? '',
      agent: /** @type {HTMLInputElement} */ (document.querySelector('[data-testid="agent"]')).value,
      urls: /** @type {HTMLTextAreaElement} */ (document.querySelector('[data-testid="urls"]')).value,
      policy: /** @type {HTMLSelectElement} */ (document.querySelector('[data-testid="policy"]')).value,
      focused: document.querySelector('[data-testid="url-row"][aria-pressed="true"]') === document.querySelector('[data-testid="url-row"]'),
      status: document.getElementById('status')?.textContent ?? '',
      // The editor and the answer are in view, not left under the guide.
      inView: ['#editor-pane', '[data-testid="answer"]'].every((s) => {
        const b = document.querySelector(s).getBoundingClientRect();
        return b.top >= 0 && b.top < innerHeight;
      }),
    }));
    assert.ok(got.inView, `${id}: the editor and the answer are in view`);
    assert.match(got.text, /^# .*User-agent:/, `${id}: the file, starting with its lesson`);
    assert.ok(got.agent.length > 0, `${id}: a crawler`);
    assert.ok(
      got.urls.split('\n').every((u) => u.startsWith('https://')),
      `${id}: URLs`,
    );
    assert.ok(got.focused, `${id}: the first URL is focused`);
    assert.match(got.status, new RegExp(`Loaded the example: ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    seen.add(`${got.text}|${got.agent}|${got.urls}|${got.policy}`);
    if (/AdsBot|Googlebot-Image falls/.test(label)) assert.equal(got.policy, 'crawler', `${id}: needs the crawlers' reading`);
  }
  assert.equal(seen.size, buttons.length, 'every example is different');

  // The example is in the page's link, so it can be shared.
  await page.click('[data-example="tie"]');
  await page.click('#share');
  const link = await page.inputValue('[data-testid="share-url"]');
  const { page: again } = await env.open(link.slice(link.indexOf('#')));
  assert.match(await again.$eval('.cm-content', (e) => e.textContent), /Allow: \/\*\.html\$/);
  assert.equal(await again.getAttribute('[data-testid="diagram"] [data-node="winner"]', 'data-reason'), 'allow-on-tie');
  assert.deepEqual(errors, []);
});
