/**
 * Writing events (`POST/PUT/DELETE /api/events`) to any calendar a family may write to: its own
 * (calendar 0, through the family calendar's service) or a source a parent let Luno write to,
 * through its provider's writer (`integrations/calendar/calendar-writer.ts`). The provider is
 * written first, conditional on the version Luno read; only then does Luno's stored copy change
 * (the series the write touched, from what the writer answered) and the change is announced, so
 * every board shows it without waiting for the next sync. A refusal or failure changes nothing.
 */
import { addDays } from '../../common/calendar-days';
import { isCalendarProviderId, CALENDAR_PROVIDERS as PROVIDER_INFO } from '../../common/calendar-providers';
import { FAMILY_CALENDAR_ID } from '../../common/family-calendar';
import type { CalendarEvent, CalendarSource, EventWriteScope } from '../../common/schemas/calendars';
import type { SaveFamilyEvent } from '../../common/schemas/family-events';
import { dayAt, startOfDayIn } from '../../common/zoned-time';
import { createAccountsRepo } from '../accounts/accounts.repo';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import {
  calendarReadOnly,
  changedInCalendar,
  DomainError,
  invalid,
  notFound,
  notSetUp,
  providerFailed,
  providerRefused,
  writePermissionNeeded,
} from '../domain-errors';
import { createFamilyEventsRepo, type FamilyEventRecord } from '../family-calendar/family-events.repo';
import {
  createFamilyEventsService,
  createFamilyOccurrenceWrites,
} from '../family-calendar/family-events.service';
import { familyOccurrences } from '../family-calendar/occurrences';
import { type CalDavTarget, calDavWriter } from '../integrations/calendar/caldav-writer';
import type { ReadWindow } from '../integrations/calendar/calendar-api';
import {
  CalendarWriteRefused,
  type CalendarWriter,
  ChangedSinceRead,
  type EventDraft,
  type EventRef,
  type WriteResult,
  type WriteScope,
} from '../integrations/calendar/calendar-writer';
import { CALENDAR_PROVIDERS } from '../integrations/calendar/providers';
import { type GuardedFetch, normaliseUserUrl } from '../integrations/guarded-fetch';
import type { Changes } from '../live/changes';
import type { Sealer } from '../sealed';
import { type CalendarSync, expansionWindow, failureMessage } from './calendar-sync';
import {
  createCalendarsRepo,
  type SourceRow,
  type StoredOccurrence,
  toCalendarSource,
} from './calendars.repo';
import { SOURCE_NOT_FOUND } from './calendars.service';
import { NotConnected, notSetUpMessage, ProviderNotSetUp, type RemoteCalendars } from './remote-calendars';
import { SourceReadError } from './source-readers';

export const EVENT_NOT_FOUND = 'Event not found.';
export const FEED_READ_ONLY =
  'Calendars added by an iCal link are read-only: change this event in the calendar it comes from.';
const readOnly = (name: string) =>
  `“${name}” is read-only in Luno. A parent can let Luno add and change its events in the calendar’s settings.`;
const NOT_WRITABLE_HERE = 'Luno cannot add or change events in this kind of calendar yet.';
const SCOPE_NEEDED =
  'This event repeats: say which to change with scope — this, following (this and following) or all.';
const READ_BEFORE_WRITING =
  'Luno read this event before it could change it. Refresh the calendar and try again.';

/** An id of `GET /api/events`: `family:<event>:<key>` for the family's own, `<source>:<key>` else. */
export type EventId =
  | { calendar: 'family'; eventId: number; key: string }
  | { calendar: 'source'; sourceId: number; key: string };

export function parseEventId(id: string): EventId | null {
  const family = /^family:(\d{1,10}):(.+)$/s.exec(id);
  if (family) return { calendar: 'family', eventId: Number(family[1]), key: family[2]! };
  const source = /^(\d{1,10}):(.+)$/s.exec(id);
  if (source) return { calendar: 'source', sourceId: Number(source[1]), key: source[2]! };
  return null;
}

/** A writer bound to one calendar: what a write needs beside the event. */
interface BoundWriter {
  create(draft: EventDraft, window: ReadWindow): Promise<WriteResult>;
  update(ref: EventRef, draft: EventDraft, scope: WriteScope, window: ReadWindow): Promise<WriteResult>;
  delete(ref: EventRef, scope: WriteScope, window: ReadWindow): Promise<WriteResult>;
}

