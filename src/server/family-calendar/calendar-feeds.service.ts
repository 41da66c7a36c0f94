import { randomBytes } from 'node:crypto';
import { hashToken } from '../accounts/sessions.repo';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import type { Changes } from '../live/changes';
import type { Sealer } from '../sealed';
import { type CalendarFeedRow, createCalendarFeedsRepo } from './calendar-feeds.repo';

/** A feed as its members see it: the token itself, to make the address from. */
export interface OpenedFeed {
  token: string;
  includeChores: boolean;
  createdAt: string;
}

/** The path of a feed's address; the token is 256 random bits, so the address is the secret. */
export const feedPath = (token: string) => `/api/calendar-feed/${token}.ics`;

/**
 * The family's secret iCal address: made anew (the old one stops working), changed, ended. The
 * token is kept sealed, so members can see the address again, and found by its hash.
 */
export function createCalendarFeedsService(
  db: Db,
  changes: Changes,
  sealer: Sealer,
  now: () => Date = () => new Date(),
) {
  const open = (row: CalendarFeedRow): OpenedFeed => ({
    token: sealer.open(row.tokenSealed),
    includeChores: row.includeChores,
    createdAt: row.createdAt,
  });

  return {
    async current(familyId: number): Promise<OpenedFeed | null> {
      const row = await createCalendarFeedsRepo(db).ofFamily(familyId);
      return row ? open(row) : null;
    },

    /** The family a token opens, or undefined: a wrong, ended or replaced token opens nothing. */
    async familyOf(token: string): Promise<CalendarFeedRow | undefined> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      return createCalendarFeedsRepo(db).byTokenHash(hashToken(token));
    },

    renew(familyId: number, includeChores: boolean): Promise<OpenedFeed> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const token = randomBytes(32).toString('base64url');
        const row = await createCalendarFeedsRepo(trx).replace(
          familyId,
          { tokenHash: hashToken(token), tokenSealed: sealer.seal(token), includeChores },
          now().toISOString(),
        );
        announce(familyId, 'calendars');
        return open(row);
      });
    },

    setIncludeChores(familyId: number, includeChores: boolean): Promise<OpenedFeed | null> {
      return transact(db, changes, async (trx, announce) => {
        const row = await createCalendarFeedsRepo(trx).setIncludeChores(familyId, includeChores);
        if (row) announce(familyId, 'calendars');
        return row ? open(row) : null;
      });
    },

    end(familyId: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const ended = await createCalendarFeedsRepo(trx).delete(familyId);
        if (ended) announce(familyId, 'calendars');
        return ended;
      });
    },
  };
}

export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;
