// The robots-parser façade's memory is bounded without free() (issue 38): its parsers' engine
// objects live in a cache of bounded size, freed on eviction and parsed again when an evicted
// parser is asked again. Loops run in child processes (a fresh wasm memory each, which only
// grows); nothing here is timed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { robotsParser } from 'robots-playground';
import { facadeCache } from '../../web/pkg/facade.js';

const ROOT = new URL('../..', import.meta.url);
const MiB = 2 ** 20;

/** A file of about `bytes`, as web/bench/facade.mjs makes: a few named groups, then `*`. */
function file(bytes) {
  const out = [];
  for (let g = 0; g < 5; g++) out.push(`User-agent: Bot${g}`, `Disallow: /bot-${g}/`, 'Crawl-delay: 3', '');
  out.push('User-agent: *', 'Crawl-delay: 1.5');
  for (let r = 0; out.join('\n').length < bytes; r++) {
    out.push(
      r % 4 === 1 ? `Allow: /section-${r}/public/` : r % 4 === 2 ? `Disallow: /section-${r}/*.pdf$` : `Disallow: /section-${r}/private/`,
    );
  }
  return `${out.join('\n')}\n`;
}

/** Runs `body` (an ES module's code) in a child Node with `robotsParser`, `wasmMemory` and
 * `file` in scope; returns the JSON it printed last. */
function child(body) {
  const script = `import { robotsParser, wasmMemory, initSync } from 'robots-playground';\n${file.toString()}\n${body}`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out.trim().split('\n').pop());
}

/** A loop of `n` parsers of a file of `bytes`, each asked isAllowed once, then dropped. */
const loop = (n, bytes) => `
const text = file(${bytes});
let allowed = 0;
for (let i = 0; i < ${n}; i++) {
  if (robotsParser('https://example.com/robots.txt', text).isAllowed(\`https://example.com/section-\${i % 500}/private/p\${i}\`, 'SomeBot/1.0')) allowed++;
}
console.log(JSON.stringify({ wasm: wasmMemory(), rss: process.memoryUsage().rss, allowed }));`;

test('300,000 parsers of a 3 KB file, never freed: the wasm memory stays under 64 MiB', (t) => {
  // Before the cache each parser kept ~40 KB of wasm memory until FinalizationRegistry ran,
  // which a synchronous loop never lets it: 20,000 parsers took 681 MiB, 200,000 over 1.7 GB.
  const n = 300_000;
  const { wasm, rss, allowed } = child(loop(n, 3000));
  t.diagnostic(`${n} parsers: wasm memory ${(wasm / MiB).toFixed(1)} MiB, RSS ${(rss / MiB).toFixed(0)} MiB`);
  assert.ok(wasm < 64 * MiB, `wasm memory ${wasm} B`);
  assert.ok(allowed > 0 && allowed < n, 'the answers vary with the URL');
});

test('3,000 parsers of a 500 KiB file complete (they ran out of wasm memory at 2,853)', (t) => {
  const n = 3000;
  const { wasm, rss } = child(loop(n, 512_000));
  t.diagnostic(`${n} parsers: wasm memory ${(wasm / MiB).toFixed(1)} MiB, RSS ${(rss / MiB).toFixed(0)} MiB`);
  assert.ok(wasm < 256 * MiB, `wasm memory ${wasm} B`);
});

