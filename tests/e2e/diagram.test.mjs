// The decision diagram (issue 8): for every guide example, the groups it selects, the *
// fallback, ignored groups and the winner, read through the stable hooks; the link between
// the editor and the diagram both ways; keyboard use; SVG and PNG export; the second
// diagram when readings disagree; many groups; axe in both themes, with screenshots.

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import LZString from 'lz-string';
import { ROOT, setFile, settled, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const SHOTS = join(ROOT, 'target', 'screenshots');
const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const DIAGRAM = '[data-testid="diagram"]';
const OTHER = '[data-testid="diagram-other"]';

/** What a drawn diagram shows, through its data-* hooks. */
function readDiagram(page, sel = DIAGRAM) {
  return page.$eval(sel, (root) => {
    const nodes = [...root.querySelectorAll('[data-node]')];
    const groups = (state) =>
      nodes.filter((n) => n.dataset.node === 'group' && n.dataset.state === state && n.dataset.line).map((n) => Number(n.dataset.line));
    const w = root.querySelector('[data-node="winner"]');
    return {
      selected: groups('selected'),
      fallback: groups('fallback'),
      ignored: groups('ignored'),
      unselected: groups('unselected'),
      rules: nodes.filter((n) => n.dataset.node === 'rule').map((n) => `${n.dataset.line}:${n.dataset.state}`),
      winner: {
        line: w?.dataset.line ? Number(w.dataset.line) : null,
        allowed: w?.dataset.allowed,
        reason: w?.dataset.reason,
        text: w?.textContent ?? '',
      },
      steps: nodes.filter((n) => n.dataset.node === 'crawler').map((n) => n.dataset.step),
      edges: [...root.querySelectorAll('[data-edge]')].map((e) => e.getAttribute('data-edge')),
      diff: [...root.querySelectorAll('text[data-diff="true"]')].map((t) => t.textContent),
    };
  });
}

async function loadExample(page, id) {
  if (!(await page.$eval('[data-testid="guide"]', (d) => d.open))) await page.click('[data-testid="guide-toggle"]');
  await page.waitForSelector(`[data-example="${id}"]`);
  const before = await page.textContent('.cm-content');
  await page.click(`[data-example="${id}"]`);
  // The example's text arrives once the lesson's code has loaded; then its analysis settles.
  await page.waitForFunction((t) => document.querySelector('.cm-content')?.textContent !== t, before);
  await settled(page);
}

/** The page's own verdict hooks, to check the diagram against. */
const pageVerdict = (page) =>
  page.$eval('[data-testid="verdict"]', (e) => ({
    allowed: e.dataset.allowed,
    line: e.querySelector('[data-testid="winner-line"]')?.textContent ?? '',
  }));

// The lesson each example teaches, as the diagram must draw it (lines count the comment on line 1).
const EXPECT = {
  merged: { selected: [2, 8], fallback: [], ignored: [], winner: 9, allowed: 'true', reason: 'longest-match' },
  fallback: { selected: [], fallback: [5], ignored: [], winner: 6, allowed: 'false', reason: 'longest-match' },
  'no-inherit': { selected: [6], fallback: [], ignored: [], winner: null, allowed: 'true', reason: 'no-rule-matched', unselected: [2] },
  tie: {
    selected: [],
    fallback: [2],
    ignored: [],
    winner: 4,
    allowed: 'true',
    reason: 'allow-on-tie',
    text: /both match 8 bytes; allow wins the tie/,
  },
  anchor: { selected: [], fallback: [2], ignored: [], winner: 3, allowed: 'false', reason: 'longest-match' },
  adsbot: {
    selected: [],
    fallback: [],
    ignored: [2],
    winner: null,
    allowed: 'true',
    reason: 'no-group-applies',
    other: { fallback: [2], winner: 3, allowed: 'false' },
  },
  'image-fallback': {
    selected: [5],
    fallback: [],
    ignored: [],
    winner: null,
    allowed: 'true',
    reason: 'no-rule-matched',
    step: 'profile-fallback',
    other: { fallback: [2], winner: 3, allowed: 'false' },
  },
  'crawl-delay': { selected: [2], fallback: [], ignored: [], winner: 5, allowed: 'false', reason: 'longest-match' },
};

test('every guide example: selected groups, * fallback, ignored groups and the winner', async () => {
  const { page, errors } = await env.open('', { viewport: { width: 1280, height: 900 } });
  await page.click('[data-testid="guide-toggle"]');
  await page.waitForSelector('[data-example]');
  const ids = await page.$$eval('[data-example]', (els) => els.map((e) => e.getAttribute('data-example')));
  assert.deepEqual(ids.sort(), Object.keys(EXPECT).sort(), 'one expectation per example');
  for (const [id, want] of Object.entries(EXPECT)) {
    await loadExample(page, id);
    const d = await readDiagram(page);
    const msg = `example ${id}`;
    assert.deepEqual(d.selected, want.selected, `${msg}: selected groups`);
    assert.deepEqual(d.fallback, want.fallback, `${msg}: * fallback`);
    assert.deepEqual(d.ignored, want.ignored, `${msg}: ignored groups`);
    assert.equal(d.winner.line, want.winner, `${msg}: winning line`);
    assert.equal(d.winner.allowed, want.allowed, `${msg}: verdict`);
    assert.equal(d.winner.reason, want.reason, `${msg}: reason`);
    if (want.text) assert.match(d.winner.text, want.text, `${msg}: tie-break named`);
    if (want.unselected) for (const l of want.unselected) assert.ok(d.unselected.includes(l), `${msg}: group ${l} drawn as not used`);
    // The * fallback has its own kind of link, and only when it is used.
    assert.equal(d.edges.includes('fallback'), want.fallback.length > 0, `${msg}: fallback link`);
    assert.equal(d.edges.filter((e) => e === 'selected').length, want.selected.length, `${msg}: links to selected groups`);
    assert.equal(d.edges.includes('winner'), want.winner != null, `${msg}: link to the winner`);
    if (want.step) assert.ok(d.steps.includes(want.step), `${msg}: ${want.step} step drawn`);
    // The diagram agrees with the page's verdict.
    const v = await pageVerdict(page);
    assert.equal(v.allowed, want.allowed, `${msg}: page verdict`);
    assert.equal(v.line, want.winner ? String(want.winner) : '', `${msg}: page winner line`);
    // A second diagram only when another reading disagrees, with the steps that differ marked.
    const otherShown = await page.$eval(OTHER, (e) => !e.closest('[hidden]') && e.querySelector('svg') !== null);
    assert.equal(otherShown, Boolean(want.other), `${msg}: second diagram`);
    if (want.other) {
      const o = await readDiagram(page, OTHER);
      assert.deepEqual(o.fallback, want.other.fallback, `${msg}: other reading's fallback`);
      assert.equal(o.winner.line, want.other.winner, `${msg}: other reading's winner`);
      assert.equal(o.winner.allowed, want.other.allowed, `${msg}: other reading's verdict`);
      assert.ok(o.diff.some((t) => /Groups/.test(t)) && o.diff.some((t) => /Winner/.test(t)), `${msg}: differing steps marked (${o.diff})`);
    }
    // The text alternative lists the same decision.
    const list = await page.$$eval('[data-testid="diagram-text"] li', (els) => els.map((e) => e.textContent));
    assert.match(list.at(-1), want.allowed === 'true' ? /^Verdict: allowed/ : /^Verdict: blocked/, `${msg}: text alternative`);
  }
  assert.deepEqual(errors, []);
});

test('a full User-Agent string shows the token extraction step', async () => {
  const { page } = await env.open();
  await page.fill('[data-testid="agent"]', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
  const d = await readDiagram(page);
  assert.deepEqual(d.steps.slice(0, 2), ['user-agent', 'token']);
  assert.match(await page.textContent(`${DIAGRAM} [data-step="token"]`), /Googlebot/);
  assert.ok(d.edges.includes('step'));
});

test('the editor and the diagram highlight each other; keyboard moves between boxes', async () => {
  const { page } = await env.open('', { viewport: { width: 1280, height: 900 } });
  await loadExample(page, 'merged');
  const linked = () =>
    page.$$eval('.cm-line[data-diagram-linked]', (els) =>
      els.map((e) => e.closest('.cm-content') && [...e.parentElement.children].indexOf(e) + 1),
    );

  // Hovering a group box marks its lines (from its user-agent line to the next group).
  await page.hover(`${DIAGRAM} [data-node="group"][data-line="8"]`);
  assert.deepEqual((await linked()).slice(0, 2), [8, 9]);
  await page.hover(`${DIAGRAM} [data-node="rule"][data-line="3"]`);
  assert.deepEqual(await linked(), [3]);
  await page.mouse.move(5, 5);
  assert.deepEqual(await linked(), [], 'leaving the diagram clears the mark');

  // Keyboard: the boxes are one tab stop; arrows move; focus marks the lines too.
  await page.focus(`${DIAGRAM} [data-node="crawler"]`);
  assert.equal(await page.getAttribute(`${DIAGRAM} [data-node="crawler"]`, 'tabindex'), '0');
  await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-node'));
  assert.equal(focused, 'group');
  const line = Number(await page.evaluate(() => document.activeElement?.getAttribute('data-line')));
  assert.ok((await linked()).includes(line), 'the focused box marks its lines');
  // Enter jumps to the line in the editor.
  await page.focus(`${DIAGRAM} [data-node="rule"][data-line="6"]`).catch(() => {});
  await page.focus(`${DIAGRAM} [data-node="rule"][data-line="3"]`);
  await page.keyboard.press('Enter');
  assert.match(await page.textContent('[data-testid="line-info"]'), /^Line 3\b/);

  // The editor's cursor marks its box.
  await page.click('#editor .cm-line >> nth=8');
  assert.equal(await page.getAttribute(`${DIAGRAM} [data-node="rule"][data-line="9"]`, 'data-linked'), 'true');
  assert.equal(await page.getAttribute(`${DIAGRAM} [data-node="winner"]`, 'data-linked'), 'true');
  assert.equal(await page.getAttribute(`${DIAGRAM} [data-node="rule"][data-line="3"]`, 'data-linked'), null);
  await page.click('#editor .cm-line >> nth=2');
  assert.equal(await page.getAttribute(`${DIAGRAM} [data-node="rule"][data-line="3"]`, 'data-linked'), 'true');
  assert.equal(await page.getAttribute(`${DIAGRAM} [data-node="group"][data-line="2"]`, 'data-linked'), 'true');
  assert.equal(await page.getAttribute(`${DIAGRAM} [data-node="rule"][data-line="9"]`, 'data-linked'), null);
});

test('the diagram follows every keystroke', async () => {
  const { page } = await env.open();
  await setFile(page, 'User-agent: *\nDisallow: /a\n');
  await page.fill('[data-testid="agent"]', 'SomeBot');
  await page.fill('[data-testid="urls"]', 'https://example.com/ab');
  assert.equal((await readDiagram(page)).winner.line, 2);
  await page.click('.cm-content');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Allow: /ab');
  // The diagram is drawn after the keystroke's frame: wait for the analysis to settle.
  await settled(page);
  const d = await readDiagram(page);
  assert.equal(d.winner.line, 3);
  assert.deepEqual(d.rules, ['3:matched', '2:matched'], 'rules ordered by priority');
});

test('export: a standalone SVG and a PNG', async () => {
  const { page } = await env.open('', { colorScheme: 'dark' });
  await loadExample(page, 'tie');
  const [svgDl] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="export-svg"]')]);
  assert.equal(svgDl.suggestedFilename(), 'robots-diagram.svg');
  const svgText = readFileSync(await svgDl.path(), 'utf8');
  const check = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    const style = root.querySelector('style')?.textContent ?? '';
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      name: root.localName,
      ns: root.namespaceURI,
      viewBox: root.getAttribute('viewBox'),
      styleLen: style.length,
      vars: /var\(/.test(style),
      font: /font-family:[^;]*(sans|system-ui)/.test(style),
      winner: root.querySelector('[data-node="winner"]')?.textContent ?? '',
      scripts: root.querySelectorAll('script').length,
    };
  }, svgText);
  assert.equal(check.error, null, 'parses as XML');
  assert.equal(check.name, 'svg');
  assert.equal(check.ns, 'http://www.w3.org/2000/svg');
  assert.match(check.viewBox, /^0 0 \d+ \d+$/);
  assert.ok(check.styleLen > 500, 'styles inlined');
  assert.equal(check.vars, false, 'no custom properties left: colours resolved');
  assert.ok(check.font, 'fonts inlined');
  assert.match(check.winner, /both match 8 bytes; allow wins the tie/);
  assert.equal(check.scripts, 0);
  // The dark theme's colours are the ones exported.
  assert.match(svgText, /#1d2024/i, 'dark pane colour as background');

  const [pngDl] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="export-png"]')]);
  assert.equal(pngDl.suggestedFilename(), 'robots-diagram.png');
  const png = readFileSync(await pngDl.path());
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  const width = png.readUInt32BE(16);
  assert.ok(width >= 1000, `PNG at twice the size (width ${width})`);
});

