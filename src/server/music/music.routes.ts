/**
 * The music widget's Spotify remote (spec 02 §7, issue 26). The browser is sent to
 * `/api/auth/spotify`, on to Spotify's consent page, and back to `…/callback`; the flow's state and
 * PKCE verifier travel in a short-lived sealed cookie bound to the family that began it. Playback
 * goes through this server (docs/decisions.md): a paired screen may read what plays, and change it
 * only from a widget whose board allows control from the wall.
 */
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasAppAccess } from '../../common/plans';
import { successSchema } from '../../common/schemas/accounts';
import {
  MUSIC_MESSAGES,
  type MusicStatus,
  musicStatusSchema,
  type PlayerCommand,
  playerCommandSchema,
  playerSchema,
  playlistSchema,
} from '../../common/schemas/music';
import type { SessionFinder, SessionRecord } from '../accounts/sessions.repo';
import type { Config } from '../config';
import { DomainError, notSetUp, notSignedIn, providerFailed, subscriptionInactive } from '../domain-errors';
import { displayRefused, requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { oauthFlowCookie } from '../http/oauth-flow-cookie';
import { publicOrigin } from '../http/public-origin';
import { answers } from '../http/zod-serializer';
import { type SpotifyClient, SpotifyError } from '../integrations/music/spotify';
import type { ScreensRepo } from '../screens/screens.repo';
import type { Sealer } from '../sealed';
import { sameSecret } from '../secrets';
import type { MusicService } from './music.service';

const FLOW_COOKIE = 'luno_spotify_flow';
const EDITOR_PAGE = '/app/layout';

interface Flow {
  state: string;
  verifier: string;
  familyId: number;
}

const PLAYER_ACTIONS = [
  'play',
  'pause',
  'next',
  'previous',
  'shuffle',
  'repeat',
  'volume',
  'device',
] as const;

/** What each action says when Spotify refuses it for a reason of its own (spec 02 §8). */
const FAILED: Record<PlayerCommand['action'], string> = {
  play: MUSIC_MESSAGES.startFailed,
  pause: MUSIC_MESSAGES.playbackError,
  next: MUSIC_MESSAGES.playbackError,
  previous: MUSIC_MESSAGES.playbackError,
  shuffle: MUSIC_MESSAGES.shuffleFailed,
  repeat: MUSIC_MESSAGES.repeatFailed,
  volume: MUSIC_MESSAGES.playbackError,
  device: MUSIC_MESSAGES.couldNotStart,
};

export interface MusicDeps {
  config: Config;
  sessions: SessionFinder;
  sealer: Sealer;
  screens: ScreensRepo;
  /** Null on a server without Spotify keys. */
  spotify: SpotifyClient | null;
  service: MusicService | null;
}

/** Spotify's own refusals as the spec words them. */
function spotifyFailure(error: unknown, fallback: string): never {
  if (error instanceof SpotifyError) {
    if (error.status === 403 && error.reason === 'PREMIUM_REQUIRED') {
      throw new DomainError('premium_required', MUSIC_MESSAGES.premiumRequired);
    }
    if (error.status === 404) throw new DomainError('playback_unavailable', MUSIC_MESSAGES.playbackError);
    if (error.status === 401) throw new DomainError('reconnect_needed', MUSIC_MESSAGES.refreshFailed);
    throw providerFailed(fallback);
  }
  throw error;
}

export function musicRoutes(
  app: FastifyInstance,
  { config, sessions, sealer, screens, spotify, service }: MusicDeps,
) {
  const flowCookie = oauthFlowCookie<Flow>(FLOW_COOKIE, config, sealer);
  const callbackUrl = (request: FastifyRequest) =>
    `${publicOrigin(config, request)}/api/auth/spotify/callback`;

  function set(): { spotify: SpotifyClient; service: MusicService } {
    if (!spotify || !service) throw notSetUp(MUSIC_MESSAGES.notSetUp);
    return { spotify, service };
  }

  const backToEditor = (reply: FastifyReply, result: string) =>
    reply.redirect(`${EDITOR_PAGE}?${new URLSearchParams({ connect: 'spotify', result })}`);

  /** A paired screen changes what plays only from a music widget whose board allows it. */
  async function mayControl(auth: SessionRecord, command: PlayerCommand): Promise<void> {
    if (auth.kind !== 'device') return;
    const screen = command.screenId ? await screens.find(auth.familyId, command.screenId) : undefined;
    const widget = screen?.components.find((component) => component.id === command.componentId);
    if (widget?.type !== 'spotify' || !widget.spotifyConfig.allowWallControl) {
      throw displayRefused();
    }
  }

  app.get('/api/spotify/status', answers(musicStatusSchema), async (request): Promise<MusicStatus> => {
    const { familyId } = requireMember(request);
    if (!service) return { available: false, connected: false, account: null, premium: null };
    return { available: true, ...(await service.status(familyId)) };
  });

  /** Starts a connection. A client without the cookie session may pass its token as `jwt` (spec 02 §7). */
  app.get('/api/auth/spotify', { config: { displays: 'refused' } }, async (request, reply) => {
    const { jwt } = request.query as { jwt?: unknown };
    const auth = request.auth ?? (typeof jwt === 'string' && jwt ? await sessions.find(jwt) : null);
    if (!auth || auth.kind === 'device') throw notSignedIn();
    if (!hasAppAccess(auth.subscriptionStatus)) {
      throw subscriptionInactive();
    }
    const { spotify } = set();
    const flow: Flow = {
      state: generateState(),
      verifier: generateCodeVerifier(),
      familyId: auth.familyId,
    };
    flowCookie.write(reply, flow);
    // The address may carry the caller's token: Spotify must not be told it.
    reply.header('referrer-policy', 'no-referrer');
    return reply.redirect(
      spotify.authorizationUrl(flow.state, flow.verifier, callbackUrl(request)).toString(),
    );
  });

  app.get('/api/auth/spotify/callback', async (request, reply) => {
    const flow = flowCookie.read(request);
    const query = request.query as { code?: unknown; state?: unknown; error?: unknown };
    if (!flow || typeof query.state !== 'string' || !sameSecret(query.state, flow.state)) {
      throw new DomainError(
        'flow_not_started',
        'This sign-in or connection was not started here, or took too long. Please start it again.',
      );
    }
    flowCookie.clear(reply);
    const { service } = set();
    if (typeof query.error === 'string') return backToEditor(reply, 'declined');
    if (typeof query.code !== 'string' || !query.code) return backToEditor(reply, 'failed');
    try {
      await service.connect(flow.familyId, query.code, flow.verifier, callbackUrl(request));
    } catch (error) {
      request.log.warn({ err: error }, 'connecting a Spotify account failed');
      return backToEditor(reply, 'failed');
    }
    return backToEditor(reply, 'connected');
  });

  /** A fresh access token for the family's account (spec 02 §7); 401 with the spec's message when refused. */
  app.post('/api/auth/spotify/refresh', answers(successSchema), async (request) => {
    const { familyId } = requireMember(request);
    await set().service.refresh(familyId);
    return { success: true };
  });

  app.post(
    '/api/auth/spotify/revoke',
    { config: { displays: 'refused' }, ...answers(successSchema) },
    async (request) => {
      const { familyId } = requireMember(request);
      await set().service.disconnect(familyId);
      return { success: true };
    },
  );

  app.get('/api/spotify/playlists', answers(z.array(playlistSchema)), async (request) => {
    const { familyId } = requireMember(request);
    const { spotify, service } = set();
    try {
      return await service.withToken(familyId, (token) => spotify.playlists(token));
    } catch (error) {
      return spotifyFailure(error, MUSIC_MESSAGES.playlistsFailed);
    }
  });

  app.get('/api/spotify/player', answers(playerSchema), async (request) => {
    const { familyId } = requireMember(request);
    const { spotify, service } = set();
    try {
      return await service.withToken(familyId, (token) => spotify.player(token));
    } catch (error) {
      return spotifyFailure(error, MUSIC_MESSAGES.playbackError);
    }
  });

  for (const action of PLAYER_ACTIONS) {
    app.put(
      `/api/spotify/player/${action}`,
      { config: { displays: 'allowed' }, ...answers(successSchema) },
      async (request) => {
        const auth = requireMember(request);
        const command = parse(playerCommandSchema, { ...(request.body as object), action });
        await mayControl(auth, command);
        const { spotify, service } = set();
        try {
          await service.control(auth.familyId, async (token) => {
            if (
              command.action === 'play' &&
              command.playlistId &&
              !(await spotify.hasTracks(token, command.playlistId))
            ) {
              throw new DomainError('nothing_to_play', MUSIC_MESSAGES.noTracks);
            }
            await spotify.command(token, command);
          });
        } catch (error) {
          return spotifyFailure(error, FAILED[command.action]);
        }
        return { success: true };
      },
    );
  }
}
