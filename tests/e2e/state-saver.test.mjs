// The saver's write as the page is hidden (www/src/state/state.js flushNow), in Node with a stub
// address and storage: the pending state is written at once, a reload's older hash loses to
// it, and a compression that was still running cannot bring an older state back.

import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { DEFAULTS, createSaver, decodeHash, encodeHash, restore, takeReplaced } from '../../www/src/state/state.js';

/** A Storage of the browser's shape, over a Map. */
function storage() {
  const m = new Map();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k) };
}

beforeEach(() => {
  globalThis.location = { pathname: '/', search: '', hash: '' };
  globalThis.history = {
    replaceState(_s, _t, url) {
      const i = url.indexOf('#');
      location.hash = i < 0 ? '' : url.slice(i);
    },
  };
  globalThis.localStorage = storage();
  globalThis.sessionStorage = storage();
});

const LARGE = `User-agent: *\n${'# pad\n'.repeat(20000)}`; // over 64 K characters
const stored = () => JSON.parse(localStorage.getItem('robots-playground:state:v1'));

test('a small state is written at once: address and storage, and a reload of the older address restores it', async () => {
  const saver = createSaver();
  saver.save({ ...DEFAULTS, agent: 'Bingbot' });
  await saver.flush();
  const older = location.hash;
  saver.save({ ...DEFAULTS, agent: 'BingbotXYZ' });
  saver.flushNow();
  assert.equal(decodeHash(location.hash).agent, 'BingbotXYZ');
  assert.equal(stored().agent, 'BingbotXYZ');
  // A reload asks for the address as it was before the page was hidden.
  const r = await restore({ hash: older });
  assert.equal(r.state.agent, 'BingbotXYZ');
  // Read once: the next visit of that address is a plain one.
  assert.equal((await restore({ hash: older })).state.agent, 'Bingbot');
});

test('a state the timer wrote after a reload was asked for still wins over the address the reload asks for', async () => {
  const saver = createSaver();
  saver.save({ ...DEFAULTS, agent: 'Bingbot' });
  await saver.flush();
  const older = location.hash;
  // Typed, then reloaded; the saver's timer writes while the reload is on its way, so
  // nothing is pending when the page is hidden, yet the reload asks for the older address.
  saver.save({ ...DEFAULTS, agent: 'BingbotXYZ' });
  await saver.flush();
  assert.notEqual(location.hash, older);
  saver.flushNow();
  assert.equal((await restore({ hash: older })).state.agent, 'BingbotXYZ');
});

test('a hash replaced long before the page was hidden is not taken for one a reload asks for', async () => {
  const now = Date.now;
  try {
    let t = now();
    Date.now = () => t;
    const saver = createSaver(0);
    saver.save({ ...DEFAULTS, agent: 'Old' });
    await saver.flush();
    const old = location.hash;
    saver.save({ ...DEFAULTS, agent: 'New' });
    await saver.flush();
    t += 60_000; // a minute later the page is hidden, and the old link opened in this tab
    saver.flushNow();
    assert.equal((await restore({ hash: old })).state.agent, 'Old');
  } finally {
    Date.now = now;
  }
});

test('another address than the one left still wins over the state left', async () => {
  const saver = createSaver();
  saver.save({ ...DEFAULTS, agent: 'Left' });
  saver.flushNow();
  const link = encodeHash({ ...DEFAULTS, agent: 'FromALink' });
  assert.equal((await restore({ hash: link })).state.agent, 'FromALink');
});

