import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  calendarFeedSchema,
  createCalendarFeedSchema,
  FAMILY_EVENT_MESSAGES,
  familyEventSchema,
  familySchema,
  inboxMessageSchema,
  saveFamilyEventSchema,
  updateCalendarFeedSchema,
} from '../../common/schemas/family-events';
import type { AccountsRepo } from '../accounts/accounts.repo';
import type { Config } from '../config';
import { notFound } from '../domain-errors';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { publicOrigin } from '../http/public-origin';
import { answers } from '../http/zod-serializer';
import type { TaskItemsRepo } from '../tasks/task-items.repo';
import { presentDueTask } from '../tasks/tasks.presenter';
import { writeCalendarFeed } from './calendar-feed';
import { type CalendarFeedsService, feedPath } from './calendar-feeds.service';
import { presentCalendarFeed, presentFamilyEvent } from './family-calendar.presenter';
import type { FamilyEventsRepo } from './family-events.repo';
import type { FamilyEventsService } from './family-events.service';
import type { InboxRepo } from './inbox.repo';

const FEED_NOT_FOUND = 'Calendar feed not found.';
const NO_FEED = 'The family has no calendar feed. Make one first.';
/** A phone's calendar app asks every few hours; this is plenty, and caps guessing. */
const FEED_READ_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export interface FamilyCalendarDeps {
  config: Config;
  events: FamilyEventsRepo;
  service: FamilyEventsService;
  feeds: CalendarFeedsService;
  inbox: InboxRepo;
  accounts: AccountsRepo;
  tasks: TaskItemsRepo;
  /** The family's forwarding address, or null while this server receives no mail. */
  inboxAddress: (familyId: number) => string | null;
  now?: () => Date;
}

export function familyCalendarRoutes(
  app: FastifyInstance,
  {
    config,
    events,
    service,
    feeds,
    inbox,
    accounts,
    tasks,
    inboxAddress,
    now = () => new Date(),
  }: FamilyCalendarDeps,
): void {
  const eventId = (request: FastifyRequest) => idParam(request, 'id', FAMILY_EVENT_MESSAGES.notFound);
  const feedAddress = (request: FastifyRequest) => (token: string) =>
    `${publicOrigin(config, request)}${feedPath(token)}`;

  app.get('/api/family-events', answers(z.array(familyEventSchema)), async (request) => {
    const records = await events.list(requireMember(request).familyId);
    return records.map(presentFamilyEvent);
  });

  // A paired screen adds and changes events as a phone does (touch on the wall).
  const fromScreensToo = { config: { displays: 'allowed' as const } };

  app.post(
    '/api/family-events',
    { ...fromScreensToo, ...answers(familyEventSchema, 201) },
    async (request, reply) => {
      const { familyId } = requireMember(request);
      const event = await service.create(familyId, parse(saveFamilyEventSchema, request.body));
      return reply.status(201).send(presentFamilyEvent(event));
    },
  );

  app.put('/api/family-events/:id', { ...fromScreensToo, ...answers(familyEventSchema) }, async (request) => {
    const { familyId } = requireMember(request);
    const id = eventId(request);
    const event = await service.update(familyId, id, parse(saveFamilyEventSchema, request.body));
    if (!event) throw notFound(FAMILY_EVENT_MESSAGES.notFound);
    return presentFamilyEvent(event);
  });

  app.delete('/api/family-events/:id', fromScreensToo, async (request, reply) => {
    const { familyId } = requireMember(request);
    if (!(await service.remove(familyId, eventId(request)))) throw notFound(FAMILY_EVENT_MESSAGES.notFound);
    return reply.status(204).send();
  });

  app.get('/api/family', answers(familySchema), async (request) => {
    const { familyId } = requireMember(request);
    const family = await accounts.findFamily(familyId);
    if (!family) throw notFound('Family not found.');
    const feed = await feeds.current(familyId);
    return {
      id: family.id,
      name: family.name,
      timeZone: family.time_zone,
      language: family.language,
      currency: family.currency,
      inboxAddress: inboxAddress(familyId),
      calendarFeed: feed && presentCalendarFeed(feed, feedAddress(request)),
    };
  });

  const peopleOnly = { config: { displays: 'refused' as const } };

  app.post(
    '/api/family/calendar-feed',
    { ...peopleOnly, ...answers(calendarFeedSchema, 201) },
    async (request, reply) => {
      const { familyId } = requireMember(request);
      const { includeChores } = parse(createCalendarFeedSchema, request.body);
      const feed = await feeds.renew(familyId, includeChores);
      return reply.status(201).send(presentCalendarFeed(feed, feedAddress(request)));
    },
  );

  app.patch(
    '/api/family/calendar-feed',
    { ...peopleOnly, ...answers(calendarFeedSchema) },
    async (request) => {
      const { familyId } = requireMember(request);
      const { includeChores } = parse(updateCalendarFeedSchema, request.body);
      const feed = await feeds.setIncludeChores(familyId, includeChores);
      if (!feed) throw notFound(NO_FEED);
      return presentCalendarFeed(feed, feedAddress(request));
    },
  );

  app.delete('/api/family/calendar-feed', peopleOnly, async (request, reply) => {
    const { familyId } = requireMember(request);
    if (!(await feeds.end(familyId))) throw notFound(NO_FEED);
    return reply.status(204).send();
  });

  app.get('/api/family/inbox', answers(z.array(inboxMessageSchema)), async (request) =>
    inbox.recent(requireMember(request).familyId),
  );

  /**
   * The feed itself, for phones' calendar apps: no session, the unguessable token in the address is
   * the key. A wrong, ended or replaced token is a 404 like any missing page.
   */
  app.get('/api/calendar-feed/:token', { config: FEED_READ_LIMIT }, async (request, reply) => {
    const raw = String((request.params as { token?: unknown }).token ?? '');
    const feed = await feeds.familyOf(raw.replace(/\.ics$/i, ''));
    const family = feed && (await accounts.findFamily(feed.familyId));
    if (!feed || !family) throw notFound(FEED_NOT_FOUND);
    const body = writeCalendarFeed({
      familyName: family.name,
      timeZone: family.time_zone,
      events: await events.list(family.id),
      chores: feed.includeChores ? (await tasks.dueTasks(family.id)).map(presentDueTask) : [],
      now: now(),
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="luno-family.ics"')
      .header('cache-control', 'private, max-age=300')
      .header('x-robots-tag', 'noindex')
      .send(body);
  });
}
