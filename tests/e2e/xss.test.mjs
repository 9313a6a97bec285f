// Nothing runs (issue 7): every payload of xss-payloads.mjs, put into the file, the agent
// field, the URLs field, a share link, and the <robots-playground> element's attributes,
// inline script and `value`, is shown as text. Checked after each batch: no payload flag
// (`window.__xss`) in any frame, no dialog, no element an injection would create (event
// handler attributes, `javascript:` links, scripts, iframes, objects...), and no CSP
// violation (nothing even tried). A control test shows the detectors do fire when HTML is
// injected on purpose, and that the CSP blocks it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import LZString from 'lz-string';
import { CSP, setFile, setup } from './browser.mjs';
import { PAYLOADS } from './xss-payloads.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

test('the corpus is large and every payload carries the marker', () => {
  assert.ok(PAYLOADS.length >= 60, `${PAYLOADS.length} payloads`);
  assert.equal(new Set(PAYLOADS).size, PAYLOADS.length, 'no duplicates');
  for (const p of PAYLOADS) assert.match(p, /__xss/);
});

/** Records CSP violations from the first script on (the init script is not subject to the CSP). */
function recordViolations() {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
}

/**
 * In the page: what an injection would have left. Walks the document and every open shadow
 * root. `outside` lists elements of dangerous kinds that are not part of the page's own
 * markup (the baseline given by `known`, a count per tag).
 */
function inspect(known) {
  const found = [];
  const counts = {};
  // Kinds the page never creates from user text (the diagram's own SVG is left to the
  // attribute checks).
  const DANGER = new Set([
    'script',
    'iframe',
    'frame',
    'object',
    'embed',
    'img',
    'svg',
    'math',
    'video',
    'audio',
    'base',
    'link',
    'meta',
    'template',
    'source',
    'marquee',
    'xss',
    'noscript',
    'keygen',
  ]);
  const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc', 'content', 'background', 'poster']);
  const walk = (root, inEditor) => {
    for (const el of root.querySelectorAll('*')) {
      const tag = el.localName;
      // An author's inline robots.txt (<script type="text/plain">) never runs.
      if (tag === 'script' && el.type === 'text/plain' && el.parentElement?.localName === 'robots-playground') continue;
      const editor = inEditor || el.closest('.cm-editor') != null;
      const diagram = el.closest('#diagram-pane') != null;
      if (DANGER.has(tag) && !editor && !diagram) counts[tag] = (counts[tag] ?? 0) + 1;
      for (const a of el.attributes) {
        const name = a.name.toLowerCase();
        const value = a.value;
        if (name.startsWith('on')) found.push(`${tag}[${name}=${value.slice(0, 60)}]`);
        else if (URL_ATTRS.has(name) && (/__xss/.test(value) || /^\s*(javascript|vbscript|data:text\/html)/i.test(value)))
          found.push(`${tag}[${name}=${value.slice(0, 60)}]`);
      }
      if (tag === 'script' && /__xss/.test(el.textContent ?? '')) found.push('script with payload text');
      if (el.shadowRoot) walk(el.shadowRoot, editor);
    }
  };
  walk(document, false);
  for (const [tag, n] of Object.entries(counts)) if (n > (known?.[tag] ?? 0)) found.push(`${n - (known?.[tag] ?? 0)} new <${tag}>`);
  return { found, counts, flag: window.__xss, csp: window.__csp ?? null };
}

/** Opens a page with the detectors armed; `dialogs` collects any alert/confirm/prompt. */
async function openArmed(path = '') {
  const context = await env.browser.newContext();
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const dialogs = [];
  const errors = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.url + path);
  await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout: 15000 });
  return { page, context, dialogs, errors };
}

/** Asserts that nothing ran and nothing was injected, in every frame. */
async function assertClean(page, dialogs, baseline, where) {
  await page.waitForTimeout(300); // let any error/load event fire
  const r = await page.evaluate(inspect, baseline);
  assert.deepEqual(r.found, [], `${where}: injected markup`);
  assert.equal(r.flag, undefined, `${where}: a payload ran`);
  assert.deepEqual(r.csp, [], `${where}: something tried to run (CSP violations)`);
  assert.deepEqual(dialogs, [], `${where}: a dialog opened`);
  for (const f of page.frames()) {
    assert.equal(await f.evaluate(() => window.__xss).catch(() => undefined), undefined, `${where}: a payload ran in a frame`);
  }
  assert.equal(page.frames().length, 1, `${where}: no frame was created`);
}

