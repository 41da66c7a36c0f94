/**
 * Hands a family's due notices to Web Push, each once: a notice is taken (marked sent) before it
 * is handed on, so of two instances — or a round and a tick from the wall — one sends it. Members
 * told the same words go in one call.
 */
import type { Db } from '../db/database';
import type { Notice, PushSender } from '../push/notice';
import { createShoppingRepo } from '../shopping/shopping.repo';
import { createNoticesRepo, type StoredNotice } from './notices.repo';
import { type ShoppingBatch, shoppingNotice } from './rules/shopping-changes';

/** What a waiting notice holds: the notice, or a shopping batch still to be put in words. */
export type NoticePayload = { notice: Notice } | { shopping: ShoppingBatch };

export const payloadOf = (payload: NoticePayload) => JSON.stringify(payload);

export function createNoticeDelivery(db: Db, push: PushSender) {
  const notices = createNoticesRepo(db);
  const shopping = createShoppingRepo(db);

  /** The words of a notice as they are now; null when what it was about is gone. */
  async function wordsOf(familyId: number, stored: StoredNotice): Promise<Notice | null> {
    const payload = JSON.parse(stored.payload) as NoticePayload;
    if ('notice' in payload) return payload.notice;
    const list = await shopping.findList(familyId, payload.shopping.listId);
    return list ? shoppingNotice(list.name, payload.shopping) : null;
  }

  return {
    /**
     * Sends the family's notices whose time has come. A failure to hand them on puts back those
     * not yet handed on, to be sent by a later try, and throws.
     */
    async deliverDue(familyId: number, now: Date): Promise<void> {
      const nowText = now.toISOString();
      const groups = new Map<string, { notice: Notice; userIds: number[]; ids: number[] }>();
      for (const stored of await notices.due(familyId, nowText)) {
        if (!(await notices.claim(familyId, stored.id, nowText))) continue;
        const notice = await wordsOf(familyId, stored);
        if (!notice) continue;
        const words = JSON.stringify(notice);
        const group = groups.get(words) ?? { notice, userIds: [], ids: [] };
        group.userIds.push(stored.userId);
        group.ids.push(stored.id);
        groups.set(words, group);
      }
      const waiting = [...groups.values()];
      while (waiting.length > 0) {
        const group = waiting[0] as (typeof waiting)[number];
        try {
          await push.sendToUsers(familyId, group.userIds, group.notice);
        } catch (error) {
          await notices.release(
            familyId,
            waiting.flatMap((left) => left.ids),
          );
          throw error;
        }
        waiting.shift();
      }
    },
  };
}

export type NoticeDelivery = ReturnType<typeof createNoticeDelivery>;
