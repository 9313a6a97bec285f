// The element's `expect` attribute (issue 24): expectations in the command line's format,
// checked on every edit, listed under the verdicts (✓ / ✗ with the line that decides now),
// the deciding line of a failing one marked in the file, and the report in `robots-verdict`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { editWidget, openInPackage, setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

test('expectations are checked, listed, marked in the file and reported; an edit checks them again', async () => {
  const { page, errors, close } = await openInPackage(
    env.browser,
    `<script type="module" src="robots-playground.define.js"></script>
        <robots-playground agent="GPTBot" urls="/private/x" expect="blocked GPTBot /private/x line 2&#10;allowed Googlebot /private/x&#10;oops"><script type="text/plain">
          User-agent: *
          Disallow: /private/
        </script></robots-playground>`,
  );
  try {
    const listed = () =>
      page.$eval('robots-playground', (e) =>
        [...(e.shadowRoot?.querySelectorAll('[part="expectations"] li') ?? [])].map((li) => [li.getAttribute('data-pass'), li.textContent]),
      );
    await page.waitForFunction(
      () => document.querySelector('robots-playground').shadowRoot?.querySelectorAll('[part="expectations"] li').length === 3,
      null,
      { timeout: 20000 },
    );
    assert.deepEqual(await listed(), [
      ['true', '✓ GPTBot may not fetch /private/x · line 2'],
      ['false', '✗ Googlebot may fetch /private/x: got blocked, by line 2'],
      [null, 'Expectation line 3: starts with "oops": an expectation starts with allowed or blocked'],
    ]);
    assert.deepEqual(
      await page.$eval('robots-playground', (e) => [...e.shadowRoot.querySelectorAll('[data-expect-fail]')].map((l) => l.textContent)),
      ['Disallow: /private/'],
    );
    const report = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const el = document.querySelector('robots-playground');
          el.addEventListener('robots-verdict', (e) => resolve(e.detail.expectations), { once: true });
          el.setAttribute('expect', 'allowed Googlebot /public/');
        }),
    );
    assert.deepEqual([report.passed, report.failed, report.results[0].line], [1, 0, 0]);
    assert.deepEqual(await page.$eval('robots-playground', (e) => e.shadowRoot.querySelectorAll('[data-expect-fail]').length), 0);

    // An edit in the file: the expectation fails, and its line is marked in the editor.
    await editWidget(page, 'robots-playground');
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('User-agent: *\nDisallow: /\n');
    await page.waitForFunction(
      () =>
        document.querySelector('robots-playground').shadowRoot.querySelector('[part="expectations"] li')?.getAttribute('data-pass') ===
        'false',
    );
    assert.deepEqual(await listed(), [['false', '✗ Googlebot may fetch /public/: got blocked, by line 2']]);
    await page.waitForFunction(
      () => document.querySelector('robots-playground').shadowRoot.querySelector('.cm-expect-fail')?.textContent === 'Disallow: /',
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('20,000 expectations: 500 listed, the failing ones first, with a count of the rest', async () => {
  const { page, errors, close } = await openInPackage(
    env.browser,
    `<script type="module" src="robots-playground.define.js"></script>
        <robots-playground agent="GPTBot" urls="/private/x"><script type="text/plain">
          User-agent: *
          Disallow: /private/
        </script></robots-playground>`,
  );
  try {
    await page.waitForFunction(() => document.querySelector('robots-playground').verdicts?.length === 1, null, { timeout: 20000 });
    // Every 1,000th expectation fails (20 of them), and 600 lines are not expectations.
    const lines = Array.from({ length: 20_000 }, (_, i) => `${i % 1000 === 999 ? 'allowed' : 'blocked'} GPTBot /private/p${i}`);
    lines.push(...Array.from({ length: 600 }, (_, i) => `maybe GPTBot /x${i}`));
    const report = await page.evaluate(
      (text) =>
        new Promise((resolve) => {
          const el = document.querySelector('robots-playground');
          el.addEventListener('robots-verdict', (e) => resolve(e.detail.expectations), { once: true });
          el.setAttribute('expect', text);
        }),
      lines.join('\n'),
    );
    assert.deepEqual([report.results.length, report.failed, report.errors.length], [20_000, 20, 600]);
    const items = await page.$eval('robots-playground', (e) =>
      [...e.shadowRoot.querySelectorAll('[part="expectations"] li')].map((li) => [li.dataset.pass ?? li.className, li.textContent]),
    );
    const listed = items.filter(([kind]) => kind === 'true' || kind === 'false');
    assert.equal(listed.length, 500);
    assert.deepEqual(
      listed.slice(0, 21).map(([pass]) => pass),
      [...Array(20).fill('false'), 'true'],
    );
    assert.ok(items.some(([, text]) => text === 'Listed: 500 of 20,000 expectations, the failing ones first (20 failing).'));
    assert.equal(items.filter(([, text]) => text.startsWith('Expectation line ')).length, 500);
    assert.equal(items.at(-1)[1], '… and 100 more lines that are not expectations.');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
