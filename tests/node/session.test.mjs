// The analysis session (www/src/session/) in Node, with the built package and a scheduler the
// test drives by hand: what runs in the change's own task, what waits, what a later change
// cancels, when the worker takes a file, and what happens when the engine fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import init, * as api from 'robots-playground/full';
import { Engine } from '../../www/src/engine.js';
import { createSession } from '../../www/src/session/session.js';
import { allStages } from '../../www/src/session/stages.js';
import { LARGE_TEXT, READINGS, READING_IDS, REST_DELAY, readingOf } from '../../www/src/session/readings.js';

await init();

const FILE = 'User-agent: *\nDisallow: /private/\nAllow: /private/ok\n\nUser-agent: GPTBot\nDisallow: /\n';

/** A scheduler whose tasks and timers run only when the test says, and whose clock it sets. */
function manual() {
  let clock = 0;
  /** @type {{ kind: string, fn: () => void, at: number, live: boolean }[]} */
  const queue = [];
  const add = (kind, fn, at = 0) => {
    const job = { kind, fn, at, live: true };
    queue.push(job);
    return () => (job.live = false);
  };
  return {
    /** How much the clock moves at each reading (ms): large makes every step over budget. */
    step: 0,
    task: (fn) => add('task', fn),
    afterPaint: (fn) => add('paint', fn),
    delay: (fn, ms) => add('delay', fn, clock + ms),
    now() {
      clock += this.step;
      return clock;
    },
    /** Moves the clock (time spent in the code under test). */
    advance(ms) {
      clock += ms;
    },
    /** Live jobs waiting, by kind. */
    waiting() {
      return queue.filter((j) => j.live).map((j) => j.kind);
    },
    /** Runs the first live job (advancing the clock to a timer's time); false when none. */
    runOne() {
      const i = queue.findIndex((j) => j.live);
      if (i < 0) return false;
      const [job] = queue.splice(i, 1);
      clock = Math.max(clock, job.at);
      job.fn();
      return true;
    },
    runAll() {
      let n = 0;
      while (this.runOne()) n++;
      return n;
    },
  };
}

/** A view that records the stages it is told, in order. */
function recorder() {
  const seen = [];
  const view = {};
  for (const stage of ['focus', 'rows', 'detail', 'diagram', 'lint', 'matrix', 'settled']) view[stage] = (e) => seen.push([stage, e]);
  view.failure = (message) => seen.push(['failure', message]);
  view.recovered = () => seen.push(['recovered']);
  return { view, seen, stages: () => seen.map(([s]) => s) };
}

function session(text, opts = {}) {
  const sched = opts.scheduler ?? manual();
  const rec = recorder();
  // The length without reading the text, as the editor gives it.
  const doc = { text: () => text.value, length: () => text.length ?? text.value.length };
  const engine = opts.engine ?? new Engine(api, 512000);
  const s = createSession({
    engine,
    doc,
    view: rec.view,
    inputs: {
      agent: 'GPTBot',
      urls: ['/private/x', '/private/ok/1'],
      focus: 0,
      policy: 'google',
      rows: 'answer',
      readings: true,
      matrix: null,
      chars: false,
      ...opts.inputs,
    },
    scheduler: sched,
    remote: opts.remote ?? null,
    mainMax: opts.mainMax,
  });
  return { s, sched, rec, engine };
}

