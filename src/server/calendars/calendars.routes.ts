import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addDays, todayIn } from '../../common/calendar-days';
import {
  addCalendarSourceSchemaFor,
  type CalendarEvent,
  calendarEventSchema,
  calendarSourceSchema,
  eventCalendarIdSchema,
  eventWriteScopeSchema,
  setCalendarPersonSchema,
  setCalendarWritableSchema,
} from '../../common/schemas/calendars';
import { saveFamilyEventSchema } from '../../common/schemas/family-events';
import { startOfDayIn } from '../../common/zoned-time';
import type { AccountsRepo } from '../accounts/accounts.repo';
import type { FamilyEventsRepo } from '../family-calendar/family-events.repo';
import { familyOccurrences } from '../family-calendar/occurrences';
import { requireMember, requireParent } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import { EVENT_DAYS_AHEAD } from './calendar-sync';
import { type CalendarsRepo, toCalendarSource } from './calendars.repo';
import { type CalendarsService, SOURCE_NOT_FOUND } from './calendars.service';
import { type EventWrites, writableSourceIds } from './event-writes.service';
import { createEventsAnswers, type EventsAnswers, preferredEncoding } from './events-answers';

export interface CalendarsDeps {
  calendars: CalendarsRepo;
  accounts: AccountsRepo;
  service: CalendarsService;
  /** The family's own calendar, shown beside its sources. */
  familyEvents: FamilyEventsRepo;
  /** Adding, changing and deleting events in any calendar Luno may write to. */
  writes: EventWrites;
  eventsAnswers?: EventsAnswers;
  /** How often a source is read when all is well; a source two of these behind is shown as not updated. */
  syncIntervalMs?: number;
}

/** A source counts as not updated two sync intervals after its last sync that worked. */
export const STALE_AFTER_INTERVALS = 2;
/** A body's fields, or none when it is not an object. */
const bodyOf = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** `scope` from the query string, else from the body. */
function scopeOf(request: { query: unknown; body: unknown }) {
  const fromQuery = bodyOf(request.query).scope;
  return parse(eventWriteScopeSchema, { scope: fromQuery ?? bodyOf(request.body).scope }).scope;
}

/** Both lists in one order: by start (a day sorts before the instants of that day), then title. */
function mergeEvents(sources: CalendarEvent[], family: CalendarEvent[]): CalendarEvent[] {
  if (family.length === 0) return sources;
  return [...sources, ...family].sort((a, b) =>
    a.start !== b.start ? (a.start < b.start ? -1 : 1) : a.title < b.title ? -1 : a.title > b.title ? 1 : 0,
  );
}

