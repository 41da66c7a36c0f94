/** The music widget's Spotify remote (spec 02 §4, §7, §8; issue 26). */
import { z } from 'zod';

export { MUSIC_MESSAGES } from '../music-messages';

/** GET /api/spotify/status */
export const musicStatusSchema = z.object({
  available: z.boolean(),
  connected: z.boolean(),
  account: z.string().nullable(),
  /** Null until the account's plan is known. */
  premium: z.boolean().nullable(),
});
export type MusicStatus = z.infer<typeof musicStatusSchema>;

/** GET /api/spotify/playlists: every playlist of the account. */
export const playlistSchema = z.object({ id: z.string(), name: z.string() });
export type Playlist = z.infer<typeof playlistSchema>;

export const repeatStates = ['off', 'track', 'context'] as const;
export type RepeatState = (typeof repeatStates)[number];

export const musicDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  isActive: z.boolean(),
  volumePercent: z.number().nullable(),
});

export const playbackSchema = z.object({
  isPlaying: z.boolean(),
  progressMs: z.number(),
  durationMs: z.number(),
  shuffle: z.boolean(),
  repeat: z.enum(repeatStates),
  deviceId: z.string().nullable(),
  volumePercent: z.number().nullable(),
  contextUri: z.string().nullable(),
  track: z
    .object({
      name: z.string(),
      artists: z.string(),
      album: z.string(),
      imageUrl: z.string().nullable(),
    })
    .nullable(),
});
export type Playback = z.infer<typeof playbackSchema>;

/** GET /api/spotify/player: what plays (null when nothing does) and where it could. */
export const playerSchema = z.object({
  playback: playbackSchema.nullable(),
  devices: z.array(musicDeviceSchema),
});
export type Player = z.infer<typeof playerSchema>;

const spotifyId = z
  .string({ error: 'A Spotify id must be text.' })
  .regex(/^[A-Za-z0-9]{1,64}$/, { error: 'That is not a Spotify id.' });
const deviceId = z
  .string({ error: 'A device id must be text.' })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'That is not a Spotify device id.' });

/** Which board's music widget a paired screen acts from, so its "control from the wall" can be checked. */
const fromWall = {
  screenId: z.number().int().positive().optional(),
  componentId: z.string().max(100).optional(),
};

/** PUT /api/spotify/player/{action}: the action comes from the path. */
export const playerCommandSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('play'),
      deviceId: deviceId.optional(),
      playlistId: spotifyId.optional(),
      ...fromWall,
    }),
    z.object({ action: z.literal('pause'), deviceId: deviceId.optional(), ...fromWall }),
    z.object({ action: z.literal('next'), deviceId: deviceId.optional(), ...fromWall }),
    z.object({ action: z.literal('previous'), deviceId: deviceId.optional(), ...fromWall }),
    z.object({
      action: z.literal('shuffle'),
      state: z.boolean({ error: 'Shuffle must be true or false.' }),
      deviceId: deviceId.optional(),
      ...fromWall,
    }),
    z.object({
      action: z.literal('repeat'),
      state: z.enum(repeatStates, { error: 'Repeat must be off, track or context.' }),
      deviceId: deviceId.optional(),
      ...fromWall,
    }),
    z.object({
      action: z.literal('volume'),
      percent: z.number({ error: 'Volume must be a number.' }).int().min(0).max(100),
      deviceId: deviceId.optional(),
      ...fromWall,
    }),
    z.object({ action: z.literal('device'), deviceId, ...fromWall }),
  ],
  { error: 'Unknown player action.' },
);
export type PlayerCommand = z.infer<typeof playerCommandSchema>;
