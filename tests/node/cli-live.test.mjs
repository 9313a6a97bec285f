// The command line on live sites (issue 38): a robots.txt given as an http(s) URL, or a site's
// origin, is fetched from local servers (127.0.0.1, port 0) that answer as real sites do:
// redirects, 4xx, 429 and 5xx, gzip, no answer, an endless body. The package is installed as
// in cli.test.mjs; the command runs asynchronously, so that the servers here can answer it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Robots, googleSizeLimit } from 'robots-playground/full';

let dir;
let bin;

/** The file the sites serve, with a Latin-1 byte (read as bytes, not as UTF-8) and a typo. */
const ROBOTS = Buffer.concat([
  Buffer.from('User-agent: *\nDisallow: /private/\nDisalow: /typo\nDisallow: /soci'),
  Buffer.from([0xe9]),
  Buffer.from('t/\n\nUser-agent: GPTBot\nDisallow: /\n'),
]);
const URLS = ['/', '/private/a', '/soci%E9t/x', '/public'];

before(() => {
  const pkg = fileURLToPath(new URL('../../web/pkg/', import.meta.url));
  dir = mkdtempSync(join(tmpdir(), 'robots-playground-cli-live-'));
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: pkg, encoding: 'utf8' }));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'ci-project', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, filename)], { cwd: dir, encoding: 'utf8' });
  bin = join(dir, 'node_modules', '.bin', 'robots-playground');
  writeFileSync(join(dir, 'robots.txt'), ROBOTS);
  writeFileSync(join(dir, 'edited.txt'), Buffer.concat([ROBOTS, Buffer.from('\nUser-agent: Googlebot\nDisallow: /drafts/\n')]));
  writeFileSync(join(dir, 'expect.txt'), 'blocked Googlebot /private/a line 2\nallowed Googlebot /public\n');
});

after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the installed command without blocking this process (its servers must answer): exit
 * status, output, and how long it took. Its standard input is closed at once, or given to
 * `started(child)` to write to and close.
 */
function run(args, limit = 30_000, started = (child) => child.stdin.end()) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(bin, args, { cwd: dir });
    started(child);
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), limit);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, out, err, ms: performance.now() - start });
    });
  });
}