/** A robots.txt with every payload in every kind of line. */
function hostileFile() {
  const lines = [];
  for (const p of PAYLOADS) {
    const one = p.replace(/[\r\n]/g, ' ');
    lines.push(
      `User-agent: ${one}`,
      `Disallow: /${one}`,
      `Allow: ${one}`,
      `Sitemap: ${one}`,
      `Crawl-delay: ${one}`,
      `# ${one}`,
      one,
      `${one}: ${one}`,
    );
  }
  lines.push('User-agent: *', 'Disallow: /private');
  return `${lines.join('\n')}\n`;
}

test('control: the detectors see injected HTML, and the CSP blocks its handler', async () => {
  const { page, context, dialogs } = await openArmed();
  const baseline = (await page.evaluate(inspect, null)).counts;
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x:none" onerror="window.__xss=1">'));
  await page.waitForTimeout(300);
  const r = await page.evaluate(inspect, baseline);
  assert.ok(
    r.found.some((f) => f.startsWith('img[onerror')),
    r.found.join(),
  );
  assert.ok(r.found.includes('1 new <img>'), r.found.join());
  assert.equal(r.flag, undefined, 'the CSP kept the handler from running');
  assert.ok(
    r.csp.some((v) => v.startsWith('script-src')),
    `a violation is recorded: ${r.csp.join()}`,
  );
  assert.deepEqual(dialogs, []);
  await context.close();
});

test('payloads in the file, the agent and the URLs are shown as text', async () => {
  const { page, context, dialogs, errors } = await openArmed();
  const baseline = (await page.evaluate(inspect, null)).counts;
  // Every analysis checks each URL against the file: the big file with a few URLs first,
  // then every URL against a small file, to keep the run short.
  await setFile(page, hostileFile());
  await page.fill('[data-testid="urls"]', PAYLOADS.slice(0, 3).join('\n'));
  // The agent field: the payloads a few at a time.
  for (const [i, policy] of ['google', 'rfc9309', 'crawler'].entries()) {
    await page.selectOption('[data-testid="policy"]', policy);
    for (let j = i * 4; j < PAYLOADS.length; j += 12) await page.fill('[data-testid="agent"]', PAYLOADS.slice(j, j + 4).join(' '));
  }
  await page.hover('#editor .cm-line >> nth=2');
  await page.waitForTimeout(300);
  await page.click('.cm-content');
  await page.keyboard.press('Control+End');
  await page.hover('#editor .cm-line >> nth=-3');
  await page.waitForTimeout(300);
  await assertClean(page, dialogs, baseline, 'file/agent');
  await setFile(page, hostileFile().split('\n').slice(0, 40).join('\n'));
  await page.fill('[data-testid="urls"]', PAYLOADS.join('\n'));
  await page.click('#matrix-panel summary');
  // Focus a few rows, hover and walk the file so tooltips and other lines render.
  for (const i of [0, 7, 30, PAYLOADS.length - 1]) await page.click(`[data-testid="url-row"] >> nth=${i}`).catch(() => {});
  // The payloads are there, as text.
  const shown = await page.evaluate(() => document.body.innerText);
  assert.ok(shown.includes(PAYLOADS[0]), 'the first payload is shown literally');
  assert.ok((await page.$$eval('[data-testid="url-row"]', (els) => els.length)) >= PAYLOADS.length - 5, 'a row per URL');
  await assertClean(page, dialogs, baseline, 'urls');
  assert.deepEqual(errors, []);
  await context.close();
});

