// The embeddable <robots-playground> element on www/embed.html: the demo's verdicts,
// attributes and properties, events (user edits only), independence of two widgets, style
// isolation both ways, loading from `src`, late registration, the CSP, and axe.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, editWidget, openInPackage, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Opens embed.html in a fresh context and waits until every widget has its verdicts. */
async function openEmbed(opts = {}) {
  const context = await env.browser.newContext({ colorScheme: opts.colorScheme, bypassCSP: opts.bypassCSP });
  const page = await context.newPage();
  const errors = [];
  const consoleErrors = [];
  const requests = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') consoleErrors.push(m.text());
  });
  page.on('request', (r) => requests.push(r.url()));
  const response = await page.goto(`${env.url}embed.html`);
  await page.waitForFunction(
    () => {
      const all = [...document.querySelectorAll('robots-playground')];
      return all.length === 3 && all.every((e) => customElements.get('robots-playground') && e.verdicts?.length);
    },
    null,
    { timeout: 20000 },
  );
  await page.evaluate(() => Promise.all([...document.querySelectorAll('robots-playground')].map((e) => e.ready)));
  return { page, context, errors, consoleErrors, requests, response, close: () => context.close() };
}

/** `allowed`, URL text and deciding line of each verdict row of a widget. */
async function rows(page, id) {
  // The widget's verdicts are busy until its analysis has settled.
  await page.waitForFunction((i) => !document.getElementById(i)?.shadowRoot.querySelector('.verdicts[aria-busy]'), id);
  return page.$$eval(`#${id} [data-testid="verdict-row"]`, (els) =>
    els.map((e) => ({ allowed: e.dataset.allowed === 'true', url: e.querySelector('.url').textContent, line: Number(e.dataset.line) })),
  );
}

