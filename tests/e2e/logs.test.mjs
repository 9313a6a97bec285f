// "Who crawled this site": an access log replayed in the page's own worker against the file in
// the editor, with the crawlers' published IP ranges; a generated log with known answers, and
// a 50 MB one that is read with progress, can be stopped, keeps the page responsive and sends
// nothing anywhere.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { setFile, settled, setup } from './browser.mjs';
import { T0, operator, signedLine } from '../node/web-bot-auth.mjs';

let env;
let dir;
before(async () => {
  env = await setup();
  dir = mkdtempSync(join(tmpdir(), 'robots-logs-e2e-'));
});
after(() => {
  rmSync(dir, { recursive: true, force: true });
  return env?.close();
});

const ROBOTS = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n';
const GOOGLEBOT_JSON = JSON.stringify({ creationTime: '2026-11-30T00:00:00', prefixes: [{ ipv4Prefix: '66.249.64.0/27' }] });
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot';
const clf = (ip, minute, path, ua) =>
  `${ip} - - [07/Dec/2026:10:${String(minute % 60).padStart(2, '0')}:00 +0000] "GET ${path} HTTP/1.1" 200 512 "-" "${ua}"`;

/** Opens the panel and a log (a path on disk), and waits for the report or the end. */
async function replay(page, path) {
  if (!(await page.$eval('[data-testid="logs-panel"]', (d) => d.open))) await page.click('[data-testid="logs-panel"] > summary');
  await page.waitForSelector('[data-testid="logs-file"]', { state: 'attached' });
  await page.setInputFiles('[data-testid="logs-file"]', path);
}

const cells = (page, name) => page.$$eval(`[data-testid="logs-row"][data-name="${name}"] > *`, (els) => els.map((e) => e.textContent));

test('a log with known answers: each crawler, its disallowed fetches, verified addresses and impostors', async () => {
  const { page, errors } = await env.open('');
  await setFile(page, ROBOTS);
  const log = [
    clf('66.249.64.1', 0, '/robots.txt', GOOGLEBOT),
    clf('66.249.64.2', 1, '/private/a', GOOGLEBOT),
    clf('203.0.113.9', 2, '/shop', GOOGLEBOT),
    clf('198.51.100.7', 3, '/blog', GPTBOT),
    'not a log line',
  ].join('\n');
  writeFileSync(join(dir, 'access.log.gz'), gzipSync(log));
  writeFileSync(join(dir, 'googlebot.json'), GOOGLEBOT_JSON);
  await page.click('[data-testid="logs-panel"] > summary');
  await page.waitForSelector('[data-testid="logs-ranges"]', { state: 'attached' });
  await page.setInputFiles('[data-testid="logs-ranges"]', join(dir, 'googlebot.json'));
  await page.waitForFunction(() =>
    /IP ranges of Googlebot\./.test(document.querySelector('[data-testid="logs-ranges-said"]')?.textContent ?? ''),
  );
  await replay(page, join(dir, 'access.log.gz'));
  await page.waitForSelector('[data-testid="logs-summary"]');
  const g = await cells(page, 'Googlebot');
  assert.equal(g[0], 'Googlebot');
  assert.equal(g[1], '3');
  assert.match(g[2], /^1 line 2$/);
  assert.equal(g[3], '2 verified, 1 impostor');
  const gpt = await cells(page, 'GPTBot');
  assert.match(gpt[2], /^1 line 5$/);
  assert.match(gpt[3], /not checked/);
  assert.match(
    await page.textContent('[data-testid="logs-unreadable"]'),
    /^1 line\(s\) could not be read, for example line 5: not a log line/,
  );
  assert.equal(await page.locator('[data-testid="logs-chart"] polyline').count(), 2);
  // The disallowed fetches, each with its line, and where the requests went.
  assert.deepEqual(await page.$$eval('[data-testid="logs-violations"] li', (els) => els.map((e) => e.textContent)), [
    'Googlebot: /private/a at 2026-12-07 10:01, line 2',
    'GPTBot: /blog at 2026-12-07 10:03, line 5',
  ]);
  const prefixes = await page.$$eval('[data-testid="logs-prefixes"] tbody tr', (rows) =>
    rows.map((r) => [...r.children].map((c) => c.textContent)),
  );
  assert.deepEqual(
    prefixes.find(([p]) => p === '/private/'),
    ['/private/', '1', '1', '1'],
  );
  const [png] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="logs-png"]')]);
  const pngBytes = await (await import('node:fs/promises')).readFile(await png.path());
  assert.deepEqual([...pngBytes.subarray(1, 4)], [0x50, 0x4e, 0x47], 'a PNG');
  // The CSV is the report as drawn.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="logs-csv"]')]);
  const csv = await (await import('node:fs/promises')).readFile(await download.path(), 'utf8');
  assert.match(csv.split('\r\n')[0], /^crawler,claim,requests,urls,disallowed,disallowedVerified,verified,impostors/);
  assert.ok(csv.includes('\r\nGooglebot,crawler,3,3,1,1,2,1,'), csv);
  // An edit, then "Replay against the file as it is now": the new file decides.
  await setFile(page, 'User-agent: *\nAllow: /\n');
  await page.click('[data-testid="logs-again"]');
  await page.waitForFunction(() =>
    /^0/.test(document.querySelector('[data-testid="logs-row"][data-name="Googlebot"] > :nth-child(3)')?.textContent ?? ''),
  );
  // The share link carries no log.
  assert.ok(!decodeURIComponent(page.url()).includes('66.249.64'));
  assert.deepEqual(errors, []);
});

