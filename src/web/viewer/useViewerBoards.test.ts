import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import type { Screen } from '../api/screens';
import { boardsFrom } from './useViewerBoards';

const kept = { id: 7, name: 'Kitchen' } as unknown as Screen;
const failedWith = (error: unknown) => ({
  screenId: '7',
  screen: { isPending: false, isError: true, error },
  screens: [kept],
  saved: [kept],
  offline: false,
});

describe('the board a viewer shows when its screen could not be read', () => {
  it('says the screen is not found when the server says so, even with a kept copy', () => {
    const missing = new ApiError(404, 'Screen not found.', { error: 'Screen not found.', code: 'not_found' });
    expect(boardsFrom(failedWith(missing))).toEqual({ status: 'not-found' });
  });

  it('shows the kept copy while the server cannot be reached', () => {
    for (const error of [new TypeError('Failed to fetch'), new ApiError(502, undefined)]) {
      expect(boardsFrom(failedWith(error))).toEqual({
        status: 'ready',
        screen: kept,
        screens: [kept],
        offline: true,
      });
    }
  });

  it("says it failed for a refusal that is not the screen's absence", () => {
    const noPage = new ApiError(404, undefined);
    expect(boardsFrom(failedWith(noPage))).toEqual({ status: 'failed' });
  });
});
