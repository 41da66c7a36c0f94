import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { SAFETY_REFRESH_MS } from '../../src/web/api/freshness';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { ownServer } from './support/own-server';

// What this file checks needs the service workers the browser tests otherwise block.
test.use({ serviceWorkers: 'allow' });

/**
 * How often a heartbeat reaches the page while the test lets time pass: within the viewer's 60 s
 * watchdog, as the server's every 25 s do (server/live/live.routes.ts).
 */
const HEARTBEAT_MS = 50_000;

/** A board of the widgets that read the family's data, made through the API from the signed-in page. */
async function householdBoard(page: Page): Promise<number> {
  const list = await callApi<{ id: number }>(page, 'POST', '/api/task-lists', { name: 'Chores' });
  await callApi(page, 'POST', `/api/task-lists/${list.id}/items`, { task: 'Empty the dishwasher' });
  const shopping = await callApi<{ id: number }>(page, 'POST', '/api/shopping-lists', { name: 'Groceries' });
  await callApi(page, 'POST', `/api/shopping-lists/${shopping.id}/items`, { item: 'Milk' });
  await callApi(page, 'POST', '/api/menu', { date: todayIn(), dinner: 'Tacos' });
  const bank = await callApi<{ id: number }>(page, 'POST', '/api/piggy-banks', { name: 'Emma', balance: 7 });
  const place = (component: object, x: number, y: number) => ({
    ...component,
    x,
    y,
    width: 440,
    height: 480,
  });
  const chores = createComponent('list', 'chores');
  const groceries = createComponent('shopping', 'groceries');
  const board = {
    name: 'Kitchen',
    components: [
      place({ ...chores, listConfig: { ...chores.listConfig, listId: list.id } }, 20, 20),
      place({ ...groceries, shoppingConfig: { ...groceries.shoppingConfig, listId: shopping.id } }, 480, 20),
      place(createComponent('menu', 'menu'), 940, 20),
      place({ ...createComponent('piggy-bank', 'bank'), piggyBankId: bank.id }, 1400, 20),
      place(createComponent('calendar', 'week'), 20, 540),
      place(createComponent('events', 'events'), 480, 540),
      place({ ...createComponent('text', 'note'), textContent: 'Soccer at 4' }, 940, 540),
      place(createComponent('clock', 'clock'), 1400, 540),
    ],
  };
  return (await callApi<{ id: number }>(page, 'POST', '/api/screens', board)).id;
}

/** The board drawn with its family's data. */
async function boardShown(tv: Page): Promise<void> {
  await expect(tv.locator('[data-component-id="chores"]')).toContainText('Empty the dishwasher');
  await expect(tv.locator('[data-component-id="groceries"]')).toContainText('Milk');
  await expect(tv.locator('[data-component-id="menu"]')).toContainText('Tacos');
  await expect(tv.locator('[data-component-id="bank"]')).toContainText('$7.00');
}

/**
 * The API requests the TV's page made that the server answered, as "GET /api/…", whether it held
 * an answer (`If-None-Match`) and how many bytes of body came back.
 */
function answeredRequests(tv: Page) {
  const answered: { request: string; holding: boolean; bodyBytes: number }[] = [];
  tv.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || url.pathname === '/api/live') return;
    // The page is given the answer it kept when the server says 304: only the bytes on the wire tell.
    const sizes = await request.sizes();
    answered.push({
      request: `${request.method()} ${url.pathname}${url.search}`,
      holding: (await request.headerValue('if-none-match')) !== null,
      bodyBytes: sizes.responseBodySize,
    });
  });
  return answered;
}

/** Every API request made, once each. */
const distinct = (list: { request: string }[]) => [...new Set(list.map((entry) => entry.request))].sort();

/** What the board reads: a page load also reads the session and a form token, once. */
const boardReads = (list: { request: string }[]) =>
  distinct(list).filter(
    (request) => request.startsWith('GET ') && !/^GET \/api\/(auth\/status|csrf-token)$/.test(request),
  );

/** Keeps every live stream the page opens within reach of the test. */
async function followStreams(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.EventSource;
    const streams: EventSource[] = [];
    (window as unknown as { liveStreams: EventSource[] }).liveStreams = streams;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        streams.push(this);
      }
    };
  });
}

/**
 * Lets `ms` pass on the page's paused fake clock, every timer firing in turn, with a heartbeat of the
 * live stream arriving as time passes: the server's keep to the real clock, and the viewer's
 * watchdog would take an hour without one for a dead stream. The heartbeats come from a timer of
 * the fake clock itself, so the whole stretch is one run of the clock.
 */
