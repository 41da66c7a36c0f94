import type { FastifyInstance } from 'fastify';
import type { Features } from '../common/schemas/accounts';
import type { Config } from './config';

/**
 * Which third-party features this server has keys for and what it has built, so the UI can say what
 * is off, and which plan a new account gets while nothing is sold here.
 */
export function featuresRoutes(app: FastifyInstance, { config }: { config: Config }): void {
  app.get(
    '/api/features',
    async (): Promise<Features> => ({
      payments: false,
      googleSignIn: false,
      microsoft: false,
      spotify: false,
      pexels: false,
      pairing: false,
      defaultTier: config.defaultTier,
    }),
  );
}
