// Starts the built app for the browser tests: a free port chosen by the config, and a data dir of its
// own under the run's E2E_DATA_DIR. `serve.mjs core` starts the second server, whose new accounts are
// on the Core plan.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const core = process.argv[2] === 'core';
const runDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'luno-e2e-'));
const dataDir = path.join(runDir, core ? 'core' : 'main');
fs.rmSync(dataDir, { recursive: true, force: true });
const cleanup = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The last server out takes the run's folder with it; rmdir refuses while the other still has its own.
  try {
    fs.rmdirSync(runDir);
  } catch {}
};
process.on('exit', cleanup);

Object.assign(process.env, {
  PORT: core ? process.env.E2E_CORE_PORT : process.env.E2E_PORT,
  LUNO_DEFAULT_TIER: core ? 'core' : 'plus_forever',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Every test signs up from 127.0.0.1; the limits themselves are covered by the API tests.
  LUNO_AUTH_RATE_LIMIT: '10000',
  // Cheap password hashes for the accounts the tests make (refused when NODE_ENV=production).
  LUNO_PASSWORD_COST: 'test',
  // The calendar tests serve their feeds from this machine.
  LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1',
  // No browser test reaches the real weather service: weather.spec.ts runs a server of its own with the fake.
  LUNO_OPEN_METEO_BASE_URL: 'http://127.0.0.1:9',
  LUNO_OPEN_METEO_GEOCODING_BASE_URL: 'http://127.0.0.1:9',
  // The operators of the browser tests (support/accounts.ts `signUpOperator`): they see /app/admin.
  LUNO_ADMIN_EMAILS: ['a11y-laptop', 'a11y-phone', 'admin-laptop', 'admin-phone']
    .map((role) => `operator-${role}@example.com`)
    .join(','),
});
if (core) {
  // Google calendars, through the fake of Google the connection test starts (test/fakes/google-calendar.ts).
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: 'luno-test.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'google-test-secret',
    LUNO_GOOGLE_BASE_URL: `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT}`,
  });
}
await import(path.resolve('dist/server/main.js'));
