// The worker's document (www/src/session/document.js) in Node, with the built package: edits
// keep the text and its UTF-8 mirror equal, an ASCII file is parsed from its bytes (never
// joined into a string for the engine), a non-ASCII one from the string, and the answers
// match a fresh parse of the same text either way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import init, * as api from 'robots-playground/full';
import { Engine } from '../../www/src/engine.js';
import { Document } from '../../www/src/session/document.js';
import { Utf8Doc } from '../../www/src/editor/utf8doc.js';

await init();

const FILE = 'User-agent: *\nDisallow: /private/\nAllow: /private/ok\n\nUser-agent: GPTBot\nDisallow: /\n';
const encode = (s) => new TextEncoder().encode(s);

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

test('splice keeps the mirror equal to the text through random ASCII edits', () => {
  const next = random(20);
  const doc = new Utf8Doc();
  let text = FILE;
  doc.reset(text);
  for (let i = 0; i < 2000; i++) {
    const at = next(text.length + 1);
    const removed = next(Math.min(8, text.length - at) + 1);
    const inserted = ['', 'x', 'Disallow: /a\n', '\n', 'User-agent: *\n'][next(5)];
    text = text.slice(0, at) + inserted + text.slice(at + removed);
    doc.splice(at, removed, inserted);
    assert.deepEqual(doc.bytesOf(text.length), encode(text), `after edit ${i}`);
  }
});

test('a non-ASCII edit turns the mirror off until the next reset', () => {
  const doc = new Utf8Doc();
  doc.reset(FILE);
  doc.splice(0, 0, 'é');
  assert.equal(doc.bytesOf(FILE.length + 1), null);
  doc.splice(0, 0, 'a');
  assert.equal(doc.bytesOf(FILE.length + 2), null);
  doc.reset('# ok\n');
  assert.deepEqual(doc.bytesOf(5), encode('# ok\n'));
});

test('an ASCII document is parsed from its bytes, and answers as a fresh parse does', () => {
  const d = new Document(new Engine(api, api.googleSizeLimit()));
  assert.equal(d.update({ text: FILE, length: FILE.length }), true);
  d.parse();
  assert.equal(d.engine.text, null, 'the string was handed to the engine');
  assert.equal(d.engine.bytes, encode(FILE).length);
  // GPTBot's group loses its rule: the private folder opens for it.
  const at = FILE.indexOf('Disallow: /\n');
  const edited = FILE.slice(0, at) + 'Allow: /\n';
  assert.equal(d.update({ edits: [[at, 'Disallow: /\n'.length, 'Allow: /\n']], length: edited.length }), true);
  d.parse();
  assert.equal(d.engine.text, null);
  assert.equal(d.engine.decide('GPTBot', 'https://a.example/x', 'google').allowed, true);
  const fresh = new api.Robots(edited);
  for (const [agent, url] of [
    ['GPTBot', '/x'],
    ['Googlebot', '/private/a'],
    ['Googlebot', '/private/ok'],
  ]) {
    assert.deepEqual(d.engine.decide(agent, url, 'google'), fresh.decide(agent, url), `${agent} ${url}`);
  }
});

test('the same revision is parsed once; every edit makes a new parse', () => {
  const d = new Document(new Engine(api, api.googleSizeLimit()));
  d.update({ text: FILE, length: FILE.length });
  d.parse();
  const first = d.engine.robots;
  d.parse();
  assert.equal(d.engine.robots, first);
  d.update({ edits: [[0, 0, '# hi\n']], length: FILE.length + 5 });
  d.parse();
  assert.notEqual(d.engine.robots, first);
});

test('a non-ASCII document is parsed from its string, with the same answers', () => {
  const text = '# café\n' + FILE;
  const d = new Document(new Engine(api, api.googleSizeLimit()));
  d.update({ text, length: text.length });
  d.parse();
  assert.equal(d.engine.text, text);
  assert.equal(d.engine.decide('Googlebot', '/private/a', 'google').line, 3);
});

test('a missed edit is caught by the length', () => {
  const d = new Document(new Engine(api, api.googleSizeLimit()));
  d.update({ text: FILE, length: FILE.length });
  assert.equal(d.update({ edits: [[0, 0, 'x']], length: FILE.length + 2 }), false);
});
