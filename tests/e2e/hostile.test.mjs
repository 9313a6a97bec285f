// No input breaks the page, nothing is lost (issue 7): a 50 MB paste, a million lines,
// random bytes, NUL bytes, invalid UTF-8 and a line over 1 MB leave the page answering
// (a small edit afterwards gets its verdict within seconds) and say what was ignored; a
// corrupt saved state and a state too long for a link are told, not silently dropped; and
// an engine failure (a wasm trap, simulated) shows an error with a way to copy the input.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import init, { Robots } from 'robots-playground/full';
import { setup, watchTasks } from './browser.mjs';

let env;
before(async () => {
  await init();
  env = await setup();
});
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
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="verdict"]')?.textContent.includes('zz-other') ||
      document.querySelector('[data-testid="url-row"]')?.textContent.includes('zz-other'),
    null,
    { timeout: 10000 },
  );
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

const notice = (page, kind) =>
  page.waitForSelector(`[data-testid="notice"] [data-kind="${kind}"]`, { timeout: 15000 }).then((e) => e.textContent());

/** The long tasks (ms) recorded since the last call: their count and the longest. */
async function takeTasks(page) {
  // A task still running is reported once it ends: wait for a frame and a task after it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const tasks = await page.evaluate(() => globalThis.__tasks.splice(0));
  return { n: tasks.length, longest: Math.max(0, ...tasks) };
}

/** Types `keys` with pauses as a user; keystroke-to-paint figures (ms), and each key's highlight (?perf). */
async function typeTimed(page, keys) {
  await page.evaluate(() => (globalThis.__keyFrames = []));
  const before = await page.evaluate(() => globalThis.__robotsPerf.samples.length);
  for (const ch of keys) await page.keyboard.type(ch, { delay: 150 });
  await page.waitForFunction((n) => globalThis.__keyFrames.length >= n, keys.length);
  await page.waitForTimeout(800);
  const frames = (await page.evaluate(() => globalThis.__keyFrames)).sort((a, b) => a - b);
  const highlight = (
    await page.evaluate(
      (n) =>
        globalThis.__robotsPerf.samples
          .slice(n)
          .map((s) => s.frame)
          .filter((f) => f != null),
      before,
    )
  ).sort((a, b) => a - b);
  const mid = (a) => a[a.length >> 1] ?? NaN;
  return { median: mid(frames), worst: frames.at(-1), n: frames.length, highlight: mid(highlight) };
}

/** The editor's text as a whole, compared in the page with `globalThis[name]`: its length, and whether it is that text exactly. */
const sameText = (page, name) =>
  page.evaluate((k) => {
    const doc = globalThis.__robotsPerf.view.state.doc;
    return { length: doc.length, same: doc.toString() === globalThis[k] };
  }, name);

/** The focused verdict as the engine gives it, run here in Node on the same text. */
function engineVerdict(text, agent, url) {
  const robots = new Robots(text);
  try {
    const v = robots.check(agent, url);
    return { allowed: v.allowed, line: v.line };
  } finally {
    robots.free();
  }
}

/** What a wrong paste looks like: a 50 MB log with a group for another crawler now and then. Run in Node and in the page. */
const paste50 = () => {
  const chunk =
    '# 127.0.0.1 - - [29/Nov/2026] "GET /some/path HTTP/1.1" 200 5120\n\n'.repeat(5000) +
    'User-agent: OtherBot\nDisallow: /other\nAllow: /other/ok\n';
  return chunk.repeat(Math.ceil(51_200_000 / chunk.length));
};

