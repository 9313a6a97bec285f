// The same tiny app on the lite entry, bundled by Vite.
import init, { Robots } from 'robots-playground/lite';

init()
  .then(() => init())
  .then(() => {
    const r = new Robots('User-agent: *\nDisallow: /private/\n');
    const v = r.check('bot', '/private/x');
    const d = new Robots('User-agent: *\nDisalow: /x\n').diagnostics().map((x) => x.id);
    document.querySelector('#out').textContent = JSON.stringify({ allowed: v.allowed, line: v.line, diagnostics: d, lint: typeof r.lint });
  })
  .catch((e) => {
    document.querySelector('#out').textContent = `error: ${e}`;
  });
