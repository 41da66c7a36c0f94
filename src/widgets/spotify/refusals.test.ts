import { describe, expect, it } from 'vitest';
import { MUSIC_MESSAGES } from '../../common/music-messages';
import { ApiError } from '../../web/api/client';
import { MusicRefreshFailed } from '../../web/api/music';
import { loadFailure, refusal } from './refusals';

const answer = (status: number, code: string, error: string) => new ApiError(status, error, { error, code });

describe('what a refused music command says', () => {
  it("shows the server's sentence for a refusal the family can act on", () => {
    expect(refusal(answer(403, 'premium_required', MUSIC_MESSAGES.premiumRequired), 'play')).toBe(
      MUSIC_MESSAGES.premiumRequired,
    );
    expect(refusal(answer(422, 'nothing_to_play', MUSIC_MESSAGES.noTracks), 'play')).toBe(
      MUSIC_MESSAGES.noTracks,
    );
    expect(refusal(answer(409, 'not_connected', MUSIC_MESSAGES.tokenMissing), 'next')).toBe(
      MUSIC_MESSAGES.tokenMissing,
    );
    const wall = 'A paired screen can show boards.';
    expect(refusal(answer(403, 'display_refused', wall), 'pause')).toBe(wall);
  });

  it("says what failed, not a security check's words, when a write's token was refused", () => {
    expect(refusal(answer(403, 'csrf_failed', 'Invalid CSRF token.'), 'shuffle')).toBe(
      MUSIC_MESSAGES.shuffleFailed,
    );
  });

  it('says what failed when Spotify failed or could not be reached', () => {
    expect(refusal(answer(502, 'provider_failed', 'Spotify failed.'), 'repeat')).toBe(
      MUSIC_MESSAGES.repeatFailed,
    );
    expect(refusal(new TypeError('Failed to fetch'), 'next')).toBe(MUSIC_MESSAGES.playbackError);
    expect(refusal(new MusicRefreshFailed(), 'play')).toBe(MUSIC_MESSAGES.refreshFailed);
  });
});

describe('what the card says when reading the player failed', () => {
  it('says nothing for a lapsed connection or no device, which the card shows itself', () => {
    expect(loadFailure(answer(409, 'not_connected', MUSIC_MESSAGES.tokenMissing))).toBeNull();
    expect(loadFailure(answer(409, 'playback_unavailable', MUSIC_MESSAGES.playbackError))).toBeNull();
  });

  it("shows the server's sentence otherwise", () => {
    expect(loadFailure(answer(403, 'premium_required', MUSIC_MESSAGES.premiumRequired))).toBe(
      MUSIC_MESSAGES.premiumRequired,
    );
    expect(loadFailure(answer(401, 'reconnect_needed', MUSIC_MESSAGES.refreshFailed))).toBe(
      MUSIC_MESSAGES.refreshFailed,
    );
    expect(loadFailure(new TypeError('Failed to fetch'))).toBeNull();
  });
});
