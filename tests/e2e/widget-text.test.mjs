// The <robots-playground> element's inline-content helpers, in Node (no browser needed).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dedent, splitUrls } from '../../www/src/element/text.js';

test('dedent drops the first and last blank lines and the shared indentation', () => {
  assert.equal(dedent('\n    User-agent: *\n    Disallow: /x\n  '), 'User-agent: *\nDisallow: /x\n');
  // Deeper lines keep their extra indentation; blank lines in the middle stay (empty).
  assert.equal(dedent('\n  a\n\n    b\n'), 'a\n\nb'.replace('b', '  b') + '\n');
  // Only the first and last blank lines go.
  assert.equal(dedent('\n\n  a\n\n'), '\na\n\n');
  // Tabs count like spaces; CRLF becomes LF.
  assert.equal(dedent('\r\n\tUser-agent: *\r\n\tAllow: /\r\n'), 'User-agent: *\nAllow: /\n');
  assert.equal(dedent(''), '');
  assert.equal(dedent('   '), '');
});

test('splitUrls takes one URL a line, trimmed, without blank lines', () => {
  assert.deepEqual(splitUrls('/a\n  /b  \n\n/c\r\n'), ['/a', '/b', '/c']);
  assert.deepEqual(splitUrls(null), []);
});
