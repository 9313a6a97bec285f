// `import robotsParser from 'robots-parser'` as robots-parser's users write it in a CommonJS
// project with `moduleResolution: node` (node10) and without `esModuleInterop`, where
// robots-parser's own types compile: changing the name must compile too. TypeScript emits
// `require(…).default(…)` here, which the CommonJS file has.
import robotsParser from 'robots-playground/robots-parser';
import type { RobotsParserFacade } from 'robots-playground/robots-parser';

const parser: RobotsParserFacade = robotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /a\n');
const allowed: boolean | undefined = parser.isAllowed('/a/b', 'Bot/1.0');
export { allowed };
