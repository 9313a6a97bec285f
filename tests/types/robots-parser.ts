// `robots-playground/robots-parser` as an ES module, as robots-parser's users import it: a
// default export, the same function as the main entry's `robotsParser`.
import robotsParser, { init, type RobotsParserFacade } from 'robots-playground/robots-parser';
import * as subpath from 'robots-playground/robots-parser';
import { robotsParser as named } from 'robots-playground';
import type { LooseKeys, None } from './no-any.js';

await init();
const parser: RobotsParserFacade = robotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /a\n');
const allowed: boolean | undefined = parser.isAllowed('/a/b', 'Bot/1.0');
const explicit: boolean | undefined = parser.isExplicitlyDisallowed('https://example.com/a', 'AdsBot-Google');
const line: number | undefined = parser.getMatchingLineNumber('/a');
const same: typeof named = robotsParser;
// @ts-expect-error isExplicitlyDisallowed needs its agent
parser.isExplicitlyDisallowed('/a');
// @ts-expect-error the answer may be undefined (another origin)
const sure: boolean = parser.isAllowed('/a');

// No export, and no method of what robotsParser returns, is typed `any`.
const exportsTyped: None<LooseKeys<typeof subpath>> = true;
const methodsTyped: None<LooseKeys<RobotsParserFacade>> = true;

export { allowed, explicit, line, same, sure, exportsTyped, methodsTyped };
