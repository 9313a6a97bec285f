// The page and the element take the engine's domain rules from the package, not from copies:
// www/src/engine.js's GOOGLE_SIZE_LIMIT is `googleSizeLimit()`, and its keyKind (the colours
// of the editor and the light view) reads `acceptedKeys()`, Google's keys and typos.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptedKeys, googleSizeLimit } from 'robots-playground/full';
import * as engine from '../../www/src/engine.js';

test('before the engine loads nothing is guessed; once loaded, the limit and the keys are the package’s', async () => {
  assert.equal(engine.GOOGLE_SIZE_LIMIT, 0);
  assert.equal(engine.keyKind('Disallow'), 'other');
  await engine.loadEngine();
  assert.equal(engine.GOOGLE_SIZE_LIMIT, googleSizeLimit());
  const kinds = { 'user-agent': 'agent', allow: 'rule', disallow: 'rule', sitemap: 'sitemap' };
  for (const { key, kind } of acceptedKeys()) {
    // One word: the colours read `User agent` as the key `User`.
    if (/\s/.test(key)) continue;
    for (const k of [key, key.toUpperCase(), `${key}s`]) assert.equal(engine.keyKind(k), kinds[kind], k);
  }
  for (const k of ['User', 'Crawl-delay', 'Disalaw', 'Host', 'agent', 'siteMap-x']) {
    assert.equal(engine.keyKind(k), k === 'siteMap-x' ? 'sitemap' : 'other', k);
  }
});