test('a change draws the focus stage alone, then one stage per task after the frame is painted, with the engine answers', () => {
  const text = { value: FILE };
  const { s, sched, rec } = session(text);
  s.analyse();
  // However quick the rest would be, nothing but the focus stage goes before the next frame.
  assert.deepEqual(rec.stages(), ['focus']);
  assert.deepEqual(sched.waiting(), ['paint']);
  sched.runOne();
  assert.deepEqual(rec.stages(), ['focus', 'rows']);
  assert.deepEqual(sched.waiting(), ['task'], 'one stage per task: a keystroke waits for one stage at most');
  sched.runOne();
  assert.deepEqual(rec.stages(), ['focus', 'rows', 'detail']);
  sched.runAll();
  assert.deepEqual(rec.stages(), ['focus', 'rows', 'detail', 'diagram', 'lint', 'settled']);
  assert.deepEqual(sched.waiting(), []);
  const [, focus] = rec.seen[0];
  assert.equal(focus.verdict.allowed, false);
  assert.equal(focus.verdict.line, 6, 'GPTBot is blocked by its own group');
  assert.ok(focus.verdict.ruleLines instanceof Uint32Array, 'the focus stage has the brief verdict');
  const [, rows] = rec.seen[1];
  assert.deepEqual(
    rows.results.map((r) => [r.allowed, r.line]),
    [
      [false, 6],
      [false, 6],
    ],
  );
  const [, detail] = rec.seen[2];
  assert.deepEqual(
    detail.readings.map((c) => c.policy),
    READING_IDS,
  );
  assert.ok(detail.verdict.explanation, 'the detail stage has the explained verdict');
  assert.equal(detail.bytes, Buffer.byteLength(FILE));
});

test('the next change cancels what the last one still had to do', () => {
  const text = { value: FILE };
  const { s, sched, rec } = session(text);
  sched.step = 5;
  s.analyse();
  sched.runOne(); // rows of the first analysis
  text.value = FILE.replace('Disallow: /\n', 'Allow: /\n');
  s.set({ urls: ['/a'] });
  sched.runAll();
  const stages = rec.stages();
  assert.deepEqual(stages, ['focus', 'rows', 'focus', 'rows', 'detail', 'diagram', 'lint', 'settled']);
  assert.equal(rec.seen.at(-2)[1].query.urls[0], '/a');
  assert.equal(rec.seen[2][1].verdict.allowed, true, 'the second analysis reads the new text');
  assert.ok(
    rec.seen.slice(2).every(([, e]) => e.gen === rec.seen[2][1].gen),
    'every later stage is of the second analysis',
  );
});

test('a large file on this thread: the focus stage at once, the rest after a pause in typing', () => {
  const big = FILE + '# padding\n'.repeat(LARGE_TEXT / 10 + 10);
  const text = { value: big };
  const { s, sched, rec } = session(text, { mainMax: Infinity });
  s.analyse();
  assert.deepEqual(rec.stages(), ['focus']);
  assert.deepEqual(sched.waiting(), ['delay']);
  s.analyse(); // a keystroke within the pause: the first delay is cancelled
  assert.deepEqual(sched.waiting(), ['delay']);
  sched.runOne();
  assert.ok(rec.stages().length >= 3);
  sched.runAll();
  assert.deepEqual(rec.stages(), ['focus', 'focus', 'rows', 'detail', 'diagram', 'lint', 'settled']);
  const detail = rec.seen.find(([st]) => st === 'detail')[1];
  assert.ok(detail.verdict.ruleLines, 'a large file gets the bounded verdict');
  assert.equal(detail.large, true);
});

test("the element asks for every row's verdict, the characters the engine reads differently, and no comparison", () => {
  const text = { value: FILE + 'Disallow: /a\0b\n' };
  const { s, sched, rec } = session(text, { inputs: { rows: 'verdict', readings: false, chars: true } });
  s.analyse();
  sched.runAll();
  const rows = rec.seen.find(([st]) => st === 'rows')[1];
  assert.ok(
    rows.results.every((r) => typeof r.explanation === 'string'),
    'full verdicts',
  );
  assert.deepEqual(rec.seen.find(([st]) => st === 'detail')[1].readings, []);
  assert.equal(rec.seen.find(([st]) => st === 'lint')[1].chars.nul, 1);
});

