// web/pkg has one writer, `cargo xtask build`: the page's build (www/build.mjs) reads the
// package and writes the element's package files to a folder of its own, which xtask copies in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = join(root, 'web', 'pkg');

/** Every file under `dir` with its modification time and size. */
function snapshot(dir, prefix = '') {
  const out = {};
  for (const e of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = join(prefix, e.name);
    if (e.isDirectory()) Object.assign(out, snapshot(dir, rel));
    else {
      const s = statSync(join(dir, rel));
      out[rel] = `${s.mtimeMs} ${s.size}`;
    }
  }
  return out;
}

test("the page's build writes nothing into web/pkg, and the element's files where it is told", () => {
  const out = mkdtempSync(join(tmpdir(), 'robots-element-'));
  try {
    const before = snapshot(pkg);
    execFileSync(process.execPath, [join(root, 'www', 'build.mjs')], {
      cwd: root,
      env: { ...process.env, ROBOTS_ELEMENT_OUT: out },
      stdio: 'pipe',
    });
    assert.deepEqual(snapshot(pkg), before, 'web/pkg changed');
    const written = readdirSync(out);
    for (const name of ['robots-playground.element.js', 'robots-playground.define.js', 'robots-playground.element.worker.js']) {
      assert.ok(written.includes(name), `${name} in ${written.join(', ')}`);
      // The same files xtask copied into the package.
      assert.equal(statSync(join(out, name)).size, statSync(join(pkg, name)).size, name);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
