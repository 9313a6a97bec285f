// `robots-playground/robots-parser` in Node, as an ES module: robots-parser's own shape, a
// default export that is `robotsParser(url, contents)`, so that switching is changing the
// package's name. node.js instantiates the engine when it is imported, so the function works
// at once. (`init` is there for code shared with browsers, where it loads the engine.)
export { default as init } from './node.js';
export { robotsParser as default } from './facade.js';
