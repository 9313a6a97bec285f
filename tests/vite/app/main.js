// A tiny app that imports the package by its name, bundled by Vite (and its twin in ../lite).
import init, { Robots } from 'robots-playground';

init()
  .then(() => init())
  .then(() => {
    const v = new Robots('User-agent: *\nDisallow: /private/\n').check('bot', '/private/x');
    const d = new Robots('User-agent: *\nDisalow: /x\n').diagnostics().map((x) => x.id);
    document.querySelector('#out').textContent = JSON.stringify({ allowed: v.allowed, line: v.line, diagnostics: d });
  })
  .catch((e) => {
    document.querySelector('#out').textContent = `error: ${e}`;
  });