test('payloads in a share link are shown as text', async () => {
  const state = { text: hostileFile(), agent: PAYLOADS.join(' '), urls: PAYLOADS.join('\n'), policy: 'crawler', focus: 3 };
  const hash = `#s=${LZString.compressToEncodedURIComponent(JSON.stringify(state))}`;
  const plain = await openArmed();
  const baseline = (await plain.page.evaluate(inspect, null)).counts;
  await plain.context.close();
  const { page, context, dialogs, errors } = await openArmed(hash);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.restored), 'hash');
  assert.equal(await page.inputValue('[data-testid="agent"]'), state.agent);
  assert.equal(await page.$eval('[data-testid="urls"]', (el) => el.value), state.urls);
  await page.click('#matrix-panel summary');
  await assertClean(page, dialogs, baseline, 'share link');
  // A hash change to another hostile state, then raw payloads as the hash itself.
  for (let i = 0; i < PAYLOADS.length; i += 9) {
    const next = {
      text: `User-agent: ${PAYLOADS[i]}\nDisallow: ${PAYLOADS[i + 1] ?? '/'}\n`,
      agent: PAYLOADS[i],
      urls: PAYLOADS.slice(i, i + 9).join('\n'),
    };
    await page.evaluate((h) => (location.hash = h), `#s=${LZString.compressToEncodedURIComponent(JSON.stringify(next))}`);
    // Generous: with the matrix open each hostile state is a heavy analysis, slow on a busy CI machine.
    await page.waitForFunction((a) => document.querySelector('[data-testid="agent"]').value === a, next.agent, { timeout: 90_000 });
  }
  for (const p of PAYLOADS.slice(0, 20)) await page.evaluate((h) => (location.hash = h), `#s=${encodeURIComponent(p)}`);
  await page.evaluate((h) => (location.hash = h), `#${PAYLOADS[0]}`);
  await assertClean(page, dialogs, baseline, 'hash changes');
  assert.deepEqual(errors, []);
  await context.close();
});

/** HTML text for an attribute value or element content. */
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test('payloads in the element’s attributes, inline script and value are shown as text', async () => {
  const context = await env.browser.newContext();
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const dialogs = [];
  const errors = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // A same-origin page of widgets, with the site's CSP, written by the author who embeds them:
  // attributes escaped as HTML, inline files as raw text (a payload that closes the script
  // element cannot sit in HTML as is; those are given through the DOM below).
  const inlineOk = (p) => !/<\/script/i.test(p) && !/<!--/.test(p);
  const widgets = PAYLOADS.map(
    (p, i) => `<robots-playground id="w${i}" agent="${esc(p)}" urls="${esc(`/${p}\n${p}`)}" height="60"><script type="text/plain">
User-agent: ${inlineOk(p) ? p : 'x'}
Disallow: /${inlineOk(p) ? p : 'x'}
</script></robots-playground>`,
  );
  await page.route(`${env.url}xss-widgets.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': CSP },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>widgets</title><link rel="icon" href="data:,">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<script type="module" src="robots-playground.element.js"></script></head><body>${widgets.join('\n')}</body></html>`,
    }),
  );
  await page.goto(`${env.url}xss-widgets.html`);
  const baseline = (await page.evaluate(inspect, null)).counts;
  await page.waitForFunction(
    (n) => {
      const all = [...document.querySelectorAll('robots-playground')];
      return all.length === n && all.every((e) => e.verdicts?.length);
    },
    PAYLOADS.length,
    { timeout: 30000 },
  );
  // The same through the DOM: inline script text, then `value` and changed attributes.
  await page.evaluate((payloads) => {
    for (const p of payloads) {
      const el = document.createElement('robots-playground');
      el.setAttribute('agent', p);
      el.setAttribute('urls', p);
      const s = document.createElement('script');
      s.type = 'text/plain';
      s.textContent = `User-agent: ${p}\nDisallow: /${p}\n${p}\n`;
      el.append(s);
      el.className = 'dom';
      document.body.append(el);
    }
  }, PAYLOADS);
  await page.waitForFunction(() => [...document.querySelectorAll('robots-playground.dom')].every((e) => e.verdicts?.length), null, {
    timeout: 30000,
  });
  await page.evaluate((payloads) => {
    const all = [...document.querySelectorAll('robots-playground')];
    all.forEach((el, i) => {
      const p = payloads[(i + 1) % payloads.length];
      el.value = `User-agent: *\nDisallow: ${p}\n# ${p}`;
      el.agent = p;
      el.urls = [p, `/${p}`];
      el.policy = p;
      el.theme = p;
      el.height = p;
    });
  }, PAYLOADS);
  await page.waitForTimeout(300);
  const texts = await page.$eval('#w0', (e) => e.shadowRoot.textContent);
  assert.ok(texts.includes('<'), 'the payload is shown as text in the widget');
  await assertClean(page, dialogs, baseline, 'widgets');
  assert.deepEqual(errors, []);
  await context.close();
});