test('a large state drops the older hash, and a compression still running cannot put it back', async () => {
  const calls = [];
  const compress = (json) => new Promise((resolve) => calls.push({ json, resolve }));
  const saver = createSaver(400, () => {}, compress);
  saver.save({ ...DEFAULTS, text: `${LARGE}Disallow: /one\n` });
  saver.flush(); // compressing the first state
  assert.equal(calls.length, 1);
  saver.save({ ...DEFAULTS, text: `${LARGE}Disallow: /two\n` });
  // The address holds an older state, one the page has (adopted as a hashchange would).
  location.hash = '#s=older';
  saver.adopt(location.hash);
  saver.flushNow();
  assert.equal(location.hash, '', 'the address holds no older state than storage');
  assert.match(stored().text, /\/two\n$/);
  // The first compression ends after the page was hidden: its hash and state are dropped.
  calls[0].resolve('packed-one');
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(location.hash, '');
  assert.match(stored().text, /\/two\n$/);
  // A reload of the older address restores the state left.
  assert.match((await restore({ hash: '#s=older' })).state.text, /\/two\n$/);
  // The page stays (a tab switched back to): the hash comes back once compressed.
  const written = saver.flush();
  assert.equal(calls.length, 2);
  assert.match(JSON.parse(calls[1].json).text, /\/two\n$/);
  calls[1].resolve('packed-two');
  await written;
  assert.equal(location.hash, '#s=packed-two');
});

test('a second hide with nothing new typed writes nothing again', () => {
  let writes = 0;
  const saver = createSaver(
    400,
    () => {},
    () => new Promise(() => {}),
  );
  saver.save({ ...DEFAULTS, text: LARGE });
  const set = localStorage.setItem;
  localStorage.setItem = (k, v) => (writes++, set(k, v));
  saver.flushNow(); // visibilitychange
  saver.flushNow(); // pagehide
  assert.equal(writes, 1);
  saver.flush(); // the timer left by flushNow, so the test does not wait for it
});

test('a state saved before a navigation does not replace the hash it brought; once the page adopts it, saving goes on', async () => {
  // The full e2e run met this race: a save timer already due ran before the hashchange
  // handler, put the older state back in the address, and the page then applied that one.
  const wait = (ms) => new Promise((r) => setTimeout(r, ms));
  const saver = createSaver(10);
  saver.save({ ...DEFAULTS, agent: 'AlphaBot' });
  await wait(30);
  assert.equal(decodeHash(location.hash)?.agent, 'AlphaBot');
  saver.save({ ...DEFAULTS, agent: 'BetaBot' }); // typed just before the navigation: its timer is pending
  location.hash = '#s=from-elsewhere';
  await wait(30);
  assert.equal(location.hash, '#s=from-elsewhere', 'the older state did not replace the newer hash');
  saver.adopt(location.hash); // the page's hashchange handler took it
  saver.save({ ...DEFAULTS, agent: 'GammaBot' });
  await wait(30);
  assert.equal(decodeHash(location.hash)?.agent, 'GammaBot');
  assert.equal(stored().agent, 'GammaBot');
});

