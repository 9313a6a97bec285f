// The <robots-playground> element loads CodeMirror only when the user starts editing: until
// then it shows its file in a light view (no CodeMirror) with the same roles, verdicts and
// layout. These tests check what a page loads before any edit, that a click, Tab or a key
// brings the editor in place (caret where clicked, nothing typed lost, nothing jumps), that a
// read-only widget never loads it, that both views show the same roles, that the light view
// is accessible and styled by the same parts and properties, and that the package's chunks
// load without a bundler.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, editWidget, loadedCodeMirror, openInPackage, setup, widgetRoles, widgetText } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/**
 * Opens `path` (embed.html, or `body` served there) in a fresh context once every widget has
 * its verdicts. `slowEditor`: the editor's module is held back 400 ms, so that what the user
 * does meanwhile happens before the editor is there.
 */
async function open({ path = 'embed.html', body = null, slowEditor = false, bypassCSP = false } = {}) {
  const context = await env.browser.newContext({ bypassCSP });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  if (body) await page.route(`${env.url}${path}`, (route) => route.fulfill({ contentType: 'text/html', body }));
  if (slowEditor) {
    await page.route(/editing-[A-Z0-9]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
  }
  await page.goto(`${env.url}${path}`);
  await page.waitForFunction(() => [...document.querySelectorAll('robots-playground')].every((e) => e.verdicts?.length), null, {
    timeout: 20000,
  });
  await page.evaluate(() => Promise.all([...document.querySelectorAll('robots-playground')].map((e) => e.ready)));
  return { page, errors, close: () => context.close() };
}

/** The light view's accessible attributes. */
const lightAttrs = (page, sel) =>
  page.$eval(sel, (el) => {
    const v = el.shadowRoot.querySelector('.rp-light');
    return (
      v && Object.fromEntries(['role', 'aria-multiline', 'aria-label', 'aria-readonly', 'tabindex'].map((a) => [a, v.getAttribute(a)]))
    );
  });

/** The verdict rows of a widget: [allowed, line]. */
const rows = (page, sel) => page.$$eval(`${sel} [data-testid="verdict-row"]`, (els) => els.map((e) => [e.dataset.allowed, e.dataset.line]));

/** A line's box in a widget (light view or editor), relative to the viewport. */
const lineBox = (page, sel, n) =>
  page.$eval(
    sel,
    (el, n) => {
      const r = el.shadowRoot.querySelector(`:is(.rp-line, .cm-line)[data-line="${n}"], .cm-line:nth-child(${n})`).getBoundingClientRect();
      const box = el.shadowRoot.querySelector('[part="editor"]').getBoundingClientRect();
      return { x: r.x, y: r.y, height: r.height, boxHeight: box.height };
    },
    n,
  );

test('a page that embeds widgets loads no CodeMirror until the user edits one', async () => {
  const { page, errors, close } = await open();
  assert.equal(await loadedCodeMirror(page), false, 'no CodeMirror module fetched');
  assert.equal(await page.$$eval('robots-playground', (all) => all.filter((e) => e.shadowRoot.querySelector('.cm-editor')).length), 0);
  // Each file is in a light view, accessible as the editor is.
  assert.deepEqual(await lightAttrs(page, '#inherit'), {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': 'robots.txt with a GPTBot group',
    'aria-readonly': null,
    tabindex: '0',
  });
  assert.deepEqual(await lightAttrs(page, '#tie-example'), {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': 'robots.txt with a tie',
    'aria-readonly': 'true',
    tabindex: '0',
  });
  assert.equal(await widgetText(page, '#inherit'), 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /drafts/\n');
  // Programmatic changes, attributes and themes work without it, and load nothing more.
  await page.$eval('#inherit', (e) => {
    e.value = 'User-agent: GPTBot\nDisallow: /private/\n';
    e.theme = 'dark';
    e.lineNumbers = true;
  });
  await page.waitForFunction(() => document.querySelector('#inherit').verdicts[0].allowed === false);
  assert.equal(await widgetText(page, '#inherit'), 'User-agent: GPTBot\nDisallow: /private/\n');
  assert.deepEqual(await widgetRoles(page, '#inherit'), { 1: 'selected', 2: 'winner' });
  assert.equal(
    await page.$eval('#inherit', (e) => getComputedStyle(e.shadowRoot.querySelector('.rp-light')).backgroundColor),
    'rgb(26, 28, 32)',
  );
  assert.equal(await page.$eval('#inherit', (e) => getComputedStyle(e.shadowRoot.querySelector('.rp-numbers')).display), 'flex');
  assert.equal(await loadedCodeMirror(page), false);
  // The check can tell: editing loads it.
  await editWidget(page, '#inherit');
  assert.equal(await loadedCodeMirror(page), true);
  assert.deepEqual(errors, []);
  await close();
});

test('a click into an editable widget loads the editor in place, the caret where clicked, and the typing arrives', async () => {
  const { page, errors, close } = await open({ slowEditor: true });
  await page.evaluate(() => {
    window.changes = [];
    document.addEventListener('robots-change', (e) => window.changes.push(e.detail.text));
  });
  const before = await lineBox(page, '#inherit', 1);
  // A point between "User-agent: " and "GPTBot" on line 4, a little right of the boundary.
  const point = await page.$eval('#inherit', (el) => {
    const line = el.shadowRoot.querySelector('.rp-line[data-line="4"]');
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    let left = 12;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (left <= node.length) {
        const range = document.createRange();
        range.setStart(node, left);
        range.setEnd(node, left);
        const r = range.getBoundingClientRect();
        return { x: r.x + 2, y: r.y + r.height / 2 };
      }
      left -= node.length;
    }
    return null;
  });
  await page.mouse.click(point.x, point.y);
  // Typed at once: the editor's module is still on its way.
  await page.keyboard.type('Bad');
  assert.equal(await page.$eval('#inherit', (e) => e.shadowRoot.querySelector('.cm-editor')), null, 'typed before the editor came');
  await page.waitForFunction(() => document.querySelector('#inherit').shadowRoot.activeElement?.classList.contains('cm-content'));
  await page.waitForFunction(() => document.querySelector('#inherit').value.includes('BadGPTBot'));
  await page.keyboard.type('!');
  assert.equal(
    await page.$eval('#inherit', (e) => e.value),
    'User-agent: *\nDisallow: /private/\n\nUser-agent: Bad!GPTBot\nDisallow: /drafts/\n',
  );
  assert.equal(await page.$eval('#inherit', (e) => e.shadowRoot.querySelector('.rp-light')), null, 'the light view is gone');
  // User edits: one robots-change for the keys typed while the editor loaded, one for the key after.
  const changes = await page.evaluate(() => window.changes);
  assert.equal(changes.length, 2);
  assert.equal(changes.at(-1), await page.$eval('#inherit', (e) => e.value));
  // Nothing jumped: line 1 and the file's box are where they were.
  const after_ = await lineBox(page, '#inherit', 1);
  assert.ok(
    Math.abs(after_.x - before.x) < 0.5 && Math.abs(after_.y - before.y) < 0.5,
    `line 1 moved: ${JSON.stringify([before, after_])}`,
  );
  assert.ok(
    Math.abs(after_.height - before.height) < 0.5 && Math.abs(after_.boxHeight - before.boxHeight) < 0.5,
    `sizes changed: ${JSON.stringify([before, after_])}`,
  );
  // The verdicts follow the edit: GPTBot's group is gone, the * group applies.
  await page.waitForFunction(() => document.querySelector('#inherit').verdicts[0].allowed === false);
  assert.deepEqual(errors, []);
  await close();
});

test('a scrolled light view: the editor opens scrolled alike, the caret on the line clicked', async () => {
  const { page, errors, close } = await open();
  await page.$eval('#inherit', (e) => {
    e.height = 80;
    e.lineNumbers = true;
    e.value = Array.from({ length: 30 }, (_, i) => `Disallow: /p${i + 1}`).join('\n');
  });
  await page.waitForFunction(() => document.querySelector('#inherit').shadowRoot.querySelectorAll('.rp-line').length === 30);
  const scrolled = await page.$eval('#inherit', (e) => {
    const view = e.shadowRoot.querySelector('.rp-light');
    view.scrollTop = 200;
    const gutter = e.shadowRoot.querySelector('.rp-gutters').getBoundingClientRect();
    return {
      top: view.scrollTop,
      gutterHeight: gutter.height,
      contentHeight: e.shadowRoot.querySelector('.rp-content').getBoundingClientRect().height,
    };
  });
  assert.ok(scrolled.top > 0);
  // The gutter's background runs the whole file, as the editor's does.
  assert.ok(Math.abs(scrolled.gutterHeight - scrolled.contentHeight) < 0.5, JSON.stringify(scrolled));
  const line = await page.$eval('#inherit', (e) => {
    const box = e.shadowRoot.querySelector('[part="editor"]').getBoundingClientRect();
    const lines = [...e.shadowRoot.querySelectorAll('.rp-line')];
    const inView = lines.find((l) => l.getBoundingClientRect().top >= box.top + 20);
    const r = inView.getBoundingClientRect();
    return { n: Number(inView.dataset.line), x: r.x + 3, y: r.y + r.height / 2 };
  });
  await page.mouse.click(line.x, line.y);
  await page.waitForFunction(() => document.querySelector('#inherit').shadowRoot.activeElement?.classList.contains('cm-content'));
  assert.equal(await page.$eval('#inherit', (e) => e.shadowRoot.querySelector('.cm-scroller').scrollTop), scrolled.top);
  await page.keyboard.type('X');
  assert.equal((await page.$eval('#inherit', (e) => e.value)).split('\n')[line.n - 1], `XDisallow: /p${line.n}`);
  assert.deepEqual(errors, []);
  await close();
});

test('Tab into an editable widget and type at once: the editor comes, nothing typed is lost', async () => {
  const { page, errors, close } = await open({ slowEditor: true });
  await page.focus('.crumbs a');
  for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.id)) !== 'inherit'; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.shadowRoot.activeElement.className), 'rp-light');
  await page.keyboard.type('# hix');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  assert.equal(await page.$eval('#inherit', (e) => e.shadowRoot.querySelector('.cm-editor')), null, 'typed before the editor came');
  await page.waitForFunction(() => document.querySelector('#inherit').value.startsWith('# hi\n'));
  assert.equal(
    await page.$eval('#inherit', (e) => e.value),
    '# hi\nUser-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /drafts/\n',
  );
  assert.equal(await page.evaluate(() => document.activeElement.shadowRoot.activeElement.classList.contains('cm-content')), true);
  // A paste into the light view of another widget arrives too.
  await page.$eval('#adsbot-example', (el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'User-agent: AdsBot-Google\nDisallow: /\n');
    const view = el.shadowRoot.querySelector('.rp-light');
    view.focus();
    view.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await page.waitForFunction(() => document.querySelector('#adsbot-example').value.startsWith('User-agent: AdsBot-Google\nDisallow: /\n'));
  await page.waitForFunction(() => document.querySelector('#adsbot-example').verdicts.every((v) => !v.allowed));
  assert.deepEqual(errors, []);
  await close();
});

