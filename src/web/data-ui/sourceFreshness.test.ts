import { describe, expect, it } from 'vitest';
import { notUpdatedSince, notUpdatedText } from './sourceFreshness';

const source = (id: number, lastSyncedAt: string | null, staleAfter: string | null) => ({
  id,
  lastSyncedAt,
  staleAfter,
});

describe('a card whose calendars stopped syncing', () => {
  const now = new Date('2026-11-28T15:00:00.000Z');
  const sources = [
    source(1, '2026-11-28T14:55:00.000Z', '2026-11-28T15:15:00.000Z'),
    source(2, '2026-11-28T14:20:00.000Z', '2026-11-28T14:40:00.000Z'),
    source(3, '2026-11-28T09:00:00.000Z', '2026-11-28T09:20:00.000Z'),
    source(4, null, null),
  ];

  it('names the last sync of the longest-behind source it shows, past two intervals', () => {
    expect(notUpdatedSince(sources, () => true, now)).toBe('2026-11-28T09:00:00.000Z');
    expect(notUpdatedSince(sources, (id) => id !== 3, now)).toBe('2026-11-28T14:20:00.000Z');
  });

  it('says nothing while every shown source is within its intervals, or has never synced', () => {
    expect(notUpdatedSince(sources, (id) => id === 1 || id === 4, now)).toBeNull();
    expect(notUpdatedSince(sources, () => true, new Date('2026-11-28T09:10:00.000Z'))).toBeNull();
    expect(notUpdatedSince(undefined, () => true, now)).toBeNull();
    // An answer from a server that does not say leaves the card as it was.
    expect(
      notUpdatedSince([{ id: 5, lastSyncedAt: '2026-11-01T00:00:00.000Z' }], () => true, now),
    ).toBeNull();
  });

  it('reads the time in the family’s zone, with the day when it was not today', () => {
    expect(notUpdatedText('2026-11-28T14:20:00.000Z', now, 'UTC')).toMatch(/^Not updated since 2:20\sPM$/);
    expect(notUpdatedText('2026-11-28T14:20:00.000Z', now, 'Europe/Berlin')).toMatch(/3:20\sPM$/);
    expect(notUpdatedText('2026-11-27T14:20:00.000Z', now, 'UTC')).toMatch(/Nov 27.*2:20\sPM/);
  });
});
