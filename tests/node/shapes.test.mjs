// The package's TypeScript declarations against what it answers (issue 23): every method's and
// function's declared return type, read from the generated .d.ts with TypeScript's own checker,
// is compared with real answers, field by field and value by value: a field the engine writes
// that the types do not declare, a required field it leaves out, a value of the wrong type or
// an id outside its union (a new reason, role or lint id) fails here. One source of truth per
// shape is then enough: the Rust types that write the answers, and the .d.ts checked against
// them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as full from 'robots-playground/full';
import * as base from 'robots-playground';

// The TypeScript 5 compiler API (TypeScript 7's package has none).
const ts = createRequire(import.meta.url)('typescript-5');

/** The checker over one entry's .d.ts, and its exports by name. */
function declarations(file) {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.esnext.disposable.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const exports = new Map(checker.getExportsOfModule(checker.getSymbolAtLocation(source)).map((s) => [s.name, s]));
  return { checker, exports };
}

/**
 * Problems of `value` as a value of `type` (at `path`): an empty list when it fits.
 * @returns {string[]}
 */
function misfits(checker, value, type, path) {
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return [];
  if (type.isUnion()) {
    const tries = type.types.map((t) => misfits(checker, value, t, path));
    return tries.some((p) => p.length === 0)
      ? []
      : [`${path}: ${JSON.stringify(value)?.slice(0, 80)} is none of ${checker.typeToString(type)}`];
  }
  if (type.isLiteral()) return value === type.value ? [] : [`${path}: ${JSON.stringify(value)} is not ${JSON.stringify(type.value)}`];
  if (f & ts.TypeFlags.BooleanLiteral)
    return value === (checker.typeToString(type) === 'true') ? [] : [`${path}: not ${checker.typeToString(type)}`];
  if (f & ts.TypeFlags.Null) return value === null ? [] : [`${path}: ${JSON.stringify(value)} is not null`];
  if (f & ts.TypeFlags.Undefined) return value === undefined ? [] : [`${path}: not undefined`];
  if (f & ts.TypeFlags.String) return typeof value === 'string' ? [] : [`${path}: ${JSON.stringify(value)} is not a string`];
  if (f & ts.TypeFlags.Number) return typeof value === 'number' ? [] : [`${path}: ${JSON.stringify(value)} is not a number`];
  if (f & ts.TypeFlags.Boolean) return typeof value === 'boolean' ? [] : [`${path}: ${JSON.stringify(value)} is not a boolean`];
  if (checker.isArrayType(type)) {
    if (!Array.isArray(value)) return [`${path}: not an array`];
    const [item] = checker.getTypeArguments(type);
    return value.flatMap((v, i) => misfits(checker, v, item, `${path}[${i}]`));
  }
  const name = type.getSymbol()?.name;
  if (name && /^(Uint8|Uint32|Int32|Float64)Array$/.test(name)) return value instanceof globalThis[name] ? [] : [`${path}: not a ${name}`];
  if (value === null || typeof value !== 'object')
    return [`${path}: ${JSON.stringify(value)} is not an object (${checker.typeToString(type)})`];
  const props = checker.getPropertiesOfType(type);
  const declared = new Set(props.map((p) => p.name));
  const out = Object.keys(value)
    .filter((k) => !declared.has(k))
    .map((k) => `${path}.${k}: written by the engine, not declared in ${checker.typeToString(type)}`);
  for (const p of props) {
    const optional = (p.flags & ts.SymbolFlags.Optional) !== 0;
    if (!(p.name in value)) {
      if (!optional) out.push(`${path}.${p.name}: declared, but the answer has none`);
      continue;
    }
    if (optional && value[p.name] === undefined) continue;
    out.push(...misfits(checker, value[p.name], checker.getTypeOfSymbol(p), `${path}.${p.name}`));
  }
  return out;
}

/** The declared return type of `name`: a method of the exported class `cls`, or an exported function. */
function returnType({ checker, exports }, cls, name) {
  const symbol = cls ? checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(exports.get(cls)), name) : exports.get(name);
  assert.ok(symbol, `${cls ? `${cls}.` : ''}${name} is declared`);
  const signatures = checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call);
  return checker.getReturnTypeOfSignature(signatures[0]);
}

const FILE = [
  'User-agent: Googlebot',
  'Disallow: /private/',
  'Allow: /private/ok$',
  'Allow: /private/ok',
  'Disallow: /private/ok',
  'Crawl-delay: 5',
  '',
  'User-agent: *',
  'Disalow: /typo',
  'Disallow: /*.pdf$',
  'Disallow:',
  'Sitemap: https://example.com/sitemap.xml',
  'Sitemap: /relative.xml',
  'Host: example.com',
  'Noindex: /x',
  'user-agent GPTBot',
  'Disallow: /',
  'User-agent: 360Spider',
  'Allow: /',
  'Foo: bar',
  '\u00a0Disallow: /nbsp',
].join('\n');

