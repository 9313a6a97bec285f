// The package's API under Node: init, options, errors, spans in UTF-16 and bytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import init, {
  Robots,
  Matcher,
  acceptedKeys,
  catalog,
  catalogChecked,
  googleSizeLimit,
  tokensFromUserAgent,
  wasmMemory,
} from 'robots-playground/full';

const FILE = 'User-agent: *\nDisallow: /private/\nAllow: /private/ok\n\nUser-agent: GPTBot\nDisallow: /\n';

test('init() resolves, and again, without fetching a file: URL', async () => {
  const fetch = globalThis.fetch;
  globalThis.fetch = () => {
    throw new Error('init() must not fetch in Node');
  };
  try {
    assert.equal(await init(), undefined);
    assert.equal(await init(), undefined);
  } finally {
    globalThis.fetch = fetch;
  }
});

test('check() answers with the whole verdict', () => {
  const r = new Robots(FILE);
  const v = r.check('SomeBot', 'https://example.com/private/x?q=1');
  assert.equal(v.allowed, false);
  assert.equal(v.line, 2);
  assert.equal(v.path, '/private/x?q=1');
  assert.deepEqual(v.winner, { line: 2, kind: 'disallow', pattern: '/private/', priority: 9 });
  assert.deepEqual(
    v.groups.map((g) => [g.line, g.why]),
    [[1, 'wildcard-fallback']],
  );
  assert.deepEqual(
    v.skipped.map((g) => [g.line, g.why]),
    [[5, 'other-agent']],
  );
  // Its fields, and every other answer's, are checked against the package's .d.ts in shapes.test.mjs.
  assert.equal(r.check('gptbot', '/anything').line, 6, 'agents compare case-insensitively');
  const ok = r.check('x', '/nothing/here');
  assert.deepEqual([ok.allowed, ok.line, ok.winner, ok.reason], [true, 0, null, 'no-rule-matched']);
});

test("a verdict says in words whose rules apply and why: reasonText, groupsText, and each group's named line and whyText", () => {
  const r = new Robots(FILE);
  const v = r.check('SomeBot', 'https://example.com/private/ok/a');
  assert.equal(v.groupsText, 'SomeBot has no group of its own, so the * group at line 1 applies.');
  assert.equal(
    v.reasonText,
    'The longest match wins: Allow "/private/ok" at line 3 (11 bytes) beats Disallow "/private/" at line 2 (9 bytes), so /private/ok/a is allowed.',
  );
  assert.deepEqual(
    v.groups.map((g) => [g.named, g.whyText]),
    [[1, 'no group names this crawler, so the * group applies']],
  );
  assert.deepEqual(
    v.skipped.map((g) => [g.named, g.whyText]),
    [[0, 'it names other crawlers']],
  );
  const brief = r.checkBrief('GPTBot', '/x', {}, 0);
  assert.equal(brief.groupsText, 'GPTBot is named on line 5, where its group starts. The * group at line 1 does not apply to it.');
  assert.match(brief.reasonText, /^The longest match wins: Disallow "\/" at line 6 \(1 byte\); no Allow rule matches/);
  assert.match(
    r.check('x', '/', { status: 503 }).reasonText,
    /^The request for robots.txt got HTTP 503 .*unreachable, so nothing may be fetched/,
  );
});

test('options: policy, sizeLimit, profile by name and by object', () => {
  const r = new Robots('user-agent: Googlebot\ndisallow: /g\nUser-agent: *\nDisalow: /typo\nDisallow: /x\n');
  assert.equal(r.check('a', '/typo').allowed, false, 'Google reads the typo');
  assert.equal(r.check('a', '/typo', { policy: 'rfc9309' }).allowed, true, 'RFC 9309 does not');
  assert.equal(r.check('a', '/robots.txt', { policy: 'rfc9309' }).reason, 'robots-txt-implicit');
  const cut = r.check('a', '/x', { sizeLimit: 40 });
  assert.deepEqual([cut.allowed, cut.cutAt], [true, 40]);
  assert.equal(r.check('a', '/x', { sizeLimit: 0 }).allowed, true);
  const image = r.check('whatever', '/g', { profile: 'Googlebot-Image' });
  assert.deepEqual([image.allowed, image.token, image.tokenSource], [false, 'Googlebot', 'profile-fallback']);
  const mine = r.check('whatever', '/x', { profile: { token: 'MyBot', ignoresWildcard: true } });
  assert.deepEqual([mine.allowed, mine.reason], [true, 'no-group-applies']);
  assert.equal(r.matcher('x', { profile: { token: 'Mine', fallbacks: ['googlebot'] } }).allowed('/g'), false);
  assert.equal(r.check('x', '/x', { profile: { token: 'X', ignoresRobots: true } }).reason, 'ignores-robots');
});

