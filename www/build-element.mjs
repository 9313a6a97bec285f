// Bundles the <robots-playground> element (www/src/element).
//
// - www/dist: `elementEntries` join the page's own esbuild build (code splitting), so the
//   standalone robots-playground.element.js (class + registration) shares the engine with
//   app.js through common chunks, and CodeMirror through the chunk its dynamic import() of
//   the editor loads (only when the user starts editing). `buildElement` then copies
//   embed.html, its stylesheet, a sample robots.txt and the element's .d.ts, and prints the
//   widget's sizes.
// - the package (`out`, which `cargo xtask build` copies into web/pkg, the package's one
//   writer): robots-playground.element.js (the class, registers nothing) and
//   robots-playground.define.js (registers it; exports `define(tagName)`), each with its
//   .d.ts, for the package's `./element` and `./define` exports, built with code splitting:
//   CodeMirror (bundled in: the package has no dependencies) is in the chunks
//   robots-playground.element.chunk-*.js that the dynamic import() of the editor loads. The
//   engine is the package's own full entry, less its robots-parser façade: ./full/browser-core.js.
// - both: robots-playground.element.worker.js, the worker for large values, self-contained
//   (its wasm inlined), so that it runs wherever a bundler or a host puts it.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const www = dirname(fileURLToPath(import.meta.url));
const src = join(www, 'src', 'element');

/** The element's entry in the site build, next to the page's `app`. */
export const elementEntries = { 'robots-playground.element': join(src, 'standalone.js') };

/** The widget's budget: the JS and wasm a page that embeds it loads before any edit, gzipped; the build fails past it. Why it is what it is: docs/performance.md, Sizes. */
const BUDGET = 169.5 * 1000;

/**
 * @param {{ common: import('esbuild').BuildOptions, dist: string, pkg: string, out: string }} opts
 *   `common`: the page's esbuild options; `dist`: www/dist; `pkg`: the npm package folder, read
 *   only; `out`: the folder for the package's element files, emptied first
 */
