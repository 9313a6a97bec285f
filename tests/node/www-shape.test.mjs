// The front end's shape (issue 20): no function in www/src bigger than 4,000 characters of
// code, the page's entry under 6,000, and no copy of the engine's own rules or limits in the
// front end. Sizes count code only: comments and white space are left out, so the formatter's
// layout (Biome, one property a line where a call does not fit) does not move them; 4,000
// characters are the 100 lines a function had as the code was written before it. The functions
// are found with the parser Vite already brings (rolldown's oxc `parseSync`), not by reading the
// layout.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseSync } from 'rolldown/utils';

const ROOT = new URL('../../', import.meta.url).pathname;
const WWW = join(ROOT, 'www', 'src');

/** @returns {string[]} */
function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? jsFiles(p) : e.name.endsWith('.js') ? [p] : [];
  });
}

/** The characters of code in `text` from `start` to `end`: without comments and white space. */
function codeSize(text, comments, start, end) {
  let size = 0;
  let at = start;
  for (const c of comments) {
    if (c.end <= start || c.start >= end) continue;
    size += text.slice(at, c.start).replace(/\s+/g, '').length;
    at = c.end;
  }
  return size + text.slice(at, end).replace(/\s+/g, '').length;
}

/** Every function of a file, with its name (where it has one), its first line and its size. */
function functions(path) {
  const text = readFileSync(path, 'utf8');
  const { program, comments, errors } = parseSync(path, text);
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
    `${path} parses`,
  );
  const lineAt = (offset) => text.slice(0, offset).split('\n').length;
  const out = [];
  const visit = (node, name) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, name));
    if (/^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(node.type)) {
      out.push({
        name: node.id?.name ?? name ?? '(anonymous)',
        first: lineAt(node.start),
        size: codeSize(text, comments, node.start, node.end),
      });
    }
    const childName =
      node.type === 'MethodDefinition' || node.type === 'Property'
        ? (node.key?.name ?? name)
        : node.type === 'VariableDeclarator'
          ? node.id?.name
          : name;
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v === 'object') visit(v, childName);
  };
  visit(program);
  return out;
}

/** The largest function, in characters of code. */
const FUNCTION_SIZE = 4000;

test(`no function in www/src is over ${FUNCTION_SIZE} characters of code`, () => {
  const long = [];
  for (const file of jsFiles(WWW)) {
    for (const f of functions(file)) {
      if (f.size > FUNCTION_SIZE) long.push(`${relative(ROOT, file)}:${f.first} ${f.name} (${f.size} characters)`);
    }
  }
  assert.deepEqual(long, []);
});

test('the checker finds a long function, however it is laid out, and counts no comment', () => {
  const body = Array.from({ length: 600 }, (_, i) => `  x += ${i};`);
  const probe = (lines) => {
    const text = `function big(x) {\n${lines.join('\n')}\n  return x;\n}\n`;
    const { program, comments } = parseSync('probe.js', text);
    const fn = program.body[0];
    assert.equal(fn.type, 'FunctionDeclaration');
    return codeSize(text, comments, fn.start, fn.end);
  };
  const size = probe(body);
  assert.ok(size > FUNCTION_SIZE, `${size}`);
  assert.equal(probe([body.join(' ')]), size, 'one line or many');
  assert.equal(probe(body.map((l) => `${l} // ${'a note '.repeat(5)}`)), size, 'comments left out');
});

test('the page entry, www/src/main.js, is under 6,000 characters of code', () => {
  const text = readFileSync(join(WWW, 'main.js'), 'utf8');
  const size = codeSize(text, parseSync('main.js', text).comments, 0, text.length);
  assert.ok(size < 6000, `main.js has ${size} characters of code`);
});