test('expectations are re-checked on every change, after the frame, and a blank list reports none', () => {
  const text = { value: FILE };
  const expect = '# guard\nblocked GPTBot /private/x\nallowed Googlebot /private/ok/1 line 3\nallowed GPTBot /\nnonsense\n';
  const { s, sched, rec } = session(text, { inputs: { expect } });
  rec.view.expect = (e) => rec.seen.push(['expect', e]);
  s.analyse();
  assert.ok(!rec.stages().includes('expect'), 'not before the frame');
  sched.runAll();
  let report = rec.seen.find(([st]) => st === 'expect')[1].report;
  assert.deepEqual([report.passed, report.failed], [2, 1]);
  assert.deepEqual(
    report.results.map((r) => [r.sourceLine, r.pass, r.got, r.line]),
    [
      [2, true, 'blocked', 6],
      [3, true, 'allowed', 3],
      [4, false, 'blocked', 6],
    ],
  );
  assert.equal(report.errors[0].line, 5);
  // The file changes: GPTBot's group goes, and `*` rules it.
  text.value = FILE.replace('User-agent: GPTBot\nDisallow: /\n', '');
  rec.seen.length = 0;
  s.analyse();
  sched.runAll();
  report = rec.seen.find(([st]) => st === 'expect')[1].report;
  assert.deepEqual(
    report.results.map((r) => [r.pass, r.got, r.line]),
    [
      [true, 'blocked', 2],
      [true, 'allowed', 3],
      [true, 'allowed', 0],
    ],
  );
  rec.seen.length = 0;
  s.set({ expect: '  \n' });
  sched.runAll();
  assert.equal(rec.seen.find(([st]) => st === 'expect')[1].report, null);
});

test("the worker's detail checks the expectations too", () => {
  const engine = new Engine(api, 512000);
  engine.setText(FILE);
  const q = {
    token: 'GPTBot',
    urls: ['/x'],
    hasUrls: true,
    focus: 0,
    policy: 'google',
    status: null,
    rows: 'answer',
    readings: false,
    matrix: null,
    chars: false,
    expect: 'allowed GPTBot /x\n',
  };
  const out = allStages(engine, /** @type {any} */ (q), FILE).expect.report;
  assert.deepEqual([out.passed, out.failed, out.results[0].line], [0, 1, 6]);
  assert.equal(allStages(engine, /** @type {any} */ ({ ...q, expect: '' }), FILE).expect.report, null);
});

test('no URLs: `/` is checked and nothing is focused; a focus past the list goes back to the first', () => {
  const text = { value: FILE };
  const { s, rec } = session(text, { inputs: { urls: [], focus: 3 } });
  s.analyse();
  const focus = rec.seen[0][1];
  assert.deepEqual(focus.query.urls, ['/']);
  assert.equal(focus.query.hasUrls, false);
  assert.equal(s.inputs.focus, 0);
});

test('the matrix is computed only while the view asks for it, per token and URL', () => {
  const text = { value: FILE };
  const { s, sched, rec } = session(text);
  s.analyse();
  sched.runAll();
  assert.ok(!rec.stages().includes('matrix'));
  s.set({ matrix: ['GPTBot', 'Googlebot'] });
  sched.runAll();
  const m = rec.seen.find(([st]) => st === 'matrix')[1];
  assert.deepEqual(
    m.cells.map((row) => row.map((d) => d.allowed)),
    [
      [false, false],
      [false, true],
    ],
  );
});

test("the matrix's cells are each reading's decide: the answer and line under the chosen one, the readings that answer otherwise", () => {
  const file = `${FILE}\nUser-agent: AdsBot-Google\nDisallow: /ads\n\nUser-agent: Googlebot\nAllow: /private/\n`;
  const tokens = ['GPTBot', 'Googlebot', 'Googlebot-Image', 'Mediapartners-Google', 'AdsBot-Google', 'Google-Safety', 'NoSuchBot'];
  const urls = ['/private/x', '/private/ok/1', '/ads', '/robots.txt'];
  for (const policy of READING_IDS) {
    const { s, sched, rec, engine } = session({ value: file }, { inputs: { urls, policy, matrix: tokens } });
    s.analyse();
    sched.runAll();
    const m = rec.seen.find(([st]) => st === 'matrix')[1];
    tokens.forEach((t, i) =>
      urls.forEach((u, j) => {
        const d = engine.decide(t, u, policy);
        const differs = READING_IDS.filter((r) => r !== policy && engine.decide(t, u, r).allowed !== d.allowed);
        assert.deepEqual(m.cells[i][j], { allowed: d.allowed, line: d.line, differs }, `${policy} ${t} ${u}`);
      }),
    );
    if (policy === 'google') {
      const row = m.cells[tokens.indexOf('Mediapartners-Google')];
      assert.deepEqual(row[0], { allowed: false, line: 2, differs: ['crawler'] }, 'it ignores * in production');
    }
  }
});

