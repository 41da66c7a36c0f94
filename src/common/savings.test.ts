import { describe, expect, it } from 'vitest';
import { goalProgress, type MoneyEntry, weeklyMoney } from './savings';

const payout = (createdAt: string, amountCents = 100): MoneyEntry => ({
  amountCents,
  kind: 'payout',
  createdAt,
});

describe('goalProgress', () => {
  it('is the share saved, whole percent rounded down, 100 only once reached', () => {
    expect(goalProgress(0, 5000)).toEqual({ fraction: 0, percent: 0, remainingCents: 5000, reached: false });
    expect(goalProgress(1250, 5000)).toEqual({
      fraction: 0.25,
      percent: 25,
      remainingCents: 3750,
      reached: false,
    });
    expect(goalProgress(4999, 5000)).toMatchObject({ percent: 99, remainingCents: 1, reached: false });
    expect(goalProgress(5000, 5000)).toEqual({ fraction: 1, percent: 100, remainingCents: 0, reached: true });
    expect(goalProgress(9000, 5000)).toEqual({ fraction: 1, percent: 100, remainingCents: 0, reached: true });
  });

  it('shows nothing saved while the bank owes', () => {
    expect(goalProgress(-300, 5000)).toEqual({
      fraction: 0,
      percent: 0,
      remainingCents: 5000,
      reached: false,
    });
  });

  it('rounds 1 cent of a large goal down to 0%, never up', () => {
    expect(goalProgress(1, 100_000_000).percent).toBe(0);
    expect(goalProgress(1, 3).percent).toBe(33);
  });
});

describe('weeklyMoney', () => {
  it('cuts weeks Monday to Sunday on the family clocks across the spring change (a 167-hour week)', () => {
    // Berlin moves to summer time on Sunday 29 March 2026: that week is one hour short.
    const weeks = weeklyMoney(
      [
        payout('2026-03-22T22:59:00Z', 1), // Sunday 22 March, 23:59 CET: the week before
        payout('2026-03-22T23:00:00Z', 10), // Monday 23 March, 00:00 CET
        payout('2026-03-29T00:59:00Z', 100), // Sunday 29, 01:59 CET, just before the change
        payout('2026-03-29T01:00:00Z', 1000), // Sunday 29, 03:00 CEST, just after
        payout('2026-03-29T21:59:00Z', 10_000), // Sunday 29, 23:59 CEST: still that week
        payout('2026-03-29T22:00:00Z', 100_000), // Monday 30, 00:00 CEST: the next week
      ],
      { timeZone: 'Europe/Berlin', today: '2026-04-01', weeks: 3 },
    );
    expect(weeks).toEqual([
      { weekStart: '2026-03-16', earnedCents: 1, spentCents: 0, payouts: 1 },
      { weekStart: '2026-03-23', earnedCents: 11_110, spentCents: 0, payouts: 4 },
      { weekStart: '2026-03-30', earnedCents: 100_000, spentCents: 0, payouts: 1 },
    ]);
  });

  it('and across the autumn change (a 169-hour week), in a zone west of UTC', () => {
    // New York goes back to standard time on Sunday 1 November 2026.
    const weeks = weeklyMoney(
      [
        payout('2026-10-26T03:59:00Z', 1), // Sunday 25 Oct, 23:59 EDT
        payout('2026-10-26T04:00:00Z', 10), // Monday 26 Oct, 00:00 EDT
        payout('2026-11-01T05:30:00Z', 100), // Sunday 1 Nov, 01:30 EDT (the first one)
        payout('2026-11-01T06:30:00Z', 1000), // Sunday 1 Nov, 01:30 EST (the second)
        payout('2026-11-02T04:59:00Z', 10_000), // Sunday 1 Nov, 23:59 EST
        payout('2026-11-02T05:00:00Z', 100_000), // Monday 2 Nov, 00:00 EST
      ],
      { timeZone: 'America/New_York', today: '2026-11-02', weeks: 3 },
    );
    expect(weeks.map((week) => [week.weekStart, week.earnedCents])).toEqual([
      ['2026-10-19', 1],
      ['2026-10-26', 11_110],
      ['2026-11-02', 100_000],
    ]);
  });

  it('counts withdrawals and spends as spent, and neither opening balances nor balances set by hand', () => {
    const [week] = weeklyMoney(
      [
        { amountCents: 500, kind: 'opening', createdAt: '2026-05-04T10:00:00Z' },
        { amountCents: 250, kind: 'payout', createdAt: '2026-05-04T10:00:00Z' },
        { amountCents: -100, kind: 'spend', createdAt: '2026-05-05T10:00:00Z' },
        { amountCents: -75, kind: 'withdrawal', createdAt: '2026-05-06T10:00:00Z' },
        { amountCents: -900, kind: 'set', createdAt: '2026-05-07T10:00:00Z' },
        { amountCents: 400, kind: 'set', createdAt: '2026-05-07T11:00:00Z' },
      ],
      { timeZone: 'UTC', today: '2026-05-10', weeks: 1 },
    );
    expect(week).toEqual({ weekStart: '2026-05-04', earnedCents: 250, spentCents: 175, payouts: 1 });
  });

  it('leaves out what falls outside the weeks asked for, and a Sunday today ends its own week', () => {
    const weeks = weeklyMoney([payout('2026-04-26T12:00:00Z'), payout('2026-05-10T12:00:00Z')], {
      timeZone: 'UTC',
      today: '2026-05-10',
      weeks: 2,
    });
    expect(weeks.map((week) => [week.weekStart, week.payouts])).toEqual([
      ['2026-04-27', 0],
      ['2026-05-04', 1],
    ]);
  });
});
