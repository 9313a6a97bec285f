// The page without storage: site data blocked (reading localStorage or sessionStorage throws),
// no storage at all, or a full one (every write throws QuotaExceededError). The page starts,
// shows a share link's file and its answer, and says that it cannot keep the work.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEFAULTS, encodeHash } from '../../www/src/state/state.js';
import { setup } from './browser.mjs';

let env;
before(async () => (env = await setup()));
after(() => env?.close());

const FILE = 'User-agent: ShareBot\nDisallow: /shared/\n';
const LINK = encodeHash({ ...DEFAULTS, text: FILE, agent: 'ShareBot', urls: 'https://e.com/shared/a' });

/** Scripts run before the page's own: each takes its storage away in one way. */
const STORAGE = {
  blocked: () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  },
  absent: () => {
    for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { configurable: true, value: undefined });
  },
  full: () => {
    Storage.prototype.setItem = () => {
      throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError');
    };
  },
};

const SAID = {
  blocked: /does not let the page keep your work: copy the link to keep it/,
  absent: /does not let the page keep your work: copy the link to keep it/,
  full: /could not keep your work \(its storage for this page is full\): copy the link to keep it/,
};

for (const [how, script] of Object.entries(STORAGE)) {
  test(`storage ${how}: the page starts with a link's file, answers, and says it cannot keep the work`, async () => {
    const context = await env.browser.newContext();
    try {
      await context.addInitScript(script);
      const { page, errors } = await env.open(LINK, { context });
      assert.equal(await page.evaluate(() => document.documentElement.dataset.restored), 'hash');
      const text = await page.$$eval('#editor .cm-line', (ls) => ls.map((l) => l.textContent).join('\n'));
      assert.equal(text, FILE.replace(/\n$/, '\n'));
      await page.waitForSelector('[data-testid="verdict"][data-allowed="false"]');
      assert.equal(await page.textContent('[data-testid="winner-line"]'), '2');
      const notice = await page.waitForSelector('[data-testid="notice"] [data-kind="save"]', { timeout: 15000 });
      assert.match(await notice.textContent(), SAID[how]);
      // What else reads or writes storage: the splitter, the matrix, a guide's example, the
      // comparison's earlier version and the state as the page is hidden (a reload).
      await page.focus('[data-testid="splitter"]');
      await page.keyboard.press('ArrowLeft');
      await page.click('[data-testid="matrix-panel"] summary');
      if (!(await page.$eval('[data-testid="guide"]', (d) => d.open))) await page.click('[data-testid="guide-toggle"]');
      await page.click('[data-example="tie"]');
      // The example's lesson is drawn once the guide's code has run: waited for, not sampled.
      await page.waitForSelector('[data-testid="lesson-back"]', { state: 'visible', timeout: 15000 });
      assert.equal(await page.isVisible('[data-testid="lesson-back"]'), true, 'the example is shown as a lesson');
      await page.click('[data-testid="lesson-back"]');
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.ready);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), 'true', await page.textContent('#status'));
      assert.deepEqual(
        errors.map((e) => e.message),
        [],
      );
    } finally {
      await context.close();
    }
  });
}
