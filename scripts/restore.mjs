// `npm run restore -- <file>`: puts a SQLite backup back in DATA_DIR after checking it, keeping the
// current database beside the backups. Stop the server first. On PostgreSQL use pg_restore instead.
import path from 'node:path';
import { ensureBuilt } from './ensure-build.mjs';

await ensureBuilt();
await import(path.resolve('dist/server/restore.js'));
