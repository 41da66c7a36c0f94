import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './test/e2e/support/chromium';
import { scratchRoot } from './test/support/scratch';
import { trustTestCa } from './test/support/test-ca.mjs';

// One port for the run: workers inherit the environment of the process that loaded this file.
// Below Linux's ephemeral range (32768 and up), where any outgoing connection or a fake listening
// on port 0 may already hold a port; the test servers and fakes take fixed offsets up to +21.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 12_000));
// A second server whose new accounts are on the Core plan, for the plan-limit tests.
process.env.E2E_CORE_PORT ??= String(Number(process.env.E2E_PORT) + 1);
// The second server connects Google calendars through a fake of Google that a test starts on this port.
process.env.E2E_GOOGLE_PORT ??= String(Number(process.env.E2E_PORT) + 2);
// Where the servers keep their databases, so a test can put an account in a state no page can (a lapsed plan).
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(scratchRoot(), 'luno-e2e-'));
// The https fakes' test CA, for the servers started below (Node reads it at start only).
trustTestCa();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const coreURL = `http://127.0.0.1:${process.env.E2E_CORE_PORT}`;

export default defineConfig({
  testDir: 'test/e2e',
  // Files split across the two workers (one per core); a file's tests run in order in one worker.
  // Three workers were slower here (857 s against 702 s for the same suite).
  fullyParallel: false,
  workers: 2,
  // No retries: a test that passes only on a second try is a bug to fix, not a pass. Run with
  // --retries=N to hunt one; `npm test` then names it as flaky and fails.
  retries: 0,
  // A test's whole budget. Standalone the longest take ~15 s; on a loaded CI machine (two workers,
  // every write fsynced) a page load can take seconds, and 30 s was seen to run out mid-journey.
  timeout: 60_000,
  // How long an expectation waits for the page to get there. A loaded CI machine was seen taking
  // over 7 s to draw the landing page; nothing here measures speed (that is `npm run bench`).
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Traces and screenshots in a folder of their own: Playwright empties it at the start of a run,
  // and the Vitest report beside it must survive for the run's summary and timings.
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    // A page registers no service worker unless its file asks for one (`test.use({ serviceWorkers:
    // 'allow' })`, the files about offline and notifications): the app's worker fills its offline
    // cache on every first visit, and a fresh context is a first visit in every test. Blocked, the
    // same three files took a quarter less CPU and 14 % less time (docs/performance.md).
    serviceWorkers: 'block',
    // No trace unless asked for (`npx playwright test --trace retain-on-failure` to hunt a failure):
    // recording one for every action of every test, to keep only the failures', cost up to a seventh
    // of the suite's CPU, most of it in the browser's own process and the test workers
    // (docs/performance.md). A failed test still keeps its screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    { command: 'node test/e2e/support/serve.mjs', url: `${baseURL}/api/auth/status` },
    { command: 'node test/e2e/support/serve.mjs core', url: `${coreURL}/api/auth/status` },
  ].map((server) => ({
    ...server,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
