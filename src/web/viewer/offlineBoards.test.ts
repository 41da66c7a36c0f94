import { describe, expect, it } from 'vitest';
import { screenFixture } from '../../../test/support/screen-fixture';
import type { Screen } from '../api/screens';
import { decodeBoards, encodeBoards, withScreen } from './offlineBoards';

function screen(id: number, name: string): Screen {
  return screenFixture({ id, name });
}

describe('offline boards', () => {
  it('reads back what it stored for the same family', () => {
    const screens = [screen(1, 'Kitchen'), screen(2, 'Hall')];
    expect(decodeBoards(encodeBoards(7, screens), 7)).toEqual(screens);
  });

  it("never hands one family another family's boards", () => {
    expect(decodeBoards(encodeBoards(7, [screen(1, 'Kitchen')]), 8)).toEqual([]);
  });

  it('treats damaged storage as nothing stored', () => {
    expect(decodeBoards('{not json', 7)).toEqual([]);
    expect(decodeBoards(JSON.stringify({ familyId: 7, screens: [{ id: 1 }, 'x'] }), 7)).toEqual([]);
    expect(decodeBoards(null, 7)).toEqual([]);
  });

  it('replaces a stored screen with its newer copy and adds unknown ones', () => {
    const stored = [screen(1, 'Kitchen'), screen(2, 'Hall')];
    expect(withScreen(stored, screen(2, 'Hallway')).map((entry) => entry.name)).toEqual([
      'Kitchen',
      'Hallway',
    ]);
    expect(withScreen(stored, screen(3, 'Den')).map((entry) => entry.name)).toEqual([
      'Kitchen',
      'Hall',
      'Den',
    ]);
  });
});
