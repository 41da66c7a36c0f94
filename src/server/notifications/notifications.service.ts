/**
 * What tells whom (issue 40): each member's settings, and the notices the family's writes make.
 * Notices go to Web Push through a `PushSender` (push/notice.ts); this domain decides who is told
 * what, and when. A kind of notice is one rule file in `rules/` and its field in
 * `notificationSettingsSchema`; timed ones are made by the family's round (notification-rounds.ts).
 */
import { randomUUID } from 'node:crypto';
import type { NotificationSettings } from '../../common/schemas/notifications';
import { createAccountsRepo } from '../accounts/accounts.repo';
import type { SessionRecord } from '../accounts/sessions.repo';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { createDisplaysRepo } from '../devices/displays.repo';
import type { Announced, Change, Changes } from '../live/changes';
import { createPeopleRepo } from '../people/people.repo';
import type { PushSender } from '../push/notice';
import { createTaskApprovalsRepo } from '../tasks/task-approvals.repo';
import { createNoticeDelivery, type NoticePayload, payloadOf } from './notice-delivery';
import { heldUntil } from './notice-times';
import { createNoticesRepo } from './notices.repo';
import { createNotificationRounds } from './notification-rounds';
import { createNotificationSettingsRepo } from './notification-settings.repo';
import { presentNotificationSettings } from './notifications.presenter';
import { approvalNotice } from './rules/approvals';
import {
  describeChange,
  SHOPPING_NOTICE_GAP_MS,
  SHOPPING_SETTLE_MS,
  type ShoppingBatch,
  type ShoppingChange,
  shoppingSubject,
} from './rules/shopping-changes';

/** Writes to these may change what a round finds due: it runs again now. */
const ROUND_CHANGERS = new Set<Announced>([
  'task-items',
  'task-lists',
  'events',
  'calendars',
  'people',
  'family',
]);
/**
 * A tick waiting for an OK is told once, when it is made; one older than this was there before
 * (made before notifications, or before a member joined) and is on the Tasks page already.
 */
const APPROVAL_NEWS_MS = 10 * 60_000;
/** A notice that could not be handed on is tried again by the family's round this much later. */
const RETRY_MS = 60_000;

export interface NotificationsOptions {
  now?: () => Date;
  /** Told of a failure to notify, which must never fail the write that caused it. */
  onUnexpected?: (error: unknown, familyId: number) => void;
}

