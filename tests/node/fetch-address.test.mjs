// The page's "From a site…" (www/src/page/fetchsite.js): which address an input names, and the
// command line it offers when the browser may not read the file.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commandFor, robotsAddress, shellWord } from '../../www/src/page/fetchsite.js';

test('a site means its /robots.txt; no scheme means https; other schemes are refused', () => {
  const href = (s) => robotsAddress(s)?.href ?? null;
  assert.equal(href('example.com'), 'https://example.com/robots.txt');
  assert.equal(href('  https://Example.com/  '), 'https://example.com/robots.txt');
  assert.equal(href('http://localhost:3000'), 'http://localhost:3000/robots.txt');
  assert.equal(href('https://example.com/robots.txt#top'), 'https://example.com/robots.txt');
  assert.equal(href('https://example.com/?x=1'), 'https://example.com/?x=1', 'a query names a resource of its own');
  assert.equal(href('https://example.com/files/robots.txt'), 'https://example.com/files/robots.txt');
  for (const bad of ['', '   ', 'ftp://example.com/robots.txt', 'javascript:alert(1)', 'not a site', 'file:///etc/passwd', 'https://']) {
    assert.equal(href(bad), null, JSON.stringify(bad));
  }
});

test('the command quotes what a shell would read otherwise', () => {
  assert.equal(shellWord('https://example.com/robots.txt'), 'https://example.com/robots.txt');
  assert.equal(shellWord('/a?b=c&d'), "'/a?b=c&d'");
  assert.equal(shellWord("it's"), `'it'\\''s'`);
  assert.equal(shellWord('*'), "'*'");
  assert.equal(
    commandFor(new URL('https://example.com/robots.txt'), 'Mozilla/5.0 (compatible; GPTBot/1.2)', ['/private/$x']),
    "npx robots-playground check https://example.com/robots.txt --agent 'Mozilla/5.0 (compatible; GPTBot/1.2)' '/private/$x'",
  );
  assert.equal(
    commandFor(new URL('https://example.com/robots.txt'), '  ', []),
    "npx robots-playground check https://example.com/robots.txt --agent '*' /",
  );
});
