// `require('robots-playground/robots-parser')`: robots-parser's `module.exports`, typed as the
// ES module; `default` too, which a default import compiles to without esModuleInterop.
import type * as engine from './index.js' with { 'resolution-mode': 'import' };

declare namespace robotsParser {
  export type RobotsParserFacade = engine.RobotsParserFacade;
}
type Parse = typeof engine.robotsParser;
declare const robotsParser: Parse & { readonly default: Parse };
export = robotsParser;
