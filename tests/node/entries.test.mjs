// The package's two entries: `robots-playground`, issue 3's API from a wasm without the lint,
// catalog listing, coverage, User-Agent reading and checkBrief, and `robots-playground/full`,
// which adds them (issue 4). The default entry's answers must be the full entry's, field for field, and
// it must stay within the size goals: 50 KB gzipped for the wasm (issue 23's cap of 48, which
// made room for std and its panic hook, raised for the catalog of 211 crawlers whose tokens and
// profiles the default entry reads User-Agent strings and profiles with; issue 3 set 40).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as base from 'robots-playground';
import * as full from 'robots-playground/full';
import * as logs from 'robots-playground/logs';

const FULL_ONLY = ['acceptedKeys', 'catalog', 'catalogChecked', 'diff', 'lintRules', 'longLinesText', 'sizeText', 'tokensFromUserAgent'];
const FULL_ONLY_METHODS = ['checkBrief', 'coverage', 'expect', 'lint'];

const FILE = [
  'User-agent: Googlebot',
  'Disallow: /private/',
  'Allow: /private/ok$',
  'Crawl-delay: 5',
  '',
  'User-agent: *',
  'Disalow: /typo',
  'Disallow: /*.pdf$',
  'Allow: /',
  'Sitemap: https://example.com/sitemap.xml',
  'user-agent GPTBot',
  'Disallow: /',
  'Noindex: /x',
  'User-agent: Googlebot-Image',
  'Disallow: /img/é',
].join('\n');

const methods = (mod) => Object.getOwnPropertyNames(mod.Robots.prototype).sort();

test("the default entry has the full entry's exports, less the full entry's own", async () => {
  const fetch = globalThis.fetch;
  globalThis.fetch = () => {
    throw new Error('init() must not fetch in Node');
  };
  try {
    await base.default();
    await base.default();
  } finally {
    globalThis.fetch = fetch;
  }
  assert.deepEqual(
    Object.keys(base).sort(),
    Object.keys(full)
      .filter((k) => !FULL_ONLY.includes(k))
      .sort(),
  );
  assert.deepEqual(
    methods(base),
    methods(full).filter((m) => !FULL_ONLY_METHODS.includes(m)),
  );
  assert.notEqual(base.Robots, full.Robots, 'its own module, not a re-export of the full one');
});

test('the default entry answers as the full one does, for every catalog crawler as a profile', () => {
  const a = new full.Robots(FILE);
  const b = new base.Robots(FILE);
  try {
    const urls = [
      '/',
      '/private/x',
      '/private/ok',
      '/private/ok?x',
      '/typo',
      '/a.pdf',
      '/img/%C3%A9',
      '/robots.txt',
      'https://example.com/x',
    ];
    const profiles = [undefined, ...full.catalog().map((c) => c.token), { token: 'MyBot', fallbacks: ['gptbot'] }];
    for (const policy of ['google', 'rfc9309']) {
      for (const profile of profiles) {
        const options = { policy, profile };
        for (const agent of ['Googlebot', 'GPTBot', 'Googlebot-Image', 'other']) {
          for (const url of urls) {
            assert.deepEqual(b.check(agent, url, options), a.check(agent, url, options), `${agent} ${url} ${JSON.stringify(options)}`);
            assert.deepEqual(b.decide(agent, url, options), a.decide(agent, url, options));
          }
          assert.deepEqual(b.highlight(agent, '/private/x', options), a.highlight(agent, '/private/x', options));
          assert.deepEqual(b.matcher(agent, options).allowedMany(urls), a.matcher(agent, options).allowedMany(urls));
        }
        assert.deepEqual(b.groups(options), a.groups(options));
      }
    }
    assert.deepEqual(b.diagnostics(), a.diagnostics());
    assert.deepEqual(b.records(), a.records());
    assert.deepEqual(b.sitemaps(), a.sitemaps());
    const facade = (mod) => mod.robotsParser('https://example.com/robots.txt', FILE);
    assert.equal(facade(base).getMatchingLineNumber('https://example.com/private/x', 'Googlebot'), 2);
    assert.equal(facade(base).getCrawlDelay('Googlebot'), facade(full).getCrawlDelay('Googlebot'));
  } finally {
    a.free();
    b.free();
  }
});

