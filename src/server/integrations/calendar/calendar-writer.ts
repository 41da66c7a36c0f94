/**
 * Writing events to a remote calendar: what a writable provider implements. A provider that can
 * write exposes a `writer` (CalDAV: `caldav-writer.ts`; Google and Microsoft: `writer` on their
 * entry in `CALENDAR_PROVIDERS`); one that cannot (an iCal link) has none, and every write to it
 * is refused before any provider is asked.
 *
 * Every write is conditional on the version Luno read: CalDAV `If-Match` with the object's ETag,
 * Google's `etag` and Graph's `@odata.etag` (`If-Match` with either). When the provider answers
 * 412 (or the version read no longer matches), the writer throws `ChangedSinceRead` and nothing
 * was written; a refusal or failure of any other kind is a `CalendarWriteRefused` with words the
 * family may read. The caller writes to the provider first and changes Luno's stored copy only
 * from what the writer answers (`WriteResult`), so a failed write changes nothing in Luno.
 *
 * `scope` names what a write to one occurrence of a series touches, as the calendar's own apps
 * write it:
 *
 * CalDAV (one object per UID, the series and its overrides together; every PUT/DELETE with
 * `If-Match`):
 * - create: a new object `<uid>.ics` in the calendar collection (`If-None-Match: *`), a VEVENT
 *   with an RRULE (and UNTIL) when it repeats.
 * - update 'this': a VEVENT with `RECURRENCE-ID` = the occurrence's original start added to the
 *   object (or the existing override replaced), the master untouched.
 * - delete 'this': an `EXDATE` of the original start on the master, and any override of that
 *   occurrence removed.
 * - 'following': the series split — the master's RRULE gets an `UNTIL` just before the original
 *   start (overrides and EXDATEs from then on leave it), and a new object with a new UID starts a
 *   series at the occurrence with the new fields (update), or nothing (delete).
 * - 'all' (and a single event): the whole resource — PUT the object with the new master (its
 *   start moved by as much as the occurrence moved; overrides kept only while the rule is the
 *   same) or DELETE it.
 *
 * Google Calendar (events API, `If-Match: <etag>` on PATCH/DELETE, 412 → ChangedSinceRead):
 * - 'this': PATCH or DELETE the instance (`eventId` is the instance's id, `<id>_<start>`);
 *   Google keeps it as an exception of the series.
 * - 'following': PATCH the master's `recurrence` with `UNTIL` before the instance and INSERT a new
 *   recurring event from the instance on (nothing inserted for a delete).
 * - 'all': PATCH or DELETE the master (`seriesId`).
 *
 * Microsoft Graph (`If-Match: <@odata.etag>`; 412 → ChangedSinceRead):
 * - 'this': PATCH or DELETE the occurrence (`eventId`, an occurrence or exception id).
 * - 'following': PATCH the series master's `recurrence.range` (`endDate`, type `endDate`) to end
 *   before the occurrence and POST a new series from it (nothing for a delete).
 * - 'all': PATCH or DELETE the series master (`seriesId`).
 *
 * After a write the writer answers the occurrences of every series it touched, read back or built
 * from what it wrote, in the window asked for, each with its `EventRef` and the new version: Luno
 * replaces its stored rows of those series with them and announces the change.
 */
import type { CalendarDay } from '../../../common/calendar-days';
import type { RepeatConfig } from '../../../common/recurrence';
import type { CalendarApi, ReadWindow } from './calendar-api';

/** What a write to one occurrence of a series touches. A single event is always written whole. */
export type WriteScope = 'this' | 'following' | 'all';
export const WRITE_SCOPES = ['this', 'following', 'all'] as const satisfies readonly WriteScope[];

/**
 * Where an event lives at its provider, kept with each stored occurrence (`calendar_events`), so a
 * write knows what to write and over which version.
 */
export interface EventRef {
  /**
   * The resource a write of this occurrence goes to. CalDAV: the object's URL (href). Google and
   * Graph: the event's id (for an occurrence of a series, the instance's or occurrence's id).
   */
  eventId: string;
  /**
   * The series the occurrence belongs to, and what Luno's stored rows are grouped by (a write
   * replaces every stored occurrence of the series it touched). CalDAV: the UID. Google and Graph:
   * the series master's id, or the event's own id for a single event.
   */
  seriesId: string;
  /** The version Luno read: CalDAV's ETag, Google's `etag`, Graph's `@odata.etag`; null if none was given. */
  etag: string | null;
  /**
   * For an occurrence of a series, its original start (RECURRENCE-ID, `originalStartTime`,
   * `originalStart`): an ISO UTC instant, or a day for an all-day series. Null for a single event.
   */
  originalStart: string | null;
  /** Whether the occurrence is one of a series (scope applies). */
  recurring: boolean;
}

/**
 * An event as Luno writes it: the body `/api/family-events` takes (`notes` as the description,
 * `personId` stays Luno's). Timed `start`/`end` are ISO UTC instants; all-day ones days, `end`
 * exclusive. A series runs in `timeZone` (the family's) on the wall time of its start.
 */
export interface EventDraft {
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  notes: string | null;
  repeatConfig: RepeatConfig | null;
  /** The last day of the series (included), or null for no end. */
  repeatUntil: CalendarDay | null;
  timeZone: string;
  /**
   * An update of a series ('following', 'all') keeps the series' own rule and end, whatever
   * `repeatConfig` says: the request named no rule (a remote series' rule is not on the wire).
   */
  keepRule?: boolean;
}

/** One occurrence a write left in the calendar, in the shape events are stored. */
export interface WrittenOccurrence {
  /** Its key within the source, as a read gives it (so the next sync finds the same row). */
  key: string;
  title: string;
  start: string;
  end: string;
  isAllDay: boolean;
  ref: EventRef;
}

/**
 * What a write changed: for every series it touched (`seriesId`), all of that series' occurrences
 * in the window now (none when the series is gone). `written` is the key of the occurrence the
 * write made or moved, when it left one, for the answer.
 */
export interface WriteResult {
  series: { seriesId: string; occurrences: WrittenOccurrence[] }[];
  written: string | null;
}

/** The calendar changed since Luno read it (412, or another version): nothing was written. → 409 */
export class ChangedSinceRead extends Error {
  override name = 'ChangedSinceRead';
}

/**
 * The provider refused the write or failed; nothing was written. `status` is what the answer to
 * the family should be: 4xx when the provider refused (403: the account may not write there;
 * 404: the event is gone), 502 when it failed or could not be reached.
 */
export class CalendarWriteRefused extends Error {
  override name = 'CalendarWriteRefused';
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 502 = 502,
  ) {
    super(message);
  }
}

/**
 * What a writer needs: where the calendar is (`Target`: CalDAV's address and credentials; an
 * account provider's `AccountWriteTarget`) and the window of occurrences to answer.
 */
export interface CalendarWriter<Target> {
  create(target: Target, event: EventDraft, window: ReadWindow): Promise<WriteResult>;
  update(
    target: Target,
    ref: EventRef,
    event: EventDraft,
    scope: WriteScope,
    window: ReadWindow,
  ): Promise<WriteResult>;
  delete(target: Target, ref: EventRef, scope: WriteScope, window: ReadWindow): Promise<WriteResult>;
}

/**
 * A connected account's calendar (Google, Microsoft): the authorised API (which the writer's
 * provider extends with its write calls) and the calendar's id there.
 */
export interface AccountWriteTarget {
  api: CalendarApi;
  calendarId: string;
}
