// Bundles the <robots-playground> element (www/src/element).
//
// - www/dist: `elementEntries` join the page's own esbuild build (code splitting), so the
//   standalone robots-playground.element.js (class + registration) shares CodeMirror and the
//   engine with app.js through a common chunk. `buildElement` then copies embed.html, its
//   stylesheet, a sample robots.txt and the element's .d.ts, and prints the widget's size.
// - web/pkg: robots-playground.element.js (the class, registers nothing) and
//   robots-playground.define.js (registers it; exports `define(tagName)`), each with its
//   .d.ts, for the package's `./element` and `./define` exports. CodeMirror is bundled in
//   (the package has no dependencies); the engine is the package's own ./browser.js.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const www = dirname(fileURLToPath(import.meta.url));
const src = join(www, 'src', 'element');

/** The element's entry in the site build, next to the page's `app`. */
export const elementEntries = { 'robots-playground.element': join(src, 'standalone.js') };

/** The widget's budget: its JS and the wasm, gzipped (issue 6). */
const BUDGET = 120 * 1000;

/**
 * @param {{ common: import('esbuild').BuildOptions, dist: string, pkg: string }} opts
 *   `common`: the page's esbuild options; `dist`: www/dist; `pkg`: the npm package folder
 */
export async function buildElement({ common, dist, pkg }) {
  const { alias: _alias, ...options } = common;
  // In the package, the engine is the package itself and define.js imports the class file.
  const packageImports = {
    name: 'package-imports',
    setup(b) {
      b.onResolve({ filter: /^robots-playground$/ }, () => ({ path: './browser.js', external: true }));
      b.onResolve({ filter: /^\.\/element\.js$/ }, (args) =>
        args.importer.endsWith('define.js') ? { path: './robots-playground.element.js', external: true } : undefined,
      );
    },
  };
  await build({
    ...options,
    entryPoints: {
      'robots-playground.element': join(src, 'element.js'),
      'robots-playground.define': join(src, 'define.js'),
      'robots-playground.element.worker': join(src, 'worker.js'),
    },
    outdir: pkg,
    plugins: [packageImports],
  });
  for (const name of ['robots-playground.element.d.ts', 'robots-playground.define.d.ts']) {
    copyFileSync(join(src, name), join(pkg, name));
  }

  // The worker the widgets share for large values is the page's worker.js, under the name
  // the element asks for (the same name as in the package).
  copyFileSync(join(dist, 'worker.js'), join(dist, 'robots-playground.element.worker.js'));
  copyFileSync(join(www, 'embed.html'), join(dist, 'embed.html'));
  copyFileSync(join(src, 'embed.css'), join(dist, 'embed.css'));
  copyFileSync(join(src, 'example-robots.txt'), join(dist, 'example-robots.txt'));
  // The site's standalone file holds the class and `define`; its types import the package's.
  const types = readFileSync(join(src, 'robots-playground.element.d.ts'), 'utf8').replace("from './index.js'", "from 'robots-playground'");
  const define = readFileSync(join(src, 'robots-playground.define.d.ts'), 'utf8').replace(/^(\/\/.*\n|export \*.*\n)*/, '');
  writeFileSync(join(dist, 'robots-playground.element.d.ts'), `${types}\n${define}`);

  const site = report(dist, 'robots-playground.element.js');
  const npm = report(pkg, 'robots-playground.element.js');
  const line = (r) => `${(r.total / 1000).toFixed(1)} kB (${r.parts.join(', ')})`;
  console.log(`www/dist: <robots-playground> JS + wasm ${line(site)}; budget ${BUDGET / 1000} kB`);
  console.log(`web/pkg: <robots-playground> JS + wasm ${line(npm)}`);
  for (const r of [site, npm]) {
    if (r.total > BUDGET) console.warn(`  over the widget budget by ${((r.total - BUDGET) / 1000).toFixed(1)} kB gzipped`);
  }
}

/** Gzipped sizes of `entry`, the modules it imports statically (transitively) and the .wasm. */
function report(dir, entry) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file) || !existsSync(join(dir, file))) return;
    seen.add(file);
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) walk(m[1]);
    for (const m of text.matchAll(/["']\.\/([^"']+\.wasm)["']/g)) seen.add(m[1]);
  };
  walk(entry);
  if (![...seen].some((f) => f.endsWith('.wasm'))) seen.add('robots-playground_bg.wasm');
  let total = 0;
  const parts = [...seen].filter((f) => existsSync(join(dir, f))).map((f) => {
    const gz = gzipSync(readFileSync(join(dir, f)), { level: 9 }).length;
    total += gz;
    return `${f} ${(gz / 1000).toFixed(1)} kB`;
  });
  return { total, parts };
}
