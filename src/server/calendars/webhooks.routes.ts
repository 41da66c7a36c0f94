/**
 * Where Google and Microsoft tell Luno a connected calendar changed. No session and no CSRF token:
 * the channel's own secret authenticates a notice (Google's channel token, Graph's clientState),
 * and a notice for a channel Luno does not keep, or with a wrong secret, is answered 404 with
 * nothing done. A good notice makes the source sync at once (`calendar-watches.ts`).
 */
import type { FastifyInstance } from 'fastify';
import { successSchema } from '../../common/schemas/accounts';
import { notFound } from '../domain-errors';
import { answers } from '../http/zod-serializer';
import type { CalendarWatches } from './calendar-watches';

const UNKNOWN_CHANNEL = 'No such channel.';
const GOOGLE_PATH = '/api/webhooks/google-calendar';
const GRAPH_PATH = '/api/webhooks/microsoft-graph';
/** Graph's validation tokens are short; anything longer is not one. */
const MAX_VALIDATION_TOKEN = 1024;

export function webhooksRoutes(app: FastifyInstance, { watches }: { watches: CalendarWatches }): void {
  app.post(GOOGLE_PATH, { config: { csrf: false }, ...answers(successSchema) }, async (request) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : '';
    };
    const channelId = header('x-goog-channel-id');
    const token = header('x-goog-channel-token');
    // `sync` is a channel's first message: it only says the channel works.
    const syncs = header('x-goog-resource-state') !== 'sync';
    const counted =
      channelId && token ? await watches.notices(GOOGLE_PATH, [{ channelId, secret: token }], { syncs }) : 0;
    if (counted === 0) throw notFound(UNKNOWN_CHANNEL);
    return { success: true };
  });

  app.post(
    GRAPH_PATH,
    { config: { csrf: false }, ...answers(successSchema, 202) },
    async (request, reply) => {
      // The validation handshake: the token, decoded, echoed as plain text within 10 seconds.
      const { validationToken } = request.query as { validationToken?: unknown };
      if (typeof validationToken === 'string' && validationToken.length <= MAX_VALIDATION_TOKEN) {
        return reply.status(200).type('text/plain; charset=utf-8').send(validationToken);
      }
      const body = request.body as { value?: unknown } | null;
      const notices = (Array.isArray(body?.value) ? body.value : [])
        .slice(0, 100)
        .filter(
          (notice): notice is { subscriptionId: string; clientState: string } =>
            typeof notice?.subscriptionId === 'string' && typeof notice?.clientState === 'string',
        );
      const counted = await watches.notices(
        GRAPH_PATH,
        notices.map((notice) => ({ channelId: notice.subscriptionId, secret: notice.clientState })),
      );
      if (counted === 0) throw notFound(UNKNOWN_CHANNEL);
      return reply.status(202).send({ success: true });
    },
  );
}
