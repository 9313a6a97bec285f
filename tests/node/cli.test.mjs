// The command line (issue 24), as a user gets it: the package packed with `npm pack`, installed
// with `npm install <tarball>` into an empty project, run through the `bin` link npm makes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Robots, lintRules } from 'robots-playground/full';

let dir;
let bin;

before(() => {
  const pkg = fileURLToPath(new URL('../../web/pkg/', import.meta.url));
  dir = mkdtempSync(join(tmpdir(), 'robots-playground-cli-'));
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: pkg, encoding: 'utf8' }));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'ci-project', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, filename)], { cwd: dir, encoding: 'utf8' });
  bin = join(dir, 'node_modules', '.bin', 'robots-playground');
  const files = {
    'robots.txt': 'User-agent: *\nDisallow: /private/\nDisalow: /typo\n\nUser-agent: GPTBot\nDisallow: /\n',
    'before.txt': 'User-agent: *\nDisallow: /private/\n',
    'clean.txt': 'User-agent: *\nDisallow: /private/\n',
    'news.txt': 'User-agent: *\nDisallow: /search\nSitemap: https://news.example/sitemap.xml\n',
    'expect.txt': '# ours\nallowed Googlebot /\nblocked GPTBot /x line 6\nblocked Googlebot /private/a line 2\n',
    'failing.txt': 'allowed Googlebot /private/x\nallowed Googlebot /\n',
    'unreadable.txt': 'allowed Googlebot /\nperhaps Googlebot /x\n',
    'urls.txt': '/\n\n/private/a\n/public\n',
    'binary.txt': '\u0000\u0000\u0000\u0000User-agent: *\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  mkdirSync(join(dir, 'folder'));
});

