import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDay } from './calendar-days';
import { countOccurrences, DEFAULT_REPEAT_CONFIG, nextOccurrence, type RepeatConfig } from './recurrence';
import {
  afterOccurrence,
  isSameSetup,
  NOBODY_TO_SWAP_MESSAGE,
  newRotation,
  personAt,
  personOn,
  personUpAt,
  type Rotation,
  RotationError,
  rebase,
  restartAt,
  skipTurn,
  slotOf,
  swapTurns,
  withoutPerson,
} from './rotation';

const LEO = 1;
const MAYA = 2;
const ZOE = 3;
const NAMES: Record<number, string> = { [LEO]: 'Leo', [MAYA]: 'Maya', [ZOE]: 'Zoe' };
const named = (ids: (number | null)[]) => ids.map((id) => (id === null ? '-' : NAMES[id]));

const daily: RepeatConfig = { ...DEFAULT_REPEAT_CONFIG, freq: 'DAILY' };
const weeklyOn = (day: 'MO' | 'TH' | 'SA'): RepeatConfig => ({
  ...DEFAULT_REPEAT_CONFIG,
  freq: 'WEEKLY',
  byweekday: [day],
});

/** Who is up for the next `count` slots. */
const upcoming = (rotation: Rotation, count: number, from = 0) =>
  named(Array.from({ length: count }, (_, index) => personAt(rotation, from + index)));

/**
 * A task taking turns, completed occurrence by occurrence as the server does: each completion
 * moves the task to its next due day and the rotation with it. Answers who did each.
 */
function completeInTurn(rotation: Rotation, config: RepeatConfig, anchor: CalendarDay, times: number) {
  let state = rotation;
  let due = rotation.start;
  const doers: string[] = [];
  for (let index = 0; index < times; index += 1) {
    const count = (from: CalendarDay, to: CalendarDay) => countOccurrences(config, anchor, from, to);
    doers.push(NAMES[personOn(state, due, count)!]!);
    const next = nextOccurrence(config, due, anchor)!;
    state = afterOccurrence(state, due, next);
    due = next;
  }
  return { state, due, doers };
}

describe('taking turns on each occurrence', () => {
  const anchor = '2026-03-02';

  it('goes round the chosen people in order, one occurrence each', () => {
    const rotation = newRotation('turns', [LEO, MAYA, ZOE], anchor);
    const { doers, state, due } = completeInTurn(rotation, daily, anchor, 7);
    expect(doers).toEqual(['Leo', 'Maya', 'Zoe', 'Leo', 'Maya', 'Zoe', 'Leo']);
    // The stored state stays as small as it started: its first slot is the task's due day.
    expect(state.start).toBe(due);
    expect(state.overrides).toEqual([]);
  });

  it('says who is up for any day ahead by counting the occurrences between', () => {
    const config = weeklyOn('TH');
    const rotation = newRotation('turns', [LEO, MAYA], '2026-03-05');
    const count = (from: CalendarDay, to: CalendarDay) => countOccurrences(config, '2026-03-05', from, to);
    expect(
      named(
        ['2026-03-05', '2026-03-12', '2026-03-19', '2026-03-26'].map((day) => personOn(rotation, day, count)),
      ),
    ).toEqual(['Leo', 'Maya', 'Leo', 'Maya']);
    // A day between occurrences belongs to the next occurrence's slot.
    expect(slotOf(rotation, '2026-03-10', count)).toBe(1);
    expect(() => slotOf(rotation, '2026-03-12')).toThrow();
  });

  it('skipping passes the turn to the next person and the order goes on from them', () => {
    const rotation = newRotation('turns', [LEO, MAYA, ZOE], anchor);
    const skipped = skipTurn(rotation, 0, anchor);
    expect(upcoming(skipped, 6)).toEqual(['Maya', 'Zoe', 'Leo', 'Maya', 'Zoe', 'Leo']);
    const { doers } = completeInTurn(skipped, daily, anchor, 4);
    expect(doers).toEqual(['Maya', 'Zoe', 'Leo', 'Maya']);
  });

  it('swapping exchanges this occurrence and the next, and the order after stays', () => {
    const rotation = newRotation('turns', [LEO, MAYA], anchor);
    const swapped = swapTurns(rotation, 0, anchor);
    expect(upcoming(swapped, 5)).toEqual(['Maya', 'Leo', 'Leo', 'Maya', 'Leo']);
    const { doers, state } = completeInTurn(swapped, daily, anchor, 5);
    expect(doers).toEqual(['Maya', 'Leo', 'Leo', 'Maya', 'Leo']);
    expect(state.overrides).toEqual([]);
    // Swapping back undoes it.
    expect(upcoming(swapTurns(swapped, 0, anchor), 4)).toEqual(['Leo', 'Maya', 'Leo', 'Maya']);
  });

  it('skipping a swapped turn forgets the swap and goes on from the next person', () => {
    const swapped = swapTurns(newRotation('turns', [LEO, MAYA], anchor), 0, anchor);
    expect(upcoming(skipTurn(swapped, 0, anchor), 4)).toEqual(['Leo', 'Maya', 'Leo', 'Maya']);
  });

  it('keeps whoever is up when the rule changes and the task starts again on another day', () => {
    const rotation = skipTurn(newRotation('turns', [LEO, MAYA, ZOE], anchor), 0, anchor);
    const restarted = restartAt(rotation, '2026-03-09');
    expect(restarted.start).toBe('2026-03-09');
    expect(upcoming(restarted, 3)).toEqual(['Maya', 'Zoe', 'Leo']);
  });

  it('cannot swap or skip with nobody else in the rotation', () => {
    const alone = newRotation('turns', [LEO], anchor);
    expect(() => swapTurns(alone, 0, anchor)).toThrow(new RotationError(NOBODY_TO_SWAP_MESSAGE));
    expect(() => skipTurn(alone, 0, anchor)).toThrow(RotationError);
  });
});

