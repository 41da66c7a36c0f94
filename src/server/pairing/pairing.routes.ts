import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successSchema } from '../../common/schemas/accounts';
import {
  completePairingByCodeSchema,
  completePairingSchema,
  PAIRING_LIFETIME_MS,
  pairingCodeSchema,
  pairingSchema,
  pairingStatusSchema,
  pendingPairingSchema,
  startPairingSchema,
} from '../../common/schemas/displays';
import type { Config } from '../config';
import { notFound } from '../domain-errors';
import { requireParent, setSessionCookie } from '../http/auth';
import { parse } from '../http/errors';
import { publicOrigin } from '../http/public-origin';
import { answers } from '../http/zod-serializer';
import { browserName } from './browser-name';
import { PAIRING_GONE_MESSAGE, type PairingService } from './pairing.service';

/** The TV's proof that it asked for a code: sent only with its own pairing calls. */
const PAIRING_COOKIE = 'luno_pairing';
const PAIRING_ID = /^[A-Za-z0-9_-]{20,64}$/;

function pairingIdOf(request: FastifyRequest): string {
  const { pairingId } = request.params as { pairingId: string };
  if (!PAIRING_ID.test(pairingId)) throw notFound(PAIRING_GONE_MESSAGE);
  return pairingId;
}

export interface PairingDeps {
  config: Config;
  service: PairingService;
}

export function pairingRoutes(app: FastifyInstance, { config, service }: PairingDeps): void {
  // A TV asks for a new code every 10 minutes and polls every 5 s; a guesser needs far more.
  const startLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };
  const pollLimit = { rateLimit: { max: config.authRateLimit * 6, timeWindow: '1 minute' } };
  // A typed code is short enough to guess (RFC 8628 §5.1): looking one up and confirming by one
  // share a single budget per address, as strict as asking for codes.
  const codeLimit = app.rateLimit(startLimit.rateLimit);

  app.post(
    '/api/pair',
    { config: { ...startLimit, displays: 'allowed' }, ...answers(pairingSchema) },
    async (request, reply) => {
      const device = parse(startPairingSchema, request.body ?? {});
      const { pairingId, secret, expiresAt, userCode } = await service.start({
        deviceId: device.deviceId,
        widthPx: device.widthPx,
        heightPx: device.heightPx,
        browser: browserName(request.headers['user-agent']),
      });
      reply.setCookie(PAIRING_COOKIE, secret, {
        path: '/api/pair',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.secureCookies,
        maxAge: PAIRING_LIFETIME_MS / 1000,
      });
      reply.header('cache-control', 'no-store');
      const origin = publicOrigin(config, request);
      const url = `${origin}/pair?pairingId=${pairingId}`;
      return { pairingId, url, qrPayload: url, expiresAt, userCode, verificationUri: `${origin}/app/pair` };
    },
  );

  app.get(
    '/api/pair/:pairingId/status',
    { config: pollLimit, ...answers(pairingStatusSchema) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const status = await service.status(pairingIdOf(request), request.cookies[PAIRING_COOKIE]);
      if (status.token) {
        setSessionCookie(reply, status.token, config.secureCookies, 'device');
        reply.clearCookie(PAIRING_COOKIE, { path: '/api/pair' });
      }
      return status;
    },
  );

  app.get(
    '/api/pair/:pairingId',
    { config: { ...pollLimit, displays: 'refused' }, ...answers(pendingPairingSchema) },
    async (request, reply) => {
      requireParent(request);
      reply.header('cache-control', 'no-store');
      return service.pending(pairingIdOf(request));
    },
  );

  app.post(
    '/api/pair/code',
    { config: { displays: 'refused' }, onRequest: codeLimit, ...answers(pendingPairingSchema) },
    async (request, reply) => {
      requireParent(request);
      const { userCode } = parse(pairingCodeSchema, request.body);
      reply.header('cache-control', 'no-store');
      return service.pendingByCode(userCode);
    },
  );

  app.post(
    '/api/pair/code/complete',
    { onRequest: codeLimit, ...answers(successSchema) },
    async (request) => {
      const auth = requireParent(request);
      const { userCode, ...choice } = parse(completePairingByCodeSchema, request.body);
      await service.completeByCode(userCode, auth, choice);
      return { success: true };
    },
  );

  app.post(
    '/api/pair/:pairingId/complete',
    { config: startLimit, ...answers(successSchema) },
    async (request) => {
      const auth = requireParent(request);
      const pairingId = pairingIdOf(request);
      await service.complete(pairingId, auth, parse(completePairingSchema, request.body));
      return { success: true };
    },
  );
}
