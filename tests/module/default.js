// Loaded by default.html's plain <script type="module">: the package's default entry by path,
// and which wasm it fetched.
import init, * as base from '/pkg/browser.js';

try {
  await Promise.all([init(), init()]);
  const robots = new base.Robots('User-agent: *\nDisallow: /private/\nAllow: /private/ok\n');
  const v = robots.check('bot', 'https://example.com/private/x', { profile: 'GPTBot' });
  const m = robots.matcher('bot').allowedMany(['/private/ok', '/private/no']);
  const facade = base.robotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /a\n');
  const wasm = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.endsWith('.wasm'));
  document.querySelector('#out').textContent = JSON.stringify({
    allowed: v.allowed,
    line: v.line,
    token: v.token,
    many: m,
    facade: facade.isAllowed('https://example.com/a'),
    lint: typeof robots.lint,
    wasm,
    exports: Object.keys(base).sort(),
  });
} catch (e) {
  document.querySelector('#out').textContent = `error: ${e}`;
}
