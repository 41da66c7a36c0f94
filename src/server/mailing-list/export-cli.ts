/**
 * `npm run export-mailing-list`: writes the mailing list as CSV to standard output, from the
 * database the server uses (DATABASE_URL, else SQLite in DATA_DIR). Messages go to standard error,
 * so `npm run -s export-mailing-list > list.csv` holds only the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createMailingListRepo } from './mailing-list.repo';
import { mailingListCsv } from './mailing-list-csv';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'luno.db'))) {
    throw new ConfigError(
      `No Luno database at ${path.join(config.dataDir, 'luno.db')}. Set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const entries = await createMailingListRepo(database.db).list();
    process.stdout.write(mailingListCsv(entries));
    console.error(`${entries.length} address${entries.length === 1 ? '' : 'es'} exported.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