test('misuse throws an Error with a clear message', () => {
  const r = new Robots(FILE);
  const bad = [
    [{ policy: 'bing' }, /policy/],
    [{ sizeLimit: -1 }, /sizeLimit/],
    [{ sizeLimit: 2.5 }, /sizeLimit/],
    [{ sizeLimit: '100' }, /sizeLimit/],
    [{ sizeLimit: Infinity }, /sizeLimit/],
    [{ profile: 'NoSuchBot' }, /no crawler named "NoSuchBot"/],
    [{ profile: { fallbacks: [] } }, /profile\.token/],
    [{ profile: { token: 'a', fallbacks: 'b' } }, /fallbacks/],
    ['rfc9309', /options must be an object/],
  ];
  for (const [options, message] of bad) {
    for (const call of [
      () => r.check('a', '/', options),
      () => r.highlight('a', '/', options),
      () => r.groups(options),
      () => r.matcher('a', options),
    ]) {
      assert.throws(call, (e) => e instanceof Error && message.test(e.message), JSON.stringify(options));
    }
  }
  // A getter or proxy that throws is an Error too, not a field taken as absent.
  const throwing = [
    [
      {
        get policy() {
          throw new Error('no policy');
        },
      },
      'policy',
    ],
    [
      {
        profile: {
          token: 'a',
          get fallbacks() {
            throw new TypeError('no');
          },
        },
      },
      'fallbacks',
    ],
    [
      new Proxy(
        {},
        {
          get() {
            throw new Error('trap');
          },
        },
      ),
      'policy',
    ],
  ];
  for (const [options, field] of throwing) {
    assert.throws(() => r.check('a', '/', options), { message: `options: reading ${field} threw` });
  }
  for (const text of [42, null, undefined, {}, [1, 2], new ArrayBuffer(3)]) {
    assert.throws(() => new Robots(text), /string or a Uint8Array/);
  }
  assert.throws(() => r.matcher('a').allowedMany('/x'), /array of strings/);
  assert.throws(() => r.matcher('a').allowedMany([1]), /array of strings/);
  for (const chunk of ['/x\n', ['/x'], new ArrayBuffer(3), undefined]) {
    assert.throws(() => r.matcher('a').reportLines(chunk), /reportLines\(chunk\): chunk must be a Uint8Array/);
  }
});

test("arguments in robots-parser's order (url, agent) throw an Error that says they look swapped", () => {
  const r = new Robots(FILE);
  for (const call of [() => r.check('https://example.com/private/x', 'GPTBot'), () => r.decide('/private/x', 'GPTBot')]) {
    assert.throws(call, (e) => e instanceof Error && /looks like a URL and the URL "GPTBot" does not; are they swapped\?/.test(e.message));
  }
  const m = r.matcher('https://example.com/private/x');
  assert.throws(
    () => m.allowed('GPTBot'),
    /matcher\(agent\)\.allowed\(url\): the agent "https:\/\/example.com\/private\/x" looks like a URL/,
  );
  // The right order, and agents or URLs that are merely unusual, still answer.
  assert.equal(r.check('GPTBot', 'https://example.com/x').allowed, false);
  assert.equal(r.decide('GPTBot', 'page.html').allowed, false);
  assert.equal(r.matcher('GPTBot').allowed('page.html'), false);
  assert.equal(r.check('https://example.com/', 'https://example.com/private/x').allowed, false, 'both look like URLs: not refused');
});

