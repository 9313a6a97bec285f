// No input breaks the page, nothing is lost (issue 7): a 50 MB paste, a million lines,
// random bytes, NUL bytes, invalid UTF-8 and a line over 1 MB leave the page answering
// (a small edit afterwards gets its verdict within seconds) and say what was ignored; a
// corrupt saved state and a state too long for a link are told, not silently dropped; and
// an engine failure (a wasm trap, simulated) shows an error with a way to copy the input.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const PROBE = 'User-agent: *\nDisallow: /zz-probe\n';

/** Waits until the focused verdict is `allowed` with deciding line `line`. */
function waitVerdict(page, allowed, line, timeout = 10000) {
  return page.waitForFunction(
    ([a, l]) => {
      const v = document.querySelector('[data-testid="verdict"]');
      return v?.dataset.allowed === a && v.querySelector('[data-testid="winner-line"]')?.textContent === l;
    },
    [allowed, line],
    { timeout },
  );
}

/**
 * The page still answers: a rule typed at the top of the file decides a URL within a few
 * seconds. Returns the time it took, in ms.
 */
async function probe(page) {
  const t0 = Date.now();
  await page.click('.cm-content');
  await page.keyboard.press('Control+Home');
  await page.keyboard.insertText(PROBE);
  await page.fill('[data-testid="urls"]', 'https://e.com/zz-probe');
  await waitVerdict(page, 'false', '2');
  await page.fill('[data-testid="urls"]', 'https://e.com/zz-other');
  await page.waitForFunction(() => document.querySelector('[data-testid="verdict"]')?.textContent.includes('zz-other') || document.querySelector('[data-testid="url-row"]')?.textContent.includes('zz-other'), null, { timeout: 10000 });
  const ms = Date.now() - t0;
  assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), 'true');
  assert.ok((await page.textContent('body')).includes('Robots Playground'), 'the page is not blank');
  return ms;
}

/** Opens a file through the file picker. */
async function openFile(page, name, buffer) {
  await page.setInputFiles('[data-testid="file-input"]', { name, mimeType: 'text/plain', buffer });
  await page.waitForFunction((n) => document.getElementById('status').textContent.includes(`Opened ${n}`), name, { timeout: 20000 });
}

const notice = (page, kind) => page.waitForSelector(`[data-testid="notice"] [data-kind="${kind}"]`, { timeout: 15000 }).then((e) => e.textContent());

test('a 50 MB paste: the page answers, says what Google ignores, and keeps typing fluid', async () => {
  const { page, errors } = await env.open('?perf');
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  const t0 = Date.now();
  const size = await page.evaluate(() => {
    // What a wrong paste looks like: mostly text that is not a rule (a log, a page), with a
    // group for another crawler now and then. (A file of a million rules that all apply is
    // the todo test below.)
    const chunk = '# 127.0.0.1 - - [29/Nov/2026] "GET /some/path HTTP/1.1" 200 5120\n\n'.repeat(5000) + 'User-agent: OtherBot\nDisallow: /other\n';
    const text = chunk.repeat(Math.ceil(51_200_000 / chunk.length));
    const dt = new DataTransfer();
    dt.setData('text/plain', text);
    document.querySelector('.cm-content').dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    return text.length;
  });
  assert.ok(size > 50_000_000, `${size} characters`);
  assert.match(await notice(page, 'size'), /over 500 KiB|ignores the last/);
  const pasteMs = Date.now() - t0;
  assert.ok(await page.evaluate(() => document.querySelector('.cm-content').textContent.includes('127.0.0.1 - - [29/Nov/2026]')));
  // Too large for a link: said so once the state is saved (after a pause in typing).
  assert.match(await notice(page, 'save'), /too large for a share link/);
  assert.equal(await page.evaluate(() => location.hash), '');

  // Keystroke to paint: typed keys, timed by the page itself (?perf).
  await page.keyboard.press('Control+End');
  const before = await page.evaluate(() => globalThis.__robotsPerf.samples.length);
  for (const ch of 'Disallow: /x') await page.keyboard.type(ch, { delay: 150 });
  await page.waitForTimeout(800);
  const frames = await page.evaluate((n) => globalThis.__robotsPerf.samples.slice(n).map((s) => s.frame).filter((f) => f != null), before);
  assert.ok(frames.length > 0, 'timings were recorded');
  const sorted = [...frames].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const worst = sorted[sorted.length - 1];
  console.log(`# 50 MB paste: settled in ${pasteMs} ms; keystroke-to-paint median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms over ${frames.length} keys`);
  assert.ok(median < 2000, `keystroke to paint ${median} ms`);
  const probeMs = await probe(page);
  console.log(`# 50 MB: edit-to-verdict ${probeMs} ms`);
  const mem = await page.evaluate(() => performance.memory?.usedJSHeapSize);
  if (mem) console.log(`# 50 MB: JS heap ${(mem / 1e6).toFixed(0)} MB`);
  assert.deepEqual(errors.map((e) => e.message), []);
});

