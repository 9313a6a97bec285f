// The URL-hash format of the page state (www/src/state.js), in Node: defaults are left out,
// a state survives the round trip, and untrusted hashes cannot inject bad values.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import LZString from 'lz-string';
import { DEFAULTS, decodeHash, encodeHash, isBadLink, restore } from '../../www/src/state.js';

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
  const hostile = '#s=' + LZString.compressToEncodedURIComponent(JSON.stringify({ policy: 'evil', focus: -3, agent: 42, text: 'User-agent: x' }));
  assert.deepEqual(decodeHash(hostile), { ...DEFAULTS, text: 'User-agent: x' });
});

test('a link holding JSON that is no state (null, a number, a string, an array) is said to be unreadable', () => {
  for (const json of ['null', '42', '"User-agent: *"', '[]', '[{"agent":"GPTBot"}]', 'true']) {
    const hash = '#s=' + LZString.compressToEncodedURIComponent(json);
    assert.equal(decodeHash(hash), null, json);
    assert.equal(isBadLink(hash), true, json);
    const { state, source, problem } = restore(/** @type {Location} */ ({ hash }));
    assert.deepEqual(state, { ...DEFAULTS }, json);
    assert.equal(source, 'example', json);
    assert.match(problem ?? '', /link could not be read.*the example is shown instead/, json);
  }
  // An empty object is the default state, as a link may well hold.
  assert.deepEqual(decodeHash('#s=' + LZString.compressToEncodedURIComponent('{}')), { ...DEFAULTS });
});