export async function buildElement({ common, dist, pkg, out }) {
  const { alias: _alias, ...options } = common;
  // In the package, the engine is the package itself and define.js imports the class file.
  const packageImports = {
    name: 'package-imports',
    setup(b) {
      b.onResolve({ filter: /^robots-playground\/full$/ }, () => ({ path: './full/browser-core.js', external: true }));
      b.onResolve({ filter: /^\.\/element\.js$/ }, (args) =>
        args.importer.endsWith('define.js') ? { path: './robots-playground.element.js', external: true } : undefined,
      );
    },
  };
  // The chunks of an earlier build would stay in the package's `files`.
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    ...options,
    splitting: true,
    chunkNames: 'robots-playground.element.[name]-[hash]',
    entryPoints: { 'robots-playground.element': join(src, 'element.js'), 'robots-playground.define': join(src, 'define.js') },
    outdir: out,
    plugins: [packageImports],
  });
  for (const name of ['robots-playground.element.d.ts', 'robots-playground.define.d.ts']) {
    copyFileSync(join(src, name), join(out, name));
  }

  // The worker the widgets share for large values: one file with nothing to import, the engine's
  // wasm inside it (the full entry's inline form), the same in the package and the site. Vite
  // and webpack bundle it from the element's `new Worker(new URL(…))`; an app that copies it
  // next to its bundle (esbuild, Rollup: they leave that line alone) or a page that loads the
  // element from another site (a blob: worker imports it) needs it to run alone.
  await build({
    ...options,
    alias: { 'robots-playground/full': join(pkg, 'full', 'inline.js') },
    entryPoints: { 'robots-playground.element.worker': join(src, 'worker.js') },
    outdir: out,
  });
  // The glue's default wasm URL, never used here (the wasm is inside), would send webpack
  // looking for a file the worker does not need: it goes.
  const workerFile = join(out, 'robots-playground.element.worker.js');
  const worker = readFileSync(workerFile, 'utf8');
  const wasmUrl = /new URL\(\s*["']robots-playground-full_bg\.wasm["']\s*,\s*import\.meta\.url\s*\)/g;
  if (!wasmUrl.test(worker)) throw new Error("the element's worker no longer names the wasm as expected: update build-element.mjs");
  writeFileSync(workerFile, worker.replace(wasmUrl, 'void 0'));
  copyFileSync(workerFile, join(dist, 'robots-playground.element.worker.js'));
  copyFileSync(join(www, 'embed.html'), join(dist, 'embed.html'));
  copyFileSync(join(src, 'embed.css'), join(dist, 'embed.css'));
  copyFileSync(join(src, 'example-robots.txt'), join(dist, 'example-robots.txt'));
  // The site's standalone file holds the class and `define`; its types import the package's.
  const types = readFileSync(join(src, 'robots-playground.element.d.ts'), 'utf8').replace("from './index.js'", "from 'robots-playground'");
  const define = readFileSync(join(src, 'robots-playground.define.d.ts'), 'utf8').replace(/^(\/\/.*\n|export \*.*\n)*/, '');
  writeFileSync(join(dist, 'robots-playground.element.d.ts'), `${types}\n${define}`);

  const site = report([dist], 'robots-playground.element.js');
  // The package's element files import the package's own (./full/browser-core.js).
  const npm = report([out, pkg], 'robots-playground.element.js');
  const line = (r) => `${(r.total / 1000).toFixed(1)} kB (${r.parts.join(', ')})`;
  for (const [where, r] of [
    ['www/dist', site],
    ['web/pkg', npm],
  ]) {
    console.log(`${where}: <robots-playground> before any edit, JS + wasm ${line(r.first)}; budget ${BUDGET / 1000} kB`);
    console.log(`${where}: <robots-playground> editing adds (CodeMirror, loaded when the user starts editing) ${line(r.editing)}`);
    console.log(`${where}: <robots-playground> expanded mode adds (the decision diagram) ${line(r.diagram)}`);
  }
  // Past the budget the build fails, as the page's does (www/build.mjs).
  for (const [where, r] of [
    ['www/dist', site],
    ['web/pkg', npm],
  ]) {
    if (r.first.total > BUDGET) {
      throw new Error(
        `${where}: <robots-playground> loads ${r.first.total} B gzipped before any edit, over its ${BUDGET} B budget (issue 6)`,
      );
    }
  }
}

/**
 * Gzipped sizes of what a page that embeds the widget loads: `first`, `entry`, the modules
 * it imports statically (transitively) and the .wasm; `editing` and `diagram`, what the
 * dynamic import() of the editor (editing-*.js) or of the diagram (model-*.js, svg-*.js)
 * adds to that: the imported module and what it imports statically that `first` lacks.
 */
function report(dirs, entry) {
  /** Where `file` is: the first of `dirs` that has it. */
  const at = (file) => join(dirs.find((d) => existsSync(join(d, file))) ?? dirs[0], file);
  const walk = (start, seen, lazy) => {
    const visit = (file) => {
      if (seen.has(file) || !existsSync(at(file))) return;
      seen.add(file);
      const text = readFileSync(at(file), 'utf8');
      // Names are relative to the importing file (the package's element imports ./full/browser-core.js).
      const rel = (name) => posix.join(posix.dirname(file), name);
      for (const m of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(rel(m[1]));
      for (const m of text.matchAll(/import\(\s*["']\.\/([^"']+\.js)["']\s*\)/g)) lazy.add(rel(m[1]));
      for (const m of text.matchAll(/["']\.\/([^"']+\.wasm)["']/g)) seen.add(rel(m[1]));
    };
    for (const f of start) visit(f);
    return seen;
  };
  const lazy = new Set();
  const first = walk([entry], new Set(), lazy);
  if (![...first].some((f) => f.endsWith('.wasm'))) first.add('robots-playground_bg.wasm');
  // The worker for large values (a `new URL(…)`, not an import) is counted in neither.
  const adds = (re) =>
    [
      ...walk(
        [...lazy].filter((f) => re.test(f)),
        new Set(first),
        new Set(),
      ),
    ].filter((f) => !first.has(f));
  const sizes = (files) => {
    let total = 0;
    const parts = files
      .filter((f) => existsSync(at(f)))
      .map((f) => {
        const gz = gzipSync(readFileSync(at(f)), { level: 9 }).length;
        total += gz;
        return `${f} ${(gz / 1000).toFixed(1)} kB`;
      });
    return { total, parts };
  };
  return { first: sizes([...first]), editing: sizes(adds(/(^|\.)editing-/)), diagram: sizes(adds(/(^|\.)(model|svg)-/)) };
}
