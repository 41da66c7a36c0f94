import { describe, expect, it } from 'vitest';
import { dailyMomentsBetween, heldUntil, instantOnDay, isQuiet, nextDailyMoment } from './notice-times';

const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const NIGHT = { on: true, start: '21:00', end: '07:00' };
const at = (iso: string) => new Date(iso);

describe('a daily time on the family’s clocks', () => {
  it('stays at 16:00 on the wall across the spring and autumn changes', () => {
    // New York springs forward on 8 March 2026 and falls back on 1 November 2026.
    expect(instantOnDay('2026-03-07', '16:00', NEW_YORK).toISOString()).toBe('2026-03-07T21:00:00.000Z');
    expect(instantOnDay('2026-03-08', '16:00', NEW_YORK).toISOString()).toBe('2026-03-08T20:00:00.000Z');
    expect(instantOnDay('2026-11-01', '16:00', NEW_YORK).toISOString()).toBe('2026-11-01T21:00:00.000Z');
  });

  it('reads a time the spring change skips as the hour after, and a repeated one as the first', () => {
    expect(instantOnDay('2026-03-08', '02:30', NEW_YORK).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOnDay('2026-11-01', '01:30', NEW_YORK).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('finds the next moment after an instant: later today, else tomorrow', () => {
    expect(nextDailyMoment('16:00', BERLIN, at('2026-06-10T10:00:00Z')).toISOString()).toBe(
      '2026-06-10T14:00:00.000Z',
    );
    expect(nextDailyMoment('16:00', BERLIN, at('2026-06-10T14:00:00Z')).toISOString()).toBe(
      '2026-06-11T14:00:00.000Z',
    );
    // Over the night of the change, the next 08:00 is 23 hours away.
    expect(nextDailyMoment('08:00', NEW_YORK, at('2026-03-07T13:00:00Z')).toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
  });

  it('lists each moment in a window once, with its day', () => {
    const moments = dailyMomentsBetween(
      '16:00',
      NEW_YORK,
      at('2026-03-06T21:00:00Z'),
      at('2026-03-09T20:00:00Z'),
    );
    expect(moments.map((moment) => [moment.day, moment.at.toISOString()])).toEqual([
      ['2026-03-07', '2026-03-07T21:00:00.000Z'],
      ['2026-03-08', '2026-03-08T20:00:00.000Z'],
      ['2026-03-09', '2026-03-09T20:00:00.000Z'],
    ]);
  });
});

describe('quiet hours', () => {
  it('span midnight: quiet from the evening’s start to the morning’s end', () => {
    expect(isQuiet(at('2026-06-10T18:59:00Z'), NIGHT, BERLIN)).toBe(false); // 20:59
    expect(isQuiet(at('2026-06-10T19:00:00Z'), NIGHT, BERLIN)).toBe(true); // 21:00
    expect(isQuiet(at('2026-06-10T23:30:00Z'), NIGHT, BERLIN)).toBe(true); // 01:30
    expect(isQuiet(at('2026-06-11T05:00:00Z'), NIGHT, BERLIN)).toBe(false); // 07:00
  });

  it('hold a notice until they end: the next morning from the evening, the same morning after midnight', () => {
    expect(heldUntil(at('2026-06-10T20:00:00Z'), NIGHT, BERLIN).toISOString()).toBe(
      '2026-06-11T05:00:00.000Z',
    );
    expect(heldUntil(at('2026-06-11T02:00:00Z'), NIGHT, BERLIN).toISOString()).toBe(
      '2026-06-11T05:00:00.000Z',
    );
    expect(heldUntil(at('2026-06-11T09:00:00Z'), NIGHT, BERLIN).toISOString()).toBe(
      '2026-06-11T09:00:00.000Z',
    );
  });

  it('end at 07:00 on the wall on the morning the clocks spring forward', () => {
    // 22:00 on 7 March in New York is 03:00Z on the 8th; that morning 07:00 is EDT (11:00Z).
    expect(heldUntil(at('2026-03-08T03:00:00Z'), NIGHT, NEW_YORK).toISOString()).toBe(
      '2026-03-08T11:00:00.000Z',
    );
  });

  it('within one day, and off or empty, as set', () => {
    const afternoon = { on: true, start: '13:00', end: '15:00' };
    expect(isQuiet(at('2026-06-10T11:30:00Z'), afternoon, BERLIN)).toBe(true);
    expect(heldUntil(at('2026-06-10T11:30:00Z'), afternoon, BERLIN).toISOString()).toBe(
      '2026-06-10T13:00:00.000Z',
    );
    expect(isQuiet(at('2026-06-10T22:00:00Z'), { ...NIGHT, on: false }, BERLIN)).toBe(false);
    expect(isQuiet(at('2026-06-10T22:00:00Z'), { on: true, start: '07:00', end: '07:00' }, BERLIN)).toBe(
      false,
    );
  });
});
