import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { createAccountsRepo } from './accounts/accounts.repo';
import { accountsRoutes } from './accounts/accounts.routes';
import { createAccountsService } from './accounts/accounts.service';
import { createKnownDevices } from './accounts/known-devices';
import { createPasswordResetService } from './accounts/password-reset.service';
import { createSessionCache, SESSION_CACHE_MS } from './accounts/session-cache';
import { createSessionsRepo } from './accounts/sessions.repo';
import { createAdminRepo } from './admin/admin.repo';
import { adminRoutes } from './admin/admin.routes';
import { createAdminService } from './admin/admin.service';
import { registerRecentErrors } from './admin/recent-errors';
import { createAnalyticsRepo } from './analytics/analytics.repo';
import { analyticsRoutes } from './analytics/analytics.routes';
import { startDueWork } from './background/due-work';
import type { JobQueue } from './background/job-queue';
import { createLocalJobQueue } from './background/local-queue';
import { createPgBossQueue } from './background/pg-boss-queue';
import { createBillingRepo } from './billing/billing.repo';
import { billingRoutes } from './billing/billing.routes';
import { createBillingService } from './billing/billing.service';
import { newFamilyPlan } from './billing/new-family-plan';
import { createCalendarSync } from './calendars/calendar-sync';
import { createCalendarWatches } from './calendars/calendar-watches';
import { createCalendarsRepo } from './calendars/calendars.repo';
import { calendarsRoutes } from './calendars/calendars.routes';
import { createCalendarsService } from './calendars/calendars.service';
import { connectionsRoutes } from './calendars/connections.routes';
import { createEventWrites } from './calendars/event-writes.service';
import { createRemoteCalendars } from './calendars/remote-calendars';
import { webhooksRoutes } from './calendars/webhooks.routes';
import type { Config } from './config';
import { startDailyBackup } from './db/daily-backup';
import type { DatabaseHandle } from './db/database';
import { markRunning } from './db/restore';
import { createDevicesRepo } from './devices/devices.repo';
import { devicesRoutes } from './devices/devices.routes';
import { createDevicesService } from './devices/devices.service';
import { createDisplaysRepo } from './devices/displays.repo';
import { displaysRoutes } from './devices/displays.routes';
import { createDisplaysService } from './devices/displays.service';
import { createCalendarFeedsService } from './family-calendar/calendar-feeds.service';
import { familyCalendarRoutes } from './family-calendar/family-calendar.routes';
import { createFamilyEventsRepo } from './family-calendar/family-events.repo';
import { createFamilyEventsService } from './family-calendar/family-events.service';
import { createInboxRepo } from './family-calendar/inbox.repo';
import { createInboxService } from './family-calendar/inbox.service';
import { featuresRoutes } from './features.routes';
import { healthRoutes } from './health/health.routes';
import { registerAnswerTags } from './http/answer-tags';
import { registerAuth } from './http/auth';
import { registerBodyLimitDrain } from './http/body-limit';
import { registerCompression } from './http/compression';
import { registerCsrf } from './http/csrf';
import { registerErrorHandling } from './http/errors';
import { registerIdempotency } from './http/idempotency';
import { createIdempotencyKeysRepo } from './http/idempotency-keys.repo';
import { startIdempotencySweep } from './http/idempotency-sweep';
import { registerJsonBodyParser } from './http/json-body';
import { registerRouteInventory } from './http/route-inventory';
import { registerSecurityHeaders } from './http/security-headers';
import { readSitePages, sitePagesRoutes } from './http/site-pages';
import { registerSpa, viewerBuildOf } from './http/spa';
import { createVersionedAnswers } from './http/versioned-answers';
import { registerZodSerializer } from './http/zod-serializer';
import { calendarAccounts } from './integrations/calendar/providers';
import { createGuardedFetch } from './integrations/guarded-fetch';
import { createSmtpMailer } from './integrations/mail/smtp-sender';
import { spotifyClient } from './integrations/music/spotify';
import { googleSignIn } from './integrations/oauth/google-sign-in';
import { createStripePayments } from './integrations/payments/stripe';
import { createPexels } from './integrations/photos/pexels';
import { albumProviders } from './integrations/photos/registry';
import { createOpenMeteo } from './integrations/weather/open-meteo';
import { liveBus } from './live/buses';
import { type Changes, createChanges, SESSIONS } from './live/changes';
import { liveRoutes } from './live/live.routes';
import { pgBus } from './live/pg-bus';
import { startRelay } from './live/relay';
import { createInboxAddresses } from './mail/inbox-address';
import { createMailReceiver, type MailReceiver } from './mail/smtp-receiver';
import { mailingListRoutes } from './mailing-list/mailing-list.routes';
import { createMailingListService } from './mailing-list/mailing-list.service';
import { createAlbumRefresh } from './media/album-refresh';
import { mediaRoutes } from './media/media.routes';
import { createSharedAlbums } from './media/shared-albums';
import { createInvitesRepo } from './members/invites.repo';
import { createMembersRepo } from './members/members.repo';
import { membersRoutes } from './members/members.routes';
import { createMembersService } from './members/members.service';
import { createMenuRepo } from './menu/menu.repo';
import { menuRoutes } from './menu/menu.routes';
import { createMenuService } from './menu/menu.service';
import { countJobFailures, countPushDeliveries, registerMetrics } from './metrics/metrics';
import { musicRoutes } from './music/music.routes';
import { createMusicService } from './music/music.service';
import { NOTICE_SPREAD_MS, NOTICE_TICK_MS } from './notifications/notification-rounds';
import { createNotificationSettingsRepo } from './notifications/notification-settings.repo';
import { notificationsRoutes } from './notifications/notifications.routes';
import { createNotificationsService } from './notifications/notifications.service';
import { pairingRoutes } from './pairing/pairing.routes';
import { createPairingService } from './pairing/pairing.service';
import { createPeopleRepo } from './people/people.repo';
import { peopleRoutes } from './people/people.routes';
import { createPeopleService } from './people/people.service';
import { createPhotosRepo } from './photos/photos.repo';
import { photosRoutes } from './photos/photos.routes';
import { createPhotosService } from './photos/photos.service';
import { createEarningsReader } from './piggy-banks/earnings';
import { createPiggyBankGoalsRepo } from './piggy-banks/piggy-bank-goals.repo';
import { createPiggyBankHistoryRepo } from './piggy-banks/piggy-bank-history.repo';
import { createPiggyBanksRepo } from './piggy-banks/piggy-banks.repo';
import { piggyBanksRoutes } from './piggy-banks/piggy-banks.routes';
import { createPiggyBanksService } from './piggy-banks/piggy-banks.service';
import type { PushSender } from './push/notice';
import { pushRoutes } from './push/push.routes';
import { createPushService } from './push/push.service';
import { createPushDelivery } from './push/push-delivery';
import { createPushSender, type LunoPushSender } from './push/push-sender';
import { createPushSubscriptionsRepo } from './push/push-subscriptions.repo';
import { loadVapidKeys } from './push/vapid-keys';
import { createRecipesRepo } from './recipes/recipes.repo';
import { recipesRoutes } from './recipes/recipes.routes';
import { createRecipesService } from './recipes/recipes.service';
import { BOARD_LIST_MS, createBoardListCache } from './screens/board-list-cache';
import { createScreenReads, createScreensRepo } from './screens/screens.repo';
import { screensRoutes } from './screens/screens.routes';
import { createScreensService } from './screens/screens.service';
import { createSimpleScreenService } from './screens/simple-screen.service';
import { createSealer } from './sealed';
import { deriveKey, loadServerKey } from './secrets';
import { createShoppingRepo } from './shopping/shopping.repo';
import { shoppingRoutes } from './shopping/shopping.routes';
import { createShoppingService } from './shopping/shopping.service';
import { createShoppingCategoriesRepo } from './shopping/shopping-categories.repo';
import { createSearchCache } from './stock-photos/search-cache';
import { stockPhotosRoutes } from './stock-photos/stock-photos.routes';
import { createTaskApprovalsRepo } from './tasks/task-approvals.repo';
import { createTaskCompletionService } from './tasks/task-completion.service';
import { createTaskItemsRepo } from './tasks/task-items.repo';
import { createTaskListsRepo } from './tasks/task-lists.repo';
import { tasksRoutes } from './tasks/tasks.routes';
import { createTasksService } from './tasks/tasks.service';
import { createWeatherRepo } from './weather/weather.repo';
import { weatherRoutes } from './weather/weather.routes';
import { createWeatherService } from './weather/weather.service';
import { createWeatherRefresh } from './weather/weather-refresh';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean;
  /** The clock that decides "today" where it changes an answer (tests set it). */
  now?: () => Date;
  /** How often background work (calendar syncs, album readings, forecasts) looks for what is due; tests shorten it. */
  backgroundTickMs?: number;
  /** Where notices go instead of Web Push (`app.push`): a test that reads only what was decided. */
  pushSender?: PushSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every committed write, announced by the services (live updates listen here). */
    changes: Changes;
    /** The SMTP receiver of forwarded invitations; null while mail is off. */
    mailReceiver: MailReceiver | null;
    /** Background work: pg-boss on PostgreSQL, in process on SQLite. */
    jobs: JobQueue;
    /** Web Push: queues a notice for members' devices (push/notice.ts `PushSender`). */
    push: LunoPushSender;
  }
}

