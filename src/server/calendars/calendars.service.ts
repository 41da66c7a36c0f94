import {
  type AddCalendarSource,
  CALENDAR_COLORS,
  type CalendarSource,
  isProviderSource,
  providerCalendarIdOf,
} from '../../common/schemas/calendars';
import { createAccountsRepo } from '../accounts/accounts.repo';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { conflict, invalid, notFound, notSetUp } from '../domain-errors';
import { normaliseUserUrl } from '../integrations/guarded-fetch';
import type { Changes } from '../live/changes';
import { createPeopleRepo } from '../people/people.repo';
import type { Sealer } from '../sealed';
import { type CalendarSync, failureMessage, UNREADABLE } from './calendar-sync';
import { createCalendarsRepo, type NewSource, toCalendarSource } from './calendars.repo';
import { ProviderNotSetUp } from './remote-calendars';

export const SOURCE_NOT_FOUND = 'Calendar not found.';
const PERSON_NOT_FOUND_FOR_CALENDAR = 'Choose whose calendar it is from the people list.';
/** Enough for every calendar a family keeps; a bound on what one family can make the server fetch. */
export const MAX_SOURCES_PER_FAMILY = 25;

/**
 * A source the request names could not be read: a provider this server has no keys for, else
 * what went wrong in the person's words.
 */
function unreadable(error: unknown, fallback?: string): never {
  if (error instanceof ProviderNotSetUp) throw notSetUp(error.message);
  const message = failureMessage(error) ?? fallback;
  if (message) throw invalid(message);
  throw error;
}

export function createCalendarsService(db: Db, changes: Changes, sync: CalendarSync, sealer: Sealer) {
  const calendars = createCalendarsRepo(db);

  function describe(familyId: number, body: AddCalendarSource, color: string): NewSource {
    const base = {
      familyId,
      name: body.name,
      color: body.color ?? color,
      url: null,
      username: null,
      secretSealed: null,
      providerCalendarId: null,
    };
    if (body.sourceType === 'apple') {
      return {
        ...base,
        sourceType: 'apple',
        url: normaliseUserUrl(body.url).toString(),
        username: body.appleUsername,
        secretSealed: sealer.seal(body.appleAppPassword),
      };
    }
    if (isProviderSource(body)) {
      return { ...base, sourceType: body.sourceType, providerCalendarId: providerCalendarIdOf(body) };
    }
    // A feed is stored as given (webcal:// included); it is normalised again each time it is read.
    normaliseUserUrl(body.url);
    return { ...base, sourceType: 'ical', url: body.url.trim() };
  }

  return {
    /**
     * Adds a source only once it has been read: a wrong address, password or file is answered
     * now with what went wrong, and nothing is saved. Its events are stored with it.
     */
    async add(familyId: number, body: AddCalendarSource): Promise<CalendarSource> {
      const count = await calendars.countForFamily(familyId);
      if (count >= MAX_SOURCES_PER_FAMILY) {
        throw invalid(`A family can keep at most ${MAX_SOURCES_PER_FAMILY} calendars.`);
      }
      let source: NewSource;
      try {
        source = describe(familyId, body, CALENDAR_COLORS[count % CALENDAR_COLORS.length]!);
      } catch (error) {
        unreadable(error, 'That calendar address is not valid.');
      }
      if (source.providerCalendarId !== null) {
        const existing = await calendars.sources(familyId);
        const twin = existing.find(
          (row) =>
            row.source_type === source.sourceType && row.provider_calendar_id === source.providerCalendarId,
        );
        if (twin) throw conflict(`That calendar is already on Luno as “${twin.name}”.`);
      }
      const timeZone = await createAccountsRepo(db).familyTimeZone(familyId);
      const now = new Date();
      const toRead = {
        family_id: familyId,
        source_type: source.sourceType,
        provider_calendar_id: source.providerCalendarId,
        sync_token: null,
        url: source.url,
        username: source.username,
        secret_sealed: source.secretSealed,
        etag: null,
        last_modified: null,
      };
      const expanded = await sync
        .readAndExpand(toRead, timeZone, false, now)
        .catch((error: unknown) => unreadable(error));
      if (expanded.unchanged) throw invalid(UNREADABLE);
      const row = await transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const repo = createCalendarsRepo(trx);
        if ((await repo.countForFamily(familyId)) >= MAX_SOURCES_PER_FAMILY) {
          throw invalid(`A family can keep at most ${MAX_SOURCES_PER_FAMILY} calendars.`);
        }
        const nowText = now.toISOString();
        const inserted = await repo.insert(source, nowText);
        await repo.replaceEvents(familyId, inserted.id, expanded.occurrences);
        await repo.recordSuccess(inserted.id, {
          now: nowText,
          nextSyncAt: new Date(now.getTime() + sync.intervalMs).toISOString(),
          etag: expanded.read.etag,
          lastModified: expanded.read.lastModified,
          syncToken: expanded.read.syncToken,
          expandedUntil: expanded.until,
        });
        announce(familyId, 'calendars', [inserted.id]);
        announce(familyId, 'events', [inserted.id]);
        return inserted.id;
      });
      const saved = await calendars.find(familyId, row);
      if (!saved) throw notFound(SOURCE_NOT_FOUND);
      return toCalendarSource(saved);
    },

    async remove(familyId: number, id: number): Promise<void> {
      const removed = await transact(db, changes, async (trx, announce) => {
        const gone = await createCalendarsRepo(trx).delete(familyId, id);
        if (gone) {
          announce(familyId, 'calendars', [id]);
          announce(familyId, 'events', [id]);
        }
        return gone;
      });
      if (!removed) throw notFound(SOURCE_NOT_FOUND);
    },

    /** Whose calendar it is (null: the family's): their events show in their colour. */
    async setPerson(familyId: number, id: number, personId: number | null): Promise<CalendarSource> {
      await transact(db, changes, async (trx, announce) => {
        if (personId !== null && !(await createPeopleRepo(trx).find(familyId, personId))) {
          throw invalid(PERSON_NOT_FOUND_FOR_CALENDAR);
        }
        if (!(await createCalendarsRepo(trx).setPerson(familyId, id, personId)))
          throw notFound(SOURCE_NOT_FOUND);
        announce(familyId, 'calendars', [id]);
      });
      const source = await calendars.find(familyId, id);
      if (!source) throw notFound(SOURCE_NOT_FOUND);
      return toCalendarSource(source);
    },

    /** "Refresh now": reads the source at once, whatever its schedule, and answers how it went. */
    async refresh(familyId: number, id: number): Promise<CalendarSource> {
      if (!(await calendars.find(familyId, id))) throw notFound(SOURCE_NOT_FOUND);
      await sync.syncSource(id, { force: true });
      const source = await calendars.find(familyId, id);
      if (!source) throw notFound(SOURCE_NOT_FOUND);
      return toCalendarSource(source);
    },
  };
}

export type CalendarsService = ReturnType<typeof createCalendarsService>;
