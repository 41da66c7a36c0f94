import type { Playback, RepeatState } from '../../common/schemas/music';

/** Spec 02 §4: repeat cycles off → track → off. */
export const nextRepeat = (state: RepeatState): RepeatState => (state === 'off' ? 'track' : 'off');

/** Where the track is `elapsedMs` after the player answered, while it plays. */
export function progressAt(playback: Playback, elapsedMs: number): number {
  const moved = playback.isPlaying ? playback.progressMs + elapsedMs : playback.progressMs;
  return Math.min(moved, playback.durationMs);
}

export function timeText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