function bind<T>(writer: CalendarWriter<T>, target: T): BoundWriter {
  return {
    create: (draft, window) => writer.create(target, draft, window),
    update: (ref, draft, scope, window) => writer.update(target, ref, draft, scope, window),
    delete: (ref, scope, window) => writer.delete(target, ref, scope, window),
  };
}

type Run = (write: (writer: BoundWriter) => Promise<WriteResult>) => Promise<WriteResult>;

/** Whether a source's kind has a writer at all (an iCal link has none). */
export function canWriteKind(sourceType: string): boolean {
  if (isCalendarProviderId(sourceType)) return CALENDAR_PROVIDERS[sourceType].writer !== undefined;
  return sourceType === 'apple';
}

/** The sources whose events this family's members may change here: writable, of a kind with a writer. */
export function writableSourceIds(sources: readonly SourceRow[]): Set<number> {
  return new Set(sources.filter((s) => s.writable === 1 && canWriteKind(s.source_type)).map((s) => s.id));
}

export interface EventWritesDeps {
  fetch: GuardedFetch;
  sealer: Sealer;
  remote: RemoteCalendars;
  sync: CalendarSync;
  now?: () => Date;
}

export function createEventWrites(db: Db, changes: Changes, deps: EventWritesDeps) {
  const now = deps.now ?? (() => new Date());
  const calendars = createCalendarsRepo(db);
  const familyService = createFamilyEventsService(db, changes, now);
  const occurrenceWrites = createFamilyOccurrenceWrites(db, changes, now);

  /** How to write to the source, or the refusal that says why Luno may not. */
  async function runnerFor(familyId: number, source: SourceRow, timeZone: string): Promise<Run> {
    if (source.source_type === 'ical') throw calendarReadOnly(FEED_READ_ONLY);
    if (source.writable !== 1) throw calendarReadOnly(readOnly(source.name));
    const type = source.source_type;
    if (isCalendarProviderId(type)) {
      const writer = CALENDAR_PROVIDERS[type].writer;
      if (!writer) throw calendarReadOnly(NOT_WRITABLE_HERE);
      if (!deps.remote.has(type)) throw notSetUp(notSetUpMessage(type));
      const calendarId = source.provider_calendar_id;
      if (!calendarId) throw calendarReadOnly(NOT_WRITABLE_HERE);
      if (!(await deps.remote.mayWrite(familyId, type))) {
        const { name } = PROVIDER_INFO[type];
        throw writePermissionNeeded(
          `Connect ${name} again and allow Luno to add and change events in “${source.name}”.`,
          `/api/auth/${type}?writeFor=${source.id}`,
        );
      }
      return (write) => deps.remote.write(familyId, type, (api) => write(bind(writer, { api, calendarId })));
    }
    if (type !== 'apple') throw calendarReadOnly(NOT_WRITABLE_HERE);
    const target: CalDavTarget = {
      credentials: {
        url: normaliseUserUrl(source.url ?? '').toString(),
        username: source.username ?? '',
        password: source.secret_sealed ? deps.sealer.open(source.secret_sealed) : '',
      },
      fetch: deps.fetch,
      timeZone,
    };
    return (write) => write(bind(calDavWriter, target));
  }

  /** Runs a write at the provider; its refusals become the family's words, and a change elsewhere a 409. */
  async function atProvider(
    source: SourceRow,
    run: Run,
    write: (writer: BoundWriter) => Promise<WriteResult>,
  ) {
    try {
      return await run(write);
    } catch (error) {
      if (error instanceof ChangedSinceRead) {
        // The version the calendar has now is read at once, so "Reload" shows it.
        await deps.sync.syncHeld(source.id).catch(() => false);
        throw changedInCalendar(source.name);
      }
      if (error instanceof CalendarWriteRefused) {
        throw error.status === 502 ? providerFailed(error.message) : providerRefused(error.message);
      }
      if (error instanceof NotConnected) throw new DomainError('reconnect_needed', error.message);
      if (error instanceof ProviderNotSetUp) throw notSetUp(error.message);
      const message = failureMessage(error);
      if (message) throw providerFailed(message);
      throw error;
    }
  }

  /** Luno's copy after a write: the series it touched replaced, announced. */
  async function store(familyId: number, sourceId: number, result: WriteResult): Promise<void> {
    await transact(db, changes, async (trx, announce) => {
      await createCalendarsRepo(trx).replaceSeries(familyId, sourceId, result.series, now().toISOString());
      announce(familyId, 'events', [sourceId]);
    });
  }

  /** The write and Luno's copy of it, while no sync of the source runs. */
  function writeAndStore(
    familyId: number,
    source: SourceRow,
    run: Run,
    write: (writer: BoundWriter) => Promise<WriteResult>,
  ): Promise<WriteResult> {
    return deps.sync
      .holding(source.id, async () => {
        const result = await atProvider(source, run, write);
        await store(familyId, source.id, result);
        return result;
      })
      .catch((error: unknown) => {
        if (error instanceof SourceReadError) throw providerFailed(error.message);
        throw error;
      });
  }

  function draftOf(body: SaveFamilyEvent, timeZone: string, keepRule: boolean): EventDraft {
    return {
      title: body.title,
      allDay: body.allDay,
      start: body.start,
      end: body.end,
      notes: body.notes,
      repeatConfig: body.repeatConfig,
      repeatUntil: body.repeatUntil,
      timeZone,
      keepRule,
    };
  }

  /** The written occurrence as `GET /api/events` lists it. */
  function presentWritten(source: SourceRow, result: WriteResult, draft: EventDraft): CalendarEvent {
    const all = result.series.flatMap((series) => series.occurrences);
    const found: StoredOccurrence | undefined =
      all.find((occurrence) => occurrence.key === result.written) ?? all[0];
    if (!found) {
      const seriesId = result.series[0]?.seriesId ?? '';
      return {
        id: `${source.id}:${seriesId}|${draft.start}`,
        calendarId: source.id,
        title: draft.title,
        start: draft.start,
        end: draft.end,
        isAllDay: draft.allDay,
        editable: true,
        recurring: draft.repeatConfig !== null,
      };
    }
    return {
      id: `${source.id}:${found.key}`,
      calendarId: source.id,
      title: found.title,
      start: found.start,
      end: found.end,
      isAllDay: found.isAllDay,
      editable: true,
      recurring: found.ref?.recurring ?? false,
    };
  }

  /** An event of the family's calendar as `GET /api/events` lists it, at `start`. */
  function presentFamily(record: FamilyEventRecord, timeZone: string): CalendarEvent {
    const fromDay = record.allDay ? record.start : dayAt(new Date(record.start), timeZone);
    const window = {
      fromDay,
      toDay: addDays(fromDay, 1),
      fromInstant: record.allDay ? startOfDayIn(fromDay, timeZone).toISOString() : record.start,
      toInstant: record.allDay
        ? startOfDayIn(addDays(fromDay, 1), timeZone).toISOString()
        : new Date(Date.parse(record.start) + 1).toISOString(),
    };
    const [first] = familyOccurrences([record], window, timeZone);
    return (
      first ?? {
        id: `family:${record.id}:${record.recurrenceId || record.start}`,
        calendarId: FAMILY_CALENDAR_ID,
        title: record.title,
        start: record.start,
        end: record.end,
        isAllDay: record.allDay,
        familyEventId: record.id,
        personId: record.personId,
        editable: true,
        recurring: record.repeatConfig !== null || record.recurrenceId !== '',
      }
    );
  }

  async function sourceOf(familyId: number, sourceId: number): Promise<SourceRow> {
    const source = await calendars.find(familyId, sourceId);
    if (!source) throw notFound(SOURCE_NOT_FOUND);
    return source;
  }

  async function occurrenceOf(familyId: number, sourceId: number, key: string) {
    const source = await calendars.find(familyId, sourceId);
    const occurrence = source && (await calendars.occurrence(familyId, sourceId, key));
    if (!source || !occurrence) throw notFound(EVENT_NOT_FOUND);
    return { source, occurrence };
  }

  const zoneOf = (familyId: number) => createAccountsRepo(db).familyTimeZone(familyId);

  /** An occurrence of a series is written only once the request says which of its events. */
  function needScope(recurring: boolean, scope: EventWriteScope | null): void {
    if (recurring && scope === null) throw invalid(SCOPE_NEEDED);
  }

  async function familyRecord(familyId: number, eventId: number): Promise<FamilyEventRecord> {
    const record = await createFamilyEventsRepo(db).find(familyId, eventId);
    if (!record) throw notFound(EVENT_NOT_FOUND);
    return record;
  }

  const seriesRow = (record: FamilyEventRecord) => record.repeatConfig !== null && record.recurrenceId === '';

  return {
    /**
     * Lets Luno write to a source, or stops it at once. Turning it on for a connected account
     * whose grant lacks the write permission changes nothing and answers where to connect again.
     */
    async setWritable(familyId: number, id: number, writable: boolean): Promise<CalendarSource> {
      const source = await sourceOf(familyId, id);
      if (writable) {
        if (source.source_type === 'ical') throw calendarReadOnly(FEED_READ_ONLY);
        const type = source.source_type;
        // The account's permission first: connecting again for it is what turns writing on.
        if (isCalendarProviderId(type)) {
          if (!deps.remote.has(type)) throw notSetUp(notSetUpMessage(type));
          if (!(await deps.remote.mayWrite(familyId, type))) {
            throw writePermissionNeeded(
              `To let Luno add and change events in “${source.name}”, connect ${PROVIDER_INFO[type].name} again and allow it.`,
              `/api/auth/${type}?writeFor=${source.id}`,
            );
          }
        }
        if (!canWriteKind(type)) throw calendarReadOnly(NOT_WRITABLE_HERE);
      }
      await transact(db, changes, async (trx, announce) => {
        if (!(await createCalendarsRepo(trx).setWritable(familyId, id, writable)))
          throw notFound(SOURCE_NOT_FOUND);
        announce(familyId, 'calendars', [id]);
        announce(familyId, 'events', [id]);
      });
      return toCalendarSource(await sourceOf(familyId, id));
    },

    async create(familyId: number, calendarId: number, body: SaveFamilyEvent): Promise<CalendarEvent> {
      const timeZone = await zoneOf(familyId);
      if (calendarId === FAMILY_CALENDAR_ID) {
        return presentFamily(await familyService.create(familyId, body), timeZone);
      }
      const source = await sourceOf(familyId, calendarId);
      const run = await runnerFor(familyId, source, timeZone);
      const draft = draftOf(body, timeZone, false);
      const window = expansionWindow(timeZone, now());
      const result = await writeAndStore(familyId, source, run, (writer) => writer.create(draft, window));
      return presentWritten(source, result, draft);
    },

    /** `keepRule`: the request named no rule, so a series keeps its own. */
    async update(
      familyId: number,
      id: string,
      body: SaveFamilyEvent,
      scope: EventWriteScope | null,
      keepRule: boolean,
    ): Promise<CalendarEvent> {
      const target = parseEventId(id);
      if (!target) throw notFound(EVENT_NOT_FOUND);
      const timeZone = await zoneOf(familyId);
      if (target.calendar === 'family') {
        needScope(seriesRow(await familyRecord(familyId, target.eventId)), scope);
        const record = await occurrenceWrites.update(
          familyId,
          target.eventId,
          target.key,
          body,
          scope,
          keepRule,
        );
        if (!record) throw notFound(EVENT_NOT_FOUND);
        return presentFamily(record, timeZone);
      }
      const { source, occurrence } = await occurrenceOf(familyId, target.sourceId, target.key);
      const run = await runnerFor(familyId, source, timeZone);
      if (!occurrence.ref) throw calendarReadOnly(READ_BEFORE_WRITING);
      const ref = occurrence.ref;
      needScope(ref.recurring, scope);
      const draft = draftOf(body, timeZone, keepRule);
      const window = expansionWindow(timeZone, now());
      const result = await writeAndStore(familyId, source, run, (writer) =>
        writer.update(ref, draft, scope ?? 'all', window),
      );
      return presentWritten(source, result, draft);
    },

    async remove(familyId: number, id: string, scope: EventWriteScope | null): Promise<void> {
      const target = parseEventId(id);
      if (!target) throw notFound(EVENT_NOT_FOUND);
      if (target.calendar === 'family') {
        needScope(seriesRow(await familyRecord(familyId, target.eventId)), scope);
        if (!(await occurrenceWrites.remove(familyId, target.eventId, target.key, scope))) {
          throw notFound(EVENT_NOT_FOUND);
        }
        return;
      }
      const timeZone = await zoneOf(familyId);
      const { source, occurrence } = await occurrenceOf(familyId, target.sourceId, target.key);
      const run = await runnerFor(familyId, source, timeZone);
      if (!occurrence.ref) throw calendarReadOnly(READ_BEFORE_WRITING);
      const ref = occurrence.ref;
      needScope(ref.recurring, scope);
      const window = expansionWindow(timeZone, now());
      await writeAndStore(familyId, source, run, (writer) => writer.delete(ref, scope ?? 'all', window));
    },
  };
}

export type EventWrites = ReturnType<typeof createEventWrites>;