test('an engine failure is told to the view, the parse is dropped, and the next change recovers', () => {
  const text = { value: FILE };
  const engine = new Engine(api, 512000);
  let fail = true;
  const brief = engine.brief.bind(engine);
  engine.brief = (...args) => {
    if (fail) throw new Error('RuntimeError: unreachable');
    return brief(...args);
  };
  const { s, sched, rec } = session(text, { engine });
  s.analyse();
  assert.deepEqual(rec.stages(), ['failure']);
  assert.match(rec.seen[0][1], /unreachable/);
  assert.equal(engine.robots, null, 'the parse of a failed instance is not reused');
  assert.equal(s.failed, true);
  fail = false;
  s.analyse();
  sched.runAll();
  assert.deepEqual(rec.stages(), ['failure', 'focus', 'recovered', 'rows', 'detail', 'diagram', 'lint', 'settled']);
  assert.equal(s.failed, false);
});

/** A stand-in for the worker's client: records what it is asked, answers when told. */
function fakeRemote() {
  const asked = [];
  let handlers = null;
  let broken = null;
  const make = (h, onBroken) => {
    handlers = h;
    broken = onBroken;
    return {
      request: (req) => asked.push(['request', req]),
      detail: (req) => asked.push(['detail', req]),
      edit: (changes) => asked.push(['edit', changes]),
      terminate: () => asked.push(['terminate']),
      wasmMemory: async () => 1,
    };
  };
  return { make, asked, handlers: () => handlers, broken: () => broken() };
}

test('a file over the limit goes to the worker: only the length is read until the text must cross', async () => {
  const big = FILE + '# padding\n'.repeat(LARGE_TEXT / 10 + 10);
  let joined = 0;
  const text = {
    length: big.length,
    get value() {
      joined++;
      return big;
    },
  };
  const remote = fakeRemote();
  const engine = new Engine(api, 512000);
  const { s, sched, rec } = session(text, { remote: remote.make, mainMax: LARGE_TEXT, engine });
  s.analyse();
  assert.equal(s.where, 'worker');
  assert.deepEqual(
    remote.asked.map(([k]) => k),
    ['request'],
  );
  const req = remote.asked[0][1];
  assert.equal(typeof req.text, 'function', 'the text is read only if the worker needs it whole');
  assert.equal(req.length, big.length);
  assert.equal(engine.robots, null, 'this thread keeps no parse of a file the worker holds');
  assert.equal(joined, 0);
  s.edited({ iterChanges() {} });
  assert.equal(remote.asked.at(-1)[0], 'edit');
  // The worker's answers reach the view as the same stages.
  const verdict = (() => {
    const e = new Engine(api, 512000);
    e.setText(big);
    return e.brief('GPTBot', '/private/x', 'google');
  })();
  remote.handlers().onVerdict({ verdict, ms: 1, parse: 1, request: req });
  assert.equal(rec.seen[0][0], 'focus');
  assert.equal(rec.seen[0][1].where, 'worker');
  sched.runAll(); // the pause: the detail is asked for
  const detailReq = remote.asked.find(([k]) => k === 'detail')[1];
  assert.deepEqual(detailReq.urls, ['/private/x', '/private/ok/1']);
  remote
    .handlers()
    .onDetail({
      request: detailReq,
      ms: 1,
      stages: {
        rows: { verdict, results: [verdict, verdict], tally: null },
        detail: { verdict, readings: [], bytes: 9, cut: null, preference: null },
        diagram: { verdict, readings: [], bytes: 9, cut: null, preference: null },
        lint: { lint: { list: [], total: 0, count: {}, ids: {} }, bytes: 9, cut: null, chars: null },
      },
    });
  assert.deepEqual(rec.stages(), ['focus'], 'the answer is drawn in tasks of its own');
  assert.deepEqual(sched.waiting(), ['task']);
  sched.runOne();
  assert.deepEqual(rec.stages(), ['focus', 'rows'], 'one stage per task');
  sched.runAll();
  assert.deepEqual(rec.stages(), ['focus', 'rows', 'detail', 'diagram', 'lint', 'settled']);
});

