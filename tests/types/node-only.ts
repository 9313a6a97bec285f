// A Node-only TypeScript project: `lib: ["es2022"]`, no DOM and no @types/node, libraries
// checked (skipLibCheck false). The package's engine entries and the robots-parser subpath
// must compile there; the element, a DOM class, is for projects with the DOM lib.
import init, { Robots, robotsParser } from 'robots-playground';
import * as full from 'robots-playground/full';
import parse from 'robots-playground/robots-parser';

await init();
const r = new Robots('User-agent: *\nDisallow: /a\n');
const allowed: boolean = r.check('bot', '/a/b').allowed;
const lint = new full.Robots('User-agent: *\n').lint();
const same: boolean | undefined =
  robotsParser('https://e.com/robots.txt', '').isAllowed('/x') === parse('https://e.com/robots.txt', '').isAllowed('/x');
export { allowed, lint, same };
