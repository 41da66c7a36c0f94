import crypto from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { PiggyBankDetails } from '../../src/common/schemas/piggy-banks';
import type { TaskApproval } from '../../src/common/schemas/tasks';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

// What this file checks needs the service workers the browser tests otherwise block.
test.use({ serviceWorkers: 'allow' });

// Phones' notifications (issue 40): the page that turns them on and says what tells whom, and the
// app's service worker that shows a pushed message and does what a tap on it asks.
test.describe.configure({ mode: 'parallel' });

interface Shown {
  title: string;
  body: string;
  tag: string;
  icon: string;
  badge: string;
  url: string;
  actions: string[];
}

/** Counts the page's calls to `Notification.requestPermission`, from before any script of the app runs. */
async function countPermissionAsks(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    const counted = window as unknown as { permissionAsks: number };
    counted.permissionAsks = 0;
    Notification.requestPermission = (...args) => {
      counted.permissionAsks += 1;
      return ask(...args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks);
}

/**
 * Sets the notifications permission of the page's browser context, as the member's answer to the
 * browser's question or the site's settings would. The session stays attached: Chromium drops a
 * permission set through the protocol when the session that set it goes.
 */
async function notificationPermission(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  return async (setting: 'granted' | 'denied') => {
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting,
      origin: new URL(test.info().project.use.baseURL ?? '').origin,
      browserContextId: targetInfo.browserContextId,
    });
  };
}

/** Waits for the app's service worker to run the open app page. */
async function appWorkerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const worker =
    page
      .context()
      .serviceWorkers()
      .find((one) => one.url().endsWith('/app-sw.js')) ??
    (await page.context().waitForEvent('serviceworker'));
  return worker;
}

/**
 * Hands the app's service worker a push message, as a push service would: the DevTools protocol
 * delivers it to the registration as a `push` event with this payload.
 */
async function deliverPush(page: Page, payload: object | string) {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const app = registrations.find((each) => each.scopeURL === `${origin}/app/` && !each.isDeleted);
      if (app) resolve(app.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  await cdp.detach();
}

/** The notifications the app's worker shows now, as the page reads them back. */
function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      icon: notification.icon,
      badge: (notification as Notification & { badge: string }).badge,
      url: (notification.data as { url: string }).url,
      actions: ((notification as Notification & { actions?: { title: string }[] }).actions ?? []).map(
        (action) => action.title,
      ),
    }));
  });
}

/**
 * A tap on the notification tagged `tag` (on its button `action`, or on itself with ''). No protocol
 * clicks a notification, and a script's own `notificationclick` is refused its `waitUntil`, so the
 * worker's click handler runs, through the function it exposes, on the notification it shows.
 */
async function tapNotification(context: BrowserContext, tag: string, action = '') {
  const worker = context.serviceWorkers().find((one) => one.url().endsWith('/app-sw.js'));
  if (!worker) throw new Error('The app’s service worker is not running');
  await worker.evaluate(
    async ({ tag, action }) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        lunoPush: {
          handleNotificationClick: (notification: Notification, action: string) => Promise<unknown>;
        };
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`No notification tagged ${tag}`);
      notification.close();
      await scope.lunoPush.handleNotificationClick(notification, action);
    },
    { tag, action },
  );
}

/** A browser's subscription as `PushSubscription.toJSON()` gives it: a P-256 key and a 16-byte secret. */
function subscriptionJson() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://127.0.0.1:9/push/${crypto.randomUUID()}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    },
  };
}

const turnOn = (page: Page) => page.getByRole('button', { name: 'Turn on notifications on this device' });

test('the page asks for no permission as it opens; the tap asks once and goes on to subscribe', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signUp(page, 'notify-on', null);
  const asks = await countPermissionAsks(page);
  await page.goto('/app/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Quiet hours' })).toBeChecked();
  await expect(turnOn(page)).toBeVisible();
  expect(await asks()).toBe(0);

  await turnOn(page).click();
  // The browser's push service: a Chromium browser context the tests open (an incognito one) has
  // none, and refuses the subscription. The page gets this far, with the permission granted, and
  // says what the browser said; with a push service the server gets the subscription (its own tests).
  await expect(page.getByRole('alert')).toContainText('This browser could not sign up for notifications');
  expect(await asks()).toBe(1);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  await expect(turnOn(page)).toBeEnabled();
});

