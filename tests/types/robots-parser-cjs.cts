// `robots-playground/robots-parser` from CommonJS, as robots-parser's users require it:
// `module.exports` is the function. (Checked under nodenext only: bundlers read ES modules.)
import robotsParser = require('robots-playground/robots-parser');

const parser: robotsParser.RobotsParserFacade = robotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /a\n');
const allowed: boolean | undefined = parser.isAllowed('/a/b', 'Bot/1.0');
const explicit: boolean | undefined = parser.isExplicitlyDisallowed('/a', 'AdsBot-Google');
// @ts-expect-error the CommonJS export is the function itself, with no `default`
robotsParser.default;

export = { allowed, explicit };