test('a 50 MB paste: loaded in slices, the page answers, says what Google ignores, and keeps typing fluid', async () => {
  const { page, errors } = await env.open('?perf');
  await watchTasks(page);
  const before = await page.evaluate(() => globalThis.__robotsPerf.view.state.doc.toString());
  // The text and its clipboard are made in tasks of their own: the figures are the page's.
  const size = await page.evaluate(`(() => {
    globalThis.__paste = (${paste50})();
    globalThis.__clip = new DataTransfer();
    globalThis.__clip.setData('text/plain', globalThis.__paste);
    return globalThis.__paste.length;
  })()`);
  assert.ok(size > 50_000_000, `${size} characters`);
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await takeTasks(page);
  const t0 = Date.now();
  const loading = await page.evaluate(() => {
    document
      .querySelector('.cm-content')
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: globalThis.__clip, bubbles: true, cancelable: true }));
    return document.querySelector('[data-testid="loading"]')?.textContent ?? null;
  });
  // Too large to split at once: a "loading" line shows while it is built, a slice a task.
  assert.match(loading, /^Loading large text… \d+ % of [\d,]+ characters$/);
  await page.waitForFunction(
    (n) => globalThis.__robotsPerf.view.state.doc.length === n && !document.querySelector('[data-testid="loading"]'),
    size,
  );
  const inEditor = Date.now() - t0;
  assert.match(await notice(page, 'size'), /over 500 KiB|ignores the last/);
  const settled = Date.now() - t0;
  const paste = await takeTasks(page);
  assert.deepEqual(await sameText(page, '__paste'), { length: size, same: true });
  assert.ok(await page.evaluate(() => document.querySelector('.cm-content').textContent.includes('127.0.0.1 - - [29/Nov/2026]')));

  // The verdicts are the engine's on the whole text (the package, here in Node).
  const text = paste50();
  const agent = await page.inputValue('[data-testid="agent"]');
  await page.fill('[data-testid="agent"]', 'OtherBot');
  for (const url of ['https://e.com/other/x', 'https://e.com/other/ok']) {
    await page.fill('[data-testid="urls"]', url);
    const want = engineVerdict(text, 'OtherBot', url);
    await waitVerdict(page, String(want.allowed), String(want.line), 30_000);
  }
  await page.fill('[data-testid="agent"]', agent);

  // Too large for a link and for this browser's storage: said so once the state is saved
  // (after a pause in typing), without joining the text to try.
  assert.match(
    await notice(page, 'save'),
    /too large for a share link.*too large for this browser to keep \([\d,]+ characters; at most 5,242,880 are kept\)/,
  );
  assert.equal(await page.evaluate(() => location.hash), '');
  assert.equal(await page.evaluate(() => localStorage.getItem('robots-playground:state:v1')), null, 'no older state comes back on reload');

  // Keystroke to paint: typed keys, each key's next frame; the highlight follows from the worker.
  await page.click('.cm-content');
  await page.keyboard.press('Control+End');
  await takeTasks(page);
  const keys = await typeTimed(page, 'Disallow: /x');
  const typing = await takeTasks(page);
  console.log(
    `# page: 50 MB paste: in the editor after ${inEditor} ms, notice after ${settled} ms; longest task ${paste.longest.toFixed(0)} ms (${paste.n} over 50 ms); ` +
      `then keystroke to paint median ${keys.median.toFixed(0)} ms, worst ${keys.worst.toFixed(0)} ms over ${keys.n} keys (longest task ${typing.longest.toFixed(0)} ms), keystroke to highlight median ${keys.highlight.toFixed(0)} ms`,
  );
  assert.ok(paste.longest < 1000, `a task of ${paste.longest} ms while pasting`);
  assert.ok(keys.worst < 1000, `keystroke to paint ${keys.worst} ms`);

  // Undo takes the paste back in one step (the typing first), redo puts it back.
  for (let i = 0; i < 20 && (await page.evaluate(() => globalThis.__robotsPerf.view.state.doc.length)) !== size; i++)
    await page.keyboard.press('Control+z');
  assert.deepEqual(await sameText(page, '__paste'), { length: size, same: true });
  await takeTasks(page);
  await page.keyboard.press('Control+z');
  await page.waitForFunction((n) => globalThis.__robotsPerf.view.state.doc.length === n, before.length);
  assert.equal(await page.evaluate(() => globalThis.__robotsPerf.view.state.doc.toString()), before);
  const undo = await takeTasks(page);
  await page.keyboard.press('Control+Shift+z');
  await page.waitForFunction((n) => globalThis.__robotsPerf.view.state.doc.length === n, size);
  await page.waitForTimeout(500);
  const redo = await takeTasks(page);
  assert.deepEqual(await sameText(page, '__paste'), { length: size, same: true });
  console.log(
    `# page: 50 MB paste undone in one step (longest task ${undo.longest.toFixed(0)} ms), redone (longest task ${redo.longest.toFixed(0)} ms)`,
  );

  const probeMs = await probe(page);
  console.log(`# page: 50 MB: edit-to-verdict ${probeMs} ms`);
  const mem = await page.evaluate(() => performance.memory?.usedJSHeapSize);
  if (mem) console.log(`# page: 50 MB: JS heap ${(mem / 1e6).toFixed(0)} MB`);
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
  );
});