test('arguments that are not strings or counts throw an Error naming them, and leave the engine as it was', () => {
  // wasm-bindgen's own string arguments misread other values: a number trapped the module
  // ("memory access out of bounds"), and an object with a `length` had that many bytes
  // allocated, never freed. Each method now checks its arguments first.
  const r = new Robots(FILE);
  const m = r.matcher('a');
  const before = wasmMemory();
  const huge = { length: 1e9 };
  const calls = [
    [(x) => r.check(x, '/'), /^check: agent must be a string, not /],
    [(x) => r.check('a', x), /^check: url must be a string, not /],
    [(x) => r.decide(x, '/'), /^decide: agent must be a string/],
    [(x) => r.decide('a', x), /^decide: url must be a string/],
    [(x) => r.checkBrief(x, '/'), /^checkBrief: agent must be a string/],
    [(x) => r.checkBrief('a', x), /^checkBrief: url must be a string/],
    [(x) => r.highlight(x), /^highlight: agent must be a string/],
    [(x) => r.matcher(x), /^matcher: agent must be a string/],
    [(x) => m.allowed(x), /^allowed: url must be a string/],
  ];
  for (const [call, message] of calls) {
    for (const bad of [42, true, {}, huge, ['/x'], undefined, Symbol('s'), 10n]) {
      assert.throws(
        () => call(bad),
        (e) => e instanceof Error && message.test(e.message),
        `${call} ${String(bad)}`,
      );
    }
  }
  // A url of null or undefined is "no focused URL" for highlight, as the types say; anything else is not.
  assert.ok(Array.isArray(r.highlight('a', null)) && Array.isArray(r.highlight('a', undefined)));
  assert.throws(() => r.highlight('a', 42), { message: /^highlight: url must be a string, not 42$/ });
  assert.throws(() => r.check({ a: 1 }, '/'), { message: /agent must be a string, not \{"a":1\}$/ });
  for (const limit of [-1, 1.5, '2', NaN, 2 ** 32]) {
    assert.throws(() => r.checkBrief('a', '/', undefined, limit), /limit must be a non-negative integer/, String(limit));
  }
  // The value is shown as JS writes it: JSON would show NaN and the infinities as null.
  for (const [limit, shown] of [
    [NaN, 'NaN'],
    [Infinity, 'Infinity'],
    [-Infinity, '-Infinity'],
    [-0.5, '-0.5'],
  ]) {
    assert.throws(() => r.check('a', '/', { sizeLimit: limit }), {
      message: `options.sizeLimit must be a non-negative integer, not ${shown}`,
    });
    assert.throws(() => r.checkBrief('a', '/', undefined, limit), {
      message: `checkBrief: limit must be a non-negative integer, not ${shown}`,
    });
  }
  assert.equal(r.checkBrief('a', '/private/x', undefined, 2 ** 32 - 1).allowed, false);
  // Nothing was allocated for the huge `length`, and the engine still answers.
  assert.ok(wasmMemory() < before + (16 << 20), `memory grew from ${before} to ${wasmMemory()}`);
  assert.equal(r.check('SomeBot', '/private/x').allowed, false);
  assert.equal(m.allowed('/private/x'), false);
});

test("a matcher's allowed answers as check does for any string: long, non-ASCII, lone surrogates", () => {
  const r = new Robots('User-agent: *\nDisallow: /a/*/end\nAllow: /a/*/end/ok\nDisallow: /%ED%A0%80\nDisallow: /xyz$\nAllow: /x\n');
  const m = r.matcher('SomeBot');
  const urls = [];
  // Up to the URL buffer's 1,024 UTF-16 units of 3 bytes each, and past it.
  for (const n of [0, 1, 300, 1015, 1016, 1017, 1500, 5000]) {
    urls.push(`/a/${'€'.repeat(n)}/end`, `/a/${'€'.repeat(n)}/end/ok`, `https://e.com/a/${'x'.repeat(n)}/end?q=${'é'.repeat(n % 7)}`);
  }
  urls.push('/\uD800', '/\uDC00x', '/x\uD800', '', '/', '/xyz', 'https://e.com/');
  const got = urls.map((u) => m.allowed(u));
  assert.deepEqual(
    got,
    urls.map((u) => r.check('SomeBot', u).allowed),
  );
  assert.ok(got.includes(true) && got.includes(false));
  // A long URL after a short one, and the other way: the buffer holds no stale bytes.
  assert.equal(m.allowed('/x'), true);
  assert.equal(m.allowed(`/a/${'€'.repeat(2000)}/end`), false);
  assert.equal(m.allowed('/x'), true);
});

test('a bad robots.txt never throws', () => {
  const bytes = new Uint8Array(4096);
  let x = 7;
  for (let round = 0; round < 50; round++) {
    for (let i = 0; i < bytes.length; i++) bytes[i] = x = (((x * 1103515245 + 12345) >>> 0) >>> 24) & 0xff || 10;
    const r = new Robots(bytes);
    assert.equal(typeof r.check('bot', '/x').allowed, 'boolean');
    r.diagnostics();
    r.highlight('bot', '/x');
    r.groups({ policy: 'rfc9309' });
    // Every export of the shipped module (no std, its own allocator and panic handler).
    assert.ok(Array.isArray(r.lint({ policy: round % 2 ? 'rfc9309' : 'google', sizeLimit: 1000 + round * 50 })));
    r.coverage();
    r.records();
    r.sitemaps();
    r.decide('bot', '/x', { profile: 'GPTBot' });
    assert.equal(r.matcher('bot').allowedMany(['/a', 'x', '']).length, 3);
    const ua = new TextDecoder().decode(bytes.subarray(0, 300));
    assert.equal(typeof tokensFromUserAgent(ua).token, 'string');
    r.free();
  }
  const big = 'User-agent: *\n' + 'Disallow: /a/b/c\n'.repeat(320000);
  assert.ok(big.length > 5e6);
  assert.equal(new Robots(big).check('', 'not a url').allowed, true);
});