after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the installed command: its exit status, standard output and error. */
function run(args, input) {
  const r = spawnSync(bin, args, { cwd: dir, encoding: 'utf8', input });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test("check: each URL's answer, from arguments, a file or standard input; --expect sets the exit status", () => {
  assert.deepEqual(run(['check', 'robots.txt', '--agent', 'GPTBot', '/', '/x']), { code: 0, out: 'blocked\t/\nblocked\t/x\n', err: '' });
  assert.equal(
    run(['check', 'robots.txt', '--agent', 'Googlebot', '--urls', 'urls.txt', '--lines']).out,
    'allowed\t0\t/\nblocked\t2\t/private/a\nallowed\t0\t/public\n',
  );
  const many = Array.from({ length: 20_000 }, (_, i) => `/private/${i}`).join('\n');
  const piped = run(['check', 'robots.txt', '--agent', 'Googlebot', '--urls', '-', '--expect', 'blocked'], many);
  assert.equal(piped.code, 0);
  assert.equal(piped.out.split('\n').filter(Boolean).length, 20_000);
  const mixed = run(['check', 'robots.txt', '--agent', 'Googlebot', '/', '/private/a', '--expect', 'allowed']);
  assert.equal(mixed.code, 1);
  assert.match(mixed.err, /1 of 2 URLs are not allowed for Googlebot/);
  assert.equal(run(['check', 'robots.txt', '--agent', 'Googlebot', '/private/a', '--status', '404']).out, 'allowed\t/private/a\n');
});

test('check --explain: under each answer, whose rules apply and why, as the package words them', () => {
  const r = run(['check', 'robots.txt', '--agent', 'GPTBot', '--explain', '/x']);
  assert.equal(r.code, 0);
  const v = new Robots(readFileSync(join(dir, 'robots.txt'), 'utf8')).check('GPTBot', '/x');
  assert.equal(r.out, `blocked\t/x\n  ${v.groupsText}\n  ${v.reasonText}\n`);
  assert.match(r.out, /GPTBot is named on line 5, where its group starts\. The \* group at line 1 does not apply to it\./);
  assert.match(r.out, /The longest match wins: Disallow "\/" at line 6 \(1 byte\); no Allow rule matches, so \/x is disallowed\./);
  const listed = run(['check', 'robots.txt', '--agent', 'Googlebot', '--urls', 'urls.txt', '--explain', '--lines', '--expect', 'allowed']);
  assert.equal(listed.code, 1, 'the expectation still counts');
  assert.match(
    listed.out,
    /^allowed\t0\t\/\n  Googlebot has no group of its own, so the \* group at line 1 applies\.\n  None of the 2 rules that apply matches \/, so it is allowed\.\n/,
  );
  assert.match(listed.out, /blocked\t2\t\/private\/a\n.*\n  The longest match wins: Disallow "\/private\/" at line 2/);
});

test('check --explain says when a URL is on another host than the one the Sitemap lines name', () => {
  const r = run([
    'check',
    'news.txt',
    '--agent',
    'GPTBot',
    '--explain',
    'https://shop.example/search?q=%C3%A9',
    'https://news.example/search',
  ]);
  const file = new Robots(readFileSync(join(dir, 'news.txt'), 'utf8'));
  const note = file.otherHost('https://shop.example/search?q=%C3%A9').text;
  assert.match(note, /^This URL is on shop\.example, but the file's Sitemap lines point to news\.example\./);
  const [shop, news] = r.out.split(/(?=^blocked)/m);
  assert.equal(shop.trimEnd().split('\n').at(-1), `  ${note}`);
  assert.equal(news.split('\n').length, 4, "the file's own host: the two sentences, no note");
});

/** What `check --urls` printed when it read the list with readline and checked each URL on its own (before issue 24's streaming). */
async function perLine(robotsText, agent, path, lines) {
  const robots = new Robots(robotsText);
  const out = [];
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    const url = line.trim();
    if (!url) continue;
    const { allowed, line: at } = robots.decide(agent, url);
    out.push(`${allowed ? 'allowed' : 'blocked'}\t${lines ? `${at}\t` : ''}${url}\n`);
  }
  return Buffer.from(out.join(''));
}

test('check: a list streams through the engine in chunks and prints what the per-URL reading printed, byte for byte', async () => {
  // Every kind of line end, JS whitespace and what is not, bad UTF-8, lines across the 128 KiB
  // chunks, a line longer than a chunk, and a character cut short at the very end.
  const odd = [
    '/private/a\r\n',
    '\r',
    ' \t/public \n',
    '\u00a0/private/b\u2028\n',
    '\ufeff/x\u0085\r\n',
    '/caf\u00e9\n',
    '\n\n',
    '//host/private/c#f\n',
  ];
  const parts = [];
  for (let i = 0; parts.length < 40_000; i++)
    parts.push(Buffer.from(i % 97 === 0 ? odd[(i / 97) % odd.length] : `/private/${i}/${'x'.repeat(i % 50)}\n`));
  parts.push(
    Buffer.from([0x2f, 0xff, 0x61, 0x0a, 0x2f, 0xe2, 0x80, 0x62, 0x0d]),
    Buffer.from(`/${'long'.repeat(50_000)}\n`),
    Buffer.from([0x2f, 0x7a, 0xe2, 0x80]),
  );
  writeFileSync(join(dir, 'odd-urls.txt'), Buffer.concat(parts));
  const robotsText = readFileSync(join(dir, 'robots.txt'), 'utf8');
  for (const lines of [false, true]) {
    const args = ['check', 'robots.txt', '--agent', 'Googlebot', ...(lines ? ['--lines'] : [])];
    const want = await perLine(robotsText, 'Googlebot', join(dir, 'odd-urls.txt'), lines);
    const fromFile = spawnSync(bin, [...args, '--urls', 'odd-urls.txt'], { cwd: dir, maxBuffer: 1 << 28 });
    assert.equal(fromFile.status, 0);
    assert.ok(fromFile.stdout.equals(want), `--urls FILE${lines ? ' --lines' : ''} prints what the per-URL reading printed`);
    const fromStdin = spawnSync(bin, [...args, '--urls', '-'], {
      cwd: dir,
      input: readFileSync(join(dir, 'odd-urls.txt')),
      maxBuffer: 1 << 28,
    });
    assert.ok(fromStdin.stdout.equals(want), `--urls -${lines ? ' --lines' : ''} prints what the per-URL reading printed`);
  }
});

test('check --explain: what the file asks about AI use of the URL, from Content-Signal or Content-Usage', () => {
  writeFileSync(join(dir, 'signal.txt'), 'User-agent: *\nAllow: /\nContent-Signal: search=yes, ai-train=no\n');
  const r = run(['check', 'signal.txt', '--agent', 'Googlebot', '--explain', '/page']);
  assert.equal(r.code, 0, r.err);
  assert.match(
    r.out,
    /\n {2}The site asks that search may use it and not to train AI on it \(line 3\)\. Google's parser ignores such lines/,
  );
  // Without such lines, nothing is said.
  assert.doesNotMatch(run(['check', 'robots.txt', '--agent', 'Googlebot', '--explain', '/x']).out, /The site asks/);
});

test('summary: per purpose, which crawlers may fetch everything, some paths or nothing, with the lines', () => {
  // robots.txt: `*` disallows /private/ (line 2), GPTBot's group disallows everything (line 6).
  const r = run(['summary', 'robots.txt']);
  assert.equal(r.code, 0, r.err);
  const lines = r.out.split('\n');
  const training = lines.findIndex((l) => l.startsWith('AI training crawlers: '));
  assert.ok(training >= 0, r.out);
  assert.match(lines[training], /may fetch nothing \(GPTBot\)/);
  assert.ok(lines.includes('  nothing; line 6: GPTBot'), r.out);
  // Line 3, `Disalow: /typo`, is a typo Google accepts.
  assert.match(r.out, /\n {2}some paths, e\.g\. not \/private\/; lines 2, 3: Googlebot, /);
  assert.match(r.err, /^\d+ path\(s\) asked of each crawler/);
  // JSON: the package's summary(), crawler by crawler.
  const json = JSON.parse(run(['summary', 'robots.txt', '--format', 'json']).out);
  const gptbot = json.categories.flatMap((c) => c.crawlers).find((c) => c.token === 'GPTBot');
  assert.deepEqual([gptbot.reach, gptbot.lines], ['nothing', [6]]);
  assert.equal(json.preference, null, 'robots.txt states no AI-use preference');
  assert.equal(run(['summary']).code, 2);
  assert.equal(run(['summary', 'robots.txt', '--format', 'csv']).code, 2);
  // What the file asks of its `*` group about AI use, last.
  writeFileSync(join(dir, 'signal.txt'), 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n');
  const signal = run(['summary', 'signal.txt']).out.trimEnd().split('\n');
  assert.match(signal.at(-1), /^The site asks that search may use it and not to train AI on it \(line 2\)\./);
});

test('check --format json: a JSON line a URL, with the AI-use preference the file states for it', () => {
  writeFileSync(join(dir, 'usage.txt'), 'User-agent: *\nDisallow: /private/\nContent-Usage: /blog/ train-ai=n\n');
  writeFileSync(join(dir, 'usage-urls.txt'), '/blog/a\n/private/x\n');
  const r = run(['check', 'usage.txt', '--agent', 'GPTBot', '/shop', '--urls', 'usage-urls.txt', '--format', 'json']);
  assert.equal(r.code, 0, r.err);
  const lines = r.out
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.deepEqual(
    lines.map((l) => [l.url, l.allowed, l.line]),
    [
      ['/shop', true, 0],
      ['/blog/a', true, 0],
      ['/private/x', false, 2],
    ],
  );
  assert.equal(lines[0].preference, undefined);
  assert.deepEqual(lines[1].preference.lines, [3]);
  assert.deepEqual(lines[1].preference.labels, [{ name: 'train-ai', allowed: false }]);
  assert.match(lines[1].preference.text, /^The site asks not to train AI on it for paths under \/blog\/ \(line 3\)\./);
  assert.equal(lines[2].preference, undefined, 'none where the crawler may not fetch');
  // With --explain, the engine's sentences too.
  const explained = JSON.parse(run(['check', 'usage.txt', '--agent', 'GPTBot', '/private/x', '--format', 'json', '--explain']).out);
  assert.match(explained.reason, /Disallow/);
  assert.equal(run(['check', 'usage.txt', '--agent', 'GPTBot', '/x', '--format', 'xml']).code, 2);
});

test('lint: text, JSON and GitHub annotations; --max-severity sets the exit status', () => {
  const text = run(['lint', 'robots.txt']);
  assert.equal(text.code, 0, 'a warning passes by default');
  assert.match(text.out, /^robots\.txt:3: warning key-typo: /m);
  const strict = run(['lint', 'robots.txt', '--max-severity', 'info']);
  assert.equal(strict.code, 1);
  const github = run(['lint', 'robots.txt', '--format', 'github']);
  assert.match(github.out, /^::warning file=robots\.txt,line=3,title=key-typo::Misspelt key/m);
  const json = JSON.parse(run(['lint', 'robots.txt', '--format', 'json']).out);
  assert.ok(json.some((f) => f.id === 'key-typo' && f.line === 3));
  assert.equal(run(['lint', 'clean.txt', '--max-severity', 'warning']).code, 0);
});

test('lint of a Latin-1 file: the findings quote its undecodable bytes as %XX', () => {
  // `é` as the single byte 0xE9, not UTF-8: the file is read as bytes, as written.
  writeFileSync(join(dir, 'latin1-space.txt'), Buffer.from('User-agent: *\nDisallow: /caf\xe9 menu\n', 'latin1'));
  const text = run(['lint', 'latin1-space.txt']);
  assert.match(text.out, /^latin1-space\.txt:2: info space-in-pattern: A raw space: Google compares "\/caf%E9 menu" as written/m);
  assert.ok(!text.out.includes('\ufffd'), text.out);
  const json = JSON.parse(run(['lint', 'latin1-space.txt', '--format', 'json']).out);
  const space = json.find((f) => f.id === 'space-in-pattern');
  assert.equal(space.fix.insert, '/caf%E9%20menu');
});

test('explain: every lint id has its meaning, example and fix; lint says where to look', () => {
  const one = run(['explain', 'key-typo']);
  assert.equal(one.code, 0, one.err);
  assert.match(one.out, /^key-typo\n\*\*warning\*\* · fix offered\n/);
  assert.match(one.out, /Dissallow: \/private\//, 'the example');
  assert.match(one.out, /^Fix: /m);
  assert.doesNotMatch(one.out, /<a id=|### /, 'one section, without its markup');
  // The ids the engine has (lintRules()), each explained from the LINT.md the package ships.
  for (const { id, severity } of lintRules()) {
    const r = run(['explain', id]);
    assert.equal(r.code, 0, `${id}: ${r.err}`);
    assert.ok(r.out.startsWith(`${id}\n**${severity}**`), `${id}: ${r.out.slice(0, 80)}`);
  }
  const wrong = run(['explain', 'key-typos']);
  assert.equal(wrong.code, 2);
  assert.match(wrong.err, /"key-typos" is no lint id; the ids are key-typo, /);
  assert.match(run(['lint', 'robots.txt']).err, /robots-playground explain key-typo \(or another id\) says what it means/);
});

test('test: failing expectations exit 1 and are named by line; unreadable lines exit 2', () => {
  assert.deepEqual(
    [run(['test', 'robots.txt', 'expect.txt']).code, run(['test', 'robots.txt', 'expect.txt']).out],
    [0, '3 passed, 0 failed\n'],
  );
  const failing = run(['test', 'robots.txt', 'failing.txt']);
  assert.equal(failing.code, 1);
  assert.match(failing.out, /^failing\.txt:1: FAIL Googlebot \/private\/x: expected allowed, got blocked \(line 2\)$/m);
  const unreadable = run(['test', 'robots.txt', 'unreadable.txt']);
  assert.equal(unreadable.code, 2);
  assert.match(unreadable.out, /unreadable\.txt:2: cannot read: starts with "perhaps"/);
  const json = JSON.parse(run(['test', 'robots.txt', 'failing.txt', '--format', 'json']).out);
  assert.deepEqual([json.passed, json.failed, json.results[0].got], [1, 1, 'blocked']);
});

test('diff: flips by crawler, exit 1 unless --allow-flips; none between a file and itself', () => {
  const d = run(['diff', 'before.txt', 'robots.txt', '--agent', 'GPTBot', '--agent', 'Googlebot']);
  assert.equal(d.code, 1);
  assert.match(d.out, /^GPTBot: opens 0 URL\(s\), closes 4$/m);
  assert.match(d.out, /^ {2}\/: allowed \(no rule\) → blocked \(line 6\)$/m);
  assert.match(d.out, /^Googlebot: opens 0 URL\(s\), closes 1$/m);
  const all = run(['diff', 'before.txt', 'robots.txt', '--allow-flips']);
  assert.equal(all.code, 0);
  // Every catalog crawler but GPTBot takes the * group: one heading for them all, their flip once.
  assert.match(all.out, /^Googlebot, Googlebot-Image, .*, Bingbot, .* \((\d{2,}) crawlers\): opens 0 URL\(s\), closes 1$/m);
  assert.equal(all.out.split('\n').filter((l) => l === '  /typo: allowed (no rule) → blocked (line 3)').length, 1);
  assert.match(all.out, /^GPTBot: opens 0 URL\(s\), closes 4$/m);
  const same = run(['diff', 'before.txt', 'clean.txt']);
  assert.equal(same.code, 0);
  assert.match(same.out, /^0 flip\(s\) over \d{2,} crawler\(s\)/m, 'every catalog crawler by default');
  const json = JSON.parse(run(['diff', 'before.txt', 'robots.txt', '--format', 'json', '--urls', 'urls.txt']).out);
  assert.deepEqual(json.urls.slice(0, 3), ['/', '/private/a', '/public']);
  assert.ok(json.flips.some((f) => f.agent === 'GPTBot' && f.url === '/public' && f.after.line === 6));
});

test('misuse: missing, folder and binary files, unknown commands and options exit 2 with a clear message; --help for each', () => {
  for (const [args, message] of [
    [['check', 'nope.txt', '--agent', 'a', '/'], /cannot read robots\.txt nope\.txt: no such file/],
    [['lint', 'folder'], /cannot read robots\.txt folder: it is a directory/],
    [['lint', 'binary.txt'], /cannot read robots\.txt binary\.txt: it is not text/],
    [['frob'], /unknown command "frob"/],
    [['lint', 'robots.txt', '--colour'], /lint: unknown option --colour/],
    [['lint', 'robots.txt', '--format', 'xml'], /--format must be text, json, github, not "xml"/],
    [['check', 'robots.txt', '/'], /--agent TOKEN is required/],
    [['check', 'robots.txt', '--agent', 'a', '/', '--status', '42'], /options\.status must be an HTTP status/],
    [['test', 'robots.txt'], /give a robots\.txt and an expectations file/],
  ]) {
    const r = run(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.err, message, args.join(' '));
  }
  for (const command of ['check', 'lint', 'test', 'diff']) {
    const help = run([command, '--help']);
    assert.equal(help.code, 0);
    assert.match(help.out, new RegExp(`^Usage: robots-playground ${command} `));
  }
  assert.match(run(['--help']).out, /Commands:\n {2}check/);
});

test('files are read as bytes: a Latin-1 file answers as the package given its bytes, and as Google', () => {
  // A real site's Latin-1 file: "/Notre-soci\xe9t\xe9/" is three raw bytes Google escapes as %E9.
  const latin1 = Buffer.concat([
    Buffer.from('User-agent: *\nAllow: /\n# caf'),
    Buffer.from([0xe9]),
    Buffer.from('\nDisallow: /Notre-soci'),
    Buffer.from([0xe9]),
    Buffer.from('t'),
    Buffer.from([0xe9]),
    Buffer.from('/\n'),
  ]);
  writeFileSync(join(dir, 'latin1.txt'), latin1);
  const url = '/Notre-soci%E9t%E9/contact';
  const r = run(['check', 'latin1.txt', '--agent', 'Googlebot', '--lines', url]);
  const v = new Robots(new Uint8Array(latin1)).check('Googlebot', url);
  assert.deepEqual([v.allowed, v.line], [false, 4]);
  assert.equal(r.out, `blocked\t4\t${url}\n`, 'the bytes, not their lossy UTF-8 reading (which allowed it)');
  const d = JSON.parse(run(['diff', 'latin1.txt', 'latin1.txt', '--format', 'json']).out);
  assert.equal(d.total, 0);
  // A text file with a stray NUL is read as Google reads it; an image is refused.
  writeFileSync(join(dir, 'nul.txt'), 'User-agent: *\nDisallow: /a\u0000b\nDisallow: /c\n');
  assert.equal(run(['check', 'nul.txt', '--agent', 'x', '--lines', '/c']).out, 'blocked\t3\t/c\n');
  writeFileSync(join(dir, 'image.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
  const png = run(['lint', 'image.png']);
  assert.equal(png.code, 2);
  assert.match(png.err, /cannot read robots\.txt image\.png: it is not text/);
});

test('reads are bounded: binary data is told from its first bytes, text past 64 MiB is refused', () => {
  const zero = run(['lint', '/dev/zero']);
  assert.equal(zero.code, 2);
  assert.match(zero.err, /cannot read robots\.txt \/dev\/zero: it is not text/);
  writeFileSync(join(dir, 'huge.txt'), Buffer.alloc(64 * 1024 * 1024 + 1, 'Disallow: /a\n'));
  const huge = run(['lint', 'huge.txt']);
  rmSync(join(dir, 'huge.txt'));
  assert.equal(huge.code, 2);
  assert.match(huge.err, /cannot read robots\.txt huge\.txt: it is larger than 64 MiB \(Google reads the first 500 KiB/);
});

test('URL lists are read a bounded chunk at a time: a line past 4 MiB ends the command, never the memory', () => {
  // /dev/zero has no line end at all: the unfinished line stops at the cap, for each reader of
  // URL lists (check's stream, check --explain's lines, diff's --urls).
  for (const args of [
    ['check', 'robots.txt', '--agent', 'x', '--urls', '/dev/zero'],
    ['check', 'robots.txt', '--agent', 'x', '--explain', '--urls', '/dev/zero'],
    ['diff', 'robots.txt', 'clean.txt', '--urls', '/dev/zero'],
  ]) {
    const r = spawnSync(bin, args, { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, /--urls \/dev\/zero: a line of \/dev\/zero is longer than 4 MiB: a URL list holds one URL a line/);
  }
  // Standard input: the same, and the URLs before the long line were answered.
  const piped = run(['check', 'robots.txt', '--agent', 'Googlebot', '--urls', '-'], `/private/a\n/b\n${'x'.repeat(5 << 20)}`);
  assert.equal(piped.code, 2);
  assert.equal(piped.out, 'blocked\t/private/a\nallowed\t/b\n');
  assert.match(piped.err, /a line of standard input is longer than 4 MiB/);
  // --explain and diff read LF, CRLF and lone CR line ends, and a last line without one.
  const explained = run(['check', 'robots.txt', '--agent', 'Googlebot', '--explain', '--urls', '-'], '/private/a\r\n/b\r/c\n\n/private/d');
  assert.deepEqual(
    explained.out.split('\n').filter((l) => /^(allowed|blocked)/.test(l)),
    ['blocked\t/private/a', 'allowed\t/b', 'allowed\t/c', 'blocked\t/private/d'],
  );
});

test('--agent: a User-Agent string is read as its token and said so; a URL or a bad --status is refused', () => {
  const ua = 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)';
  const r = run(['check', 'robots.txt', '--agent', ua, '--lines', '/x']);
  assert.equal(r.out, 'blocked\t6\t/x\n', "GPTBot's own group, not *");
  assert.match(r.err, /--agent is a User-Agent string, not a token: checked as GPTBot/);
  const swapped = run(['check', 'robots.txt', '--agent', 'https://example.com/x', 'GPTBot']);
  assert.equal(swapped.code, 2);
  assert.match(swapped.err, /--agent "https:\/\/example\.com\/x" is a URL; give the crawler's token/);
  const status = run(['check', 'robots.txt', '--agent', 'x', '--status', 'abc', '/']);
  assert.equal(status.code, 2);
  assert.match(status.err, /options\.status must be an HTTP status .* not "abc"/);
});

test('lint --format github: a file name cannot end an annotation early or forge another one', () => {
  const name = 'a,b:c%d\n::error file=x.txt,line=1::forged\r.txt';
  writeFileSync(join(dir, name), 'User-agent: *\nDisalow: /typo\n');
  const r = run(['lint', name, '--format', 'github']);
  const lines = r.out.split('\n').filter(Boolean);
  assert.equal(lines.length, 1, r.out);
  assert.equal(
    lines[0].split('::')[1],
    'warning file=a%2Cb%3Ac%25d%0A%3A%3Aerror file=x.txt%2Cline=1%3A%3Aforged%0D.txt,line=2,title=key-typo',
  );
  assert.doesNotMatch(r.out, /^::error/m);
});

test('what the user typed is shown, not obeyed: control characters and escape codes are written as \\x1b', () => {
  const esc = '\u001b]0;pwned\u0007\u001b[2J';
  const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
  const missing = run(['check', `${esc}.txt`, '--agent', 'a', '/']);
  assert.equal(missing.code, 2);
  assert.doesNotMatch(missing.err, raw);
  assert.match(missing.err, /cannot read robots\.txt \\x1b\]0;pwned\\x07\\x1b\[2J\.txt: no such file/);
  const option = run(['lint', 'robots.txt', `--${esc}`]);
  assert.doesNotMatch(option.err, raw);
  assert.match(option.err, /unknown option --\\x1b/);
  const agent = run(['check', 'robots.txt', '--agent', `Bot${esc}`, '/private/a', '--expect', 'allowed']);
  assert.equal(agent.code, 1);
  assert.doesNotMatch(agent.err, raw);
  // Not a token: read as the token the engine finds in it, so the codes never reach the report.
  assert.match(agent.err, /checked as Bot, its first product name/);
  assert.match(agent.err, /not allowed for Bot\n/);
  const name = `typo${esc}\nrobots.txt:1: error forged`;
  writeFileSync(join(dir, name), 'User-agent: *\nDisalow: /typo\n');
  const lint = run(['lint', name]);
  assert.doesNotMatch(lint.out, raw);
  assert.equal(lint.out.split('\n').filter(Boolean).length, 1, lint.out);
  writeFileSync(join(dir, 'esc-expect.txt'), `allowed Googlebot /private/${esc}\nperhaps ${esc}\n`);
  const t = run(['test', 'robots.txt', 'esc-expect.txt']);
  assert.doesNotMatch(t.out, raw);
  assert.match(t.out, /FAIL Googlebot \/private\/\\x1b/);
  const explained = run(['check', 'robots.txt', '--agent', 'Googlebot', '--explain', `/private/${esc}`]);
  assert.doesNotMatch(explained.out, raw);
  assert.match(explained.out, /^blocked\t\/private\/\\x1b/);
});

test('check --expect with no URL checked (an empty list) does not pass: exit 2, and says why', () => {
  writeFileSync(join(dir, 'no-urls.txt'), '\n  \n\n');
  for (const [args, input, from] of [
    [['--urls', 'no-urls.txt'], undefined, 'no-urls.txt'],
    [['--urls', 'no-urls.txt', '--explain'], undefined, 'no-urls.txt'],
    [['--urls', '-'], '', 'standard input'],
  ]) {
    const r = run(['check', 'robots.txt', '--agent', 'Googlebot', ...args, '--expect', 'allowed'], input);
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.err, `robots-playground: check: --expect allowed, but no URL was checked: ${from} holds none\n`);
  }
  assert.deepEqual(
    run(['check', 'robots.txt', '--agent', 'Googlebot', '--urls', 'no-urls.txt']),
    { code: 0, out: '', err: '' },
    'without --expect, nothing to say',
  );
});

test("check --lines: the AI-use preference of each URL after its line, in the engine's words", () => {
  writeFileSync(join(dir, 'usage.txt'), 'User-agent: *\nDisallow: /private/\nContent-Usage: /blog/ train-ai=n\n');
  writeFileSync(join(dir, 'usage-urls.txt'), '/blog/a\n/private/x\n');
  const robots = new Robots(readFileSync(join(dir, 'usage.txt'), 'utf8'));
  const said = robots.preference('GPTBot', '/blog/a').text;
  assert.match(said, /^The site asks not to train AI on it for paths under \/blog\/ \(line 3\)\./);
  // From the arguments and from a list alike: a fourth column where a preference applies only.
  const want = `allowed\t0\t/shop\nallowed\t0\t/blog/a\t${said}\nblocked\t2\t/private/x\n`;
  const r = run(['check', 'usage.txt', '--agent', 'GPTBot', '--lines', '/shop', '--urls', 'usage-urls.txt']);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out, want);
  assert.equal(run(['check', 'usage.txt', '--agent', 'GPTBot', '--lines', '--urls', '-'], '/shop\n/blog/a\n/private/x\n').out, want);
  // --expect still counts; without --lines, or in a file without preferences, three columns.
  assert.equal(run(['check', 'usage.txt', '--agent', 'GPTBot', '--lines', '--expect', 'allowed', '/blog/a', '/private/x']).code, 1);
  assert.equal(run(['check', 'usage.txt', '--agent', 'GPTBot', '/blog/a']).out, 'allowed\t/blog/a\n');
  assert.equal(run(['check', 'robots.txt', '--agent', 'Googlebot', '--lines', '/public']).out, 'allowed\t0\t/public\n');
});
