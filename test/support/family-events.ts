// Events of the family's own calendar as the repository reads them, for unit tests of what is made of them.
import { DEFAULT_REPEAT_CONFIG, type RepeatConfig } from '../../src/common/recurrence';
import { startOfDayIn } from '../../src/common/zoned-time';
import type { FamilyEventRecord } from '../../src/server/family-calendar/family-events.repo';
import type { OccurrenceWindow } from '../../src/server/family-calendar/occurrences';

let nextId = 1;
/** An event as the repository reads it: a single 09:00–10:00 on 2026-03-02 unless told. */
export function record(values: Partial<FamilyEventRecord>): FamilyEventRecord {
  const id = nextId++;
  return {
    id,
    familyId: 1,
    uid: `event-${id}@luno`,
    recurrenceId: '',
    sequence: 0,
    title: `Event ${id}`,
    notes: null,
    personId: null,
    allDay: false,
    start: '2026-03-02T14:00:00.000Z',
    end: '2026-03-02T15:00:00.000Z',
    repeatConfig: null,
    repeatUntil: null,
    excluded: [],
    origin: 'app',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    reminderMinutes: null,
    ...values,
  };
}

export const rule = (config: Partial<RepeatConfig>): RepeatConfig => ({
  ...DEFAULT_REPEAT_CONFIG,
  ...config,
});

export function windowOf(fromDay: string, toDay: string, zone: string): OccurrenceWindow {
  return {
    fromDay,
    toDay,
    fromInstant: startOfDayIn(fromDay, zone).toISOString(),
    toInstant: startOfDayIn(toDay, zone).toISOString(),
  };
}