test('a million short lines, opened as a file', async () => {
  const { page, errors } = await env.open();
  const text = '#a\n\n'.repeat(500_000);
  await openFile(page, 'million.txt', Buffer.from(text));
  assert.match(await notice(page, 'size'), /2,000,000 bytes/);
  await probe(page);
  assert.deepEqual(errors.map((e) => e.message), []);
});

test('400,000 rules that all apply: typing stays fluid, the worker does the heavy work', async () => {
  const { page, errors } = await env.open('?perf');
  await openFile(page, 'rules.txt', Buffer.from('Allow: /a\n'.repeat(400_000)));
  assert.match(await notice(page, 'size'), /4,000,000 bytes/);
  // One group for every rule: each verdict now has 400,001 merged rules.
  const ms = await probe(page);
  console.log(`# 400,000 applying rules: edit-to-verdict ${ms} ms`);
  await page.waitForFunction(() => /Merged rules \(400001\)/.test(document.getElementById('explain').textContent), null, { timeout: 30000 });
  assert.equal(await page.getAttribute('.cm-line[data-line="3"]', 'data-role'), 'merged');

  // Keystroke to paint: each typed key is drawn at the next frame, because the parse and the
  // checks run in the worker; the highlight follows when the worker answers (?perf timings).
  await page.fill('[data-testid="urls"]', 'https://e.com/a');
  await waitVerdict(page, 'true', '3');
  await page.click('.cm-content');
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.waitForTimeout(2000); // the worker's detail for the new URL
  const before = await page.evaluate(() => {
    globalThis.__keyFrames = [];
    document.addEventListener('keydown', (e) => {
      const at = e.timeStamp;
      requestAnimationFrame(() => globalThis.__keyFrames.push(performance.now() - at));
    }, true);
    return globalThis.__robotsPerf.samples.length;
  });
  for (const ch of '-probe-x') await page.keyboard.type(ch, { delay: 120 });
  await page.waitForFunction((n) => globalThis.__robotsPerf.samples.length > n + 1, before, { timeout: 30000 });
  await page.waitForTimeout(1000);
  const keyFrames = (await page.evaluate(() => globalThis.__keyFrames)).sort((a, b) => a - b);
  const samples = await page.evaluate((n) => globalThis.__robotsPerf.samples.slice(n).map((s) => ({ frame: s.frame, worker: s.worker, engine: s.engine })), before);
  assert.equal(keyFrames.length, 8);
  assert.ok(samples.length > 0 && samples.every((s) => s.worker), 'analysed in the worker');
  const mid = (a) => a[a.length >> 1];
  const highlight = samples.map((s) => s.frame).filter((f) => f != null).sort((a, b) => a - b);
  const work = samples.map((s) => s.engine).sort((a, b) => a - b);
  console.log(
    `# 400,000 applying rules: keystroke to paint median ${mid(keyFrames).toFixed(0)} ms, worst ${keyFrames.at(-1).toFixed(0)} ms; ` +
      `keystroke to highlight median ${mid(highlight).toFixed(0)} ms (worker: parse + check ${mid(work).toFixed(0)} ms)`,
  );
  assert.ok(mid(keyFrames) < 100, `keystroke to paint ${mid(keyFrames)} ms`);
  assert.ok(mid(highlight) < 5000, `keystroke to highlight ${mid(highlight)} ms`);
  // The last keystroke is answered: line 2 reads as typed, and /a is still decided by line 3.
  await page.waitForFunction(() => document.querySelector('.cm-line[data-line="2"]')?.textContent.endsWith('-probe-x'));
  await waitVerdict(page, 'true', '3');
  assert.deepEqual(errors.map((e) => e.message), []);
});

