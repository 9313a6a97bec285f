// Bundles the playground page (www/src) into www/dist: index.html, app.js, worker.js, styles.css and
// the engine's .wasm copied from the npm package in web/pkg. Prints the first-load size.
//
//   node www/build.mjs            (run by `cargo xtask build` after web/pkg is built)
//
// ROBOTS_PKG=<dir> points at another build of the package (development only).
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import MarkdownIt from 'markdown-it';
import { buildElement, elementEntries } from './build-element.mjs';

const www = dirname(fileURLToPath(import.meta.url));
const dist = join(www, 'dist');
const pkg = resolve(process.env.ROBOTS_PKG || join(www, '..', 'web', 'pkg'));

/** The first load must stay under this many gzipped bytes; why it is what it is: docs/performance.md, Sizes. */
const BUDGET = 300.5 * 1000;

function fail(message) {
  console.error(`www/build.mjs: ${message}`);
  process.exit(1);
}

if (!existsSync(join(pkg, 'package.json'))) {
  fail(`no npm package at ${pkg}: run \`cargo xtask build\` first`);
}

/** An entry of the package (`./full`: the page lints and lists the catalog; `./logs`: the
 * access-log panel's worker): its exports[] with the `browser` condition. */
function browserEntry(dir, sub = './full') {
  const meta = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  let e = meta.exports?.[sub];
  while (e && typeof e === 'object') e = e.browser ?? e.import ?? e.default;
  if (typeof e !== 'string') fail(`${dir}/package.json names no browser entry for ${sub}`);
  return join(dir, e);
}
const entry = browserEntry(pkg);
const logsEntry = browserEntry(pkg, './logs');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  // ROBOTS_NO_MINIFY=1 keeps names readable in a CPU profile (such a build is over the first-load budget).
  minify: !process.env.ROBOTS_NO_MINIFY,
  legalComments: 'none',
  conditions: ['browser'],
  alias: { 'robots-playground/full': entry },
  logLevel: 'warning',
};

try {
  await build({
    ...common,
    // The worker analyses large files; it is loaded only when one is opened.
    entryPoints: { app: join(www, 'src', 'main.js'), worker: join(www, 'src', 'worker.js'), ...elementEntries },
    splitting: true, // <robots-playground> shares CodeMirror and the engine with app.js
    outdir: dist,
    sourcemap: false,
  });
  await build({ ...common, entryPoints: { styles: join(www, 'styles.css') }, outdir: dist });
  // The access-log panel's worker loads the logs entry (its own wasm, not in the first load).
  await build({
    ...common,
    alias: { ...common.alias, 'robots-playground/logs': logsEntry },
    entryPoints: { 'logs-worker': join(www, 'src', 'logs-worker.js') },
    outdir: dist,
  });
} catch (e) {
  fail(`esbuild failed: ${e.message}`);
}

// The package's browser entry loads its .wasm from `new URL('./x.wasm', import.meta.url)`;
// in the bundle, import.meta.url is app.js, so the .wasm goes next to it.
const wasm = readdirSync(dirname(entry)).filter((f) => f.endsWith('.wasm'));
for (const f of wasm) {
  copyFileSync(join(dirname(entry), f), join(dist, f));
}
if (wasm.length === 0 && !process.env.ROBOTS_PKG) fail(`no .wasm file in ${pkg}`);
for (const f of readdirSync(dirname(logsEntry)).filter((f) => f.endsWith('.wasm')))
  copyFileSync(join(dirname(logsEntry), f), join(dist, f));

copyFileSync(join(www, 'index.html'), join(dist, 'index.html'));
writeFileSync(join(dist, 'lint.html'), lintPage(readFileSync(join(www, '..', 'docs', 'lint.md'), 'utf8')));
// The package's element files go to a folder of their own, which `cargo xtask build` copies
// into web/pkg: only xtask writes the package.
const out = resolve(process.env.ROBOTS_ELEMENT_OUT || join(www, '..', 'target', 'xtask', 'element'));
await buildElement({ common, dist, pkg, out }).catch((e) => fail(`element build failed: ${e.message}`));

// chunk-*.js: code shared with <robots-playground> (code splitting); the first load counts the
// chunks app.js imports statically (transitively), not the element's lazily imported ones.
const imported = new Set();
const walk = (file) => {
  if (imported.has(file) || !existsSync(join(dist, file))) return;
  imported.add(file);
  for (const m of readFileSync(join(dist, file), 'utf8').matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) walk(m[1]);
};
walk('app.js');
const firstLoad = ['index.html', 'styles.css', ...wasm, ...imported];
let total = 0;
const parts = firstLoad.map((f) => {
  const gz = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  total += gz;
  return `${f} ${(gz / 1000).toFixed(1)} kB`;
});
writeFileSync(join(dist, 'size.json'), JSON.stringify({ firstLoadGzip: total, files: firstLoad }) + '\n');
console.log(`www/dist: first load ${(total / 1000).toFixed(1)} kB gzipped (${parts.join(', ')}); budget ${BUDGET / 1000} kB`);
if (total > BUDGET) fail(`first load ${total} B gzipped is over the ${BUDGET} B budget`);

/**
 * docs/lint.md as the page's lint reference (the diagnostics' "Explain" links go to its
 * anchors): no script, nothing fetched; links to other Markdown files of the repository,
 * which the site does not serve, become plain text.
 * @param {string} markdown
 */
function lintPage(markdown) {
  const md = new MarkdownIt({ html: true });
  const link = md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  const close = md.renderer.rules.link_close ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  /** Whether each open link was dropped, so that its close is dropped too. */
  const dropped = [];
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const href = tokens[i].attrGet('href') ?? '';
    dropped.push(/^[^:#]*\.md(#|$)/.test(href));
    return dropped.at(-1) ? '' : link(tokens, i, options, env, self);
  };
  md.renderer.rules.link_close = (tokens, i, options, env, self) => (dropped.pop() ? '' : close(tokens, i, options, env, self));
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
  <meta name="color-scheme" content="light dark">
  <title>Lint rules — Robots Playground</title>
  <link rel="icon" href="data:,">
  <style>
    body { font: 1rem/1.5 system-ui, sans-serif; max-width: 46rem; margin: 0 auto; padding: 1rem; }
    pre { background: color-mix(in srgb, currentColor 8%, transparent); padding: 0.6rem; overflow-x: auto; }
    code { font-family: ui-monospace, monospace; font-size: 0.92em; }
    h3 { margin-top: 2rem; }
    h3:has(:target) { outline: 3px solid Highlight; outline-offset: 4px; }
  </style>
</head>
<body>
<p><a href="./">← Robots Playground</a></p>
${md.render(markdown)}</body>
</html>
`;
}
