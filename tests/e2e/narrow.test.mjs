// Narrow panes, phones and screen readers (issue 36), at 1440×900, 1024×768 and 360×740: the
// Why rules and groups become cards in a pane under 600 px, so that no pattern is squeezed into
// a column a few characters wide; the diagram fits its pane or scrolls with a visible cue; on a
// phone the pinned answer takes at most a quarter of the screen (its details on demand), the
// editor is reachable in one scroll, Tab follows the order shown and "Expect this answer" answers
// beside the button; the line at the editor's caret is announced once it rests there.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, setFile, settled, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const SIZES = [
  [1440, 900],
  [1024, 768],
  [360, 740],
];
const PHONE = { width: 360, height: 740 };

/** A file of 93 rules in one group: a long Why. */
const LONG = [
  'User-agent: *',
  ...Array.from({ length: 93 }, (_, i) => `${i % 3 ? 'Disallow' : 'Allow'}: /section-${i}/some/longer/path-${i}*`),
  '',
].join('\n');

/**
 * The Why's rules, shown whole: for each row, the width of its pattern cell's content, that
 * width in characters of the pattern's own font, whether the row is a card (its cells
 * labelled), and its height.
 */
async function whyRows(page) {
  await setFile(page, LONG);
  await page.fill('[data-testid="urls"]', 'https://example.com/section-4/some/longer/path-4x');
  await page.click('[data-testid="explain-all-rules"]');
  assert.equal(await page.getAttribute('[data-testid="explain-all-rules"]', 'aria-expanded'), 'true', '"show all" is still there');
  return page.$$eval('[data-testid="explain-rules"] tbody tr', (trs) => {
    const probe = document.createElement('code');
    probe.textContent = 'x'.repeat(12);
    probe.style.cssText = 'position:absolute;white-space:pre';
    trs[0].querySelector('td:nth-child(3)').append(probe);
    const twelve = probe.getBoundingClientRect().width;
    probe.remove();
    return trs.map((tr) => {
      const td = /** @type {HTMLElement} */ (tr.children[2]);
      const s = getComputedStyle(td);
      const content = td.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      return {
        chars: (content / twelve) * 12,
        card: getComputedStyle(td, '::before').content.includes('Pattern'),
        height: tr.getBoundingClientRect().height,
      };
    });
  });
}

for (const [width, height] of SIZES) {
  test(`at ${width}×${height}, no pattern of a 93-rule Why is narrower than 12 characters; a pane under 600 px shows cards`, async () => {
    const { page } = await env.open('', { viewport: { width, height } });
    const rows = await whyRows(page);
    assert.equal(rows.length, 93);
    const narrowest = Math.min(...rows.map((r) => r.chars));
    assert.ok(narrowest >= 12, `the narrowest pattern cell holds ${narrowest.toFixed(1)} characters`);
    const pane = await page.$eval('.explain', (e) => e.getBoundingClientRect().width);
    assert.equal(
      rows.every((r) => r.card),
      pane < 600,
      `a ${pane} px pane ${pane < 600 ? 'shows cards' : 'keeps the table'}`,
    );
    const tallest = Math.max(...rows.map((r) => r.height));
    assert.ok(tallest < 160, `the tallest rule takes ${tallest} px`);
  });
}

test('the Why follows its pane, not the window: the splitter narrows it at 1440 px and it becomes cards', async () => {
  const { page } = await env.open('', { viewport: { width: 1440, height: 900 } });
  await page.focus('[data-testid="splitter"]');
  await page.keyboard.press('End'); // the editor takes the most it can
  const rows = await whyRows(page);
  assert.ok(
    rows.every((r) => r.card),
    'cards',
  );
  assert.ok(Math.min(...rows.map((r) => r.chars)) >= 12);
  // The groups too are cards.
  const groups = await page.$$eval('[data-testid="explain-groups"] li', (lis) => lis.map((li) => getComputedStyle(li).borderTopStyle));
  assert.ok(groups.length && groups.every((b) => b === 'solid'), groups.join());
});

for (const [width, height] of SIZES) {
  test(`at ${width}×${height}, the diagram fits its pane, or scrolls sideways with a visible cue`, async () => {
    const { page } = await env.open('', { viewport: { width, height } });
    await settled(page);
    await page.waitForSelector('[data-testid="diagram"] svg');
    const d = await page.$eval('[data-testid="diagram"]', (box) => {
      const cue = document.querySelector('[data-testid="diagram-more"]');
      return {
        svg: box.querySelector('svg').getBoundingClientRect().width,
        box: box.clientWidth,
        scrolls: box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto',
        cue: !!cue && getComputedStyle(cue).display !== 'none' && /scroll/.test(cue.textContent),
      };
    });
    if (d.svg <= d.box + 0.5) assert.equal(d.cue, false, 'no cue when it fits');
    else assert.ok(d.scrolls && d.cue, `a ${d.svg} px diagram in a ${d.box} px pane: ${JSON.stringify(d)}`);
    if (width === 1440) assert.ok(d.svg <= d.box + 0.5, `at the default split the ${d.svg} px diagram fits the ${d.box} px pane`);
  });
}