test("a 5 MB file dropped on the editor: loaded in slices, the verdicts are the engine's, typing stays fluid", async () => {
  const { page, errors } = await env.open('?perf');
  await watchTasks(page);
  const make = () => `User-agent: *\n${'Disallow: /x\n'.repeat(400_000)}Allow: /t\n`;
  const text = make();
  const before = await page.evaluate(() => globalThis.__robotsPerf.view.state.doc.toString());
  await page.evaluate(`globalThis.__file = (${make})()`);
  await page.fill('[data-testid="urls"]', 'https://e.com/t');
  await takeTasks(page);
  const t0 = Date.now();
  // Dropped on the editor, the file made in the page: the tasks timed are the page's own (the
  // file picker of the test driver would add its own copy of 5 MB).
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File([globalThis.__file], 'five.txt', { type: 'text/plain' }));
    document.getElementById('editor-pane').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await page.waitForFunction((n) => globalThis.__robotsPerf.view.state.doc.length === n, text.length);
  const inEditor = Date.now() - t0;
  const want = engineVerdict(text, await page.inputValue('[data-testid="agent"]'), 'https://e.com/t');
  assert.deepEqual(want, { allowed: true, line: 400_002 });
  await waitVerdict(page, 'true', '400002', 30_000);
  const settled = Date.now() - t0;
  const set = await takeTasks(page);
  assert.deepEqual(await sameText(page, '__file'), { length: text.length, same: true });
  await page.click('.cm-content');
  await page.keyboard.press('Control+End');
  await takeTasks(page);
  const keys = await typeTimed(page, '# more');
  const typing = await takeTasks(page);
  console.log(
    `# page: 5 MB file dropped: in the editor after ${inEditor} ms, verdict after ${settled} ms; longest task ${set.longest.toFixed(0)} ms (${set.n} over 50 ms); ` +
      `then keystroke to paint median ${keys.median.toFixed(0)} ms, worst ${keys.worst.toFixed(0)} ms (longest task ${typing.longest.toFixed(0)} ms), keystroke to highlight median ${keys.highlight.toFixed(0)} ms`,
  );
  assert.ok(set.longest < 1000, `a task of ${set.longest} ms while opening`);
  // Opening a file is one undoable edit: undo (after the typing) brings the previous text back.
  for (let i = 0; i < 20 && (await page.evaluate(() => globalThis.__robotsPerf.view.state.doc.length)) !== before.length; i++)
    await page.keyboard.press('Control+z');
  assert.equal(await page.evaluate(() => globalThis.__robotsPerf.view.state.doc.toString()), before);
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
  );
});

test('a million short lines, opened as a file', async () => {
  const { page, errors } = await env.open();
  const text = '#a\n\n'.repeat(500_000);
  await openFile(page, 'million.txt', Buffer.from(text));
  assert.match(await notice(page, 'size'), /2,000,000 bytes/);
  await probe(page);
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
  );
});

