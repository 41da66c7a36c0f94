// `npm run -s export-mailing-list > mailing-list.csv`: the demo's mailing list as CSV on standard
// output, read from the database the server uses (DATABASE_URL, else SQLite in DATA_DIR).
import path from 'node:path';
import { ensureBuilt } from './ensure-build.mjs';

await ensureBuilt();
await import(path.resolve('dist/server/export-mailing-list.js'));