test('highlight and diagnostics: UTF-16 offsets index the JS string, bytes the UTF-8', () => {
  const text = '# Ünïcode ☕ 😀 robots\nUser-agent: *\nDisalow: /ü\nAllow: /ü/ok\nUser-agent: b\nDisallow: /\n';
  const r = new Robots(text);
  const utf8 = Buffer.from(text, 'utf8');
  const roles = r.highlight('a', 'https://e.com/%C3%BC/ok');
  const line = (n) => roles.find((x) => x.line === n);
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6].map((n) => line(n).role),
    ['selected', 'selected', 'loser', 'winner', 'other-group', 'other-group'],
  );
  for (const x of roles) {
    assert.equal(text.slice(x.from, x.to), utf8.subarray(x.start, x.end).toString('utf8'));
    assert.equal(text.slice(x.from, x.to), text.split('\n')[x.line - 1]);
  }
  assert.equal(line(4).start, Buffer.byteLength(text.slice(0, line(4).from)));
  assert.ok(line(4).start > line(4).from, 'Ü, ï, ☕, 😀 and ü take more bytes than units');
  assert.deepEqual(
    r
      .highlight('a')
      .map((x) => x.role)
      .filter((x) => x === 'winner'),
    [],
    'no winner without a URL',
  );
  const typo = r.diagnostics().find((d) => d.id === 'key-typo');
  assert.equal(text.slice(typo.from, typo.to), 'Disalow');
  assert.equal(utf8.subarray(typo.start, typo.end).toString(), 'Disalow');
  assert.deepEqual([typo.severity, typo.line, typo.fix], ['warning', 3, null]);
});

test('groups, matcher, sitemaps, free', () => {
  const r = new Robots(FILE + 'Sitemap: https://e.com/a.xml\nsitemap: https://e.com/b.xml\n');
  assert.deepEqual(
    r.groups().map((g) => [g.line, g.agents.map((a) => a.value), g.ruleLines]),
    [
      [1, ['*'], [2, 3]],
      [5, ['GPTBot'], [6]],
    ],
  );
  const m = r.matcher('GPTBot');
  assert.ok(m instanceof Matcher);
  assert.deepEqual(m.allowedMany(['/', '/x', 'https://e.com/y']), [false, false, false]);
  assert.deepEqual(r.matcher('other').allowedMany(['/private/x', '/private/ok', '/']), [false, true, true]);
  // A URL list as bytes: complete lines only, unless the chunk ends the input.
  const list = new TextEncoder().encode('/private/x\r\n\n /private/ok \n/pri');
  const report = r.matcher('other').reportLines(list, false, true);
  assert.equal(new TextDecoder().decode(report.text), 'blocked\t2\t/private/x\nallowed\t3\t/private/ok\n');
  assert.deepEqual([report.read, report.urls, report.allowed], [27, 2, 1]);
  const last = r.matcher('other').reportLines(list.subarray(report.read), true);
  assert.deepEqual([new TextDecoder().decode(last.text), last.read, last.urls, last.allowed], ['allowed\t/pri\n', 4, 1, 1]);
  // Into a buffer with room: the report is a view of its start; without room, a new array.
  const into = new Uint8Array(64).fill(1);
  const viewed = r.matcher('other').reportLines(list, false, true, into);
  assert.equal(viewed.text.buffer, into.buffer);
  assert.equal(new TextDecoder().decode(viewed.text), 'blocked\t2\t/private/x\nallowed\t3\t/private/ok\n');
  assert.equal(into[viewed.text.length], 1, 'nothing is written past the report');
  const small = r.matcher('other').reportLines(list, false, true, new Uint8Array(8));
  assert.notEqual(small.text.length, 8);
  assert.equal(new TextDecoder().decode(small.text), 'blocked\t2\t/private/x\nallowed\t3\t/private/ok\n');
  assert.deepEqual(r.sitemaps(), ['https://e.com/a.xml', 'https://e.com/b.xml']);
  m.free();
  r.free();
  assert.throws(() => r.check('a', '/'), 'a freed Robots cannot be used');
});

