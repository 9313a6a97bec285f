// robots-parser 3.0.1's own test suite (node_modules/robots-parser/test/Robots.js, shipped in
// its npm package; mocha + chai) run against `robots-playground/robots-parser`, once through
// require() (the CommonJS bundle, as the suite itself loads robots-parser) and once through
// import. No mocha or chai: `describe`, `it` and the three chai assertions the file uses are
// shimmed below, and the shim is checked by running the suite on robots-parser itself.
//
// Where the façade answers otherwise, the test is listed in EXPECTED with the reason and with
// its failed assertions, `got → wanted`. A listed test that passes, a test that fails and is
// not listed, or a listed test that fails differently fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import esmParser from 'robots-playground/robots-parser';

const require = createRequire(import.meta.url);

/** Failed assertions of robots-parser's tests, by test name, and why the façade differs. */
const EXPECTED = {
  'should handle Unicode and urlencoded paths': {
    failed: ['false → true'],
    why:
      "Google's library upper-cases the %-escapes of a pattern (`Disallow: /%e2%9d%83` is read `/%E2%9D%83`) but " +
      'compares the URL as given, and `new URL()` keeps `/%e2%9d%83` lower-case: no match, so isDisallowed is false. ' +
      'robots-parser upper-cases the URL too.',
  },
  'should handle lone high / low surrogates': {
    failed: ['false → true', 'false → true'],
    why:
      'A lone surrogate has no UTF-8 bytes: the engine reads it as U+FFFD, as `new URL()` does in the URL, so ' +
      '`Disallow: /\\uD800` (read `/%EF%BF%BD`) matches `/\\uDC00` and `/\\uD800` (both `/%EF%BF%BD`). robots-parser ' +
      'keeps such a pattern as written (encodeURI throws on it), and it matches nothing.',
  },
  'should not allow relative paths if domain specified': {
    failed: ['true → undefined', 'false → undefined'],
    why:
      "Not a difference of reading: the façade resolves a relative URL (`/fish`) against the robots.txt's URL; " +
      'robots-parser (3.0.1, and its repository since) resolves it against a host of its own, another origin, ' +
      'and answers undefined.',
  },
  'should parse the crawl-delay directive': {
    failed: ['1 → undefined'],
    why:
      "Google's groups: only a rule ends a group's user-agent lines (a Crawl-delay does not), so `user-agent: b` " +
      "after `crawl-delay: 1` joins `a`'s group and has its delay.",
  },
  'should fallback to * when a UA has no rules of its own': {
    failed: ['1 → 10'],
    why:
      "Google's groups: with no rule in the file, `*`, `b`, `c` and `d` are one group (a Crawl-delay does not end " +
      'its user-agent lines), whose first Crawl-delay is 1.',
  },
  'should not fallback to * when a UA has rules': {
    failed: ['1 → undefined'],
    why: "Google's groups: `user-agent: b` after `crawl-delay: 1` joins the `*` group, and has its delay.",
  },
  'should ignore version numbers in the UA string': {
    failed: ['1 → 10', '1 → 12'],
    why: "Google's groups, as above: `*`, `b`, `c` and `d` are one group, whose first Crawl-delay is 1.",
  },
};

const SUITE = require.resolve('robots-parser/test/Robots.js');

/** The suite's tests, `[name, body]`, each of whose failed assertions is pushed to `failed`
 * (all of them, not only the first: EXPECTED lists them) as `got → wanted`. */
function suite(robotsParser, failed) {
  const show = (v) => (v === undefined ? 'undefined' : JSON.stringify(v));
  const check = (ok, got, wanted) => ok || failed.push(`${show(got)} → ${wanted}`);
  // chai's `expect`, as far as the suite uses it.
  const expect = (got) => ({
    to: {
      equal: (want) => check(got === want, got, show(want)),
      eql: (want) => check(isDeepStrictEqual(got, want), got, show(want)),
      be: { lessThan: (n) => check(got < n, got, `< ${n}`) },
    },
  });
  const modules = { '../index': robotsParser, chai: { expect } };
  const load = (name) => {
    if (!(name in modules)) throw new Error(`the suite requires ${name}, which the shim does not provide`);
    return modules[name];
  };
  const tests = [];
  let prefix = '';
  const describe = (name, body) => {
    const outer = prefix;
    prefix = `${outer}${name} `;
    body();
    prefix = outer;
  };
  const it = (name, body) => tests.push([`${prefix}${name}`, name, body]);
  new Function('require', 'describe', 'it', readFileSync(SUITE, 'utf8'))(load, describe, it);
  return tests;
}

/** Runs each test of the suite against `robotsParser`: `[full name, name, failed assertions]`,
 * where a test that throws has failed with `threw …`. */
function run(robotsParser) {
  const failed = [];
  return suite(robotsParser, failed).map(([full, name, body]) => {
    failed.length = 0;
    try {
      body();
    } catch (e) {
      failed.push(`threw ${e}`);
    }
    return [full, name, [...failed]];
  });
}

test('the shim: robots-parser 3.0.1 passes its whole suite through it', () => {
  const results = run(require('robots-parser'));
  assert.equal(results.length, 41, 'the suite of robots-parser 3.0.1 has 41 tests');
  assert.deepEqual(
    results.filter(([, , failed]) => failed.length),
    [],
  );
  // And it does fail: a parser that allows everything fails the disallow checks, and one
  // without methods throws.
  const allowAll = () => ({ isAllowed: () => true, isDisallowed: () => false });
  const failures = Object.fromEntries(run(allowAll).map(([, name, failed]) => [name, failed]));
  assert.deepEqual(failures['should parse the disallow directive'], Array(3).fill('false → true'));
  assert.match(failures['should parse the host directive'][0], /^threw TypeError/);
});

for (const [how, robotsParser] of [
  ['require', require('robots-playground/robots-parser')],
  ['import', esmParser],
]) {
  const results = run(robotsParser);
  test(`${how}: every test of the suite is run`, () => {
    assert.equal(results.length, 41);
    const names = results.map(([, name]) => name);
    assert.deepEqual(
      Object.keys(EXPECTED).filter((n) => !names.includes(n)),
      [],
      'EXPECTED names tests of the suite',
    );
  });
  for (const [full, name, failed] of results) {
    const expected = EXPECTED[name];
    test(`${how}: ${full}${expected ? ' (expected to differ)' : ''}`, () => {
      assert.deepEqual(failed, expected?.failed ?? [], expected ? `expected: ${expected.why}` : 'a test of robots-parser that must pass');
    });
  }
}

test('the counts: 34 of 41 pass, 7 differ as listed', () => {
  const results = run(esmParser);
  assert.equal(results.filter(([, , failed]) => failed.length === 0).length, 34);
  assert.equal(Object.keys(EXPECTED).length, 7);
});
