import type { MusicStatus, Player } from '../../common/schemas/music';
import { musicKeys } from '../../web/api/music';
import type { WidgetDemo } from '../views';

const status: MusicStatus = { available: true, connected: true, account: 'Demo Family', premium: true };
const player: Player = {
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
      imageUrl: null,
    },
  },
  devices: [
    { id: 'demo-speaker', name: 'Kitchen speaker', type: 'Speaker', isActive: true, volumePercent: 50 },
  ],
};

export const demo: WidgetDemo = {
  sample: {
    spotifyConfig: { playlistId: null, viewType: 'column', autoplay: false, allowWallControl: false },
  },
  answers: () => [
    [musicKeys.status, status],
    [musicKeys.player, player],
  ],
};
