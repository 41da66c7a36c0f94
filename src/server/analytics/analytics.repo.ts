import type { AnalyticsEvent } from '../../common/schemas/accounts';
import type { Db } from '../db/database';

/** First-party analytics: events stay in this server's database and go nowhere else. */
export function createAnalyticsRepo(db: Db) {
  return {
    async record(event: AnalyticsEvent, userId: number | null): Promise<void> {
      await db
        .insertInto('analytics_events')
        .values({
          event: event.event,
          method: event.method ?? null,
          source: event.source,
          path: event.path ?? null,
          user_id: userId,
          created_at: new Date().toISOString(),
        })
        .execute();
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