describe('a week each', () => {
  // Monday 2 March 2026; the US moves its clocks forward on Sunday 8 March.
  const rotation = newRotation('weekly', [LEO, MAYA], '2026-03-04');

  it('starts on the Monday of the week it is set in and hands out whole weeks', () => {
    expect(rotation.start).toBe('2026-03-02');
    const days = ['2026-03-02', '2026-03-08', '2026-03-09', '2026-03-15', '2026-03-16', '2026-03-29'];
    expect(named(days.map((day) => personOn(rotation, day)))).toEqual([
      'Leo',
      'Leo',
      'Maya',
      'Maya',
      'Leo',
      'Maya',
    ]);
  });

  it('changes hands at midnight on Monday in the family zone, on each side of a clock change', () => {
    const zone = 'America/New_York';
    // Sunday 8 March 23:30 EDT (the clocks went forward that morning), then Monday 00:30.
    expect(NAMES[personUpAt(rotation, new Date('2026-03-09T03:30:00Z'), zone)!]).toBe('Leo');
    expect(NAMES[personUpAt(rotation, new Date('2026-03-09T04:30:00Z'), zone)!]).toBe('Maya');
    // The clocks go back on Sunday 1 November: 23:30 EST that Sunday, then Monday 00:30 EST.
    const autumn = newRotation('weekly', [LEO, MAYA], '2026-10-26');
    expect(NAMES[personUpAt(autumn, new Date('2026-11-02T04:30:00Z'), zone)!]).toBe('Leo');
    expect(NAMES[personUpAt(autumn, new Date('2026-11-02T05:30:00Z'), zone)!]).toBe('Maya');
    // Far from UTC: Monday 6 April 00:30 in Auckland, hours after its clocks went back, is Sunday in UTC.
    const south = newRotation('weekly', [LEO, MAYA], '2026-03-30');
    expect(NAMES[personUpAt(south, new Date('2026-04-05T11:30:00Z'), 'Pacific/Auckland')!]).toBe('Leo');
    expect(NAMES[personUpAt(south, new Date('2026-04-05T12:30:00Z'), 'Pacific/Auckland')!]).toBe('Maya');
  });

  it('skipping this week gives it to the next person and the weeks after follow from them', () => {
    // The week of 9 March is Maya's; she skips it.
    const skipped = skipTurn(rotation, slotOf(rotation, '2026-03-11'));
    const mondays = ['2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30'];
    expect(named(mondays.map((day) => personOn(skipped, day)))).toEqual(['Leo', 'Maya', 'Leo', 'Maya']);
  });

  it('swapping exchanges this week and next', () => {
    const swapped = swapTurns(rotation, 0);
    expect(upcoming(swapped, 4)).toEqual(['Maya', 'Leo', 'Leo', 'Maya']);
  });

  it('a daily chore done through the week stays with the week, whoever did the day before', () => {
    let state = newRotation('weekly', [LEO, MAYA, ZOE], '2026-03-02');
    let due: CalendarDay = '2026-03-02';
    const doers: string[] = [];
    for (let day = 0; day < 21; day += 1) {
      doers.push(NAMES[personOn(state, due)!]!);
      const next = addDays(due, 1);
      state = afterOccurrence(state, due, next);
      due = next;
    }
    expect(doers).toEqual([...Array(7).fill('Leo'), ...Array(7).fill('Maya'), ...Array(7).fill('Zoe')]);
    // Past weeks are forgotten as the chore moves on.
    expect(state.start).toBe('2026-03-23');
  });
});

