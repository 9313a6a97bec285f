// The URL-hash format of the page state (www/src/state.js), in Node: defaults are left out,
// a state survives the round trip, and untrusted hashes cannot inject bad values.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import LZString from 'lz-string';
import { DEFAULTS, decodeHash, encodeHash } from '../../www/src/state.js';

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
