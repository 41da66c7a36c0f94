// Counts what `npm test` ran from the reports Vitest and Playwright write, for its closing line.
// A test file that failed to load (or ran no test) is a failure, and so is a browser test that
// passed only when retried: a run is green only when every test passed the first time.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export function emptyTally() {
  return { passed: 0, failed: 0, skipped: 0, failures: [], flaky: [], notRun: [] };
}

/** Adds a Vitest JSON report (`--reporter=json`); a missing report is one failure. */
export function countVitest(tally, report) {
  if (!report) {
    tally.failed += 1;
    tally.failures.push('unit and API tests: no report (Vitest did not finish)');
    return tally;
  }
  for (const file of report.testResults) {
    const name = path.relative(process.cwd(), file.name);
    let failedHere = 0;
    for (const test of file.assertionResults) {
      if (test.status === 'passed') tally.passed += 1;
      else if (test.status === 'failed') {
        tally.failed += 1;
        failedHere += 1;
        tally.failures.push(`${name} › ${test.fullName}`);
      } else tally.skipped += 1;
    }
    // The file itself failed (an import threw, a hook failed, it had no test): count it too.
    if (file.status === 'failed' && failedHere === 0) {
      tally.failed += 1;
      tally.failures.push(`${name} (the file failed: ${firstLine(file.message) || 'no test ran'})`);
    }
  }
  return tally;
}

/** Adds a Playwright JSON report; a missing report or an error outside any test is a failure. */
export function countPlaywright(tally, report) {
  if (!report) {
    tally.failed += 1;
    tally.failures.push('browser tests: no report (Playwright did not finish)');
    return tally;
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${file} › ${spec.title}`;
        if (test.status === 'expected') tally.passed += 1;
        else if (test.status === 'skipped') tally.skipped += 1;
        else if (test.status === 'flaky') {
          tally.failed += 1;
          tally.flaky.push(name);
        } else {
          tally.failed += 1;
          tally.failures.push(name);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  for (const error of report.errors ?? []) {
    tally.failed += 1;
    tally.failures.push(`browser tests: ${firstLine(error.message)}`);
  }
  return tally;
}

/** Test files that were not run at all (what they need is not installed): each counts as skipped. */
export function countNotRun(tally, files) {
  tally.skipped += files.length;
  tally.notRun.push(...files);
  return tally;
}

/** Where the time went: the slowest test files (Vitest) and browser tests (Playwright). */
export function slowestLines(vitestReport, playwrightReport, count = 8) {
  const lines = [];
  const files = (vitestReport?.testResults ?? [])
    .map((file) => ({ name: path.relative(process.cwd(), file.name), ms: file.endTime - file.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  if (files.length)
    lines.push('Slowest test files:', ...files.map(({ name, ms }) => `  ${seconds(ms)} ${name}`));
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        tests.push({
          name: `${file} › ${spec.title}`,
          ms: test.results.reduce((sum, r) => sum + r.duration, 0),
        });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of playwrightReport?.suites ?? []) walk(suite, suite.file ?? suite.title);
  tests.sort((a, b) => b.ms - a.ms);
  if (tests.length)
    lines.push(
      'Slowest browser tests:',
      ...tests.slice(0, count).map(({ name, ms }) => `  ${seconds(ms)} ${name}`),
    );
  return lines;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)}s`;

/** The closing lines of `npm test`, the last one `tests: N passed, N failed, N skipped`. */
export function closingLines(tally, failedSteps) {
  const lines = [];
  if (tally.failures.length) lines.push('Failed:', ...tally.failures.map((name) => `  ${name}`));
  if (tally.flaky.length)
    lines.push(
      'Flaky (failed, then passed when retried; counted as failed):',
      ...tally.flaky.map((n) => `  ${n}`),
    );
  if (tally.notRun.length)
    lines.push(
      'Not run (what they need is not installed; each counted as skipped):',
      ...tally.notRun.map((n) => `  ${n}`),
    );
  lines.push(failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.');
  lines.push(`tests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  return lines;
}

export function exitCode(tally, failedSteps) {
  return failedSteps.length || tally.failed ? 1 : 0;
}

function firstLine(text = '') {
  return stripVTControlCharacters(String(text)).trim().split('\n')[0].slice(0, 200);
}