test('400,000 rules that all apply: typing stays fluid, the worker does the heavy work', async () => {
  const { page, errors } = await env.open('?perf');
  await openFile(page, 'rules.txt', Buffer.from('Allow: /a\n'.repeat(400_000)));
  assert.match(await notice(page, 'size'), /4,000,000 bytes/);
  // One group for every rule: each verdict now has 400,001 merged rules.
  const ms = await probe(page);
  console.log(`# 400,000 applying rules: edit-to-verdict ${ms} ms`);
  await page.waitForFunction(() => /Merged rules \(400001\)/.test(document.getElementById('explain').textContent), null, {
    timeout: 30000,
  });
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
    document.addEventListener(
      'keydown',
      (e) => {
        const at = e.timeStamp;
        requestAnimationFrame(() => globalThis.__keyFrames.push(performance.now() - at));
      },
      true,
    );
    return globalThis.__robotsPerf.samples.length;
  });
  for (const ch of '-probe-x') await page.keyboard.type(ch, { delay: 120 });
  await page.waitForFunction((n) => globalThis.__robotsPerf.samples.length > n + 1, before, { timeout: 30000 });
  await page.waitForTimeout(1000);
  const keyFrames = (await page.evaluate(() => globalThis.__keyFrames)).sort((a, b) => a - b);
  const samples = await page.evaluate(
    (n) => globalThis.__robotsPerf.samples.slice(n).map((s) => ({ frame: s.frame, worker: s.worker, engine: s.engine })),
    before,
  );
  assert.equal(keyFrames.length, 8);
  assert.ok(samples.length > 0 && samples.every((s) => s.worker), 'analysed in the worker');
  const mid = (a) => a[a.length >> 1];
  const highlight = samples
    .map((s) => s.frame)
    .filter((f) => f != null)
    .sort((a, b) => a - b);
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
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
  );
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
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
  );
});

test('a line over 1 MB', async () => {
  const { page, errors } = await env.open();
  const line = `Disallow: /${'abcdefghij'.repeat(120_000)}\n`;
  await openFile(page, 'long-line.txt', Buffer.from(`User-agent: *\n${line}Disallow: /after\n`));
  assert.match(await notice(page, 'size'), /ignore the last/);
  await page.fill('[data-testid="urls"]', 'https://e.com/after');
  await waitVerdict(page, 'false', '3');
  await probe(page);
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
  );
});

