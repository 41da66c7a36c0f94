import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, WRITTEN_CALENDAR_HABITS } from '../../common/languages';
import { formatDollars } from '../../common/money';
import { monthGridFor } from '../data-ui/calendarEvents';
import { formatAmount, formatDay, formatMoney, formatTime } from './format';
import { BOARD_LANGUAGES, menuWeekStart, usesTwelveHours, weekStart } from './languages';

// Intl separates a German amount from its sign with a no-break space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes euros the German way', () => {
    expect(plain(formatMoney(123450, 'EUR', 'de'))).toBe('1.234,50 €');
  });

  it('writes yen without decimals', () => {
    expect(formatMoney(1235, 'JPY', 'ja')).toMatch(/^[¥￥]1,235$/);
    expect(formatAmount(1235, 'JPY', 'ja')).toMatch(/^[¥￥]1,235$/);
  });

  it('writes American dollars exactly as before', () => {
    for (const cents of [0, 5, 250, -100, 123450, 100_000_000]) {
      expect(formatMoney(cents, 'USD', 'en-US')).toBe(formatDollars(cents));
    }
    expect(formatMoney(123450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatAmount(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
  });

  it('writes the Bahraini dinar with three decimals', () => {
    expect(plain(formatMoney(1234500, 'BHD', 'en-US'))).toBe('BHD 1,234.500');
    expect(plain(formatAmount(1.234, 'BHD', 'en-US'))).toBe('BHD 1.234');
  });

  it('keeps a float’s tail out of the amount', () => {
    expect(formatAmount(0.1 + 0.2, 'USD', 'en-US')).toBe('$0.30');
  });
});

describe('formatTime', () => {
  const afternoon = new Date('2026-11-23T13:05:00Z');

  it('counts 24 hours in German and 12 in American English', () => {
    expect(formatTime(afternoon, 'de', { timeZone: 'Europe/Berlin' })).toBe('14:05');
    expect(plain(formatTime(afternoon, 'en-US', { timeZone: 'America/New_York' }))).toBe('8:05 AM');
  });

  it('follows a card that sets its clock', () => {
    expect(plain(formatTime(afternoon, 'de', { timeZone: 'UTC', hour12: true }))).toMatch(/^1:05 PM$/i);
    expect(formatTime(afternoon, 'en-US', { timeZone: 'UTC', hour12: false })).toBe('13:05');
  });
});

describe('days and weeks', () => {
  it('names days in the language', () => {
    expect(formatDay('2026-11-23', 'de', { weekday: 'long' })).toBe('Montag');
    expect(formatDay('2026-11-23', 'en-US', { weekday: 'long' })).toBe('Monday');
  });

  it('starts the month grid on Sunday in American English and on Monday in German', () => {
    expect(weekStart('en-US')).toBe(0);
    expect(weekStart('de')).toBe(1);
    expect(weekStart('ar')).toBe(6);
    // November 2026 begins on a Sunday.
    expect(monthGridFor('2026-11-10', 0, weekStart('en-US')).days[0]).toBe('2026-11-01');
    expect(monthGridFor('2026-11-10', 0, weekStart('de')).days[0]).toBe('2026-10-26');
    expect(monthGridFor('2026-11-10', 0).days[0]).toBe('2026-11-01');
  });

  it('keeps the spec’s Monday menu for American English', () => {
    expect(menuWeekStart('en-US')).toBe(1);
    expect(menuWeekStart('pt-BR')).toBe(0);
  });

  it('agrees with the languages the server knows', () => {
    expect([...BOARD_LANGUAGES].sort()).toEqual([...LANGUAGE_TAGS].sort());
    for (const tag of LANGUAGE_TAGS) {
      const habits = WRITTEN_CALENDAR_HABITS[tag];
      expect(weekStart(tag), tag).toBe(habits.firstDay % 7);
      expect(usesTwelveHours(tag), tag).toBe(habits.hour12);
    }
  });
});

describe('minor units', () => {
  it('agree with the currencies the server knows', async () => {
    const { CURRENCY_CODES, minorUnits } = await import('../../common/currencies');
    const { minorDigits } = await import('./format');
    for (const code of CURRENCY_CODES) expect(minorDigits(code), code).toBe(minorUnits(code));
  });
});
