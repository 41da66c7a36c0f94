import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORD, signUp } from './support/accounts';
import { callApi } from './support/api';
import { ownServer } from './support/own-server';
import { picture } from './support/pictures';

// What this file checks needs the service workers the browser tests otherwise block.
test.use({ serviceWorkers: 'allow' });

/**
 * Lists that work in the shop (issue 40): a phone that loses its signal keeps ticking, adding and
 * shopping, and ticking a chore; it reloads with no network and still has its lists and its
 * changes; once back, each change reaches the server once, and the family's other phone sees it.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The store searches open in new tabs; they answer locally so the tests never leave the machine. */
async function stubStoreSearches(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/www\.(walmart|kroger|heb|target|amazon)\.com\//, (route) =>
    route.fulfill({ contentType: 'text/plain', body: 'store search' }),
  );
}

/** A second phone of the same family: signed in with the same account, on its own browser. */
async function secondPhone(
  browser: Browser,
  baseURL: string,
  email: string,
  device: Parameters<Browser['newContext']>[0] = PHONE,
): Promise<Page> {
  const context = await browser.newContext({ ...device, baseURL });
  const page = await context.newPage();
  await page.goto('/robots.txt');
  const status = await page.evaluate(
    async ({ email, password }) => {
      const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
      const response = await fetch('/api/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) return `${response.status} ${await response.text()}`;
      const { token, familyId } = await response.json();
      localStorage.setItem('token', token);
      localStorage.setItem('familyId', String(familyId));
      return 'signed in';
    },
    { email, password: E2E_PASSWORD },
  );
  expect(status).toBe('signed in');
  return page;
}

interface SeenWrite {
  method: string;
  path: string;
  key: string | null;
}

/** Every write of the lists that reached the server and was answered, with its Idempotency-Key. */
function watchWrites(context: BrowserContext): SeenWrite[] {
  const seen: SeenWrite[] = [];
  context.on('response', (response) => {
    const request = response.request();
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' || !/^\/api\/(shopping|task)-lists\//.test(pathname)) return;
    seen.push({
      method: request.method(),
      path: pathname,
      key: request.headers()['idempotency-key'] ?? null,
    });
  });
  return seen;
}

/** Another page of the app, through the phone's menu: no page load, as a member moves around. */
async function goTo(page: Page, link: 'Tasks' | 'Shopping'): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: link }).click();
}

const itemsList = (page: Page) => page.getByRole('list', { name: 'Items', exact: true });
const tickedList = (page: Page) => page.getByRole('list', { name: 'Ticked items' });

