// `robots-playground/robots-parser` for CommonJS: `const robotsParser = require(…)`, as with
// robots-parser itself. This is not the shipped file: xtask bundles it with the ES modules it
// requires (the façade, the guard, the glue; esbuild --format=cjs) into the package's
// robots-parser.cjs, so that Node never has to require() an ES module (Node 20 before 20.19
// cannot). The bundle carries its own copy of the glue, and so its own wasm instance.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { initSync } = require('./robots-playground.js');

initSync({ module: readFileSync(join(__dirname, 'robots-playground_bg.wasm')) });

const { robotsParser } = require('./facade.js');
// `import robotsParser from 'robots-playground/robots-parser'` compiled to CommonJS without
// `esModuleInterop` (as TypeScript's node10 projects compile it) calls `require(…).default`:
// the same function. (robots-parser's types promise that `default`, which its file lacks.)
robotsParser.default = robotsParser;
module.exports = robotsParser;
