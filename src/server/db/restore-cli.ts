/**
 * `npm run restore -- <file>`: puts a SQLite backup back in DATA_DIR, with the server stopped
 * (./restore.ts). On PostgreSQL, pg_restore does this (README, "Backups and restore").
 */
import { ConfigError, loadConfig } from '../config';
import { RestoreRefused, restoreBackup } from './restore';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new RestoreRefused(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups and restore").',
    );
  }
  const file = process.argv[2];
  if (!file)
    throw new RestoreRefused('Name the backup to restore: npm run restore -- data/backups/luno-daily-….db');
  const { keptAside, migration } = await restoreBackup({ dataDir: config.dataDir, backup: file });
  if (keptAside) console.log(`The database that was in place is kept at ${keptAside}.`);
  console.log(`Restored ${file} (schema at ${migration}). Start Luno: it brings the schema up to date.`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof RestoreRefused ? error.message : error);
  process.exit(1);
});
