/**
 * Chores that rotate between people (issue 29), as pure functions of a small stored state.
 *
 * A rotation hands out *slots*, each to one person:
 * - `turns`: a slot is one occurrence of the task's rule; the order moves on with each one done.
 * - `weekly`: a slot is a week, Monday to Sunday; the person up does every occurrence that week.
 * - `alternating`: a slot is a week from the changeover day (shared custody: "Leo's week starts
 *   Friday"), fixed to the calendar: a skip or swap changes those weeks only, never the pattern.
 * - `grabs` ("up for grabs") hands out no slots: whoever of its people ticks it first did it.
 *
 * Slot 0 begins on `start`; the person of slot s is `peopleIds[(offset + s) mod n]` unless a
 * single slot was given to someone else (`overrides`: a swap's two slots, an alternating week
 * skipped). `turns` and `weekly` take turns, so skipping moves the order on by one from there;
 * `alternating` follows the calendar, so skipping gives that one week to the next person only.
 *
 * Weeks are counted on calendar days, so daylight saving cannot move a week's boundary; the
 * family's zone decides only which day an instant falls on (`personUpAt`).
 */
import { addDays, type CalendarDay, dayToUtcDate, startOfWeekMonday } from './calendar-days';
import { dayAt } from './zoned-time';

export const ROTATION_MODES = ['turns', 'weekly', 'alternating', 'grabs'] as const;
export type RotationMode = (typeof ROTATION_MODES)[number];
export type TurnMode = Exclude<RotationMode, 'grabs'>;

/** Enough for any family; a bound on what one task stores. */
export const MAX_ROTATION_PEOPLE = 12;

export interface RotationOverride {
  slot: number;
  personId: number;
}

/** A task's rotation as stored (JSON on the task). */
export interface Rotation {
  mode: RotationMode;
  /** The order people take their turns in; for `grabs`, who may grab it. */
  peopleIds: number[];
  /**
   * The first day of slot 0: an occurrence's due day (`turns`, kept equal to the task's due day),
   * a Monday (`weekly`), the changeover day (`alternating`); the day it was set (`grabs`).
   */
  start: CalendarDay;
  /** Index in `peopleIds` of slot 0's person. */
  offset: number;
  /** Single slots given to someone other than the order says, by slot number. */
  overrides: RotationOverride[];
}

/** How many occurrences of the task's rule fall on days from `from` up to, not including, `to`. */
export type CountOccurrences = (from: CalendarDay, to: CalendarDay) => number;

/** Why a skip or a swap cannot be done; the message is for the person who asked. */
export class RotationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RotationError';
  }
}

export const NOBODY_TO_SWAP_MESSAGE = 'There is nobody else to swap with.';
export const NOBODY_TO_SKIP_TO_MESSAGE = 'There is nobody else to take this turn.';

export function takesTurns(mode: RotationMode): mode is TurnMode {
  return mode !== 'grabs';
}

const mod = (value: number, by: number) => ((value % by) + by) % by;

function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((dayToUtcDate(to).getTime() - dayToUtcDate(from).getTime()) / 86_400_000);
}

/**
 * A new rotation whose first slot begins on `start`: the task's first due day (`turns`), any day
 * of the first week (`weekly`), or the day the first person's week begins (`alternating`). The
 * first of `peopleIds` is up first.
 */
export function newRotation(mode: RotationMode, peopleIds: readonly number[], start: CalendarDay): Rotation {
  return {
    mode,
    peopleIds: [...peopleIds],
    start: mode === 'weekly' ? startOfWeekMonday(start) : start,
    offset: 0,
    overrides: [],
  };
}

function countsWeeks(mode: RotationMode): boolean {
  return mode === 'weekly' || mode === 'alternating';
}

/** The slot `day` falls in. `turns` counts the rule's occurrences from `start`, so it needs `count`. */
export function slotOf(rotation: Rotation, day: CalendarDay, count?: CountOccurrences): number {
  if (countsWeeks(rotation.mode)) return Math.floor(daysBetween(rotation.start, day) / 7);
  if (rotation.mode === 'grabs' || day === rotation.start) return 0;
  if (!count) throw new Error('A rotation by turns counts occurrences: pass count.');
  return day > rotation.start ? count(rotation.start, day) : -count(day, rotation.start);
}

/** Who has slot `slot`; null for `grabs` and for a rotation without people. */
export function personAt(rotation: Rotation, slot: number): number | null {
  const people = rotation.peopleIds;
  if (!takesTurns(rotation.mode) || people.length === 0) return null;
  const override = rotation.overrides.find((entry) => entry.slot === slot);
  return override ? override.personId : people[mod(rotation.offset + slot, people.length)]!;
}

/** Who is up for the occurrence due on `day`, or for `day` itself in a weekly rotation. */
export function personOn(rotation: Rotation, day: CalendarDay, count?: CountOccurrences): number | null {
  return personAt(rotation, slotOf(rotation, day, count));
}

/** Who is up at `instant`, on the day the family's clocks show then. */
export function personUpAt(
  rotation: Rotation,
  instant: Date,
  timeZone: string,
  count?: CountOccurrences,
): number | null {
  return personOn(rotation, dayAt(instant, timeZone), count);
}

/**
 * The same rotation with slot `slot` as its slot 0, and nothing kept of the slots before it:
 * what keeps the stored state small. `turns` needs the day that slot begins (its occurrence).
 */
