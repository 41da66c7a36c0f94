/**
 * `GET /api/live`: one server-sent-events stream per signed-in client, carrying the family's
 * changes as they commit (`event: change`, data `{ resource, ids }`), so a board or a page refetches
 * exactly what changed. A heartbeat every HEARTBEAT_MS keeps proxies from closing an idle stream, and
 * tells the client's watchdog the stream is alive. Nothing is replayed: a client that reconnects
 * refetches what it shows, so nothing is missed. `ready` names the viewer build this server serves,
 * so a display still running an older one after a deploy reloads itself. A stream whose session ends
 * or moves to another family (signed out, unpaired, removed, a lapsed plan) is told `ended` and
 * closed, so it carries nothing more of the family and its client reads its session again.
 */
import type { FastifyInstance } from 'fastify';
import { hasAppAccess } from '../../common/plans';
import type { SessionFinder } from '../accounts/sessions.repo';
import { findSession, requireMember } from '../http/auth';
import { type Change, type Changes, SESSIONS } from './changes';

export const HEARTBEAT_MS = 25_000;
/** What a browser waits before reconnecting by itself after a dropped stream. */
const RETRY_MS = 2_000;

export interface LiveDeps {
  changes: Changes;
  /** Where a stream's session is read again after its family's sessions change. */
  sessions: SessionFinder;
  /** The viewer's entry script in the built web app (`/assets/view-….js`); null without a build. */
  viewerBuild: string | null;
}

export function liveRoutes(app: FastifyInstance, { changes, sessions, viewerBuild }: LiveDeps) {
  const open = new Set<() => void>();
  /** The displays (by their session) with a stream open here now: the operator's "online". */
  const displaysOpen = new Map<string, number>();
  const endAll = () => {
    for (const end of open) end();
  };
  // A stream never ends by itself: closing the server ends them, or close would wait for ever.
  app.addHook('onClose', async () => endAll());

  app.get('/api/live', { compress: false }, async (request, reply) => {
    const { familyId, tokenHash, kind } = requireMember(request);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    let sequence = 0;
    const send = (text: string) => {
      if (!raw.writableEnded) raw.write(text);
    };
    send(`retry: ${RETRY_MS}\n\n`);
    send(`event: ready\ndata: ${JSON.stringify({ viewerBuild })}\n\n`);
    // Whether the session this stream opened with still holds, in the same family, with the app open to it.
    const stillHolds = async () => {
      const now = await findSession(request, sessions);
      return (
        now !== null &&
        now.tokenHash === tokenHash &&
        now.familyId === familyId &&
        hasAppAccess(now.subscriptionStatus) &&
        !now.suspended
      );
    };
    const unsubscribe = changes.subscribe((change: Change) => {
      if (change.familyId !== familyId) return;
      if (change.resource === SESSIONS) {
        void stillHolds().then(
          (holds) => {
            if (holds) return;
            send('event: ended\ndata: {}\n\n');
            end();
          },
          (error: unknown) =>
            request.log.warn({ err: error }, 'could not read a live stream’s session again'),
        );
        return;
      }
      sequence += 1;
      send(
        `id: ${sequence}\nevent: change\ndata: ${JSON.stringify({ resource: change.resource, ids: change.ids })}\n\n`,
      );
    });
    const counted = app.meter.liveStreamOpened(kind);
    const heartbeat = setInterval(() => send('event: heartbeat\ndata: {}\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    if (kind === 'device') displaysOpen.set(tokenHash, (displaysOpen.get(tokenHash) ?? 0) + 1);
    const end = () => {
      if (!open.has(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      counted();
      open.delete(end);
      if (kind === 'device') {
        const left = (displaysOpen.get(tokenHash) ?? 1) - 1;
        if (left > 0) displaysOpen.set(tokenHash, left);
        else displaysOpen.delete(tokenHash);
      }
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
    raw.on('error', end);
  });

  return {
    /**
     * Ends every stream open here, as a restart would: their clients open new ones at once and
     * refetch everything they show, catching up on changes this instance could not announce.
     */
    endStreams: endAll,
    /** Streams open on this instance now, and the displays among them. */
    openStreams: () => ({ streams: open.size, displays: displaysOpen.size }),
  };
}
