// `npm test`: typecheck, lint, unit + API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL
// is set), a production build, then the browser tests in the system Chromium. Chromium and
// Radicale are installed first where missing and this machine's package manager can (as root);
// otherwise the tests that need them are skipped by name (scripts/test-setup.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { trustTestCa } from '../test/support/test-ca.mjs';
import { ensurePrerequisites } from './test-setup.mjs';
import {
  closingLines,
  countNotRun,
  countPlaywright,
  countVitest,
  emptyTally,
  exitCode,
  slowestLines,
} from './test-summary.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
// The https fakes (test/fakes/push-service.ts) serve a certificate of a test CA; Node reads
// NODE_EXTRA_CA_CERTS only when a process starts, so it is set for every child this script starts.
trustTestCa();
const tally = emptyTally();
const failedSteps = [];
const stepTimes = [];

function finish(label, started, ok) {
  const seconds = Math.round((performance.now() - started) / 1000);
  stepTimes.push(`${label}: ${seconds}s`);
  console.log(`step ${label} took ${seconds}s`);
  if (!ok) failedSteps.push(label);
  return ok;
}

/** Runs a step with its output on the terminal as it comes. */
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return finish(label, started, result.status === 0);
}

/**
 * Runs steps at the same time, each one's output held back and printed whole when it ends: the
 * checks and the build are each mostly one core's work, and this machine has two.
 */
function runTogether(steps) {
  return Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => {
            output += chunk;
          });
          child.stderr.on('data', (chunk) => {
            output += chunk;
          });
          child.on('error', (error) => {
            output += `${error.message}\n`;
          });
          child.on('close', (code) => {
            console.log(`\n▶ ${label}\n${output.trimEnd()}`);
            resolve(finish(label, started, code === 0));
          });
        }),
    ),
  );
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const setupStarted = performance.now();
const prerequisites = ensurePrerequisites();
const setupSeconds = Math.round((performance.now() - setupStarted) / 1000);
console.log(`step set-up (Chromium, Radicale) took ${setupSeconds}s`);
stepTimes.push(`set-up: ${setupSeconds}s`);
countNotRun(tally, prerequisites.skipped);
// CI installs everything first (.ci/run): a skipped test there is a broken machine, not a choice.
if (process.env.CI && prerequisites.skipped.length) failedSteps.push('set-up (CI must run every test)');

// The build is for the browser tests, made now while the checks run.
// common and the widget schemas run in both places, the server in Node only: neither may lean on the DOM.
const [buildOk] = await runTogether([
  ...(prerequisites.chromium ? [['build', 'node', ['scripts/build.mjs']]] : []),
  ['typecheck', bin('tsc'), ['--noEmit', '-p', '.']],
  [
    'typecheck without the DOM: common and widget schemas',
    bin('tsc'),
    ['--noEmit', '-p', 'tsconfig.isomorphic.json'],
  ],
  ['typecheck without the DOM: server', bin('tsc'), ['--noEmit', '-p', 'tsconfig.server.json']],
  ['import layers', 'node', ['scripts/import-graph.mjs']],
  ['message catalogs and literal strings', 'node', ['scripts/i18n-check.mjs']],
  ['lint', bin('biome'), ['ci', '.']],
]);

fs.mkdirSync('test-results', { recursive: true });
const vitestJson = 'test-results/vitest.json';
fs.rmSync(vitestJson, { force: true });
run('unit and API tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
  ...prerequisites.skipRadicale.flatMap((file) => ['--exclude', file]),
]);
const vitest = readJson(vitestJson);
countVitest(tally, vitest);
if (vitest) {
  const byDialect = { sqlite: 0, postgres: 0 };
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      const suite = test.ancestorTitles.join(' ');
      if (test.status === 'passed' && / on sqlite\b/.test(suite)) byDialect.sqlite += 1;
      if (test.status === 'passed' && / on postgres\b/.test(suite)) byDialect.postgres += 1;
    }
  }
  console.log(`\nAPI tests passed on SQLite: ${byDialect.sqlite}; on PostgreSQL: ${byDialect.postgres}`);
  if (!process.env.TEST_DATABASE_URL)
    console.log('(set TEST_DATABASE_URL=postgres://… to run them on PostgreSQL too)');
}

let e2e = null;
if (prerequisites.chromium && buildOk) {
  const e2eJson = 'test-results/e2e.json';
  fs.rmSync(e2eJson, { force: true });
  run('browser tests', bin('playwright'), ['test'], { CHROMIUM_PATH: prerequisites.chromium });
  e2e = readJson(e2eJson);
  countPlaywright(tally, e2e);
}

console.log('');
for (const line of slowestLines(vitest, e2e)) console.log(line);

console.log(`\nStep times: ${stepTimes.join('; ')}`);
for (const line of closingLines(tally, failedSteps)) console.log(line);
process.exit(exitCode(tally, failedSteps));