/** A site on 127.0.0.1: `routes[path]` answers each request (a function of (req, res), or [status, headers, body]); others get 404. */
async function site(routes) {
  const seen = [];
  const server = createServer((req, res) => {
    seen.push(req.url);
    const route = routes[req.url];
    if (typeof route === 'function') return route(req, res);
    const [status, headers, body] = route ?? [404, { 'content-type': 'text/plain' }, 'not here'];
    res.writeHead(status, headers).end(body);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { origin, seen, close };
}

/** Runs `body(site)` with a site of `routes`, closed after it (Node 20 has no `await using`). */
async function withSite(routes, body) {
  const s = await site(routes);
  try {
    await body(s);
  } finally {
    await s.close();
  }
}

const text = { 'content-type': 'text/plain' };
const moved = (to) => [301, { location: to }, ''];

/** The command's one-line failure: exit 2, one line on stderr, no stack trace. */
function failsInOneLine(r, pattern) {
  assert.equal(r.code, 2, r.err);
  assert.equal(r.out, '');
  assert.match(r.err, pattern);
  assert.equal(r.err.trimEnd().split('\n').length, 1, `one line: ${r.err}`);
  assert.doesNotMatch(r.err, /\n\s+at /);
}

test('200: the fetched file answers as the same file read from disk, its bytes as they are', async () => {
  await withSite({ '/robots.txt': [200, text, ROBOTS] }, async (s) => {
    for (const agent of ['Googlebot', 'GPTBot']) {
      const live = await run(['check', `${s.origin}/robots.txt`, '--agent', agent, '--lines', ...URLS]);
      const disk = await run(['check', 'robots.txt', '--agent', agent, '--lines', ...URLS]);
      assert.equal(live.code, 0, live.err);
      assert.equal(live.out, disk.out);
    }
    const live = await run(['check', `${s.origin}/robots.txt`, '--agent', 'Googlebot', ...URLS]);
    assert.equal(live.out, 'allowed\t/\nblocked\t/private/a\nblocked\t/soci%E9t/x\nallowed\t/public\n', 'the Latin-1 é matches %E9');
    assert.equal(live.err, `robots-playground: fetched ${s.origin}/robots.txt: status 200, ${ROBOTS.length} bytes, whole\n`);
    const report = await run(['test', `${s.origin}/robots.txt`, 'expect.txt', '--format', 'json']);
    assert.equal(report.code, 0, report.err);
    const json = JSON.parse(report.out);
    assert.deepEqual([json.passed, json.failed], [2, 0]);
    assert.deepEqual(json.fetched, {
      url: `${s.origin}/robots.txt`,
      finalUrl: `${s.origin}/robots.txt`,
      status: 200,
      redirects: 0,
      chain: [`${s.origin}/robots.txt`],
      bytes: ROBOTS.length,
      cut: false,
      readLimit: googleSizeLimit() + 16 * 1024,
      contentEncoding: null,
    });
  });
});

test('a chain of 3 redirects is followed, and the final URL is reported', async () => {
  await withSite(
    {
      '/robots.txt': moved('/a'),
      '/a': [302, { location: '/b' }, ''],
      '/b': [308, { location: '/final.txt' }, ''],
      '/final.txt': [200, text, ROBOTS],
    },
    async (s) => {
      const r = await run(['check', `${s.origin}/robots.txt`, '--agent', 'Googlebot', '/private/a']);
      assert.equal(r.code, 0, r.err);
      assert.equal(r.out, 'blocked\t/private/a\n');
      assert.equal(
        r.err,
        `robots-playground: fetched ${s.origin}/final.txt: status 200, ${ROBOTS.length} bytes, whole, after 3 redirect(s): ${['/robots.txt', '/a', '/b', '/final.txt'].map((p) => s.origin + p).join(' → ')}\n`,
      );
      const lint = JSON.parse((await run(['lint', `${s.origin}/robots.txt`, '--format', 'json'])).out);
      assert.equal(lint.fetched.finalUrl, `${s.origin}/final.txt`);
      assert.equal(lint.fetched.redirects, 3);
    },
  );
});

test('a redirect loop, and a 6th redirect, are errors that name the chain', async () => {
  await withSite(
    {
      '/robots.txt': moved('/loop'),
      '/loop': moved('/robots.txt'),
      ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`/r${i}`, moved(`/r${i + 1}`)])),
      '/r6': [200, text, ROBOTS],
      '/five': moved('/r2'),
    },
    async (s) => {
      const loop = await run(['check', `${s.origin}/robots.txt`, '--agent', 'Googlebot', '/']);
      failsInOneLine(loop, new RegExp(`a redirect loop: ${s.origin}/robots\\.txt → ${s.origin}/loop → ${s.origin}/robots\\.txt`));
      const six = await run(['lint', `${s.origin}/r0`]);
      const chain = Array.from({ length: 7 }, (_, i) => `${s.origin}/r${i}`).join(' → ');
      failsInOneLine(six, new RegExp(`more than 5 redirects: ${chain.replace(/[.]/g, '\\.')}$`, 'm'));
      assert.ok(!s.seen.includes('/r6'), 'the 6th redirect is not followed');
      const five = await run(['check', `${s.origin}/five`, '--agent', 'Googlebot', '/private/a']);
      assert.equal(five.code, 0, five.err);
      assert.match(five.err, /after 5 redirect\(s\)/);
    },
  );
});

test('404: everything allowed, and the reason says so; the body is not read as rules', async () => {
  await withSite({ '/robots.txt': [404, text, 'User-agent: *\nDisallow: /\n'] }, async (s) => {
    const r = await run(['check', `${s.origin}/robots.txt`, '--agent', 'GPTBot', '--explain', '/private/a']);
    assert.equal(r.code, 0, r.err);
    const v = new Robots('', { status: 404 }).check('GPTBot', '/private/a');
    assert.equal(r.out, `allowed\t/private/a\n  ${v.groupsText}\n  ${v.reasonText}\n`);
    assert.match(r.out, /got HTTP 404 \(Not Found\): the file counts as unavailable, so everything may be fetched/);
    assert.match(r.err, /status 404/);
  });
});