test('a state is written once typing pauses and at least every 5 s of typing; a text over 8 K characters is compressed by the compressor', async () => {
  const now = Date.now;
  const realTimeout = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  // A clock and timers driven by hand.
  let t = 1_000_000;
  let timers = [];
  Date.now = () => t;
  globalThis.setTimeout = (fn, ms) => (timers.push({ fn, at: t + ms, id: timers.length + 1 }), timers.length);
  globalThis.clearTimeout = (id) => (timers = timers.filter((x) => x.id !== id));
  const advance = (ms) => {
    t += ms;
    for (const x of timers.filter((x) => x.at <= t)) {
      timers = timers.filter((y) => y !== x);
      x.fn();
    }
  };
  try {
    const compressed = [];
    const compress = (json) => (compressed.push(json), Promise.resolve(`mid${compressed.length}`));
    const saver = createSaver(400, () => {}, compress);
    const mid = `User-agent: *\n${'# pad\n'.repeat(2000)}`; // ~12 K characters
    assert.ok(mid.length > 8 * 1024 && mid.length < 64 * 1024);
    // Typing every 100 ms: nothing is written between keystrokes…
    for (let i = 0; i < 20; i++) {
      saver.save({ ...DEFAULTS, text: `${mid}Disallow: /${'x'.repeat(i)}\n` });
      advance(100);
    }
    assert.equal(compressed.length, 0, 'no write while typing (2 s)');
    assert.equal(localStorage.getItem('robots-playground:state:v1'), null);
    // …until 5 s of typing without a pause.
    for (let i = 20; i < 55; i++) {
      saver.save({ ...DEFAULTS, text: `${mid}Disallow: /${'x'.repeat(i)}\n` });
      advance(100);
    }
    assert.equal(compressed.length, 1, 'one write after 5 s of typing');
    assert.match(JSON.parse(compressed[0]).text, /Disallow: \/x{49}\n$/);
    // A pause of 400 ms writes the last state, compressed by the compressor (not on this thread).
    advance(400);
    assert.equal(compressed.length, 2);
    assert.match(JSON.parse(compressed[1]).text, /Disallow: \/x{54}\n$/);
    await Promise.resolve();
    await Promise.resolve();
    assert.equal(location.hash, '#s=mid2');
    assert.match(stored().text, /Disallow: \/x{54}\n$/);
    // A small text: the same timing, compressed here (the compressor is not asked).
    for (let i = 0; i < 3; i++) {
      saver.save({ ...DEFAULTS, agent: `Bot${i}` });
      advance(100);
    }
    assert.equal(decodeHash(location.hash)?.agent, undefined, 'not between keystrokes');
    advance(400);
    assert.equal(decodeHash(location.hash).agent, 'Bot2');
    assert.equal(stored().agent, 'Bot2');
    assert.equal(compressed.length, 2);
  } finally {
    Date.now = now;
    globalThis.setTimeout = realTimeout;
    globalThis.clearTimeout = realClear;
  }
});

test("a link over other kept work keeps it apart; a plain visit brings it back when the link's state could not be kept", async () => {
  const mine = { ...DEFAULTS, text: 'User-agent: MineBot\nDisallow: /\n', agent: 'MineBot' };
  localStorage.setItem('robots-playground:state:v1', JSON.stringify({ text: mine.text, agent: mine.agent }));
  const link = encodeHash({ ...DEFAULTS, agent: 'FromALink' });
  const opened = await restore({ hash: link });
  assert.equal(opened.source, 'hash');
  assert.deepEqual(opened.replaced, mine);
  // The link's file was too large to keep: the saver removed the entry.
  localStorage.removeItem('robots-playground:state:v1');
  const plain = await restore({ hash: '' });
  assert.deepEqual([plain.source, plain.state], ['storage', mine]);
  assert.equal(takeReplaced(), null, 'taken once');
  // The same work in the link: nothing is replaced, nothing kept apart.
  localStorage.setItem('robots-playground:state:v1', JSON.stringify({ agent: 'FromALink' }));
  assert.equal((await restore({ hash: link })).replaced, undefined);
  assert.equal(takeReplaced(), null);
});

test('a state whose text is small but whose other fields are long is compressed off the main thread', async () => {
  const sent = [];
  const compress = async (json) => {
    sent.push(json.length);
    return 'packed';
  };
  const saver = createSaver(400, () => {}, compress);
  // 20,000 expectations beside a two-line file: as long to compress as a file of that size.
  const expect = Array.from({ length: 20000 }, (_, i) => `blocked GPTBot /p/${i}`).join('\n');
  saver.save({ ...DEFAULTS, text: 'User-agent: *\nDisallow: /p/\n', expect });
  await saver.flush();
  assert.equal(sent.length, 1, 'handed to the compressor (a worker on the page)');
  assert.ok(sent[0] > expect.length);
  assert.equal(location.hash, '#s=packed');
  // A small state is still compressed here, at once.
  saver.save({ ...DEFAULTS, agent: 'Bingbot' });
  await saver.flush();
  assert.equal(sent.length, 1);
  assert.equal(decodeHash(location.hash).agent, 'Bingbot');
});
