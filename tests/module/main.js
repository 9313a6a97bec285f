// Loaded by a plain <script type="module">, importing the package's full entry by path.
import init, { Robots, acceptedKeys, catalog, googleSizeLimit, lintRules, robotsParser, tokensFromUserAgent } from '/pkg/full/browser.js';

/** What `f` throws, as "Class: message", or '' when it returns. */
function thrown(f) {
  try {
    f();
    return '';
  } catch (e) {
    return `${e.constructor.name}: ${e.message}`;
  }
}

// Before init(): an Error that says what to do, not a TypeError from inside the glue.
const early = thrown(() => new Robots('User-agent: *\n'));
const earlyFunctions = [
  () => catalog(),
  () => lintRules(),
  () => tokensFromUserAgent('GPTBot/1.0'),
  () => acceptedKeys(),
  () => googleSizeLimit(),
].map(thrown);

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
  const freed = thrown(() => scoped.check('bot', '/'));
  document.querySelector('#out').textContent = JSON.stringify({
    allowed: v.allowed,
    line: v.line,
    many: m,
    facade: facade.isAllowed('https://example.com/a'),
    freed,
    early,
    earlyFunctions,
    // After init(), the same functions answer.
    later: [
      catalog().length > 50,
      lintRules().length > 10,
      tokensFromUserAgent('Mozilla/5.0 (compatible; GPTBot/1.2)').token,
      acceptedKeys()[0].key,
      googleSizeLimit(),
    ],
  });
} catch (e) {
  document.querySelector('#out').textContent = `error: ${e}`;
}