test('a permission refused at the tap, or blocked beforehand, says how to allow it again', async ({
  page,
}) => {
  await signUp(page, 'notify-denied', null);
  const asks = await countPermissionAsks(page);
  await page.goto('/app/notifications');
  await expect(turnOn(page)).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');

  // The member says no when the browser asks.
  const setPermission = await notificationPermission(page);
  await setPermission('denied');
  await turnOn(page).click();
  const panel = page.getByRole('region', { name: 'This device' });
  await expect(panel).toContainText('Notifications are blocked for Luno in this browser.');
  await expect(panel).toContainText('Site settings');
  await expect(turnOn(page)).toHaveCount(0);
  expect(await asks()).toBe(1);
  await picture(page, 'notifications-blocked');

  // Blocked already: the page says so as it opens, and asks nothing.
  await page.reload();
  await expect(panel).toContainText('Notifications are blocked for Luno in this browser.');
  expect(await asks()).toBe(0);

  // Allowed in the site's settings: "Check again" offers to turn them on.
  await setPermission('granted');
  await panel.getByRole('button', { name: 'Check again' }).click();
  await expect(turnOn(page)).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('Luno in the browser says notifications need it on the Home Screen, and how', async ({ page }) => {
    await signUp(page, 'notify-iphone', null);
    const asks = await countPermissionAsks(page);
    await page.goto('/app/notifications');
    const panel = page.getByRole('region', { name: 'This device' });
    await expect(panel).toContainText('notifications come only to Luno added to the Home Screen');
    await expect(panel.getByRole('listitem')).toHaveText([
      /^Tap Share/,
      /^Choose Add to Home Screen, then Add/,
      /^Open Luno from the Home Screen/,
    ]);
    await expect(turnOn(page)).toHaveCount(0);
    // What tells the member is theirs to set from any device.
    await expect(page.getByRole('checkbox', { name: 'Quiet hours' })).toBeChecked();
    expect(await asks()).toBe(0);
    await picture(page, 'notifications-iphone');
  });
});

test('each setting is saved as it changes and is there after a reload', async ({ page }) => {
  await signUp(page, 'notify-settings', null);
  await page.goto('/app/notifications');
  const rules = page.getByRole('region', { name: 'What tells you' });
  const saved = () =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notifications/settings') && response.request().method() === 'PUT',
    );

  const shopping = rules.getByRole('checkbox', { name: 'Shopping list changes' });
  await expect(shopping).not.toBeChecked();
  let put = saved();
  await shopping.check();
  expect((await put).ok()).toBe(true);

  put = saved();
  await rules.getByLabel('Remind me', { exact: true }).selectOption({ label: '1 hour before' });
  expect((await put).ok()).toBe(true);

  put = saved();
  await rules.getByLabel('From').fill('22:30');
  await rules.getByLabel('From').press('Tab');
  expect((await put).ok()).toBe(true);

  put = saved();
  await rules.getByRole('checkbox', { name: 'Chores due today' }).uncheck();
  expect((await put).ok()).toBe(true);
  // Off, its time waits as it was.
  await expect(rules.getByLabel('Remind me at')).toBeDisabled();

  await page.reload();
  await expect(shopping).toBeChecked();
  await expect(rules.getByLabel('Remind me', { exact: true })).toHaveValue('60');
  await expect(rules.getByLabel('From')).toHaveValue('22:30');
  await expect(rules.getByRole('checkbox', { name: 'Chores due today' })).not.toBeChecked();
  expect(await callApi(page, 'GET', '/api/notifications/settings')).toEqual({
    approvals: true,
    choresDue: { on: false, time: '16:00' },
    events: { on: true, minutesBefore: 60 },
    syncProblems: true,
    shoppingChanges: true,
    quietHours: { on: true, start: '22:30', end: '07:00' },
  });
});

test('a device is removed from the member’s devices after a confirmation', async ({ page }) => {
  await signUp(page, 'notify-devices', null);
  await page.goto('/app/notifications');
  const devices = page.getByRole('region', { name: 'Your devices' });
  await expect(devices).toContainText('No device gets your notifications yet.');

  for (let i = 0; i < 2; i++) await callApi(page, 'POST', '/api/push/subscriptions', subscriptionJson());
  await page.reload();
  const list = devices.getByRole('list', { name: 'Devices that get your notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Added');

  await list
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('It stops getting your notifications.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const answer = await callApi<{ subscriptions: unknown[] }>(page, 'GET', '/api/push/subscriptions');
  expect(answer.subscriptions).toHaveLength(1);
});

test('a pushed message shows with the app’s icon and badge, replaces one on its topic, and a tap opens its page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signUp(page, 'notify-show', '/app/people');
  await appWorkerReady(page);
  const origin = new URL(page.url()).origin;

  const message = {
    title: 'Shopping list',
    body: 'Sam added Milk',
    url: '/app/shopping',
    topic: 'shopping-3',
  };
  await deliverPush(page, message);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Shopping list',
        body: 'Sam added Milk',
        tag: 'shopping-3',
        icon: `${origin}/icons/luno-192.png`,
        badge: `${origin}/icons/luno-badge-96.png`,
        url: `${origin}/app/shopping`,
        actions: [],
      },
    ]);
  // A newer message on the same list takes the older one's place.
  await deliverPush(page, { ...message, body: 'Sam added Milk and Eggs' });
  await expect
    .poll(async () => (await shownNotifications(page)).map((shown) => shown.body))
    .toEqual(['Sam added Milk and Eggs']);

  // A tap brings the open app to the page the message is about.
  await tapNotification(context, 'shopping-3');
  await expect(page).toHaveURL(`${origin}/app/shopping`);
  expect(context.pages()).toHaveLength(1);

  // A message the worker cannot read still shows something (a silent push costs the subscription).
  await deliverPush(page, 'not a message');
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ title, body, url }) => ({ title, body, url })))
    .toEqual([{ title: 'Luno', body: 'Something new in Luno.', url: `${origin}/app/` }]);
});

