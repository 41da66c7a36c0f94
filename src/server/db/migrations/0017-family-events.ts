import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * The family's own calendar (issue 29): events made in Luno or forwarded by email, each stored
 * once as a series and expanded when read. A timed event's start and end are UTC instants and it
 * repeats on the wall time of its start in the family's zone; an all-day one's are days, end
 * exclusive. `uid` is the iCalendar UID (the feed's, and an invite's, by which a later invite
 * updates or cancels it); `recurrence_id` is '' for a series and the original start for one
 * occurrence an invite moved. `person_id` names one of the family's people without a reference,
 * so an event outlives its person.
 */
export const familyEvents: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('family_events'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('recurrence_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('person_id', 'integer')
      .addColumn('is_all_day', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('repeat_config', 'text')
      .addColumn('repeat_until', 'text')
      /** JSON list of occurrences taken out of the series (their original starts). */
      .addColumn('excluded', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('origin', 'text', (c) => c.notNull().defaultTo('app'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('family_events_uid_key', ['family_id', 'uid', 'recurrence_id'])
      .execute();
  },
});
