import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * Boards by time of day (issue 28): a display's schedule, one row per window of wall time in the
 * family's zone. A window goes with its display (unpairing) and with its board (deleting the board).
 */
export const displaySchedules: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('display_schedule_windows'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('display_id', 'integer', (c) => c.notNull().references('displays.id').onDelete('cascade'))
      .addColumn('screen_id', 'integer', (c) => c.notNull().references('screens.id').onDelete('cascade'))
      // Place in the display's list, from 0.
      .addColumn('position', 'integer', (c) => c.notNull())
      // The weekdays it starts on, 'mon,tue,…' in week order.
      .addColumn('days', 'text', (c) => c.notNull())
      // 'HH:MM' wall times.
      .addColumn('from_time', 'text', (c) => c.notNull())
      .addColumn('until_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('display_schedule_windows_display_idx')
      .on('display_schedule_windows')
      .columns(['display_id', 'position'])
      .execute();
    await db.schema
      .createIndex('display_schedule_windows_family_idx')
      .on('display_schedule_windows')
      .column('family_id')
      .execute();
    // Deleting a board removes its windows through this reference.
    await db.schema
      .createIndex('display_schedule_windows_screen_idx')
      .on('display_schedule_windows')
      .column('screen_id')
      .execute();
  },
});
