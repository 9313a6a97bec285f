// `robots-playground logs` as a user gets it (the packed package, installed in an empty
// project): generated access logs with known answers — compliant and violating crawlers,
// impostors with a Googlebot User-Agent from outside Google's ranges, IPv6, a malformed line —
// read plain, gzipped, from standard input and as JSON lines.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { T0, operator, signedLine } from './web-bot-auth.mjs';

let dir;
let bin;

const ROBOTS = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n';
/** Google's file's shape: a creation time, then IPv4 and IPv6 prefixes. */
const GOOGLEBOT_JSON = JSON.stringify({
  creationTime: '2026-11-30T00:00:00.000000',
  prefixes: [{ ipv4Prefix: '66.249.64.0/27' }, { ipv6Prefix: '2001:4860:4801:10::/64' }],
});
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A Combined Log Format line. */
const clf = (ip, minute, path, ua) =>
  `${ip} - - [07/Dec/2026:10:${String(minute).padStart(2, '0')}:00 +0000] "GET ${path} HTTP/1.1" 200 512 "-" "${ua}"`;

/** The log and what it must come to. */
const LOG = [
  clf('66.249.64.1', 0, '/robots.txt', GOOGLEBOT),
  clf('66.249.64.2', 1, '/private/a?x=1', GOOGLEBOT), // verified, disallowed: exit 1
  clf('203.0.113.9', 2, '/shop', GOOGLEBOT), // outside Google's ranges: an impostor
  clf('2001:4860:4801:10::1', 3, '/caf%C3%A9', GOOGLEBOT), // IPv6, verified
  clf('198.51.100.7', 4, '/blog', GPTBOT), // disallowed; OpenAI's ranges not given
  clf('192.0.2.1', 5, '/private/b', CHROME), // a browser: not checked
  'this is not a log line',
  '',
].join('\n');

before(() => {
  const pkg = fileURLToPath(new URL('../../web/pkg/', import.meta.url));
  dir = mkdtempSync(join(tmpdir(), 'robots-playground-logs-'));
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: pkg, encoding: 'utf8' }));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'logs-project', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, filename)], { cwd: dir, encoding: 'utf8' });
  bin = join(dir, 'node_modules', '.bin', 'robots-playground');
  writeFileSync(join(dir, 'robots.txt'), ROBOTS);
  writeFileSync(join(dir, 'googlebot.json'), GOOGLEBOT_JSON);
  writeFileSync(join(dir, 'access.log'), LOG);
  writeFileSync(join(dir, 'access.log.gz'), gzipSync(LOG));
  writeFileSync(
    join(dir, 'clean.log'),
    LOG.split('\n')
      .filter((l) => !l.includes('/private/a'))
      .join('\n'),
  );
});

after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the installed command. */
const run = (args, input) => spawnSync(bin, args, { cwd: dir, encoding: 'utf8', input });

const row = (report, name) => report.crawlers.find((c) => c.name === name);

test('each crawler: requests, what the file disallows, verified addresses and impostors; exit 1 for a verified violation', () => {
  const r = run(['logs', 'access.log', '--robots', 'robots.txt', '--ranges', 'googlebot.json', '--format', 'json']);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /Googlebot's ranges from googlebot\.json: 2 block\(s\), dated 2026-11-30/);
  const report = JSON.parse(r.stdout);
  assert.equal(report.lines, 7);
  assert.equal(report.unreadable, 1);
  assert.equal(report.unreadableExamples[0].line, 7);
  const g = row(report, 'Googlebot');
  assert.deepEqual(
    [g.requests, g.disallowed, g.disallowedVerified, g.verified, g.impostors, g.robotsFetches, g.beforeRobots],
    // Only 66.249.64.1 fetched /robots.txt: the other three addresses' requests came before it.
    [4, 1, 1, 3, 1, 1, 3],
  );
  assert.deepEqual(
    g.violations.map((v) => [v.url, v.line]),
    [['/private/a?x=1', 2]],
  );
  assert.deepEqual(
    g.impostorExamples.map((i) => i.client),
    ['203.0.113.9'],
  );
  const gpt = row(report, 'GPTBot');
  assert.deepEqual([gpt.requests, gpt.disallowed, gpt.lines, gpt.notChecked, gpt.verified], [1, 1, [5], 1, 0]);
  const browser = row(report, 'browser');
  assert.deepEqual([browser.requests, browser.disallowed], [1, 0], 'robots.txt is not for browsers');
});

