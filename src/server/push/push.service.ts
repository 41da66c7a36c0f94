import { randomUUID } from 'node:crypto';
import { PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE } from '../../common/schemas/push';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { notFound } from '../domain-errors';
import type { Changes } from '../live/changes';
import type { Notice } from './notice';
import { createPushMessagesRepo, type PushMessageKey } from './push-messages.repo';
import { createPushSubscriptionsRepo, type NewPushSubscription } from './push-subscriptions.repo';

/** A member's devices that take notifications at once. */
export const MAX_DEVICES_PER_MEMBER = 20;

/**
 * Every write of Web Push: members' devices (subscribing, leaving), and the messages waiting for
 * them (queued, delivered, held for a retry, given up). A device belongs to no family data a board
 * shows, so nothing here is announced.
 */
export function createPushService(db: Db, changes: Changes) {
  const now = () => new Date().toISOString();
  return {
    /**
     * Keeps a browser's subscription for the member: the same browser again keeps its row (and id);
     * a browser that another member had subscribed (a shared laptop) becomes this member's, anew.
     */
    subscribe(familyId: number, userId: number, values: NewPushSubscription): Promise<number> {
      return transact(db, changes, async (trx) => {
        const subscriptions = createPushSubscriptionsRepo(trx);
        const existing = await subscriptions.findByEndpoint(values.endpoint);
        if (existing && existing.familyId === familyId && existing.userId === userId) {
          await subscriptions.update(familyId, existing.id, values);
          return existing.id;
        }
        if (existing) await subscriptions.delete(existing.familyId, existing.id);
        const id = await subscriptions.insert(familyId, userId, values, now());
        // Past the limit, the devices used longest ago go: browsers reinstalled or long put away.
        const devices = await subscriptions.listForMember(familyId, userId);
        const byLastUse = devices.sort(
          (a, b) => (b.lastUsedAt ?? b.createdAt).localeCompare(a.lastUsedAt ?? a.createdAt) || b.id - a.id,
        );
        for (const stale of byLastUse.slice(MAX_DEVICES_PER_MEMBER)) {
          if (stale.id !== id) await subscriptions.delete(familyId, stale.id);
        }
        return id;
      });
    },

    /** Ends notifications to one of the member's devices; another's or an unknown one is not found. */
    unsubscribe(familyId: number, userId: number, id: number): Promise<void> {
      return transact(db, changes, async (trx) => {
        const deleted = await createPushSubscriptionsRepo(trx).deleteForMember(familyId, userId, id);
        if (!deleted) throw notFound(PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE);
      });
    },

    /** A push service said the device is gone (404/410), or the browser's own end has passed. */
    dropSubscription(familyId: number, id: number): Promise<void> {
      return transact(db, changes, (trx) => createPushSubscriptionsRepo(trx).delete(familyId, id));
    },

    /** Puts `notice` in place of any waiting notice of its topic for each device. */
    queue(
      familyId: number,
      subscriptionIds: readonly number[],
      topic: string,
      notice: Notice,
    ): Promise<void> {
      return transact(db, changes, (trx) =>
        createPushMessagesRepo(trx).replace(familyId, subscriptionIds, topic, notice, randomUUID(), now()),
      );
    },

    /** The push service took the message: it is done, and the device was reachable. */
    delivered(key: PushMessageKey, version: string): Promise<void> {
      return transact(db, changes, async (trx) => {
        await createPushMessagesRepo(trx).remove(key, version);
        await createPushSubscriptionsRepo(trx).markUsed(key.familyId, key.subscriptionId, now());
      });
    },

    /** Refused for good, or given up: the message goes, the device stays. */
    dropMessage(key: PushMessageKey, version: string): Promise<void> {
      return transact(db, changes, (trx) => createPushMessagesRepo(trx).remove(key, version));
    },

    /** Holds the message for another try at `sendAfter`; false when a newer notice replaced it meanwhile. */
    retryLater(key: PushMessageKey, version: string, tries: number, sendAfter: Date): Promise<boolean> {
      return transact(db, changes, (trx) =>
        createPushMessagesRepo(trx).postpone(key, version, tries, sendAfter.toISOString()),
      );
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
