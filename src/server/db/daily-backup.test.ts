import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/databases';
import type { JobQueue } from '../background/job-queue';
import { createLocalJobQueue } from '../background/local-queue';
import { listBackups } from './backups';
import { dailyBackupFile, startDailyBackup } from './daily-backup';
import { type DatabaseHandle, openDatabase } from './database';

const quiet = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

let database: TestDatabase | undefined;
const opened: { jobs: JobQueue; stop: () => Promise<void>; handle?: DatabaseHandle }[] = [];
afterEach(async () => {
  for (const { jobs, stop, handle } of opened.splice(0)) {
    await stop();
    await jobs.stop();
    await handle?.close();
  }
  await database?.drop();
});

it('is taken once a day at the hour, by one of several instances, keeping the newest N', async () => {
  database = await createTestDatabase('sqlite');
  const { dataDir } = database;
  const file = database.handle.file as string;
  // Server time: the 28th at 02:30, then on.
  let clock = new Date(2026, 10, 28, 2, 30);
  const now = () => clock;

  // Two instances sharing the file, each with its queue.
  const second = await openDatabase({ dataDir });
  const instances: { jobs: JobQueue; backup: { look: () => Promise<void> } }[] = [];
  for (const handle of [database.handle, second]) {
    const jobs = await createLocalJobQueue(handle.db, { pollMs: 20, log: quiet });
    const backup = await startDailyBackup({
      file,
      dataDir,
      hour: 3,
      keep: 2,
      jobs,
      log: quiet,
      now,
      lookEveryMs: 3_600_000,
    });
    opened.push({ jobs, stop: backup.stop, handle: handle === second ? second : undefined });
    instances.push({ jobs, backup });
  }
  const lookEverywhere = async () => {
    for (const { backup } of instances) await backup.look();
    for (const { jobs } of instances) await jobs.idle();
    for (const { jobs } of instances) await jobs.idle();
  };
  const addFamily = (name: string) =>
    database?.handle.db.insertInto('families').values({ name, created_at: clock.toISOString() }).execute();

  await addFamily('The Parks');
  await lookEverywhere();
  expect(listBackups(dataDir, 'daily')).toEqual([]);

  clock = new Date(2026, 10, 28, 3, 5);
  await lookEverywhere();
  expect(listBackups(dataDir, 'daily')).toEqual([dailyBackupFile(dataDir, '2026-11-28')]);
  const first = fs.statSync(dailyBackupFile(dataDir, '2026-11-28')).mtimeMs;

  // Later in the hour, and after a write: the day's copy is not taken again.
  await addFamily('The Kims');
  clock = new Date(2026, 10, 28, 3, 40);
  await lookEverywhere();
  expect(listBackups(dataDir, 'daily')).toHaveLength(1);
  expect(fs.statSync(dailyBackupFile(dataDir, '2026-11-28')).mtimeMs).toBe(first);
  const copy = new SQLite(dailyBackupFile(dataDir, '2026-11-28'), { readonly: true });
  expect(copy.prepare('select name from families').pluck().all()).toEqual(['The Parks']);
  copy.close();

  // Outside the hour nothing is taken; the next days' are, and only the newest two stay.
  for (const day of [29, 30]) {
    clock = new Date(2026, 10, day, 12, 0);
    await lookEverywhere();
    clock = new Date(2026, 10, day, 3, 1);
    await lookEverywhere();
  }
  expect(listBackups(dataDir, 'daily')).toEqual([
    dailyBackupFile(dataDir, '2026-11-29'),
    dailyBackupFile(dataDir, '2026-11-30'),
  ]);
  const newest = new SQLite(dailyBackupFile(dataDir, '2026-11-30'), { readonly: true });
  expect(newest.prepare('select name from families order by name').pluck().all()).toEqual([
    'The Kims',
    'The Parks',
  ]);
  expect(newest.pragma('integrity_check', { simple: true })).toBe('ok');
  newest.close();
  // No claim or half-written copy is left behind.
  expect(fs.readdirSync(`${dataDir}/backups`).filter((name) => !name.endsWith('.db'))).toEqual([]);
});