test('the caret keys pressed while the editor loads move its caret: Down, End, Left', async () => {
  const { page, errors, close } = await open({ slowEditor: true });
  await page.focus('.crumbs a');
  for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.id)) !== 'inherit'; i++) await page.keyboard.press('Tab');
  for (const key of ['ArrowDown', 'End', 'ArrowLeft']) await page.keyboard.press(key);
  await page.keyboard.type('*');
  // Shift+arrow would select, which the light view cannot show: it is dropped, not moved.
  await page.keyboard.press('Shift+ArrowLeft');
  assert.equal(await page.$eval('#inherit', (e) => e.shadowRoot.querySelector('.cm-editor')), null, 'pressed before the editor came');
  await page.waitForFunction(() => document.querySelector('#inherit').value.includes('/private*/'));
  assert.equal(await page.$eval('#inherit', (e) => e.value.split('\n')[1]), 'Disallow: /private*/');
  await page.keyboard.type('x');
  assert.equal(await page.$eval('#inherit', (e) => e.value.split('\n')[1]), 'Disallow: /private*x/');
  assert.deepEqual(errors, []);
  await close();
});

test('a read-only widget never loads the editor', async () => {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>read-only</title><link rel="icon" href="data:,">
<script type="module" src="robots-playground.element.js"></script></head><body><main>
<a href="#x">before</a>
<robots-playground id="ro" readonly agent="Googlebot" urls="/a/b"><script type="text/plain">
User-agent: *
Disallow: /a
</script></robots-playground></main></body></html>`;
  const { page, errors, close } = await open({ path: 'readonly.html', body });
  const text = await page.$eval('#ro', (e) => e.value);
  await editWidget(page, '#ro');
  await page.keyboard.type('typed');
  await page.keyboard.press('Enter');
  await page.focus('a');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.shadowRoot?.activeElement?.className), 'rp-light');
  await page.keyboard.type('x');
  await page.$eval('#ro', (el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'pasted');
    el.shadowRoot
      .querySelector('.rp-light')
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  // Its line under the pointer, the focus and the keys: nothing loads, nothing changes.
  await page.waitForTimeout(300);
  assert.equal(await page.$eval('#ro', (e) => e.value), text);
  assert.equal(await loadedCodeMirror(page), false);
  assert.equal(await page.$eval('#ro', (e) => e.shadowRoot.querySelector('.cm-editor')), null);
  // Made editable, it loads the editor when edited.
  await page.$eval('#ro', (e) => (e.readOnly = false));
  assert.equal(await page.$eval('#ro', (e) => e.shadowRoot.querySelector('.rp-light').getAttribute('aria-readonly')), null);
  await editWidget(page, '#ro');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Allow: /a/b');
  await page.waitForFunction(() => document.querySelector('#ro').verdicts[0].allowed === true);
  assert.equal(await loadedCodeMirror(page), true);
  assert.deepEqual(errors, []);
  await close();
});

/**
 * Each drawn line's syntax colours in a widget (light view or editor): runs of `class:text`, the
 * class a `t-` one or none, adjacent runs of one class joined (the editor may split a run where
 * a lint mark starts).
 */
const colours = (page, sel) =>
  page.$eval(sel, (el) =>
    [...el.shadowRoot.querySelectorAll('.rp-line, .cm-line')].map((line) => {
      const runs = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        let cls = '';
        for (let e = n.parentElement; e && e !== line && !cls; e = e.parentElement)
          cls = [...e.classList].find((c) => c.startsWith('t-')) ?? '';
        const last = runs[runs.length - 1];
        if (last && last[0] === cls) last[1] += n.nodeValue;
        else runs.push([cls, n.nodeValue]);
      }
      return runs.map(([c, t]) => `${c}:${t}`).join(' ');
    }),
  );

test('the light view shows the roles, marks, colours and verdicts the editor shows for the same text', async () => {
  const file = [
    'User-agent: *',
    'Disallow: /',
    '',
    '# GPTBot: two groups, merged',
    'User-agent: GPTBot',
    'Disallow: /a',
    'Allow: /a/b',
    'Disallow: /c',
    'Disalow: /typo',
    '',
    'User-agent: GPTBot',
    'Disallow: /a/b/c',
    'Sitemap: https://example.com/s.xml',
  ].join('\n');
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>roles</title><link rel="icon" href="data:,">
<script type="module" src="robots-playground.element.js"></script></head><body><main>
<robots-playground id="w" line-numbers agent="GPTBot" urls="/a/b/x
/a/b/c
/c"><script type="text/plain">${file}</script></robots-playground></main></body></html>`;
  const { page, errors, close } = await open({ path: 'roles.html', body });
  const seen = async () => ({
    roles: await widgetRoles(page, '#w'),
    rows: await rows(page, '#w'),
    marks: await page.$eval('#w', (el) => el.shadowRoot.querySelectorAll('.rp-lint-marker, .cm-lint-marker').length),
    text: await widgetText(page, '#w'),
    colours: await colours(page, '#w'),
  });
  const light = await seen();
  assert.equal(await page.$eval('#w', (e) => e.shadowRoot.querySelector('.cm-editor')), null);
  // Every role appears: the file is a fair sample.
  assert.deepEqual(new Set(Object.values(light.roles)), new Set(['other-group', 'selected', 'loser', 'winner', 'merged']));
  assert.ok(light.marks > 0, 'the typo is marked');
  // Hovering a line tells its part, as the editor's tooltip does.
  await page.hover('#w .rp-line[data-line="7"]');
  assert.match(await page.getAttribute('#w .rp-line[data-line="7"]', 'title'), /\S/);
  assert.equal(light.text, `${file}\n`);
  // For each focused URL, the light view's roles are the editor's.
  const lightByUrl = [light.roles];
  for (const i of [1, 2]) {
    await page.click(`#w [data-testid="verdict-row"] >> nth=${i}`);
    lightByUrl.push(await widgetRoles(page, '#w'));
  }
  await page.click('#w [data-testid="verdict-row"] >> nth=0');
  await editWidget(page, '#w');
  const editor = await seen();
  assert.notEqual(await page.$eval('#w', (e) => e.shadowRoot.querySelector('.cm-editor')), null);
  assert.deepEqual(editor, light);
  for (const i of [1, 2]) {
    await page.click(`#w [data-testid="verdict-row"] >> nth=${i}`);
    assert.deepEqual(await widgetRoles(page, '#w'), lightByUrl[i], `URL ${i}`);
  }
  assert.deepEqual(errors, []);
  await close();
});

