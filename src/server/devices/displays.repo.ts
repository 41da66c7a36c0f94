import type { Selectable } from 'kysely';
import { type ScheduleWindow, WEEKDAYS, type Weekday } from '../../common/display-schedule';
import type { Display } from '../../common/schemas/displays';
import type { Db } from '../db/database';
import type { DisplayScheduleWindowsTable, DisplaysTable } from '../db/schema';

type DisplayRow = Selectable<DisplaysTable> & { last_seen_at: string | null };

function toWindow(row: Selectable<DisplayScheduleWindowsTable>): ScheduleWindow {
  const stored = row.days.split(',');
  return {
    screenId: row.screen_id,
    days: WEEKDAYS.filter((day: Weekday) => stored.includes(day)),
    from: row.from_time,
    until: row.until_time,
  };
}

function toDisplay(row: DisplayRow, schedule: ScheduleWindow[]): Display {
  return {
    id: row.id,
    name: row.name,
    widthPx: row.width_px,
    heightPx: row.height_px,
    browser: row.browser,
    screenId: row.screen_id,
    cycle: row.cycle === 1,
    switchedAt: row.switched_at,
    schedule,
    pairedAt: row.paired_at,
    lastSeenAt: row.last_seen_at ?? row.paired_at,
  };
}

export interface NewDisplay {
  familyId: number;
  name: string;
  deviceId: string | null;
  widthPx: number | null;
  heightPx: number | null;
  browser: string;
  screenId: number | null;
  sessionHash: string;
}

/** A family's paired TVs. "Last seen" is when the display's own session was last used. */
export function createDisplaysRepo(db: Db) {
  const withLastSeen = () =>
    db
      .selectFrom('displays')
      .leftJoin('sessions', 'sessions.token_hash', 'displays.session_hash')
      .selectAll('displays')
      .select('sessions.last_seen_at');

  /** The schedules of the family's displays (of one display, given its id), by display id. */
  async function schedules(familyId: number, displayId?: number): Promise<Map<number, ScheduleWindow[]>> {
    let query = db
      .selectFrom('display_schedule_windows')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('display_id', 'asc')
      .orderBy('position', 'asc');
    if (displayId !== undefined) query = query.where('display_id', '=', displayId);
    const byDisplay = new Map<number, ScheduleWindow[]>();
    for (const row of await query.execute()) {
      const windows = byDisplay.get(row.display_id) ?? [];
      windows.push(toWindow(row));
      byDisplay.set(row.display_id, windows);
    }
    return byDisplay;
  }

  async function withSchedule(row: DisplayRow | undefined): Promise<Display | undefined> {
    if (!row) return undefined;
    return toDisplay(row, (await schedules(row.family_id, row.id)).get(row.id) ?? []);
  }

  return {
    async list(familyId: number): Promise<Display[]> {
      const rows = await withLastSeen()
        .where('displays.family_id', '=', familyId)
        .orderBy('displays.paired_at', 'asc')
        .orderBy('displays.id', 'asc')
        .execute();
      const byDisplay = rows.length > 0 ? await schedules(familyId) : new Map<number, ScheduleWindow[]>();
      return rows.map((row) => toDisplay(row, byDisplay.get(row.id) ?? []));
    },

    async find(familyId: number, id: number): Promise<Display | undefined> {
      return withSchedule(
        await withLastSeen()
          .where('displays.family_id', '=', familyId)
          .where('displays.id', '=', id)
          .executeTakeFirst(),
      );
    },

    /** The display a device session belongs to. */
    async findBySession(sessionHash: string): Promise<Display | undefined> {
      return withSchedule(
        await withLastSeen().where('displays.session_hash', '=', sessionHash).executeTakeFirst(),
      );
    },

    /** Which of `screenIds` are the family's boards. */
    async familyScreens(familyId: number, screenIds: readonly number[]): Promise<Set<number>> {
      if (screenIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('screens')
        .select('id')
        .where('family_id', '=', familyId)
        .where('id', 'in', [...new Set(screenIds)])
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Replaces the display's schedule with `windows`, in their order. */
    async replaceSchedule(
      familyId: number,
      displayId: number,
      windows: readonly ScheduleWindow[],
    ): Promise<void> {
      await db
        .deleteFrom('display_schedule_windows')
        .where('family_id', '=', familyId)
        .where('display_id', '=', displayId)
        .execute();
      if (windows.length === 0) return;
      await db
        .insertInto('display_schedule_windows')
        .values(
          windows.map((window, position) => ({
            family_id: familyId,
            display_id: displayId,
            screen_id: window.screenId,
            position,
            days: window.days.join(','),
            from_time: window.from,
            until_time: window.until,
          })),
        )
        .execute();
    },

    /** Whether `screenId` is one of the family's boards. */
    async isFamilyScreen(familyId: number, screenId: number): Promise<boolean> {
      const row = await db
        .selectFrom('screens')
        .select('id')
        .where('family_id', '=', familyId)
        .where('id', '=', screenId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async count(familyId: number): Promise<number> {
      const row = await db
        .selectFrom('displays')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('family_id', '=', familyId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(display: NewDisplay): Promise<number> {
      const at = new Date().toISOString();
      const row = await db
        .insertInto('displays')
        .values({
          family_id: display.familyId,
          name: display.name,
          device_id: display.deviceId,
          width_px: display.widthPx,
          height_px: display.heightPx,
          browser: display.browser,
          screen_id: display.screenId,
          cycle: 1,
          switched_at: at,
          session_hash: display.sessionHash,
          paired_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(
      familyId: number,
      id: number,
      changes: { name?: string; screenId?: number | null; cycle?: boolean; switchedAt?: string },
    ): Promise<boolean> {
      const values = {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.screenId !== undefined ? { screen_id: changes.screenId } : {}),
        ...(changes.cycle !== undefined ? { cycle: changes.cycle ? 1 : 0 } : {}),
        ...(changes.switchedAt !== undefined ? { switched_at: changes.switchedAt } : {}),
      };
      // Nothing of the row itself changes (only its schedule): whether it is the family's is the answer.
      if (Object.keys(values).length === 0) {
        const row = await db
          .selectFrom('displays')
          .select('id')
          .where('family_id', '=', familyId)
          .where('id', '=', id)
          .executeTakeFirst();
        return row !== undefined;
      }
      const result = await db
        .updateTable('displays')
        .set(values)
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The removed display's session, or undefined when the family has no such display. */
    async remove(familyId: number, id: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('displays')
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .returning('session_hash')
        .executeTakeFirst();
      return row?.session_hash;
    },
  };
}

export type DisplaysRepo = ReturnType<typeof createDisplaysRepo>;