test('a large file analysed on this thread: the focus stage here, the other stages from the worker after a pause', () => {
  const big = FILE + '# padding\n'.repeat(LARGE_TEXT / 10 + 10);
  const text = { value: big };
  const remote = fakeRemote();
  const engine = new Engine(api, 512000);
  // Under the page's limit for this thread (MAIN_MAX, 2 MiB).
  const { s, sched, rec } = session(text, { remote: remote.make, engine });
  s.analyse();
  assert.equal(s.where, 'thread');
  assert.deepEqual(rec.stages(), ['focus']);
  assert.equal(rec.seen[0][1].where, 'thread');
  assert.equal(rec.seen[0][1].verdict.line, 6);
  assert.deepEqual(remote.asked, [], 'nothing is asked of the worker while typing goes on');
  // A keystroke before the pause: the edit goes to the worker, the earlier request never leaves.
  s.edited({ iterChanges() {} });
  s.analyse();
  assert.deepEqual(
    remote.asked.map(([k]) => k),
    ['edit'],
  );
  assert.deepEqual(sched.waiting(), ['delay']);
  sched.runOne();
  assert.deepEqual(
    remote.asked.map(([k]) => k),
    ['edit', 'detail'],
  );
  assert.deepEqual(rec.stages(), ['focus', 'focus'], 'no stage is computed on this thread');
  const detailReq = remote.asked[1][1];
  assert.equal(detailReq.text(), big, 'the worker gets the text when it needs it whole');
  assert.equal(detailReq.length, big.length);
  assert.ok(engine.robots, 'this thread keeps its parse for the next focus stage');
  const answer = { stages: allStages(engine, detailReq, big), ms: 1 };
  remote.handlers().onDetail({ ...answer, request: detailReq });
  sched.runAll();
  assert.deepEqual(rec.stages(), ['focus', 'focus', 'rows', 'detail', 'diagram', 'lint', 'settled']);
  assert.equal(rec.seen[2][1].where, 'worker');
  assert.deepEqual(
    rec.seen[2][1].results.map((r) => r.line),
    [6, 6],
  );
  // An answer for an earlier analysis is not drawn.
  s.analyse();
  remote.handlers().onDetail({ ...answer, request: detailReq });
  sched.runAll();
  assert.deepEqual(rec.stages().slice(7), ['focus']);
  // The file shrinks under the limit: the worker goes, the stages run here again.
  text.value = FILE;
  s.analyse();
  assert.equal(remote.asked.at(-1)[0], 'terminate');
  sched.runAll();
  assert.deepEqual(rec.stages().slice(8), ['focus', 'rows', 'detail', 'diagram', 'lint', 'settled']);
});

test('a large file analysed on this thread, no worker: its stages run here after a pause', () => {
  const big = FILE + '# padding\n'.repeat(LARGE_TEXT / 10 + 10);
  const { s, sched, rec } = session({ value: big });
  s.analyse();
  assert.deepEqual(sched.waiting(), ['delay']);
  sched.runAll();
  assert.deepEqual(rec.stages(), ['focus', 'rows', 'detail', 'diagram', 'lint', 'settled']);
});