test('a phone with no signal ticks, adds, shops and ticks a chore, reloads, and each change reaches the server once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = ownServer(Number(process.env.E2E_PORT) + 120);
  await server.start();
  const phone = await browser.newContext({ ...PHONE, baseURL: server.baseURL });
  await stubStoreSearches(phone);
  const writes = watchWrites(phone);
  try {
    const page = await phone.newPage();
    const email = await signUp(page, 'shop-offline', null);
    const groceries = await callApi<{ id: number }>(page, 'POST', '/api/shopping-lists', {
      name: 'Groceries',
    });
    for (const item of ['Milk', 'Eggs', 'Bread', 'Apples']) {
      await callApi(page, 'POST', `/api/shopping-lists/${groceries.id}/items`, { item });
    }
    const bank = await callApi<{ id: number }>(page, 'POST', '/api/piggy-banks', { name: 'Sam', balance: 0 });
    const chores = await callApi<{ id: number }>(page, 'POST', '/api/task-lists', { name: 'Chores' });
    await callApi(page, 'POST', `/api/task-lists/${chores.id}/items`, {
      task: 'Take out the bins',
      value: 1,
      targetPiggyBankId: bank.id,
    });

    // Online: both pages once, so the phone keeps their lists; the worker keeps the app.
    await page.goto('/app/todos');
    await expect(page.getByText('Take out the bins')).toBeVisible();
    await page.goto('/app/shopping');
    await expect(itemsList(page)).toContainText('Apples');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean(await (await caches.open('luno-app-page')).match('/app/'))),
      )
      .toBe(true);

    // Ticked where it stands: it sinks under the rest, struck through, and the server has it.
    await page.getByRole('checkbox', { name: 'Milk' }).check();
    await expect(tickedList(page)).toContainText('Milk');
    await expect(itemsList(page)).not.toContainText('Milk');
    await expect
      .poll(async () =>
        (
          await callApi<{ item: string; isComplete: boolean }[]>(
            page,
            'GET',
            `/api/shopping-lists/${groceries.id}/items`,
          )
        )
          .filter((item) => item.isComplete)
          .map((item) => item.item),
      )
      .toEqual(['Milk']);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('keptAppAnswers') ?? ''))
      .toContain('Take out the bins');
    await picture(page, 'shop-online-ticked', { fullPage: true });
    writes.length = 0;

    // The signal goes: the server stops, for real, and the phone has no network.
    await server.kill();
    await phone.setOffline(true);

    await page.getByRole('checkbox', { name: 'Milk' }).uncheck();
    await expect(itemsList(page)).toContainText('Milk');
    await page.getByRole('checkbox', { name: 'Eggs' }).check();
    await expect(tickedList(page)).toContainText('Eggs');
    await page.getByLabel('Add an item').fill('Oat milk');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(itemsList(page)).toContainText('Oat milk');
    await expect(page.getByLabel('Add an item')).toHaveValue('');

    await page.getByRole('button', { name: 'Start Shopping Mode' }).click();
    await page.getByLabel('Bread').check();
    const breadTab = phone.waitForEvent('page');
    await page.getByRole('button', { name: 'Start Shopping', exact: true }).click();
    await (await breadTab).close();
    await page.getByRole('button', { name: 'Got It!' }).click();
    await expect(page.getByRole('heading', { name: 'Shopping done!' })).toBeVisible();
    await expect(page.getByText('Offline — 4 changes waiting')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(itemsList(page)).not.toContainText('Bread');

    await goTo(page, 'Tasks');
    await page.getByRole('button', { name: 'Complete Take out the bins' }).click();
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page.getByText('Done · saved when back online')).toBeVisible();
    await expect(page.getByText('Offline — 5 changes waiting')).toBeVisible();
    await picture(page, 'tasks-offline-waiting', { fullPage: true });

    // A reload with no network: the page comes from the worker, the lists from the phone, with the
    // changes that wait shown done.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
    await expect(page.getByText('Offline — 5 changes waiting')).toBeVisible();
    await expect(page.getByText('Done · saved when back online')).toBeVisible();
    await goTo(page, 'Shopping');
    await expect(page.getByText('Offline — 5 changes waiting')).toBeVisible();
    await expect(itemsList(page)).toContainText('Milk');
    await expect(itemsList(page)).toContainText('Oat milk');
    await expect(itemsList(page)).not.toContainText('Bread');
    await expect(tickedList(page)).toHaveText(/Eggs/);
    await expect(page.getByRole('checkbox', { name: 'Eggs' })).toBeChecked();
    await picture(page, 'shop-offline-waiting', { fullPage: true });
    expect(writes, 'nothing reached a server while it was away').toEqual([]);

    // The server comes back on the same data and port; the family's other phone opens the list.
    await server.start();
    const other = await secondPhone(browser, server.baseURL, email);
    await other.goto('/app/shopping');
    await expect(tickedList(other)).toContainText('Milk');
    await expect(itemsList(other)).toContainText('Bread');

    // The signal is back: the waiting changes go, in order, each once.
    await phone.setOffline(false);
    await expect(page.getByText('All saved')).toBeVisible();
    expect(writes.map(({ method, path }) => `${method} ${path.replace(/\d+/g, 'N')}`)).toEqual([
      'PATCH /api/shopping-lists/N/items/N',
      'PATCH /api/shopping-lists/N/items/N',
      'POST /api/shopping-lists/N/items',
      'DELETE /api/shopping-lists/N/items/N',
      'POST /api/task-lists/N/items/N/complete',
    ]);
    const keys = writes.map((write) => write.key);
    expect(keys.every((key) => key !== null && /^[0-9a-f-]{36}$/.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);

    // The second phone sees it live, without a reload.
    await expect(itemsList(other)).toContainText('Oat milk');
    await expect(itemsList(other)).toContainText('Milk');
    await expect(itemsList(other)).not.toContainText('Bread');
    await expect(tickedList(other)).toHaveText(/Eggs/);

    // And the server's data says each was done once: one Oat milk, one dollar paid.
    const items = await callApi<{ item: string; isComplete: boolean }[]>(
      other,
      'GET',
      `/api/shopping-lists/${groceries.id}/items`,
    );
    expect(items.map((item) => [item.item, item.isComplete])).toEqual([
      ['Milk', false],
      ['Eggs', true],
      ['Apples', false],
      ['Oat milk', false],
    ]);
    const banks = await callApi<{ id: number; balance: number }[]>(other, 'GET', '/api/piggy-banks');
    expect(banks.find((entry) => entry.id === bank.id)?.balance).toBe(1);
    await expect(page.getByText('All saved')).toBeVisible();
    await other.context().close();
  } finally {
    await phone.close();
    await server.dispose();
  }
});