async function restFor(tv: Page, ms: number): Promise<void> {
  await tv.evaluate((every) => {
    const page = window as unknown as { liveStreams: EventSource[]; restHeartbeats?: number };
    page.restHeartbeats ??= window.setInterval(
      () => page.liveStreams.at(-1)?.dispatchEvent(new MessageEvent('heartbeat', { data: '{}' })),
      every,
    );
  }, HEARTBEAT_MS);
  await tv.clock.runFor(ms);
}

test('a TV at rest with its live stream open asks for nothing, then for everything once at its safety refresh, answered 304', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'at-rest', null);
  const boardId = await householdBoard(page);
  await followStreams(context);
  const tv = await context.newPage();
  // Eight in the morning, so that the twelve hours end on the same day: a new day is a change of its
  // own (the menu card moves on to it).
  const morning = new Date();
  morning.setHours(8, 0, 0, 0);
  await tv.clock.install({ time: morning });
  const opened = tv.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  const answered = answeredRequests(tv);
  await tv.goto(`/view/${boardId}`);
  await boardShown(tv);
  await opened;
  await expect.poll(() => tv.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The page's first requests have been answered.
  await tv.waitForLoadState('networkidle');
  const loaded = boardReads(answered);
  expect(loaded).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^GET \/api\/screens\/\d+$/),
      expect.stringMatching(/^GET \/api\/task-lists\/\d+\/items$/),
      expect.stringMatching(/^GET \/api\/shopping-lists\/\d+\/items$/),
      expect.stringMatching(/^GET \/api\/menu\?/),
      expect.stringMatching(/^GET \/api\/piggy-banks\/\d+$/),
      'GET /api/events',
    ]),
  );
  answered.length = 0;
  // From here the page's time passes only as the test lets it.
  await tv.clock.pauseAt((await tv.evaluate(() => Date.now())) + 1_000);

  // An hour, then up to a minute before the safety refresh: not one request.
  await restFor(tv, 60 * 60_000);
  expect(answered).toEqual([]);
  await restFor(tv, SAFETY_REFRESH_MS - 60 * 60_000 - 60_000);
  expect(answered).toEqual([]);
  await expect(tv.locator('[data-component-id="chores"]')).toContainText('Empty the dishwasher');

  // The safety refresh asks for every read of the board once, and nothing has changed.
  await restFor(tv, 2 * 60_000);
  await expect.poll(() => distinct(answered)).toEqual(loaded);
  expect(answered.map((entry) => entry.request).sort()).toEqual(distinct(answered));
  for (const entry of answered) expect(entry).toMatchObject({ holding: true, bodyBytes: 0 });

  // A change made elsewhere still reaches the TV at once, by the stream.
  await tv.clock.resume();
  answered.length = 0;
  const [list] = await callApi<{ id: number }[]>(page, 'GET', '/api/task-lists');
  await callApi(page, 'POST', `/api/task-lists/${list!.id}/items`, { task: 'Water the plants' });
  await expect(tv.locator('[data-component-id="chores"]')).toContainText('Water the plants');
  // Its request is written down once its sizes are read, which may be after the page has drawn it.
  await expect.poll(() => distinct(answered)).toEqual([`GET /api/task-lists/${list!.id}/items`]);
});

test('after a gap in its live stream a TV asks for what its board shows once, when the server is back', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const server = ownServer(Number(process.env.E2E_PORT) + 40);
  await server.start();
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1920, height: 1080 },
  });
  try {
    const phone = await context.newPage();
    await signUp(phone, 'gap', null);
    const boardId = await householdBoard(phone);
    const tv = await context.newPage();
    const answered = answeredRequests(tv);
    await tv.goto(`/view/${boardId}`);
    await boardShown(tv);
    await tv.waitForLoadState('networkidle');
    const loaded = boardReads(answered);

    await server.kill();
    await expect(tv.getByText(/^Offline since \d\d:\d\d/)).toBeVisible();
    answered.length = 0;
    await server.start();
    // The stream comes back by itself, and with it the board; and the session once, as the app's
    // pages read it after a gap: the family may have been suspended, or the TV unpaired, meanwhile.
    const afterGap = [...loaded, 'GET /api/auth/status'].sort();
    await expect(tv.getByText(/^Offline since/)).toHaveCount(0, { timeout: 45_000 });
    await expect.poll(() => distinct(answered)).toEqual(afterGap);
    // Some time later, still once each.
    await tv.waitForTimeout(3_000);
    expect(answered.map((entry) => entry.request).sort()).toEqual(afterGap);
    await boardShown(tv);
  } finally {
    await context.close();
    await server.dispose();
  }
});