test('random bytes, NUL bytes and invalid UTF-8: opened, told, still answering', async () => {
  const { page, errors } = await env.open();
  await openFile(page, 'random.bin', randomBytes(300_000));
  assert.match(await notice(page, 'file'), /random\.bin is not valid UTF-8/);
  await probe(page);

  const nul = Buffer.from('User-agent: *\0\nDisallow: /a\0b\n\0\0\0\nAllow: \0/\n'.repeat(50));
  await openFile(page, 'nul.txt', nul);
  assert.ok(await page.evaluate(() => document.querySelector('.cm-content').textContent.length > 0));
  await probe(page);

  // Overlong forms, lone surrogates (CESU), stray continuation bytes, a cut sequence at the end.
  const bad = Buffer.concat([
    Buffer.from('User-agent: *\nDisallow: /'),
    Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x80, 0xbf, 0xf8, 0x88, 0x80, 0x80, 0x80]),
    Buffer.from('\nDisallow: /ok\n'),
    Buffer.from([0xe2, 0x82]),
  ]);
  await openFile(page, 'bad.txt', bad);
  assert.match(await notice(page, 'file'), /bad\.txt is not valid UTF-8/);
  await page.fill('[data-testid="urls"]', 'https://e.com/ok');
  await waitVerdict(page, 'false', '3');
  await probe(page);
  assert.deepEqual(errors.map((e) => e.message), []);
});

test('a line over 1 MB', async () => {
  const { page, errors } = await env.open();
  const line = `Disallow: /${'abcdefghij'.repeat(120_000)}\n`;
  await openFile(page, 'long-line.txt', Buffer.from(`User-agent: *\n${line}Disallow: /after\n`));
  assert.match(await notice(page, 'size'), /ignore the last/);
  await page.fill('[data-testid="urls"]', 'https://e.com/after');
  await waitVerdict(page, 'false', '3');
  await probe(page);
  assert.deepEqual(errors.map((e) => e.message), []);
});

test('a corrupt saved state is reset with a notice, not a blank page', async () => {
  for (const junk of ['{"text": "User-agent', '["a list"]', '\u0000\u0001garbage']) {
    const { page, context } = await env.open();
    await page.evaluate((j) => localStorage.setItem('robots-playground:state:v1', j), junk);
    const { page: again, errors } = await env.open('', { context });
    assert.equal(await again.evaluate(() => document.documentElement.dataset.restored), 'example');
    assert.match(await notice(again, 'restore'), /saved in this browser was unreadable/);
    assert.match(await again.textContent('.cm-content'), /User-agent/);
    assert.notEqual(await again.evaluate(() => localStorage.getItem('robots-playground:state:v1')), junk, 'the bad entry is gone');
    assert.deepEqual(errors.map((e) => e.message), []);
    // The notice goes with the first edit.
    await again.click('.cm-content');
    await again.keyboard.press('Control+End');
    await again.keyboard.insertText('# an edit\n');
    await again.waitForFunction(() => !document.querySelector('[data-testid="notice"] [data-kind="restore"]'));
    assert.equal(await again.$('[data-testid="notice"] [data-kind="restore"]'), null);
    await context.close();
  }
  // A link whose state cannot be read says so too.
  const { page } = await env.open('#s=N4Ig%%%cut');
  assert.match(await notice(page, 'restore'), /link could not be read/);
});

test('a state too long for a link: a clear message, no stale link', async () => {
  const { page, errors } = await env.open();
  // Incompressible text, well under the 500 KiB limit.
  const text = `User-agent: *\n${randomBytes(240_000).toString('base64').replace(/(.{70})/g, 'Disallow: /$1\n')}\n`;
  await openFile(page, 'noise.txt', Buffer.from(text));
  assert.match(await notice(page, 'save'), /too large for a share link \(a [\d,]+-character link; links hold at most 65,536\)/);
  assert.equal(await page.evaluate(() => location.hash), '');
  await page.click('#share');
  assert.match(await page.textContent('#status'), /too large for a share link/);
  assert.equal(await page.isVisible('[data-testid="share-url"]'), false);
  // Back to a small file: the link holds the state again and the message goes.
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(PROBE);
  await page.waitForFunction(() => location.hash.startsWith('#s='), null, { timeout: 5000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="notice"] [data-kind="save"]'), null, { timeout: 5000 });
  assert.deepEqual(errors.map((e) => e.message), []);
});

/** Init script: wraps the wasm exports so that `robots_check` traps while `__trap` is set, as a panicking engine would. */
function trapOnDemand() {
  const wrap = (instance) => {
    const exports = {};
    for (const [k, v] of Object.entries(instance.exports)) {
      exports[k] = k === 'robots_check' ? function (...a) {
        if (globalThis.__trap) throw new WebAssembly.RuntimeError('unreachable');
        return v.apply(this, a);
      } : v;
    }
    return { exports };
  };
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...a) => {
    const r = await streaming(...a);
    return { module: r.module, instance: wrap(r.instance) };
  };
  const plain = WebAssembly.instantiate;
  WebAssembly.instantiate = async (...a) => {
    const r = await plain(...a);
    return r instanceof WebAssembly.Instance ? wrap(r) : { module: r.module, instance: wrap(r.instance) };
  };
}