/** Types at the end of a widget's file, as a user: a click into it first (which loads its editor, if editable). */
async function typeAtEnd(page, id, text) {
  await editWidget(page, `#${id}`);
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test('the embed demo renders its three widgets with the right verdicts', async () => {
  const { page, errors, close } = await openEmbed();
  // 1. A named group replaces the * group for GPTBot: /private/ is open to it.
  assert.deepEqual(await rows(page, 'inherit'), [
    { allowed: true, url: '/private/report', line: 0 },
    { allowed: false, url: '/drafts/plan', line: 5 },
  ]);
  // 2. /*.pdf and /docs/ tie at 6 bytes; Allow wins.
  assert.deepEqual(await rows(page, 'tie-example'), [
    { allowed: true, url: '/docs/guide.pdf', line: 3 },
    { allowed: false, url: '/blog/report.pdf', line: 2 },
    { allowed: true, url: '/docs/intro', line: 3 },
  ]);
  assert.match(await page.textContent('#tie-example [part="explanation"]'), /tie/);
  // 3. AdsBot-Google ignores the * group under its own profile.
  assert.deepEqual(await rows(page, 'adsbot-example'), [
    { allowed: true, url: '/landing-tests/a', line: 0 },
    { allowed: true, url: '/checkout/cart', line: 0 },
  ]);
  assert.match(await page.textContent('#adsbot-example [part="explanation"]'), /ignores/);

  // The inline text lost its HTML indentation and its first and last blank lines.
  assert.equal(
    await page.$eval('#inherit', (e) => e.value),
    'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /drafts/\n',
  );
  // Line roles are drawn in the shadow root (in the light view: nobody edited yet): the
  // winner of the focused URL of the tie.
  assert.equal(await page.getAttribute('#tie-example .rp-line[data-line="3"]', 'data-role'), 'winner');
  assert.equal(await page.getAttribute('#tie-example .rp-line[data-line="2"]', 'data-role'), 'loser');

  // compact: no explanation; the others show it. line-numbers: only where asked.
  const shown = (sel) => page.$eval(sel, (e) => getComputedStyle(e).display !== 'none');
  assert.equal(await shown('#inherit [part="explanation"]'), false);
  // A compact widget still names the crawler its verdicts are for.
  assert.match(
    await page.$eval('#inherit', (e) => {
      const h = e.shadowRoot.querySelector('.header');
      return getComputedStyle(h).display === 'none' ? '' : h.textContent;
    }),
    /^Crawler \S+/,
  );
  assert.equal(await shown('#tie-example [part="explanation"]'), true);
  assert.equal(await shown('#inherit .rp-numbers'), false);
  assert.equal(await shown('#tie-example .rp-numbers'), true);
  // theme="dark": a dark file in a light page, in the light view and then in the editor.
  const bg = (sel) => page.$eval('#adsbot-example', (e, s) => getComputedStyle(e.shadowRoot.querySelector(s)).backgroundColor, sel);
  assert.equal(await bg('.rp-light'), 'rgb(26, 28, 32)');
  await editWidget(page, '#adsbot-example');
  assert.equal(await bg('.cm-editor'), 'rgb(26, 28, 32)');
  assert.equal(await shown('#adsbot-example .cm-lineNumbers'), true);
  assert.deepEqual(errors, []);
  await close();
});

test('changing an attribute or a property updates the verdicts', async () => {
  const { page, close } = await openEmbed();
  // The Google reading: AdsBot falls back to the * group, and is blocked.
  await page.$eval('#adsbot-example', (e) => e.setAttribute('policy', 'google'));
  assert.deepEqual(
    (await rows(page, 'adsbot-example')).map((r) => [r.allowed, r.line]),
    [
      [false, 3],
      [false, 2],
    ],
  );
  assert.equal(await page.$eval('#adsbot-example', (e) => e.policy), 'google');
  // The property mirrors the attribute.
  await page.$eval('#inherit', (e) => {
    e.agent = 'Bingbot';
    e.urls = ['/private/x', '/drafts/y', '/public'];
  });
  assert.equal(await page.getAttribute('#inherit', 'agent'), 'Bingbot');
  assert.deepEqual(
    (await rows(page, 'inherit')).map((r) => [r.url, r.allowed]),
    [
      ['/private/x', false],
      ['/drafts/y', true],
      ['/public', true],
    ],
  );
  // compact off: the explanation appears; readonly on: typing changes nothing.
  await page.$eval('#inherit', (e) => {
    e.compact = false;
    e.readOnly = true;
  });
  assert.equal(await page.$eval('#inherit [part="explanation"]', (e) => getComputedStyle(e).display), 'block');
  assert.ok(await page.$eval('#inherit', (e) => e.hasAttribute('readonly')));
  const before = await page.$eval('#inherit', (e) => e.value);
  await typeAtEnd(page, 'inherit', 'Disallow: /\n');
  assert.equal(await page.$eval('#inherit', (e) => e.value), before);
  // The read-only demo widget stays read-only too.
  const tie = await page.$eval('#tie-example', (e) => e.value);
  await typeAtEnd(page, 'tie-example', 'x');
  assert.equal(await page.$eval('#tie-example', (e) => e.value), tie);
  // height: a number means pixels.
  await page.$eval('#tie-example', (e) => (e.height = 90));
  assert.equal(await page.$eval('#tie-example [part="editor"]', (e) => e.getBoundingClientRect().height), 90);
  await close();
});

test('the summary attribute: who may crawl the site, one line a purpose, from the engine', async () => {
  const { page, close } = await openEmbed();
  assert.equal(await page.$eval('#inherit [part="summary"]', (e) => e.hidden), true, 'no summary without the attribute');
  // Without the summary, the header that names the crawler gives the catalog's date, as the package does.
  const pkg = await import('robots-playground/full');
  await pkg.default();
  const checked = pkg.catalogChecked();
  assert.match(checked, /^\d{4}-\d{2}-\d{2}$/);
  for (const id of ['inherit', 'tie-example', 'adsbot-example']) {
    const header = await page.$eval(`#${id}`, (e) => {
      const h = e.shadowRoot.querySelector('.header');
      const date = h.querySelector('[part="checked"]');
      return { text: h.textContent, date: date && getComputedStyle(date).display !== 'none' ? date.textContent : '' };
    });
    assert.equal(header.date, ` · crawler facts checked ${checked}`, id);
    assert.match(header.text, new RegExp(`^Crawler \\S+ · [^·]+ · crawler facts checked ${checked}$`), header.text);
  }
  await page.$eval('#inherit', (e) => (e.summary = true));
  assert.equal(await page.getAttribute('#inherit', 'summary'), '');
  await page.waitForSelector('#inherit [part="summary"]:not([hidden]) li');
  const lines = await page.$$eval('#inherit [part="summary"] li', (els) => els.map((e) => e.textContent));
  assert.ok(
    lines.some((l) => l.startsWith('AI training crawlers: ')),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((l) => l.startsWith('Search engine crawlers: ')),
    lines.join('\n'),
  );
  // Last, the day the catalog's facts were checked, as the package gives it.
  assert.equal(lines.at(-1), `Facts about these crawlers as of ${checked}.`);
  await page.$eval('#inherit', (e) => (e.summary = false));
  await page.waitForSelector('#inherit [part="summary"][hidden]', { state: 'attached' });
  await close();
});

test('thousands of URLs: 200 rows with whole verdicts, the rest counted, 200 more on demand', async () => {
  const { page, errors, close } = await openEmbed();
  // #inherit's file: the * group disallows /private/ (the demo's first widget checks it above).
  const n = 5000;
  const urls = Array.from({ length: n }, (_, i) => (i % 3 === 0 ? `/private/p${i}` : `/open/p${i}?q=${i}`));
  await page.$eval(
    '#inherit',
    (e, list) =>
      new Promise((resolve) => {
        e.addEventListener('robots-verdict', resolve, { once: true });
        e.agent = 'Bingbot';
        e.urls = list;
      }),
    urls,
  );
  const drawn = await rows(page, 'inherit');
  assert.equal(drawn.length, 200);
  assert.deepEqual(
    drawn.map((r) => [r.url, r.allowed]),
    urls.slice(0, 200).map((u) => [u, !u.startsWith('/private/')]),
  );
  // Every URL has its answer in `verdicts`; only the rows have a whole verdict.
  const listed = await page.$eval('#inherit', (e) => e.verdicts.map((v) => [v.url, v.allowed, v.verdict !== null]));
  assert.equal(listed.length, n);
  assert.deepEqual(
    listed.map(([u, a]) => [u, a]),
    urls.map((u) => [u, !u.startsWith('/private/')]),
  );
  assert.deepEqual(
    listed.map(([, , whole]) => whole),
    urls.map((_, i) => i < 200),
  );
  const blocked = urls.slice(200).filter((u) => u.startsWith('/private/')).length;
  const more = await page.$eval('#inherit', (e) => e.shadowRoot.querySelector('[part="more"]')?.textContent);
  assert.equal(
    more,
    `4,800 more URLs: ${(4800 - blocked).toLocaleString('en')} allowed, ${blocked.toLocaleString('en')} blocked. Show 200 more`,
  );
  await page.click('#inherit [part="more"] button');
  const rowCount = () => page.$eval('#inherit', (e) => e.shadowRoot.querySelectorAll('[data-testid="verdict-row"]').length);
  for (let i = 0; i < 100 && (await rowCount()) !== 400; i++) await page.waitForTimeout(100);
  assert.equal(await rowCount(), 400);
  assert.match(await page.$eval('#inherit', (e) => e.shadowRoot.querySelector('[part="more"]').textContent), /^4,600 more URLs/);
  // A row past the first 200 is focused by a click, with its whole verdict in the explanation.
  const row = page.locator('#inherit [data-testid="verdict-row"]').nth(300);
  await row.click();
  await page.waitForFunction(
    () =>
      document.getElementById('inherit').shadowRoot.querySelectorAll('[data-testid="verdict-row"]')[300]?.getAttribute('aria-pressed') ===
      'true',
  );
  assert.equal(await page.$eval('#inherit', (e) => e.verdicts[300].verdict !== null), true);
  assert.deepEqual(errors, []);
  await close();
});

test('events: robots-change for user edits only, robots-verdict after each analysis', async () => {
  const { page, close } = await openEmbed();
  await page.evaluate(() => {
    window.seen = [];
    // Listening on document: the events bubble out of the shadow root (composed).
    for (const type of ['robots-change', 'robots-verdict']) {
      document.addEventListener(type, (e) =>
        window.seen.push({ type, id: e.target.id, bubbles: e.bubbles, composed: e.composed, detail: JSON.parse(JSON.stringify(e.detail)) }),
      );
    }
  });
  const seen = () => page.evaluate(() => window.seen.splice(0));

  // A programmatic edit: verdicts, but no change event.
  await page.$eval('#inherit', (e) => (e.value = 'User-agent: GPTBot\nDisallow: /private/\n'));
  await page.waitForFunction(() => window.seen.length > 0);
  let events = await seen();
  assert.deepEqual(
    events.map((e) => e.type),
    ['robots-verdict'],
  );
  assert.equal(events[0].id, 'inherit');
  assert.ok(events[0].bubbles && events[0].composed);
  assert.equal(events[0].detail.token, 'GPTBot');
  assert.deepEqual(
    events[0].detail.verdicts.map((v) => [v.url, v.allowed, v.line]),
    [
      ['/private/report', false, 2],
      ['/drafts/plan', true, 0],
    ],
  );
  assert.equal(events[0].detail.verdicts[0].verdict.reason, 'longest-match');

  // An attribute change: verdicts again, no change event.
  await page.$eval('#inherit', (e) => e.setAttribute('urls', '/drafts/plan'));
  await page.waitForFunction(() => window.seen.length > 0);
  events = await seen();
  assert.deepEqual(
    events.map((e) => e.type),
    ['robots-verdict'],
  );
  assert.deepEqual(
    events[0].detail.verdicts.map((v) => v.url),
    ['/drafts/plan'],
  );

  // A user edit: a change event with the whole new text, then the new verdicts.
  await typeAtEnd(page, 'inherit', 'Disallow: /drafts/');
  await page.waitForFunction(() => window.seen.some((e) => e.type === 'robots-verdict' && e.detail.verdicts[0].allowed === false));
  events = await seen();
  const changes = events.filter((e) => e.type === 'robots-change');
  assert.equal(changes.length, 'Disallow: /drafts/'.length, 'one change event per typed character');
  assert.ok(changes.every((e) => e.bubbles && e.composed && e.id === 'inherit'));
  assert.equal(changes.at(-1).detail.text, 'User-agent: GPTBot\nDisallow: /private/\nDisallow: /drafts/');
  assert.equal(await page.$eval('#inherit', (e) => e.value), changes.at(-1).detail.text);
  await close();
});

test('robots-verdict fires once per widget on first render', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  // Listening before the element's script runs, so the first render's events are all heard.
  await page.addInitScript(() => {
    window.first = [];
    document.addEventListener('robots-verdict', (e) => window.first.push({ id: e.target.id, detail: JSON.stringify(e.detail) }));
  });
  await page.goto(`${env.url}embed.html`);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('robots-playground')].map((e) => e.ready)));
  await page.waitForTimeout(500); // anything queued behind the first render
  const events = await page.evaluate(() => window.first);
  assert.deepEqual(events.map((e) => e.id).sort(), ['adsbot-example', 'inherit', 'tie-example']);
  // And a change still fires once.
  await page.$eval('#inherit', (e) => (e.agent = 'CCBot'));
  await page.waitForTimeout(300);
  const after = await page.evaluate(() => window.first.slice(3));
  assert.deepEqual(
    after.map((e) => [e.id, JSON.parse(e.detail).token]),
    [['inherit', 'CCBot']],
  );
  await context.close();
});

