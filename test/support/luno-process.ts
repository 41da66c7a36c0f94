import { type ChildProcess, spawn } from 'node:child_process';

export interface LunoProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited(): Promise<number | null>;
}

/** The server as `npm start` runs it, from source through tsx so the test needs no build. */
export function startLuno(env: Record<string, string>): LunoProcess {
  // Below the ephemeral range (32768 and up), so no client socket of the test holds the port.
  const port = Number(env.PORT ?? 20_000 + Math.floor(Math.random() * 12_000));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      LUNO_PASSWORD_COST: 'test',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited: () => exit };
}

/**
 * Waits for the server to answer. Starting from source compiles it first, which takes several
 * seconds on a busy machine: the wait is long, and ends as soon as it answers.
 */
export async function waitUntilReady(luno: LunoProcess, withinMs = 45_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (luno.child.exitCode !== null) throw new Error(`Luno exited early:\n${luno.output()}`);
    try {
      if ((await fetch(`${luno.baseUrl}/api/auth/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Luno did not become ready:\n${luno.output()}`);
}

/** A signed-up family talking to a running Luno over HTTP, as a browser does. */
export async function familyOf(baseUrl: string) {
  const email = `family-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signup = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await csrfHeaders(baseUrl)) },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const { token } = (await signup.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(baseUrl)) };
  return {
    async request(method: string, path: string, body?: unknown, signal?: AbortSignal) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        signal,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, text, json: () => JSON.parse(text) };
    },
  };
}

async function csrfHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/csrf-token`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, 'x-csrf-token': csrfToken };
}
