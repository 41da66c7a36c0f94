import type { Db } from '../db/database';

export interface CalendarFeedRow {
  familyId: number;
  tokenSealed: string;
  includeChores: boolean;
  createdAt: string;
}

const columns = ['family_id', 'token_sealed', 'include_chores', 'created_at'] as const;

const toFeed = (row: {
  family_id: number;
  token_sealed: string;
  include_chores: number;
  created_at: string;
}): CalendarFeedRow => ({
  familyId: row.family_id,
  tokenSealed: row.token_sealed,
  includeChores: row.include_chores === 1,
  createdAt: row.created_at,
});

/** Each family's secret iCal address: at most one, found by its token's hash. */
export function createCalendarFeedsRepo(db: Db) {
  return {
    async ofFamily(familyId: number): Promise<CalendarFeedRow | undefined> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select(columns)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return row && toFeed(row);
    },

    async byTokenHash(tokenHash: string): Promise<CalendarFeedRow | undefined> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select(columns)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && toFeed(row);
    },

    /** The family's address from now on; an earlier one stops working in the same statement pair. */
    async replace(
      familyId: number,
      feed: { tokenHash: string; tokenSealed: string; includeChores: boolean },
      now: string,
    ): Promise<CalendarFeedRow> {
      await db.deleteFrom('calendar_feeds').where('family_id', '=', familyId).execute();
      const row = await db
        .insertInto('calendar_feeds')
        .values({
          family_id: familyId,
          token_hash: feed.tokenHash,
          token_sealed: feed.tokenSealed,
          include_chores: feed.includeChores ? 1 : 0,
          created_at: now,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toFeed(row);
    },

    async setIncludeChores(familyId: number, includeChores: boolean): Promise<CalendarFeedRow | undefined> {
      const row = await db
        .updateTable('calendar_feeds')
        .set({ include_chores: includeChores ? 1 : 0 })
        .where('family_id', '=', familyId)
        .returning(columns)
        .executeTakeFirst();
      return row && toFeed(row);
    },

    async delete(familyId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('calendar_feeds')
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type CalendarFeedsRepo = ReturnType<typeof createCalendarFeedsRepo>;
