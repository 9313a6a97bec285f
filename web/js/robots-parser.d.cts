// `const robotsParser = require('robots-playground/robots-parser')`: robots-parser's
// `module.exports`, answered by the Google-compatible engine. The types are the ES module's.
import type * as engine from './index.js' with { 'resolution-mode': 'import' };

declare namespace robotsParser {
  export type RobotsParserFacade = engine.RobotsParserFacade;
}
declare const robotsParser: typeof engine.robotsParser;
export = robotsParser;
