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