export function calendarsRoutes(
  app: FastifyInstance,
  {
    calendars,
    accounts,
    service,
    familyEvents,
    writes,
    eventsAnswers = createEventsAnswers(),
    syncIntervalMs = 10 * 60_000,
  }: CalendarsDeps,
): void {
  const staleAfter = (lastSyncedAt: string | null) =>
    lastSyncedAt === null
      ? null
      : new Date(Date.parse(lastSyncedAt) + STALE_AFTER_INTERVALS * syncIntervalMs).toISOString();
  const sourceId = (request: Parameters<typeof idParam>[0]) => idParam(request, 'id', SOURCE_NOT_FOUND);

  app.get('/api/calendars', answers(z.array(calendarSourceSchema)), async (request) => {
    const { familyId } = requireMember(request);
    const rows = await calendars.sources(familyId);
    const states = await calendars.sourceStates(familyId, new Date().toISOString());
    return rows.map((row) => {
      const source = toCalendarSource(row, states.get(row.id));
      return { ...source, staleAfter: staleAfter(source.lastSyncedAt) };
    });
  });

  app.post('/api/calendars', answers(calendarSourceSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    const body = parse(addCalendarSourceSchemaFor(request.body), request.body);
    return reply.status(201).send(await service.add(familyId, body));
  });

  app.patch('/api/calendars/:id', answers(calendarSourceSchema), async (request) => {
    const { familyId } = requireMember(request);
    const body = bodyOf(request.body);
    const id = sourceId(request);
    // `writable` alone leaves whose calendar it is; a body without it is spec 02's `{ personId }`.
    if ('writable' in body) {
      requireParent(request);
      const { writable } = parse(setCalendarWritableSchema, body);
      const personId = 'personId' in body ? parse(setCalendarPersonSchema, body).personId : undefined;
      const changed = await writes.setWritable(familyId, id, writable);
      return personId === undefined ? changed : service.setPerson(familyId, id, personId);
    }
    const { personId } = parse(setCalendarPersonSchema, request.body);
    return service.setPerson(familyId, id, personId);
  });

  app.delete('/api/calendars/:id', async (request, reply) => {
    const { familyId } = requireMember(request);
    await service.remove(familyId, sourceId(request));
    return reply.status(204).send();
  });

  app.post('/api/calendars/:id/refresh', answers(calendarSourceSchema), async (request) => {
    const { familyId } = requireMember(request);
    return service.refresh(familyId, sourceId(request));
  });

  const eventsSchema = z.array(calendarEventSchema);

  /**
   * The family's events from the start of its today to 90 days ahead, from the store: no source is
   * read here. The family's own events are expanded beside them. A client that takes brotli or gzip gets the answer kept compressed for its family.
   */
  app.get('/api/events', answers(eventsSchema), async (request, reply) => {
    const { familyId } = requireMember(request);
    const timeZone = await accounts.familyTimeZone(familyId);
    const today = todayIn(timeZone);
    const end = addDays(today, EVENT_DAYS_AHEAD);
    const window = {
      fromInstant: startOfDayIn(today, timeZone).toISOString(),
      toInstant: startOfDayIn(end, timeZone).toISOString(),
      fromDay: today,
      toDay: end,
    };
    const read = async () =>
      mergeEvents(
        await calendars.events(familyId, window, writableSourceIds(await calendars.sources(familyId))),
        familyOccurrences(await familyEvents.list(familyId), window, timeZone),
      );
    // Tagged like every answer (http/answer-tags.ts): the encoding is part of what the tag names.
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return read();
    const stamp = `${timeZone}|${today}|${await calendars.eventsStamp(familyId)}|${await familyEvents.stamp(familyId)}`;
    const body = await eventsAnswers.encoded(familyId, stamp, encoding, async () =>
      JSON.stringify(eventsSchema.parse(await read())),
    );
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-encoding', encoding)
      .send(body);
  });

  // A paired screen adds and changes events as a phone does (touch on the wall).
  const fromScreensToo = { config: { displays: 'allowed' as const } };
  const eventIdOf = (request: { params: unknown }) => String(bodyOf(request.params).id ?? '');

  /** Adds an event to a calendar (`calendarId`: a source's id, 0 for the family's own). */
  app.post(
    '/api/events',
    { ...fromScreensToo, ...answers(calendarEventSchema, 201) },
    async (request, reply) => {
      const { familyId } = requireMember(request);
      const { calendarId } = parse(eventCalendarIdSchema, request.body);
      const body = parse(saveFamilyEventSchema, request.body);
      return reply.status(201).send(await writes.create(familyId, calendarId, body));
    },
  );

  /** Changes an event (`scope` for an occurrence of a series); without `repeatConfig` a series keeps its rule. */
  app.put('/api/events/:id', { ...fromScreensToo, ...answers(calendarEventSchema) }, async (request) => {
    const { familyId } = requireMember(request);
    const body = parse(saveFamilyEventSchema, request.body);
    const scope = scopeOf(request);
    const keepRule = !('repeatConfig' in bodyOf(request.body));
    return writes.update(familyId, eventIdOf(request), body, scope, keepRule);
  });

  app.delete('/api/events/:id', fromScreensToo, async (request, reply) => {
    const { familyId } = requireMember(request);
    await writes.remove(familyId, eventIdOf(request), scopeOf(request));
    return reply.status(204).send();
  });
}
