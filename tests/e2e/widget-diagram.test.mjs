// The <robots-playground> element's expanded mode: the decision diagram of the focused URL
// inside the widget, following attribute changes.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>expanded</title>
<link rel="icon" href="data:,"><script type="module" src="robots-playground.element.js"></script></head>
<body><main>
<robots-playground id="w" expanded agent="Googlebot" urls="/private/x">
<script type="text/plain">
User-agent: *
Disallow: /

User-agent: Googlebot
Disallow: /private/
Allow: /private/x
</script>
</robots-playground>
<robots-playground id="plain" agent="Googlebot" urls="/private/x">
<script type="text/plain">
User-agent: *
Disallow: /
</script>
</robots-playground>
</main></body></html>`;

/** The diagram's nodes in a widget's shadow root, as [node, state, line] triples. */
const nodes = (page, id) =>
  page.$eval(`#${id}`, (el) =>
    [...el.shadowRoot.querySelectorAll('[data-testid="diagram"] [data-node]')].map((n) => [
      n.dataset.node,
      n.dataset.state,
      n.dataset.line ?? '',
    ]),
  );

test('expanded mode draws the decision diagram, and follows attribute changes', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(`${env.url}expanded.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(`${env.url}expanded.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('robots-playground')].every((e) => e.verdicts?.length));
  // The diagram's modules are imported with the first expanded widget.
  await page.waitForFunction(() => document.querySelector('#w').shadowRoot.querySelector('[data-testid="diagram"]'));

  let n = await nodes(page, 'w');
  assert.ok(
    n.some(([node, state, line]) => node === 'group' && state === 'selected' && line === '4'),
    JSON.stringify(n),
  );
  assert.ok(
    n.some(([node, state, line]) => node === 'group' && state !== 'selected' && line === '1'),
    'the * group is not used',
  );
  assert.ok(
    n.some(([node, state, line]) => node === 'rule' && state === 'matched' && line === '5'),
    'Disallow /private/ matches',
  );
  assert.ok(
    n.some(([node, state, line]) => node === 'winner' && state === 'winner' && line === '6'),
    'Allow /private/x wins',
  );
  assert.deepEqual(await nodes(page, 'plain'), [], 'no diagram without `expanded`');

  // Another crawler falls back to `*`: the diagram follows.
  await page.$eval('#w', (el) => el.setAttribute('agent', 'GPTBot'));
  await page.waitForFunction(() => document.querySelector('#w').verdicts[0]?.line === 2);
  // The diagram is drawn in a stage after the verdict's: wait for it to name line 2.
  await page.waitForFunction(() =>
    [...document.querySelector('#w').shadowRoot.querySelectorAll('[data-testid="diagram"] [data-node]')].some(
      (n) => n.dataset.node === 'winner' && n.dataset.line === '2',
    ),
  );
  n = await nodes(page, 'w');
  assert.ok(
    n.some(([node, state, line]) => node === 'group' && state === 'fallback' && line === '1'),
    JSON.stringify(n),
  );

  // The property mirrors the attribute; turning it off removes the diagram.
  await page.$eval('#w', (el) => (el.expanded = false));
  await page.waitForFunction(() => !document.querySelector('#w').shadowRoot.querySelector('[data-testid="diagram"]'));
  assert.equal(await page.$eval('#w', (el) => el.hasAttribute('expanded')), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('in a 680 px column the diagram scrolls inside the widget instead of being cut off', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const narrow = PAGE.replace('<main>', '<main style="width: 680px">');
  await page.route(`${env.url}narrow.html`, (route) => route.fulfill({ contentType: 'text/html', body: narrow }));
  await page.goto(`${env.url}narrow.html`);
  await page.waitForFunction(() => document.querySelector('#w').shadowRoot.querySelector('[data-testid="diagram"] svg'));
  const box = await page.$eval('#w', (el) => {
    const d = el.shadowRoot.querySelector('[data-testid="diagram"]');
    return {
      widget: el.getBoundingClientRect().width,
      shown: d.clientWidth,
      drawn: d.scrollWidth,
      overflow: getComputedStyle(d).overflowX,
    };
  });
  assert.ok(box.widget <= 680, `widget ${box.widget} px wide`);
  assert.ok(box.drawn > box.shown && box.overflow === 'auto', JSON.stringify(box));
  await context.close();
});
