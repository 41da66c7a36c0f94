// `npm run test:container`: builds Luno's image with Podman and runs it as a self-hoster would, on
// SQLite in a volume and then on this machine's PostgreSQL. This machine reaches no image registry,
// so the base is made from Debian's packages and Node from the npm registry (./base.sh) and passed as
// BASE; it is made once and kept, as are the image's layers, so a second run is quicker.
//
// What it proves: the image builds; a fresh container answers its health check; a family signed up
// through the API is still there after a restart (its data is in the volume); the server runs as
// uid 1000, not root; `podman healthcheck run` passes; SIGTERM stops it cleanly within 10 s; and
// the same image serves a family from PostgreSQL. It prints each phase's time, the image's own size
// and its cold start.
//
// Env: LUNO_CONTAINER_BASE (a base image to use instead of the one made here),
//      CONTAINER_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; "skip" skips that phase).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const here = path.dirname(fileURLToPath(import.meta.url));
const BASE = process.env.LUNO_CONTAINER_BASE ?? 'localhost/node:20-bookworm-headers';
const IMAGE = 'localhost/luno:test';
const ADMIN_URL = process.env.CONTAINER_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const run = randomBytes(4).toString('hex');
const PASSWORD = 'container-test-password';
const cleanups = [];

function podman(args, { quiet = true, allowFailure = false } = {}) {
  const result = spawnSync('podman', args, { encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit' });
  if (result.status !== 0 && !allowFailure)
    throw new Error(`podman ${args.join(' ')} failed (${result.status}):\n${result.stderr ?? ''}`);
  return {
    status: result.status,
    stdout: (result.stdout ?? '').trim(),
    stderr: (result.stderr ?? '').trim(),
  };
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ok: ${message}`);
}

const times = [];
async function phase(name, work) {
  const started = performance.now();
  console.log(`phase ${name}`);
  const value = await work();
  const seconds = (performance.now() - started) / 1000;
  times.push([name, seconds]);
  console.log(`phase ${name} took ${seconds.toFixed(1)}s`);
  return value;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits for `GET path` to answer 200; how long that took, in ms. */
async function waitFor(base, pathname, name, ms = 60_000) {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(`${base}${pathname}`);
      if (response.ok) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    const state = podman(['inspect', '--format', '{{.State.Status}}', name], { allowFailure: true }).stdout;
    if (state !== 'running') {
      throw new Error(`${name} is ${state}:\n${podman(['logs', name], { allowFailure: true }).stderr}`);
    }
    if (performance.now() - started > ms) throw new Error(`${pathname} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A browser's visit: keeps cookies, sends the CSRF token with writes. */
function client(base) {
  const cookies = new Map();
  let csrf;
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    async get(pathname) {
      const response = await fetch(`${base}${pathname}`, { headers: { cookie: cookie() } });
      keep(response);
      return response;
    },
    async post(pathname, body) {
      if (!csrf) {
        const response = await fetch(`${base}/api/csrf-token`, { headers: { cookie: cookie() } });
        keep(response);
        csrf = (await response.json()).csrfToken;
      }
      const response = await fetch(`${base}${pathname}`, {
        method: 'POST',
        headers: { cookie: cookie(), 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(body),
      });
      keep(response);
      return response;
    },
  };
}

async function signUp(base, email) {
  const response = await client(base).post('/api/signup', { email, password: PASSWORD, family: 'Container' });
  check(response.status === 201, `signed up ${email} (${response.status})`);
}

async function logIn(base, email) {
  const browser = client(base);
  const response = await browser.post('/api/login', { email, password: PASSWORD });
  check(response.status === 200, `logged in again as ${email} (${response.status})`);
  const status = await (await browser.get('/api/auth/status')).json();
  check(status.user?.email === email, 'the account is there, signed in');
}

/** SIGTERM, then how long until the container had stopped and with what exit code. */
function stop(name) {
  const started = performance.now();
  podman(['stop', '--time', '10', name]);
  const seconds = (performance.now() - started) / 1000;
  const exitCode = podman(['inspect', '--format', '{{.State.ExitCode}}', name]).stdout;
  return { seconds, exitCode };
}

function imageSize(image) {
  return Number(podman(['image', 'inspect', '--format', '{{.Size}}', image]).stdout);
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

async function main() {
  await phase('base image', () => {
    if (process.env.LUNO_CONTAINER_BASE) {
      check(podman(['image', 'exists', BASE], { allowFailure: true }).status === 0, `base ${BASE} exists`);
      return;
    }
    execFileSync('bash', [path.join(here, 'base.sh'), BASE], { stdio: 'inherit' });
  });

  await phase('image build', () => {
    podman(
      [
        'build',
        '--format',
        'docker',
        '--build-arg',
        `BASE=${BASE}`,
        '-t',
        IMAGE,
        '-f',
        'Containerfile',
        root,
      ],
      { quiet: false },
    );
  });
  const own = imageSize(IMAGE) - imageSize(BASE);
  console.log(
    `image ${IMAGE}: ${mb(imageSize(IMAGE))}, of which its own layers ${mb(own)} (podman history):`,
  );
  console.log(
    podman(['history', '--format', '{{.Size}}\t{{.CreatedBy}}', IMAGE])
      .stdout.split('\n')
      .map((line) => `    ${line.slice(0, 140)}`)
      .join('\n'),
  );
  check(own <= 150e6, `the image adds ${mb(own)} to its base (at most 150 MB)`);
  const healthcheck = podman(['image', 'inspect', '--format', '{{json .Config.Healthcheck}}', IMAGE]).stdout;
  check(healthcheck.includes('/api/health'), 'the image declares a health check against /api/health');

  const name = `luno-test-${run}`;
  const volume = `luno-test-data-${run}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const email = `container-${run}@example.com`;
  cleanups.push(() => podman(['rm', '-f', '-t', '0', name], { allowFailure: true }));
  cleanups.push(() => podman(['volume', 'rm', '-f', volume], { allowFailure: true }));

  const coldMs = await phase('start on SQLite (cold)', async () => {
    podman(['volume', 'create', volume]);
    const started = performance.now();
    podman(['run', '-d', '--name', name, '-p', `127.0.0.1:${port}:3000`, '-v', `${volume}:/data`, IMAGE]);
    await waitFor(base, '/api/health', name);
    const ms = performance.now() - started;
    console.log(`  cold start: ${ms.toFixed(0)} ms from podman run to /api/health answering`);
    const ready = await fetch(`${base}/api/ready`);
    check(ready.status === 200, '/api/ready answers 200');
    const health = await (await fetch(`${base}/api/health`)).json();
    check(
      health.status === 'ok' && typeof health.version === 'string',
      `/api/health says ok, version ${health.version}`,
    );
    return ms;
  });

  await phase('sign up, restart, find the data', async () => {
    await signUp(base, email);
    podman(['restart', '--time', '10', name]);
    await waitFor(base, '/api/health', name);
    await logIn(base, email);
    const backup = podman(['exec', name, 'npm', 'run', '-s', 'backup'], { allowFailure: true });
    check(backup.status === 0, `npm run backup works in the container (${backup.stdout || backup.stderr})`);
    const kept = podman(['exec', name, 'ls', '/data/backups']).stdout;
    check(/^luno-.*\.db$/m.test(kept), 'the backup is in the volume, under /data/backups');
  });

  await phase('user, health check, SIGTERM', async () => {
    const uid = podman(['exec', name, 'id', '-u']).stdout;
    check(uid === '1000', `the server runs as uid ${uid}, not root`);
    const processUser = podman(['top', name, 'user', 'args']).stdout;
    check(!/^root\b/m.test(processUser), 'no process of the container runs as root');
    const health = podman(['healthcheck', 'run', name], { allowFailure: true });
    check(health.status === 0, `podman healthcheck run passes${health.stdout ? ` (${health.stdout})` : ''}`);
    const { seconds, exitCode } = stop(name);
    check(seconds < 10, `SIGTERM stopped it in ${seconds.toFixed(1)} s`);
    check(exitCode === '0', `it exited cleanly (exit code ${exitCode})`);
  });

  if (ADMIN_URL !== 'skip') {
    await phase('PostgreSQL', async () => {
      const database = `luno_container_${run}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      cleanups.push(async () => {
        const cleanup = new pg.Client({ connectionString: ADMIN_URL });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await cleanup.end();
      });
      const url = new URL(ADMIN_URL);
      url.pathname = `/${database}`;
      const pgName = `luno-test-pg-${run}`;
      cleanups.unshift(() => podman(['rm', '-f', '-t', '0', pgName], { allowFailure: true }));
      const pgPort = await freePort();
      const pgBase = `http://127.0.0.1:${pgPort}`;
      podman([
        'run',
        '-d',
        '--name',
        pgName,
        '--network=host',
        '-e',
        `DATABASE_URL=${url}`,
        '-e',
        `PORT=${pgPort}`,
        '-e',
        'HOST=127.0.0.1',
        IMAGE,
      ]);
      await waitFor(pgBase, '/api/ready', pgName);
      check(true, '/api/ready answers 200 on PostgreSQL');
      await signUp(pgBase, email);
      podman(['restart', '--time', '10', pgName]);
      await waitFor(pgBase, '/api/ready', pgName);
      await logIn(pgBase, email);
      const reader = new pg.Client({ connectionString: url.toString() });
      await reader.connect();
      const { rows } = await reader.query('select count(*)::int as n from users where email = $1', [email]);
      await reader.end();
      check(rows[0].n === 1, 'the account is a row of PostgreSQL');
      const { seconds, exitCode } = stop(pgName);
      check(seconds < 10 && exitCode === '0', `SIGTERM stopped it cleanly in ${seconds.toFixed(1)} s`);
    });
  }

  console.log('\ncontainer test passed');
  for (const [name, seconds] of times) console.log(`  ${name}: ${seconds.toFixed(1)}s`);
  console.log(`  image's own size: ${mb(own)}; cold start: ${coldMs.toFixed(0)} ms`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\ncontainer test FAILED: ${error.stack ?? error}`);
} finally {
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}
process.exit(failed ? 1 : 0);