test('the light view: parts and custom properties, CR LF, a large value previewed, a huge one handed to the editor', async () => {
  const { page, errors, close } = await open();
  // ::part(editor) and the --robots-* properties style the light view, then the editor.
  await page.addStyleTag({ content: '#inherit::part(editor) { --robots-editor-bg: rgb(1, 2, 3); --robots-syn-key: rgb(4, 5, 6); }' });
  const styled = (sel) => page.$eval('#inherit', (e, s) => getComputedStyle(e.shadowRoot.querySelector(s)).backgroundColor, sel);
  assert.equal(await styled('.rp-light'), 'rgb(1, 2, 3)');
  assert.equal(
    await page.$eval('#inherit', (e) => getComputedStyle(e.shadowRoot.querySelector('.rp-line[data-line="4"] .t-key')).color),
    'rgb(4, 5, 6)',
  );
  // CR LF and CR read as the editor reads them.
  await page.$eval('#inherit', (e) => (e.value = 'User-agent: *\r\nDisallow: /x\rAllow: /y'));
  assert.equal(await page.$eval('#inherit', (e) => e.value), 'User-agent: *\nDisallow: /x\nAllow: /y');
  // A value of 150,001 lines: the light view shows the first thousand and says so; the
  // value and the verdicts are the whole file's.
  await page.$eval('#inherit', (e) => {
    e.urls = '/last';
    e.value = `User-agent: GPTBot\n${'Allow: /a\n'.repeat(150_000)}Disallow: /last`;
  });
  await page.waitForFunction(() => {
    const el = document.querySelector('#inherit');
    return el.verdicts[0]?.url === '/last' && el.verdicts[0].allowed === false && !el.shadowRoot.querySelector('.verdicts[aria-busy]');
  });
  assert.equal(await page.$eval('#inherit', (e) => e.verdicts[0].line), 150_002);
  assert.equal(await page.$$eval('#inherit .rp-line[data-line]', (els) => els.length), 1000);
  assert.equal(await page.textContent('#inherit [data-testid="light-more"]'), '… 149,002 more lines (start editing to see them all)');
  // Over a million characters: the editor takes it in slices when the user edits.
  const huge = await page.$eval('#inherit', (e) => {
    e.value = `User-agent: GPTBot\n${'Allow: /zz\n'.repeat(100_000)}Disallow: /last`;
    return e.value.length;
  });
  assert.ok(huge > 1 << 20);
  await page.waitForFunction(() => document.querySelector('#inherit').verdicts[0].line === 100_002);
  await editWidget(page, '#inherit');
  assert.equal(await page.$eval('#inherit', (e) => e.value.length), huge);
  assert.equal(await styled('.cm-editor'), 'rgb(1, 2, 3)');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('x');
  await page.waitForFunction(() => document.querySelector('#inherit').verdicts[0].allowed === true);
  // The load was not an edit: one undo takes back the key, and no more.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  assert.equal(await page.$eval('#inherit', (e) => e.value.length), huge);
  await page.waitForFunction(() => document.querySelector('#inherit').verdicts[0].allowed === false);
  assert.deepEqual(errors, []);
  await close();
});