test("the default entry: a profile name it does not know, and other misuse, throw the full entry's errors", () => {
  const [a, b] = [new full.Robots(FILE), new base.Robots(FILE)];
  for (const options of [{ profile: 'NoSuchBot' }, { policy: 'bing' }, { profile: { token: 1 } }, 'x']) {
    assert.equal(
      captured(() => b.check('a', '/', options)),
      captured(() => a.check('a', '/', options)),
      JSON.stringify(options),
    );
  }
  assert.throws(() => new base.Robots(42), /string or a Uint8Array/);
  // Arguments of the wrong type, read by the same bindings: the same Error, and no trap.
  const wrong = [(r) => r.check(42, '/'), (r) => r.decide('a', {}), (r) => r.highlight('a', 7), (r) => r.matcher('a').allowed(null)];
  for (const call of wrong) {
    assert.equal(
      captured(() => call(b)),
      captured(() => call(a)),
      String(call),
    );
  }
  // Freed and detached objects, guarded by the same web/js/guard.js.
  const [ma, mb] = [a.matcher('a'), b.matcher('a')];
  a.free();
  b.free();
  b.free();
  assert.equal(
    captured(() => b.check('a', '/')),
    captured(() => a.check('a', '/')),
  );
  assert.match(
    captured(() => b.decide('a', '/')),
    /^Robots\.decide: this Robots was freed/,
  );
  assert.equal(
    captured(() => ['/'].map(mb.allowed)),
    captured(() => ['/'].map(ma.allowed)),
  );
  ma.free();
  mb.free();
});

/** The message of the Error `f` throws. */
function captured(f) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof Error, `${e} is an Error`);
    return e.message;
  }
  assert.fail(`no error from ${f}`);
}

test('the default entry: random bytes give answers, never a crash', () => {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 16;
  for (let i = 0; i < 200; i++) {
    const bytes = Uint8Array.from({ length: next() % 400 }, () => next() & 0xff);
    const r = new base.Robots(bytes);
    r.check('Googlebot', '/x');
    r.highlight('Googlebot');
    r.diagnostics();
    r.records();
    r.matcher('*').allowedMany(['/', '/a']);
    r.free();
  }
});

test('the default entry stays within 50 KB gzipped for the wasm and 67 KB for its files (62 KB for each require(), 60 KB for its inline form)', () => {
  const dir = new URL('../../web/pkg/', import.meta.url);
  const gz = (name) => gzipSync(readFileSync(new URL(name, dir)), { level: 9 }).length;
  const wasm = gz('robots-playground_bg.wasm');
  // Every file of the package but the full entry's folder, the element's files, the CommonJS
  // bundles, the inline entry's two files, the command line (the `bin`, which no import loads)
  // and the texts (README, LINT.md, licenses; the package.json included): what `import … from
  // 'robots-playground'` can load, and more.
  const INLINE = ['inline.js', 'wasm-inline.js'];
  const files = readdirSync(dir, { withFileTypes: true })
    .filter(
      (e) =>
        e.isFile() && !/\.(element|define)\b/.test(e.name) && !e.name.endsWith('.cjs') && !/^(README|LINT)\.md$|^LICENSE-/.test(e.name),
    )
    .map((e) => e.name)
    .filter((name) => !INLINE.includes(name) && name !== 'cli.js');
  assert.ok(files.includes('browser.js') && files.includes('node.js') && files.includes('package.json'), files.join(' '));
  const entry = files.reduce((sum, name) => sum + gz(name), 0);
  assert.ok(wasm <= 50_000, `the default wasm is ${wasm} B gzipped`);
  assert.ok(entry <= 67_000, `the default entry is ${entry} B gzipped`);
  // What `require('robots-playground/robots-parser')` loads: its bundle and the same wasm.
  const cjs = gz('robots-parser.cjs') + wasm + gz('package.json');
  assert.ok(cjs <= 62_000, `robots-playground/robots-parser by require() loads ${cjs} B gzipped`);
  // What `require('robots-playground')` loads: the entry's CommonJS bundle and the same wasm.
  const main = gz('index.cjs') + wasm + gz('package.json');
  assert.ok(main <= 62_000, `robots-playground by require() loads ${main} B gzipped`);
  // What `import … from 'robots-playground/inline'` loads: the wasm inside its JS, no .wasm.
  const inline = [...INLINE, 'once.js', 'robots-playground.js', 'guard.js', 'facade.js', 'package.json'].reduce(
    (sum, name) => sum + gz(name),
    0,
  );
  assert.ok(inline <= 60_000, `robots-playground/inline loads ${inline} B gzipped`);
  const fullWasm = gz('full/robots-playground-full_bg.wasm');
  assert.ok(fullWasm - wasm > 25_000, `the default wasm (${wasm} B) is not much smaller than the full one (${fullWasm} B)`);
});

