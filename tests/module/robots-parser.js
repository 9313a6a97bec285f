// Loaded by robots-parser.html's plain <script type="module">: the file the package's
// `robots-playground/robots-parser` names for browsers, by path. Its default export is
// robotsParser, which says so when called before `await init()`.
import robotsParser, { init } from '/pkg/robots-parser.browser.js';

const out = {};
try {
  try {
    robotsParser('https://example.com/robots.txt', '');
  } catch (e) {
    out.early = String(e);
  }
  await init();
  const p = robotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /a\n\nUser-agent: AdsBot-Google\nDisallow: /ads\n');
  out.answers = [
    p.isAllowed('https://example.com/a/b', 'Bot/1.0'),
    p.getMatchingLineNumber('/a'),
    p.isExplicitlyDisallowed('/ads', 'AdsBot-Google'),
    p.isExplicitlyDisallowed('/a', 'Bot'),
  ];
  out.wasm = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.endsWith('.wasm'));
  document.querySelector('#out').textContent = JSON.stringify(out);
} catch (e) {
  document.querySelector('#out').textContent = `error: ${e}`;
}