test('a 50 MB log: progress, Stop, the page stays responsive, nothing is sent', async () => {
  const { page, context, errors } = await env.open('');
  const origin = new URL(env.url).origin;
  const foreign = [];
  context.on('request', (r) => {
    if (!r.url().startsWith(`${origin}/`) && !r.url().startsWith('blob:') && !r.url().startsWith('data:')) foreign.push(r.url());
    if (r.method() !== 'GET') foreign.push(`${r.method()} ${r.url()}`);
  });
  await setFile(page, ROBOTS);
  const line = `${clf('66.249.64.2', 1, '/private/a?session=1234567890&q=%C3%A9t%C3%A9', GOOGLEBOT)}\n`;
  const lines = Math.ceil((50 * 1024 * 1024) / line.length);
  const path = join(dir, 'big.log');
  writeFileSync(path, line.repeat(lines));

  // Stopped as soon as it has begun: no report, the page says so.
  await replay(page, path);
  await page.waitForFunction(() =>
    /^Reading big\.log: \d+ %$/.test(document.querySelector('[data-testid="logs-said"]')?.textContent ?? ''),
  );
  await page.click('[data-testid="logs-stop"]');
  assert.equal(await page.textContent('[data-testid="logs-said"]'), 'Stopped; nothing was replayed to the end.');
  assert.equal(await page.isHidden('[data-testid="logs-progress"]'), true);

  // Read to the end while frames keep coming: the longest gap between two frames stays short.
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__gaps = [];
    let last = performance.now();
    const tick = (/** @type {number} */ t) => {
      w.__gaps.push(t - last);
      last = t;
      if (!w.__stopTicks) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await replay(page, path);
  await page.waitForSelector('[data-testid="logs-summary"]', { timeout: 120000 });
  const worst = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__stopTicks = true;
    return Math.max(...w.__gaps.slice(2));
  });
  assert.ok(worst < 250, `the longest frame gap while the log was read: ${worst.toFixed(0)} ms`);
  const g = await cells(page, 'Googlebot');
  assert.equal(g[1], lines.toLocaleString('en'));
  assert.match(g[2], new RegExp(`^${lines.toLocaleString('en')} line 2$`));
  await settled(page);
  assert.deepEqual(foreign, [], 'no request but the page’s own files');
  assert.deepEqual(errors, []);
});

test("signed requests are checked with the operator's key directory added on the page", async () => {
  const { page, errors } = await env.open('');
  await setFile(page, ROBOTS);
  const op = operator();
  writeFileSync(join(dir, 'directory.json'), op.directory);
  writeFileSync(join(dir, 'not-keys.json'), JSON.stringify({ prefixes: [] }));
  const signed = (path, at, tamper = false) => signedLine({ key: op.key, kid: op.kid, path, at, tamper });
  writeFileSync(join(dir, 'signed.jsonl'), [signed('/a', T0 + 10), signed('/b', T0 + 20), signed('/c', T0 + 30, true)].join('\n'));
  const addressCell = async () => (await cells(page, 'ChatGPT-User'))[3];

  // Without a key directory the signatures are counted, not checked.
  await replay(page, join(dir, 'signed.jsonl'));
  await page.waitForSelector('[data-testid="logs-summary"]');
  assert.match(await addressCell(), /3 signed \(Web Bot Auth: 3 no key added\)/);

  // With it, each signature is checked in the page; a file that holds no key says so.
  await page.setInputFiles('[data-testid="logs-keys"]', [join(dir, 'directory.json'), join(dir, 'not-keys.json')]);
  await page.waitForFunction(() => /no key read/.test(document.querySelector('[data-testid="logs-keys-said"]')?.textContent ?? ''));
  assert.match(
    await page.textContent('[data-testid="logs-keys-said"]'),
    /^directory\.json: 1 Ed25519 key\. not-keys\.json: no key read \(/,
  );
  assert.match(await addressCell(), /3 signed \(Web Bot Auth: 2 verified, 1 invalid\)/);
  assert.deepEqual(errors, []);
});