test('a tick made offline of an item removed meanwhile on another phone is dropped with a note', async ({
  browser,
}) => {
  const phone = await browser.newContext(PHONE);
  const writes = watchWrites(phone);
  try {
    const page = await phone.newPage();
    const email = await signUp(page, 'shop-gone', null);
    const list = await callApi<{ id: number }>(page, 'POST', '/api/shopping-lists', { name: 'Groceries' });
    await callApi(page, 'POST', `/api/shopping-lists/${list.id}/items`, { item: 'Milk' });
    await callApi(page, 'POST', `/api/shopping-lists/${list.id}/items`, { item: 'Eggs' });
    await page.goto('/app/shopping');
    await expect(itemsList(page)).toContainText('Eggs');
    writes.length = 0;

    await phone.setOffline(true);
    await page.getByRole('checkbox', { name: 'Milk' }).check();
    await page.getByRole('checkbox', { name: 'Eggs' }).check();
    await expect(page.getByText('Offline — 2 changes waiting')).toBeVisible();

    // Meanwhile the other phone, online, takes Milk off the list.
    // This one a laptop, for a look at the page on a wide screen too.
    const other = await secondPhone(browser, test.info().project.use.baseURL!, email, {
      viewport: { width: 1280, height: 800 },
    });
    await other.goto('/app/shopping');
    await other.getByRole('button', { name: 'Remove Milk' }).click();
    await other.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(other.getByRole('checkbox', { name: 'Milk' })).toHaveCount(0);

    await phone.setOffline(false);
    await expect(page.getByText('Milk was removed on another device.')).toBeVisible();
    await expect(page.getByText('All saved')).toBeVisible();
    // Dropped, not tried again and again; the change after it went through.
    expect(writes.filter((write) => write.method === 'PATCH')).toHaveLength(2);
    await expect(tickedList(page)).toHaveText(/Eggs/);
    await expect(page.getByRole('checkbox', { name: 'Milk' })).toHaveCount(0);
    await expect(tickedList(other)).toHaveText(/Eggs/);
    await picture(other, 'shop-laptop-ticked');
    await picture(page, 'shop-note-dropped', { fullPage: true });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('Milk was removed on another device.')).toHaveCount(0);

    // Clear ticked, with no network, asks first, and goes when the network is back.
    await phone.setOffline(true);
    await page.getByRole('button', { name: 'Clear ticked' }).click();
    await expect(page.getByRole('dialog', { name: 'Clear the ticked items?' })).toContainText(
      '1 ticked item will be taken off Groceries.',
    );
    await page.getByRole('button', { name: 'Clear ticked' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('No items')).toBeVisible();
    await expect(page.getByText('Offline — 1 change waiting')).toBeVisible();
    await phone.setOffline(false);
    await expect(page.getByText('All saved')).toBeVisible();
    await expect(other.getByText('No items')).toBeVisible();
    await other.context().close();
  } finally {
    await phone.close();
  }
});

test('a write whose answer was lost is sent again under the same key and done once', async ({ browser }) => {
  // No worker here: the lost answer is played by routing the page's own requests.
  const phone = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await phone.newPage();
    await signUp(page, 'shop-lost', null);
    const list = await callApi<{ id: number }>(page, 'POST', '/api/shopping-lists', { name: 'Groceries' });
    // Until the server keeps Idempotency-Keys, a write sent twice is done twice: nothing to test yet.
    const probe = await page.evaluate(async (listId) => {
      const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
      const key = crypto.randomUUID();
      const send = async () =>
        (
          await fetch(`/api/shopping-lists/${listId}/items`, {
            method: 'POST',
            credentials: 'include',
            headers: {
              'Content-Type': 'application/json',
              'X-CSRF-Token': csrfToken,
              'Idempotency-Key': key,
              Authorization: `Bearer ${localStorage.getItem('token')}`,
            },
            body: JSON.stringify({ item: 'Probe' }),
          })
        ).json();
      const [first, again] = [await send(), await send()];
      return { same: first.id === again.id, ids: [first.id, again.id] };
    }, list.id);
    test.skip(!probe.same, 'the server does not keep Idempotency-Keys yet');
    const probeId = probe.ids[0];
    await page.evaluate(
      async ({ listId, itemId }) => {
        const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
        await fetch(`/api/shopping-lists/${listId}/items/${itemId}`, {
          method: 'DELETE',
          credentials: 'include',
          headers: { 'X-CSRF-Token': csrfToken, Authorization: `Bearer ${localStorage.getItem('token')}` },
        });
      },
      { listId: list.id, itemId: probeId },
    );

    await page.goto('/app/shopping');
    await expect(page.getByText('No items')).toBeVisible();
    const keys: (string | undefined)[] = [];
    await phone.route(`**/api/shopping-lists/${list.id}/items`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.fallback();
      // The server adds Milk, and the answer is lost on its way back: the signal went.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByLabel('Add an item').fill('Milk');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Offline — 1 change waiting')).toBeVisible();
    // The signal comes back.
    await phone.setOffline(true);
    await phone.setOffline(false);
    await expect(page.getByText('All saved')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const items = await callApi<{ item: string }[]>(page, 'GET', `/api/shopping-lists/${list.id}/items`);
    expect(items.map((item) => item.item)).toEqual(['Milk']);
    await expect(itemsList(page).getByRole('checkbox')).toHaveCount(1);
  } finally {
    await phone.close();
  }
});