export function rebase(rotation: Rotation, slot: number, startDay?: CalendarDay): Rotation {
  if (slot === 0) return rotation;
  let start: CalendarDay;
  if (countsWeeks(rotation.mode)) start = addDays(rotation.start, slot * 7);
  else if (startDay !== undefined) start = startDay;
  else throw new Error('Rebasing a rotation by turns needs the day its new first slot begins.');
  const people = Math.max(rotation.peopleIds.length, 1);
  return {
    ...rotation,
    start,
    offset: mod(rotation.offset + slot, people),
    overrides: rotation.overrides
      .filter((entry) => entry.slot >= slot)
      .map((entry) => ({ slot: entry.slot - slot, personId: entry.personId })),
  };
}

/**
 * The rotation once the occurrence due on `day` is done and the task moved on to `nextDue`
 * (null: the series ended). A turn passes; weeks follow the calendar and only forget the past.
 */
export function afterOccurrence(rotation: Rotation, day: CalendarDay, nextDue: CalendarDay | null): Rotation {
  if (nextDue === null || !takesTurns(rotation.mode)) return rotation;
  if (rotation.mode === 'turns') return rebase(rotation, day === rotation.start ? 1 : 0, nextDue);
  const slot = slotOf(rotation, nextDue);
  return slot > 0 ? rebase(rotation, slot) : rotation;
}

function withOverride(overrides: RotationOverride[], slot: number, personId: number): RotationOverride[] {
  return [...overrides.filter((entry) => entry.slot !== slot), { slot, personId }].sort(
    (a, b) => a.slot - b.slot,
  );
}

function requireTurns(rotation: Rotation): void {
  if (!takesTurns(rotation.mode)) throw new RotationError('An up-for-grabs task has no turns.');
}

/**
 * The person up in slot `slot` passes their turn. `turns` and `weekly`: the next person in the
 * order takes it and the order goes on from them (a swap of that slot is forgotten).
 * `alternating`: the next person has that one week; the weeks after stay as the calendar says.
 * `startDay` is the slot's first day, needed by `turns`.
 */
export function skipTurn(rotation: Rotation, slot: number, startDay?: CalendarDay): Rotation {
  requireTurns(rotation);
  const people = rotation.peopleIds;
  if (people.length < 2) throw new RotationError(NOBODY_TO_SKIP_TO_MESSAGE);
  if (rotation.mode === 'alternating') {
    const up = personAt(rotation, slot)!;
    const next = people[mod(people.indexOf(up) + 1, people.length)]!;
    return { ...rotation, overrides: withOverride(rotation.overrides, slot, next) };
  }
  const based = rebase(rotation, slot, startDay);
  const up = personAt(based, 0)!;
  return {
    ...based,
    offset: mod(people.indexOf(up) + 1, people.length),
    overrides: based.overrides.filter((entry) => entry.slot > 1),
  };
}

/** The people up in slot `slot` and the slot after exchange them; everything else stays. */
export function swapTurns(rotation: Rotation, slot: number, startDay?: CalendarDay): Rotation {
  requireTurns(rotation);
  const based = rotation.mode === 'alternating' ? rotation : rebase(rotation, slot, startDay);
  const at = rotation.mode === 'alternating' ? slot : 0;
  const up = personAt(based, at)!;
  const next = personAt(based, at + 1)!;
  if (up === next) throw new RotationError(NOBODY_TO_SWAP_MESSAGE);
  return { ...based, overrides: withOverride(withOverride(based.overrides, at, next), at + 1, up) };
}

/**
 * The rotation without `personId` (a child deleted), from slot `slot` (the task's current one)
 * on: the others keep their order, whoever is up there stays up (the next person in the order, if
 * it was them), and swaps and skipped weeks are forgotten, since they were made with them in it.
 * Null when nobody is left.
 */
export function withoutPerson(rotation: Rotation, personId: number, slot = 0): Rotation | null {
  const people = rotation.peopleIds;
  const index = people.indexOf(personId);
  if (index === -1) return rotation;
  const left = people.filter((id) => id !== personId);
  if (left.length === 0) return null;
  const based = countsWeeks(rotation.mode) ? rebase(rotation, slot) : rotation;
  const up = personAt(based, 0) ?? people[0]!;
  const stays = up === personId ? people[mod(index + 1, people.length)]! : up;
  return { ...based, peopleIds: left, offset: left.indexOf(stays), overrides: [] };
}

/**
 * The same turns starting again on `start` (a `turns` task whose rule changed): whoever was up
 * stays up, and swaps are forgotten, since the occurrences they named are gone.
 */
export function restartAt(rotation: Rotation, start: CalendarDay): Rotation {
  if (rotation.mode !== 'turns' || start === rotation.start) return rotation;
  const up = personAt(rotation, 0);
  return {
    ...rotation,
    start,
    offset: up === null ? 0 : rotation.peopleIds.indexOf(up),
    overrides: [],
  };
}

/**
 * Whether a saved task's rotation already is what a form asked for, so saving keeps its turns:
 * the same mode and order, and for `alternating` the first person's week still beginning on
 * `startDay` (when one is named).
 */
export function isSameSetup(
  rotation: Rotation,
  mode: RotationMode,
  peopleIds: readonly number[],
  startDay?: CalendarDay | null,
): boolean {
  if (rotation.mode !== mode) return false;
  if (rotation.peopleIds.length !== peopleIds.length) return false;
  if (rotation.peopleIds.some((id, index) => id !== peopleIds[index])) return false;
  if (mode !== 'alternating' || !startDay) return true;
  const base = { ...rotation, overrides: [] };
  return daysBetween(rotation.start, startDay) % 7 === 0 && personOn(base, startDay) === peopleIds[0];
}
