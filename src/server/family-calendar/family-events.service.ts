import { randomUUID } from 'node:crypto';
import { addDays } from '../../common/calendar-days';
import type { EventWriteScope } from '../../common/schemas/calendars';
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

/** The day before an occurrence (named by its original start), in the family's zone: where a series split ends. */
function dayBefore(key: string, timeZone: string): string {
  return addDays(key.length === 10 ? key : dayAt(new Date(key), timeZone), -1);
}

const startMs = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);

/**
 * Writes to one occurrence of the family's calendar (`/api/events`): `key` is the occurrence's
 * original start as `GET /api/events` names it, `scope` what of its series the write touches —
 * 'this' (an override row, or the occurrence taken out), 'following' (the series ends the day
 * before, a new one starts there) or 'all' (the series, shifted as the occurrence moved).
 */
export function createFamilyOccurrenceWrites(db: Db, changes: Changes, now: () => Date = () => new Date()) {
  /** The family calendar's writes, joining the transaction `trx` is. */
  const serviceIn = (trx: Db) => createFamilyEventsService(trx, changes, now);

  /** The scope that applies: a single event or a moved occurrence is written whole; 'following' from the first is 'all'. */
  function applies(record: FamilyEventRecord, key: string, scope: EventWriteScope | null): EventWriteScope {
    if (record.recurrenceId !== '' || record.repeatConfig === null) return 'all';
    const chosen = scope ?? 'all';
    if (chosen === 'following' && startMs(key) <= startMs(record.start)) return 'all';
    return chosen;
  }

  /** Ends the series the day before `key`, taking out what it had from then on (moved occurrences included). */
  async function endSeriesBefore(trx: Db, familyId: number, record: FamilyEventRecord, key: string) {
    const events = createFamilyEventsRepo(trx);
    const zone = await createAccountsRepo(trx).familyTimeZone(familyId);
    const until = dayBefore(key, zone);
    const ids: number[] = [record.id];
    for (const other of await events.list(familyId)) {
      if (
        other.uid === record.uid &&
        other.recurrenceId !== '' &&
        startMs(other.recurrenceId) >= startMs(key)
      ) {
        await events.delete(familyId, other.id);
        ids.push(other.id);
      }
    }
    await events.update(
      familyId,
      record.id,
      {
        ...record,
        repeatUntil: record.repeatUntil !== null && record.repeatUntil < until ? record.repeatUntil : until,
        excluded: record.excluded.filter((excluded) => startMs(excluded) < startMs(key)),
      },
      { now: now().toISOString() },
    );
    return ids;
  }

  return {
    /** The written row (an override or a new series for 'this' and 'following'); undefined when there is none. */
    update(
      familyId: number,
      id: number,
      key: string,
      request: SaveFamilyEvent,
      scope: EventWriteScope | null,
      keepRule: boolean,
    ): Promise<FamilyEventRecord | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const record = await createFamilyEventsRepo(trx).find(familyId, id);
        if (!record) return undefined;
        const scopeNow = applies(record, key, scope);
        const rule = keepRule ? { repeatConfig: record.repeatConfig, repeatUntil: record.repeatUntil } : {};
        if (scopeNow === 'this') {
          const override = await createFamilyEventsRepo(trx).insert(
            familyId,
            { ...request, repeatConfig: null, repeatUntil: null, excluded: [] },
            { uid: record.uid, recurrenceId: key, origin: record.origin, now: now().toISOString() },
          );
          announce(familyId, 'events', [record.id, override.id]);
          return override;
        }
        if (scopeNow === 'following') {
          announce(familyId, 'events', await endSeriesBefore(trx, familyId, record, key));
          return serviceIn(trx).create(familyId, { ...request, ...rule });
        }
        // The whole series moves by as much as this occurrence moved.
        let { start, end } = request;
        if (record.recurrenceId === '' && record.repeatConfig !== null && record.allDay === request.allDay) {
          if (request.allDay) {
            const shift = Math.round((startMs(request.start) - startMs(key)) / 86_400_000);
            start = addDays(record.start, shift);
            end = addDays(start, Math.round((startMs(request.end) - startMs(request.start)) / 86_400_000));
          } else {
            const startAt = startMs(record.start) + (startMs(request.start) - startMs(key));
            start = new Date(startAt).toISOString();
            end = new Date(startAt + (startMs(request.end) - startMs(request.start))).toISOString();
          }
        }
        return serviceIn(trx).update(familyId, id, { ...request, start, end, ...rule });
      });
    },

    /** False when the family has no such event. */
    remove(familyId: number, id: number, key: string, scope: EventWriteScope | null): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const events = createFamilyEventsRepo(trx);
        const record = await events.find(familyId, id);
        if (!record) return false;
        const scopeNow = applies(record, key, scope);
        if (scopeNow === 'this') {
          if (!record.excluded.includes(key)) {
            await events.update(
              familyId,
              id,
              { ...record, excluded: [...record.excluded, key] },
              { now: now().toISOString() },
            );
          }
          announce(familyId, 'events', [id]);
          return true;
        }
        if (scopeNow === 'following') {
          announce(familyId, 'events', await endSeriesBefore(trx, familyId, record, key));
          return true;
        }
        return serviceIn(trx).remove(familyId, id);
      });
    },
  };
}

export type FamilyOccurrenceWrites = ReturnType<typeof createFamilyOccurrenceWrites>;
