import { describe, expect, it } from 'vitest';
import {
  intlFirstDay,
  intlHour12,
  LANGUAGE_TAGS,
  LANGUAGES,
  negotiateLanguage,
  parseAcceptLanguage,
  WRITTEN_CALENDAR_HABITS,
} from './languages';

describe('negotiateLanguage', () => {
  it('answers English (US) without a header, for nothing it has, and for only "*"', () => {
    expect(negotiateLanguage(undefined)).toBe('en-US');
    expect(negotiateLanguage('')).toBe('en-US');
    expect(negotiateLanguage('xx')).toBe('en-US');
    expect(negotiateLanguage('zh-CN, ko;q=0.8')).toBe('en-US');
    expect(negotiateLanguage('*')).toBe('en-US');
    expect(negotiateLanguage('not a header;;;')).toBe('en-US');
  });

  it('looks each range up by shortening it from the end (RFC 4647 lookup)', () => {
    expect(negotiateLanguage('de-AT')).toBe('de');
    expect(negotiateLanguage('de-CH-1996')).toBe('de');
    expect(negotiateLanguage('fr-CA')).toBe('fr');
    expect(negotiateLanguage('en-GB')).toBe('en-GB');
    expect(negotiateLanguage('en-AU')).toBe('en-US');
    expect(negotiateLanguage('pt-BR')).toBe('pt-BR');
    expect(negotiateLanguage('pt')).toBe('pt-BR');
    expect(negotiateLanguage('no')).toBe('nb');
    expect(negotiateLanguage('ar-SA')).toBe('ar');
    expect(negotiateLanguage('sv-x-private')).toBe('sv');
  });

  it('matches a tag in any letter case and answers its canonical spelling', () => {
    expect(negotiateLanguage('PT-br')).toBe('pt-BR');
    expect(negotiateLanguage('EN-gb')).toBe('en-GB');
  });

  it('goes through the ranges best q first, keeping the order of equal ones, skipping q=0', () => {
    expect(negotiateLanguage('xx, ja;q=0.5, de;q=0.9')).toBe('de');
    expect(negotiateLanguage('nl;q=0.8, pl;q=0.8')).toBe('nl');
    expect(negotiateLanguage('fr;q=0, es;q=0.1')).toBe('es');
    expect(negotiateLanguage('da;q=0')).toBe('en-US');
    expect(negotiateLanguage('zh;q=1, it ; q = 0.4')).toBe('it');
  });

  it('parses the header into ranges best first', () => {
    expect(parseAcceptLanguage('de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual([
      'de-DE',
      'de',
      'en-US',
      'en',
    ]);
  });
});

describe('the languages', () => {
  it('has the fourteen, Arabic right to left and the rest left to right', () => {
    expect(LANGUAGE_TAGS).toHaveLength(14);
    expect(LANGUAGES.ar.dir).toBe('rtl');
    expect(LANGUAGE_TAGS.filter((tag) => LANGUAGES[tag].dir === 'rtl')).toEqual(['ar']);
    expect(LANGUAGES.de).toMatchObject({ englishName: 'German', nativeName: 'Deutsch' });
  });

  it("keeps English (US)'s Monday menu and Sunday month grid, and a 12-hour clock", () => {
    expect(LANGUAGES['en-US']).toMatchObject({ menuWeekStart: 1, monthGridWeekStart: 7, hour12: true });
  });

  it('starts the week on Monday with a 24-hour clock in German, and on Sunday in Japanese', () => {
    expect(LANGUAGES.de).toMatchObject({ menuWeekStart: 1, monthGridWeekStart: 1, hour12: false });
    expect(LANGUAGES['en-GB']).toMatchObject({ menuWeekStart: 1, monthGridWeekStart: 1, hour12: false });
    expect(LANGUAGES.ja).toMatchObject({ menuWeekStart: 7, monthGridWeekStart: 7, hour12: false });
  });

  it('has a written table that agrees with Intl wherever the runtime knows', () => {
    for (const tag of LANGUAGE_TAGS) {
      const written = WRITTEN_CALENDAR_HABITS[tag];
      const firstDay = intlFirstDay(tag);
      if (firstDay !== undefined) expect(written.firstDay, tag).toBe(firstDay);
      const hour12 = intlHour12(tag);
      if (hour12 !== undefined) expect(written.hour12, tag).toBe(hour12);
      expect(LANGUAGES[tag].monthGridWeekStart, tag).toBe(written.firstDay);
      expect(LANGUAGES[tag].hour12, tag).toBe(written.hour12);
    }
  });
});