test('a freed or detached object throws an Error that says so, and free() may be called twice', () => {
  // The generated glue threw "null pointer passed to rust" for each of these, and read a
  // field of undefined for a method taken off its object.
  const r = new Robots(FILE);
  const m = r.matcher('GPTBot');
  const kept = r.matcher('other');
  r.free();
  const methods = (cls) => {
    const names = [];
    for (let p = cls.prototype; p !== Object.prototype; p = Object.getPrototypeOf(p)) names.push(...Object.getOwnPropertyNames(p));
    return names.filter((k) => !['constructor', 'free'].includes(k) && !k.startsWith('__'));
  };
  assert.ok(methods(Robots).length >= 11 && methods(Matcher).length === 6, `${methods(Robots)} / ${methods(Matcher)}`);
  for (const k of methods(Robots)) {
    assert.throws(() => r[k]('a', '/'), { message: `Robots.${k}: this Robots was freed (by free() or at the end of its using block)` });
  }
  assert.equal(m.allowed('/x'), false, 'a matcher outlives the Robots it came from');
  assert.equal(kept.allowed('/private/ok'), true);
  m.free();
  for (const k of methods(Matcher)) {
    assert.throws(() => m[k]('/x'), { message: new RegExp(`^Matcher\\.${k}: this Matcher was freed`) });
  }
  // A second free(), or free() and then the end of a `using` block, does nothing.
  assert.equal(r.free(), undefined);
  assert.equal(m.free(), undefined);
  assert.equal(Robots.prototype[Symbol.dispose], Robots.prototype.free);
  r[Symbol.dispose]();
  m[Symbol.dispose]();
  // Methods taken off their object, or called on the other class's object, never reach the wasm.
  assert.throws(() => ['/x'].map(kept.allowed), {
    message: /^Matcher\.allowed: called without its Matcher; call it on one, as in x => matcher\.allowed\(x\)$/,
  });
  const live = new Robots(FILE);
  assert.throws(() => Robots.prototype.check.call(kept, 'a', '/'), { message: /^Robots\.check: called without its Robots/ });
  assert.throws(() => Matcher.prototype.allowed.call(live, '/'), { message: /^Matcher\.allowed: called without its Matcher/ });
  assert.throws(() => Robots.prototype.free.call({}), { message: /^Robots\.free: called without its Robots/ });
  assert.equal(live.check('GPTBot', '/x').line, 6, 'the engine still answers');
  assert.equal(kept.allowed('/private/x'), false);
  live.free();
  kept.free();
});

test("decide gives check's allowed and line, without the explanation", () => {
  const robots = new Robots('User-agent: *\nDisallow: /a\nAllow: /a/b\n\nUser-agent: x\nDisallow:\n');
  for (const [agent, url] of [
    ['y', '/a/c'],
    ['y', '/a/b'],
    ['y', '/z'],
    ['x', '/a'],
    ['y', '/robots.txt'],
  ]) {
    for (const options of [undefined, { policy: 'rfc9309' }, { profile: 'AdsBot-Google' }, { sizeLimit: 20 }]) {
      const v = robots.check(agent, url, options);
      assert.deepEqual(robots.decide(agent, url, options), { allowed: v.allowed, line: v.line });
    }
  }
  assert.throws(() => robots.decide('y', '/a', { policy: 'nope' }), /policy/);
});

test('checkBrief: bounded lists with their totals, and every rule and group in typed arrays', () => {
  const r = new Robots(
    'User-agent: a\nDisallow: /\n\nUser-agent: *\nAllow: /dir/index.html\nDisallow: /dir/\nDisallow: /other\nAllow: /dir/x\n',
  );
  const full = r.check('bot', '/dir/');
  const b = r.checkBrief('bot', '/dir/', undefined, 1);
  assert.deepEqual([b.allowed, b.line, b.reason], [full.allowed, full.line, full.reason]);
  assert.deepEqual([b.groupCount, b.skippedCount, b.ruleCount], [1, 1, 4]);
  assert.deepEqual(
    b.rules.map((x) => x.line),
    [5],
    'the winner first, within the limit',
  );
  assert.deepEqual(Array.from(b.ruleLines), [5, 6, 7, 8]);
  assert.deepEqual(Array.from(b.ruleMatch), [2, 1, 0, 0], '2: matched only through the index.html rule');
  assert.deepEqual(
    Array.from(b.rulePriority),
    full.rules.map((x) => x.priority),
  );
  assert.deepEqual([Array.from(b.groupLines), Array.from(b.skippedLines)], [[4], [1]]);
  assert.ok(b.ruleLines instanceof Uint32Array && b.ruleMatch instanceof Uint8Array && b.rulePriority instanceof Int32Array);
  const none = r.checkBrief('bot', '/dir/');
  assert.deepEqual([none.rules, none.groups, none.skipped, none.explanation, none.ruleCount], [[], [], [], '', 4]);
  r.free();
});

