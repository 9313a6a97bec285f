// Privacy and safety: no request leaves the page's origin, the Content-Security-Policy is
// sent and enforced (no inline script, no eval), and typed text is never parsed as HTML.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { CSP, CSP_HEADER, DIST, setFile, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

test('no network request except the page’s own files', async () => {
  const context = await env.browser.newContext();
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  const { page } = await env.open('', { context });
  // Use the page: edit, several URLs, matrix, policies, a file, share.
  await setFile(page, 'User-agent: *\nDisallow: /x\nSitemap: https://tracker.example/sitemap.xml\n');
  await page.fill('[data-testid="agent"]', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
  await page.fill('[data-testid="urls"]', 'https://other.example/x\nhttps://cdn.example/y.png');
  await page.selectOption('[data-testid="policy"]', 'crawler');
  await page.click('#matrix-panel summary');
  await page.click('#share');
  await page.hover('#editor .cm-line >> nth=1');
  await page.waitForTimeout(500);
  await context.close();
  const origin = new URL(env.url).origin;
  const foreign = requests.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith('data:') && !u.startsWith('blob:'));
  assert.deepEqual(foreign, []);
  assert.ok(
    requests.some((u) => u.endsWith('.wasm')),
    'the engine is loaded from the origin',
  );
});

test('the CSP is sent as a header and a meta tag, and blocks inline script and eval', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(env.url);
  assert.equal(response.headers()['content-security-policy'], CSP_HEADER);
  assert.equal(response.headers()['x-content-type-options'], 'nosniff');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const meta = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.equal(meta, CSP);
  assert.equal(
    readFileSync(join(DIST, 'index.html'), 'utf8').match(/<script(?![^>]*\bsrc=)[^>]*>/g),
    null,
    'no inline script in index.html',
  );

  const result = await page.evaluate(async () => {
    const violations = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.head.append(s);
    // A string timer is compiled by the page itself (not by the devtools protocol that runs
    // this function), so it is subject to the policy like eval().
    setTimeout('window.__evalled = 1', 0);
    await new Promise((r) => setTimeout(r, 100));
    return { inline: window.__inline, evalled: window.__evalled, violations };
  });
  assert.equal(result.inline, undefined, 'inline script did not run');
  assert.equal(result.evalled, undefined, 'eval-like code did not run');
  assert.ok(result.violations.filter((v) => v.startsWith('script-src')).length >= 2, result.violations.join());
  await context.close();
});

test('the page itself causes no CSP violation and no console error', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(env.url);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.click('#matrix-panel summary');
  await page.hover('#editor .cm-line >> nth=4');
  await page.waitForTimeout(300);
  assert.deepEqual(problems, []);
  await context.close();
});

test('user text is rendered as text, never as HTML', async () => {
  const { page } = await env.open();
  const evil = '<img src=x onerror="window.__xss=1">';
  await setFile(page, `User-agent: ${evil}\nDisallow: /${evil}\n# ${evil}\n`);
  await page.fill('[data-testid="agent"]', evil);
  await page.fill('[data-testid="urls"]', `https://e.com/${evil}`);
  await page.click('#matrix-panel summary');
  await page.waitForSelector('[data-testid="matrix"] tbody tr');
  await page.waitForFunction(() => document.querySelector('[data-testid="url-row"]')?.textContent.includes('<img'), null, {
    timeout: 5000,
  });
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.__xss), undefined);
  assert.equal(await page.$$eval('main img', (els) => els.length), 0);
  assert.ok((await page.textContent('[data-testid="explain"]')).includes('<img'), 'shown literally in the explanation');
});

test('a page of another site cannot frame the playground (frame-ancestors, sent as a header)', async (t) => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  // A page of another origin (another port) on this machine that frames the playground.
  const framing = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe src="${env.url}"></iframe>`));
  await new Promise((r) => framing.listen(0, '127.0.0.1', r));
  t.after(() => framing.close());
  const host = `http://127.0.0.1:${framing.address().port}/`;
  await page.goto(host);
  const child = page.frames().find((f) => f !== page.mainFrame());
  assert.ok(child, 'the frame exists');
  // Chromium puts its error page in a frame it refused.
  await page.waitForFunction(() => document.querySelector('iframe') !== null);
  await child.waitForURL(/^chrome-error:/, { timeout: 15000 });
  // The same page may frame itself (the policy says 'self').
  const own = await context.newPage();
  await own.goto(`${env.url}?perf`);
  await own.evaluate((u) => {
    const f = document.createElement('iframe');
    f.src = u;
    document.body.append(f);
  }, env.url);
  await own.waitForFunction(() => document.querySelector('iframe')?.contentDocument?.documentElement?.dataset.ready === 'true', null, {
    timeout: 30000,
  });
  await context.close();
});
