// The lint of a file past Google's 500 KiB reads what Google reads, and leaves the wasm
// memory where it was: nothing of the unread part is kept or mapped. This file runs in a
// process of its own (node --test), so the wasm memory starts fresh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Robots, googleSizeLimit, wasmMemory } from 'robots-playground/full';

/** A ~3.7 MB file shaped like a real site's: groups of many rules, comments, paths with
 * non-ASCII letters when `accents`, and one rule past the size limit. */
function bigFile(accents) {
  const word = accents ? 'catégorie' : 'category';
  const parts = ['# robots.txt of a large shop\nUser-agent: *\n'];
  let n = parts[0].length;
  for (let i = 0; n < 3_700_000; i++) {
    const line = i % 700 === 0 ? `\n# section ${i}\nUser-agent: bot-${i}\n` : `Disallow: /${word}/${i}/produit-${i % 97}/*.php$\n`;
    parts.push(line);
    n += line.length;
  }
  parts.push('User-agent: Googlebot\nDisallow: /late\n');
  return parts.join('');
}

for (const accents of [false, true]) {
  test(`lint of a 3.7 MB ${accents ? 'non-ASCII' : 'ASCII'} file keeps the wasm memory's size`, () => {
    const text = bigFile(accents);
    const robots = new Robots(text);
    try {
      const before = wasmMemory();
      const findings = robots.lint();
      assert.equal(wasmMemory(), before, `lint grew the wasm memory from ${before} to ${wasmMemory()}`);

      const cut = findings.find((f) => f.id === 'file-too-large');
      assert.ok(cut, 'the file-too-large finding');
      const bytes = new TextEncoder().encode(text);
      const limit = googleSizeLimit();
      assert.equal(cut.to, text.length, 'the finding runs to the end of the text, in UTF-16 units');
      assert.equal(cut.from, new TextDecoder().decode(bytes.subarray(0, limit)).length);
      assert.ok(
        findings.every((f) => f.line <= cut.line),
        'nothing past the cut is linted',
      );

      // The same findings, to the unit, once the whole text's table exists (highlight builds it).
      robots.highlight('Googlebot');
      assert.deepEqual(robots.lint(), findings);
    } finally {
      robots.free();
    }
  });
}
