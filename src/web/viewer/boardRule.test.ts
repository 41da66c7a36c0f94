import { describe, expect, it } from 'vitest';
import { boardRule, RULE_RECHECK_MS } from './boardRule';

const ZONE = 'Europe/Berlin';
// Monday 2026-11-16, 07:30 in Berlin (06:30Z).
const MONDAY_MORNING = Date.parse('2026-11-16T06:30:00Z');
const schedule = [
  { screenId: 2, days: ['mon' as const, 'tue' as const], from: '06:00', until: '09:00' },
  { screenId: 3, days: ['mon' as const], from: '17:00', until: '00:00' },
];

describe('which board a paired screen shows', () => {
  it('shows the window’s board inside it, and looks again when it ends', () => {
    const { rule, recheckAt } = boardRule({ screenId: 1, cycle: true, schedule }, MONDAY_MORNING, ZONE);
    expect(rule).toEqual({ kind: 'scheduled', screenId: 2 });
    // 09:00 in Berlin is 08:00Z; the clock is also read again at least every quarter of an hour.
    expect(recheckAt).toBe(Math.min(Date.parse('2026-11-16T08:00:00Z'), MONDAY_MORNING + RULE_RECHECK_MS));
  });

  it('outside every window, starts from its own board and lets the timers move it on', () => {
    const noon = Date.parse('2026-11-16T11:00:00Z');
    expect(boardRule({ screenId: 1, cycle: true, schedule }, noon, ZONE).rule).toEqual({
      kind: 'cycle',
      home: 1,
    });
    expect(boardRule({ screenId: 1, cycle: true, schedule: [] }, noon, ZONE).rule).toEqual({
      kind: 'cycle',
      home: 1,
    });
  });

  it('keeps a board held from the phone over the schedule', () => {
    expect(boardRule({ screenId: 5, cycle: false, schedule }, MONDAY_MORNING, ZONE).rule).toEqual({
      kind: 'held',
      screenId: 5,
    });
  });

  it('passes over the windows of a board the family no longer has', () => {
    const { rule } = boardRule({ screenId: 1, cycle: true, schedule }, MONDAY_MORNING, ZONE, new Set([1, 3]));
    expect(rule).toEqual({ kind: 'cycle', home: 1 });
  });
});
