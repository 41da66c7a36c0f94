import { describe, expect, it } from 'vitest';
import type { Playback } from '../../common/schemas/music';
import { nextRepeat, progressAt, timeText } from './playback';

const playing: Playback = {
  isPlaying: true,
  progressMs: 60_000,
  durationMs: 185_000,
  shuffle: false,
  repeat: 'off',
  deviceId: 'speaker',
  volumePercent: 50,
  contextUri: null,
  track: null,
};

describe('the music player', () => {
  it('cycles repeat off → track → off, and a context repeat set in the Spotify app back to off', () => {
    expect(nextRepeat('off')).toBe('track');
    expect(nextRepeat('track')).toBe('off');
    expect(nextRepeat('context')).toBe('off');
  });

  it('moves the progress on while playing, holds it while paused, and stops at the end', () => {
    expect(timeText(progressAt(playing, 3000))).toBe('1:03');
    expect(progressAt({ ...playing, isPlaying: false }, 3000)).toBe(60_000);
    expect(progressAt(playing, 10 * 60_000)).toBe(185_000);
    expect(timeText(185_000)).toBe('3:05');
  });
});
