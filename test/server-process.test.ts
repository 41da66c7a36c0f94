import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type LunoProcess, startLuno, waitUntilReady } from './support/luno-process';

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-process-'));
  let running: LunoProcess | undefined;
  afterEach(() => {
    running?.child.kill('SIGKILL');
  });

  it('migrates a new SQLite database at start, serves quietly, and shuts down cleanly on SIGTERM', async () => {
    const server = startLuno({ DATA_DIR: dataDir });
    running = server;
    await waitUntilReady(server);
    expect(fs.existsSync(path.join(dataDir, 'luno.db'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited()).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    // A display polls all day: at the default level requests are not logged one by one.
    expect(server.output()).not.toContain('incoming request');
  });

  it('refuses to start on a bad setting, naming it', async () => {
    const server = startLuno({ PORT: 'eighty', DATA_DIR: dataDir });
    running = server;
    expect(await server.exited()).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT:/);
  });
});
