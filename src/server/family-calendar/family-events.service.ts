import { randomUUID } from 'node:crypto';
import { FAMILY_EVENT_MESSAGES, type SaveFamilyEvent } from '../../common/schemas/family-events';
import { dayAt } from '../../common/zoned-time';
import { createAccountsRepo } from '../accounts/accounts.repo';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { invalid } from '../domain-errors';
import type { Changes } from '../live/changes';
import { createFamilyEventsRepo, type FamilyEventRecord, type FamilyEventValues } from './family-events.repo';

/** A new event's UID: unique everywhere, as RFC 5545 asks, so a phone subscribed to the feed keeps it apart. */
export const newEventUid = () => `${randomUUID()}@luno`;

/** Every write to the family's calendar made in the app (forwarded invites: inbox.service.ts). */
export function createFamilyEventsService(db: Db, changes: Changes, now: () => Date = () => new Date()) {
  /** The stored form of a request; one moved occurrence of a series does not repeat by itself. */
  async function valuesOf(
    trx: Db,
    familyId: number,
    request: SaveFamilyEvent,
    current?: FamilyEventRecord,
  ): Promise<FamilyEventValues> {
    const single = current !== undefined && current.recurrenceId !== '';
    const repeatConfig = single ? null : request.repeatConfig;
    const repeatUntil = repeatConfig ? request.repeatUntil : null;
    if (repeatUntil !== null && !request.allDay) {
      const zone = await createAccountsRepo(trx).familyTimeZone(familyId);
      if (repeatUntil < dayAt(new Date(request.start), zone)) {
        throw invalid(FAMILY_EVENT_MESSAGES.untilBeforeStart);
      }
    }
    // A changed series starts again: occurrences taken out of the old one mean nothing in the new.
    const sameSeries =
      current !== undefined &&
      current.start === request.start &&
      current.allDay === request.allDay &&
      JSON.stringify(current.repeatConfig) === JSON.stringify(repeatConfig);
    return {
      title: request.title,
      notes: request.notes,
      personId: request.personId,
      allDay: request.allDay,
      start: request.start,
      end: request.end,
      repeatConfig,
      repeatUntil,
      excluded: sameSeries ? current.excluded : [],
      reminderMinutes: request.reminderMinutes,
    };
  }

  return {
    create(familyId: number, request: SaveFamilyEvent): Promise<FamilyEventRecord> {
      return transact(db, changes, async (trx, announce) => {
        const values = await valuesOf(trx, familyId, request);
        const event = await createFamilyEventsRepo(trx).insert(familyId, values, {
          uid: newEventUid(),
          origin: 'app',
          now: now().toISOString(),
        });
        announce(familyId, 'events', [event.id]);
        return event;
      });
    },

    /** Undefined when the family has no such event. */
    update(familyId: number, id: number, request: SaveFamilyEvent): Promise<FamilyEventRecord | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const events = createFamilyEventsRepo(trx);
        const current = await events.find(familyId, id);
        if (!current) return undefined;
        const values = await valuesOf(trx, familyId, request, current);
        const event = await events.update(familyId, id, values, { now: now().toISOString() });
        if (event) announce(familyId, 'events', [id]);
        return event;
      });
    },

    /**
     * Removes a series with every moved occurrence of it; removing one moved occurrence takes that
     * occurrence out of its series too, so it does not come back at its old time.
     */
    remove(familyId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const events = createFamilyEventsRepo(trx);
        const current = await events.find(familyId, id);
        if (!current) return false;
        if (current.recurrenceId === '') {
          announce(familyId, 'events', await events.deleteUid(familyId, current.uid));
          return true;
        }
        await events.delete(familyId, id);
        const series = await events.findByUid(familyId, current.uid);
        if (series && !series.excluded.includes(current.recurrenceId)) {
          await events.update(
            familyId,
            series.id,
            { ...series, excluded: [...series.excluded, current.recurrenceId] },
            { now: now().toISOString() },
          );
        }
        announce(familyId, 'events', [id]);
        return true;
      });
    },
  };
}

export type FamilyEventsService = ReturnType<typeof createFamilyEventsService>;
