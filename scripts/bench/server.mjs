// Starts the built server on a free port with a temp data dir, and makes a family to measure with.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The built server on a free port. `dataDir` starts it again on the data of one stopped with
 * `stop({ keepData: true })`.
 */
export async function startServer(
  extraEnv = {},
  { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-bench-')) } = {},
) {
  const port = 30_000 + Math.floor(Math.random() * 10_000);
  const started = performance.now();
  const child = spawn(
    'node',
    [...(process.env.LUNO_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), 'dist/server/main.js'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  let readyMs = 0;
  // A minute at most: a loaded machine, or PostgreSQL running its migrations, can take many seconds.
  while (!readyMs && performance.now() - started < 60_000) {
    try {
      if ((await fetch(`${base}/api/auth/status`)).ok) readyMs = performance.now() - started;
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  if (!readyMs) {
    child.kill('SIGKILL');
    throw new Error('the server did not start');
  }
  return {
    base,
    port,
    pid: child.pid,
    readyMs,
    dataDir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-up family: its bearer token and a CSRF token bound to its cookie. */
export async function makeFamily(base) {
  const csrf = await fetch(`${base}/api/csrf-token`);
  const cookie = csrf.headers.get('set-cookie').split(';')[0];
  const { csrfToken } = await csrf.json();
  const headers = { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken };
  const signup = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench password 1' }),
  });
  const { token } = await signup.json();
  const authed = { ...headers, authorization: `Bearer ${token}` };
  async function request(method, pathname, body) {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: authed,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  }
  return {
    token,
    /** What a signed-in browser sends on a write, for requests these helpers do not make (uploads). */
    headers: { cookie, 'x-csrf-token': csrfToken, authorization: `Bearer ${token}` },
    post: (pathname, body) => request('POST', pathname, body),
    put: (pathname, body) => request('PUT', pathname, body),
    get: (pathname) => request('GET', pathname),
  };
}

/** A board of `count` text cards on a grid, plus a clock showing seconds. */
export function busyBoard(count) {
  const components = Array.from({ length: count }, (_, i) => ({
    id: `text-${i}`,
    type: 'text',
    x: 20 + (i % 10) * 190,
    y: 20 + Math.floor(i / 10) * 170,
    width: 180,
    height: 160,
    zIndex: i,
    headerText: `Card ${i + 1}`,
    textContent: `Note number ${i + 1}`,
    style: { bgColor: '#ffffff', borderRadius: 12, addBoxShadow: true },
  }));
  components.push({
    id: 'clock',
    type: 'clock',
    x: 1600,
    y: 900,
    width: 250,
    height: 100,
    zIndex: count,
    clockConfig: { timezone: 'America/New_York', hour12: true, showSeconds: true },
  });
  return { name: 'Bench board', components };
}
