import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { CalendarWatchesTable } from '../db/schema';

export type WatchRow = Selectable<CalendarWatchesTable>;

/** The channels providers tell Luno of calendar changes through, one per source. */
export function createCalendarWatchesRepo(db: Db) {
  return {
    findBySource(sourceId: number): Promise<WatchRow | undefined> {
      return db
        .selectFrom('calendar_watches')
        .selectAll()
        .where('source_id', '=', sourceId)
        .executeTakeFirst();
    },

    findByChannel(channelId: string): Promise<WatchRow | undefined> {
      return db
        .selectFrom('calendar_watches')
        .selectAll()
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
    },

    /**
     * Sources due: a watchable source without a channel yet, a channel to renew (or try again),
     * and a channel whose source is gone (to stop).
     */
    async due(now: string, sourceTypes: readonly string[], limit: number): Promise<number[]> {
      if (sourceTypes.length === 0) return [];
      const missing = await db
        .selectFrom('calendar_sources')
        .leftJoin('calendar_watches', 'calendar_watches.source_id', 'calendar_sources.id')
        .select('calendar_sources.id')
        .where('calendar_sources.source_type', 'in', [...sourceTypes])
        .where('calendar_watches.id', 'is', null)
        .orderBy('calendar_sources.id')
        .limit(limit)
        .execute();
      const renew = await db
        .selectFrom('calendar_watches')
        .select('source_id')
        .where('renew_at', '<=', now)
        .orderBy('renew_at')
        .limit(limit)
        .execute();
      const orphaned = await db
        .selectFrom('calendar_watches')
        .leftJoin('calendar_sources', 'calendar_sources.id', 'calendar_watches.source_id')
        .select('calendar_watches.source_id')
        .where('calendar_sources.id', 'is', null)
        .limit(limit)
        .execute();
      return [
        ...new Set([
          ...orphaned.map((row) => row.source_id),
          ...missing.map((row) => row.id),
          ...renew.map((row) => row.source_id),
        ]),
      ].slice(0, limit);
    },

    async save(
      row: Omit<WatchRow, 'id' | 'failure_count' | 'created_at'> & { failure_count: number },
      now: string,
    ): Promise<void> {
      const values = { ...row, created_at: now };
      await db
        .insertInto('calendar_watches')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['family_id', 'source_id']).doUpdateSet({
            channel_id: row.channel_id,
            resource_id: row.resource_id,
            secret_hash: row.secret_hash,
            expires_at: row.expires_at,
            renew_at: row.renew_at,
            failure_count: row.failure_count,
            last_error: row.last_error,
          }),
        )
        .execute();
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom('calendar_watches').where('id', '=', id).execute();
    },
  };
}
