/**
 * `npm run check-balances`: says whether every piggy bank's balance is the sum of its history, from
 * the database the server uses (DATABASE_URL, else SQLite in DATA_DIR). Exits 1 and lists each bank
 * that drifted; nothing is changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatDollars } from '../../common/money';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createPiggyBanksRepo } from './piggy-banks.repo';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'luno.db'))) {
    throw new ConfigError(
      `No Luno database at ${path.join(config.dataDir, 'luno.db')}. Set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const drifts = await createPiggyBanksRepo(database.db).balanceDrifts();
    for (const drift of drifts) {
      console.log(
        `Family ${drift.familyId}, bank ${drift.bankId}: balance ${formatDollars(drift.balanceCents)}, history adds up to ${formatDollars(drift.historyCents)}.`,
      );
    }
    if (drifts.length > 0) {
      console.log(`${drifts.length} piggy bank${drifts.length === 1 ? '' : 's'} drifted from the history.`);
      process.exitCode = 1;
    } else {
      console.log('Every piggy bank balance is the sum of its history.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
});
