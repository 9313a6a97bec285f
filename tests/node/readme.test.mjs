// The npm package's README (web/README.md, copied into web/pkg) and the repository's
// README.md: each of their JavaScript examples runs as a module of its own against the built
// package, prints what the README's comments say it prints, and type-checks as TypeScript.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('web/pkg/README.md', root), 'utf8');
const source = readFileSync(new URL('web/README.md', root), 'utf8');
const MARKER = "<!-- cargo xtask build puts the element's reference here (www/src/element/README-section.md) -->";
// The package's own examples: those of web/README.md (the element's run in Chromium, tests/e2e/widget.test.mjs).
const examples = (markdown) => [...markdown.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
const blocks = examples(source);
const front = examples(readFileSync(new URL('README.md', root), 'utf8'));

/** Runs `code` as an ES module (or a CommonJS one, with `ext` 'cjs') in the repository (so
 * `robots-playground` resolves to web/pkg). */
function run(code, i, ext = 'mjs') {
  const dir = new URL('target/xtask/readme/', root);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`example-${i}.${ext}`, dir);
  writeFileSync(file, code);
  return execFileSync(process.execPath, [file.pathname], { encoding: 'utf8' });
}

test("the package README is web/README.md with the element's reference in its place, and has its six examples", () => {
  const element = readFileSync(new URL('www/src/element/README-section.md', root), 'utf8').trimEnd();
  assert.ok(source.includes(MARKER));
  assert.equal(readme, source.replace(MARKER, element));
  assert.match(readme, /## The `<robots-playground>` element[\s\S]*### Embedding[\s\S]*robots-playground\.define\.js/);
  assert.equal(blocks.length, 6);
  const files = JSON.parse(readFileSync(new URL('web/pkg/package.json', root), 'utf8')).files;
  assert.ok(files.includes('README.md'));
});

test('the logs example replays its two lines as its comment says', () => {
  const i = blocks.findIndex((b) => b.includes("from 'robots-playground/logs'"));
  assert.ok(i > 0);
  assert.equal(run(blocks[i], i), 'Googlebot 1 1 1\n');
});

test('the inline example loads the engine from its own JS and prints its verdict', () => {
  assert.match(blocks[0], /from 'robots-playground\/inline'/);
  assert.equal(run(blocks[0], 0), 'false\n');
});

test('the status example prints what its comments say', () => {
  assert.equal(run(blocks[2], 2), '503 false file-unreachable\ntrue\nfile-unreachable\n');
});

test('the check example prints the verdict, the winner and the matcher answers it shows', () => {
  const out = run(blocks[1], 1).split('\n');
  assert.equal(out[0], 'false 2');
  assert.match(out[1], /line: 2, kind: 'disallow', pattern: '\/private\/'/);
  assert.match(out.slice(2).join('\n'), /GPTBot/);
  assert.ok(out.includes('[ true, false, true ]'), out.join('\n'));
  assert.ok(
    out.some((l) =>
      l.startsWith('"Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)" is a full User-Agent string, not a product token.'),
    ),
    out.join('\n'),
  );
  assert.ok(out.includes('GPTBot known'), out.join('\n'));
  assert.ok(
    out.some((l) =>
      l.startsWith(
        'This URL is on shop.example, but the file was fetched from example.com. A robots.txt applies only to URLs on its own host',
      ),
    ),
    out.join('\n'),
  );
});

test('the full-entry example lints, lists the catalog and reads a User-Agent string', () => {
  const out = run(blocks[3], 3);
  assert.match(out, /^2 key-typo .*Write `Disallow`$/m);
  assert.match(out, /^4 wildcard-not-inherited /m);
  assert.match(out, /^OpenAI$/m);
  assert.match(out, /^Googlebot-Image$/m);
  assert.match(out, /^\d{2,}$/m); // the coverage's crawler count
});

test('the robots-parser example prints what it says, by import and, as its comment says, by require()', () => {
  const printed = 'false\n2\nundefined\ntrue\nfalse\n';
  const rp = blocks.findIndex((b) => /^import robotsParser from /m.test(b));
  assert.equal(run(blocks[rp], rp), printed);
  const [, require] = /^import robotsParser from .*\/\/ CommonJS: (.*)$/m.exec(blocks[rp]);
  assert.equal(run(blocks[rp].replace(/^import .*$/m, require), rp, 'cjs'), printed);
});

/** What `code` says it prints: for each `console.log(…); // comment` line, the comment, where
 * a comment that ends in `…` says how the line starts. */
const said = (code) => [...code.matchAll(/^console\.log\(.*\);\s+\/\/ (.*)$/gm)].map((m) => m[1]);

test("README.md's examples print what their comments say, every line", () => {
  assert.equal(front.length, 2);
  for (const [i, code] of front.entries()) {
    const out = run(code, `front-${i}`).trimEnd().split('\n');
    const want = said(code);
    assert.equal(out.length, want.length, `example ${i} prints one line per commented console.log: ${out.join('\n')}`);
    for (const [k, line] of want.entries()) {
      if (line.endsWith('…')) assert.ok(out[k].startsWith(line.slice(0, -1).trimEnd()), `example ${i}: ${out[k]}`);
      else assert.equal(out[k], line, `example ${i}`);
    }
  }
});

test("both READMEs' examples type-check as TypeScript modules (strict) against the package's types", () => {
  const dir = new URL('target/xtask/readme-types/', root);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [i, code] of [...blocks, ...front].entries()) writeFileSync(new URL(`example-${i}.mts`, dir), `${code}\nexport {};\n`);
  const compilerOptions = {
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    lib: ['es2022', 'dom'],
    strict: true,
    noEmit: true,
    types: [],
  };
  writeFileSync(new URL('tsconfig.json', dir), JSON.stringify({ compilerOptions, include: ['*.mts'] }));
  const tsc = new URL('node_modules/typescript/bin/tsc', root).pathname;
  const r = spawnSync(process.execPath, [tsc, '-p', new URL('tsconfig.json', dir).pathname], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});