export function createNotificationsService(
  db: Db,
  changes: Changes,
  push: PushSender,
  { now = () => new Date(), onUnexpected = () => {} }: NotificationsOptions = {},
) {
  const settings = createNotificationSettingsRepo(db);
  const notices = createNoticesRepo(db);
  const delivery = createNoticeDelivery(db, push);
  const rounds = createNotificationRounds(db, delivery, { now });

  /** Runs the family's round now (and its due notices with it), on whichever instance looks first. */
  async function wake(familyId: number, at: Date = now()): Promise<void> {
    await notices.wake(familyId, at.toISOString(), now().toISOString());
  }

  /** Notices never fail the write that made them: a failure is reported, and the round tries again. */
  async function quietly(familyId: number, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      onUnexpected(error, familyId);
      await wake(familyId, new Date(now().getTime() + RETRY_MS)).catch(() => {});
    }
  }

  /** Ticks from the wall waiting for an OK that no member was told of yet → the members with `approvals` on. */
  async function approvalsWaiting(familyId: number): Promise<void> {
    const at = now();
    const fresh = (await createTaskApprovalsRepo(db).pendingApprovals(familyId)).filter(
      (approval) => Date.parse(approval.tickedAt) >= at.getTime() - APPROVAL_NEWS_MS,
    );
    if (fresh.length === 0) return;
    const members = (await settings.members(familyId)).filter(
      (member) => presentNotificationSettings(member.settings).approvals,
    );
    if (members.length === 0) return;
    const names = new Map(
      (await createPeopleRepo(db).list(familyId)).map((person) => [person.id, person.name]),
    );
    const currency = await createAccountsRepo(db).familyCurrency(familyId);
    for (const approval of fresh) {
      const doer = approval.personId === null ? null : (names.get(approval.personId) ?? null);
      const payload = payloadOf({ notice: approvalNotice(approval, doer, currency) });
      for (const { userId } of members) {
        await notices.add(
          {
            familyId,
            userId,
            kind: 'approval',
            subject: `approval:${approval.id}`,
            key: `approval:${approval.id}:${userId}`,
            payload,
            deliverAt: at.toISOString(),
          },
          at.toISOString(),
        );
      }
    }
    await delivery.deliverDue(familyId, at);
  }

  /** Who made a change, as the others are told: the member's name, or the paired screen's. */
  async function nameOf(session: SessionRecord): Promise<string> {
    if (session.kind === 'device') {
      return (await createDisplaysRepo(db).findBySession(session.tokenHash))?.name ?? 'A paired screen';
    }
    const people = await createPeopleRepo(db).list(session.familyId);
    const own = await settings.members(session.familyId);
    const personId = own.find((member) => member.userId === session.userId)?.personId;
    return people.find((person) => person.id === personId)?.name ?? 'Someone';
  }

  return {
    /** The family's round of timed notices, for `startDueWork`. */
    rounds,

    /** Saves the member's settings whole; the family's round runs again with them. */
    async saveSettings(familyId: number, userId: number, saved: NotificationSettings): Promise<void> {
      const at = now().toISOString();
      await transact(db, changes, async (trx) => {
        await createNotificationSettingsRepo(trx).save(familyId, userId, JSON.stringify(saved), at);
        await createNoticesRepo(trx).wake(familyId, at, at);
      });
    },

    /**
     * Listens to committed writes (`changes.subscribe`): a tick waiting for an OK is told at once,
     * and a write that may change what is due runs the family's round again. Changes announced by
     * another instance were heard there.
     */
    heard(change: Change): Promise<void> | undefined {
      if (change.remote) return undefined;
      if (change.resource === 'task-approvals') {
        return quietly(change.familyId, () => approvalsWaiting(change.familyId));
      }
      if (ROUND_CHANGERS.has(change.resource)) return quietly(change.familyId, () => wake(change.familyId));
      return undefined;
    },

    /**
     * A shopping list's items changed (after the write committed): the other members with
     * `shoppingChanges` on get it in their waiting batch for the list, or in a new one.
     */
    shoppingChanged(session: SessionRecord, listId: number, change: ShoppingChange): Promise<void> {
      const { familyId } = session;
      return quietly(familyId, async () => {
        const texts = describeChange(change);
        if (texts.length === 0) return;
        const changer = session.kind === 'user' ? session.userId : null;
        const members = (await settings.members(familyId))
          .map((member) => ({ ...member, settings: presentNotificationSettings(member.settings) }))
          .filter((member) => member.userId !== changer && member.settings.shoppingChanges);
        if (members.length === 0) return;
        const by = await nameOf(session);
        const timeZone = await createAccountsRepo(db).familyTimeZone(familyId);
        const at = now();
        const subject = shoppingSubject(listId);
        const gathered = texts.map((text) => ({ by, text }));
        await transact(db, changes, async (trx) => {
          // One batch per list and member: writes to the family's lists gather one at a time.
          await lockFamily(trx, familyId);
          const repo = createNoticesRepo(trx);
          for (const member of members) {
            const waiting = await repo.waiting(familyId, member.userId, subject);
            if (waiting) {
              const payload = JSON.parse(waiting.payload) as Extract<NoticePayload, { shopping: unknown }>;
              payload.shopping.changes.push(...gathered);
              if (await repo.gather(familyId, waiting.id, payloadOf(payload))) continue;
            }
            const last = await repo.lastSent(familyId, member.userId, subject);
            const earliest = Math.max(
              at.getTime() + SHOPPING_SETTLE_MS,
              last === null ? 0 : Date.parse(last) + SHOPPING_NOTICE_GAP_MS,
            );
            const deliverAt = heldUntil(
              new Date(earliest),
              member.settings.quietHours,
              timeZone,
            ).toISOString();
            const batch: ShoppingBatch = { listId, changes: gathered };
            await repo.add(
              {
                familyId,
                userId: member.userId,
                kind: 'shopping',
                subject,
                key: `shopping:${member.userId}:${listId}:${randomUUID()}`,
                payload: payloadOf({ shopping: batch }),
                deliverAt,
              },
              at.toISOString(),
            );
            await repo.wake(familyId, deliverAt, at.toISOString());
          }
        });
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
