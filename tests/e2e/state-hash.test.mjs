// The URL-hash format of the page state (www/src/state/state.js), in Node: defaults are left out,
// a state survives the round trip, and untrusted hashes cannot inject bad values.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import LZString from 'lz-string';
import { DEFAULTS, decodeHash, encodeHash, openLink, restore } from '../../www/src/state/state.js';
import { MAX_LINK, MAX_LINK_STATE, unpackLink } from '../../www/src/state/link.js';

test('the default state has an empty hash', () => {
  assert.equal(encodeHash({ ...DEFAULTS }), '');
});

test('only changed fields are encoded, and they round-trip', () => {
  const state = { ...DEFAULTS, agent: 'GPTBot', policy: 'rfc9309' };
  const hash = encodeHash(state);
  assert.match(hash, /^#s=/);
  const json = JSON.parse(LZString.decompressFromEncodedURIComponent(hash.slice(3)));
  assert.deepEqual(json, { agent: 'GPTBot', policy: 'rfc9309' });
  assert.deepEqual(decodeHash(hash), state);
});

test('a large file and odd characters round-trip', () => {
  const text = `User-agent: *\nDisallow: /ツ?a=1&b=#x\n${'# pad\n'.repeat(20000)}`;
  const state = { ...DEFAULTS, text, urls: 'https://e.com/ツ\n/a b', focus: 1 };
  assert.deepEqual(decodeHash(encodeHash(state)), state);
});

test('unreadable or hostile hashes are rejected or sanitised', () => {
  assert.equal(decodeHash(''), null);
  assert.equal(decodeHash('#other'), null);
  assert.equal(decodeHash('#s=%%%'), null);
  const hostile =
    '#s=' + LZString.compressToEncodedURIComponent(JSON.stringify({ policy: 'evil', focus: -3, agent: 42, text: 'User-agent: x' }));
  assert.deepEqual(decodeHash(hostile), { ...DEFAULTS, text: 'User-agent: x' });
});

test('a link holding JSON that is no state (null, a number, a string, an array) is said to be unreadable', async () => {
  for (const json of ['null', '42', '"User-agent: *"', '[]', '[{"agent":"GPTBot"}]', 'true']) {
    const hash = '#s=' + LZString.compressToEncodedURIComponent(json);
    assert.equal(decodeHash(hash), null, json);
    assert.match((await openLink(hash))?.problem ?? '', /could not be read/, json);
    const { state, source, problem } = await restore(/** @type {Location} */ ({ hash }));
    assert.deepEqual(state, { ...DEFAULTS }, json);
    assert.equal(source, 'example', json);
    assert.match(problem ?? '', /link could not be read.*the example is shown instead/, json);
  }
  // An empty object is the default state, as a link may well hold.
  assert.deepEqual(decodeHash('#s=' + LZString.compressToEncodedURIComponent('{}')), { ...DEFAULTS });
});

test('a link that unpacks to more than any state the page writes is refused, and said so', async () => {
  // ~8 K characters of link for 9 M characters of state: a decompression bomb (made once:
  // lz-string takes 20 s to pack them).
  const bomb = readFileSync(new URL('link-bomb.txt', import.meta.url), 'utf8').trim();
  assert.ok(LZString.decompressFromEncodedURIComponent(bomb.slice(3)).length > MAX_LINK_STATE);
  assert.ok(bomb.length < 64 * 1024, `${bomb.length} characters`);
  assert.equal(decodeHash(bomb), null);
  assert.match((await openLink(bomb))?.problem ?? '', /holds more than a playground link can/);
  const { state, source, problem } = await restore(/** @type {Location} */ ({ hash: bomb }));
  assert.deepEqual([state, source], [{ ...DEFAULTS }, 'example']);
  assert.match(
    problem ?? '',
    /more than a playground link can \(over 8 million characters once unpacked\), so it was not opened; the example is shown instead/,
  );
  // A payload longer than any link is not even unpacked.
  assert.deepEqual(unpackLink('A'.repeat(MAX_LINK + 1)), { large: MAX_LINK + 1 });
});

test('the largest state the page writes into a link opens', async () => {
  const text = `User-agent: *\n${'Disallow: /a\n'.repeat(300_000)}`;
  const hash = encodeHash({ ...DEFAULTS, text });
  assert.ok(text.length > 3_000_000 && hash.length < 64 * 1024, `${text.length} characters, a ${hash.length}-character link`);
  assert.equal(((await openLink(hash)) ?? {}).state?.text, text);
});