test('the same log gzipped, and from standard input, gives the same report; text and CSV', () => {
  const args = ['--robots', 'robots.txt', '--ranges', 'Googlebot=googlebot.json', '--format', 'json'];
  const plain = run(['logs', 'access.log', ...args]);
  const gz = run(['logs', 'access.log.gz', ...args]);
  const stdin = run(['logs', '-', ...args], LOG);
  assert.equal(gz.stdout, plain.stdout);
  assert.equal(stdin.stdout, plain.stdout);
  const text = run(['logs', 'access.log', '--robots', 'robots.txt', '--ranges', 'googlebot.json']);
  assert.equal(text.status, 1);
  assert.match(text.stdout, /^Googlebot: /m);
  assert.match(text.stdout, /^ {2}disallowed by line 2: \/private\/a\?x=1 \(2026-12-07T10:01:00Z\)$/m);
  assert.match(text.stdout, /^ {2}outside Googlebot's ranges: 203\.0\.113\.9/m);
  assert.match(text.stderr, /1 line\(s\) could not be read, e\.g\. line 7 \(unrecognised\)/);
  const csv = run(['logs', 'access.log', '--robots', 'robots.txt', '--format', 'csv']).stdout.split('\r\n');
  assert.match(csv[0], /^crawler,claim,requests,urls,disallowed,disallowed_verified,verified,impostors/);
  assert.ok(csv.some((l) => l.startsWith('GPTBot,crawler,1,1,1,')));
});

test('no verified crawler fetched a disallowed URL: exit 0; misuse: exit 2 with the reason', () => {
  const clean = run(['logs', 'clean.log', '--robots', 'robots.txt', '--ranges', 'googlebot.json', '--format', 'json']);
  assert.equal(clean.status, 0, clean.stderr);
  assert.equal(row(JSON.parse(clean.stdout), 'GPTBot').disallowed, 1, 'an unverified one did: reported, exit 0');
  const cases = [
    [['logs', 'access.log'], /which robots\.txt\?/],
    [['logs', '--robots', 'robots.txt'], /which access log\?/],
    [['logs', 'nope.log', '--robots', 'robots.txt'], /cannot read access log nope\.log: no such file/],
    [['logs', 'access.log', '--robots', 'robots.txt', '--ranges', 'robots.txt'], /whose ranges are in "robots\.txt"\?/],
    [['logs', 'access.log', '--robots', 'robots.txt', '--ranges', 'Googlebot=robots.txt'], /holds no IP range/],
    [['logs', 'access.log', '--robots', 'robots.txt', '--field', 'agent=ua'], /--field must be NAME=FIELD/],
    [['logs', 'access.log', '--robots', 'robots.txt', '--format', 'xml'], /--format must be text, json, csv/],
  ];
  for (const [args, message] of cases) {
    const r = run(args);
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, message, args.join(' '));
  }
});