/** The pinned answer's height. */
const answerHeight = (page) => page.$eval('[data-testid="answer"]', (e) => e.getBoundingClientRect().height);

test('on a phone the pinned answer takes at most a quarter of the screen, with or without a notice; its details open on demand', async () => {
  const { page } = await env.open('', { viewport: PHONE });
  const h = await answerHeight(page);
  assert.ok(h <= 185, `the answer takes ${h} px of 740`);
  assert.match(await page.textContent('[data-testid="answer-rule"]'), /Decided by/);
  assert.ok(await page.isVisible('[data-testid="answer-rule"]'), 'the winning rule is shown');
  assert.equal(await page.isVisible('[data-testid="answer-group"]'), false, 'the group waits behind "Details"');

  // A notice (the readings disagree): still a quarter, and the button says there is one.
  await setFile(page, 'User-agent: *\nDisalow: /private\n');
  await page.fill('[data-testid="urls"]', '/private/x');
  await page.waitForSelector('[data-testid="answer"] [data-kind="policy-diff"]', { state: 'attached' });
  const withNotice = await answerHeight(page);
  assert.ok(withNotice <= 185, `with a notice the answer takes ${withNotice} px`);
  assert.match(await page.$eval('[data-testid="answer-more"]', (e) => getComputedStyle(e, '::after').content), /note/);

  await page.click('[data-testid="answer-more"]');
  assert.equal(await page.getAttribute('[data-testid="answer-more"]', 'aria-expanded'), 'true');
  assert.ok(await page.isVisible('[data-testid="answer-group"]'));
  assert.ok(await page.isVisible('[data-testid="answer"] [data-kind="policy-diff"]'));
  await page.click('[data-testid="answer-more"]');
  assert.ok((await answerHeight(page)) <= 185);
});

test('on a phone a long URL, a long rule and a failing expectation keep the pinned answer within a quarter of the screen', async () => {
  const { page } = await env.open('', { viewport: PHONE });
  const path = `/private/${'very-long-segment/'.repeat(8)}`;
  await setFile(page, `User-agent: *\nDisallow: ${path}\nAllow: /\n`);
  await page.fill('[data-testid="urls"]', `https://shop.example${path}page.html?utm_source=newsletter&utm_medium=email`);
  await page.click('#expect-panel summary');
  await page.fill('[data-testid="expect-text"]', `allowed Googlebot https://shop.example${path}page.html`);
  await page.waitForSelector('[data-testid="expect-failing"]:not([hidden])');
  await page.evaluate(() => scrollTo(0, 0));
  const h = await answerHeight(page);
  assert.ok(h <= 185, `the answer takes ${h} px of 740`);
  await page.click('[data-testid="answer-more"]');
  assert.ok((await answerHeight(page)) > h, 'Details shows them whole');
});

test('on a phone the whole editor comes into view, under the pinned answer, within one scroll', async () => {
  const { page } = await env.open('', { viewport: PHONE });
  const { top, bottom } = await page.$eval('[data-testid="editor"]', (e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top + scrollY, bottom: r.bottom + scrollY };
  });
  const scroll = Math.max(0, bottom - PHONE.height);
  assert.ok(scroll <= PHONE.height, `the editor's bottom is ${bottom} px down the page`);
  await page.evaluate((y) => scrollTo(0, y), scroll);
  const [editor, answer] = await Promise.all(
    ['[data-testid="editor"]', '[data-testid="answer"]'].map((s) => page.$eval(s, (e) => e.getBoundingClientRect().toJSON())),
  );
  assert.ok(
    editor.top >= answer.bottom && editor.bottom <= PHONE.height + 0.5,
    `editor at ${editor.top}–${editor.bottom}, the answer ends at ${answer.bottom}`,
  );
  assert.ok(top > 0);
});

/**
 * Presses Tab from the top of the page until `last` has the focus; returns each stop's box in
 * page coordinates, and what it is.
 */
async function tabStops(page, last, max = 40) {
  const stops = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const e = /** @type {HTMLElement} */ (document.activeElement);
      const r = e.getBoundingClientRect();
      // Boxes in the page's coordinates (and the answer pane's, when it scrolls on its own);
      // the pinned answer is met before anything scrolls.
      const sticky = !!e.closest('[data-testid="answer"]');
      const pane = e.closest('.answer-pane');
      const top = r.top + (sticky ? 0 : scrollY + (pane?.scrollTop ?? 0));
      return { what: e.dataset.testid || e.id || e.className || e.tagName, inLayout: !!e.closest('#layout'), top, left: r.left };
    });
    stops.push(stop);
    if (stop.what === last) return stops;
  }
  throw new Error(`Tab never reached ${last}: ${stops.map((s) => s.what).join(' → ')}`);
}

