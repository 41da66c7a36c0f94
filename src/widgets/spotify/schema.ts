import { z } from 'zod';
import { MUSIC_MESSAGES } from '../../common/music-messages';
import type { WidgetDefinition } from '../registry';

export const spotifyFields = z.object({
  spotifyConfig: z
    .object({
      playlistId: z
        .string({ error: 'The playlist id must be text.' })
        .max(100, { error: 'The playlist id must be at most 100 characters.' })
        .nullable()
        .default(null),
      viewType: z
        .enum(['compact', 'landscape', 'column'], {
          error: 'Music player view must be compact, landscape or column.',
        })
        .default('column'),
      autoplay: z.boolean({ error: 'Autoplay must be true or false.' }).default(true),
      /** Whether a paired screen's own session may change what plays (a member's phone always may). */
      allowWallControl: z.boolean({ error: 'Control from the wall must be true or false.' }).default(false),
    })
    .prefault({}),
});

export const spotifyWidget: WidgetDefinition<'spotify', typeof spotifyFields> = {
  type: 'spotify',
  label: 'Music Player',
  description: 'Plays a Spotify playlist (needs a Premium account).',
  fields: spotifyFields,
  defaultSize: { width: 300, height: 380 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: {},
  available: true,
  needs: { feature: 'spotify', missing: MUSIC_MESSAGES.notSetUp },
};
