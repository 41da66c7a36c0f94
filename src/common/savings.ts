/**
 * Savings goals and a person's money by week (issue 29 §5): pure, free of zod, so the board's
 * piggy-bank card and the app's pages share it with the server.
 */
import { addDays, type CalendarDay, startOfWeekMonday } from './calendar-days';
import { dayAt } from './zoned-time';

/**
 * What a history row records. 'opening': a new bank's starting balance; 'set': a balance set by
 * hand (the difference); 'payout': a chore paid in; 'withdrawal' and 'spend': money an adult took
 * out, with a note.
 */
export const TRANSACTION_KINDS = ['opening', 'set', 'payout', 'withdrawal', 'spend'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** What an adult records taking out of a bank. */
export const TAKE_OUT_KINDS = ['withdrawal', 'spend'] as const;
export type TakeOutKind = (typeof TAKE_OUT_KINDS)[number];

export interface GoalProgress {
  /** 0 to 1: how far the balance is towards the goal (0 while the bank owes). */
  fraction: number;
  /** Whole percent, rounded down, so 100 is shown only when the goal is reached. */
  percent: number;
  /** Cents still to save; 0 once reached. */
  remainingCents: number;
  reached: boolean;
}

/** How far `balanceCents` is towards a goal of `goalCents` (a positive amount). */
export function goalProgress(balanceCents: number, goalCents: number): GoalProgress {
  if (!(goalCents > 0)) return { fraction: 1, percent: 100, remainingCents: 0, reached: true };
  const saved = Math.max(0, balanceCents);
  const reached = saved >= goalCents;
  const fraction = reached ? 1 : saved / goalCents;
  return {
    fraction,
    percent: reached ? 100 : Math.min(99, Math.floor(fraction * 100)),
    remainingCents: reached ? 0 : goalCents - saved,
    reached,
  };
}

export interface MoneyEntry {
  amountCents: number;
  kind: TransactionKind;
  /** ISO-8601 UTC instant. */
  createdAt: string;
}

export interface WeekOfMoney {
  /** The Monday the week starts on, on the family's clocks. */
  weekStart: CalendarDay;
  /** Paid in for chores. */
  earnedCents: number;
  /** Taken out (withdrawals and spends), as a positive amount. */
  spentCents: number;
  /** How many chore payouts. */
  payouts: number;
}

/** The Monday of the oldest of the `weeks` weeks that end with the week holding `today`. */
export function firstWeekStart(today: CalendarDay, weeks: number): CalendarDay {
  return addDays(startOfWeekMonday(today), -7 * (weeks - 1));
}

/**
 * The `weeks` weeks (Monday to Sunday on the family's clocks, oldest first) ending with the one
 * that holds `today`, each with what was earned and taken out. An entry belongs to the week of the
 * day the family's clocks showed when it was made, so a week with a change of the clocks (167 or
 * 169 hours long) still holds exactly its own seven days. Balances set by hand and opening
 * balances are neither earned nor spent.
 */
export function weeklyMoney(
  entries: readonly MoneyEntry[],
  options: { timeZone: string; today: CalendarDay; weeks: number },
): WeekOfMoney[] {
  const first = firstWeekStart(options.today, options.weeks);
  const weeks: WeekOfMoney[] = Array.from({ length: options.weeks }, (_, index) => ({
    weekStart: addDays(first, 7 * index),
    earnedCents: 0,
    spentCents: 0,
    payouts: 0,
  }));
  const byStart = new Map(weeks.map((week) => [week.weekStart, week]));
  for (const entry of entries) {
    const week = byStart.get(startOfWeekMonday(dayAt(new Date(entry.createdAt), options.timeZone)));
    if (!week) continue;
    if (entry.kind === 'payout') {
      week.earnedCents += entry.amountCents;
      week.payouts += 1;
    } else if (entry.kind === 'withdrawal' || entry.kind === 'spend') {
      week.spentCents -= entry.amountCents;
    }
  }
  return weeks;
}
