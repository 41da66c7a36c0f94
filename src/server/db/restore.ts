/**
 * Putting a SQLite backup back (`npm run restore -- <file>`), with the server stopped: the file is
 * checked first (SQLite's integrity check, a Luno database, a schema this build knows), the current
 * database is kept aside beside the backups, and only then does the backup take its place. Every
 * refusal says why and changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { backUpSqlite, backupFileName, backupsDir } from './backups';
import { migrations as allMigrations, type MigrationFactory } from './migrations';

export class RestoreRefused extends Error {}

/** Written by a running server beside its database, so a restore can tell it is running. */
export const RUNNING_FILE = 'luno.pid';

export interface RestoreOptions {
  dataDir: string;
  backup: string;
  now?: Date;
  /** The migrations this build knows (tests pass others). */
  migrations?: Record<string, MigrationFactory>;
}

export interface Restored {
  /** Where the database that was in place is kept now; null when there was none. */
  keptAside: string | null;
  /** The newest migration the restored database has run. */
  migration: string;
}

/** Marks the database as in use by this process until `release` (the server calls it once it starts). */
export function markRunning(dataDir: string): () => void {
  const marker = path.join(dataDir, RUNNING_FILE);
  fs.writeFileSync(marker, String(process.pid));
  return () => {
    if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === String(process.pid)) fs.rmSync(marker);
  };
}

/** The pid of a live server on this data folder, if there is one. */
function runningServer(dataDir: string): number | null {
  const marker = path.join(dataDir, RUNNING_FILE);
  if (!fs.existsSync(marker)) return null;
  const pid = Number(fs.readFileSync(marker, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists and is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** What a backup file holds, or why it cannot be put back. */
async function checkBackup(file: string, known: Record<string, MigrationFactory>): Promise<string> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreRefused(`No file at ${file}.`);
  const { default: SQLite } = await import('better-sqlite3');
  let db: InstanceType<typeof SQLite> | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new RestoreRefused(`${file} is damaged (SQLite's integrity check: ${integrity}).`);
    const tables = new Set(
      db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[],
    );
    if (!tables.has('luno_migrations') || !tables.has('families')) {
      throw new RestoreRefused(`${file} is a SQLite database but not a Luno one.`);
    }
    const applied = (db.prepare('select name from luno_migrations').pluck().all() as string[]).sort();
    const unknown = applied.filter((name) => !(name in known));
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `${file} was made by a newer Luno (its schema has ${unknown.join(', ')}, which this version does not know). Restore it with that version or a later one.`,
      );
    }
    const last = applied.at(-1);
    if (!last) throw new RestoreRefused(`${file} is a Luno database that was never set up.`);
    return last;
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`${file} is not a readable SQLite database (${(error as Error).message}).`);
  } finally {
    db?.close();
  }
}

export async function restoreBackup({
  dataDir,
  backup,
  now = new Date(),
  migrations = allMigrations,
}: RestoreOptions): Promise<Restored> {
  const pid = runningServer(dataDir);
  if (pid !== null) {
    throw new RestoreRefused(
      `Luno is running on ${dataDir} (process ${pid}). Stop it, then restore; start it again afterwards.`,
    );
  }
  const source = path.resolve(backup);
  const migration = await checkBackup(source, migrations);
  const current = path.join(dataDir, 'luno.db');
  let keptAside: string | null = null;
  const { default: SQLite } = await import('better-sqlite3');
  if (fs.existsSync(current)) {
    // Copied through SQLite, so what a stopped server left in its -wal file is kept too.
    keptAside = path.join(backupsDir(dataDir), backupFileName('replaced', now));
    const open = new SQLite(current, { fileMustExist: true });
    try {
      await backUpSqlite(open, keptAside);
    } finally {
      open.close();
    }
  }
  const incoming = `${current}.restoring`;
  fs.copyFileSync(source, incoming);
  for (const extra of ['-wal', '-shm']) fs.rmSync(`${current}${extra}`, { force: true });
  fs.renameSync(incoming, current);
  return { keptAside, migration };
}
