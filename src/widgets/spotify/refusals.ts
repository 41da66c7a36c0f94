import { MUSIC_MESSAGES } from '../../common/music-messages';
import type { PlayerCommand } from '../../common/schemas/music';
import { ApiError, hasCode } from '../../web/api/client';
import { MusicRefreshFailed } from '../../web/api/music';

/** The message a refused command shows (spec 02 §8). */
const FAILED: Partial<Record<PlayerCommand['action'], string>> = {
  play: MUSIC_MESSAGES.startFailed,
  shuffle: MUSIC_MESSAGES.shuffleFailed,
  repeat: MUSIC_MESSAGES.repeatFailed,
  device: MUSIC_MESSAGES.couldNotStart,
};

/**
 * Refusals whose own sentence tells the family what to do: Spotify's (a free account, an empty
 * playlist, no device, a lapsed connection) and Luno's (a wall not allowed to control, a lapsed plan).
 */
const SAID_BY_SERVER = [
  'premium_required',
  'nothing_to_play',
  'playback_unavailable',
  'not_connected',
  'display_refused',
  'subscription_inactive',
] as const;

/** What the card says when a command failed (spec 02 §8). */
export function refusal(error: unknown, action: PlayerCommand['action']): string {
  if (error instanceof MusicRefreshFailed) return MUSIC_MESSAGES.refreshFailed;
  if (hasCode(error, ...SAID_BY_SERVER)) return error.error ?? MUSIC_MESSAGES.playbackError;
  return FAILED[action] ?? MUSIC_MESSAGES.playbackError;
}

/**
 * What the card says when reading the player failed; nothing when the connection lapsed or there is
 * no device, which the card shows by itself (the connect note, the device list).
 */
export function loadFailure(error: unknown): string | null {
  if (hasCode(error, 'not_connected', 'playback_unavailable')) return null;
  return error instanceof ApiError ? (error.error ?? null) : null;
}