test('export leaves out what only works on the page ("Show them", buttons)', async () => {
  const { page } = await env.open();
  // The example's groups for other crawlers are folded, with a "Show them" link on the page.
  assert.match(await page.textContent(`${DIAGRAM} [data-collapsed]`), /Show them/);
  const [svgDl] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="export-svg"]')]);
  const svgText = readFileSync(await svgDl.path(), 'utf8');
  const check = await page.evaluate((text) => {
    const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    return {
      folded: root.querySelector('[data-collapsed]')?.textContent ?? '',
      buttons: root.querySelectorAll('[role="button"], [tabindex]').length,
    };
  }, svgText);
  assert.match(check.folded, /more groups/, 'the folded groups are still counted');
  assert.doesNotMatch(check.folded, /Show them|Activate/);
  assert.equal(check.buttons, 0);
  // The PNG is drawn from the same SVG; the page still offers the link.
  assert.match(await page.textContent(`${DIAGRAM} [data-collapsed]`), /Show them/);
});

test('2,000 groups: unmatched groups collapse, rules are capped, typing stays fluid', async () => {
  const parts = [];
  for (let i = 0; i < 2000; i++) parts.push(`User-agent: bot${String.fromCharCode(97 + (i % 26))}x${i}\nDisallow: /p${i}/\n`);
  const rules = Array.from({ length: 50 }, (_, i) => `Disallow: /shop/${'x'.repeat(i)}`).join('\n');
  const text = `User-agent: FooBot\n${rules}\n\n${parts.join('\n')}`;
  // Through a shared link: typing 80 K characters into the editor takes minutes in CI.
  const state = { text, agent: 'FooBot', urls: 'https://example.com/shop/xxx' };
  const { page, errors } = await env.open(`#s=${LZString.compressToEncodedURIComponent(JSON.stringify(state))}`, {
    viewport: { width: 1280, height: 900 },
  });
  // Over 64 K characters the panels follow a pause in typing: wait for the diagram.
  const selected = () =>
    document.querySelector('[data-testid="diagram"] [data-node="group"][data-line="1"]')?.getAttribute('data-state') === 'selected';
  await page.waitForFunction(selected);
  const d = await readDiagram(page);
  assert.deepEqual(d.selected, [1]);
  assert.equal(d.rules.length, 30, 'top 30 rules drawn');
  assert.equal(d.rules[0], '5:matched', 'the longest match first');
  assert.match(await page.textContent(`${DIAGRAM} [data-testid="more-rules"]`), /\+20 more/);
  assert.equal(await page.getAttribute(`${DIAGRAM} [data-collapsed]`, 'data-collapsed'), '2000');
  assert.ok((await page.$$(`${DIAGRAM} [data-node]`)).length < 40, 'few boxes drawn');

  // Typing at the end of line 2 (the shortest rule) re-draws quickly.
  await page.click('.cm-content');
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  const t0 = Date.now();
  await page.keyboard.type('zz');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="diagram"] [data-node="rule"][data-line="2"]')?.getAttribute('data-state') === 'unmatched',
  );
  const ms = Date.now() - t0;
  assert.ok(ms < 3000, `two keystrokes took ${ms} ms`);

  // Expanding shows some of them, not all 2,000.
  await page.click(`${DIAGRAM} [data-collapsed]`);
  const shown = await page.$$(`${DIAGRAM} [data-node="group"][data-line]`);
  assert.ok(shown.length > 10 && shown.length <= 41, `expanded groups drawn: ${shown.length}`);
  assert.ok(Number(await page.getAttribute(`${DIAGRAM} [data-collapsed]`, 'data-collapsed')) > 1900);
  assert.deepEqual(errors, []);
});

async function axe(page) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
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
}

for (const scheme of ['light', 'dark']) {
  test(`axe with the diagram, the second diagram and the guide open (${scheme}); screenshot`, async () => {
    const { page } = await env.open('', { colorScheme: scheme, viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await loadExample(page, 'image-fallback');
    await page.click('.diagram-alt summary');
    mkdirSync(SHOTS, { recursive: true });
    await page.locator('#diagram-pane').screenshot({ path: join(SHOTS, `diagram-${scheme}.png`) });
    assert.deepEqual(await axe(page), []);
  });
}