test("the light view colours keys as the engine reads them: Google's typos and longer forms are keys", async () => {
  const { page, errors, close } = await open();
  const text = 'Useragent: a\nDissallow: /x\nsite-map: https://e.com/s.xml\nDisallowed: /y\nCrawl-delay: 1\nUser agent: b\nDisalaw: /z';
  await page.$eval('#inherit', (e, t) => (e.value = t), text);
  await page.waitForFunction(() => document.querySelector('#inherit').shadowRoot.querySelectorAll('.rp-line').length === 7);
  const keys = await page.$eval('#inherit', (e) =>
    [...e.shadowRoot.querySelectorAll('.rp-line')].map((l) => l.querySelector('.t-key, .t-meta')?.className),
  );
  // `User agent` is a typo Google accepts, but the colours read a key as one word: `User` is no key.
  assert.deepEqual(keys, ['t-key', 't-key', 't-key', 't-key', 't-meta', 't-meta', 't-meta']);
  assert.deepEqual(errors, []);
  await close();
});

test('axe: no serious or critical violation with light views, nor once a widget edits', async () => {
  const { page, close } = await open({ bypassCSP: true });
  await page.addScriptTag({ content: AXE });
  const check = () =>
    page.evaluate(async () => {
      const r = await window.axe.run(document, { resultTypes: ['violations'] });
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
  assert.deepEqual(await check(), []);
  await editWidget(page, '#inherit');
  assert.deepEqual(await check(), []);
  await close();
});

test('the npm package without a bundler: the editor chunk loads next to the element when edited', async () => {
  const { page, errors, close } = await openInPackage(
    env.browser,
    `<script type="module" src="robots-playground.define.js"></script>
        <robots-playground id="w" agent="GPTBot" urls="/x"><script type="text/plain">User-agent: GPTBot
Disallow: /</script></robots-playground>`,
  );
  try {
    await page.waitForFunction(() => document.getElementById('w')?.verdicts?.length, null, { timeout: 20000 });
    assert.equal(await loadedCodeMirror(page), false);
    await editWidget(page, '#w');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nAllow: /x');
    await page.waitForFunction(() => document.getElementById('w').verdicts[0].allowed === true);
    const names = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()));
    assert.ok(
      names.some((n) => /^robots-playground\.element\.editing-[A-Z0-9]+\.js$/.test(n)),
      names.join(' '),
    );
    assert.equal(await loadedCodeMirror(page), true);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('lint="off": no lint marks in the light view or the editor; back on, they return', async () => {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>lint</title><link rel="icon" href="data:,">
<script type="module" src="robots-playground.element.js"></script></head><body><main>
<robots-playground id="w" lint="off" urls="/x"><script type="text/plain">User-agent: *
Disalow: /typo
Disallow: /x
</script></robots-playground></main></body></html>`;
  const { page, errors, close } = await open({ path: 'lint.html', body });
  const marks = () => page.$eval('#w', (el) => el.shadowRoot.querySelectorAll('.rp-lint-marker, .cm-lint-marker').length);
  const settle = () => page.evaluate(() => document.querySelector('#w').ready);
  assert.equal(await page.$eval('#w', (e) => e.lint), 'off');
  assert.equal(await marks(), 0, 'no marks in the light view');
  await page.$eval('#w', (e) => (e.lint = 'on'));
  await page.waitForFunction(() => document.querySelector('#w').shadowRoot.querySelectorAll('.rp-lint-marker').length > 0);
  await page.$eval('#w', (e) => (e.lint = 'off'));
  await page.waitForFunction(() => document.querySelector('#w').shadowRoot.querySelectorAll('.rp-lint-marker').length === 0);
  await editWidget(page, '#w');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Disalow: /again\n');
  await settle();
  await page.waitForTimeout(300);
  assert.equal(await marks(), 0, 'no marks in the editor');
  assert.deepEqual(errors, []);
  await close();
});
