import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dialects } from './support/databases';
import { familyOf, type LunoProcess, startLuno, waitUntilReady } from './support/luno-process';

/** Starting real server processes (and a database) twice outlasts a request test's 30 s on a busy machine. */
const PROCESS_TEST_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Settings for a Luno on a database of its own in `dialect`, and how to remove that database. */
async function databaseFor(
  dialect: 'sqlite' | 'postgres',
  dataDir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `luno_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** DESIGN §5: `kill -9` in the middle of writes loses nothing that was acknowledged. */
describe.each(dialects)('the process killed outright under writes, on %s', (dialect) => {
  let luno: LunoProcess | undefined;
  let drop = async () => {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-crash-'));

  afterAll(async () => {
    luno?.child.kill('SIGKILL');
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'comes back with every acknowledged write',
    async () => {
      const database = await databaseFor(dialect, dataDir);
      drop = database.drop;
      luno = startLuno({ ...database.env, LOG_LEVEL: 'warn' });
      await waitUntilReady(luno);
      const family = await familyOf(luno.baseUrl);
      const bank = (await family.request('POST', '/api/piggy-banks', { name: 'Sam', balance: 0 })).json();
      const list = (await family.request('POST', '/api/task-lists', { name: 'Chores' })).json();

      const acknowledgedTasks: number[] = [];
      const acknowledgedCompletions: number[] = [];
      let writing = true;
      const writer = async (turn: number) => {
        for (let n = 0; writing; n++) {
          try {
            // A paid one-off task, completed at once: a transaction that moves money.
            const task = await family.request('POST', `/api/task-lists/${list.id}/items`, {
              task: `Chore ${turn}-${n}`,
              value: 1,
              targetPiggyBankId: bank.id,
            });
            if (task.status !== 201) continue;
            acknowledgedTasks.push(task.json().id);
            const done = await family.request(
              'POST',
              `/api/task-lists/${list.id}/items/${task.json().id}/complete`,
              {},
            );
            if (done.status === 200 && done.json().payout) acknowledgedCompletions.push(task.json().id);
          } catch {
            // The process is gone: whatever was not answered was not acknowledged.
          }
        }
      };
      const writers = Array.from({ length: 4 }, (_, turn) => writer(turn));
      await sleep(1_500);
      luno.child.kill('SIGKILL');
      await luno.exited();
      writing = false;
      await Promise.all(writers);
      expect(acknowledgedTasks.length).toBeGreaterThan(0);

      luno = startLuno({ ...database.env, LOG_LEVEL: 'warn', PORT: String(luno.port) });
      await waitUntilReady(luno);
      const { balance } = (await family.request('GET', `/api/piggy-banks/${bank.id}`)).json();
      const open = new Set(
        ((await family.request('GET', `/api/task-lists/${list.id}/items`)).json() as { id: number }[]).map(
          (task) => task.id,
        ),
      );
      expect(acknowledgedCompletions.length).toBeGreaterThan(0);
      // Every acknowledged task is still there, or was completed and paid its dollar: none vanished
      // without its payout, and no payout stands without its task completed.
      const completed = acknowledgedTasks.filter((id) => !open.has(id));
      expect(acknowledgedCompletions.filter((id) => open.has(id))).toEqual([]);
      expect(balance).toBe(completed.length);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