test('Approve on a notification approves the chore without opening the app, and a stale one opens its page', async ({
  browser,
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signUp(page, 'notify-approve', null);
  const bank = await callApi<{ id: number }>(page, 'POST', '/api/piggy-banks', { name: 'Maya', balance: 0 });
  const list = await callApi<{ id: number }>(page, 'POST', '/api/task-lists', {
    name: 'Chores',
    needsApproval: true,
  });
  const item = await callApi<{ id: number }>(page, 'POST', `/api/task-lists/${list.id}/items`, {
    task: 'Water the tomatoes',
    value: 1,
    targetPiggyBankId: bank.id,
  });
  const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [],
  });

  // Ticked on the wall: it waits for a parent's OK.
  const { tv, tvContext } = await pairTv(browser, page, screen.id);
  const ticked = await tv.evaluate(async (path) => {
    const { csrfToken } = await (await fetch('/api/csrf-token')).json();
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: '{}',
    });
    return response.status;
  }, `/api/task-lists/${list.id}/items/${item.id}/complete`);
  expect(ticked).toBe(200);
  await tvContext.close();
  const [approval] = await callApi<TaskApproval[]>(page, 'GET', '/api/task-approvals');
  expect(approval).toMatchObject({ task: 'Water the tomatoes', piggyBankId: bank.id });

  await page.goto('/app/people');
  await appWorkerReady(page);
  const origin = new URL(page.url()).origin;
  const message = {
    title: 'Maya did Water the tomatoes',
    body: '$1.00 waits for your OK',
    url: '/app/todos',
    topic: `approval-${approval.id}`,
    actions: [
      { action: 'approve', title: 'Approve', post: `/api/task-approvals/${approval.id}/approve` },
      { action: 'send-back', title: 'Send back', post: `/api/task-approvals/${approval.id}/send-back` },
    ],
  };
  await deliverPush(page, message);
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ title, actions }) => ({ title, actions })))
    .toEqual([{ title: 'Maya did Water the tomatoes', actions: ['Approve', 'Send back'] }]);

  // Approve: done by the worker with the member's session; the app stays where it was.
  await tapNotification(context, message.topic, 'approve');
  expect(await callApi(page, 'GET', '/api/task-approvals')).toEqual([]);
  expect((await callApi<PiggyBankDetails>(page, 'GET', `/api/piggy-banks/${bank.id}`)).balance).toBe(1);
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ title, body, tag }) => ({ title, body, tag })))
    .toEqual([{ title: 'Approved', body: 'Maya did Water the tomatoes', tag: message.topic }]);
  expect(page.url()).toBe(`${origin}/app/people`);
  expect(context.pages()).toHaveLength(1);

  // The same message again (a second phone's, already approved): nothing more is paid, and the
  // tap opens the page where the member sees how it stands.
  await deliverPush(page, message);
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ title }) => title))
    .toEqual(['Maya did Water the tomatoes']);
  await tapNotification(context, message.topic, 'approve');
  await expect(page).toHaveURL(`${origin}/app/todos`);
  expect((await callApi<PiggyBankDetails>(page, 'GET', `/api/piggy-banks/${bank.id}`)).balance).toBe(1);
});

test.describe('the page on a phone and a laptop', () => {
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1280, height: 860 }],
  ] as const) {
    test(`draws its three parts on a ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signUp(page, `notify-${name}`, null);
      await callApi(page, 'POST', '/api/push/subscriptions', subscriptionJson());
      await page.goto('/app/notifications');
      await expect(page.getByRole('checkbox', { name: 'Quiet hours' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your devices' }).getByRole('listitem')).toHaveCount(1);
      await expect(turnOn(page)).toBeVisible();
      // Nothing wider than the window: the page scrolls only down.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await picture(page, `notifications-${name}`, { fullPage: true });
    });
  }
});
