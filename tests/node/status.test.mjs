// How the request for the file was answered (RFC 9309 §2.3.1, Google's crawlers):
// `Robots.fromResponse(response)` against a real local HTTP server, `new Robots(text, { status })`
// and the `status` check option, in both entries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import * as base from 'robots-playground';
import * as full from 'robots-playground/full';

const FILE = 'User-agent: *\nDisallow: /private/\n';

/** A server whose path `/<code>` answers with that status and FILE as the body; `/redirect`
 * sends to `/200`, `/loop` to itself. */
async function server() {
  const s = createServer((req, res) => {
    if (req.url === '/redirect') return res.writeHead(301, { location: '/200' }).end();
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    res.writeHead(Number(req.url.slice(1)), { 'content-type': 'text/plain' }).end(FILE);
  });
  await new Promise((ok) => s.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${s.address().port}`, close: () => new Promise((ok) => s.close(ok)) };
}

test('fromResponse reads the status: 2xx the rules, 4xx everything allowed, 429 and 5xx nothing', async () => {
  const s = await server();
  try {
    const cases = [
      ['/200', 200, false, 'longest-match', 2],
      ['/redirect', 200, false, 'longest-match', 2],
      ['/404', 404, true, 'file-unavailable', 0],
      ['/410', 410, true, 'file-unavailable', 0],
      ['/401', 401, true, 'file-unavailable', 0],
      ['/429', 429, false, 'file-unreachable', 0],
      ['/500', 500, false, 'file-unreachable', 0],
      ['/503', 503, false, 'file-unreachable', 0],
    ];
    for (const mod of [base, full]) {
      for (const [path, status, allowed, reason, line] of cases) {
        const robots = await mod.Robots.fromResponse(fetch(s.url + path));
        assert.equal(robots.status, status, path);
        for (const url of ['/private/x', 'https://example.com/private/x']) {
          const v = robots.check('GPTBot', url);
          assert.deepEqual([v.allowed, v.reason, v.line, v.status], [allowed, reason, line, status], `${path} ${url}`);
          assert.match(v.explanation, new RegExp(`got HTTP ${status}\\b`));
          assert.deepEqual(robots.decide('GPTBot', url), { allowed, line });
          assert.equal(robots.matcher('GPTBot').allowed(url), allowed);
        }
        // Any other path: a 5xx blocks it too, a 4xx allows it.
        assert.equal(robots.check('Googlebot', '/').allowed, status === 200 || allowed, path);
        // After anything but a 2xx, the body (an error page) is not read as rules.
        assert.equal(robots.groups().length, status === 200 ? 1 : 0, path);
      }
    }
    // fetch() itself, awaited first, works the same.
    const robots = await base.Robots.fromResponse(await fetch(`${s.url}/503`));
    assert.equal(robots.check('a', '/').allowed, false);
  } finally {
    await s.close();
  }
});

test('fromResponse: no answer is unreachable, and misuse throws an Error that says what to pass', async () => {
  const down = await base.Robots.fromResponse(fetch('http://127.0.0.1:9/robots.txt'));
  assert.equal(down.status, 'unreachable');
  const v = down.check('Googlebot', '/');
  assert.deepEqual([v.allowed, v.reason, v.status], [false, 'file-unreachable', 'unreachable']);
  assert.match(v.explanation, /no answer/);
  for (const bad of [null, 'User-agent: *', { status: 200 }, 42]) {
    await assert.rejects(base.Robots.fromResponse(bad), /response must be a fetch Response/);
  }
  await assert.rejects(
    base.Robots.fromResponse({ type: 'opaque', status: 0, arrayBuffer: async () => new ArrayBuffer(0) }),
    /opaque response/,
  );
  const used = new Response(FILE);
  await used.text();
  await assert.rejects(base.Robots.fromResponse(used), /already read/);
  // A rejection that is not a network error is the caller's own: passed on as it is.
  await assert.rejects(base.Robots.fromResponse(Promise.reject(new RangeError('mine'))), /mine/);
});

test("status as an option: per check, or the file's own, which a check can override", () => {
  for (const mod of [base, full]) {
    const plain = new mod.Robots(FILE);
    assert.equal(plain.status, null);
    assert.equal(plain.check('a', '/private/x').status, null);
    assert.equal(plain.check('a', '/private/x', { status: 404 }).allowed, true);
    assert.equal(plain.check('a', '/', { status: 'unreachable' }).allowed, false);
    assert.equal(plain.check('a', '/private/x', { status: 204 }).line, 2);
    const down = new mod.Robots(FILE, { status: 503 });
    assert.equal(down.groups().length, 0, 'the body of a 503 is not read');
    assert.equal(down.check('a', '/').allowed, false);
    assert.equal(down.check('a', '/', { status: 404 }).allowed, true, "a check's own status wins");
    assert.equal(new mod.Robots(FILE, { status: 200 }).check('a', '/private/x').line, 2);
    for (const status of [0, 99, 600, 404.5, '404', 'down', true]) {
      assert.throws(
        () => plain.check('a', '/', { status }),
        /options\.status must be an HTTP status \(100 to 599\) or 'unreachable'/,
        String(status),
      );
      assert.throws(() => new mod.Robots(FILE, { status }), /options\.status must be/, String(status));
    }
    assert.throws(() => new mod.Robots(FILE, 503), /options must be an object like \{ status: 404 \}/);
    const freed = new mod.Robots(FILE);
    freed.free();
    assert.throws(() => freed.status, /Robots\.status: this Robots was freed/);
  }
  // The full entry's table, brief verdicts and lint take it too.
  const down = new full.Robots(FILE, { status: 500 });
  const table = down.decideTable(['GPTBot', 'Googlebot'], ['/', '/private/x']);
  assert.deepEqual([...table.allowed], [0, 0, 0, 0]);
  assert.equal(down.checkBrief('GPTBot', '/', undefined, 3).reason, 'file-unreachable');
  assert.deepEqual([...new full.Robots(FILE).decideTable(['GPTBot'], ['/', '/private/x'], { status: 404 }).allowed], [1, 1]);
});