/** The whole server, without listening: main.ts listens, tests call `inject`. */
export async function buildApp({
  config,
  database,
  logger = true,
  now,
  backgroundTickMs,
  pushSender,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
    // A display asks for its board every minute: a line per request only when debugging.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  // First, so that it times every route (GET /metrics; prom-client loads only when it is on).
  const meter = await registerMetrics(app, { token: config.metricsToken, database });
  const serverKey = loadServerKey(config.secretKey, config.dataDir);
  const vapidKeys = loadVapidKeys(config.vapid, config.dataDir);
  const { db } = database;
  const changes = createChanges((error) => app.log.error({ err: error }, 'a change listener failed'));
  app.decorate('changes', changes);
  // Sessions are read through a cache that every instance empties of a family whose sessions a
  // write ended or altered (accounts/session-cache.ts).
  const sessions = createSessionCache(createSessionsRepo(db), {
    changedElsewhere: database.watchWritesElsewhere?.(),
  });
  // So is each family's board list (screens/board-list-cache.ts), emptied of a family whose boards
  // a write changed.
  const screenReads = createScreenReads();
  // Each repository built once and handed to every route and service that reads through it.
  const repos = {
    accounts: createAccountsRepo(db),
    analytics: createAnalyticsRepo(db),
    billing: createBillingRepo(db),
    calendars: createCalendarsRepo(db),
    devices: createDevicesRepo(db),
    displays: createDisplaysRepo(db),
    familyEvents: createFamilyEventsRepo(db),
    inbox: createInboxRepo(db),
    invites: createInvitesRepo(db),
    members: createMembersRepo(db),
    menu: createMenuRepo(db),
    notificationSettings: createNotificationSettingsRepo(db),
    people: createPeopleRepo(db),
    photos: createPhotosRepo(db),
    piggyBanks: createPiggyBanksRepo(db),
    screens: createScreensRepo(db, screenReads),
    shopping: createShoppingRepo(db),
    shoppingCategories: createShoppingCategoriesRepo(db),
    weather: createWeatherRepo(db),
    pushSubscriptions: createPushSubscriptionsRepo(db),
  };
  const boardLists = createBoardListCache((familyId) => repos.screens.listVersioned(familyId), {
    changedElsewhere: database.watchWritesElsewhere?.(),
  });
  changes.subscribe((change) => {
    if (change.resource === SESSIONS) sessions.dropFamily(change.familyId);
    if (change.resource === 'screens') boardLists.dropFamily(change.familyId);
  });
  // Background work's queue: pg-boss shared by every instance on PostgreSQL, this process's own on SQLite.
  const queueOptions = { pollMs: backgroundTickMs ?? 2_000, log: app.log };
  const jobs =
    database.dialect === 'postgres' && database.url
      ? await createPgBossQueue(database.url, queueOptions)
      : await createLocalJobQueue(db, queueOptions);
  countJobFailures(jobs, meter);
  app.decorate('jobs', jobs);
  // Web Push, built before the domains that tell members something (they get `push`).
  const pushService = createPushService(db, changes);
  const push = await createPushSender({
    db,
    jobs,
    subscriptions: repos.pushSubscriptions,
    service: pushService,
    delivery: countPushDeliveries(
      createPushDelivery(
        vapidKeys,
        createGuardedFetch({ allowPrivateHosts: config.fetchAllowPrivate, maxBodyBytes: 64 * 1024 }),
      ),
      meter,
    ),
    log: app.log,
  });
  app.decorate('push', push);

  const startedAt = new Date();
  registerRouteInventory(app);
  registerErrorHandling(app);
  // The last server errors, for the operator's view (admin/).
  const recentErrors = registerRecentErrors(app);
  registerZodSerializer(app);
  registerBodyLimitDrain(app);
  registerJsonBodyParser(app);
  await registerCompression(app);
  registerAnswerTags(app);
  // Another connection's write shows in the next request (db/database.ts `readAgain`).
  const { readAgain } = database;
  if (readAgain)
    app.addHook('onRequest', (_request, _reply, done) => {
      readAgain();
      done();
    });
  registerSecurityHeaders(app, { https: config.secureCookies });
  await app.register(fastifyCookie);
  await app.register(rateLimit, { global: false });
  registerCsrf(app, { key: deriveKey(serverKey, 'csrf'), secure: config.secureCookies });
  registerAuth(app, sessions);
  // `Idempotency-Key` on every write, after the guards: a repeat of a kept write answers as the first.
  const idempotencyKeys = createIdempotencyKeysRepo(db);
  const idempotencySweep = await startIdempotencySweep(jobs, idempotencyKeys, { now, log: app.log });
  registerIdempotency(app, { repo: idempotencyKeys, now, onReserved: idempotencySweep.keyReserved });

  // Each domain: its repository (queries), its service (writes: one transaction each, announced
  // after commit), and its routes, which get both.
  const payments = config.stripe ? createStripePayments(config.stripe) : null;
  const billingService = payments ? createBillingService(db, changes, payments) : null;
  const closeFamily = async (familyId: number) => billingService?.closeFamily(familyId);
  billingRoutes(app, {
    config,
    accounts: repos.accounts,
    billing: repos.billing,
    service: billingService,
    verifyEvent: payments ? payments.verifyEvent : null,
  });
  const membersService = createMembersService(db, changes, {
    newFamilyPlan: newFamilyPlan(config),
    closeFamily,
  });
  membersRoutes(app, {
    config,
    members: repos.members,
    invites: repos.invites,
    service: membersService,
  });
  const accountsService = createAccountsService(db, changes, config.passwordCost);
  const passwordResets = createPasswordResetService(
    db,
    changes,
    jobs,
    config.mailOut ? createSmtpMailer(config.mailOut) : null,
    { passwordCost: config.passwordCost, now },
  );
  await passwordResets.start();
  accountsRoutes(app, {
    config,
    passwordResets,
    accounts: repos.accounts,
    service: accountsService,
    knownDevices: createKnownDevices(deriveKey(serverKey, 'known-device'), config.secureCookies),
    closeFamily,
    members: membersService,
  });
  devicesRoutes(app, { devices: repos.devices, service: createDevicesService(db, changes) });
  displaysRoutes(app, { displays: repos.displays, service: createDisplaysService(db, changes) });
  pairingRoutes(app, { config, service: createPairingService(db, changes) });
  analyticsRoutes(app, { analytics: repos.analytics });
  mailingListRoutes(app, { config, service: createMailingListService(db, changes, now) });
  featuresRoutes(app, { config });
  healthRoutes(app, { db });
  screensRoutes(app, {
    screens: repos.screens,
    boardLists,
    versioned: createVersionedAnswers(),
    service: createScreensService(db, changes, screenReads),
    simpleForm: createSimpleScreenService(db, changes, screenReads),
    currencyOf: repos.accounts.familyCurrency,
  });
  const taskItems = createTaskItemsRepo(db);
  tasksRoutes(app, {
    lists: createTaskListsRepo(db),
    items: taskItems,
    approvals: createTaskApprovalsRepo(db),
    service: createTasksService(db, changes, now),
    completions: createTaskCompletionService(db, changes, now),
    currencyOf: repos.accounts.familyCurrency,
  });
  piggyBanksRoutes(app, {
    banks: repos.piggyBanks,
    goals: createPiggyBankGoalsRepo(db),
    history: createPiggyBankHistoryRepo(db),
    service: createPiggyBanksService(db, changes),
    earnings: createEarningsReader(db, now),
    currencyOf: repos.accounts.familyCurrency,
  });
  peopleRoutes(app, { people: repos.people, service: createPeopleService(db, changes) });
  // What tells whom: notices for the members' phones, decided here and handed to Web Push.
  const notifications = createNotificationsService(db, changes, pushSender ?? push, {
    now,
    onUnexpected: (error, familyId) => app.log.error({ err: error, familyId }, 'a notification failed'),
  });
  changes.subscribe(notifications.heard);
  notificationsRoutes(app, { settings: repos.notificationSettings, service: notifications });
  shoppingRoutes(app, {
    shopping: repos.shopping,
    categories: repos.shoppingCategories,
    service: createShoppingService(db, changes),
    notifications,
  });
  menuRoutes(app, { menu: repos.menu, service: createMenuService(db, changes) });
  pushRoutes(app, {
    config,
    publicKey: vapidKeys.publicKey,
    subscriptions: repos.pushSubscriptions,
    service: pushService,
    sender: push,
  });
  const photosService = createPhotosService(db, changes, now);
  await photosRoutes(app, { photos: repos.photos, service: photosService });
  // The family's recipes: a page is read once, when imported, and its picture kept in the photos.
  recipesRoutes(app, {
    recipes: createRecipesRepo(db),
    service: createRecipesService(db, changes, {
      fetchPage: createGuardedFetch({
        allowPrivateHosts: config.fetchAllowPrivate,
        maxBodyBytes: 5 * 1024 * 1024,
        totalTimeoutMs: 20_000,
      }),
      fetchImage: createGuardedFetch({
        allowPrivateHosts: config.fetchAllowPrivate,
        maxBodyBytes: 15 * 1024 * 1024,
        totalTimeoutMs: 20_000,
      }),
      photos: photosService,
      now,
    }),
  });
  stockPhotosRoutes(app, {
    provider: config.pexels ? createPexels(config.pexels) : null,
    cache: createSearchCache(now),
  });
  const sealer = createSealer(deriveKey(serverKey, 'sealed-secrets'));
  const remoteCalendars = createRemoteCalendars(db, changes, sealer, calendarAccounts(config));
  const calendarFetch = createGuardedFetch({ allowPrivateHosts: config.fetchAllowPrivate });
  const calendarSync = createCalendarSync(
    db,
    changes,
    jobs,
    {
      fetch: calendarFetch,
      sealer,
      remote: remoteCalendars,
    },
    {
      intervalMs: config.calendarSyncMinutes * 60_000,
      onUnexpected: (error, sourceId) => app.log.error({ err: error, sourceId }, 'calendar sync failed'),
    },
  );
  // Providers tell of calendar changes where the public address is https; polling stays the fallback.
  const calendarWatches = createCalendarWatches(db, jobs, remoteCalendars, {
    publicUrl: config.publicUrl,
    onUnexpected: (error, sourceId) => app.log.error({ err: error, sourceId }, 'calendar channel failed'),
  });
  webhooksRoutes(app, { watches: calendarWatches });
  calendarsRoutes(app, {
    calendars: repos.calendars,
    accounts: repos.accounts,
    service: createCalendarsService(db, changes, calendarSync, sealer),
    familyEvents: repos.familyEvents,
    syncIntervalMs: config.calendarSyncMinutes * 60_000,
    writes: createEventWrites(db, changes, {
      fetch: calendarFetch,
      sealer,
      remote: remoteCalendars,
      sync: calendarSync,
      now,
    }),
  });
  // The family's own calendar: its events, its secret feed, and invitations forwarded by email.
  const inboxAddresses = config.mail
    ? createInboxAddresses(deriveKey(serverKey, 'family-inbox'), config.mail.domain)
    : null;
  familyCalendarRoutes(app, {
    config,
    events: repos.familyEvents,
    service: createFamilyEventsService(db, changes, now),
    feeds: createCalendarFeedsService(db, changes, sealer, now),
    inbox: repos.inbox,
    accounts: repos.accounts,
    tasks: taskItems,
    inboxAddress: (familyId) => inboxAddresses?.addressOf(familyId) ?? null,
    now,
  });
  const mailReceiver =
    config.mail && inboxAddresses
      ? createMailReceiver({
          config: config.mail,
          addresses: inboxAddresses,
          memberEmails: async (familyId) =>
            (await repos.members.list(familyId)).map((member) => member.email.toLowerCase()),
          inbox: createInboxService(db, changes, now),
          log: app.log,
        })
      : null;
  app.decorate('mailReceiver', mailReceiver);
  if (mailReceiver) {
    app.addHook('onReady', async () => {
      const { address, port } = await mailReceiver.listen();
      app.log.info(`Receiving forwarded invitations by SMTP on ${address}:${port}`);
    });
    app.addHook('onClose', () => mailReceiver.close());
  }
  const sharedAlbums = createSharedAlbums(
    albumProviders(config.albums),
    createGuardedFetch({ allowPrivateHosts: config.fetchAllowPrivate, maxBodyBytes: 8 * 1024 * 1024 }),
    (error, provider) => app.log.warn({ err: error, provider }, 'a shared album could not be read'),
  );
  const albumRefresh = createAlbumRefresh(db, changes, jobs, sharedAlbums, repos.screens, {
    intervalMs: config.albums.refreshMinutes * 60_000,
    now,
  });
  mediaRoutes(app, { albums: sharedAlbums, refresh: albumRefresh });
  // The weather: one forecast per place, fetched on a schedule and read by every display there.
  const weatherProvider = createOpenMeteo(config.weather);
  const weatherRefresh = createWeatherRefresh(db, changes, jobs, weatherProvider, {
    intervalMs: config.weather.refreshMinutes * 60_000,
    now,
    onUnexpected: (error, placeKey) => app.log.error({ err: error, placeKey }, 'weather fetch failed'),
  });
  weatherRoutes(app, {
    weather: repos.weather,
    service: createWeatherService(db, changes, weatherRefresh, now),
    provider: weatherProvider,
    now: now ?? (() => new Date()),
  });
  const live = liveRoutes(app, { changes, sessions, viewerBuild: viewerBuildOf(config.webDir) });
  const bus = config.liveBus
    ? liveBus(config.liveBus)
    : database.dialect === 'postgres' && database.url
      ? pgBus(database.url)
      : null;
  if (bus) {
    const relay = startRelay(bus, changes, app.log, {
      confirmed: new Set([SESSIONS, 'screens']),
      confirmWithinMs: Math.max(SESSION_CACHE_MS, BOARD_LIST_MS),
      hearing: (hears) => {
        sessions.keep(hears);
        boardLists.keep(hears);
      },
      // Back on the bus after a time without it, the streams open here missed what other instances
      // announced meanwhile: ended, their clients come back and refetch what they show.
      onGap: live.endStreams,
    });
    await relay.ready;
    app.addHook('onClose', () => relay.stop());
  }
  // The operator's view: LUNO_ADMIN_EMAILS's accounts see the server's health and suspend families.
  adminRoutes(app, {
    config,
    accounts: repos.accounts,
    admin: createAdminRepo(db, database.dialect),
    service: createAdminService(db, changes, now),
    dialect: database.dialect,
    startedAt,
    now: now ?? (() => new Date()),
    displaysOnline: () => live.openStreams().displays,
    recentErrors: recentErrors.recent,
  });
  connectionsRoutes(app, {
    config,
    sessions,
    sealer,
    remote: remoteCalendars,
    google: config.google ? googleSignIn(config.google) : null,
    accounts: accountsService,
  });
  const spotify = config.spotify ? spotifyClient(config.spotify) : null;
  musicRoutes(app, {
    config,
    sessions,
    sealer,
    screens: repos.screens,
    spotify,
    service: spotify ? createMusicService(db, changes, sealer, spotify) : null,
  });
  // Background work, on every instance: each looks for due rows and sends them to the queue, which
  // lets one runner at a time work on a row.
  const dueWork = [
    await startDueWork(jobs, calendarSync, app.log, { name: 'calendar sync', tickMs: backgroundTickMs }),
    await startDueWork(jobs, albumRefresh, app.log, { name: 'album reading', tickMs: backgroundTickMs }),
    await startDueWork(jobs, weatherRefresh, app.log, { name: 'weather fetch', tickMs: backgroundTickMs }),
    await startDueWork(jobs, calendarWatches, app.log, {
      name: 'calendar channels',
      tickMs: backgroundTickMs,
    }),
    // A reminder is due at a minute a member chose: looked for often, started within seconds.
    await startDueWork(jobs, notifications.rounds, app.log, {
      name: 'notifications',
      tickMs: backgroundTickMs ?? NOTICE_TICK_MS,
      spreadMs: Math.min(backgroundTickMs ?? NOTICE_SPREAD_MS, NOTICE_SPREAD_MS),
    }),
  ];
  // On SQLite, a copy of the database once a day at a quiet hour (db/daily-backup.ts), and a mark
  // beside it that a server runs on it, so `npm run restore` refuses meanwhile.
  if (database.file) {
    const release = markRunning(config.dataDir);
    app.addHook('onClose', async () => release());
    dueWork.push(
      await startDailyBackup({
        file: database.file,
        dataDir: config.dataDir,
        ...config.backups,
        jobs,
        log: app.log,
        now,
      }),
    );
  }
  app.addHook('onClose', async () => {
    await Promise.all(dueWork.map((work) => work.stop()));
    await jobs.stop();
  });
  sitePagesRoutes(app, { config, pages: readSitePages(config.webDir) });
  await registerSpa(app, config.webDir);
  return app;
}
