// `npm test`: typecheck, lint, unit + API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL
// is set), a production build, then the browser tests in the system Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(label);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

run('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
// common and the widget schemas run in both places, the server in Node only: neither may lean on the DOM.
run('typecheck without the DOM: common and widget schemas', bin('tsc'), [
  '--noEmit',
  '-p',
  'tsconfig.isomorphic.json',
]);
run('typecheck without the DOM: server', bin('tsc'), ['--noEmit', '-p', 'tsconfig.server.json']);
run('import layers', 'node', ['scripts/import-graph.mjs']);
run('lint', bin('biome'), ['ci', '.']);

fs.mkdirSync('test-results', { recursive: true });
const vitestJson = 'test-results/vitest.json';
fs.rmSync(vitestJson, { force: true });
run('unit and API tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  const byDialect = { sqlite: 0, postgres: 0 };
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'passed') passed += 1;
      else if (test.status === 'failed') failed += 1;
      else skipped += 1;
      const suite = test.ancestorTitles.join(' ');
      if (test.status === 'passed' && / on sqlite\b/.test(suite)) byDialect.sqlite += 1;
      if (test.status === 'passed' && / on postgres\b/.test(suite)) byDialect.postgres += 1;
    }
  }
  console.log(`\nAPI tests passed on SQLite: ${byDialect.sqlite}; on PostgreSQL: ${byDialect.postgres}`);
  if (!process.env.TEST_DATABASE_URL)
    console.log('(set TEST_DATABASE_URL=postgres://… to run them on PostgreSQL too)');
} else {
  failed += 1;
}

// Same search as test/e2e/support/chromium.ts: the system Chromium, never a downloaded one.
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && fs.existsSync(candidate),
);
if (!chromium) {
  const notice =
    'NO CHROMIUM FOUND: the browser tests were NOT run. Install it (apt-get install chromium) or set CHROMIUM_PATH.';
  console.log(`\n${'!'.repeat(notice.length)}\n${notice}\n${'!'.repeat(notice.length)}`);
  if (process.env.CI) problems.push('browser tests (no Chromium in CI)');
} else if (run('build', 'node', ['scripts/build.mjs'])) {
  const e2eJson = 'test-results/e2e.json';
  fs.rmSync(e2eJson, { force: true });
  run('browser tests', bin('playwright'), ['test'], { CHROMIUM_PATH: chromium });
  const e2e = readJson(e2eJson);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
  } else {
    failed += 1;
  }
}

console.log(problems.length ? `\nFailed steps: ${problems.join(', ')}` : '\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(problems.length || failed ? 1 : 0);
