// Loaded by a plain <script type="module">, importing the package's browser entry by path.
import init, { Robots, robotsParser } from '/pkg/browser.js';

// Before init(): an Error that says what to do, not a TypeError from inside the glue.
let early = '';
try {
  new Robots('User-agent: *\n');
} catch (e) {
  early = `${e.constructor.name}: ${e.message}`;
}

try {
  await Promise.all([init(), init()]);
  await init();
  const robots = new Robots('User-agent: *\nDisallow: /private/\nAllow: /private/ok\n');
  const v = robots.check('bot', 'https://example.com/private/x');
  const m = robots.matcher('bot').allowedMany(['/private/ok', '/private/no']);
  const facade = robotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /a\n');
  // A `using` block frees its Robots at its end, even one already freed inside it.
  let scoped;
  {
    using r = new Robots('User-agent: *\nDisallow: /\n');
    scoped = r;
    r.check('bot', '/');
    r.free();
  }
  let freed = '';
  try {
    scoped.check('bot', '/');
  } catch (e) {
    freed = e.message;
  }
  document.querySelector('#out').textContent = JSON.stringify({
    allowed: v.allowed, line: v.line, many: m, facade: facade.isAllowed('https://example.com/a'), freed, early,
  });
} catch (e) {
  document.querySelector('#out').textContent = `error: ${e}`;
}
