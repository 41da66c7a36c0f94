import type { Selectable } from 'kysely';
import type { Display } from '../../common/schemas/displays';
import type { Db } from '../db/database';
import type { DisplaysTable } from '../db/schema';

type DisplayRow = Selectable<DisplaysTable> & { last_seen_at: string | null };

function toDisplay(row: DisplayRow): Display {
  return {
    id: row.id,
    name: row.name,
    widthPx: row.width_px,
    heightPx: row.height_px,
    browser: row.browser,
    screenId: row.screen_id,
    cycle: row.cycle === 1,
    switchedAt: row.switched_at,
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

  return {
    async list(familyId: number): Promise<Display[]> {
      const rows = await withLastSeen()
        .where('displays.family_id', '=', familyId)
        .orderBy('displays.paired_at', 'asc')
        .orderBy('displays.id', 'asc')
        .execute();
      return rows.map(toDisplay);
    },

    async find(familyId: number, id: number): Promise<Display | undefined> {
      const row = await withLastSeen()
        .where('displays.family_id', '=', familyId)
        .where('displays.id', '=', id)
        .executeTakeFirst();
      return row && toDisplay(row);
    },

    /** The display a device session belongs to. */
    async findBySession(sessionHash: string): Promise<Display | undefined> {
      const row = await withLastSeen().where('displays.session_hash', '=', sessionHash).executeTakeFirst();
      return row && toDisplay(row);
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
      const result = await db
        .updateTable('displays')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.screenId !== undefined ? { screen_id: changes.screenId } : {}),
          ...(changes.cycle !== undefined ? { cycle: changes.cycle ? 1 : 0 } : {}),
          ...(changes.switchedAt !== undefined ? { switched_at: changes.switchedAt } : {}),
        })
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