test('two widgets are independent and share one wasm instance', async () => {
  const { page, requests, close } = await openEmbed();
  const tieBefore = await rows(page, 'tie-example');
  const tieText = await page.$eval('#tie-example', (e) => e.value);
  await typeAtEnd(page, 'inherit', 'Disallow: /private/\n');
  await page.waitForFunction(() => document.querySelector('#inherit').verdicts[0].allowed === false);
  assert.deepEqual(await rows(page, 'tie-example'), tieBefore);
  assert.equal(await page.$eval('#tie-example', (e) => e.value), tieText);
  // Focusing a URL in one widget changes only its own explanation.
  await page.click('#tie-example [data-testid="verdict-row"] >> nth=1');
  await rows(page, 'tie-example'); // the explanation comes after the frame, once the analysis settles
  assert.match(await page.textContent('#tie-example [data-testid="summary"]'), /Blocked for Googlebot: \/blog\/report\.pdf/);
  assert.match(await page.textContent('#adsbot-example [data-testid="summary"]'), /\/landing-tests\/a/);
  assert.equal(requests.filter((u) => u.endsWith('.wasm')).length, 1, 'the wasm is fetched once');
  await close();
});

test("the host page's CSS does not reach into the widget, nor the widget's out", async () => {
  const { page, close } = await openEmbed();
  const probe = () =>
    page.$eval('#tie-example', (host) => {
      const s = host.shadowRoot;
      const cs = (sel) => getComputedStyle(s.querySelector(sel));
      return {
        rowDisplay: cs('.row').display,
        rowTransform: cs('.row').textTransform,
        badgeColor: cs('.badge').color,
        contentFont: cs('.rp-light').fontFamily,
        contentDisplay: cs('.rp-light').display,
        lineColor: cs('.rp-line').color,
        summaryColor: cs('.summary').color,
        verdictsVisible: s.querySelector('[part="verdicts"]').getBoundingClientRect().height > 0,
      };
    });
  const clean = await probe();
  // The widget's rules stay in its shadow root: light-DOM elements with the same classes
  // keep the browser's defaults.
  const outside = await page.evaluate(() => {
    const b = document.createElement('button');
    b.className = 'row';
    const span = document.createElement('span');
    span.className = 'badge';
    document.body.append(b, span);
    const [bs, ss] = [getComputedStyle(b), getComputedStyle(span)];
    return { display: bs.display, cursor: bs.cursor, fontWeight: ss.fontWeight, padding: ss.paddingLeft };
  });
  assert.deepEqual(outside, { display: 'inline-block', cursor: 'default', fontWeight: '400', padding: '0px' });
  await page.addStyleTag({
    content: `* { color: rgb(255, 0, 0) !important; font-family: fantasy !important; text-transform: uppercase !important; }
      .row, .badge, .cm-content, .rp-light, .rp-line, .summary, ul, li { display: none !important; }
      robots-playground { font-size: 40px; letter-spacing: 1em; }`,
  });
  assert.deepEqual(await probe(), clean);
  assert.notEqual(clean.badgeColor, 'rgb(255, 0, 0)');

  // The documented custom properties do reach in, on purpose.
  await page.$eval('#tie-example', (e) => e.style.setProperty('--robots-allowed', 'rgb(1, 2, 3)'));
  assert.equal(
    await page.$eval('#tie-example', (e) => getComputedStyle(e.shadowRoot.querySelector('.row[data-allowed="true"] .badge')).color),
    'rgb(1, 2, 3)',
  );
  // And so do the parts.
  await page.addStyleTag({ content: '#tie-example::part(verdicts) { outline: 3px solid rgb(4, 5, 6); }' });
  assert.equal(
    await page.$eval('#tie-example', (e) => getComputedStyle(e.shadowRoot.querySelector('[part="verdicts"]')).outlineColor),
    'rgb(4, 5, 6)',
  );
  await close();
});

