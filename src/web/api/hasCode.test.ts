import { describe, expect, it } from 'vitest';
import { ApiError, hasCode } from './client';

const answer = (status: number, code?: string) =>
  new ApiError(status, 'A sentence.', code ? { error: 'A sentence.', code } : {});

describe('hasCode', () => {
  it('tells apart two meanings one status carries', () => {
    const limit = answer(403, 'screen_limit');
    expect(hasCode(limit, 'screen_limit')).toBe(true);
    expect(hasCode(limit, 'display_refused', 'subscription_inactive')).toBe(false);
  });

  it('matches any of the codes asked about', () => {
    expect(hasCode(answer(410, 'gone'), 'not_found', 'gone')).toBe(true);
  });

  it('is false for what carries no code: a proxy page, a network failure, nothing', () => {
    expect(hasCode(answer(404), 'not_found')).toBe(false);
    expect(hasCode(new TypeError('Failed to fetch'), 'not_found')).toBe(false);
    expect(hasCode(undefined, 'not_found')).toBe(false);
  });
});