test("checkBrief: every line's role, as one byte a line, as highlight() gives it", () => {
  const text = '# intro\nUser-agent: a\nDisallow: /\n\n# end\nUser-agent: *\nAllow: /x\nDisallow: /x/y\n';
  const r = new Robots(text);
  const b = r.checkBrief('bot', '/x/y/z');
  // selected, merged, winner, loser, other-group, outside
  assert.deepEqual(Array.from(b.lineRoles), [4, 4, 4, 5, 0, 0, 3, 2, 5]);
  const names = ['selected', 'merged', 'winner', 'loser', 'other-group', 'outside'];
  for (const { line, role } of r.highlight('bot', '/x/y/z')) assert.equal(names[b.lineRoles[line - 1]], role, `line ${line}`);
  const cut = r.checkBrief('bot', '/x/y/z', { sizeLimit: 70 });
  assert.deepEqual(Array.from(cut.lineRoles), [4, 4, 4, 5, 0, 0, 2, 0, 5], 'line 8 read up to byte 70, line 9 past it');
  r.free();
});

test("googleSizeLimit() and acceptedKeys(): the engine's own limit and keys", () => {
  assert.equal(googleSizeLimit(), 512000);
  const keys = acceptedKeys();
  assert.deepEqual(keys.slice(0, 3), [
    { key: 'user-agent', kind: 'user-agent', typo: false },
    { key: 'useragent', kind: 'user-agent', typo: true },
    { key: 'user agent', kind: 'user-agent', typo: true },
  ]);
  // Every key, and a longer form of it, is read as its kind (a typo is a TYPO diagnostic's line).
  for (const { key, kind, typo } of keys) {
    for (const k of [key, `${key.toUpperCase()}s`]) {
      const r = new Robots(`User-agent: *\n${k}: /x\n`);
      const kinds = { 'user-agent': 'user-agent', allow: 'allow', disallow: 'disallow', sitemap: 'sitemap' };
      const rules = r.check('bot', '/x').rules.map((x) => x.line);
      assert.equal(rules.includes(2), kind === 'allow' || kind === 'disallow', `${k}: ${kinds[kind]}`);
      if (typo)
        assert.ok(
          r.diagnostics().some((d) => d.line === 2 && /typo|misspel/i.test(`${d.kind} ${d.message}`)),
          `${k}: a typo`,
        );
      r.free();
    }
  }
});

test('the shipped wasm files carry no path of the machine that built them', async () => {
  const { readFileSync } = await import('node:fs');
  const { homedir } = await import('node:os');
  for (const file of ['robots-playground_bg.wasm', 'full/robots-playground-full_bg.wasm']) {
    const text = readFileSync(new URL(`../../web/pkg/${file}`, import.meta.url)).toString('latin1');
    // '/rustlib/src/': std's sources in a sysroot, wherever it is, when rust-src is installed.
    for (const path of [homedir(), process.cwd(), '/registry/src/', '/rustlib/src/'].filter((p) => p.length > 1)) {
      assert.ok(!text.includes(path), `${file} contains ${path}`);
    }
  }
});

