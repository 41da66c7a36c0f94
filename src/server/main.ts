import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { MigrationFailed } from './db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  // The bundled server lives in dist/server; the built web app beside it in dist/web.
  config.webDir ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing requests and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite at ${path.join(config.dataDir, 'luno.db')}`;
  app.log.info(`Luno is ready on http://localhost:${config.port} (${where})`);
}

/** Settles once the server listens (or has said why it cannot): the launcher keeps its code cache then. */
export const ready = main().catch((error) => {
  if (error instanceof ConfigError || error instanceof MigrationFailed) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
