// `npm run backup [file]`: a consistent copy of the SQLite database while Luno keeps running,
// through SQLite's online backup. On PostgreSQL use pg_dump instead.
import path from 'node:path';
import SQLite from 'better-sqlite3';

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump.');
  process.exit(1);
}
const dataDir = process.env.DATA_DIR ?? './data';
const source = path.join(dataDir, 'luno.db');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = process.argv[2] ?? path.join(dataDir, 'backups', `luno-${stamp}.db`);

const { mkdirSync } = await import('node:fs');
mkdirSync(path.dirname(target), { recursive: true });
const db = new SQLite(source, { readonly: true, fileMustExist: true });
await db.backup(target);
db.close();
console.log(`Backed up ${source} to ${target}`);
