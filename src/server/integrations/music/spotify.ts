/**
 * Spotify's accounts service (Authorization Code with PKCE) and the parts of its Web API the music
 * widget uses: the account, playlists, the player and Connect devices. Every call goes to the
 * origins from config, so tests point this real code at a local fake.
 */
import { createHash } from 'node:crypto';
import type { Playback, Player, PlayerCommand, Playlist } from '../../../common/schemas/music';
import type { SpotifyConfig } from '../../config';

/** Playback state and control, playlists, and the account's plan (Premium check). */
export const SPOTIFY_SCOPES = [
  'user-read-playback-state',
  'user-modify-playback-state',
  'user-read-currently-playing',
  'playlist-read-private',
  'playlist-read-collaborative',
  'user-read-private',
];

export interface SpotifyTokens {
  accessToken: string;
  /** Spotify may rotate it on refresh; absent when it did not. */
  refreshToken: string | null;
  expiresAt: Date;
}

/** Spotify refused the call; `reason` is its own, e.g. PREMIUM_REQUIRED or NO_ACTIVE_DEVICE. */
export class SpotifyError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** The refresh token no longer works: the family must connect again. */
export class SpotifyGrantRefused extends Error {}

interface ApiTrack {
  name?: string;
  duration_ms?: number;
  artists?: { name?: string }[];
  album?: { name?: string; images?: { url: string; width?: number | null }[] };
}

interface ApiPlayer {
  is_playing?: boolean;
  progress_ms?: number | null;
  shuffle_state?: boolean;
  repeat_state?: 'off' | 'track' | 'context';
  device?: { id?: string | null; volume_percent?: number | null };
  context?: { uri?: string } | null;
  item?: ApiTrack | null;
}

const PAGE = 50;

function toPlayback(body: ApiPlayer): Playback {
  const item = body.item ?? null;
  // The smallest cover at least 300 px wide: sharp on a TV, not the 640 px original.
  const images = [...(item?.album?.images ?? [])].sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  const cover = images.find((image) => (image.width ?? 0) >= 300) ?? images.at(-1);
  return {
    isPlaying: body.is_playing === true,
    progressMs: body.progress_ms ?? 0,
    durationMs: item?.duration_ms ?? 0,
    shuffle: body.shuffle_state === true,
    repeat: body.repeat_state ?? 'off',
    deviceId: body.device?.id ?? null,
    volumePercent: body.device?.volume_percent ?? null,
    contextUri: body.context?.uri ?? null,
    track: item
      ? {
          name: item.name ?? '',
          artists: (item.artists ?? []).map((artist) => artist.name ?? '').join(', '),
          album: item.album?.name ?? '',
          imageUrl: cover?.url ?? null,
        }
      : null,
  };
}

