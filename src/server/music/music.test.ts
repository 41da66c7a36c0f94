import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSpotify, SPOTIFY_CLIENT, startFakeSpotify } from '../../../test/fakes/spotify';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeBoard, makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { createComponent } from '../../common/schemas/component';
import { MUSIC_MESSAGES } from '../../common/schemas/music';
import { DISPLAY_REFUSED_MESSAGE } from '../http/auth';

/** Walks the browser through a connection: Luno → Spotify's consent page → back to Luno. */
async function connect(agent: Agent) {
  const start = await agent.get('/api/auth/spotify');
  expect(start.statusCode).toBe(302);
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location')!);
  expect(back.pathname).toBe('/api/auth/spotify/callback');
  const landed = await agent.get(`${back.pathname}${back.search}`);
  return { landed, authorizeUrl: new URL(String(start.headers.location)) };
}

describe.each(dialects)('the Spotify remote on %s', (dialect) => {
  let t: TestApp;
  let spotify: FakeSpotify;

  beforeAll(async () => {
    spotify = await startFakeSpotify();
    t = await buildTestApp(dialect, {
      SPOTIFY_CLIENT_ID: SPOTIFY_CLIENT.id,
      SPOTIFY_CLIENT_SECRET: SPOTIFY_CLIENT.secret,
      LUNO_SPOTIFY_BASE_URL: spotify.baseUrl,
      LUNO_SPOTIFY_API_BASE_URL: spotify.baseUrl,
      PUBLIC_URL: 'http://luno.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await spotify.close();
  });
  beforeEach(() => {
    spotify.state.account.product = 'premium';
    spotify.state.player = null;
  });

  async function connectedFamily() {
    const family = await makeSignedInFamily(t);
    await connect(family.agent);
    return family;
  }

  it('connects with PKCE, keeps the tokens sealed, lists every playlist, and disconnects', async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    expect((await agent.get('/api/features')).json().spotify).toBe(true);
    expect((await agent.get('/api/spotify/status')).json()).toEqual({
      available: true,
      connected: false,
      account: null,
      premium: null,
    });
    const missing = await agent.get('/api/spotify/playlists');
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error).toBe(MUSIC_MESSAGES.tokenMissing);

    const { landed, authorizeUrl } = await connect(agent);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('http://luno.test/api/auth/spotify/callback');
    expect(authorizeUrl.searchParams.get('scope')).toContain('user-modify-playback-state');
    expect(authorizeUrl.searchParams.get('scope')).toContain('user-read-private');
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/app/layout?connect=spotify&result=connected');
    expect((await agent.get('/api/spotify/status')).json()).toEqual({
      available: true,
      connected: true,
      account: 'The Parkers',
      premium: true,
    });

    const row = await t.database.handle.db
      .selectFrom('music_connections')
      .selectAll()
      .where('family_id', '=', familyId)
      .executeTakeFirstOrThrow();
    const grant = spotify.oauth.state.tokenRequests.at(-1)!;
    expect(grant.get('grant_type')).toBe('authorization_code');
    expect(JSON.stringify(row)).not.toContain(grant.get('code')!);
    expect(row.access_sealed).toMatch(/^v1\./);
    expect(row.refresh_sealed).toMatch(/^v1\./);

    const playlists = await agent.get('/api/spotify/playlists');
    expect(playlists.statusCode).toBe(200);
    const list = playlists.json() as { id: string; name: string }[];
    expect(list).toHaveLength(55);
    expect(list[0]).toEqual({ id: 'morningmix', name: 'Morning Mix' });
    expect(list.at(-1)).toEqual({ id: 'pl53', name: 'Playlist 53' });
    const pages = spotify.state.calls.filter((call) => call.url.startsWith('/v1/me/playlists'));
    expect(pages.slice(-2).map((call) => new URL(call.url, 'http://x').searchParams.get('offset'))).toEqual([
      null,
      '50',
    ]);

    expect((await agent.post('/api/auth/spotify/revoke')).json()).toEqual({ success: true });
    expect((await agent.get('/api/spotify/status')).json().connected).toBe(false);
    expect((await agent.get('/api/spotify/player')).statusCode).toBe(409);
  });

  it('starts a playlist on a device, follows pause, shuffle, repeat and volume, and says when nothing plays', async () => {
    const { agent } = await connectedFamily();
    expect((await agent.get('/api/spotify/player')).json()).toMatchObject({
      playback: null,
      devices: [
        { id: 'kitchen0speaker', name: 'Kitchen speaker', isActive: false },
        { id: 'living0room0tv', name: 'Living room TV', isActive: false },
      ],
    });
    const empty = await agent.put('/api/spotify/player/play', {
      deviceId: 'kitchen0speaker',
      playlistId: 'emptylist',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toBe(MUSIC_MESSAGES.noTracks);
    const noDevice = await agent.put('/api/spotify/player/play', { playlistId: 'morningmix' });
    expect(noDevice.json().error).toBe(MUSIC_MESSAGES.playbackError);

    await agent.put('/api/spotify/player/play', { deviceId: 'kitchen0speaker', playlistId: 'morningmix' });
    const play = spotify.state.calls.findLast((call) => call.url.startsWith('/v1/me/player/play'))!;
    expect(play).toMatchObject({
      method: 'PUT',
      url: '/v1/me/player/play?device_id=kitchen0speaker',
      body: { context_uri: 'spotify:playlist:morningmix' },
    });
    let player = (await agent.get('/api/spotify/player')).json();
    expect(player.playback).toMatchObject({
      isPlaying: true,
      shuffle: false,
      repeat: 'off',
      deviceId: 'kitchen0speaker',
      contextUri: 'spotify:playlist:morningmix',
      track: { name: 'Here Comes the Sun', artists: 'The Beatles', album: 'Abbey Road' },
    });
    expect(player.playback.track.imageUrl).toContain('t1-300');

    for (const [action, body] of [
      ['pause', {}],
      ['shuffle', { state: true }],
      ['repeat', { state: 'track' }],
      ['volume', { percent: 35 }],
      ['next', {}],
    ] as const) {
      const answer = await agent.put(`/api/spotify/player/${action}`, body);
      expect(answer.json()).toEqual({ success: true });
    }
    player = (await agent.get('/api/spotify/player')).json();
    expect(player.playback).toMatchObject({
      isPlaying: false,
      shuffle: true,
      repeat: 'track',
      volumePercent: 35,
      track: { name: 'Lovely Day' },
    });
    const bad = await agent.put('/api/spotify/player/volume', { percent: 140 });
    expect(bad.statusCode).toBe(400);
    expect((await agent.put('/api/spotify/player/dance', {})).statusCode).toBe(404);
  });

  it('refreshes an expired token and retries, and says so when Spotify refuses the refresh', async () => {
    const { agent } = await connectedFamily();
    spotify.oauth.expireAccessTokens();
    const refreshesBefore = spotify.oauth.state.tokenRequests.filter(
      (f) => f.get('grant_type') === 'refresh_token',
    ).length;
    expect((await agent.get('/api/spotify/playlists')).statusCode).toBe(200);
    const refreshes = spotify.oauth.state.tokenRequests.filter(
      (f) => f.get('grant_type') === 'refresh_token',
    );
    expect(refreshes.length).toBe(refreshesBefore + 1);

    expect((await agent.post('/api/auth/spotify/refresh')).json()).toEqual({ success: true });
    spotify.oauth.revokeAll();
    const refused = await agent.post('/api/auth/spotify/refresh');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(MUSIC_MESSAGES.refreshFailed);
    const player = await agent.get('/api/spotify/player');
    expect(player.statusCode).toBe(401);
    expect(player.json().error).toBe(MUSIC_MESSAGES.refreshFailed);
  });

  it('says Premium is required when Spotify refuses a free account control', async () => {
    const { agent } = await connectedFamily();
    spotify.state.account.product = 'free';
    const answer = await agent.put('/api/spotify/player/play', {
      deviceId: 'kitchen0speaker',
      playlistId: 'morningmix',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe(MUSIC_MESSAGES.premiumRequired);
  });

  it('lets a paired screen read what plays but change it only from a board that allows control from the wall', async () => {
    const { agent, familyId, userId } = await connectedFamily();
    await agent.put('/api/spotify/player/play', { deviceId: 'kitchen0speaker', playlistId: 'morningmix' });
    const closed = createComponent('spotify', 'music');
    const open = {
      ...createComponent('spotify', 'wall'),
      spotifyConfig: { ...closed.spotifyConfig, allowWallControl: true },
    };
    const board = await makeBoard(t, familyId, { components: [closed, open] });
    const tv = (await makeSession(t, { userId, familyId }, 'device')).agent;

    expect((await tv.get('/api/spotify/player')).json().playback).toMatchObject({ isPlaying: true });
    const refused = await tv.put('/api/spotify/player/pause', { screenId: board.id, componentId: 'music' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(DISPLAY_REFUSED_MESSAGE);
    expect((await tv.put('/api/spotify/player/pause', {})).statusCode).toBe(403);
    expect((await tv.get('/api/auth/spotify')).statusCode).toBe(403);
    expect((await tv.post('/api/auth/spotify/revoke')).statusCode).toBe(403);
    expect((await agent.get('/api/spotify/player')).json().playback.isPlaying).toBe(true);

    const allowed = await tv.put('/api/spotify/player/pause', { screenId: board.id, componentId: 'wall' });
    expect(allowed.json()).toEqual({ success: true });
    expect((await agent.get('/api/spotify/player')).json().playback.isPlaying).toBe(false);
  });

  it('tells the family’s screens when Luno changes what plays or the connection, and nothing when Spotify refused', async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    const heard: string[] = [];
    const stop = t.app.changes.subscribe((change) => {
      if (change.familyId === familyId) heard.push(change.resource);
    });
    try {
      await connect(agent);
      expect(heard).toEqual(['music']);
      await agent.put('/api/spotify/player/play', { deviceId: 'kitchen0speaker', playlistId: 'morningmix' });
      await agent.put('/api/spotify/player/pause', {});
      expect(heard).toEqual(['music', 'music', 'music']);
      const empty = await agent.put('/api/spotify/player/play', {
        deviceId: 'kitchen0speaker',
        playlistId: 'emptylist',
      });
      expect(empty.statusCode).toBe(422);
      // Reading what plays changes nothing.
      await agent.get('/api/spotify/player');
      expect(heard).toHaveLength(3);
      await agent.post('/api/auth/spotify/revoke');
      expect(heard).toEqual(['music', 'music', 'music', 'music']);
    } finally {
      stop();
    }
  });
});

describe('a server without Spotify keys', () => {
  it('says music is not set up', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const { agent } = await makeSignedInFamily(t);
      expect((await agent.get('/api/features')).json().spotify).toBe(false);
      expect((await agent.get('/api/spotify/status')).json()).toMatchObject({ available: false });
      const playlists = await agent.get('/api/spotify/playlists');
      expect(playlists.statusCode).toBe(404);
      expect(playlists.json().error).toBe(MUSIC_MESSAGES.notSetUp);
    } finally {
      await t.close();
    }
  });
});