test('an evicted parser, asked again, answers as before', () => {
  const text = file(3000);
  const url = 'https://example.com/section-40/private/x';
  const p = robotsParser('https://example.com/robots.txt', text);
  const ask = () => [
    p.isAllowed(url, 'SomeBot'),
    p.isAllowed('https://example.com/section-41/public/y', 'SomeBot'),
    p.isAllowed('https://example.com/bot-1/a', 'Bot1/2.0'),
    p.isDisallowed(url, 'Bot2'),
    p.isExplicitlyDisallowed('https://example.com/bot-3/a', 'Bot3'),
    p.isExplicitlyDisallowed(url, 'SomeBot'),
    p.getMatchingLineNumber(url, 'SomeBot'),
    p.getMatchingLineNumber('https://example.com/bot-4/a', 'bot4'),
    p.getCrawlDelay('SomeBot'),
    p.getCrawlDelay('Bot0'),
  ];
  // Enough questions that the tokens' matchers are compiled, not only `decide`d.
  for (let i = 0; i < 10; i++) ask();
  const before = ask();
  assert.deepEqual(before, [false, true, false, false, true, false, 63, 18, 1.5, 3]);
  const { maxEntries, parses } = facadeCache();
  // More parsers than the cache holds, each used after p: p's entry is the least recently used.
  for (let i = 0; i <= maxEntries; i++)
    robotsParser('https://other.example/robots.txt', `User-agent: *\nDisallow: /${i}\n`).isAllowed('/x');
  const full = facadeCache();
  assert.equal(full.entries, maxEntries, 'the cache is full, and no fuller');
  assert.equal(full.parses, parses + maxEntries + 1);
  // Crawl-delay is kept in JS: a token not asked before asks the engine too.
  assert.deepEqual([...ask(), p.getCrawlDelay('Bot4')], [...before, 3]);
  assert.equal(facadeCache().parses, full.parses + 1, 'p was evicted, then parsed again once');
});

test('a parser asked for one crawler again and again answers right after its entry was freed', () => {
  const text = file(3000);
  const p = robotsParser('https://example.com/robots.txt', text);
  const urls = ['https://example.com/section-40/private/x', 'https://example.com/section-41/public/y', 'https://example.com/bot-1/a'];
  const ua = 'Bot1/2.0';
  const ask = () => urls.map((u) => [p.isAllowed(u, ua), p.isExplicitlyDisallowed(u, ua), p.isAllowed(u, ua)]);
  // Enough questions that the matchers are compiled and the last one is reused call to call.
  for (let i = 0; i < 10; i++) ask();
  const before = ask();
  // Bot1 has a group of its own, which disallows /bot-1/ only.
  assert.deepEqual(before, [
    [true, false, true],
    [true, false, true],
    [false, true, false],
  ]);
  const { maxEntries } = facadeCache();
  for (let i = 0; i <= maxEntries; i++)
    robotsParser('https://other.example/robots.txt', `User-agent: *\nDisallow: /${i}\n`).isAllowed('/x');
  // p's matchers were freed with its entry: the ones made anew answer, never the freed ones.
  for (let i = 0; i < 10; i++) assert.deepEqual(ask(), before);
});

test('running out of wasm memory throws a clear Error, and so does every later call', (t) => {
  // The memory is grown from JS to its limit (4 GiB; pages never touched cost no RAM), so that
  // the engine's next allocation of a 4 MB text fails at once.
  const out = child(`
const ok = robotsParser('https://example.com/robots.txt', 'User-agent: *\\nDisallow: /a\\n');
ok.isAllowed('https://example.com/b');
const memory = initSync().memory;
try {
  memory.grow(65536 - memory.buffer.byteLength / 65536);
} catch (e) {
  console.log(JSON.stringify({ skip: String(e) }));
  process.exit(0);
}
const said = [];
for (const f of [
  () => robotsParser('https://example.com/robots.txt', 'User-agent: *\\n' + 'Disallow: /x\\n'.repeat(300000)).isAllowed('https://example.com/x'),
  () => ok.isAllowed('https://example.com/a'),
  () => robotsParser('https://example.com/robots.txt', '').getSitemaps(),
]) {
  try {
    f();
    said.push('no error');
  } catch (e) {
    said.push(e.constructor.name + ' ' + e.code + ': ' + e.message);
  }
}
console.log(JSON.stringify({ said }));`);
  if (out.skip) return t.skip(`the memory cannot grow to 4 GiB here: ${out.skip}`);
  const [first, later, another] = out.said;
  assert.match(
    first,
    /^Error ERR_ROBOTS_OUT_OF_MEMORY: robots-playground: out of memory in new Robots \(wasm memory: 4096 MiB\)\. The call stopped halfway: this instance of the engine refuses every later call\. Restart the process \(or reload the page\)\.$/,
  );
  for (const s of [later, another])
    assert.match(
      s,
      /^Error ERR_ROBOTS_OUT_OF_MEMORY: robots-playground: out of memory earlier \(in new Robots\), so (new Robots|Robots\.decide) cannot run/,
    );
  assert.match(later, /so Robots\.decide cannot run\. Restart the process \(or reload the page\)\.$/);
  assert.match(another, /so new Robots cannot run/);
});