export function spotifyClient(config: SpotifyConfig, fetcher: typeof fetch = fetch) {
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

  async function tokenRequest(form: Record<string, string>): Promise<SpotifyTokens> {
    const response = await fetcher(`${config.accountsUrl}/api/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      refresh_token?: string;
      expires_in?: number;
      error?: string;
    };
    if (response.status === 400 && body.error === 'invalid_grant') throw new SpotifyGrantRefused();
    if (!response.ok || !body.access_token) {
      throw new SpotifyError(response.status, body.error ?? null, 'Spotify did not issue a token.');
    }
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? null,
      expiresAt: new Date(Date.now() + (body.expires_in ?? 3600) * 1000),
    };
  }

  async function call(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetcher(path.startsWith('http') ? path : `${config.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok) {
      const error = (parsed as { error?: { message?: string; reason?: string } } | null)?.error;
      throw new SpotifyError(response.status, error?.reason ?? null, error?.message ?? response.statusText);
    }
    return parsed;
  }

  /** `?device_id=` when a device is named: Spotify acts on the active one otherwise. */
  const onDevice = (deviceId: string | undefined, query: Record<string, string> = {}) => {
    const search = new URLSearchParams({ ...query, ...(deviceId ? { device_id: deviceId } : {}) }).toString();
    return search ? `?${search}` : '';
  };

  return {
    authorizationUrl(state: string, verifier: string, redirectUri: string): URL {
      const url = new URL(`${config.accountsUrl}/authorize`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
        scope: SPOTIFY_SCOPES.join(' '),
        code_challenge_method: 'S256',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      }).toString();
      return url;
    },

    exchange(code: string, verifier: string, redirectUri: string) {
      return tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      });
    },

    refresh(refreshToken: string) {
      return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    async me(token: string): Promise<{ id: string; name: string | null; product: string | null }> {
      const body = (await call(token, 'GET', '/v1/me')) as {
        id: string;
        display_name?: string | null;
        product?: string;
      };
      return { id: body.id, name: body.display_name ?? null, product: body.product ?? null };
    },

    /** Every playlist, 50 a page, following `next`. */
    async playlists(token: string): Promise<Playlist[]> {
      const all: Playlist[] = [];
      let next: string | null = `/v1/me/playlists?limit=${PAGE}`;
      while (next) {
        const page = (await call(token, 'GET', next)) as {
          items: ({ id: string; name: string } | null)[];
          next: string | null;
        };
        for (const item of page.items) if (item) all.push({ id: item.id, name: item.name });
        next = page.next;
      }
      return all;
    },

    /** `/items`: Spotify renamed `/tracks` in February 2026 and refuses the old path to new apps. */
    async hasTracks(token: string, playlistId: string): Promise<boolean> {
      const page = (await call(token, 'GET', `/v1/playlists/${playlistId}/items?limit=${PAGE}&offset=0`)) as {
        items: unknown[];
      };
      return page.items.length > 0;
    },

    async player(token: string): Promise<Player> {
      const [state, devices] = await Promise.all([
        call(token, 'GET', '/v1/me/player') as Promise<ApiPlayer | null>,
        call(token, 'GET', '/v1/me/player/devices') as Promise<{
          devices: {
            id: string | null;
            name: string;
            type: string;
            is_active: boolean;
            volume_percent: number | null;
          }[];
        }>,
      ]);
      return {
        // 204 (no body) when nothing plays anywhere.
        playback: state ? toPlayback(state) : null,
        devices: devices.devices
          .filter((device) => device.id)
          .map((device) => ({
            id: device.id as string,
            name: device.name,
            type: device.type,
            isActive: device.is_active,
            volumePercent: device.volume_percent,
          })),
      };
    },

    async command(token: string, command: PlayerCommand): Promise<void> {
      switch (command.action) {
        case 'play':
          await call(
            token,
            'PUT',
            `/v1/me/player/play${onDevice(command.deviceId)}`,
            command.playlistId ? { context_uri: `spotify:playlist:${command.playlistId}` } : undefined,
          );
          return;
        case 'pause':
          await call(token, 'PUT', `/v1/me/player/pause${onDevice(command.deviceId)}`);
          return;
        case 'next':
        case 'previous':
          await call(token, 'POST', `/v1/me/player/${command.action}${onDevice(command.deviceId)}`);
          return;
        case 'shuffle':
          await call(
            token,
            'PUT',
            `/v1/me/player/shuffle${onDevice(command.deviceId, { state: String(command.state) })}`,
          );
          return;
        case 'repeat':
          await call(
            token,
            'PUT',
            `/v1/me/player/repeat${onDevice(command.deviceId, { state: command.state })}`,
          );
          return;
        case 'volume':
          await call(
            token,
            'PUT',
            `/v1/me/player/volume${onDevice(command.deviceId, { volume_percent: String(command.percent) })}`,
          );
          return;
        case 'device':
          await call(token, 'PUT', '/v1/me/player', { device_ids: [command.deviceId], play: true });
          return;
      }
    },
  };
}

export type SpotifyClient = ReturnType<typeof spotifyClient>;
