import { type CalendarDay, dayName } from '../../common/calendar-days';
import type { MenuEntry, MenuEntryRequest } from '../../common/schemas/menu';
import type { Db } from '../db/database';

const COLUMNS = ['id', 'date', 'breakfast', 'lunch', 'dinner'] as const;

const toMenuEntry = (row: {
  id: number;
  date: string;
  breakfast: string;
  lunch: string;
  dinner: string;
}): MenuEntry => ({
  id: row.id,
  date: row.date,
  day: dayName(row.date),
  breakfast: row.breakfast,
  lunch: row.lunch,
  dinner: row.dinner,
});

/** The family's menu: at most one entry a day. */
export function createMenuRepo(db: Db) {
  return {
    /** Entries by date, within `from`..`to` (both included) when given. */
    async entries(familyId: number, range: { from?: CalendarDay; to?: CalendarDay }): Promise<MenuEntry[]> {
      let query = db.selectFrom('menu_entries').select(COLUMNS).where('family_id', '=', familyId);
      if (range.from) query = query.where('date', '>=', range.from);
      if (range.to) query = query.where('date', '<=', range.to);
      const rows = await query.orderBy('date').execute();
      return rows.map(toMenuEntry);
    },

    /** Sets the day's three meals, creating the day's entry or replacing its meals. */
    async upsert(familyId: number, entry: MenuEntryRequest): Promise<MenuEntry> {
      const meals = { breakfast: entry.breakfast, lunch: entry.lunch, dinner: entry.dinner };
      const updatedAt = new Date().toISOString();
      const row = await db
        .insertInto('menu_entries')
        .values({ family_id: familyId, date: entry.date, ...meals, updated_at: updatedAt })
        .onConflict((oc) =>
          oc.columns(['family_id', 'date']).doUpdateSet({ ...meals, updated_at: updatedAt }),
        )
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toMenuEntry(row);
    },

    async remove(familyId: number, date: CalendarDay): Promise<void> {
      await db
        .deleteFrom('menu_entries')
        .where('family_id', '=', familyId)
        .where('date', '=', date)
        .execute();
    },
  };
}

export type MenuRepo = ReturnType<typeof createMenuRepo>;
