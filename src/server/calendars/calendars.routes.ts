import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addDays, todayIn } from '../../common/calendar-days';
import {
  addCalendarSourceSchemaFor,
  calendarEventSchema,
  calendarSourceSchema,
} from '../../common/schemas/calendars';
import { startOfDayIn } from '../../common/zoned-time';
import type { AccountsRepo } from '../accounts/accounts.repo';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import { EVENT_DAYS_AHEAD } from './calendar-sync';
import { type CalendarsRepo, toCalendarSource } from './calendars.repo';
import { type CalendarsService, SOURCE_NOT_FOUND } from './calendars.service';

export interface CalendarsDeps {
  calendars: CalendarsRepo;
  accounts: AccountsRepo;
  service: CalendarsService;
}

export function calendarsRoutes(app: FastifyInstance, { calendars, accounts, service }: CalendarsDeps): void {
  const sourceId = (request: Parameters<typeof idParam>[0]) => idParam(request, 'id', SOURCE_NOT_FOUND);

  app.get('/api/calendars', answers(z.array(calendarSourceSchema)), async (request) => {
    const rows = await calendars.sources(requireMember(request).familyId);
    return rows.map(toCalendarSource);
  });

  app.post('/api/calendars', answers(calendarSourceSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    const body = parse(addCalendarSourceSchemaFor(request.body), request.body);
    return reply.status(201).send(await service.add(familyId, body));
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

  /** The family's events from the start of its today to 90 days ahead, from the store: no source is read here. */
  app.get('/api/events', answers(z.array(calendarEventSchema)), async (request, reply) => {
    const { familyId } = requireMember(request);
    const timeZone = await accounts.familyTimeZone(familyId);
    const today = todayIn(timeZone);
    const end = addDays(today, EVENT_DAYS_AHEAD);
    reply.header('cache-control', 'no-store');
    return calendars.events(familyId, {
      fromInstant: startOfDayIn(today, timeZone).toISOString(),
      toInstant: startOfDayIn(end, timeZone).toISOString(),
      fromDay: today,
      toDay: end,
    });
  });
}
