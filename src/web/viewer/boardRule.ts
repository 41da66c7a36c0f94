/**
 * Which board a paired screen must show now, from what the phone told it: a held board first, then
 * its schedule, else its own board with the screen timers moving it on.
 */
import { nextScheduleChange, type ScheduleWindow, scheduledBoardAt } from '../../common/display-schedule';

export type BoardRule =
  /** Sent to a board from the phone: it stays there, schedule or not, until sent back to its cycle. */
  | { kind: 'held'; screenId: number }
  /** Inside a window of its schedule: that board, and the timers wait. */
  | { kind: 'scheduled'; screenId: number }
  /** Outside every window: its own board to start from (null: none chosen), then the timers. */
  | { kind: 'cycle'; home: number | null };

export interface DisplayOrders {
  screenId: number | null;
  cycle: boolean;
  schedule: readonly ScheduleWindow[];
}

/** Longest wait between two looks at the clock: a TV that slept, or whose clock was set, catches up. */
export const RULE_RECHECK_MS = 15 * 60_000;

/**
 * The rule at `now` (ms) in the family's zone, and when to look again. Windows of boards the family
 * no longer has (`boards`, when known) are passed over.
 */
export function boardRule(
  display: DisplayOrders,
  now: number,
  timeZone: string,
  boards?: ReadonlySet<number>,
): { rule: BoardRule; recheckAt: number } {
  if (!display.cycle && display.screenId !== null) {
    return { rule: { kind: 'held', screenId: display.screenId }, recheckAt: now + RULE_RECHECK_MS };
  }
  const windows = boards?.size
    ? display.schedule.filter((window) => boards.has(window.screenId))
    : display.schedule;
  const scheduled = scheduledBoardAt(windows, now, timeZone);
  const change = nextScheduleChange(windows, now, timeZone);
  const recheckAt = Math.min(change ?? Number.POSITIVE_INFINITY, now + RULE_RECHECK_MS);
  return {
    rule: scheduled
      ? { kind: 'scheduled', screenId: scheduled.screenId }
      : { kind: 'cycle', home: display.screenId },
    recheckAt,
  };
}

/** The board a rule sends the screen to: the held or scheduled one, or its own. */
export function ruleBoard(rule: BoardRule): number | null {
  return rule.kind === 'cycle' ? rule.home : rule.screenId;
}

/** Whether two rules are the same orders (so nothing need move). */
export function sameRule(a: BoardRule, b: BoardRule): boolean {
  return a.kind === b.kind && ruleBoard(a) === ruleBoard(b);
}
