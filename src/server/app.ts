import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { createAccountsRepo } from './accounts/accounts.repo';
import { accountsRoutes } from './accounts/accounts.routes';
import { createSessionsRepo } from './accounts/sessions.repo';
import { analyticsRoutes } from './analytics/analytics.routes';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { devicesRoutes } from './devices/devices.routes';
import { featuresRoutes } from './features.routes';
import { registerAuth } from './http/auth';
import { registerCompression } from './http/compression';
import { registerCsrf } from './http/csrf';
import { registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { menuRoutes } from './menu/menu.routes';
import { piggyBanksRoutes } from './piggy-banks/piggy-banks.routes';
import { screensRoutes } from './screens/screens.routes';
import { deriveKey, loadServerKey } from './secrets';
import { shoppingRoutes } from './shopping/shopping.routes';
import { tasksRoutes } from './tasks/tasks.routes';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean;
}

/** The whole server, without listening: main.ts listens, tests call `inject`. */
export async function buildApp({ config, database, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
    // A display asks for its board every minute: a line per request only when debugging.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  const serverKey = loadServerKey(config.secretKey, config.dataDir);
  const { db } = database;
  const accounts = createAccountsRepo(db);
  const sessions = createSessionsRepo(db);

  registerErrorHandling(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, { https: config.secureCookies });
  await app.register(fastifyCookie);
  await app.register(rateLimit, { global: false });
  registerCsrf(app, {
    key: deriveKey(serverKey, 'csrf'),
    secure: config.secureCookies,
    exemptPrefixes: ['/api/webhooks/'],
  });
  registerAuth(app, sessions);

  accountsRoutes(app, { config, accounts, sessions });
  devicesRoutes(app, { db });
  analyticsRoutes(app, { db });
  featuresRoutes(app, { config });
  screensRoutes(app, { db });
  tasksRoutes(app, { db });
  piggyBanksRoutes(app, { db });
  shoppingRoutes(app, { db });
  menuRoutes(app, { db });

  await registerSpa(app, config.webDir);
  return app;
}
