// TypeScript before 7 with `moduleResolution: node` (node10), which reads no `exports`: the
// package's subpaths must still find their types (package.json `typesVersions`). Checked with
// TypeScript 5 (TypeScript 7 has no node10).
import { Robots } from 'robots-playground';
import { Robots as FullRobots, catalog } from 'robots-playground/full';
import robotsParser = require('robots-playground/robots-parser');
import type { RobotsPlayground } from 'robots-playground/element';
import initInline, { Robots as InlineRobots } from 'robots-playground/inline';
import { Robots as FullInlineRobots } from 'robots-playground/full/inline';

const allowed: boolean = new Robots('User-agent: *\n').check('bot', '/').allowed;
const lint = new FullRobots('User-agent: *\n').lint();
const n: number = catalog().length;
const p = robotsParser('https://example.com/robots.txt', '');
type Element = RobotsPlayground;
const loaded: Promise<void> = initInline();
const inlineLine: number = new InlineRobots('').check('bot', '/').line;
const inlineLint = new FullInlineRobots('').lint();
export { allowed, lint, n, p, loaded, inlineLine, inlineLint };
export type { Element };
