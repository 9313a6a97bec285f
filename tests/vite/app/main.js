// A tiny app that imports the package by its name, bundled by Vite (and its twin in ../full).
import init, { Robots } from 'robots-playground';

init()
  .then(() => init())
  .then(() => {
    const r = new Robots('User-agent: *\nDisallow: /private/\n');
    const v = r.check('bot', '/private/x');
    const d = new Robots('User-agent: *\nDisalow: /x\n').diagnostics().map((x) => x.id);
    // The package's guard.js survives the bundler's tree-shaking: a second free() does
    // nothing, and a freed object says so.
    r.free();
    r.free();
    let freed = '';
    try {
      r.check('bot', '/');
    } catch (e) {
      freed = e.message;
    }
    document.querySelector('#out').textContent = JSON.stringify({
      allowed: v.allowed,
      line: v.line,
      diagnostics: d,
      freed,
      lint: typeof r.lint,
    });
  })
  .catch((e) => {
    document.querySelector('#out').textContent = `error: ${e}`;
  });
