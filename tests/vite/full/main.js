// The same tiny app on the full entry, bundled by Vite.
import init, { Robots } from 'robots-playground/full';

init()
  .then(() => init())
  .then(() => {
    const r = new Robots('User-agent: *\nDisallow: /private/\n');
    const v = r.check('bot', '/private/x');
    const d = new Robots('User-agent: *\nDisalow: /x\n').diagnostics().map((x) => x.id);
    // lint(), which the default entry lacks: a `*` group closing the site still lets AdsBot in.
    const lint = new Robots('User-agent: *\nDisallow: /\n').lint().map((x) => x.id);
    document.querySelector('#out').textContent = JSON.stringify({ allowed: v.allowed, line: v.line, diagnostics: d, lint });
  })
  .catch((e) => {
    document.querySelector('#out').textContent = `error: ${e}`;
  });
