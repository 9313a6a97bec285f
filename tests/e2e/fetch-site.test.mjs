// "From a site…": the page fetches a site's robots.txt only when Fetch is clicked, into the
// editor, with the status the site answered; where the browser may not read it (no CORS
// header, a timeout), it says so and gives the command line that can. The sites are servers
// this test starts on 127.0.0.1: another origin than the page's.

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { settled, setup } from './browser.mjs';

const ROBOTS = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n';
/** Latin-1 bytes: "Disallow: /soci\xe9t\xe9/" */
const LATIN1 = Buffer.concat([
  Buffer.from('User-agent: *\nDisallow: /soci'),
  Buffer.from([0xe9]),
  Buffer.from('t'),
  Buffer.from([0xe9, 0x2f, 0x0a]),
]);

let env;
let site;
let closed;
/** Requests each test site got, by path. */
const seen = [];

/** A site on 127.0.0.1: `cors` sends Access-Control-Allow-Origin on every answer. */
function startSite(cors) {
  const server = createServer((req, res) => {
    seen.push({ cors, path: req.url, cookie: req.headers.cookie ?? null, referer: req.headers.referer ?? null });
    const head = (status, extra = {}) => res.writeHead(status, { ...(cors && { 'access-control-allow-origin': '*' }), ...extra });
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/robots.txt') return void (head(200, { 'content-type': 'text/plain' }), res.end(ROBOTS));
    if (path === '/moved') return void (head(301, { location: '/robots.txt' }), res.end());
    if (path === '/gone/robots.txt') return void (head(404, { 'content-type': 'text/html' }), res.end('<h1>Not Found</h1>'));
    if (path === '/busy/robots.txt') return void (head(503), res.end('try later'));
    if (path === '/latin1.txt') return void (head(200, { 'content-type': 'text/plain' }), res.end(LATIN1));
    if (path === '/gz.txt') return void (head(200, { 'content-encoding': 'gzip' }), res.end(gzipSync(ROBOTS)));
    if (path === '/slow.txt') return; // never answers
    if (path === '/endless.txt') {
      head(200, { 'content-type': 'text/plain' });
      const line = Buffer.from(`Disallow: /${'x'.repeat(500)}\n`);
      const pump = () => {
        while (res.write(line));
      };
      res.on('drain', pump);
      res.on('close', () => res.off('drain', pump));
      return pump();
    }
    head(404);
    res.end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => (server.closeAllConnections(), server.close()) }),
    ),
  );
}

before(async () => {
  env = await setup();
  site = { open: await startSite(true), closed: await startSite(false) };
  closed = site.closed;
});
after(() => {
  site?.open.close();
  site?.closed.close();
  return env?.close();
});

/** Opens the form, fetches `address` and waits for the page to say what happened. */
async function fetchInto(page, address) {
  if (await page.isHidden('[data-testid="fetch-form"]')) await page.click('[data-testid="fetch-open"]');
  await page.fill('[data-testid="fetch-url"]', address);
  await page.click('[data-testid="fetch-go"]');
  await page.waitForFunction(
    () => !/^Fetching /.test(document.querySelector('[data-testid="fetch-said"]')?.textContent ?? 'Fetching '),
    null,
    { timeout: 20000 },
  );
  await settled(page);
  return page.textContent('[data-testid="fetch-said"]');
}

/** The editor's text (the page's `?perf` hooks give its view). */
const editorText = (page) => page.evaluate(() => window.__robotsPerf.view.state.doc.toString());

test('nothing is requested until Fetch is clicked; then one request, without cookies or referrer', async () => {
  const { page, errors } = await env.open('?perf');
  const before = seen.length;
  await page.click('[data-testid="fetch-open"]');
  // The form's code loads with this first click: the button says it is open once it has.
  await page.waitForSelector('[data-testid="fetch-open"][aria-expanded="true"]', { timeout: 5000 });
  await page.fill('[data-testid="fetch-url"]', `${site.open.url}/`);
  await page.waitForTimeout(300);
  assert.equal(seen.length, before, 'typing an address fetches nothing');

  const said = await fetchInto(page, `${site.open.url}/`);
  assert.equal(said, `Fetched ${site.open.url}/robots.txt: HTTP 200, ${ROBOTS.length} bytes.`, 'a site means its /robots.txt');
  assert.deepEqual(
    seen.slice(before).map((r) => [r.path, r.cookie, r.referer]),
    [['/robots.txt', null, null]],
  );
  assert.equal(await editorText(page), ROBOTS);
  assert.equal(await page.isHidden('[data-testid="fetch-command"]'), true);

  // The file's host is now the fetched one: a URL of another host is named as such.
  await page.fill('[data-testid="agent"]', 'Googlebot');
  await page.fill('[data-testid="urls"]', 'https://example.com/private/x');
  assert.match(await page.textContent('[data-testid="verdict"]'), /Blocked/);
  assert.equal(await page.isVisible('[data-testid="answer-host"]'), true);
  assert.match(await page.textContent('[data-testid="answer-host"]'), /127\.0\.0\.1/);

  // The comparison's earlier version is the fetched file, named by its address.
  await page.click('[data-testid="diff-panel"] > summary');
  await page.waitForSelector('[data-testid="diff-summary"]:not(:empty)');
  assert.match(await page.textContent('[data-testid="diff-panel"]'), new RegExp(`the file fetched from ${site.open.url}/robots.txt`));

  // A reload keeps the text, and where it came from.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await settled(page);
  assert.equal(await editorText(page), ROBOTS);
  assert.match(await page.textContent('[data-testid="answer-host"]'), /127\.0\.0\.1/);
  assert.deepEqual(errors, []);
});

