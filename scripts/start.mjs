// `npm start`: builds when the build is missing or older than the sources, then starts the server.
import path from 'node:path';
import { ensureBuilt } from './ensure-build.mjs';

await ensureBuilt();
await import(path.resolve('dist/server/main.js'));