test('on a phone Tab follows the order shown, top to bottom: answer, file, crawler, URLs, rows', async () => {
  const { page } = await env.open('', { viewport: PHONE });
  await page.evaluate(() => scrollTo(0, 0));
  const stops = await tabStops(page, 'url-row');
  const order = stops.map((s) => s.what);
  for (const id of ['winner-line', 'expect-this', 'file-input', 'agent', 'urls', 'policy'])
    assert.ok(order.includes(id), `${id} is a stop: ${order.join(' → ')}`);
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1], stops[i]];
    const sameRow = Math.abs(a.top - b.top) < 8;
    assert.ok(
      sameRow ? b.left > a.left : b.top > a.top,
      `${a.what} (${Math.round(a.top)}, ${Math.round(a.left)}) → ${b.what} (${Math.round(b.top)}, ${Math.round(b.left)}): ${order.join(' → ')}`,
    );
  }
});

test("at 1440 px Tab goes down the editor's column, then down the answer's", async () => {
  const { page } = await env.open('', { viewport: { width: 1440, height: 900 } });
  const all = await tabStops(page, 'url-row');
  // The header spans both columns; the splitter, between them, comes between them.
  const order = all.map((s) => s.what);
  assert.ok(order.indexOf('splitter') === order.indexOf('winner-line') - 1, order.join(' → '));
  const stops = all.filter((s) => s.inLayout && s.what !== 'splitter');
  const split = await page.$eval('[data-testid="splitter"]', (e) => e.getBoundingClientRect().left);
  const first = stops.findIndex((s) => s.left > split);
  assert.ok(
    first > 0 && stops.slice(first).every((s) => s.left > split),
    `the answer's column comes after the editor's: ${order.join(' → ')}`,
  );
  for (const column of [stops.slice(0, first), stops.slice(first)]) {
    for (let i = 1; i < column.length; i++) {
      const [a, b] = [column[i - 1], column[i]];
      assert.ok(Math.abs(a.top - b.top) < 8 ? b.left > a.left : b.top > a.top, `${a.what} → ${b.what}: ${order.join(' → ')}`);
    }
  }
});

test('on a phone "Expect this answer" says what it did beside the button', async () => {
  const { page } = await env.open('', { viewport: PHONE });
  await page.click('[data-testid="expect-this"]');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="status"]')].some((e) => /Expecting Googlebot/.test(e.textContent)),
  );
  const { button, said } = await page.evaluate(() => {
    const s = [...document.querySelectorAll('[role="status"]')].find((e) => /Expecting Googlebot/.test(e.textContent));
    return {
      button: document.querySelector('[data-testid="expect-this"]').getBoundingClientRect().toJSON(),
      said: s.getBoundingClientRect().toJSON(),
    };
  });
  const gap = Math.max(0, said.top - button.bottom, button.top - said.bottom);
  assert.ok(
    gap < 40 && said.bottom <= PHONE.height && said.top >= 0,
    `the confirmation is ${gap} px from the button, at ${said.top}–${said.bottom}`,
  );
});

test('the editor tells screen readers how to hear a line, and the line at the caret is announced once it rests', async () => {
  const { page } = await env.open('', { viewport: { width: 1440, height: 900 } });
  const described = await page.$eval(
    '.cm-content',
    (e) => document.getElementById(e.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );
  assert.match(described, /caret/);
  const live = '[data-testid="line-said"]';
  assert.equal(await page.getAttribute(live, 'aria-live'), 'polite');
  const notes = Array.from({ length: 8 }, (_, i) => `# note ${i + 1}`);
  await setFile(page, [...notes, 'User-agent: *', 'Disallow: /private/', 'Allow: /private/press/', ''].join('\n'));
  await page.fill('[data-testid="urls"]', 'https://example.com/private/press/x');
  await page.click('.cm-content');
  await page.keyboard.press('Control+Home');
  // Count what the live region says from here on.
  await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    globalThis.__said = [];
    new MutationObserver(() => el.textContent && globalThis.__said.push(el.textContent)).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  }, live);
  await page.waitForTimeout(900);
  await page.evaluate(() => (globalThis.__said = []));
  // Down to line 11 (the winning rule), one line at a time.
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => globalThis.__said.length), 0, 'nothing is said while the caret moves');
  await page.waitForFunction(() => globalThis.__said.length > 0);
  await page.waitForTimeout(900);
  await page.keyboard.press('End'); // the same line: nothing new
  await page.waitForTimeout(900);
  const said = await page.evaluate(() => globalThis.__said);
  assert.equal(said.length, 1, said.join(' | '));
  assert.match(said[0], /^Line 11, winning rule: merged for Googlebot.*wins/);
  assert.equal(said[0], await page.textContent('[data-testid="line-info"]'), 'what is said is what the line under the editor shows');
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => globalThis.__said.length > 1);
  assert.match((await page.evaluate(() => globalThis.__said))[1], /^Line 10, matching rule that lost: .*loses to line 11/);
});

test("axe: no serious or critical violation on a phone, with the Why as cards and the answer's details open", async () => {
  // axe is injected as an inline script, which the page's CSP rightly forbids.
  const { page } = await env.open('', { viewport: PHONE, bypassCSP: true });
  await whyRows(page);
  await page.click('[data-testid="answer-more"]');
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    // @ts-ignore
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  });
  assert.deepEqual(violations, []);
});