test('JSON lines with the usual field names, and with fields named by --field', () => {
  const lines = [
    {
      remote_addr: '66.249.64.3',
      time: '2026-12-07T10:00:00Z',
      request: 'GET /private/c HTTP/1.1',
      status: 200,
      http_user_agent: GOOGLEBOT,
    },
    { remote_addr: '66.249.64.4', time: '2026-12-07T10:01:00Z', request: 'GET /ok HTTP/1.1', status: 200, http_user_agent: GOOGLEBOT },
  ];
  writeFileSync(join(dir, 'access.jsonl'), lines.map((l) => JSON.stringify(l)).join('\n'));
  const r = run(['logs', 'access.jsonl', '--robots', 'robots.txt', '--ranges', 'googlebot.json', '--format', 'json']);
  const g = row(JSON.parse(r.stdout), 'Googlebot');
  assert.deepEqual([g.requests, g.disallowed, g.verified], [2, 1, 2]);
  const odd = lines.map(({ remote_addr, http_user_agent, ...rest }) => ({ ...rest, peer: remote_addr, agent_string: http_user_agent }));
  writeFileSync(join(dir, 'odd.jsonl'), odd.map((l) => JSON.stringify(l)).join('\n'));
  const named = run(
    ['logs', 'odd.jsonl', '--robots', 'robots.txt', '--ranges', 'googlebot.json', '--format', 'json'].concat([
      '--field',
      'ip=peer',
      '--field',
      'userAgent=agent_string',
    ]),
  );
  const h = row(JSON.parse(named.stdout), 'Googlebot');
  assert.deepEqual([h.requests, h.disallowed, h.verified], [2, 1, 2]);
});

test('an IIS log (W3C Extended): read by its #Fields: line, + as spaces, directives skipped', () => {
  const fields =
    '#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken';
  const ua = GOOGLEBOT.replaceAll(' ', '+');
  const log = [
    '#Software: Microsoft Internet Information Services 10.0',
    '#Version: 1.0',
    '#Date: 2026-12-07 10:00:00',
    fields,
    `2026-12-07 10:00:00 10.0.0.5 GET /robots.txt - 443 - 66.249.64.1 ${ua} - 200 0 0 15`,
    `2026-12-07 10:01:00 10.0.0.5 GET /private/a x=1 443 - 66.249.64.2 ${ua} - 200 0 0 15`,
    `2026-12-07 10:02:00 10.0.0.5 GET /shop - 443 - 203.0.113.9 ${ua} https://example.com/ 200 0 0 15`,
    '',
  ].join('\r\n');
  writeFileSync(join(dir, 'u_ex261207.log'), log);
  const r = run(['logs', 'u_ex261207.log', '--robots', 'robots.txt', '--ranges', 'googlebot.json', '--format', 'json']);
  assert.equal(r.status, 1, r.stderr);
  const report = JSON.parse(r.stdout);
  assert.deepEqual([report.lines, report.requests, report.unreadable], [3, 3, 0]);
  const g = row(report, 'Googlebot');
  assert.deepEqual([g.requests, g.disallowed, g.disallowedVerified, g.verified, g.impostors], [3, 1, 1, 2, 1]);
  assert.deepEqual(
    g.violations.map((v) => [v.url, v.line, v.time]),
    [['/private/a?x=1', 2, Date.UTC(2026, 11, 7, 10, 1) / 1000]],
  );
});

test('--trust-proxy: the client is the right-most untrusted address of X-Forwarded-For; without it, the socket', () => {
  // nginx's default `main` format: the forwarding header quoted after the User-Agent.
  const main = (socket, xff, minute, path) => `${clf(socket, minute, path, GOOGLEBOT)} "${xff}"`;
  const json = (socket, xff, path) =>
    JSON.stringify({
      remote_addr: socket,
      time: '2026-12-07T10:09:00Z',
      request: `GET ${path} HTTP/1.1`,
      http_user_agent: GOOGLEBOT,
      http_x_forwarded_for: xff,
    });
  const log = [
    main('10.0.0.2', '66.249.64.1, 192.0.2.5', 6, '/private/a'), // through the CDN and the balancer, from Google
    main('10.0.0.2', '66.249.64.1, 203.0.113.9', 7, '/shop'), // Google's address written by the client itself
    main('203.0.113.10', '66.249.64.2', 8, '/blog'), // no proxy connected: the header is not read
    json('10.0.0.3', '2001:4860:4801:10::7', '/private/b'),
    '',
  ].join('\n');
  writeFileSync(join(dir, 'proxied.log'), log);
  const args = ['logs', 'proxied.log', '--robots', 'robots.txt', '--ranges', 'googlebot.json', '--format', 'json'];
  const trusted = run([...args, '--trust-proxy', '10.0.0.0/8,192.0.2.0/24']);
  assert.equal(trusted.status, 1, trusted.stderr);
  const g = row(JSON.parse(trusted.stdout), 'Googlebot');
  assert.deepEqual([g.requests, g.verified, g.impostors, g.disallowedVerified], [4, 2, 2, 2]);
  assert.deepEqual(
    g.impostorExamples.map((i) => i.client),
    ['203.0.113.9', '203.0.113.10'],
  );
  const split = run([...args, '--trust-proxy', '10.0.0.0/8,', '--trust-proxy', ' 192.0.2.0/24']);
  assert.equal(split.stdout, trusted.stdout, 'repeated or comma-separated alike');
  const plain = run(args);
  assert.equal(plain.status, 0, plain.stderr);
  const p = row(JSON.parse(plain.stdout), 'Googlebot');
  assert.deepEqual([p.verified, p.impostors], [0, 4]);
  const bad = run([...args, '--trust-proxy', '10.0.0.0/33']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /trustProxy must be an array of CIDR blocks or addresses; not one: 10\.0\.0\.0\/33/);
});

