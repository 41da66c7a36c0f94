/**
 * Sending notices on the job queue. `sendToUsers` keeps the notice as the one waiting for each of the
 * members' devices under its topic (a newer notice replaces an older one still waiting) and queues a
 * job per device and topic; the job delivers whatever is waiting then. A push service's answer
 * decides the rest: taken → done; 404/410 → the device is gone; 429/5xx or no answer → tried again
 * after its Retry-After, else after a doubling wait, at most MAX_TRIES times and never past the
 * notice's TTL; anything else → logged and dropped.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type JobQueue, retryDelayMs } from '../background/job-queue';
import type { Db } from '../db/database';
import type { Notice, PushSender } from './notice';
import type { PushService } from './push.service';
import type { PushDelivery } from './push-delivery';
import { createPushMessagesRepo, type PushMessageKey, type WaitingPushMessage } from './push-messages.repo';
import { payloadOf, topicOf } from './push-payload';
import type { PushSubscriptionsRepo } from './push-subscriptions.repo';

export const PUSH_QUEUE = 'push-message';
/** Tries of one message, the first included. */
export const MAX_TRIES = 5;
/** The first wait after a failure the push service gave no Retry-After for; each further one doubles. */
const RETRY_DELAY_SECONDS = 15;
/** The longest a Retry-After is waited; a service asking for longer is asked again then. */
const LONGEST_WAIT_MS = 60 * 60_000;
/** Devices one instance posts to at once. */
const CONCURRENCY = 8;

export interface PushSenderDeps {
  db: Db;
  jobs: JobQueue;
  subscriptions: PushSubscriptionsRepo;
  service: PushService;
  delivery: PushDelivery;
  log: FastifyBaseLogger;
}

export interface LunoPushSender extends PushSender {
  /** Queues `notice` for each of the member's devices; how many that was. */
  sendToMember(familyId: number, userId: number, notice: Notice): Promise<number>;
}

const jobKey = (key: PushMessageKey) => `${key.subscriptionId}:${key.topic}`;

export async function createPushSender({
  db,
  jobs,
  subscriptions,
  service,
  delivery,
  log,
}: PushSenderDeps): Promise<LunoPushSender> {
  const messages = createPushMessagesRepo(db);

  async function queueFor(familyId: number, userIds: readonly number[], notice: Notice): Promise<number> {
    const devices = await subscriptions.forMembers(familyId, [...new Set(userIds)]);
    if (devices.length === 0) return 0;
    const topic = topicOf(notice.topic);
    await service.queue(
      familyId,
      devices.map((device) => device.id),
      topic,
      notice,
    );
    await jobs.send(
      PUSH_QUEUE,
      devices.map((device) => {
        const key = { familyId, subscriptionId: device.id, topic };
        return { key: jobKey(key), data: key };
      }),
    );
    return devices.length;
  }

  /** Another try later: at the service's Retry-After, else after a doubling wait; false when given up. */
  async function tryAgain(message: WaitingPushMessage, retryAfter: number | null): Promise<boolean> {
    const tries = message.tries + 1;
    const wait = Math.min(retryAfter ?? retryDelayMs(RETRY_DELAY_SECONDS, tries), LONGEST_WAIT_MS);
    const at = new Date(Date.now() + Math.max(wait, 1000));
    const expires = Date.parse(message.queuedAt) + message.notice.ttlSeconds * 1000;
    if (tries >= MAX_TRIES || at.getTime() > expires) return false;
    if (await service.retryLater(message, message.version, tries, at)) {
      await jobs.send(PUSH_QUEUE, [{ key: jobKey(message), data: keyOf(message), startAfter: at }]);
    }
    return true;
  }

  async function deliverWaiting(key: PushMessageKey): Promise<void> {
    const message = await messages.find(key);
    if (!message) return;
    const sendAfter = Date.parse(message.sendAfter);
    if (sendAfter > Date.now()) {
      // A newer notice's job came before the wait a push service asked for was over.
      await jobs.send(PUSH_QUEUE, [{ key: jobKey(key), data: key, startAfter: new Date(sendAfter) }]);
      return;
    }
    if (message.expirationTime && Date.parse(message.expirationTime) <= Date.now()) {
      await service.dropSubscription(key.familyId, key.subscriptionId);
      return;
    }
    const elapsedSeconds = Math.floor((Date.now() - Date.parse(message.queuedAt)) / 1000);
    const outcome = await delivery.deliver(message, payloadOf(message.notice), {
      ttlSeconds: Math.max(0, message.notice.ttlSeconds - Math.max(0, elapsedSeconds)),
      urgency: message.notice.urgency,
      topic: key.topic,
    });
    const where = { subscriptionId: key.subscriptionId, origin: new URL(message.endpoint).origin };
    switch (outcome.kind) {
      case 'delivered':
        // The phone has it now: a failure to note that (the database busy) must not make the queue
        // try the job again, which would send it a second time. The row left behind waits for no
        // job; the next notice of its topic takes its place.
        await service.delivered(key, message.version).catch((error: unknown) => {
          log.warn({ err: error, ...where }, 'a delivered notification could not be marked sent');
        });
        return;
      case 'gone':
        log.info({ ...where, status: outcome.status }, 'a device no longer takes notifications: forgotten');
        await service.dropSubscription(key.familyId, key.subscriptionId);
        return;
      case 'retry':
        if (await tryAgain(message, outcome.retryAfterMs)) return;
        log.warn(
          { ...where, status: outcome.status, reason: outcome.reason, tries: message.tries + 1 },
          'a push service kept failing: the notification was given up',
        );
        await service.dropMessage(key, message.version);
        return;
      case 'refused':
        if (outcome.status === 403 || outcome.status === 401) {
          log.error(
            { ...where, status: outcome.status, reason: outcome.reason },
            'a push service refused the VAPID signature: the device subscribed with another key (LUNO_VAPID_PUBLIC_KEY / vapid-keys.json changed?) and must turn notifications on again',
          );
        } else {
          log.warn(
            { ...where, status: outcome.status, reason: outcome.reason },
            'a push service refused a notification: dropped',
          );
        }
        await service.dropMessage(key, message.version);
        return;
    }
  }

  await jobs.work<PushMessageKey>({
    name: PUSH_QUEUE,
    concurrency: CONCURRENCY,
    // The queue's own retries are for a fault of ours (the database away): the push service's
    // answers are retried above, by its own rules.
    handler: (data) => deliverWaiting(keyOf(data)),
  });

  return {
    async sendToUsers(familyId, userIds, notice) {
      await queueFor(familyId, userIds, notice);
    },
    sendToMember(familyId, userId, notice) {
      return queueFor(familyId, [userId], notice);
    },
  };
}

function keyOf(data: PushMessageKey): PushMessageKey {
  return { familyId: data.familyId, subscriptionId: data.subscriptionId, topic: data.topic };
}
