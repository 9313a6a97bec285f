// The package under Jest (the devDependency `jest`), run without flags in a CommonJS project
// that has the package installed (a copy of web/pkg): tests/jest/package.test.cjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

test("a CommonJS project's Jest suite requires the package, its full entry and robots-parser subpath", () => {
  const app = `${root}target/xtask/jest-app/`;
  rmSync(app, { recursive: true, force: true });
  cpSync(`${root}tests/jest/`, app, { recursive: true });
  cpSync(`${root}web/pkg/`, `${app}node_modules/robots-playground/`, { recursive: true, dereference: true });
  writeFileSync(`${app}package.json`, JSON.stringify({ name: 'jest-app', private: true, scripts: { test: 'jest' } }));
  const jest = spawnSync(
    process.execPath,
    [`${root}node_modules/jest/bin/jest.js`, '--ci', '--rootDir', app, '--testMatch', '**/*.test.cjs', '--json'],
    { cwd: app, encoding: 'utf8' },
  );
  const report = JSON.parse(jest.stdout || '{}');
  const failures = (report.testResults ?? [])
    .flatMap((r) => [r.message, ...r.assertionResults.flatMap((a) => a.failureMessages)])
    .filter(Boolean);
  assert.equal(jest.status, 0, `jest exited ${jest.status}: ${failures.join('\n') || jest.stderr}`);
  assert.equal(report.numPassedTests, 3, jest.stderr);
  assert.equal(report.numFailedTests, 0);
});
