// `robots-playground/robots-parser` from CommonJS, as robots-parser's users require it:
// `module.exports` is the function. (Checked under nodenext only: bundlers read ES modules.)
import robotsParser = require('robots-playground/robots-parser');

const parser: robotsParser.RobotsParserFacade = robotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /a\n');
const allowed: boolean | undefined = parser.isAllowed('/a/b', 'Bot/1.0');
const explicit: boolean | undefined = parser.isExplicitlyDisallowed('/a', 'AdsBot-Google');
// The CommonJS export is the function itself, and its `default` is the same function (for
// default imports compiled without esModuleInterop).
const viaDefault: robotsParser.RobotsParserFacade = robotsParser.default('https://example.com/robots.txt', '');
// @ts-expect-error the function takes the robots.txt's URL and its text
robotsParser.default('https://example.com/robots.txt');

export = { allowed, explicit, viaDefault };
