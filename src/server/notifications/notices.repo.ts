import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The rule a notice comes from. */
export type NoticeKind = 'approval' | 'chores-due' | 'event-reminder' | 'sync-problem' | 'shopping';

export interface NewNotice {
  familyId: number;
  userId: number;
  kind: NoticeKind;
  subject: string;
  /** Once per key, whoever makes it and however often. */
  key: string;
  payload: string;
  deliverAt: string;
}

export interface StoredNotice {
  id: number;
  userId: number;
  kind: NoticeKind;
  subject: string;
  payload: string;
}

/**
 * The notices sent or waiting, once per key, and each family's round of timed ones. Pass a
 * transaction to take part in it.
 */
export function createNoticesRepo(db: Db) {
  return {
    /** False when a notice of the key was made already (here or by another instance). */
    async add(notice: NewNotice, now: string): Promise<boolean> {
      const result = await db
        .insertInto('notices')
        .values({
          family_id: notice.familyId,
          user_id: notice.userId,
          kind: notice.kind,
          subject: notice.subject,
          notice_key: notice.key,
          payload: notice.payload,
          deliver_at: notice.deliverAt,
          sent_at: null,
          created_at: now,
        })
        .onConflict((conflict) => conflict.column('notice_key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The family's notices not yet sent whose time has come, oldest first. */
    async due(familyId: number, now: string): Promise<StoredNotice[]> {
      const rows = await db
        .selectFrom('notices')
        .select(['id', 'user_id', 'kind', 'subject', 'payload'])
        .where('family_id', '=', familyId)
        .where('sent_at', 'is', null)
        .where('deliver_at', '<=', now)
        .orderBy('deliver_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        userId: row.user_id,
        kind: row.kind as NoticeKind,
        subject: row.subject,
        payload: row.payload,
      }));
    },

    /** Takes the notice for sending; false when it was taken already. */
    async claim(familyId: number, id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('notices')
        .set({ sent_at: now })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Puts taken notices back (their sending failed), to be tried again. */
    async release(familyId: number, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('notices')
        .set({ sent_at: null })
        .where('family_id', '=', familyId)
        .where('id', 'in', [...ids])
        .execute();
    },

    /** When the family's next waiting notice is due, if any waits. */
    async nextDue(familyId: number): Promise<string | null> {
      const row = await db
        .selectFrom('notices')
        .select((eb) => eb.fn.min('deliver_at').as('next'))
        .where('family_id', '=', familyId)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return row?.next ?? null;
    },

    /** The member's notice about `subject` that waits, if one does (a batch still gathering). */
    async waiting(familyId: number, userId: number, subject: string) {
      return db
        .selectFrom('notices')
        .select(['id', 'payload'])
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .where('subject', '=', subject)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
    },

    /** Replaces what a waiting notice holds; false once it was taken for sending. */
    async gather(familyId: number, id: number, payload: string): Promise<boolean> {
      const result = await db
        .updateTable('notices')
        .set({ payload })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** When the member was last sent a notice about `subject`. */
    async lastSent(familyId: number, userId: number, subject: string): Promise<string | null> {
      const row = await db
        .selectFrom('notices')
        .select((eb) => eb.fn.max('sent_at').as('last'))
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.last ?? null;
    },

    /**
     * Forgets notices sent before `before`, whose keys can no longer come back — but a sync
     * problem's while it lasts (`current`), or it would be told again.
     */
    async forgetSent(familyId: number, before: string, current: readonly string[]): Promise<void> {
      let query = db.deleteFrom('notices').where('family_id', '=', familyId).where('sent_at', '<', before);
      if (current.length > 0) query = query.where('notice_key', 'not in', [...current]);
      await query.execute();
    },

    /** The family's round: what it looked at up to, and when it is due again. */
    round(familyId: number) {
      return db
        .selectFrom('notification_rounds')
        .select(['checked_until', 'next_round_at'])
        .where('family_id', '=', familyId)
        .executeTakeFirst();
    },

    /** Families whose round is due, most overdue first. */
    async dueRounds(now: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('notification_rounds')
        .select('family_id')
        .where('next_round_at', '<=', now)
        .orderBy('next_round_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.family_id);
    },

    /**
     * Brings the family's round forward to `at` (never back); a family without one gets one that
     * looks at nothing before `now`.
     */
    async wake(familyId: number, at: string, now: string): Promise<void> {
      await db
        .insertInto('notification_rounds')
        .values({ family_id: familyId, checked_until: now, next_round_at: at })
        .onConflict((conflict) =>
          conflict.column('family_id').doUpdateSet({
            next_round_at: sql<string>`case when ${sql.ref('notification_rounds.next_round_at')} > ${sql.ref('excluded.next_round_at')} then ${sql.ref('excluded.next_round_at')} else ${sql.ref('notification_rounds.next_round_at')} end`,
          }),
        )
        .execute();
    },

    /**
     * A round done: it looked up to `checkedUntil` and is due again at `next` — or sooner, if a
     * write woke it while it ran (its time is no longer the one the round found, `found`).
     */
    async finishRound(familyId: number, found: string, checkedUntil: string, next: string): Promise<void> {
      await db
        .updateTable('notification_rounds')
        .set({
          checked_until: checkedUntil,
          next_round_at: sql<string>`case when next_round_at = ${found} or next_round_at > ${next} then ${next} else next_round_at end`,
        })
        .where('family_id', '=', familyId)
        .execute();
    },

    /** Gives every family without a round one (families made before notifications, at first start). */
    async startMissingRounds(now: string): Promise<void> {
      await db
        .insertInto('notification_rounds')
        .columns(['family_id', 'checked_until', 'next_round_at'])
        .expression((eb) =>
          eb
            .selectFrom('families')
            .select((s) => ['families.id', s.val(now).as('checked_until'), s.val(now).as('next_round_at')])
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('notification_rounds as r')
                    .select('r.family_id')
                    .whereRef('r.family_id', '=', 'families.id'),
                ),
              ),
            ),
        )
        .onConflict((conflict) => conflict.column('family_id').doNothing())
        .execute();
    },
  };
}

export type NoticesRepo = ReturnType<typeof createNoticesRepo>;
