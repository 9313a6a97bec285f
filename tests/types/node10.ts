// TypeScript before 7 with `moduleResolution: node` (node10), which reads no `exports`: the
// package's subpaths must still find their types (package.json `typesVersions`). Checked with
// TypeScript 5 (TypeScript 7 has no node10).
import { Robots } from 'robots-playground';
import { Robots as FullRobots, catalog } from 'robots-playground/full';
import robotsParser = require('robots-playground/robots-parser');
import type { RobotsPlayground } from 'robots-playground/element';

const allowed: boolean = new Robots('User-agent: *\n').check('bot', '/').allowed;
const lint = new FullRobots('User-agent: *\n').lint();
const n: number = catalog().length;
const p = robotsParser('https://example.com/robots.txt', '');
type Element = RobotsPlayground;
export { allowed, lint, n, p };
export type { Element };
