import type { MusicStatus, Player } from '../../common/schemas/music';
import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const status: MusicStatus = { available: true, connected: true, account: 'The Parks', premium: true };

const player = (origin: string): Player => ({
  playback: {
    isPlaying: true,
    progressMs: 64_000,
    durationMs: 185_000,
    shuffle: false,
    repeat: 'off',
    deviceId: 'demo-speaker',
    volumePercent: 50,
    contextUri: 'spotify:playlist:demo',
    track: {
      name: 'Sunday Morning Pancakes',
      artists: 'The Kitchen Band',
      album: 'Family Breakfast',
      imageUrl: `${origin}/images/demo/album-cover.svg`,
    },
  },
  devices: [
    { id: 'demo-speaker', name: 'Kitchen speaker', type: 'Speaker', isActive: true, volumePercent: 50 },
  ],
});

export const demo: WidgetDemo = {
  sample: () => ({
    headerText: 'Now playing',
    spotifyConfig: { playlistId: 'demo', viewType: 'column', autoplay: false, allowWallControl: false },
  }),
  answers: ({ origin }) => [
    [queryKeys.musicStatus, status],
    [queryKeys.musicPlayer, player(origin)],
    [queryKeys.musicPlaylists, [{ id: 'demo', name: 'Breakfast Beats' }]],
  ],
};