test('objects that are forgotten, not freed, are freed by FinalizationRegistry after a garbage collection', async () => {
  const { setFlagsFromString } = await import('node:v8');
  const { runInNewContext } = await import('node:vm');
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  // About 60 KB of text; each Robots, with one matcher, takes a few hundred KB of wasm memory.
  const text = 'User-agent: *\n' + Array.from({ length: 3000 }, (_, i) => `Disallow: /d${i}/*.x$\n`).join('');
  const round = async () => {
    for (let i = 0; i < 40; i++) new Robots(text).matcher('bot').allowed('/d1/a.x');
    for (let k = 0; k < 3; k++) {
      gc();
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  await round();
  await round();
  const before = wasmMemory();
  for (let k = 0; k < 10; k++) await round();
  // 400 objects never freed would hold well over 100 MB; the allocator reuses what the
  // registry gave back.
  assert.ok(wasmMemory() - before < 16 << 20, `wasm memory grew from ${before} to ${wasmMemory()}`);
});

test('decideTable answers as decide does for every agent and URL, in one call, and refuses what is not a list of strings', () => {
  const r = new Robots(`${FILE}\nUser-agent: AdsBot-Google\nDisallow: /ads\n`);
  const agents = ['Bingbot', 'GPTBot', 'AdsBot-Google', 'Mediapartners-Google', 'CCBot'];
  const urls = ['https://example.com/private/x', '/private/ok/1', '/ads', '/'];
  for (const [options, each] of [
    [undefined, () => undefined],
    [{ policy: 'rfc9309' }, () => ({ policy: 'rfc9309' })],
    [{ profiles: true, sizeLimit: 40 }, (a) => ({ profile: a, sizeLimit: 40 })],
  ]) {
    const t = r.decideTable(agents, urls, options);
    assert.equal(t.agents, agents.length);
    assert.equal(t.urls, urls.length);
    assert.ok(t.allowed instanceof Uint8Array && t.lines instanceof Uint32Array);
    agents.forEach((a, i) =>
      urls.forEach((u, j) => {
        const d = r.decide(a, u, each(a));
        assert.deepEqual(
          [t.allowed[i * urls.length + j] === 1, t.lines[i * urls.length + j]],
          [d.allowed, d.line],
          `${a} ${u} ${JSON.stringify(options)}`,
        );
      }),
    );
  }
  // Under their profiles, Mediapartners-Google ignores `*` (allowed), AdsBot-Google obeys its group only.
  const t = r.decideTable(['Mediapartners-Google', 'AdsBot-Google'], ['/private/x', '/ads'], { profiles: true });
  assert.deepEqual([...t.allowed], [1, 1, 1, 0]);
  assert.throws(() => r.decideTable('GPTBot', urls), /^Error: decideTable\(agents, urls\): agents must be an array of strings/);
  assert.throws(() => r.decideTable(['GPTBot'], ['/', 3]), /urls must be an array of strings/);
  assert.throws(() => r.decideTable(['GPTBot'], ['/'], { profiles: 'yes' }), /options.profiles must be a boolean, not "yes"/);
  assert.throws(() => r.decideTable(['GPTBot'], ['/'], { policy: 'bing' }), /options.policy must be/);
});

test("otherHost() marks a URL on another host than the file's, from the fetch or the Sitemap lines", () => {
  const r = new Robots('User-agent: *\nDisallow: /search\nSitemap: https://news.example/sitemap.xml\n');
  assert.equal(r.otherHost('https://news.example/a?b=%C3%A9'), null);
  assert.equal(r.otherHost('https://www.news.example/a'), null, 'a www. before the Sitemap host is the same site');
  assert.equal(r.otherHost('/search'), null, 'a path names no host');
  const o = r.otherHost('https://shop.example/private/x');
  assert.deepEqual({ ...o, text: undefined }, { host: 'shop.example', fileHosts: ['news.example'], source: 'sitemaps', text: undefined });
  assert.match(o.text, /^This URL is on shop\.example, but the file's Sitemap lines point to news\.example\./);
  const f = r.otherHost('https://news.example/a', 'https://www.news.example/robots.txt');
  assert.equal(f.source, 'fetched');
  assert.deepEqual(f.fileHosts, ['www.news.example']);
  assert.equal(r.otherHost('https://shop.example/', 'https://SHOP.example/robots.txt'), null);
  assert.equal(new Robots('User-agent: *\nDisallow: /\n').otherHost('https://shop.example/'), null, 'no Sitemap, no fetch: unknown');
  assert.throws(() => r.otherHost(42), /otherHost: url/);
});

test('sizeText and longLinesText: the engine’s sentences for what Google does not read', async () => {
  const { sizeText, longLinesText, googleSizeLimit } = await import('robots-playground/full');
  const limit = googleSizeLimit();
  assert.equal(sizeText(limit, 9000), null, 'a file of exactly the limit is read whole');
  assert.deepEqual(sizeText(3_702_000, 47_065), {
    cut: "This file is 3,702,000 bytes. Google's crawler reads only the first 512,000 bytes (500 KiB), so it ignores the last 3,190,000 bytes, from line 47,065 on.",
    wholeFile: "This file is 3,702,000 bytes, over 500 KiB: Google's crawler would ignore the last 3,190,000 bytes.",
    marker: "Google's crawler stops reading here: byte 512,000 (500 KiB), line 47,065. The rest is ignored.",
  });
  assert.match(sizeText(2_000, 7, 1_000).cut, /reads only the first 1,000 bytes, so it ignores the last 1,000 bytes, from line 7 on\.$/);
  assert.equal(longLinesText(3), '3 lines over 16,663 bytes: Google ignores the rest of each.');
  assert.throws(() => sizeText(-1, 1), { message: 'sizeText: bytes must be a whole number of bytes' });
  assert.throws(() => sizeText(10, 1, 1.5), { message: 'sizeText: limit must be a whole number of bytes' });
});

test("the catalog's date is the last day an entry was checked, and each entry says where its facts come from", () => {
  const entries = catalog();
  const date = catalogChecked();
  assert.match(date, /^\d{4}-\d{2}-\d{2}$/);
  assert.equal(
    date,
    entries
      .map((c) => c.checked)
      .sort()
      .at(-1),
  );
  for (const c of entries) {
    assert.match(c.source, /^https:\/\//, c.token);
    assert.ok(c.checked <= date, c.token);
    assert.ok(Array.isArray(c.verify.reverseDns) && typeof c.verify.signsRequests === 'boolean', c.token);
  }
  // Googlebot's facts: Google's page, its IP ranges, its reverse-DNS domains.
  const googlebot = entries.find((c) => c.token === 'Googlebot');
  assert.match(googlebot.ipRanges, /^https:\/\/developers\.google\.com\/.*ipranges\/.*\.json$/);
  assert.ok(googlebot.verify.reverseDns.includes('googlebot.com'), googlebot.verify.reverseDns.join());
});

test('preference(): what Content-Usage and Content-Signal ask for a URL, for the crawler that may fetch it', () => {
  const robots = new Robots(
    'User-agent: *\nAllow: /\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y, search=y\n\nUser-agent: GPTBot\nDisallow: /\n',
  );
  const p = robots.preference('Googlebot', 'https://example.com/ai-ok/page');
  assert.deepEqual(
    [p.lines, p.path, p.labels],
    [
      [4],
      '/ai-ok/',
      [
        { name: 'train-ai', allowed: true },
        { name: 'search', allowed: true },
      ],
    ],
  );
  assert.match(p.text, /Google's parser ignores such lines/);
  assert.match(p.drafts, /draft-ietf-aipref-attach/);
  assert.deepEqual(robots.preference('Googlebot', '/elsewhere').labels, [{ name: 'train-ai', allowed: false }]);
  // GPTBot may fetch nothing: no preference applies to it.
  assert.equal(robots.preference('GPTBot', '/ai-ok/page'), null);
  assert.throws(() => robots.preference('Googlebot', 42), /preference: url/);
  robots.free();
});

/** Where Google's limit falls, found by walking the string: the UTF-16 offset of the character
 * holding byte `limit` of its UTF-8 encoding, and the line it is on (\r\n, \r and \n end lines). */
function cutOf(text, limit) {
  let bytes = 0;
  let i = 0;
  for (const ch of text) {
    const n = new TextEncoder().encode(ch).length;
    if (bytes + n > limit) break;
    bytes += n;
    i += ch.length;
  }
  return { byte: limit, line: text.slice(0, i).split(/\r\n|\r|\n/).length, from: i };
}

test("sizeCut() says where Google's crawler stops: the line and the UTF-16 offset", () => {
  const limit = googleSizeLimit();
  assert.equal(new Robots('User-agent: *\nDisallow: /\n').sizeCut(), null);
  assert.equal(new Robots('#'.repeat(limit)).sizeCut(), null, 'exactly the limit is read whole');
  const shapes = {
    ascii: Array.from({ length: 40_000 }, (_, i) => `Disallow: /p${i}/`).join('\n'),
    crlf: Array.from({ length: 40_000 }, (_, i) => `Disallow: /p${i}/`).join('\r\n'),
    cr: Array.from({ length: 40_000 }, (_, i) => `Disallow: /p${i}/`).join('\r'),
    // Two- to four-byte characters, so that the limit falls inside one for some offsets.
    wide: Array.from({ length: 30_000 }, (_, i) => `Disallow: /é${i}/€/😀`).join('\n'),
  };
  for (const [name, body] of Object.entries(shapes)) {
    for (const shift of ['', 'x', 'xy', 'xyz']) {
      const text = `\uFEFFUser-agent: *\n${shift}${body}`;
      const robots = new Robots(text);
      assert.deepEqual(robots.sizeCut(), cutOf(text, limit), `${name} +${shift.length}`);
      // The same from the bytes.
      assert.deepEqual(new Robots(new TextEncoder().encode(text)).sizeCut(), cutOf(text, limit), `${name} bytes`);
      robots.free();
    }
  }
});
