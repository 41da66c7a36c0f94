/**
 * Copies of the SQLite database in `DATA_DIR/backups` (where `npm run backup` puts its own), made
 * with SQLite's online backup while the database stays open: before migrations change an existing
 * database, and once a day at a quiet hour (`./daily-backup.ts`). On PostgreSQL, pg_dump does this.
 */
import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';

export type BackupKind = 'before-upgrade' | 'daily' | 'replaced';

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** `2026-11-28T03-00-00-000Z`: an instant a file name can carry, sorting as it reads. */
export function fileStamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-');
}

/** `luno-daily-2026-11-28T03-00-00-000Z.db`, `luno-before-upgrade-…-0031-x.db`. */
export function backupFileName(kind: BackupKind, at: Date, detail?: string): string {
  return `luno-${kind}-${fileStamp(at)}${detail ? `-${detail}` : ''}.db`;
}

/**
 * A consistent copy of the open database at `target`, written beside and then renamed into place:
 * one self-contained file (the copy leaves WAL mode, so opening it makes no -wal or -shm beside it).
 */
export async function backUpSqlite(sqlite: SQLite.Database, target: string): Promise<void> {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  await sqlite.backup(partial);
  const { default: Sqlite } = await import('better-sqlite3');
  const copy = new Sqlite(partial);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  fs.renameSync(partial, target);
}

/** The backups of one kind, oldest first. */
export function listBackups(dataDir: string, kind: BackupKind): string[] {
  const dir = backupsDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(`luno-${kind}-`) && name.endsWith('.db'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Removes the oldest backups of a kind past the newest `keep`. Returns what went. */
export function pruneBackups(dataDir: string, kind: BackupKind, keep: number): string[] {
  const all = listBackups(dataDir, kind);
  const gone = all.slice(0, Math.max(0, all.length - keep));
  for (const file of gone) fs.rmSync(file, { force: true });
  return gone;
}
