import { type CalendarDay, dayName } from '../../common/calendar-days';
import {
  type MealIngredients,
  type MenuEntry,
  type MenuEntryRequest,
  mealIngredientsSchema,
} from '../../common/schemas/menu';
import type { Db } from '../db/database';

const COLUMNS = ['id', 'date', 'breakfast', 'lunch', 'dinner', 'ingredients'] as const;

/** The stored ingredients, or none for a value that is not what this version writes. */
function readIngredients(text: string | null): MealIngredients | undefined {
  if (text === null) return undefined;
  try {
    const parsed = mealIngredientsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const toMenuEntry = (row: {
  id: number;
  date: string;
  breakfast: string;
  lunch: string;
  dinner: string;
  ingredients: string | null;
}): MenuEntry => {
  const ingredients = readIngredients(row.ingredients);
  return {
    id: row.id,
    date: row.date,
    day: dayName(row.date),
    breakfast: row.breakfast,
    lunch: row.lunch,
    dinner: row.dinner,
    ...(ingredients ? { ingredients } : {}),
  };
};

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

    async find(familyId: number, date: CalendarDay): Promise<MenuEntry | undefined> {
      const row = await db
        .selectFrom('menu_entries')
        .select(COLUMNS)
        .where('family_id', '=', familyId)
        .where('date', '=', date)
        .executeTakeFirst();
      return row && toMenuEntry(row);
    },

    /** Sets the day's three meals and their ingredients, creating the day's entry or replacing them. */
    async upsert(
      familyId: number,
      entry: Omit<MenuEntryRequest, 'ingredients'> & { ingredients?: MealIngredients },
    ): Promise<MenuEntry> {
      const values = {
        breakfast: entry.breakfast,
        lunch: entry.lunch,
        dinner: entry.dinner,
        ingredients: entry.ingredients ? JSON.stringify(entry.ingredients) : null,
        updated_at: new Date().toISOString(),
      };
      const row = await db
        .insertInto('menu_entries')
        .values({ family_id: familyId, date: entry.date, ...values })
        .onConflict((oc) => oc.columns(['family_id', 'date']).doUpdateSet(values))
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
