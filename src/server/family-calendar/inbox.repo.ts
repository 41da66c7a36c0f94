import type { InboxMessage } from '../../common/schemas/family-events';
import type { Db } from '../db/database';

/** How many notes of forwarded messages a family keeps; older ones go as new ones come. */
export const INBOX_NOTES_KEPT = 50;

export interface InboxNote {
  sender: string;
  subject: string;
  accepted: boolean;
  summary: string;
}

/** The notes of what became of each message forwarded to a family's address. */
export function createInboxRepo(db: Db) {
  return {
    async recent(familyId: number, limit = INBOX_NOTES_KEPT): Promise<InboxMessage[]> {
      const rows = await db
        .selectFrom('inbox_messages')
        .selectAll()
        .where('family_id', '=', familyId)
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        receivedAt: row.received_at,
        from: row.sender,
        subject: row.subject,
        accepted: row.accepted === 1,
        summary: row.summary,
      }));
    },

    /** Adds a note and lets the oldest beyond the kept number go. */
    async add(familyId: number, note: InboxNote, now: string): Promise<number> {
      const row = await db
        .insertInto('inbox_messages')
        .values({
          family_id: familyId,
          received_at: now,
          sender: note.sender,
          subject: note.subject,
          accepted: note.accepted ? 1 : 0,
          summary: note.summary,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const kept = await db
        .selectFrom('inbox_messages')
        .select('id')
        .where('family_id', '=', familyId)
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .offset(INBOX_NOTES_KEPT)
        .limit(1)
        .executeTakeFirst();
      if (kept) {
        await db
          .deleteFrom('inbox_messages')
          .where('family_id', '=', familyId)
          .where('id', '<=', kept.id)
          .execute();
      }
      return row.id;
    },
  };
}

export type InboxRepo = ReturnType<typeof createInboxRepo>;
