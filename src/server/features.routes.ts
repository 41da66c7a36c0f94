import type { FastifyInstance } from 'fastify';
import { type Features, featuresSchema } from '../common/schemas/accounts';
import type { Config } from './config';
import { answers } from './http/zod-serializer';

/**
 * Which third-party features this server has keys for and what it has built, so the UI can say what
 * is off, and which plan a new account gets while nothing is sold here.
 */
export function featuresRoutes(app: FastifyInstance, { config }: { config: Config }): void {
  app.get(
    '/api/features',
    answers(featuresSchema),
    async (): Promise<Features> => ({
      payments: config.stripe !== null,
      googleSignIn: config.google !== null,
      googleCalendar: config.google !== null,
      microsoft: config.microsoft !== null,
      spotify: config.spotify !== null,
      pexels: config.pexels !== null,
      passwordReset: config.mailOut !== null,
      pairing: true,
      defaultTier: config.defaultTier,
    }),
  );
}