test('redirects, gzip, non-UTF-8 bytes and statuses', async () => {
  const { page, errors } = await env.open('?perf');
  let said = await fetchInto(page, `${site.open.url}/moved`);
  assert.equal(said, `Fetched ${site.open.url}/robots.txt (redirected from ${site.open.url}/moved): HTTP 200, ${ROBOTS.length} bytes.`);

  said = await fetchInto(page, `${site.open.url}/gz.txt`);
  assert.match(said, new RegExp(`HTTP 200, ${ROBOTS.length} bytes\\.$`), 'the body is decoded');
  assert.equal(await editorText(page), ROBOTS);

  said = await fetchInto(page, `${site.open.url}/latin1.txt`);
  assert.match(await editorText(page), /Disallow: \/soci\uFFFDt\uFFFD\//);
  assert.match(await page.textContent('[data-testid="notice"]'), /latin1\.txt is not valid UTF-8/);

  // A 404: the status is chosen, the answers follow it, the file stays.
  const kept = await editorText(page);
  said = await fetchInto(page, `${site.open.url}/gone/robots.txt`);
  assert.match(said, /answered HTTP 404\. The answers are now those for that status/);
  assert.equal(await page.inputValue('[data-testid="http-status"]'), '404');
  assert.equal(await editorText(page), kept, 'the 404 page is not loaded as the file');
  await page.fill('[data-testid="urls"]', 'https://example.com/private/x');
  assert.match(await page.textContent('[data-testid="verdict"]'), /Allowed/);

  said = await fetchInto(page, `${site.open.url}/busy/robots.txt`);
  assert.equal(await page.inputValue('[data-testid="http-status"]'), '503');
  assert.match(await page.textContent('[data-testid="answer-rule"]'), /HTTP 503/);

  // A success chooses "200 OK" again.
  await fetchInto(page, `${site.open.url}/robots.txt`);
  assert.equal(await page.inputValue('[data-testid="http-status"]'), '');
  assert.deepEqual(errors, []);
});

test('an endless body is cut after the size limit; a fetch that hangs can be stopped', async () => {
  const { page, errors } = await env.open('?perf');
  const said = await fetchInto(page, `${site.open.url}/endless.txt`);
  assert.match(said, /^Fetched .*endless\.txt: HTTP 200, the first 528,384 bytes\. The file is longer/);
  assert.equal((await editorText(page)).length, 528_384);
  // The page then says where Google stops reading, as for any file past the limit.
  await page.waitForFunction(() => /over 500 KiB/.test(document.querySelector('[data-testid="notice"]')?.textContent ?? ''));

  await page.fill('[data-testid="fetch-url"]', `${site.open.url}/slow.txt`);
  await page.click('[data-testid="fetch-go"]');
  await page.waitForSelector('[data-testid="fetch-stop"]:not([hidden])');
  assert.match(await page.textContent('[data-testid="fetch-said"]'), /^Fetching /);
  await page.click('[data-testid="fetch-stop"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="fetch-said"]')?.textContent?.startsWith('Stopped'));
  assert.equal(await page.isHidden('[data-testid="fetch-stop"]'), true);
  assert.deepEqual(errors, []);
});

test('a site without CORS headers: the page says so and gives the command', async () => {
  const { page, context, errors } = await env.open('?perf');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.fill('[data-testid="agent"]', 'Mozilla/5.0 (compatible; GPTBot/1.2)');
  await page.fill('[data-testid="urls"]', 'https://example.com/a?b=c&d');
  const before = await editorText(page);
  const said = await fetchInto(page, `${closed.url}/`);
  assert.match(
    said,
    /^Your browser would not let this page read http:\/\/127\.0\.0\.1:\d+\/robots\.txt\. Most sites do not let other sites' pages read/,
  );
  const command = await page.textContent('[data-testid="fetch-command"] code');
  assert.equal(
    command,
    `npx robots-playground check ${closed.url}/robots.txt --agent 'Mozilla/5.0 (compatible; GPTBot/1.2)' 'https://example.com/a?b=c&d'`,
  );
  assert.equal(await editorText(page), before, 'nothing was loaded');
  await page.click('[data-testid="fetch-copy"]');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), command);

  const bad = await fetchInto(page, 'not a site');
  assert.match(bad, /is not a web address/);
  assert.equal(await page.isHidden('[data-testid="fetch-command"]'), true);
  assert.deepEqual(errors, []);
});
