import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { scratchRoot } from '../../support/scratch';

/**
 * A Luno server process of a test's own, from the build, that the test may kill and start again on
 * the same port and data: the shared servers of playwright.config.ts must stay up for other tests.
 */
export function ownServer(port: number, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'luno-own-'));
  let child: ChildProcess | null = null;
  const baseURL = `http://127.0.0.1:${port}`;

  return {
    baseURL,
    async start(): Promise<void> {
      child = spawn(process.execPath, [path.resolve('dist/server/main.js')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          LUNO_AUTH_RATE_LIMIT: '10000',
          LUNO_PASSWORD_COST: 'test',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // What the server said before it stopped, for the failure message (a port in use, say).
      let said = '';
      const keep = (chunk: Buffer) => {
        said = (said + chunk.toString()).slice(-2000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      for (let attempt = 0; attempt < 300; attempt++) {
        if (child.exitCode !== null)
          throw new Error(`the server on port ${port} exited with ${child.exitCode}: ${said.trim()}`);
        try {
          if ((await fetch(`${baseURL}/api/auth/status`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the server did not start');
    },
    /** The whole process, at once, as a crash or a pulled plug would. */
    async kill(): Promise<void> {
      const running = child;
      // A process killed by a signal keeps a null exit code: it has gone all the same.
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async dispose(): Promise<void> {
      await this.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
