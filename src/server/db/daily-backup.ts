/**
 * On SQLite, a copy of the database once a day at a quiet hour (`LUNO_BACKUP_HOUR`, server time),
 * keeping the newest `LUNO_BACKUP_KEEP`. Work without a row of its own: every instance looks each
 * tick whether today's copy is due and sends one job keyed by the day, and the job makes the copy
 * only if no instance has made it yet, so there is one a day however many instances share the file.
 * Photos are rows of the database, so they are in every copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../background/job-queue';
import { backUpSqlite, backupsDir, pruneBackups } from './backups';

const QUEUE = 'daily-backup';
/** How often an instance looks whether the day's copy is due. */
const LOOK_EVERY_MS = 60_000;
/** A claim older than this was left by a process that stopped mid-copy. */
const STALE_CLAIM_MS = 3_600_000;

export interface DailyBackupOptions {
  /** The SQLite file. */
  file: string;
  dataDir: string;
  /** The hour (0–23, server time) the copy is made in. */
  hour: number;
  /** Daily copies kept; 0 makes none. */
  keep: number;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  now?: () => Date;
  lookEveryMs?: number;
}

/** `2026-11-28`: the server's own calendar day. */
function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export function dailyBackupFile(dataDir: string, day: string): string {
  return path.join(backupsDir(dataDir), `luno-daily-${day}.db`);
}

export async function startDailyBackup({
  file,
  dataDir,
  hour,
  keep,
  jobs,
  log,
  now = () => new Date(),
  lookEveryMs = LOOK_EVERY_MS,
}: DailyBackupOptions) {
  await jobs.work<{ day: string }>({
    name: QUEUE,
    concurrency: 1,
    retryLimit: 2,
    handler: async ({ day }) => {
      await backUp(day);
    },
  });

  async function backUp(day: string): Promise<void> {
    const target = dailyBackupFile(dataDir, day);
    if (fs.existsSync(target)) return;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const claim = `${target}.claim`;
    if (!takeClaim(claim)) return;
    const { default: SQLite } = await import('better-sqlite3');
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      await backUpSqlite(source, target);
      const gone = pruneBackups(dataDir, 'daily', keep);
      log.info({ backup: target, removed: gone }, 'daily backup taken');
    } finally {
      source.close();
      fs.rmSync(claim, { force: true });
    }
  }

  async function look(): Promise<void> {
    const at = now();
    if (keep <= 0 || at.getHours() !== hour) return;
    const day = localDay(at);
    if (fs.existsSync(dailyBackupFile(dataDir, day))) return;
    await jobs.send(QUEUE, [{ key: day, data: { day } }]);
  }

  let looking: Promise<void> | null = null;
  const lookNow = () => {
    looking ??= look()
      .catch((error: unknown) => log.warn({ err: error }, 'could not look whether the daily backup is due'))
      .finally(() => {
        looking = null;
      });
    return looking;
  };
  const timer = setInterval(lookNow, lookEveryMs);
  timer.unref();
  return {
    /** Looks at once whether the day's copy is due (tests call it after moving the clock). */
    look: lookNow,
    async stop(): Promise<void> {
      clearInterval(timer);
      await looking;
    },
  };
}

/** One process at a time makes the day's copy: the claim is a file made only if it is not there. */
function takeClaim(claim: string): boolean {
  try {
    fs.writeFileSync(claim, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - fs.statSync(claim).mtimeMs;
    if (age < STALE_CLAIM_MS) return false;
    fs.rmSync(claim, { force: true });
    return takeClaim(claim);
  }
}
