import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** The server as `npm start` runs it, from source through tsx so the test needs no build. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function waitUntilReady(port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/auth/status`)).ok) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('the server did not become ready');
}

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-process-'));
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
  });

  it('migrates a new SQLite database at start, serves quietly, and shuts down cleanly on SIGTERM', async () => {
    const port = 41_000 + Math.floor(Math.random() * 4000);
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    running = server.child;
    await waitUntilReady(port);
    expect(fs.existsSync(path.join(dataDir, 'luno.db'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    // A display polls all day: at the default level requests are not logged one by one.
    expect(server.output()).not.toContain('incoming request');
  });

  it('refuses to start on a bad setting, naming it', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    running = server.child;
    expect(await exited(server.child)).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT:/);
  });
});