test('429 and 503: nothing allowed', async () => {
  await withSite({ '/429/robots.txt': [429, text, 'User-agent: *\nAllow: /\n'], '/503/robots.txt': [503, text, ''] }, async (s) => {
    for (const status of [429, 503]) {
      const r = await run(['check', `${s.origin}/${status}/robots.txt`, '--agent', 'Googlebot', '/', '/public', '--expect', 'blocked']);
      assert.equal(r.code, 0, r.err);
      assert.equal(r.out, 'blocked\t/\nblocked\t/public\n');
      assert.match(
        r.err,
        new RegExp(`status ${status}, .*\\n.*got HTTP ${status} .*: the file counts as unreachable, so nothing may be fetched`),
      );
    }
  });
});

test('no answer: --timeout 1 gives up after a second, exit 2 in one line', async () => {
  await withSite({ '/robots.txt': () => {} }, async (s) => {
    const r = await run(['check', s.origin, '--agent', 'Googlebot', '--timeout', '1', '/']);
    failsInOneLine(r, /cannot fetch .*: no complete answer within 1 s \(--timeout\)/);
    assert.ok(r.ms < 8000, `gave up after ${r.ms} ms`);
    failsInOneLine(
      await run(['check', s.origin, '--agent', 'Googlebot', '--timeout', 'soon', '/']),
      /--timeout must be a number of seconds above 0/,
    );
  });
});

test('a refused connection: exit 2 in one line, no stack trace', async () => {
  const s = await site({});
  const { origin } = s;
  await s.close();
  failsInOneLine(await run(['lint', `${origin}/robots.txt`]), /cannot fetch http:\/\/127\.0\.0\.1:\d+\/robots\.txt: .*ECONNREFUSED/);
});

