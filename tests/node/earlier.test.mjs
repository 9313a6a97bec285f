// www/src/page/earlier.js: the comparison's earlier version across a reload, kept apart from the
// page's state; the loaded text comes back only to the text it was kept with.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fingerprint, keepEarlier, restoreEarlier } from '../../www/src/page/earlier.js';

/** A Storage in memory; `full` makes every write fail as a full localStorage does. */
function memory(full = false) {
  const items = new Map();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      items.set(k, String(v));
    },
    removeItem: (k) => items.delete(k),
  };
}

test('the loaded text comes back to the same text, not to another one', () => {
  const s = memory();
  keepEarlier({ source: 'loaded', other: '', link: '', loaded: 'User-agent: *\nDisallow: /a\n' }, 'User-agent: *\n', s);
  assert.equal(restoreEarlier('User-agent: *\n', s).loaded, 'User-agent: *\nDisallow: /a\n');
  assert.equal(restoreEarlier('User-agent: GPTBot\n', s).loaded, null, 'another file (a link opened): not its earlier version');
  assert.equal(restoreEarlier('User-agent: +\n', s).loaded, null, 'the same length, another text');
});

test("the panel's fields are kept; nothing to keep removes the entry; a full storage throws nothing", () => {
  const s = memory();
  keepEarlier({ source: 'other', other: 'User-agent: *\nDisallow: /\n', link: '', loaded: 'x' }, 'x', s);
  assert.deepEqual(restoreEarlier('x', s), {
    source: 'other',
    other: 'User-agent: *\nDisallow: /\n',
    link: '',
    loaded: null,
    how: null,
    at: null,
  });
  keepEarlier({ source: 'loaded', other: '', link: '', loaded: 'x' }, 'x', s);
  assert.equal(s.items.size, 0, 'the loaded text is the text now: nothing kept');
  assert.equal(keepEarlier({ source: 'link', other: '', link: 'https://a/#s=1', loaded: 'y' }, 'x', memory(true)), false, 'not kept: said');
  assert.equal(
    keepEarlier({ source: 'loaded', other: '', link: '', loaded: 'x', how: 'pasted', at: 1 }, 'x', memory(true)),
    true,
    'only how and when: nothing worth a word',
  );
  assert.equal(keepEarlier({ source: 'loaded', other: '', link: '', loaded: 'y' }, 'x', null), false, 'no storage at all');
  assert.equal(keepEarlier({ source: 'loaded', other: '', link: '', loaded: 'y' }, 'x', memory()), true);
  assert.equal(restoreEarlier('x', memory()).source, 'loaded');
});

test('what storage holds is not trusted, and texts over 1 M characters are not kept', () => {
  const s = memory();
  s.setItem('robots-playground:earlier:v1', '{"source":"evil","other":7,"link":null,"loaded":"a","now":"1:0"}');
  assert.deepEqual(restoreEarlier('b', s), { source: 'loaded', other: '', link: '', loaded: null, how: null, at: null });
  s.setItem('robots-playground:earlier:v1', '{not json');
  assert.equal(restoreEarlier('b', s).source, 'loaded');
  const big = 'x'.repeat(1024 * 1024 + 1);
  keepEarlier({ source: 'other', other: big, link: '', loaded: big }, 'small', s);
  assert.deepEqual(restoreEarlier('small', s), { source: 'other', other: '', link: '', loaded: null, how: null, at: null });
  assert.notEqual(fingerprint('ab'), fingerprint('ba'));
});

test('how and when the loaded text was loaded come back with it, also when it is the text now', () => {
  const s = memory();
  keepEarlier({ source: 'loaded', other: '', link: '', loaded: 'a\n', how: 'pasted', at: 1234 }, 'a\n', s);
  assert.deepEqual(
    restoreEarlier('a\n', s),
    { source: 'loaded', other: '', link: '', loaded: null, how: 'pasted', at: 1234 },
    'a paste with no edit since',
  );
  assert.equal(restoreEarlier('b\n', s).how, null, 'not for another text');
  keepEarlier({ source: 'loaded', other: '', link: '', loaded: 'a\n', how: 'opened', at: 99 }, 'a\nb\n', s);
  assert.deepEqual(restoreEarlier('a\nb\n', s), { source: 'loaded', other: '', link: '', loaded: 'a\n', how: 'opened', at: 99 });
});
