import type { Selectable } from 'kysely';
import { calendarIdAnswerFields } from '../../common/calendar-providers';
import type { CalendarEvent, CalendarSource, CalendarSourceType } from '../../common/schemas/calendars';
import type { Db } from '../db/database';
import { deleteFamilyRow } from '../db/family-rows';
import type { CalendarEventsTable, CalendarSourcesTable } from '../db/schema';
import type { EventRef } from '../integrations/calendar/calendar-writer';

export type SourceRow = Selectable<CalendarSourcesTable>;

/** An occurrence as stored: instants for timed events, days for all-day ones. */
export interface StoredOccurrence {
  key: string;
  title: string;
  start: string;
  end: string;
  isAllDay: boolean;
  /** Where it lives at its provider, when the source can be written to. */
  ref?: EventRef;
}

/** Where the API shows a source's host: enough to tell two feeds apart, never a token in a path. */
function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** What a source's row does not say: whether its account needs connecting again, and whether its provider tells of changes. */
export interface SourceState {
  needsReconnect: boolean;
  liveUpdates: boolean;
}

const NO_STATE: SourceState = { needsReconnect: false, liveUpdates: false };

export function toCalendarSource(row: SourceRow, state: SourceState = NO_STATE): CalendarSource {
  return {
    id: row.id,
    name: row.name,
    source_type: row.source_type as CalendarSourceType,
    ...calendarIdAnswerFields(row.source_type, row.provider_calendar_id),
    color: row.color,
    host: hostOf(row.url),
    lastSyncedAt: row.last_synced_at,
    lastError: row.last_error,
    personId: row.person_id,
    nextSyncAt: row.next_sync_at,
    needsReconnect: state.needsReconnect,
    liveUpdates: state.liveUpdates,
    writable: row.writable === 1,
  };
}

export interface NewSource {
  familyId: number;
  name: string;
  sourceType: CalendarSourceType;
  url: string | null;
  username: string | null;
  secretSealed: string | null;
  /** A connected account's calendar: its id at the provider. */
  providerCalendarId: string | null;
  color: string;
}

/** The family's events overlapping a window: instants for timed events, days for all-day ones. */
export interface EventWindow {
  fromInstant: string;
  toInstant: string;
  fromDay: string;
  toDay: string;
}

function eventRow(familyId: number, sourceId: number, occurrence: StoredOccurrence) {
  return {
    family_id: familyId,
    source_id: sourceId,
    occurrence_key: occurrence.key,
    title: occurrence.title,
    starts_at: occurrence.start,
    ends_at: occurrence.end,
    is_all_day: occurrence.isAllDay ? 1 : 0,
    series_id: occurrence.ref?.seriesId ?? null,
    remote_id: occurrence.ref?.eventId ?? null,
    etag: occurrence.ref?.etag ?? null,
    original_start: occurrence.ref?.originalStart ?? null,
    recurring: occurrence.ref?.recurring ? 1 : 0,
  };
}

function toStoredOccurrence(row: Selectable<CalendarEventsTable>): StoredOccurrence {
  return {
    key: row.occurrence_key,
    title: row.title,
    start: row.starts_at,
    end: row.ends_at,
    isAllDay: row.is_all_day === 1,
    ...(row.remote_id !== null && row.series_id !== null
      ? {
          ref: {
            eventId: row.remote_id,
            seriesId: row.series_id,
            etag: row.etag,
            originalStart: row.original_start,
            recurring: row.recurring === 1,
          },
        }
      : {}),
  };
}