test('under the CSP: no violation, no error, nothing fetched from elsewhere', async () => {
  const { page, response, errors, consoleErrors, requests, close } = await openEmbed();
  assert.match(response.headers()['content-security-policy'] ?? '', /script-src 'self' 'wasm-unsafe-eval'/);
  await typeAtEnd(page, 'inherit', 'Allow: /x\n');
  await page.waitForTimeout(100);
  assert.deepEqual(errors, []);
  assert.deepEqual(
    consoleErrors.filter((t) => /Content Security Policy|Refused/i.test(t)),
    [],
  );
  assert.deepEqual(consoleErrors, []);
  const origin = new URL(env.url).origin;
  assert.deepEqual(
    requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:')),
    [],
  );
  await close();
});

test('src: a same-origin file loads; a failure is shown in the widget', async () => {
  const { page, close } = await openEmbed();
  const add = (id, src) =>
    page.evaluate(
      ([id, src]) => {
        const el = document.createElement('robots-playground');
        el.id = id;
        el.setAttribute('src', src);
        el.setAttribute('urls', '/cart/help\n/cart/checkout');
        document.body.append(el);
        return el.ready;
      },
      [id, src],
    );
  await add('from-src', 'example-robots.txt');
  assert.match(await page.$eval('#from-src', (e) => e.value), /Disallow: \/cart\//);
  assert.deepEqual(
    (await rows(page, 'from-src')).map((r) => r.allowed),
    [true, false],
  );
  assert.equal(await page.$eval('#from-src .message', (e) => e.hidden), true);
  // The file's host is the one src was fetched from: a URL on another one is marked, in its row
  // and under the answer, with the engine's sentence.
  await page.$eval('#from-src', (e) => e.setAttribute('urls', `https://elsewhere.example/cart/help\n${location.origin}/cart/checkout`));
  assert.deepEqual(
    (await rows(page, 'from-src')).map((r) => r.allowed),
    [true, false],
  );
  const marks = await page.$$eval('#from-src [data-testid="verdict-row"]', (els) =>
    els.map((e) => e.querySelector('[data-testid="other-host"]')?.title ?? null),
  );
  assert.match(String(marks[0]), /^This URL is on elsewhere\.example, but the file was fetched from 127\.0\.0\.1\./);
  assert.equal(marks[1], null);
  await page.$eval('#from-src', (e) => (e.compact = false));
  await rows(page, 'from-src');
  assert.equal(await page.textContent('#from-src [data-testid="other-host-note"]'), marks[0]);

  await add('missing', 'no-such-robots.txt');
  const msg = await page.$eval('#missing .message', (e) => ({ hidden: e.hidden, role: e.getAttribute('role'), text: e.textContent }));
  assert.equal(msg.hidden, false);
  assert.equal(msg.role, 'alert');
  assert.match(msg.text, /Could not load robots\.txt from no-such-robots\.txt: .*404/);

  await add('foreign', 'https://example.com/robots.txt');
  assert.match(await page.textContent('#foreign .message'), /not on this site's origin/);

  // Switching src back to a good file clears the message.
  await page.$eval('#missing', (e) => e.setAttribute('src', 'example-robots.txt'));
  await page.waitForFunction(() => document.querySelector('#missing').value.includes('Disallow: /cart/'));
  assert.equal(await page.$eval('#missing .message', (e) => e.hidden), true);
  await close();
});

test('late registration upgrades elements already in the page, under any tag name', async () => {
  const { page, close } = await openEmbed();
  const result = await page.evaluate(async () => {
    // An element in the DOM, with a property set before its class exists.
    const el = document.createElement('docs-robots');
    el.setAttribute('agent', 'GPTBot');
    el.innerHTML = '<script type="text/plain">\n  User-agent: GPTBot\n  Disallow: /\n</script>';
    el.urls = '/anything';
    document.body.append(el);
    const mod = await import('./robots-playground.element.js');
    mod.define('docs-robots');
    // Defining again, under either name, does not throw.
    mod.define('docs-robots');
    mod.define();
    await el.ready;
    return {
      upgraded: el instanceof mod.RobotsPlayground,
      urlsAttr: el.getAttribute('urls'),
      verdicts: el.verdicts.map((v) => [v.url, v.allowed, v.line]),
      same: customElements.get('robots-playground') === mod.RobotsPlayground,
    };
  });
  assert.deepEqual(result, { upgraded: true, urlsAttr: '/anything', verdicts: [['/anything', false, 2]], same: true });
  await close();
});

test('the npm package: robots-playground.define.js registers the element, as plain ES modules', async () => {
  // web/pkg served as is (no bundler), with a page that loads the package's define entry.
  const { page, errors, close } = await openInPackage(
    env.browser,
    `<script type="module" src="robots-playground.define.js"></script>
        <robots-playground agent="GPTBot" urls="/private/x"><script type="text/plain">
          User-agent: GPTBot
          Disallow: /private/
        </script></robots-playground>`,
  );
  try {
    await page.waitForFunction(() => document.querySelector('robots-playground').verdicts?.length, null, { timeout: 20000 });
    assert.deepEqual(await page.$eval('robots-playground', (e) => e.verdicts.map((v) => [v.url, v.allowed, v.line])), [
      ['/private/x', false, 2],
    ]);
    // The class file registers nothing by itself.
    const registersNothing = await page.evaluate(async () => {
      const before = customElements.get('pkg-class-only');
      const mod = await import('./robots-playground.element.js');
      return (
        before === undefined &&
        customElements.get('pkg-class-only') === undefined &&
        typeof mod.RobotsPlayground === 'function' &&
        !('define' in mod)
      );
    });
    assert.equal(registersNothing, true);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("the package README's no-bundler snippet, exactly as written, with the package served as /node_modules/robots-playground/", async () => {
  const readme = readFileSync(join(ROOT, 'web', 'pkg', 'README.md'), 'utf8');
  const snippet = [...readme.matchAll(/```html\n([\s\S]*?)```/g)]
    .map((m) => m[1])
    .find((b) => b.includes('/node_modules/robots-playground/'));
  assert.ok(snippet, 'the README has an HTML snippet loading the package from /node_modules/robots-playground/');
  const { page, errors, close } = await openInPackage(env.browser, snippet);
  try {
    // The server has the package at its root: /node_modules/robots-playground/x is its x.
    await page.route('**/node_modules/robots-playground/**', (route) => {
      const path = new URL(route.request().url()).pathname.replace('/node_modules/robots-playground/', '');
      return route.fulfill({ path: join(ROOT, 'web', 'pkg', path) });
    });
    await page.reload();
    await page.waitForFunction(() => document.querySelector('robots-playground').verdicts?.length === 2, null, { timeout: 20000 });
    assert.deepEqual(await page.$eval('robots-playground', (e) => e.verdicts.map((v) => [v.url, v.allowed, v.line])), [
      ['/blog/post-1', true, 0],
      ['/private/report', false, 2],
    ]);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe: no serious or critical violation (${colorScheme})`, async () => {
    // bypassCSP only so axe can be injected as an inline script; the CSP test runs without it.
    const { page, close } = await openEmbed({ colorScheme, bypassCSP: true });
    await page.addScriptTag({ content: AXE });
    const violations = await page.evaluate(async () => {
      const r = await window.axe.run(document, { resultTypes: ['violations'] });
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    assert.deepEqual(violations, []);
    await close();
  });
}

test('in a 300 px column, a long URL wraps in the explanation; the agent property gives its default', async () => {
  const w = await openEmbed();
  try {
    const out = await w.page.evaluate(async () => {
      const box = Object.assign(document.createElement('div'), { style: 'width: 300px' });
      const el = document.createElement('robots-playground');
      el.setAttribute('urls', `/very/long/path/that/goes/on/and/on/and/on/and/on/and/on/${'x'.repeat(80)}/index.html?query=string&more=1`);
      el.value = 'User-agent: *\nDisallow: /very/long/path/that/goes/on/and/on/\n';
      box.append(el);
      document.body.append(box);
      await el.ready;
      await new Promise((r) => setTimeout(r, 300));
      const part = el.shadowRoot.querySelector('[part~="explanation"]');
      return {
        agent: el.agent,
        attr: el.getAttribute('agent'),
        scroll: part.scrollWidth,
        client: part.clientWidth,
        text: part.textContent.length,
      };
    });
    assert.equal(out.agent, 'Googlebot');
    assert.equal(out.attr, null);
    assert.ok(out.text > 0, 'the explanation is shown');
    assert.ok(out.scroll <= out.client + 1, `the explanation overflows: ${out.scroll} > ${out.client}`);
  } finally {
    await w.close();
  }
});

test('a policy the widget does not know is said in its notice, not taken silently', async () => {
  const w = await openEmbed();
  try {
    const read = () =>
      w.page.evaluate(() => {
        const el = document.querySelector('robots-playground');
        const n = el.shadowRoot.querySelector('[part~="notice"]');
        return { hidden: n.hidden, text: n.textContent };
      });
    await w.page.evaluate(() => {
      document.querySelector('robots-playground').policy = 'bogus';
    });
    await w.page.waitForFunction(() =>
      document.querySelector('robots-playground').shadowRoot.querySelector('[part~="notice"]').textContent.includes('policy="bogus"'),
    );
    const bad = await read();
    assert.equal(bad.hidden, false);
    assert.match(bad.text, /policy="bogus" is not a reading this widget knows \(google, rfc9309 or crawler\): these verdicts use google\./);
    // A name of Object.prototype is no reading either (it was read as one: a function as the policy).
    await w.page.evaluate(() => {
      document.querySelector('robots-playground').policy = 'constructor';
    });
    await w.page.waitForFunction(() =>
      document.querySelector('robots-playground').shadowRoot.querySelector('[part~="notice"]').textContent.includes('policy="constructor"'),
    );
    assert.equal(await w.page.evaluate(() => document.querySelector('robots-playground').verdicts.length > 0), true);
    await w.page.evaluate(() => {
      document.querySelector('robots-playground').policy = 'RFC9309';
    });
    await w.page.waitForFunction(
      () => !/bogus|constructor/.test(document.querySelector('robots-playground').shadowRoot.querySelector('[part~="notice"]').textContent),
    );
  } finally {
    await w.close();
  }
});