describe('alternating weeks for shared custody', () => {
  // Leo's weeks begin on Friday 6 March 2026; Maya's on the Fridays between.
  const custody = newRotation('alternating', [LEO, MAYA], '2026-03-06');
  const fridays = Array.from({ length: 6 }, (_, index) => addDays('2026-03-06', index * 7));

  it('follows the calendar from the changeover day', () => {
    expect(named(fridays.map((day) => personOn(custody, day)))).toEqual([
      'Leo',
      'Maya',
      'Leo',
      'Maya',
      'Leo',
      'Maya',
    ]);
    // Thursday is the last day of a week, Friday the first of the next, across the clock change.
    expect(NAMES[personOn(custody, '2026-03-12')!]).toBe('Leo');
    expect(NAMES[personOn(custody, '2026-03-13')!]).toBe('Maya');
    expect(NAMES[personUpAt(custody, new Date('2026-03-13T03:59:00Z'), 'America/New_York')!]).toBe('Leo');
    expect(NAMES[personUpAt(custody, new Date('2026-03-13T04:01:00Z'), 'America/New_York')!]).toBe('Maya');
    // A day before the first changeover is the week before it.
    expect(NAMES[personOn(custody, '2026-03-05')!]).toBe('Maya');
  });

  it('skipping a week gives that week only to the other person; the pattern stays', () => {
    const skipped = skipTurn(custody, slotOf(custody, fridays[2]!));
    expect(named(fridays.map((day) => personOn(skipped, day)))).toEqual([
      'Leo',
      'Maya',
      'Maya',
      'Maya',
      'Leo',
      'Maya',
    ]);
  });

  it('swapping exchanges two weeks; the pattern stays', () => {
    const swapped = swapTurns(custody, slotOf(custody, fridays[1]!));
    expect(named(fridays.map((day) => personOn(swapped, day)))).toEqual([
      'Leo',
      'Leo',
      'Maya',
      'Maya',
      'Leo',
      'Maya',
    ]);
  });

  it('keeps the custody calendar when it forgets the weeks behind it', () => {
    const swapped = swapTurns(custody, 3);
    const moved = afterOccurrence(swapped, fridays[2]!, fridays[3]!);
    expect(moved.start).toBe(fridays[3]);
    expect(named(fridays.map((day) => personOn(moved, day)))).toEqual(
      named(fridays.map((day) => personOn(swapped, day))),
    );
  });

  it('knows a setup that is already so, and one that moved the changeover', () => {
    expect(isSameSetup(custody, 'alternating', [LEO, MAYA], '2026-03-20')).toBe(true);
    expect(isSameSetup(custody, 'alternating', [LEO, MAYA], '2026-03-13')).toBe(false);
    expect(isSameSetup(custody, 'alternating', [LEO, MAYA], '2026-03-07')).toBe(false);
    expect(isSameSetup(custody, 'alternating', [MAYA, LEO], null)).toBe(false);
    expect(isSameSetup(custody, 'weekly', [LEO, MAYA])).toBe(false);
  });
});

describe('up for grabs', () => {
  it('has no turns: nobody is up, and there is nothing to skip or swap', () => {
    const grabs = newRotation('grabs', [LEO, MAYA], '2026-03-02');
    expect(personOn(grabs, '2026-03-09')).toBeNull();
    expect(() => skipTurn(grabs, 0)).toThrow(RotationError);
    expect(() => swapTurns(grabs, 0)).toThrow(RotationError);
    expect(afterOccurrence(grabs, '2026-03-02', '2026-03-03')).toBe(grabs);
  });
});

describe('a person leaving the rotation', () => {
  it('the others keep their order and whoever was up stays up', () => {
    const rotation = skipTurn(newRotation('turns', [LEO, MAYA, ZOE], '2026-03-02'), 0, '2026-03-02');
    expect(upcoming(withoutPerson(rotation, LEO)!, 4)).toEqual(['Maya', 'Zoe', 'Maya', 'Zoe']);
  });

  it('the next person takes over when it was their turn, and swaps are forgotten', () => {
    const swapped = swapTurns(newRotation('weekly', [LEO, MAYA, ZOE], '2026-03-02'), 0);
    expect(upcoming(swapped, 3)).toEqual(['Maya', 'Leo', 'Zoe']);
    expect(upcoming(withoutPerson(swapped, MAYA)!, 4)).toEqual(['Zoe', 'Leo', 'Zoe', 'Leo']);
    expect(withoutPerson(newRotation('grabs', [LEO], '2026-03-02'), LEO)).toBeNull();
  });
});

describe('rebasing, which keeps the stored state small', () => {
  it('never changes who is up from the new first slot on, whatever skips and swaps came before', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const mode of ['weekly', 'alternating'] as const) {
      for (let round = 0; round < 50; round += 1) {
        let rotation = newRotation(mode, [LEO, MAYA, ZOE], '2026-03-06');
        for (let step = 0; step < 4; step += 1) {
          const slot = Math.floor(random() * 6);
          try {
            rotation = random() < 0.5 ? skipTurn(rotation, slot) : swapTurns(rotation, slot);
          } catch (error) {
            // Two weeks already given to one person have nothing to swap.
            if (!(error instanceof RotationError)) throw error;
          }
          if (mode === 'weekly') rotation = rebase(rotation, 0);
        }
        const base = Math.floor(random() * 8);
        const rebased = rebase(rotation, base);
        for (let slot = base; slot < base + 12; slot += 1) {
          const day = addDays(rotation.start, slot * 7);
          expect(personOn(rebased, day), `${mode} round ${round} slot ${slot}`).toBe(personOn(rotation, day));
        }
      }
    }
  });
});