test("--keys: Web Bot Auth signatures verified with the operator's key directory; tampered, expired, unknown keys", () => {
  const op = operator();
  writeFileSync(join(dir, 'directory.json'), op.directory);
  const stranger = operator();
  const t0 = T0;
  const signed = (o) => signedLine({ key: op.key, kid: op.kid, ...o });
  const log = [
    signed({ path: '/ok', at: t0 + 10 }),
    signed({ path: '/ok2', at: t0 + 20, host: 'Example.com' }),
    // Signature-Agent as a dictionary, and a Host logged with the default port it was signed without.
    signed({ path: '/dictionary', at: t0 + 21, dictionary: true }),
    signed({ path: '/port', at: t0 + 22, host: 'example.com:443', authority: 'example.com' }),
    signed({ path: '/tampered', at: t0 + 30, tamper: true }),
    signed({ path: '/other-host', at: t0 + 40, tamper: 'host' }),
    signed({ path: '/expired', at: t0 + 400 }),
    // The last line without its newline: its signature is checked all the same.
    signed({ path: '/stranger', at: t0 + 50, key: stranger.key, kid: stranger.kid }),
    signed({ path: '/last', at: t0 + 60, tamper: true }),
  ].join('\n');
  writeFileSync(join(dir, 'signed.jsonl'), log);
  const args = ['logs', 'signed.jsonl', '--robots', 'robots.txt', '--format', 'json'];
  const r = run([...args, '--keys', 'directory.json']);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /1 Web Bot Auth key\(s\) from directory\.json/);
  const c = row(JSON.parse(r.stdout), 'ChatGPT-User');
  assert.deepEqual([c.signed, c.signaturesVerified, c.signaturesInvalid, c.signaturesNoKey, c.signaturesNotChecked], [9, 4, 4, 1, 0]);
  assert.deepEqual(
    // Checks the engine makes count at once, the signatures' own verdicts after the chunk: sorted.
    c.signatureFailures.map((f) => [f.url, f.problem]).sort((a, b) => a[0].localeCompare(b[0])),
    [
      ['/expired', 'expired'],
      ['/last', 'bad-signature'],
      ['/other-host', 'bad-signature'],
      ['/tampered', 'bad-signature'],
    ],
  );
  assert.match(c.text, /9 signed \(Web Bot Auth\): 4 verified, 4 invalid and 1 with no key supplied/);
  const text = run(['logs', 'signed.jsonl', '--robots', 'robots.txt', '--keys', 'directory.json']);
  assert.match(text.stdout, /^ {2}signature invalid \(expired\): \/expired \(2026-12-07T10:06:40Z\)$/m);
  // Without the key directory: signed, no key supplied.
  const none = row(JSON.parse(run(args).stdout), 'ChatGPT-User');
  assert.deepEqual([none.signed, none.signaturesVerified, none.signaturesNoKey], [9, 0, 9]);
  const bad = run([...args, '--keys', 'robots.txt']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /robots\.txt is no Web Bot Auth key directory: not JSON/);
});
