// `const { Robots } = require('robots-playground')` (or `robots-playground/full`): the entry's
// exports, loaded at require(), with `init` (and `default`) resolving at once. The types are
// the ES module's.
import type * as engine from './index.js' with { 'resolution-mode': 'import' };

declare const entry: typeof engine & { init: typeof engine.default };
export = entry;
