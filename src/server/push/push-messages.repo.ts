import type { Db } from '../db/database';
import type { Notice } from './notice';

/** A notice waiting for one device, with what its delivery needs of the device. */
export interface WaitingPushMessage {
  familyId: number;
  subscriptionId: number;
  topic: string;
  notice: Notice;
  version: string;
  tries: number;
  sendAfter: string;
  queuedAt: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: string | null;
}

/** Which message: a device's waiting notice of one topic. */
export interface PushMessageKey {
  familyId: number;
  subscriptionId: number;
  topic: string;
}

/**
 * The notices waiting for devices, one per device and topic: queuing a newer one replaces the older
 * (and gives it a new version), so a delivery that ran meanwhile removes only what it sent. Pass a
 * transaction to take part in it.
 */
export function createPushMessagesRepo(db: Db) {
  const one = (key: PushMessageKey) =>
    db
      .selectFrom('push_messages')
      .where('push_messages.family_id', '=', key.familyId)
      .where('push_messages.subscription_id', '=', key.subscriptionId)
      .where('push_messages.topic', '=', key.topic);

  return {
    async find(key: PushMessageKey): Promise<WaitingPushMessage | undefined> {
      const row = await one(key)
        .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_messages.subscription_id')
        .select([
          'push_messages.notice',
          'push_messages.version',
          'push_messages.tries',
          'push_messages.send_after',
          'push_messages.queued_at',
          'push_subscriptions.endpoint',
          'push_subscriptions.p256dh',
          'push_subscriptions.auth',
          'push_subscriptions.expiration_time',
        ])
        .executeTakeFirst();
      return (
        row && {
          ...key,
          notice: JSON.parse(row.notice) as Notice,
          version: row.version,
          tries: row.tries,
          sendAfter: row.send_after,
          queuedAt: row.queued_at,
          endpoint: row.endpoint,
          p256dh: row.p256dh,
          auth: row.auth,
          expirationTime: row.expiration_time,
        }
      );
    },

    /** Puts `notice` in place of whatever of its topic waits for each of these devices. */
    async replace(
      familyId: number,
      subscriptionIds: readonly number[],
      topic: string,
      notice: Notice,
      version: string,
      at: string,
    ): Promise<void> {
      if (subscriptionIds.length === 0) return;
      const text = JSON.stringify(notice);
      await db
        .insertInto('push_messages')
        .values(
          subscriptionIds.map((subscriptionId) => ({
            family_id: familyId,
            subscription_id: subscriptionId,
            topic,
            notice: text,
            version,
            tries: 0,
            send_after: at,
            queued_at: at,
          })),
        )
        .onConflict((oc) =>
          // `send_after` stays: a wait the push service asked for holds for the newer notice too.
          oc.columns(['family_id', 'subscription_id', 'topic']).doUpdateSet({
            notice: text,
            version,
            tries: 0,
            queued_at: at,
          }),
        )
        .execute();
    },

    /** Removes the message if it is still the version that was sent. */
    async remove(key: PushMessageKey, version: string): Promise<void> {
      await db
        .deleteFrom('push_messages')
        .where('family_id', '=', key.familyId)
        .where('subscription_id', '=', key.subscriptionId)
        .where('topic', '=', key.topic)
        .where('version', '=', version)
        .execute();
    },

    /** Counts a failed try and holds the message until `sendAfter`; false when a newer one took its place. */
    async postpone(key: PushMessageKey, version: string, tries: number, sendAfter: string): Promise<boolean> {
      const result = await db
        .updateTable('push_messages')
        .set({ tries, send_after: sendAfter })
        .where('family_id', '=', key.familyId)
        .where('subscription_id', '=', key.subscriptionId)
        .where('topic', '=', key.topic)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type PushMessagesRepo = ReturnType<typeof createPushMessagesRepo>;
