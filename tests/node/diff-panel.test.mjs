// The comparison panel's words (issue 24), without a browser: the summary sentence puts
// crawlers with the same counts in one phrase, and the table's rows put flips that are alike
// for several crawlers (the same URL, answers and lines) in one row.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { flipRows, summarize } from '../../www/src/panels/diff.js';

const flip = (agent, url, before, after) => ({
  agent,
  url,
  before: { allowed: before[0], line: before[1] },
  after: { allowed: after[0], line: after[1] },
});

/** A comparison's answer over `agents` × `urlCount` URLs with these counts and flips. */
const brief = (agents, counts, flips = []) => ({
  agents,
  urlCount: 23,
  counts: counts.map(([agent, opened, closed]) => ({ agent, opened, closed })),
  total: counts.reduce((n, [, o, c]) => n + o + c, 0),
  flips,
});

test('crawlers with the same counts are one phrase, named up to three then counted', () => {
  const many = ['Googlebot', 'Bingbot', 'Applebot', 'DuckDuckBot', 'YandexBot'];
  const d = brief([...many, 'GPTBot'], [...many.map((a) => [a, 2, 0]), ['GPTBot', 37, 0]]);
  assert.equal(
    summarize(d),
    'This edit opens 37 URLs to GPTBot, opens 2 URLs to each of 5 crawlers (Googlebot, Bingbot, Applebot and 2 more) (47 flips over 6 crawlers × 23 URLs).',
  );
  const four = brief(
    many.slice(0, 4),
    many.slice(0, 4).map((a) => [a, 0, 1]),
  );
  assert.equal(
    summarize(four),
    'This edit closes 1 URL to each of 4 crawlers (Googlebot, Bingbot, Applebot and DuckDuckBot) (4 flips over 4 crawlers × 23 URLs).',
  );
});

test('opened and closed together, the most first, and the phrases past four counted as crawlers', () => {
  const d = brief(
    ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    [
      ['A', 1, 0],
      ['B', 0, 2],
      ['C', 3, 1],
      ['D', 5, 0],
      ['E', 0, 6],
      ['F', 1, 0],
      ['G', 0, 9],
    ],
  );
  assert.equal(
    summarize(d),
    'This edit closes 9 URLs to G, closes 6 URLs to E, opens 5 URLs to D, opens 3 URLs and closes 1 URL to C, and changes answers for 3 more crawlers (28 flips over 7 crawlers × 23 URLs).',
  );
  assert.equal(summarize(brief(['A'], [])), 'No answer changes: 1 crawler × 23 URLs compared.');
});

test('flips alike for several crawlers are one row, in the order rows first appear', () => {
  const rows = flipRows([
    flip('Googlebot', '/x?sessionid=', [false, 6], [true, 0]),
    flip('Googlebot', '/private', [false, 5], [true, 0]),
    flip('Bingbot', '/x?sessionid=', [false, 6], [true, 0]),
    flip('Bingbot', '/private', [false, 5], [true, 2]),
    flip('GPTBot', '/x?sessionid=', [false, 6], [true, 0]),
  ]);
  assert.deepEqual(
    rows.map((r) => [r.agents, r.url, r.before.line, r.after.line]),
    [
      [['Googlebot', 'Bingbot', 'GPTBot'], '/x?sessionid=', 6, 0],
      [['Googlebot'], '/private', 5, 0],
      [['Bingbot'], '/private', 5, 2],
    ],
    'the same URL decided by other lines now is another row',
  );
});