export function createCalendarsRepo(db: Db) {
  return {
    sources(familyId: number): Promise<SourceRow[]> {
      return db
        .selectFrom('calendar_sources')
        .selectAll()
        .where('family_id', '=', familyId)
        .orderBy('id')
        .execute();
    },

    /** Each source's state beyond its row: its account refused (needs reconnecting), a live channel. */
    async sourceStates(familyId: number, now: string): Promise<Map<number, SourceState>> {
      const refused = await db
        .selectFrom('oauth_connections')
        .select('provider')
        .where('family_id', '=', familyId)
        .where('refused_at', 'is not', null)
        .execute();
      const live = await db
        .selectFrom('calendar_watches')
        .select('source_id')
        .where('family_id', '=', familyId)
        .where('channel_id', 'is not', null)
        .where('expires_at', '>', now)
        .execute();
      const sources = await db
        .selectFrom('calendar_sources')
        .select(['id', 'source_type'])
        .where('family_id', '=', familyId)
        .execute();
      const refusedTypes = new Set(refused.map((row) => row.provider));
      const liveIds = new Set(live.map((row) => row.source_id));
      return new Map(
        sources.map((row) => [
          row.id,
          { needsReconnect: refusedTypes.has(row.source_type), liveUpdates: liveIds.has(row.id) },
        ]),
      );
    },

    /** Gives the source to a person (null: nobody); false when the family has no such source. */
    async setPerson(familyId: number, id: number, personId: number | null): Promise<boolean> {
      const result = await db
        .updateTable('calendar_sources')
        .set({ person_id: personId })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    find(familyId: number, id: number): Promise<SourceRow | undefined> {
      return db
        .selectFrom('calendar_sources')
        .selectAll()
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findById(id: number): Promise<SourceRow | undefined> {
      return db.selectFrom('calendar_sources').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(source: NewSource, now: string): Promise<SourceRow> {
      return db
        .insertInto('calendar_sources')
        .values({
          family_id: source.familyId,
          name: source.name,
          source_type: source.sourceType,
          url: source.url,
          username: source.username,
          secret_sealed: source.secretSealed,
          provider_calendar_id: source.providerCalendarId,
          color: source.color,
          next_sync_at: now,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    delete(familyId: number, id: number): Promise<boolean> {
      return deleteFamilyRow(db, 'calendar_sources', familyId, id);
    },

    /** Moves whenever the family's stored events may have: a source added, removed or synced. */
    async eventsStamp(familyId: number): Promise<string> {
      const rows = await db
        .selectFrom('calendar_sources')
        .select(['id', 'last_synced_at', 'written_at', 'writable'])
        .where('family_id', '=', familyId)
        .orderBy('id')
        .execute();
      return rows
        .map((row) => `${row.id}@${row.last_synced_at ?? ''}@${row.written_at ?? ''}@${row.writable}`)
        .join(',');
    },

    /** Removes every source of one kind (a disconnected account's calendars); answers their ids. */
    async deleteOfType(familyId: number, sourceType: CalendarSourceType): Promise<number[]> {
      const rows = await db
        .deleteFrom('calendar_sources')
        .where('family_id', '=', familyId)
        .where('source_type', '=', sourceType)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** The family's zone changed: floating times and "today" move, so every source is read again now. */
    async resyncFamily(familyId: number, now: string): Promise<void> {
      await db
        .updateTable('calendar_sources')
        .set({ next_sync_at: now, etag: null, last_modified: null, expanded_until: null })
        .where('family_id', '=', familyId)
        .execute();
    },

    async countForFamily(familyId: number): Promise<number> {
      const row = await db
        .selectFrom('calendar_sources')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('family_id', '=', familyId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Sources whose next sync is due, oldest first. */
    async due(now: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('calendar_sources')
        .select('id')
        .where('next_sync_at', '<=', now)
        .orderBy('next_sync_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async recordSuccess(
      id: number,
      state: {
        now: string;
        nextSyncAt: string;
        etag?: string | null;
        lastModified?: string | null;
        syncToken?: string | null;
        expandedUntil?: string;
      },
    ): Promise<void> {
      await db
        .updateTable('calendar_sources')
        .set({
          last_synced_at: state.now,
          last_error: null,
          failure_count: 0,
          next_sync_at: state.nextSyncAt,
          ...(state.etag === undefined ? {} : { etag: state.etag }),
          ...(state.lastModified === undefined ? {} : { last_modified: state.lastModified }),
          ...(state.syncToken === undefined ? {} : { sync_token: state.syncToken }),
          ...(state.expandedUntil === undefined ? {} : { expanded_until: state.expandedUntil }),
        })
        .where('id', '=', id)
        .execute();
    },

    /** A provider told of a change: the source is due now (the sync's queue reads it). */
    async dueNow(id: number, now: string): Promise<void> {
      await db.updateTable('calendar_sources').set({ next_sync_at: now }).where('id', '=', id).execute();
    },

    async recordFailure(id: number, error: string, nextSyncAt: string): Promise<void> {
      await db
        .updateTable('calendar_sources')
        .set((eb) => ({
          last_error: error,
          failure_count: eb('failure_count', '+', 1),
          next_sync_at: nextSyncAt,
        }))
        .where('id', '=', id)
        .execute();
    },

    /** A source's stored occurrences, to tell whether a new reading changed any. */
    async sourceOccurrences(sourceId: number): Promise<StoredOccurrence[]> {
      const rows = await db
        .selectFrom('calendar_events')
        .selectAll()
        .where('source_id', '=', sourceId)
        .execute();
      return rows.map(toStoredOccurrence);
    },

    async replaceEvents(
      familyId: number,
      sourceId: number,
      occurrences: readonly StoredOccurrence[],
    ): Promise<void> {
      await db.deleteFrom('calendar_events').where('source_id', '=', sourceId).execute();
      // Batches keep each statement under SQLite's limit on bound parameters.
      for (let index = 0; index < occurrences.length; index += 500) {
        await db
          .insertInto('calendar_events')
          .values(
            occurrences
              .slice(index, index + 500)
              .map((occurrence) => eventRow(familyId, sourceId, occurrence)),
          )
          .execute();
      }
    },

    /** A write's answer: every stored occurrence of the series it touched, replaced by theirs now. */
    async replaceSeries(
      familyId: number,
      sourceId: number,
      series: readonly { seriesId: string; occurrences: readonly StoredOccurrence[] }[],
      now: string,
    ): Promise<void> {
      for (const { seriesId, occurrences } of series) {
        await db
          .deleteFrom('calendar_events')
          .where('source_id', '=', sourceId)
          .where('series_id', '=', seriesId)
          .execute();
        if (occurrences.length > 0) {
          await db
            .insertInto('calendar_events')
            .values(occurrences.map((occurrence) => eventRow(familyId, sourceId, occurrence)))
            .execute();
        }
      }
      await db
        .updateTable('calendar_sources')
        .set({ written_at: now })
        .where('family_id', '=', familyId)
        .where('id', '=', sourceId)
        .execute();
    },

    /** One stored occurrence of the family's, by its source and key. */
    async occurrence(familyId: number, sourceId: number, key: string): Promise<StoredOccurrence | undefined> {
      const row = await db
        .selectFrom('calendar_events')
        .selectAll()
        .where('family_id', '=', familyId)
        .where('source_id', '=', sourceId)
        .where('occurrence_key', '=', key)
        .executeTakeFirst();
      return row && toStoredOccurrence(row);
    },

    /** Lets Luno write to the source, or not; false when the family has no such source. */
    async setWritable(familyId: number, id: number, writable: boolean): Promise<boolean> {
      const result = await db
        .updateTable('calendar_sources')
        .set({ writable: writable ? 1 : 0 })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * `writableSources`: the sources this member may write to now; their occurrences that Luno
     * knows where to write back are `editable`.
     */
    async events(
      familyId: number,
      window: EventWindow,
      writableSources: ReadonlySet<number> = new Set(),
    ): Promise<CalendarEvent[]> {
      const rows = await db
        .selectFrom('calendar_events')
        .select([
          'occurrence_key',
          'source_id',
          'title',
          'starts_at',
          'ends_at',
          'is_all_day',
          'remote_id',
          'recurring',
        ])
        .where('family_id', '=', familyId)
        .where((eb) =>
          eb.or([
            eb.and([
              eb('is_all_day', '=', 0),
              eb('ends_at', '>', window.fromInstant),
              eb('starts_at', '<', window.toInstant),
            ]),
            eb.and([
              eb('is_all_day', '=', 1),
              eb('ends_at', '>', window.fromDay),
              eb('starts_at', '<', window.toDay),
            ]),
          ]),
        )
        .orderBy('starts_at')
        .orderBy('title')
        .execute();
      return rows.map((row) => ({
        id: `${row.source_id}:${row.occurrence_key}`,
        calendarId: row.source_id,
        title: row.title,
        start: row.starts_at,
        end: row.ends_at,
        isAllDay: row.is_all_day === 1,
        editable: row.remote_id !== null && writableSources.has(row.source_id),
        recurring: row.recurring === 1,
      }));
    },
  };
}

export type CalendarsRepo = ReturnType<typeof createCalendarsRepo>;