/** Calls that between them give every reason, group reason, role and record kind the file has. */
function calls(R) {
  const r = new R(FILE);
  const down = new R(FILE, { status: 503 });
  const out = [];
  const each = (method, ...args) => out.push([method, r[method](...args)]);
  for (const [agent, url, options] of [
    ['Googlebot', '/private/x'],
    ['Googlebot', '/private/ok'],
    ['Googlebot', '/public'],
    ['GPTBot', '/a.pdf'],
    ['other', '/nothing'],
    ['Googlebot-Image', '/private/x', { profile: 'Googlebot-Image' }],
    ['AdsBot-Google', '/x', { profile: 'AdsBot-Google' }],
    ['x', '/robots.txt', { policy: 'rfc9309' }],
    ['Googlebot', '/private/x', { sizeLimit: 30 }],
    ['Googlebot', '/private/x', { status: 404 }],
    ['Googlebot', '/private/x', { profile: { token: 'Safety', ignoresRobots: true } }],
  ]) {
    each('check', agent, url, options);
    each('decide', agent, url, options);
    each('highlight', agent, url, options);
    if (r.checkBrief) each('checkBrief', agent, url, options, 2);
  }
  out.push(['check', down.check('Googlebot', '/')], ['status', down.status]);
  each('highlight', 'Googlebot', null);
  each('diagnostics');
  each('groups');
  each('groups', { policy: 'rfc9309' });
  each('records');
  each('sitemaps');
  each('otherHost', 'https://elsewhere.example/x');
  each('otherHost', 'https://example.com/x', 'https://www.example.com/robots.txt');
  if (r.lint) {
    each('lint');
    each('lint', { policy: 'rfc9309' });
    each('coverage');
    each('summary');
    each('preference', 'Googlebot', '/private/x');
    each('decideTable', ['Googlebot', 'GPTBot'], ['/', '/private/x'], { profiles: true });
    each('expect', 'allowed Googlebot /\nblocked GPTBot / line 17\nperhaps x /');
    each('expect', [{ agent: 'Googlebot', url: '/private/x', allowed: true, line: 0 }]);
  }
  return out;
}

for (const [name, mod, file] of [
  ['robots-playground/full', full, '../../web/pkg/full/robots-playground.d.ts'],
  ['robots-playground', base, '../../web/pkg/robots-playground.d.ts'],
]) {
  test(`${name}: every answer is what its declared type says, no field more or less`, () => {
    const d = declarations(fileURLToPath(new URL(file, import.meta.url)));
    const problems = [];
    for (const [method, value] of calls(mod.Robots)) {
      const type =
        method === 'status'
          ? d.checker.getTypeOfSymbol(d.checker.getPropertyOfType(d.checker.getDeclaredTypeOfSymbol(d.exports.get('Robots')), 'status'))
          : returnType(d, 'Robots', method);
      problems.push(...misfits(d.checker, value, type, `Robots.${method}()`));
    }
    const functions = mod.catalog
      ? [
          ['diff', FILE, 'User-agent: *\nDisallow: /\n', { agents: ['GPTBot', 'Googlebot'], urls: ['/x'] }],
          ['catalog'],
          ['catalogChecked'],
          ['lintRules'],
          ['acceptedKeys'],
          ['tokensFromUserAgent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
          ['googleSizeLimit'],
        ]
      : [['googleSizeLimit']];
    for (const [fn, ...args] of functions) problems.push(...misfits(d.checker, mod[fn](...args), returnType(d, null, fn), `${fn}()`));
    const matcher = new mod.Robots(FILE).matcher('Googlebot');
    problems.push(
      ...misfits(d.checker, matcher.allowedMany(['/private/x', '/']), returnType(d, 'Matcher', 'allowedMany'), 'Matcher.allowedMany()'),
    );
    if (matcher.reportLines) {
      const report = matcher.reportLines(new TextEncoder().encode('/private/x\n/public'), true, true);
      problems.push(...misfits(d.checker, report, returnType(d, 'Matcher', 'reportLines'), 'Matcher.reportLines()'));
    }
    assert.deepEqual(problems, []);
  });
}

test('the check catches drift: a field the types do not declare, one they do that is missing, an id outside its union', () => {
  const d = declarations(fileURLToPath(new URL('../../web/pkg/full/robots-playground.d.ts', import.meta.url)));
  const type = returnType(d, 'Robots', 'check');
  const v = new full.Robots(FILE).check('Googlebot', '/private/x');
  assert.deepEqual(misfits(d.checker, v, type, 'v'), []);
  const { winner, ...noWinner } = v;
  assert.match(misfits(d.checker, { ...v, extra: 1 }, type, 'v').join(), /v\.extra: written by the engine, not declared/);
  assert.match(misfits(d.checker, noWinner, type, 'v').join(), /v\.winner: declared, but the answer has none/);
  assert.match(misfits(d.checker, { ...v, reason: 'longest-matches' }, type, 'v').join(), /v\.reason/);
  assert.match(misfits(d.checker, { ...v, winner: { ...winner, line: '2' } }, type, 'v').join(), /v\.winner/);
});