test('an engine failure (a wasm trap) shows an error with the input to copy', async () => {
  const context = await env.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(trapOnDemand);
  const { page } = await env.open('', { context });
  await page.evaluate(() => (globalThis.__trap = true));
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('User-agent: *\nDisallow: /trap\n');
  const message = await notice(page, 'error');
  assert.match(message, /The engine failed on this input \(unreachable\)/);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), 'true');
  await page.click('[data-testid="copy-input"]');
  await page.waitForFunction(() => /Copied the input/.test(document.getElementById('status').textContent));
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  assert.equal(copied.text, 'User-agent: *\nDisallow: /trap\n');
  // The engine recovers: the next edit analyses again and the error goes.
  await page.evaluate(() => (globalThis.__trap = false));
  await page.fill('[data-testid="urls"]', 'https://e.com/trap');
  await waitVerdict(page, 'false', '2');
  assert.equal(await page.$('[data-testid="notice"] [data-kind="error"]'), null);
  await context.close();
});

/** embed.html in a new context (with `init` run first in each page), once its first widget answers; that widget's id. */
async function openEmbed(init = null) {
  const context = await env.browser.newContext();
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.url}embed.html`);
  await page.waitForFunction(() => document.querySelector('robots-playground')?.verdicts?.length, null, { timeout: 20000 });
  const id = await page.$eval('robots-playground', (e) => e.id);
  return { context, page, errors, id };
}

test('an engine failure inside <robots-playground> is shown in the widget', async () => {
  const { context, page, errors, id } = await openEmbed(trapOnDemand);
  await page.evaluate(() => (globalThis.__trap = true));
  await page.$eval('robots-playground', (e) => (e.value = 'User-agent: *\nDisallow: /t\n'));
  await page.waitForFunction((i) => /engine failed on this input \(unreachable\)/.test(document.getElementById(i).shadowRoot.querySelector('[role="alert"]')?.textContent), id);
  await page.evaluate(() => (globalThis.__trap = false));
  await page.$eval('robots-playground', (e) => (e.urls = '/t'));
  await page.waitForFunction((i) => {
    const el = document.getElementById(i);
    return el.shadowRoot.querySelector('[role="alert"]').hidden && el.verdicts[0]?.url === '/t' && el.verdicts[0].allowed === false;
  }, id);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hostile content in <robots-playground>: binary bytes, NUL, lone surrogates, 5 MB', async () => {
  const { context, page, errors, id } = await openEmbed();
  // Every byte value, a NUL and a lone surrogate (not valid UTF-16, so not valid UTF-8 once
  // encoded) before a group that still applies.
  await page.$eval('robots-playground', (e) => {
    let junk = '';
    for (let i = 0; i < 4096; i++) junk += String.fromCharCode((i * 7919) % 256);
    e.value = `${junk}\uD800\u0000\nUser-agent: *\nDisallow: /t\n`;
    e.urls = '/t';
  });
  await page.waitForFunction((i) => {
    const v = document.getElementById(i).verdicts?.[0];
    return v?.url === '/t' && v.allowed === false;
  }, id);
  // 5 MB: 400,000 rules, the deciding one last.
  const blocked = await page.$eval('robots-playground', (e) => {
    const text = `User-agent: *\n${'Disallow: /x\n'.repeat(400_000)}Allow: /t\n`;
    const t0 = performance.now();
    e.value = text;
    return new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now() - t0)));
  });
  await page.waitForFunction((i) => document.getElementById(i).verdicts?.[0]?.allowed === true, id, { timeout: 60_000 });
  // A value this large gets a brief verdict: every rule counted, a bounded list.
  const brief = await page.evaluate((i) => {
    const v = document.getElementById(i).verdicts[0].verdict;
    return { ruleCount: v.ruleCount, listed: v.rules.length, line: v.line };
  }, id);
  assert.deepEqual(brief, { ruleCount: 400_001, listed: 200, line: 400_002 });
  const shown = await page.evaluate((i) => document.getElementById(i).shadowRoot.textContent, id);
  // The set includes CodeMirror's own work on 5 MB; the analysis runs in the widgets' worker
  // (hostile-widget.test.mjs has the rest): the figure is reported, not asserted.
  console.log(`# widget: 5 MB value set, next frame after ${blocked.toFixed(0)} ms`);
  assert.match(shown, /Allowed|allowed/);
  assert.deepEqual(errors, []);
  await context.close();
});
