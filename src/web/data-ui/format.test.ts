import { describe, expect, it } from 'vitest';
import { describeDueDay, formatMoney, parseRowId, truncate } from './format';

describe('household formatting', () => {
  it('says when a task is due relative to today', () => {
    expect(describeDueDay('2026-11-21', '2026-11-21')).toBe('Due today');
    expect(describeDueDay('2026-11-22', '2026-11-21')).toBe('Due tomorrow');
    expect(describeDueDay('2026-11-28', '2026-11-21')).toBe('Due Sat, Nov 28');
    expect(describeDueDay('2026-11-16', '2026-11-21')).toBe('Overdue since Mon, Nov 16');
  });

  it('cuts board text after the limit with an ellipsis', () => {
    expect(truncate('Empty the dishwasher every morning', 25)).toBe('Empty the dishwasher ever…');
    expect(truncate('Alexandrina', 10)).toBe('Alexandrin…');
    expect(truncate('Sam', 10)).toBe('Sam');
  });

  it('formats wire dollars', () => {
    expect(formatMoney(2.5)).toBe('$2.50');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('reads row ids from settings and selects', () => {
    expect(parseRowId('12')).toBe(12);
    expect(parseRowId(7)).toBe(7);
    expect(parseRowId('')).toBeNull();
    expect(parseRowId(null)).toBeNull();
    expect(parseRowId(0)).toBeNull();
    expect(parseRowId('x')).toBeNull();
  });
});
