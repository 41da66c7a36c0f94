import type { Selectable } from 'kysely';
import type { CalendarDay } from '../../common/calendar-days';
import type { RepeatConfig } from '../../common/recurrence';
import type { Db } from '../db/database';
import { deleteFamilyRow } from '../db/family-rows';
import type { FamilyEventsTable } from '../db/schema';

export type EventOrigin = 'app' | 'email';

/** What an event of the family's calendar holds, in the domain's own types. */
export interface FamilyEventValues {
  title: string;
  notes: string | null;
  personId: number | null;
  allDay: boolean;
  /** Timed: an ISO UTC instant. All-day: a day. */
  start: string;
  /** Timed: an ISO UTC instant. All-day: a day, exclusive. */
  end: string;
  repeatConfig: RepeatConfig | null;
  repeatUntil: CalendarDay | null;
  /** Original starts (instants, or days for all-day series) of occurrences taken out. */
  excluded: string[];
  /** Minutes before the start members are reminded; null: as each set; left out: kept as it is. */
  reminderMinutes?: number | null;
}

export interface FamilyEventRecord extends FamilyEventValues {
  id: number;
  familyId: number;
  uid: string;
  /** '' for a series; the original start of the one occurrence this row replaces. */
  recurrenceId: string;
  sequence: number;
  origin: EventOrigin;
  createdAt: string;
  updatedAt: string;
  reminderMinutes: number | null;
}

const toRecord = (row: Selectable<FamilyEventsTable>): FamilyEventRecord => ({
  id: row.id,
  familyId: row.family_id,
  uid: row.uid,
  recurrenceId: row.recurrence_id,
  sequence: row.sequence,
  title: row.title,
  notes: row.notes,
  personId: row.person_id,
  allDay: row.is_all_day === 1,
  start: row.starts_at,
  end: row.ends_at,
  repeatConfig: row.repeat_config === null ? null : (JSON.parse(row.repeat_config) as RepeatConfig),
  repeatUntil: row.repeat_until,
  excluded: JSON.parse(row.excluded) as string[],
  origin: row.origin === 'email' ? 'email' : 'app',
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  reminderMinutes: row.reminder_minutes,
});

const columnsOf = (values: FamilyEventValues) => ({
  title: values.title,
  notes: values.notes,
  person_id: values.personId,
  is_all_day: values.allDay ? 1 : 0,
  starts_at: values.start,
  ends_at: values.end,
  repeat_config: values.repeatConfig === null ? null : JSON.stringify(values.repeatConfig),
  repeat_until: values.repeatUntil,
  excluded: JSON.stringify(values.excluded),
  ...(values.reminderMinutes === undefined ? {} : { reminder_minutes: values.reminderMinutes }),
});

/** The family's own events, always within one family. Pass a transaction to take part in it. */
export function createFamilyEventsRepo(db: Db) {
  const ofFamily = (familyId: number) =>
    db.selectFrom('family_events').selectAll().where('family_id', '=', familyId);

  return {
    /** Every event, series and moved occurrences alike, by start. */
    async list(familyId: number): Promise<FamilyEventRecord[]> {
      const rows = await ofFamily(familyId).orderBy('starts_at').orderBy('id').execute();
      return rows.map(toRecord);
    },

    async find(familyId: number, id: number): Promise<FamilyEventRecord | undefined> {
      const row = await ofFamily(familyId).where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    /** The series (recurrenceId '') or one moved occurrence of an invite's UID. */
    async findByUid(
      familyId: number,
      uid: string,
      recurrenceId = '',
    ): Promise<FamilyEventRecord | undefined> {
      const row = await ofFamily(familyId)
        .where('uid', '=', uid)
        .where('recurrence_id', '=', recurrenceId)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async insert(
      familyId: number,
      values: FamilyEventValues,
      meta: { uid: string; recurrenceId?: string; sequence?: number; origin: EventOrigin; now: string },
    ): Promise<FamilyEventRecord> {
      const row = await db
        .insertInto('family_events')
        .values({
          family_id: familyId,
          uid: meta.uid,
          recurrence_id: meta.recurrenceId ?? '',
          sequence: meta.sequence ?? 0,
          origin: meta.origin,
          ...columnsOf(values),
          created_at: meta.now,
          updated_at: meta.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async update(
      familyId: number,
      id: number,
      values: FamilyEventValues,
      meta: { sequence?: number; now: string },
    ): Promise<FamilyEventRecord | undefined> {
      const row = await db
        .updateTable('family_events')
        .set({
          ...columnsOf(values),
          ...(meta.sequence === undefined ? {} : { sequence: meta.sequence }),
          updated_at: meta.now,
        })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toRecord(row);
    },

    delete(familyId: number, id: number): Promise<boolean> {
      return deleteFamilyRow(db, 'family_events', familyId, id);
    },

    /** Removes a series and every moved occurrence of it; answers their ids. */
    async deleteUid(familyId: number, uid: string): Promise<number[]> {
      const rows = await db
        .deleteFrom('family_events')
        .where('family_id', '=', familyId)
        .where('uid', '=', uid)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** A deleted person's events stay, nobody's now; answers their ids. */
    async forgetPerson(familyId: number, personId: number, now: string): Promise<number[]> {
      const rows = await db
        .updateTable('family_events')
        .set({ person_id: null, updated_at: now })
        .where('family_id', '=', familyId)
        .where('person_id', '=', personId)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Moves whenever the family's events may have: one added, changed or removed. */
    async stamp(familyId: number): Promise<string> {
      const rows = await db
        .selectFrom('family_events')
        .select(['id', 'updated_at'])
        .where('family_id', '=', familyId)
        .orderBy('id')
        .execute();
      return rows.map((row) => `${row.id}@${row.updated_at}`).join(',');
    },
  };
}

export type FamilyEventsRepo = ReturnType<typeof createFamilyEventsRepo>;
