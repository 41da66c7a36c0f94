import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createComponent } from '../../src/common/schemas/component';
import { type FakeSpotify, SPOTIFY_CLIENT, startFakeSpotify } from '../fakes/spotify';
import { type LunoProcess, startLuno, waitUntilReady } from '../support/luno-process';
import { signUp } from './support/accounts';
import { picture } from './support/pictures';

// A server of this file's own with Spotify keys, reaching Spotify at this file's fake.
const port = Number(process.env.E2E_PORT) + 20;
test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1920, height: 1080 } });
test.describe.configure({ mode: 'serial' });

let spotify: FakeSpotify;
let luno: LunoProcess;
let dataDir: string;
test.beforeAll(async () => {
  spotify = await startFakeSpotify({ port: port + 1 });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-music-'));
  luno = startLuno({
    PORT: String(port),
    DATA_DIR: dataDir,
    LUNO_WEB_DIR: path.resolve('dist/web'),
    LUNO_DEFAULT_TIER: 'plus_forever',
    LUNO_AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    SPOTIFY_CLIENT_ID: SPOTIFY_CLIENT.id,
    SPOTIFY_CLIENT_SECRET: SPOTIFY_CLIENT.secret,
    LUNO_SPOTIFY_BASE_URL: spotify.baseUrl,
    LUNO_SPOTIFY_API_BASE_URL: spotify.baseUrl,
  });
  await waitUntilReady(luno);
});
test.afterAll(async () => {
  luno.child.kill();
  await luno.exited();
  await spotify.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A board with the music widget in each of its three views, made through the API. */
async function musicBoard(page: Page): Promise<number> {
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const widget = (
    id: string,
    viewType: 'compact' | 'landscape' | 'column',
    x: number,
    y: number,
    width: number,
    height: number,
  ) => {
    const component = createComponent('spotify', id);
    return {
      ...component,
      x,
      y,
      width,
      height,
      headerText: `Music (${viewType})`,
      spotifyConfig: { ...component.spotifyConfig, playlistId: 'morningmix', viewType, autoplay: false },
    };
  };
  const response = await page.request.post('/api/screens', {
    data: {
      name: 'Music',
      components: [
        widget('column', 'column', 60, 60, 380, 640),
        widget('landscape', 'landscape', 500, 60, 720, 340),
        widget('compact', 'compact', 500, 460, 460, 240),
      ],
    },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

test('a parent connects Spotify, picks a playlist, starts it on a speaker and follows play/pause and shuffle', async ({
  page,
}) => {
  test.slow();
  await signUp(page, 'music');
  // Pressing Cancel on Spotify's consent page comes back to the editor with a word of why.
  spotify.oauth.state.decline = true;
  await page.goto('/api/auth/spotify');
  await expect(page.getByText('Spotify was not connected: access was not allowed.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/layout$/);

  await page.goto('/api/auth/spotify');
  await expect(page.getByText('Spotify is connected.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/layout$/);

  // The widget's settings list every playlist of the account (two pages of Spotify's answer).
  await page.getByRole('button', { name: 'Add screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Screen' });
  await dialog.getByLabel('Screen name').fill('Kitchen');
  await dialog.getByRole('button', { name: 'Create Screen' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add component' }).click();
  await page
    .getByRole('complementary', { name: 'Editor sidebar' })
    .getByRole('button', { name: /^Music Player/ })
    .click();
  const playlist = page.getByLabel('Playlist', { exact: true });
  await expect(playlist.locator('option', { hasText: 'Playlist 53' })).toHaveCount(1);
  await playlist.selectOption({ label: 'Morning Mix' });
  await expect(page.getByText('Connected to Spotify as The Parkers.')).toBeVisible();
  await picture(page, 'music-settings-1920');

  const boardId = await musicBoard(page);
  await page.goto(`/view/${boardId}`);
  const column = page.locator('.sp--column');
  await expect(column.getByText('Nothing is playing.')).toBeVisible();
  await column.getByLabel('Play on').selectOption({ label: 'Living room TV' });
  await column.getByRole('button', { name: 'Play', exact: true }).click();

  await expect(column.getByText('Here Comes the Sun')).toBeVisible();
  await expect(column.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(spotify.state.player).toMatchObject({
    deviceId: 'living0room0tv',
    contextUri: 'spotify:playlist:morningmix',
  });
  await picture(page, 'music-views-1920');

  await column.getByRole('button', { name: 'Pause' }).click();
  await expect(column.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(spotify.state.player?.isPlaying).toBe(false);

  const shuffle = column.getByRole('button', { name: 'Shuffle' });
  await expect(shuffle).toHaveAttribute('aria-pressed', 'false');
  await shuffle.click();
  await expect(shuffle).toHaveAttribute('aria-pressed', 'true');
  expect(spotify.state.player?.shuffle).toBe(true);
  // Another widget of the board follows the same player.
  await expect(page.locator('.sp--landscape').getByRole('button', { name: 'Shuffle' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  spotify.state.account.product = 'free';
  await column.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(column.getByRole('alert')).toHaveText('Spotify account error: Premium required.');
});

test('a screen where nothing plays learns at once of music Luno started from another device', async ({
  page,
  context,
}) => {
  spotify.state.account.product = 'premium';
  spotify.state.player = null;
  await signUp(page, 'music-elsewhere');
  await page.goto('/api/auth/spotify');
  await expect(page.getByText('Spotify is connected.', { exact: false })).toBeVisible();
  const boardId = await musicBoard(page);
  const tv = await context.newPage();
  await tv.goto(`/view/${boardId}`);
  const column = tv.locator('.sp--column');
  await expect(column.getByText('Nothing is playing.')).toBeVisible();

  // The phone starts a playlist. While nothing played the screen asked only hourly (web/api/music.ts):
  // what plays arrives by the live stream's announcement.
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const started = await page.request.put('/api/spotify/player/play', {
    data: { deviceId: 'kitchen0speaker', playlistId: 'morningmix' },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(started.status()).toBe(200);
  await expect(column.getByText('Here Comes the Sun')).toBeVisible();
  await expect(column.getByRole('button', { name: 'Pause' })).toBeVisible();
});
