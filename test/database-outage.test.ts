import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { familyOf, type LunoProcess, startLuno, waitUntilReady } from './support/luno-process';
import { type OwnPostgres, postgresBinDir, startOwnPostgres } from './support/own-postgres';

const binDir = postgresBinDir();
if (!binDir && process.env.CI)
  throw new Error('PostgreSQL server programs (initdb, pg_ctl) are missing in CI');

/** Starting real server processes (and a database) twice outlasts a request test's 30 s on a busy machine. */
const PROCESS_TEST_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * DESIGN §5: the database going away is an outage, not a crash. A managed PostgreSQL restarts for
 * upgrades and failovers; Luno must answer 503 while it is away, serve again when it is back, and
 * keep every write it acknowledged.
 */
describe.skipIf(!binDir)('PostgreSQL stopped under a running Luno', () => {
  let postgres: OwnPostgres | undefined;
  let luno: LunoProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-outage-'));

  afterAll(async () => {
    luno?.child.kill('SIGKILL');
    postgres?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'answers 503 while it is away, serves again when it is back, and loses nothing acknowledged',
    async () => {
      postgres = startOwnPostgres(binDir as string);
      luno = startLuno({ DATABASE_URL: postgres.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      await waitUntilReady(luno);
      const family = await familyOf(luno.baseUrl);

      const acknowledged: { id: number; name: string }[] = [];
      const statuses = new Map<number, number>();
      const unavailableErrors = new Set<string>();
      let hung = 0;
      let writing = true;
      let counter = 0;
      const writer = async () => {
        while (writing) {
          const item = `Item ${++counter}`;
          try {
            // A bank with money in it is written in a transaction: a connection held across statements.
            const answer = await family.request(
              'POST',
              '/api/piggy-banks',
              { name: item, balance: 1 },
              AbortSignal.timeout(20_000),
            );
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.status === 201) acknowledged.push({ id: answer.json().id, name: item });
            if (answer.status === 503) unavailableErrors.add(answer.json().error);
          } catch {
            hung += 1;
          }
        }
      };
      // Transactions queued on one family's lock: connections held open when the database goes.
      const screens = await Promise.all(
        ['Kitchen', 'Hallway'].map(async (name) =>
          (await family.request('POST', '/api/screens', { name })).json(),
        ),
      );
      const reorderer = async (turn: number) => {
        while (writing) {
          const order = turn % 2 ? [screens[0].id, screens[1].id] : [screens[1].id, screens[0].id];
          try {
            const answer = await family.request(
              'POST',
              '/api/screens/reorder',
              { order },
              AbortSignal.timeout(20_000),
            );
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          } catch {
            hung += 1;
          }
        }
      };
      const writers = [
        ...Array.from({ length: 4 }, writer),
        ...Array.from({ length: 8 }, (_, i) => reorderer(i)),
      ];

      await sleep(1_000);
      const beforeOutage = acknowledged.length;
      postgres.stop('fast');
      await sleep(5_000);
      expect(luno.child.exitCode, luno.output()).toBeNull();
      const duringOutage = statuses.get(503) ?? 0;
      postgres.start();

      // Back without a restart: writes are acknowledged again.
      const resumedFrom = acknowledged.length;
      for (let waited = 0; acknowledged.length === resumedFrom && waited < 30_000; waited += 250)
        await sleep(250);
      await sleep(1_000);
      writing = false;
      await Promise.all(writers);

      expect(luno.child.exitCode, luno.output()).toBeNull();
      expect(beforeOutage).toBeGreaterThan(0);
      expect(duringOutage).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThan(resumedFrom);
      expect(hung).toBe(0);
      expect([...statuses.keys()].sort()).toEqual([200, 201, 503]);
      expect([...unavailableErrors]).toEqual([
        'The database cannot be reached right now. Please try again in a moment.',
      ]);

      const stored = (await family.request('GET', '/api/piggy-banks')).json() as {
        id: number;
        name: string;
      }[];
      const storedById = new Map(stored.map((bank) => [bank.id, bank.name]));
      const lost = acknowledged.filter((write) => storedById.get(write.id) !== write.name);
      expect(lost).toEqual([]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