test('when the worker cannot start, the file is analysed on this thread', () => {
  const big = FILE + '# padding\n'.repeat(LARGE_TEXT / 10 + 10);
  const text = { value: big };
  const remote = fakeRemote();
  const { s, rec } = session(text, { remote: remote.make, mainMax: LARGE_TEXT });
  s.analyse();
  assert.equal(s.where, 'worker');
  remote.broken();
  assert.equal(s.where, 'thread');
  assert.equal(rec.stages()[0], 'focus');
  assert.equal(rec.seen[0][1].where, 'thread');
  s.analyse();
  assert.equal(s.where, 'thread', 'and stays there');
});

test('readings: names for every reading, attribute values in any case, own keys only', () => {
  for (const id of READING_IDS) assert.ok(READINGS[id].name && READINGS[id].phrase);
  assert.equal(readingOf(' RFC9309 '), 'rfc9309');
  assert.equal(readingOf('crawlers'), 'crawler');
  assert.equal(readingOf('constructor'), undefined);
  assert.equal(readingOf('bogus'), undefined);
  assert.ok(REST_DELAY > 0);
});

test("every stage carries the text's revision as it was analysed, so a view can tell a new text without comparing it", () => {
  const text = { value: FILE };
  const sched = manual();
  const rec = recorder();
  let revision = { n: 1 };
  const engine = new Engine(api, 512000);
  const s = createSession({
    engine,
    doc: { text: () => text.value, length: () => text.value.length, revision: () => revision },
    view: rec.view,
    inputs: {
      agent: 'GPTBot',
      urls: ['/private/x'],
      focus: 0,
      policy: 'google',
      rows: 'answer',
      readings: true,
      matrix: null,
      chars: false,
    },
    scheduler: sched,
  });
  s.analyse();
  const first = revision;
  sched.runAll();
  assert.ok(rec.seen.every(([, e]) => e.rev === first));
  // Another crawler, the same text: the same revision.
  s.set({ agent: 'Googlebot' });
  sched.runAll();
  assert.ok(rec.seen.every(([, e]) => e.rev === first));
  // An edit: a new revision, and stages of the earlier analysis still pending keep theirs.
  text.value = FILE.replace('Disallow: /\n', 'Allow: /\n');
  revision = { n: 2 };
  const before = rec.seen.length;
  s.analyse();
  sched.runAll();
  assert.ok(rec.seen.slice(before).every(([, e]) => e.rev === revision));
  // Without a revision, null.
  const plain = session({ value: FILE });
  plain.s.analyse();
  assert.equal(plain.rec.seen[0][1].rev, null);
});

test('while the user types in the file, a stage that was slow the last time waits for a pause; the others run at once', () => {
  const text = { value: FILE };
  const { s, sched, rec } = session(text);
  // The lint takes 6 ms of the clock, over the 4 ms budget; the other stages take none.
  const lint = rec.view.lint;
  rec.view.lint = (e) => (lint(e), sched.advance(6));
  s.analyse();
  sched.runAll();
  assert.deepEqual(rec.stages(), ['focus', 'rows', 'detail', 'diagram', 'lint', 'settled']);
  // A keystroke: rows, detail and diagram one per task as before; the lint waits for a pause.
  s.edited();
  text.value = FILE.replace('/private/', '/privat/');
  s.analyse();
  const kinds = [];
  for (let i = 0; i < 4; i++) {
    kinds.push(sched.waiting().join());
    sched.runOne();
  }
  assert.deepEqual(kinds, ['paint', 'task', 'task', 'delay']);
  assert.deepEqual(rec.stages().slice(6), ['focus', 'rows', 'detail', 'diagram', 'lint']);
  // The next keystroke within the pause cancels the waiting lint.
  s.edited();
  s.analyse();
  sched.runOne(); // rows
  sched.runOne(); // detail
  sched.runOne(); // diagram
  assert.deepEqual(sched.waiting(), ['delay']);
  // Not typing (the crawler changed, long after the last edit): the slow stage runs at once.
  sched.advance(1000);
  s.set({ agent: 'Googlebot' });
  for (let i = 0; i < 3; i++) sched.runOne();
  assert.deepEqual(sched.waiting(), ['task'], 'the lint, without a pause');
  sched.runAll();
  assert.equal(rec.stages().at(-1), 'settled');
});