test('a TLS failure (a self-signed certificate): exit 2 in one line', async (t) => {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'],
      { stdio: 'ignore' },
    );
  } catch {
    return t.skip('no openssl to make a certificate');
  }
  const server = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => res.end('User-agent: *\n'));
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    failsInOneLine(
      await run(['lint', `https://127.0.0.1:${server.address().port}`]),
      /cannot fetch https:\/\/127\.0\.0\.1:\d+\/robots\.txt: .*self-signed certificate/,
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('gzip: the body is decoded, and the decoded bytes count', async () => {
  await withSite({ '/robots.txt': [200, { ...text, 'content-encoding': 'gzip' }, gzipSync(ROBOTS)] }, async (s) => {
    const live = await run(['check', `${s.origin}/robots.txt`, '--agent', 'Googlebot', '--lines', ...URLS]);
    assert.equal(live.code, 0, live.err);
    assert.equal(live.out, (await run(['check', 'robots.txt', '--agent', 'Googlebot', '--lines', ...URLS])).out);
    assert.match(live.err, new RegExp(`status 200, ${ROBOTS.length} bytes \\(gzip decoded\\), whole`));
  });
});

test('an endless body: reading stops past the size limit, says so, and closes the connection', async () => {
  let closed;
  const gone = new Promise((resolve) => (closed = resolve));
  let written = 0;
  await withSite(
    {
      '/robots.txt': (req, res) => {
        res.writeHead(200, text);
        res.write('User-agent: *\nDisallow: /private/\n');
        res.on('close', () => closed(written));
        const line = Buffer.from(`Allow: /${'x'.repeat(90)}\n`);
        const more = () => {
          while (!res.destroyed && res.write(line)) written += line.length;
          if (!res.destroyed) res.once('drain', more);
        };
        more();
      },
    },
    async (s) => {
      const cap = googleSizeLimit() + 16 * 1024;
      // The URLs come from standard input, held open: the command, fetched, waits for them, and
      // the connection must be closed by then (the body's stream cancelled, not left to exit).
      let child;
      const running = run(['check', `${s.origin}/robots.txt`, '--agent', 'Googlebot', '--urls', '-'], 20_000, (c) => (child = c));
      const sent = await Promise.race([gone, new Promise((resolve) => setTimeout(() => resolve('open'), 10_000))]);
      assert.notEqual(sent, 'open', 'the server saw its connection closed');
      assert.equal(child.exitCode, null, 'while the command still ran');
      child.stdin.end('/private/a\n/\n');
      const r = await running;
      assert.equal(r.signal, null, 'the command ended by itself');
      assert.equal(r.code, 0, r.err);
      assert.equal(r.out, 'blocked\t/private/a\nallowed\t/\n');
      assert.match(
        r.err,
        new RegExp(`status 200, ${cap} bytes read, cut there \\(the body is longer; Google reads the first ${googleSizeLimit()}\\)`),
      );
      const lint = JSON.parse((await run(['lint', `${s.origin}/robots.txt`, '--format', 'json'], 20_000)).out);
      assert.deepEqual([lint.fetched.cut, lint.fetched.bytes], [true, cap]);
      assert.ok(
        lint.findings.some((f) => f.id === 'file-too-large'),
        'lint sees where the limit cuts',
      );
    },
  );
});

test('a bare origin means its /robots.txt', async () => {
  await withSite({ '/': [200, { 'content-type': 'text/html' }, '<html>home</html>'], '/robots.txt': [200, text, ROBOTS] }, async (s) => {
    for (const origin of [s.origin, `${s.origin}/`]) {
      const r = await run(['check', origin, '--agent', 'GPTBot', '/public']);
      assert.equal(r.code, 0, r.err);
      assert.equal(r.out, 'blocked\t/public\n');
      assert.match(r.err, new RegExp(`fetched ${s.origin}/robots\\.txt: status 200`));
    }
    assert.ok(!s.seen.includes('/'), 'the home page is never asked for');
  });
});

test('diff URL FILE: what a local edit changes against the live file; a 503 live file blocks everything', async () => {
  await withSite({ '/robots.txt': [200, text, ROBOTS], '/down/robots.txt': [503, text, ROBOTS] }, async (s) => {
    const r = await run(['diff', `${s.origin}/robots.txt`, 'edited.txt', '--agent', 'Googlebot']);
    assert.equal(r.code, 1, r.err);
    assert.equal(r.out, (await run(['diff', 'robots.txt', 'edited.txt', '--agent', 'Googlebot'])).out);
    assert.match(r.out, /^Googlebot: opens \d+ URL\(s\), closes \d+\n(.*\n)*  \/drafts\/: allowed \(no rule\) → blocked \(line 10\)$/m);
    assert.match(r.err, /fetched .*\/robots\.txt: status 200/);
    const json = JSON.parse((await run(['diff', `${s.origin}/robots.txt`, 'edited.txt', '--agent', 'Googlebot', '--format', 'json'])).out);
    assert.deepEqual(Object.keys(json.fetched), ['before']);
    assert.equal(json.fetched.before.status, 200);
    // Against a 503 the live side blocks everything: the same file reopens what its rules allow.
    const down = JSON.parse(
      (await run(['diff', `${s.origin}/down/robots.txt`, 'robots.txt', '--agent', 'Googlebot', '--format', 'json'])).out,
    );
    assert.ok(down.flips.length > 0 && down.flips.every((f) => !f.before.allowed && f.after.allowed), 'every flip opens a URL');
    assert.equal(down.fetched.before.status, 503);
  });
});

test('lint URL: findings named by the URL, as for a file', async () => {
  await withSite({ '/robots.txt': [200, text, ROBOTS] }, async (s) => {
    const r = await run(['lint', `${s.origin}/robots.txt`]);
    const disk = await run(['lint', 'robots.txt']);
    assert.equal(r.code, disk.code);
    assert.match(r.out, new RegExp(`^${s.origin}/robots\\.txt:3: warning key-typo: `, 'm'));
    assert.equal(r.out, disk.out.replaceAll('robots.txt:', `${s.origin}/robots.txt:`));
    const json = JSON.parse((await run(['lint', `${s.origin}/robots.txt`, '--format', 'json'])).out);
    assert.ok(json.findings.some((f) => f.id === 'key-typo' && f.line === 3));
    assert.equal(json.fetched.status, 200);
  });
});