test('the package carries both license texts its license field names', () => {
  const dir = new URL('../../web/pkg/', import.meta.url);
  const pkg = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8'));
  assert.equal(pkg.license, 'MIT OR Apache-2.0');
  for (const [file, words] of [
    ['LICENSE-MIT', /Permission is hereby granted, free of charge/],
    ['LICENSE-APACHE', /Apache License\s+Version 2\.0/],
  ]) {
    assert.ok(pkg.files.includes(file), `${file} is in the package's files`);
    assert.match(readFileSync(new URL(file, dir), 'utf8'), words);
  }
});

test('the packed package: robots-playground/robots-parser by import and by require(), as robots-parser', () => {
  // `npm pack` of web/pkg, unpacked into a scratch node_modules: the files and exports a user
  // installs, without the symlink the other tests resolve through.
  const pkg = fileURLToPath(new URL('../../web/pkg/', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'robots-playground-pack-'));
  try {
    const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: pkg, encoding: 'utf8' }));
    const installed = join(dir, 'node_modules', 'robots-playground');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['xzf', join(dir, filename), '-C', installed, '--strip-components=1']);
    const robots = 'User-agent: *\\nDisallow: /a\\n\\nUser-agent: AdsBot-Google\\nDisallow: /ads\\n';
    const calls = [
      `const p = robotsParser('https://example.com/robots.txt', '${robots}');`,
      "console.log(JSON.stringify([typeof robotsParser, p.isAllowed('https://example.com/a/b', 'Bot/1.0'), p.isDisallowed('/a'),",
      "  p.getMatchingLineNumber('/a'), p.isExplicitlyDisallowed('/a', 'Bot'), p.isExplicitlyDisallowed('/ads', 'AdsBot-Google'),",
      "  p.isAllowed('https://other.example/a')]));",
    ];
    writeFileSync(join(dir, 'app.cjs'), ["const robotsParser = require('robots-playground/robots-parser');", ...calls].join('\n'));
    writeFileSync(join(dir, 'app.mjs'), ["import robotsParser from 'robots-playground/robots-parser';", ...calls].join('\n'));
    // The same import in TypeScript compiled to CommonJS without esModuleInterop (a node10
    // project; tests/types/robots-parser-node10.ts type-checks it): it calls `require(…).default`.
    const ts = createRequire(import.meta.url)('typescript-5');
    const source = ["import robotsParser from 'robots-playground/robots-parser';", ...calls].join('\n');
    const emitted = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, esModuleInterop: false } }).outputText;
    assert.match(emitted, /robots_parser_1\.default/);
    writeFileSync(join(dir, 'app-ts.cjs'), emitted);
    const flag = '--no-experimental-require-module';
    const noRequireEsm = process.allowedNodeEnvironmentFlags.has(flag) ? [flag] : [];
    for (const [app, args] of [
      ['app.cjs', noRequireEsm],
      ['app.mjs', []],
      ['app-ts.cjs', noRequireEsm],
    ]) {
      const out = execFileSync(process.execPath, [...args, app], { cwd: dir, encoding: 'utf8' });
      assert.deepEqual(JSON.parse(out), ['function', false, true, 2, false, true, null], `${app}: ${out}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the inline entries load their wasm from their own JS, without fetching, and answer as the others', async () => {
  const fetch = globalThis.fetch;
  globalThis.fetch = () => {
    throw new Error('the inline entries must not fetch');
  };
  let inline, fullInline;
  try {
    inline = await import('robots-playground/inline');
    fullInline = await import('robots-playground/full/inline');
    await Promise.all([inline.default(), inline.default(), fullInline.default()]);
  } finally {
    globalThis.fetch = fetch;
  }
  assert.deepEqual(Object.keys(inline).sort(), Object.keys(base).sort());
  assert.deepEqual(Object.keys(fullInline).sort(), Object.keys(full).sort());
  const [a, b, c] = [new base.Robots(FILE), new inline.Robots(FILE), new fullInline.Robots(FILE)];
  for (const url of ['/', '/private/x', '/private/ok', '/typo', '/a.pdf']) {
    for (const agent of ['Googlebot', 'GPTBot', 'other']) {
      assert.deepEqual(b.check(agent, url), a.check(agent, url));
      assert.deepEqual(c.check(agent, url), a.check(agent, url));
    }
  }
  assert.deepEqual(c.lint(), new full.Robots(FILE).lint());
  assert.equal(typeof b.lint, 'undefined', 'the default inline entry has no lint');
});

test("what Node loads: import and require() of the default entry read none of the element's files nor the full entry's", () => {
  // A resolve hook (module.register) writes every module URL Node resolves to a list; the
  // program imports the entry, requires it, and records the wasm files it reads.
  const dir = mkdtempSync(join(tmpdir(), 'robots-playground-loads-'));
  try {
    const log = join(dir, 'resolved.txt');
    writeFileSync(
      join(dir, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, r.url + '\\n');
  return r;
}`,
    );
    const program = `import { register, createRequire, syncBuiltinESMExports } from 'node:module';
import fs from 'node:fs';
const read = fs.readFileSync;
const wasm = [];
fs.readFileSync = (f, ...rest) => { if (String(f).endsWith('.wasm')) wasm.push(String(f)); return read(f, ...rest); };
syncBuiltinESMExports();
register(${JSON.stringify(new URL(`file://${join(dir, 'hooks.mjs')}`).href)});
const { Robots } = await import('robots-playground');
const cjs = createRequire(${JSON.stringify(fileURLToPath(new URL('../../package.json', import.meta.url)))})('robots-playground');
new Robots('').check('a', '/'); new cjs.Robots('').check('a', '/');
console.log(JSON.stringify({ wasm: wasm.map((f) => f.split('/').slice(-2).join('/')), required: Object.keys(createRequire(import.meta.url).cache).map((f) => f.split('/').slice(-2).join('/')) }));`;
    const out = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', program], {
        encoding: 'utf8',
        cwd: fileURLToPath(new URL('../../', import.meta.url)),
      }),
    );
    const resolved = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .filter((u) => u.includes('/web/pkg/'));
    const names = [...new Set(resolved.map((u) => u.split('/web/pkg/')[1]))].sort();
    assert.deepEqual(names, ['api.js', 'facade.js', 'guard.js', 'node.js', 'robots-playground.js', 'wasm.js']);
    assert.deepEqual(out.required, ['pkg/index.cjs']);
    assert.deepEqual(out.wasm, ['pkg/robots-playground_bg.wasm', 'pkg/robots-playground_bg.wasm']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('require() gives each entry the exports import gives, and nothing of the guard’s own', () => {
  const require = createRequire(import.meta.url);
  // `init` is the CommonJS name of the default export.
  const keys = (mod) =>
    Object.keys(mod)
      .filter((k) => k !== 'default' && k !== 'init')
      .sort();
  assert.deepEqual(keys(require('robots-playground')), keys(base));
  assert.deepEqual(keys(require('robots-playground/full')), keys(full));
});

test('every file of web/js is a valid module as written, which xtask copies without editing', () => {
  const { transformSync } = createRequire(import.meta.url)('esbuild');
  const dir = fileURLToPath(new URL('../../web/js/', import.meta.url));
  const sources = readdirSync(dir).filter((f) => /\.(c?js)$/.test(f));
  assert.ok(sources.length >= 15, sources.join(', '));
  for (const file of sources) {
    const text = readFileSync(join(dir, file), 'utf8');
    // esbuild reports what a JS engine would refuse: a name declared twice, a syntax error.
    assert.doesNotThrow(() => transformSync(text, { format: file.endsWith('.cjs') ? 'cjs' : 'esm', loader: 'js' }), file);
    assert.doesNotMatch(text, /\/\/ (full|default) entry only/, `${file} has lines for one entry only`);
  }
  // Each entry's own files reach its folder under their common names, the other entries' not at
  // all, except the full entry's API in the logs entry's folder, which builds on it.
  const pkg = fileURLToPath(new URL('../../web/pkg/', import.meta.url));
  for (const [folder, wasm] of [
    ['', 'robots-playground_bg.wasm'],
    ['full/', 'robots-playground-full_bg.wasm'],
    ['logs/', 'robots-playground-logs_bg.wasm'],
  ]) {
    assert.match(readFileSync(join(pkg, folder, 'wasm.js'), 'utf8'), new RegExp(wasm.replace('.', '\\.')));
    const files = readdirSync(join(pkg, folder)).filter((f) => !(folder === 'logs/' && f === 'api-full.js'));
    assert.ok(!files.some((f) => /^(wasm|api)-(default|full|logs)\.js$/.test(f)), `${folder || 'web/pkg/'}: ${files.join(', ')}`);
  }
});

test("the logs entry has the full entry's exports and the log replay; the full entry has no log reader", () => {
  assert.deepEqual(
    Object.keys(logs)
      .filter((k) => !['LogReplay', 'ipRanges', 'webBotAuthKeys', 'verifySignatures'].includes(k))
      .sort(),
    Object.keys(full).sort(),
  );
  assert.equal(full.LogReplay, undefined);
  assert.notEqual(logs.Robots, full.Robots, 'its own instance of the engine');
  // Its LogReplay is guarded as the other classes are, and takes only its own entry's Robots.
  const robots = new logs.Robots('User-agent: *\nDisallow: /private/\n');
  const replay = new logs.LogReplay(robots, { ranges: { Googlebot: '66.249.64.0/27' } });
  replay.feed(
    new TextEncoder().encode('66.249.64.1 - - [07/Dec/2026:10:00:00 +0000] "GET /private/x HTTP/1.1" 200 1 "-" "Googlebot/2.1"\n'),
  );
  const report = replay.finish();
  assert.deepEqual(
    report.crawlers.map((c) => [c.name, c.requests, c.disallowed, c.verified]),
    [['Googlebot', 1, 1, 1]],
  );
  assert.throws(() => replay.finish(), /LogReplay\.finish: the replay is finished/);
  replay.free();
  assert.throws(() => replay.feed(new Uint8Array(1)), /LogReplay\.feed: this LogReplay was freed/);
  assert.throws(() => new logs.LogReplay(robots, { ranges: 'x' }), /options\.ranges must be an object/);
  assert.deepEqual(logs.ipRanges('66.249.64.0/27\n2001:db8::/32\n300.1.2.3/8'), { found: 2, unreadable: 1, created: null });
  assert.throws(() => new logs.LogReplay(robots, { trustProxy: ['10.0.0.0/33'] }), /trustProxy must be an array of CIDR blocks/);
  assert.throws(() => new logs.LogReplay(robots, { signatureKeys: 'k' }), /signatureKeys must be an array of key ids/);
  const signing = new logs.LogReplay(robots, { signatureKeys: ['k1'] });
  assert.deepEqual(signing.pendingSignatures(), []);
  assert.throws(() => signing.signatureVerdict(-1, true), /signatureVerdict: id must be a non-negative integer/);
  signing.free();
  robots.free();
});
