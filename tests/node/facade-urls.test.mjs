// The robots-parser drop-in answers for a URL exactly as the engine answers for the URL as the
// WHATWG parser writes it (its href), whatever characters the URL holds: a URL already in that
// form skips parsing, and that shortcut must never change an answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Robots, robotsParser, wasmMemory } from 'robots-playground';

// Rules that tell apart what parsing changes: encodings of `'`, space, non-ASCII and dots, dot
// segments, a fragment, a default port.
const FILE = [
  'User-agent: *',
  "Disallow: /*'",
  'Disallow: /*%27',
  'Disallow: /*%20',
  'Disallow: /*%C3%A9',
  'Disallow: /a/../',
  'Disallow: /*/../',
  'Disallow: /*/./',
  'Disallow: /*%2e%2e',
  'Disallow: /*|',
  'Disallow: /*`',
  'Disallow: /*{',
  'Disallow: /*%22',
  'Disallow: /*%3C',
  'Disallow: /*%3E$',
  'Disallow: /*?q=%27',
  'Disallow: /b/',
  'Allow: /b/ok',
  'Disallow: /*%2e',
  'Disallow: /*.pdf$',
  'Disallow: /*#',
  'Disallow: /*?q=1$',
  'Disallow: /c/./',
  'Disallow: /*\\',
  'Disallow: /*%5C',
].join('\n');

/** A seeded generator (xorshift), so a failure repeats. */
function random(seed) {
  let x = seed;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

// Path segments, queries and fragments, with what parsing changes at high odds.
const SEGMENTS = [
  'a',
  'b',
  'ok',
  'c',
  '',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '.%2e',
  "x'y",
  'a b',
  'é',
  'übersicht',
  '中文',
  '😀',
  '\uD800',
  'x\uDC00y',
  '．．',
  '\u00A0',
  'ﬁ',
  '%C3%A9',
  'x.pdf',
  '%zz',
  'x\\y',
  'x|y',
  'x`y',
  'x{y}',
  'x"y',
  'x<y>',
  '<>',
  'end ',
  ' ',
  'a\tb',
  ':@!$*+,;=()~',
];
const QUERIES = [
  '',
  '',
  '',
  '',
  '',
  '?q=1',
  "?q='1'",
  '?q=a b',
  '?q=é',
  '?sort=größe',
  '?q=😀&r=\uD83D',
  '?q=%27',
  '?a=1&b=2',
  '?/../',
  '?q=<b>',
  '?q="x"',
  '?q=a ',
];
const FRAGMENTS = ['', '', '', '', '', '', '#', '#top', "#a'b", '#a b', '#<x> '];
const STARTS = [
  'https://example.com/',
  'https://example.com/',
  'https://example.com/',
  'https://example.com/',
  'https://example.com/',
  'https://example.com/',
  'https://example.com',
  'HTTPS://EXAMPLE.COM/',
  'https://example.com:443/',
  'http://example.com/',
  'https://example.com.evil/',
  'https://other.example/',
  ' https://example.com/',
  '/',
  'https://example.com/b/',
];

test('every URL gets the answer of its parsed form (href), with or without the shortcut', () => {
  const robots = new Robots(FILE);
  const parser = robotsParser('https://example.com/robots.txt', FILE);
  const next = random(38);
  let compared = 0;
  for (let i = 0; i < 20_000; i++) {
    const path = Array.from({ length: 1 + next(3) }, () => SEGMENTS[next(SEGMENTS.length)]).join('/');
    const url = STARTS[next(STARTS.length)] + path + QUERIES[next(QUERIES.length)] + FRAGMENTS[next(FRAGMENTS.length)];
    let parsed;
    try {
      parsed = new URL(url, 'https://example.com/robots.txt');
    } catch {
      continue;
    }
    const same = parsed.origin === 'https://example.com';
    const expected = same ? robots.decide('Bot', parsed.href).allowed : undefined;
    // Asked twice, so that a file's compiled matcher (after a few questions) is covered too.
    assert.equal(parser.isAllowed(url, 'Bot'), expected, url);
    assert.equal(parser.isAllowed(url, 'Bot'), expected, url);
    compared++;
  }
  assert.ok(compared > 15_000, `${compared} URLs compared`);
  robots.free();
});

// The compiled matcher reads a URL from a buffer in wasm memory (a third of its bytes in UTF-16
// units at most, longer URLs go as a string argument); the buffer is seen through the memory's
// ArrayBuffer, which growing the memory replaces.
test('URLs of every length, and after the wasm memory grew, get the engine’s answer', () => {
  const file = 'User-agent: *\nDisallow: /*x$\nDisallow: /*%C3%A9z\nAllow: /*%C3%A9zz\n';
  const robots = new Robots(file);
  const parser = robotsParser('https://example.com/robots.txt', file);
  const lengths = [1, 2, 500, 1000, 1019, 1020, 1021, 1022, 1023, 1024, 1025, 1100, 3072, 3073, 5000];
  const urls = lengths.flatMap((n) =>
    ['a', 'é', '中'].flatMap((fill) => ['x', 'éz', 'ézz', 'y'].map((end) => `https://example.com/${fill.repeat(n)}${end}`)),
  );
  const check = () => {
    for (const url of urls) {
      const expected = robots.decide('Bot', new URL(url).href).allowed;
      for (let i = 0; i < 10; i++)
        assert.equal(parser.isAllowed(url, 'Bot'), expected, `${url.length} characters: ${url.slice(0, 40)}…${url.slice(-4)}`);
    }
  };
  check();
  // Grow the memory (a 24 MB file parsed and kept), then ask again.
  const before = wasmMemory();
  const big = new Robots(`User-agent: *\n${'Disallow: /q\n'.repeat(2_000_000)}`);
  assert.ok(wasmMemory() > before, 'the memory grew');
  check();
  // A blocked and an allowed URL, so that a stale (empty) view cannot pass for right.
  assert.equal(parser.isAllowed('https://example.com/ax', 'Bot'), false);
  assert.equal(parser.isAllowed('https://example.com/ay', 'Bot'), true);
  big.free();
  robots.free();
});