test("no copy of the engine's limits or readings in the front end: one place each", () => {
  const hits = [];
  for (const file of jsFiles(WWW)) {
    const text = readFileSync(file, 'utf8');
    const rel = relative(WWW, file);
    if (/\b512000\b|\b512_000\b/.test(text) && rel !== 'engine.js') hits.push(`${rel}: 512000`);
    if (/'Google \(reference/.test(text) && rel !== join('session', 'readings.js')) hits.push(`${rel}: a reading's label`);
    if (/\bengine\.robots\s*=/.test(text)) hits.push(`${rel}: resets the engine by hand`);
  }
  assert.deepEqual(hits, []);
});

/** The strings of a file's code (literals and the text of template literals), not its comments. */
function stringsOf(path) {
  const text = readFileSync(path, 'utf8');
  const out = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'Literal' && typeof node.value === 'string') out.push(node.value);
    if (node.type === 'TemplateElement') out.push(node.value.cooked ?? node.value.raw);
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v === 'object') visit(v);
  };
  visit(parseSync(path, text).program);
  return out;
}

/** Google's limits in words: the engine's sentences say them (sizeText, longLinesText, lint). */
const LIMIT_PROSE = /\b500 KiB\b|\b512,000\b|\b16,663\b|\b16663\b/;

test("no string of the front end words Google's limits: the engine's sentences do", () => {
  const hits = [];
  for (const file of jsFiles(WWW)) {
    for (const s of stringsOf(file)) if (LIMIT_PROSE.test(s)) hits.push(`${relative(WWW, file)}: ${JSON.stringify(s.slice(0, 80))}`);
  }
  assert.deepEqual(hits, []);
  // The check reads strings, template literals included, and leaves comments alone.
  const probe = join(ROOT, 'target', 'www-shape-probe.js');
  mkdirSync(dirname(probe), { recursive: true });
  writeFileSync(probe, '// 500 KiB in a comment\nconst a = `over ${x} bytes (500 KiB)`;\nconst b = "16,663 bytes";\n');
  assert.deepEqual(
    stringsOf(probe).filter((s) => LIMIT_PROSE.test(s)),
    [' bytes (500 KiB)', '16,663 bytes'],
  );
});

test('every file of www/src is type-checked (www/tsconfig.json lists it)', () => {
  const config = readFileSync(join(ROOT, 'www', 'tsconfig.json'), 'utf8');
  const listed = new Set([...config.matchAll(/"(src\/[^"]+\.js)"/g)].map((m) => m[1]));
  const missing = jsFiles(WWW)
    .map((f) => relative(join(ROOT, 'www'), f))
    .filter((f) => !listed.has(f));
  assert.deepEqual(missing, []);
  assert.match(config, /"checkJs": true/);
  assert.match(config, /"strict": true/);
});

/** The ids of the engine's reasons and of its group whys, read from the core's own tables. */
function engineIds() {
  const rust = readFileSync(join(ROOT, 'core', 'src', 'explain.rs'), 'utf8');
  return new Set([...rust.matchAll(/(?:Reason|GroupWhy)::\w+ => "([a-z-]+)"/g)].map((m) => m[1]));
}

test("no front-end file words a reason or a group's why itself: the engine gives reasonText, groupsText and whyText", () => {
  const ids = engineIds();
  assert.ok(ids.has('longest-match') && ids.has('allow-on-tie') && ids.has('wildcard-fallback') && ids.size >= 19, [...ids].join(' '));
  const found = [];
  const files = [...jsFiles(WWW), ...jsFiles(join(ROOT, 'web', 'js'))];
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    const { program } = parseSync(path, text);
    const where = (node) => `${relative(ROOT, path)}:${text.slice(0, node.start).split('\n').length}`;
    const words = (v) => v && (v.type === 'TemplateLiteral' || (v.type === 'Literal' && typeof v.value === 'string'));
    const visit = (node) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(visit);
      // `case 'longest-match': return '…'`, or `{ 'no-rule-matched': '…' }`: words made from an id.
      if (node.type === 'SwitchCase' && ids.has(node.test?.value)) found.push(`${where(node)} case '${node.test.value}'`);
      if (node.type === 'Property' && ids.has(node.key?.value ?? node.key?.name) && words(node.value))
        found.push(`${where(node)} '${node.key.value ?? node.key.name}': …`);
      for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v === 'object') visit(v);
    };
    visit(program);
  }
  assert.deepEqual(found, []);
});

/** What a front-end file re-derives of the engine's readings: a regular expression tested on a
 * token (the engine's `tokenOf` reads tokens), or a byte → UTF-16 walk to find where Google's
 * size limit falls (the engine's `sizeCut`). */
function rederived(path) {
  const text = readFileSync(path, 'utf8');
  const out = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const callee = node.type === 'CallExpression' ? node.callee : null;
    if (callee?.type === 'MemberExpression' && callee.property?.name === 'test' && callee.object?.regex) {
      const arg = node.arguments[0];
      if (arg && /token/i.test(text.slice(arg.start, arg.end))) out.push(`a pattern tested on ${text.slice(arg.start, arg.end)}`);
    }
    if (node.type === 'Identifier' && /^(utf16Offset|walkUtf8|lineOfByte)$/.test(node.name)) out.push(node.name);
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v === 'object') visit(v);
  };
  visit(parseSync(path, text).program);
  return [...new Set(out)].map((what) => `${relative(ROOT, path)}: ${what}`);
}

test('no front-end file reads a token with its own pattern or walks bytes to find the size cut', () => {
  const found = [...jsFiles(WWW), ...jsFiles(join(ROOT, 'web', 'js'))].flatMap(rederived);
  assert.deepEqual(found, []);
  // The check sees both shapes.
  const probe = join(ROOT, 'target', 'www-shape-rederive.js');
  writeFileSync(probe, 'const a = !/\\s/.test(q.token);\nconst b = utf16Offset(t, 512);\nconst c = /x/.test(url);\n');
  assert.deepEqual(rederived(probe), [
    'target/www-shape-rederive.js: a pattern tested on q.token',
    'target/www-shape-rederive.js: utf16Offset',
  ]);
});
