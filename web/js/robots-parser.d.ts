// `import robotsParser from 'robots-playground/robots-parser'`: robots-parser's default export,
// answered by the Google-compatible engine.
import { robotsParser } from './index.js';

export type { RobotsParserFacade } from './index.js';
/** Loads the engine: needed in browsers before the first `robotsParser(…)`; in Node the engine
 * is loaded at import, and this resolves at once. */
export { default as init } from './index.js';
export default robotsParser;
