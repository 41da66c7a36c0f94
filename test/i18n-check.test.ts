import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems, literalProblems, literalsIn } from '../scripts/i18n-check.mjs';
import { compileCatalog } from '../scripts/icu-compile.mjs';
import { type Catalog, formatMessage } from '../src/web/i18n/runtime';

async function compiled(messages: Record<string, string>): Promise<Catalog> {
  const url = `data:text/javascript,${encodeURIComponent(compileCatalog(messages))}`;
  return (await import(/* @vite-ignore */ url)).default;
}

describe('compiled messages', () => {
  it('places values, plurals and selects', async () => {
    const catalog = await compiled({
      plain: 'Reached!',
      placed: '{amount} saved',
      plural: '{day}, {count, plural, =0 {no events} one {# event} other {# events}}',
      select: 'Next {unit, select, month {month} other {day}}',
      quote: "Family''s board",
    });
    const say = (key: string, values = {}) => formatMessage('en-US', catalog, catalog, key, values);
    expect(say('plain')).toBe('Reached!');
    expect(say('placed', { amount: '$2.50' })).toBe('$2.50 saved');
    expect(say('plural', { day: 'Mon', count: 0 })).toBe('Mon, no events');
    expect(say('plural', { day: 'Mon', count: 1 })).toBe('Mon, 1 event');
    expect(say('plural', { day: 'Mon', count: 1234 })).toBe('Mon, 1,234 events');
    expect(say('select', { unit: 'month' })).toBe('Next month');
    expect(say('select', { unit: 'week' })).toBe('Next day');
    expect(say('quote')).toBe("Family's board");
  });

  it('uses the language’s plural categories', async () => {
    const catalog = await compiled({
      n: '{count, plural, one {# wydarzenie} few {# wydarzenia} many {# wydarzeń} other {# wydarzenia}}',
    });
    const say = (count: number) => formatMessage('pl', catalog, catalog, 'n', { count });
    expect([1, 2, 5, 22].map(say)).toEqual(['1 wydarzenie', '2 wydarzenia', '5 wydarzeń', '22 wydarzenia']);
  });

  it('refuses a message that does not parse', () => {
    expect(() => compileCatalog({ broken: '{count, plural, one {# item}' })).toThrow(/broken|character/);
    expect(() => compileCatalog({ noOther: '{count, plural, one {# item}}' })).toThrow(/other/);
  });
});

describe('the i18n check', () => {
  it('finds the words a converted file writes outside the catalogs', () => {
    const source = `
      export function Card({ t, on }: { t: (key: string) => string; on: boolean }) {
        return (
          <div className="card" aria-label="Piggy bank">
            <span title={on ? 'Hide events' : t('cal.show')}>{t('piggy.none')}</span>
            <p>Reached!</p>
            <span aria-hidden="true">+ · –</span>
            {on && 'Tomorrow'}
          </div>
        );
      }`;
    expect(literalsIn(source).map(({ text }) => text)).toEqual([
      'Piggy bank',
      'Hide events',
      'Reached!',
      'Tomorrow',
    ]);
  });

  it('fails a fixture file with a literal and passes the converted board', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
    const file = path.join(dir, 'View.tsx');
    fs.writeFileSync(file, 'export const View = () => <p className="board-card__message">No items</p>;\n');
    expect(literalProblems([file])).toEqual([`${file}:1 shows "No items" outside the catalogs`]);
    expect(literalProblems()).toEqual([]);
  });

  it('fails a key missing from a catalog and passes the real catalogs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogs-'));
    fs.mkdirSync(path.join(dir, 'en-US'));
    fs.mkdirSync(path.join(dir, 'de'));
    fs.writeFileSync(path.join(dir, 'en-US', 'board.json'), JSON.stringify({ a: 'A {n}', b: 'B' }));
    fs.writeFileSync(path.join(dir, 'de', 'board.json'), JSON.stringify({ a: 'A {m}' }));
    expect(catalogProblems(dir)).toEqual([
      'de/board.json lacks "b"',
      'de/board.json "a" uses {m}, the source {n}',
    ]);
    expect(catalogProblems()).toEqual([]);
  });
});
