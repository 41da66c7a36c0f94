import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOAuthCore, readForm } from './oauth-core';

export const SPOTIFY_CLIENT = { id: 'luno-test-spotify', secret: 'spotify-test-secret' };

export interface FakeSpotifyDevice {
  id: string;
  name: string;
  type: string;
  volume_percent: number;
}

interface FakeTrack {
  id: string;
  name: string;
  duration_ms: number;
  artists: { name: string }[];
  album: { name: string; images: { url: string; width: number; height: number }[] };
}

/**
 * Spotify's accounts service (`/authorize`, `/api/token` with PKCE and refresh) and the parts of
 * its Web API Luno calls, on 127.0.0.1, answering in Spotify's documented shapes: `/v1/me`,
 * `/v1/me/playlists` and `/v1/playlists/{id}/items` (the February 2026 name of `/tracks`) paged with `next`, `/v1/me/player` (204 when
 * nothing plays), its devices and commands; an expired token is a 401, a command from an account
 * without Premium a 403 with reason PREMIUM_REQUIRED, a command with no device a 404
 * NO_ACTIVE_DEVICE.
 */
export async function startFakeSpotify({ port = 0 } = {}) {
  const oauth = createOAuthCore({
    clientId: SPOTIFY_CLIENT.id,
    clientSecret: SPOTIFY_CLIENT.secret,
    account: 'parent@example.com',
  });
  const track = (id: string, name: string, artist: string, album: string): FakeTrack => ({
    id,
    name,
    duration_ms: 200_000,
    artists: [{ name: artist }],
    album: {
      name: album,
      images: [640, 300, 64].map((size) => ({
        url: `${base()}/covers/${id}-${size}.svg`,
        width: size,
        height: size,
      })),
    },
  });
  const state = {
    account: { id: 'fakeuser', display_name: 'The Parkers', product: 'premium' },
    playlists: [] as { id: string; name: string; tracks: FakeTrack[] }[],
    devices: [
      { id: 'kitchen0speaker', name: 'Kitchen speaker', type: 'Speaker', volume_percent: 50 },
      { id: 'living0room0tv', name: 'Living room TV', type: 'TV', volume_percent: 30 },
    ] as FakeSpotifyDevice[],
    player: null as null | {
      deviceId: string;
      isPlaying: boolean;
      shuffle: boolean;
      repeat: 'off' | 'track' | 'context';
      contextUri: string;
      track: FakeTrack;
      index: number;
    },
    /** Every Web API request: method and path with query. */
    calls: [] as { method: string; url: string; body: unknown }[],
  };
  const error = (response: http.ServerResponse, status: number, message: string, reason?: string) =>
    oauth.json(response, status, { error: { status, message, ...(reason ? { reason } : {}) } });

  function page<T>(items: T[], url: URL, make: (item: T) => unknown) {
    const limit = Math.min(50, Number(url.searchParams.get('limit') ?? 20));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const next = offset + limit < items.length ? new URL(url) : null;
    next?.searchParams.set('offset', String(offset + limit));
    next?.searchParams.set('limit', String(limit));
    return {
      href: url.toString(),
      items: items.slice(offset, offset + limit).map(make),
      limit,
      offset,
      total: items.length,
      next: next ? `${base()}${next.pathname}${next.search}` : null,
      previous: null,
    };
  }

  function playerBody() {
    const p = state.player;
    if (!p) return null;
    const device = state.devices.find((d) => d.id === p.deviceId);
    return {
      device: device ? { ...device, is_active: true, is_private_session: false, is_restricted: false } : null,
      shuffle_state: p.shuffle,
      repeat_state: p.repeat,
      timestamp: Date.now(),
      context: { type: 'playlist', uri: p.contextUri, href: '', external_urls: {} },
      progress_ms: 12_000,
      is_playing: p.isPlaying,
      item: { ...p.track, type: 'track', uri: `spotify:track:${p.track.id}` },
      currently_playing_type: 'track',
    };
  }

  async function api(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    state.calls.push({ method: request.method ?? '', url: `${url.pathname}${url.search}`, body });
    if (!oauth.authorised(request)) return error(response, 401, 'The access token expired');
    const path = url.pathname;
    const q = url.searchParams;
    if (request.method === 'GET' && path === '/v1/me') {
      return oauth.json(response, 200, {
        ...state.account,
        type: 'user',
        uri: `spotify:user:${state.account.id}`,
      });
    }
    if (request.method === 'GET' && path === '/v1/me/playlists') {
      return oauth.json(
        response,
        200,
        page(state.playlists, url, ({ id, name, tracks }) => ({
          id,
          name,
          type: 'playlist',
          uri: `spotify:playlist:${id}`,
          tracks: { total: tracks.length },
        })),
      );
    }
    const tracks = /^\/v1\/playlists\/([^/]+)\/items$/.exec(path);
    if (request.method === 'GET' && tracks) {
      const playlist = state.playlists.find((p) => p.id === tracks[1]);
      if (!playlist) return error(response, 404, 'Resource not found');
      return oauth.json(
        response,
        200,
        page(playlist.tracks, url, (track) => ({
          added_at: '2025-01-01T00:00:00Z',
          is_local: false,
          item: track,
        })),
      );
    }
    if (request.method === 'GET' && path === '/v1/me/player') {
      const current = playerBody();
      return current ? oauth.json(response, 200, current) : response.writeHead(204).end();
    }
    if (request.method === 'GET' && path === '/v1/me/player/devices') {
      return oauth.json(response, 200, {
        devices: state.devices.map((d) => ({
          ...d,
          is_active: state.player?.deviceId === d.id,
          is_private_session: false,
          is_restricted: false,
        })),
      });
    }
    if (!path.startsWith('/v1/me/player')) return error(response, 404, 'Service not found');
    if (state.account.product !== 'premium') {
      return error(response, 403, 'Player command failed: Premium required', 'PREMIUM_REQUIRED');
    }
    const deviceId = q.get('device_id') ?? state.player?.deviceId;
    if (path === '/v1/me/player' && request.method === 'PUT') {
      const target = (body?.device_ids as string[] | undefined)?.[0];
      if (!target || !state.devices.some((d) => d.id === target))
        return error(response, 404, 'Device not found');
      if (state.player) state.player.deviceId = target;
      return response.writeHead(204).end();
    }
    if (!deviceId || !state.devices.some((d) => d.id === deviceId)) {
      return error(response, 404, 'Player command failed: No active device found', 'NO_ACTIVE_DEVICE');
    }
    const p = state.player;
    if (path === '/v1/me/player/play' && request.method === 'PUT') {
      const uri = body?.context_uri as string | undefined;
      if (uri) {
        const playlist = state.playlists.find((pl) => `spotify:playlist:${pl.id}` === uri);
        if (!playlist?.tracks[0]) return error(response, 404, 'Not found');
        state.player = {
          deviceId,
          isPlaying: true,
          shuffle: p?.shuffle ?? false,
          repeat: p?.repeat ?? 'off',
          contextUri: uri,
          track: playlist.tracks[0],
          index: 0,
        };
      } else if (p) {
        p.isPlaying = true;
        p.deviceId = deviceId;
      } else return error(response, 404, 'Player command failed: No active device found', 'NO_ACTIVE_DEVICE');
      return response.writeHead(204).end();
    }
    if (!p) return error(response, 404, 'Player command failed: No active device found', 'NO_ACTIVE_DEVICE');
    if (path === '/v1/me/player/pause' && request.method === 'PUT') p.isPlaying = false;
    else if (
      (path === '/v1/me/player/next' || path === '/v1/me/player/previous') &&
      request.method === 'POST'
    ) {
      const list = state.playlists.find((pl) => `spotify:playlist:${pl.id}` === p.contextUri)?.tracks ?? [
        p.track,
      ];
      p.index = (p.index + (path.endsWith('next') ? 1 : list.length - 1)) % list.length;
      p.track = list[p.index] ?? p.track;
    } else if (path === '/v1/me/player/shuffle' && request.method === 'PUT') {
      if (!['true', 'false'].includes(q.get('state') ?? '')) return error(response, 400, 'Invalid state');
      p.shuffle = q.get('state') === 'true';
    } else if (path === '/v1/me/player/repeat' && request.method === 'PUT') {
      const value = q.get('state');
      if (value !== 'off' && value !== 'track' && value !== 'context')
        return error(response, 400, 'Invalid state');
      p.repeat = value;
    } else if (path === '/v1/me/player/volume' && request.method === 'PUT') {
      const percent = Number(q.get('volume_percent'));
      const device = state.devices.find((d) => d.id === deviceId);
      if (!device || !Number.isInteger(percent) || percent < 0 || percent > 100)
        return error(response, 400, 'Invalid volume');
      device.volume_percent = percent;
    } else return error(response, 404, 'Service not found');
    return response.writeHead(204).end();
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base());
    try {
      if (request.method === 'GET' && url.pathname === '/authorize')
        return oauth.authorize(url.searchParams, response);
      if (request.method === 'POST' && url.pathname === '/api/token') {
        return oauth.token(await readForm(request), request, response);
      }
      if (url.pathname.startsWith('/covers/')) {
        response.writeHead(200, { 'content-type': 'image/svg+xml' });
        return response.end(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#e76f51"/><circle cx="5" cy="5" r="3" fill="#264653"/></svg>',
        );
      }
      if (url.pathname.startsWith('/v1/')) return await api(request, response, url);
      response.writeHead(404).end();
    } catch (failure) {
      response.writeHead(500).end(String(failure));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const morning = [
    track('t1', 'Here Comes the Sun', 'The Beatles', 'Abbey Road'),
    track('t2', 'Lovely Day', 'Bill Withers', 'Menagerie'),
  ];
  state.playlists.push({ id: 'morningmix', name: 'Morning Mix', tracks: morning });
  state.playlists.push({ id: 'emptylist', name: 'Empty Playlist', tracks: [] });
  for (let n = 1; n <= 53; n += 1) {
    state.playlists.push({
      id: `pl${n}`,
      name: `Playlist ${n}`,
      tracks: [track(`x${n}`, `Song ${n}`, 'Band', 'LP')],
    });
  }

  function base() {
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    baseUrl: base(),
    state,
    oauth,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSpotify = Awaited<ReturnType<typeof startFakeSpotify>>;
