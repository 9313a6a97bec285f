// `robots-playground` and `robots-playground/full` for CommonJS: `const { Robots } =
// require(…)`. This is not the shipped file: xtask bundles it with the ES modules it requires
// (the glue, the guard, the façade; esbuild --format=cjs) into each entry's index.cjs, so that
// Node never has to require() an ES module (Node 20 before 20.19 cannot, nor Jest without
// flags). The bundle carries its own copy of the glue, and so its own wasm instance: a program
// that both imports and requires the package loads the engine twice.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const glue = require('./robots-playground.js');

glue.initSync({ module: readFileSync(join(__dirname, require('./wasm.js').wasmFile)) });

/** Loads the engine: it is loaded at require(); kept so the same code runs everywhere. */
const init = async () => {};

// The glue's exports with the entry's own functions (api.js), the guarded Robots and functions
// (guard.js) in place of the glue's.
// The guard's helpers (needLoaded, needsEngine, facadeAllowed, facadeRaw; wrapClass, for the logs entry's class) are not the package's API.
const { needLoaded, needsEngine, facadeAllowed, facadeRaw, wrapClass, ...guarded } = require('./guard.js');
module.exports = { ...require('./api.js'), ...guarded, robotsParser: require('./facade.js').robotsParser, init, default: init };
