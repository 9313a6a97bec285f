// `robots-playground/robots-parser` in browsers and bundlers: robots-parser's default export,
// `robotsParser(url, contents)`. As with the package's main entry, `await init()` loads the
// engine first; before it, robotsParser() throws an Error that says so.
export { default as init } from './browser.js';
export { robotsParser as default } from './facade.js';