test('a corrupt saved state is reset with a notice, not a blank page', async () => {
  for (const junk of ['{"text": "User-agent', '["a list"]', '\u0000\u0001garbage']) {
    const { page, context } = await env.open();
    // Once this page has saved its state (after a pause), nothing of its own is pending to write over the junk.
    await page.waitForFunction(() => localStorage.getItem('robots-playground:state:v1') !== null);
    await page.evaluate((j) => localStorage.setItem('robots-playground:state:v1', j), junk);
    const { page: again, errors } = await env.open('', { context });
    assert.equal(await again.evaluate(() => document.documentElement.dataset.restored), 'example');
    assert.match(await notice(again, 'restore'), /saved in this browser was unreadable/);
    assert.match(await again.textContent('.cm-content'), /User-agent/);
    assert.notEqual(await again.evaluate(() => localStorage.getItem('robots-playground:state:v1')), junk, 'the bad entry is gone');
    assert.deepEqual(
      errors.map((e) => e.message),
      [],
    );
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
  const text = `User-agent: *\n${randomBytes(240_000)
    .toString('base64')
    .replace(/(.{70})/g, 'Disallow: /$1\n')}\n`;
  await openFile(page, 'noise.txt', Buffer.from(text));
  assert.match(await notice(page, 'save'), /too large for a share link \(a [\d,]+-character link; links hold at most 65,536\)/);
  assert.equal(await page.evaluate(() => location.hash), '');
  await page.click('#share');
  await page.waitForFunction(() => /No share link/.test(document.getElementById('status').textContent));
  // Said once: the notice gives the reason, the status line does not repeat it.
  assert.equal((await page.evaluate(() => document.body.innerText)).split('too large for a share link').length, 2);
  assert.equal(await page.isVisible('[data-testid="share-url"]'), false);
  // Back to a small file: the link holds the state again and the message goes.
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(PROBE);
  await page.waitForFunction(() => location.hash.startsWith('#s='), null, { timeout: 5000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="notice"] [data-kind="save"]'), null, { timeout: 5000 });
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
  );
});

/** Init script: wraps the wasm exports so that `robots_check` traps while `__trap` is set, as a panicking engine would. */
function trapOnDemand() {
  // A trap as a panic makes it: the panic hook notes it first (the engine's `panicked`), so the
  // package reads it as a bug, not as memory run out (`__outOfMemory`: a trap with none noted).
  const wrap = (instance) => {
    const exports = {};
    for (const [k, v] of Object.entries(instance.exports)) {
      exports[k] =
        k === 'robots_check'
          ? function (...a) {
              if (globalThis.__trap) {
                if (!globalThis.__outOfMemory) globalThis.__panicked = true;
                throw new WebAssembly.RuntimeError('unreachable');
              }
              return v.apply(this, a);
            }
          : k === 'panicked'
            ? () => (globalThis.__panicked ? 1 : v())
            : v;
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

test('an engine that ran out of memory says so, and that a reload (not the next edit) brings it back', async () => {
  const context = await env.browser.newContext();
  await context.addInitScript(trapOnDemand);
  const { page } = await env.open('', { context });
  await page.evaluate(() => Object.assign(globalThis, { __trap: true, __outOfMemory: true }));
  await page.fill('[data-testid="urls"]', 'https://e.com/oom');
  const message = await notice(page, 'error');
  assert.match(message, /^The engine stopped: robots-playground: out of memory in Robots\.check \(wasm memory: \d+ MiB\)\./);
  assert.match(message, /reload the page to go on/);
  assert.doesNotMatch(message, /next edit tries again/);
  // The instance is refused from then on, even with the trap gone (the console has each
  // refusal), and the notice keeps saying what happened first, not the refusals that follow.
  const refused = new Promise((resolve) =>
    page.on('console', (m) => m.type() === 'error' && /out of memory earlier \(in Robots\.check\)/.test(m.text()) && resolve(true)),
  );
  await page.evaluate(() => (globalThis.__trap = false));
  await page.fill('[data-testid="urls"]', 'https://e.com/after');
  assert.equal(await Promise.race([refused, new Promise((r) => setTimeout(r, 15000, false))]), true);
  assert.equal(await notice(page, 'error'), message);
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
  await page.waitForFunction(
    (i) =>
      /engine failed on this input \(unreachable\)/.test(
        document.getElementById(i).shadowRoot.querySelector('[role="alert"]')?.textContent,
      ),
    id,
  );
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

test('a crawler field of a megabyte: the field keeps 65,536 characters, its first 4,096 are read, and both are said', async () => {
  const context = await env.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page, errors } = await env.open('', { context });
  await page.fill('[data-testid="urls"]', 'https://example.com/private/x');
  const field = `Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot) ${'x'.repeat(1 << 20)}`;
  // Pasted as a person does: the field itself keeps its bound (maxlength).
  await page.evaluate((text) => navigator.clipboard.writeText(text), field);
  await page.click('[data-testid="agent"]');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  await page.waitForSelector('[data-testid="agent-cut"]');
  assert.equal(
    await page.textContent('[data-testid="agent-cut"]'),
    "This field keeps at most 65,536 characters: only its first 4,096 are read (a crawler's name or User-Agent string holds a few hundred).",
  );
  // The token is read from the part read; the field holds its bound, from the start of what was put in.
  assert.match(await page.textContent('[data-testid="recognised-token"]'), /^Recognised token: GPTBot/);
  assert.equal(await page.$eval('[data-testid="agent"]', (f) => f.value), field.slice(0, 65_536));
  // Within the bound but past what is read: the field keeps it all and says how much it holds.
  const mid = `GPTBot ${'y'.repeat(9000)}`;
  await page.fill('[data-testid="agent"]', mid);
  await page.waitForFunction((n) => document.querySelector('[data-testid="agent-cut"]')?.textContent.includes(n), '9,007');
  assert.equal(await page.$eval('[data-testid="agent"]', (f) => f.value.length), mid.length);
  // A field within what is read says nothing of it.
  await page.fill('[data-testid="agent"]', 'GPTBot');
  await page.waitForSelector('[data-testid="agent-cut"]', { state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
