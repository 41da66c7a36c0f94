import { describe, expect, it } from 'vitest';
import { MUSIC_MESSAGES } from '../../common/music-messages';
import { ApiError } from './client';
import { isAuthenticationError } from './music';

const answer = (status: number, code: string) => new ApiError(status, 'A sentence.', { code });

describe('a music command refused for authentication (spec 02 §8: it refreshes once)', () => {
  it("is Spotify's ended session, or Luno's", () => {
    expect(isAuthenticationError(answer(401, 'reconnect_needed'))).toBe(true);
    expect(isAuthenticationError(answer(401, 'not_signed_in'))).toBe(true);
  });

  it('is not any other refusal, nor a failure without an answer', () => {
    expect(isAuthenticationError(answer(403, 'premium_required'))).toBe(false);
    expect(isAuthenticationError(answer(409, 'not_connected'))).toBe(false);
    expect(isAuthenticationError(new ApiError(401, MUSIC_MESSAGES.refreshFailed))).toBe(false);
    expect(isAuthenticationError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
