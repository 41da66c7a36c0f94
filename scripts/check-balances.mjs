// `npm run check-balances`: whether every piggy bank's balance is the sum of its history, read from
// the database the server uses (DATABASE_URL, else SQLite in DATA_DIR). Exits 1 when one drifted.
import path from 'node:path';
import { ensureBuilt } from './ensure-build.mjs';

await ensureBuilt();
await import(path.resolve('dist/server/check-balances.js'));