test('a large file whose document keeps its bytes is parsed from them: its text is not joined, and the same revision is not parsed again', () => {
  const big = FILE + '# padding\n'.repeat(LARGE_TEXT / 10 + 10);
  let joins = 0;
  let revision = {};
  const bytes = new TextEncoder().encode(big);
  const sched = manual();
  const rec = recorder();
  const engine = new Engine(api, 512000);
  let parses = 0;
  const Robots = api.Robots;
  const mod = {
    ...api,
    Robots: class extends Robots {
      constructor(t) {
        super(t);
        parses++;
      }
    },
  };
  engine.mod = mod;
  const s = createSession({
    engine,
    doc: {
      text: () => (joins++, big),
      length: () => big.length,
      bytes: (n) => (n === big.length ? bytes : null),
      revision: () => revision,
    },
    view: rec.view,
    inputs: {
      agent: 'GPTBot',
      urls: ['/private/x'],
      focus: 0,
      policy: 'google',
      rows: 'answer',
      readings: true,
      matrix: ['GPTBot'],
      chars: false,
    },
    scheduler: sched,
    mainMax: Infinity,
  });
  s.analyse();
  sched.runAll();
  assert.deepEqual(rec.stages(), ['focus', 'rows', 'detail', 'diagram', 'lint', 'matrix', 'settled']);
  assert.equal(rec.seen[0][1].verdict.allowed, false);
  assert.equal(rec.seen.find(([st]) => st === 'lint')[1].bytes, bytes.length);
  assert.equal(joins, 0, 'the text was never joined');
  s.set({ agent: 'Googlebot' });
  sched.runAll();
  assert.equal(parses, 1, 'the same revision: no second parse');
  revision = {};
  s.analyse();
  assert.equal(parses, 2);
  // Asked for the characters it reads differently (the element), the lint stage joins it once.
  s.set({ chars: true });
  sched.runAll();
  assert.equal(joins, 1);
});

test("the worker is asked every stage's part of the query: the summary, the expectations, the rows drawn", async () => {
  const { RemoteClient } = await import('../../www/src/session/remote.js');
  const sent = [];
  const client = new RemoteClient(
    (m) => sent.push(m),
    { onVerdict() {}, onDetail() {}, onError() {} },
    () => {},
  );
  const q = {
    token: 'GPTBot',
    urls: ['/a', '/b'],
    hasUrls: true,
    focus: 1,
    policy: 'google',
    status: 404,
    rows: 'answer',
    readings: true,
    matrix: ['GPTBot'],
    chars: true,
    summary: true,
    expect: 'allowed GPTBot /a\n', // as the 404 makes it
    fetchedFrom: 'https://example.com/robots.txt',
    rowLimit: 200,
    matrixUrls: 25,
  };
  client.detail({ text: FILE, length: FILE.length, ...q, gen: 1, rec: {}, query: q, rev: null });
  const { type, text, length, id, ...asked } = sent[0];
  assert.equal(type, 'detail');
  assert.deepEqual(asked, q);
  // The worker answers every stage of that query, the summary and the expectations included.
  const engine = new Engine(api, 512000);
  engine.setText(FILE);
  engine.status = asked.status; // as the worker does with the message's status
  const stages = allStages(engine, asked, FILE);
  assert.deepEqual(Object.keys(stages), ['rows', 'detail', 'diagram', 'lint', 'summary', 'expect', 'matrix']);
  assert.ok(stages.summary.summary.categories.length > 0);
  assert.equal(stages.expect.report.passed, 1);
  assert.equal(stages.detail.verdict.status, 404);
});
