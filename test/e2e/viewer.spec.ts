import { type Browser, expect, type Page, type Route, test } from '@playwright/test';
import type { ComponentInput } from '../../src/common/schemas/component';
import { createComponent } from '../../src/common/schemas/component';
import { E2E_PASSWORD, setSubscriptionStatus, signUp } from './support/accounts';
import { callApi } from './support/api';
import { pairTv } from './support/tv';

// What this file checks needs the service workers the browser tests otherwise block.
test.use({ serviceWorkers: 'allow' });

// Its tests are each a visitor or family of their own: the run may share them out between workers.
test.describe.configure({ mode: 'parallel' });

interface NewScreen {
  name: string;
  components: ComponentInput[];
  timer?: { enabled: boolean; durationSeconds: number };
  background?: { type: 'color'; color: string; opacity: number };
  care?: { shift: boolean; dimAtNight: boolean; dimFrom: string; dimTo: string; dimBrightness: number };
}

/** Creates a screen from the signed-in page, as the app does: session token and CSRF token. */
async function createScreen(page: Page, screen: NewScreen): Promise<number> {
  return page.evaluate(async (body) => {
    const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
    const response = await fetch('/api/screens', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRF-Token': csrfToken,
        Authorization: `Bearer ${localStorage.getItem('token')}`,
      },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST /api/screens answered ${response.status}`);
    return ((await response.json()) as { id: number }).id;
  }, screen);
}

function textComponent(id: string, textContent: string): ComponentInput {
  return { ...createComponent('text', id), textContent, x: 100, y: 100, width: 800, height: 200 };
}

test('a board shows its text and a clock that ticks every second', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-01T15:00:00Z') });
  await signUp(page, 'viewer', null);
  const clock = createComponent('clock', 'clock');
  const id = await createScreen(page, {
    name: 'Kitchen',
    components: [
      textComponent('note', 'Pancakes on Sunday!'),
      {
        ...clock,
        x: 100,
        y: 400,
        width: 600,
        height: 200,
        clockConfig: { timezone: 'Europe/London', hour12: false, showSeconds: true },
      },
    ],
  });

  await page.goto(`/view/${id}`);
  await expect(page.getByText('Pancakes on Sunday!')).toBeVisible();
  await expect(page).toHaveTitle('Kitchen - Luno');

  await page.clock.pauseAt(new Date('2026-03-01T15:10:00Z'));
  const time = page.locator('time');
  await expect(time).toHaveText('15:10:00');
  await page.clock.runFor(2000);
  await expect(time).toHaveText('15:10:02');
});

test('an unknown screen id says the screen was not found', async ({ page }) => {
  await signUp(page, 'viewer', '/view/999999');
  await expect(page.getByRole('alert')).toHaveText('Screen not found.');
});

test('a signed-out visitor is asked to log in, and comes back to the board after logging in', async ({
  page,
}) => {
  const email = await signUp(page, 'viewer');
  const id = await createScreen(page, {
    name: 'Hall',
    components: [textComponent('hello', 'Hello from the hall')],
  });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto(`/view/${id}`);
  await expect(page.getByText('You must be logged in to view this screen.')).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}$`));
  await expect(page.getByText('Hello from the hall')).toBeVisible();
});

/**
 * Moves the page's clock on by one timer period (30 s) at a time until the board shows screen
 * `id`. The timer is armed in an effect just after the board draws, which can land a moment after
 * the test sees the board; a second period then fires it, and one that already fired is not
 * stepped past because the address has changed.
 */
async function nextTimerStep(page: Page, id: number) {
  const target = `/view/${id}`;
  const path = () => page.evaluate(() => location.pathname);
  await expect
    .poll(async () => {
      if ((await path()) !== target) await page.clock.fastForward(31_000);
      return path();
    })
    .toBe(target);
}

test('in fullscreen the screen timer moves through the family’s screens and wraps', async ({ page }) => {
  await page.clock.install();
  await signUp(page, 'viewer', null);
  const timer = { enabled: true, durationSeconds: 30 };
  const first = await createScreen(page, {
    name: 'Morning',
    timer,
    components: [textComponent('a', 'Good morning')],
  });
  const second = await createScreen(page, {
    name: 'Evening',
    timer,
    components: [textComponent('b', 'Good night')],
  });

  await page.goto(`/view/${first}`);
  await expect(page.getByText('Good morning')).toBeVisible();

  // Outside fullscreen the timer waits.
  await page.clock.fastForward(31_000);
  await expect(page.getByText('Good morning')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/view/${first}$`));

  // The controls left the screen while nobody moved; a move of the mouse brings them back.
  await page.mouse.move(640, 360);
  await page.getByRole('button', { name: 'Fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  // The board has re-rendered in its fullscreen mode, so the timer is armed.
  await expect(page.locator('main.viewer--fullscreen')).toBeVisible();

  await nextTimerStep(page, second);
  await expect(page.getByText('Good night')).toBeVisible();
  // The switch happened inside the page: still fullscreen, no reload.
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);

  await nextTimerStep(page, first);
  await expect(page.getByText('Good morning')).toBeVisible();

  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
});

/** A 1280×720 TV of its own paired to the phone's family as 'Living room', showing `screenId`. */
async function pairLivingRoomTv(browser: Browser, phone: Page, screenId: number) {
  const { tv, tvContext } = await pairTv(browser, phone, screenId, {
    name: 'Living room',
    context: { viewport: { width: 1280, height: 720 } },
  });
  return { tv, context: tvContext };
}

async function choresScreen(phone: Page, timer?: NewScreen['timer']): Promise<number> {
  const list = await callApi<{ id: number }>(phone, 'POST', '/api/task-lists', { name: 'Chores' });
  await callApi(phone, 'POST', `/api/task-lists/${list.id}/items`, { task: 'Feed the cat' });
  const chores = createComponent('list', 'chores');
  return createScreen(phone, {
    name: 'Kitchen',
    timer,
    components: [
      {
        ...chores,
        x: 40,
        y: 40,
        width: 800,
        height: 500,
        listConfig: { ...chores.listConfig, listId: list.id },
      },
    ],
  });
}

test('a paired TV moves on by its boards’ timers without anyone pressing Fullscreen', async ({
  browser,
  page: phone,
}) => {
  await signUp(phone, 'viewer', null);
  const timer = { enabled: true, durationSeconds: 30 };
  const kitchen = await choresScreen(phone, timer);
  const hallway = await createScreen(phone, {
    name: 'Hallway',
    timer,
    components: [textComponent('welcome', 'Welcome home')],
  });
  const { tv, context } = await pairLivingRoomTv(browser, phone, kitchen);
  try {
    await expect(tv.locator('[data-component-id="chores"]')).toContainText('Feed the cat');
    // Nobody pressed Fullscreen: a move of the mouse shows the controls to look.
    await tv.mouse.move(640, 360);
    await expect(tv.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-pressed', 'false');
    await nextTimerStep(tv, hallway);
    await expect(tv.getByText('Welcome home')).toBeVisible();
    await nextTimerStep(tv, kitchen);
    await expect(tv.locator('[data-component-id="chores"]')).toContainText('Feed the cat');
  } finally {
    await context.close();
  }
});

test('an unpaired TV forgets the family’s answers it kept for a reload without the server', async ({
  browser,
  page: phone,
}) => {
  await signUp(phone, 'viewer', null);
  const kitchen = await choresScreen(phone);
  const { tv, context } = await pairLivingRoomTv(browser, phone, kitchen);
  try {
    await choresShownAndKept(tv);
    const [display] = await callApi<{ id: number }[]>(phone, 'GET', '/api/displays');
    await callApi(phone, 'DELETE', `/api/displays/${display!.id}`, {});
    await expect(tv).toHaveURL(/\/pair$/);
    expect(await tv.evaluate(() => localStorage.getItem('keptAnswers'))).toBeNull();
  } finally {
    await context.close();
  }
});

test('a TV unpaired while its live stream was away goes back to /pair at its next look at the board', async ({
  browser,
  page: phone,
}) => {
  await signUp(phone, 'viewer', null);
  const kitchen = await choresScreen(phone);
  const { tv, context } = await pairLivingRoomTv(browser, phone, kitchen);
  try {
    await expect(tv.locator('[data-component-id="chores"]')).toContainText('Feed the cat');
    // The stream never reaches the TV, so the unpairing is never announced to it.
    await tv.route('**/api/live', (route) => route.abort('connectionrefused'));
    await tv.reload();
    await expect(tv.locator('[data-component-id="chores"]')).toContainText('Feed the cat');
    const [display] = await callApi<{ id: number }[]>(phone, 'GET', '/api/displays');
    await callApi(phone, 'DELETE', `/api/displays/${display!.id}`, {});
    await tv.clock.fastForward(61_000);
    await expect(tv).toHaveURL(/\/pair$/);
    expect(await tv.evaluate(() => localStorage.getItem('keptAnswers'))).toBeNull();
  } finally {
    await context.close();
  }
});

/**
 * Holds every answer of the API from `page` (the browser's own network) until `release` lets them
 * through, as a slow or sleeping server would.
 */
async function holdTheApi(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/**', (route) => void held.push(route));
  return {
    asked: (path: string) => held.some((route) => new URL(route.request().url()).pathname === path),
    release: async () => {
      await page.unroute('**/api/**');
      for (const route of held) await route.continue().catch(() => undefined);
    },
  };
}

/** Waits until `page` shows the chores and has kept their answer for a reload without the server. */
async function choresShownAndKept(page: Page): Promise<void> {
  await expect(page.locator('[data-component-id="chores"]')).toContainText('Feed the cat');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('keptAnswers') ?? ''))
    .toContain('Feed the cat');
}

/** A board with a note and the family's chores, which it shows once in `page` so the display keeps both. */
async function keptChoresBoard(page: Page): Promise<number> {
  const kitchen = await choresScreen(page);
  await page.goto(`/view/${kitchen}`);
  await choresShownAndKept(page);
  return kitchen;
}

test('a display that reloads draws its kept board and answers before the server says a word, and takes them down when its session turns out to be over', async ({
  page,
}) => {
  await signUp(page, 'viewer', null);
  const kitchen = await keptChoresBoard(page);

  const server = await holdTheApi(page);
  await page.reload();
  await expect(page.locator('[data-component-id="chores"]')).toContainText('Feed the cat');
  await expect(page.getByText('Verifying session...')).toHaveCount(0);
  await expect.poll(() => server.asked('/api/auth/status')).toBe(true);

  // Meanwhile the session ended (signed out on another device); the check says so when it answers.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(
    (await page.request.get('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).ok(),
  ).toBe(true);
  await server.release();
  await expect(page.getByText('You must be logged in to view this screen.')).toBeVisible();
  await expect(page.locator('[data-component-id]')).toHaveCount(0);

  // A browser no one is signed in on draws nothing it kept: it waits for the check.
  const again = await holdTheApi(page);
  await page.goto(`/view/${kitchen}`);
  await expect(page.getByText('Verifying session...')).toBeVisible();
  await expect(page.locator('[data-component-id]')).toHaveCount(0);
  await again.release();
  await expect(page.getByText('You must be logged in to view this screen.')).toBeVisible();
});

test('a display whose family’s plan lapsed while it was off draws its kept board, then goes to pricing', async ({
  page,
}) => {
  const email = await signUp(page, 'viewer', null);
  await keptChoresBoard(page);

  const server = await holdTheApi(page);
  await page.reload();
  await expect(page.locator('[data-component-id="chores"]')).toContainText('Feed the cat');
  setSubscriptionStatus(email, 'canceled');
  await server.release();
  await expect(page).toHaveURL(/\/pricing\?reason=subscriptionInactive$/);
  await expect(
    page.getByText('Your subscription is not active. Please choose a plan to continue.'),
  ).toBeVisible();
});

test('a TV unpaired while it was off draws its kept board, then goes back to /pair forgetting the family', async ({
  browser,
  page: phone,
}) => {
  await signUp(phone, 'viewer', null);
  const kitchen = await choresScreen(phone);
  const { tv, context } = await pairLivingRoomTv(browser, phone, kitchen);
  try {
    await choresShownAndKept(tv);

    const server = await holdTheApi(tv);
    await tv.reload();
    await expect(tv.locator('[data-component-id="chores"]')).toContainText('Feed the cat');
    const [display] = await callApi<{ id: number }[]>(phone, 'GET', '/api/displays');
    await callApi(phone, 'DELETE', `/api/displays/${display!.id}`, {});
    await server.release();
    await expect(tv).toHaveURL(/\/pair$/);
    expect(await tv.evaluate(() => localStorage.getItem('keptAnswers'))).toBeNull();
    expect(await tv.evaluate(() => localStorage.getItem('viewerBoards'))).toBeNull();
  } finally {
    await context.close();
  }
});

test.describe('in a browser without service workers', () => {
  // The requests are cut here by the test; the whole server stopping is always-on.spec.ts.
  test.use({ serviceWorkers: 'block' });

  test('without the server the viewer shows the last board it loaded, marked offline', async ({ page }) => {
    await signUp(page, 'viewer', null);
    const id = await createScreen(page, {
      name: 'Hall',
      background: { type: 'color', color: '#203040', opacity: 1 },
      components: [textComponent('note', 'Soccer at 4')],
    });
    await page.goto(`/view/${id}`);
    await expect(page.getByText('Soccer at 4')).toBeVisible();
    await expect(page.getByText(/^Offline since/)).toHaveCount(0);

    await page.route('**/api/screens**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByText('Soccer at 4')).toBeVisible();
    await expect(page.getByText(/^Offline since \d\d:\d\d — showing the last saved board$/)).toBeVisible();
  });
});

test('Manage Screens adds a screen from the simple form and edits what it shows', async ({ page }) => {
  await signUp(page, 'viewer', '/app/screens');
  await expect(page.getByRole('heading', { name: 'Manage Screens' })).toBeVisible();
  await expect(page.getByText("You don't have any screens yet!")).toBeVisible();

  await page.getByRole('button', { name: 'Add Screen' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  const lists = page.getByRole('checkbox', { name: /^Lists/ });
  if (await lists.isDisabled()) {
    await expect(page.getByText('Available soon').first()).toBeVisible();
  } else {
    await lists.check();
    await page.getByRole('button', { name: 'Add Screen' }).click();
    await expect(page.getByText('Please select a list')).toBeVisible();
    await lists.uncheck();
  }

  await page.getByLabel('Name').fill('Kitchen');
  await page.getByRole('checkbox', { name: 'Events' }).check();
  await page.getByRole('checkbox', { name: 'Menu' }).check();
  await page.getByRole('button', { name: 'Add Screen' }).click();
  await expect(page.getByText('Kitchen was added.')).toBeVisible();

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kitchen' }) });
  await expect(row).toContainText('Events, Menu · 2 widgets');
  const viewerHref = await row.getByRole('link', { name: /Open Viewer/ }).getAttribute('href');
  expect(viewerHref).toMatch(/^\/view\/\d+$/);

  await row.getByRole('button', { name: 'Edit Kitchen' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Kitchen' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Events' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Menu' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Menu' }).uncheck();
  await page.getByRole('checkbox', { name: 'Shopping' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Kitchen was saved.')).toBeVisible();
  await expect(row).toContainText('Events, Shopping · 2 widgets');

  // The board the form made opens in the viewer with those widgets on it.
  await page.goto(viewerHref ?? '');
  await expect(page.locator('[data-type="events"]')).toBeVisible();
  await expect(page.locator('[data-type="shopping"]')).toBeVisible();
});

test('Manage Screens puts a chosen task list and the family piggy bank on a screen', async ({ page }) => {
  await signUp(page, 'viewer', null);
  await page.evaluate(async () => {
    const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
    const response = await fetch('/api/task-lists', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ name: 'Chores' }),
    });
    if (response.status !== 201) throw new Error(`POST /api/task-lists answered ${response.status}`);
  });

  await page.goto('/app/screens');
  await page.getByLabel('Name').fill('Playroom');
  await page.getByRole('checkbox', { name: 'Lists' }).check();
  await page.getByLabel('List', { exact: true }).selectOption({ label: 'Chores' });
  await page.getByRole('checkbox', { name: 'Piggy bank' }).check();
  await page.getByLabel('Balance ($)').fill('');
  await page.getByRole('button', { name: 'Add Screen' }).click();
  await expect(page.getByText('Enter a valid piggy-bank balance')).toBeVisible();

  await page.getByLabel('Balance ($)').fill('12.50');
  await page.getByRole('button', { name: 'Add Screen' }).click();
  await expect(page.getByText('Playroom was added.')).toBeVisible();

  const saved = await page.evaluate(async () => {
    const [screens, bank] = await Promise.all([
      fetch('/api/screens', { credentials: 'include' }).then((response) => response.json()),
      fetch('/api/piggy-bank', { credentials: 'include' }).then((response) => response.json()),
    ]);
    return { components: screens[0].components, balance: bank.balance };
  });
  expect(saved.balance).toBe(12.5);
  expect(saved.components).toEqual([
    expect.objectContaining({
      type: 'list',
      headerText: 'Chores',
      listConfig: expect.objectContaining({ listId: expect.any(Number) }),
    }),
    expect.objectContaining({ type: 'piggy-bank', piggyBankId: expect.any(Number) }),
  ]);

  // Deselecting clears the list choice: ticking Lists again starts from no list.
  await page.getByRole('button', { name: 'Edit Playroom' }).click();
  await expect(page.getByLabel('List', { exact: true })).toHaveValue(
    String(saved.components[0].listConfig.listId),
  );
  await page.getByRole('checkbox', { name: 'Lists' }).uncheck();
  await page.getByRole('checkbox', { name: 'Lists' }).check();
  await expect(page.getByLabel('List', { exact: true })).toHaveValue('');
});

test('fullscreen keeps the display awake, asks again after the tab comes back, and lets go on exit', async ({
  page,
}) => {
  // A stand-in for the Screen Wake Lock API that records what the viewer asks of it.
  await page.addInitScript(() => {
    const calls: string[] = [];
    const locks: { released: boolean }[] = [];
    Object.assign(window, { wakeLockCalls: calls, wakeLocks: locks });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          calls.push('request');
          const lock = {
            released: false,
            release: async () => {
              lock.released = true;
              calls.push('release');
            },
          };
          locks.push(lock);
          return lock;
        },
      },
    });
  });
  await signUp(page, 'viewer', null);
  const id = await createScreen(page, { name: 'Den', components: [textComponent('note', 'Movie night')] });
  await page.goto(`/view/${id}`);
  await expect(page.getByText('Movie night')).toBeVisible();
  const calls = () => page.evaluate(() => (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls);
  expect(await calls()).toEqual([]);

  await page.keyboard.press('f');
  await expect.poll(calls).toEqual(['request']);

  // The browser drops the lock while the tab is hidden; back in view, the viewer asks again.
  await page.evaluate(() => {
    for (const lock of (window as unknown as { wakeLocks: { released: boolean }[] }).wakeLocks)
      lock.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(calls).toEqual(['request', 'request']);

  await page.mouse.move(640, 360);
  await page.getByRole('button', { name: 'Exit Fullscreen' }).click();
  await expect.poll(calls).toEqual(['request', 'request', 'release']);
});

test('a display leaves out an image card with no picture and a header with no words', async ({ page }) => {
  await signUp(page, 'viewer', null);
  const bank = await page.evaluate(async () => {
    const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
    const response = await fetch('/api/piggy-banks', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ name: "Ada's Bank", balance: 4 }),
    });
    return ((await response.json()) as { id: number }).id;
  });
  const piggyBank = createComponent('piggy-bank', 'bank');
  const id = await createScreen(page, {
    name: 'Hall',
    components: [
      textComponent('note', 'Back at six'),
      { ...createComponent('image', 'photo'), x: 1000, y: 100, width: 500, height: 400 },
      {
        ...piggyBank,
        x: 100,
        y: 500,
        width: 600,
        height: 300,
        piggyBankId: bank,
        // As the simple Manage Screens form stored it: a header switched on with nothing in it.
        headerText: '',
        style: { ...piggyBank.style, showHeader: true },
      },
    ],
  });

  await page.goto(`/view/${id}`);
  await expect(page.getByText('Back at six')).toBeVisible();
  await expect(page.locator('[data-type="piggy-bank"]')).toContainText("Ada's Bank");
  await expect(page.locator('[data-type="piggy-bank"] .board-card__header')).toHaveCount(0);
  await expect(page.locator('[data-type="image"]')).toHaveCount(0);
  await expect(page.getByText('No image yet')).toHaveCount(0);

  // The editor still shows where the picture goes.
  await page.goto('/app/layout');
  await expect(page.locator('.ed-box [data-type="image"]')).toContainText('No image yet');
});

test('a board edited on another device changes on the TV by itself, without a reload', async ({
  page,
  context,
}) => {
  await signUp(page, 'live', null);
  const id = await createScreen(page, {
    name: 'Hall',
    components: [textComponent('note', 'Pancakes on Sunday!')],
  });
  await page.goto(`/view/${id}`);
  await expect(page.getByText('Pancakes on Sunday!')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // A phone on the same account saves a new text; the board asks again by itself only every
  // minute, so seeing it here sooner is the live stream at work.
  const phone = await context.newPage();
  await phone.goto('/app/layout');
  await phone.evaluate(async (screenId) => {
    const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
    const headers = {
      'Content-Type': 'application/json',
      'X-CSRF-Token': csrfToken,
      Authorization: `Bearer ${localStorage.getItem('token')}`,
    };
    const screen = await (await fetch(`/api/screens/${screenId}`, { headers })).json();
    screen.components[0].textContent = 'Waffles on Monday!';
    const saved = await fetch(`/api/screens/${screenId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(screen),
    });
    if (!saved.ok) throw new Error(`PUT answered ${saved.status}`);
  }, id);
  await expect(page.getByText('Waffles on Monday!')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test.describe('screen care', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a board dims in the family’s night hours and moves a few pixels now and then', async ({ page }) => {
    // 23:00 in New York, where the family lives.
    await page.clock.install({ time: new Date('2026-03-02T04:00:00Z') });
    await signUp(page, 'viewer', null);
    const id = await createScreen(page, {
      name: 'Hall',
      components: [textComponent('note', 'Lights out at nine')],
      care: { shift: true, dimAtNight: true, dimFrom: '22:00', dimTo: '06:30', dimBrightness: 0.35 },
    });
    await page.goto(`/view/${id}`);
    await expect(page.getByText('Lights out at nine')).toBeVisible();
    const veil = page.getByTestId('night-veil');
    await expect(veil).toHaveCSS('opacity', '0.65');

    // Morning: the veil lifts by itself; meanwhile the board has moved on from where it was.
    const before = await page.locator('.viewer__board').evaluate((board) => board.style.transform);
    await page.clock.fastForward((8 * 60 + 3) * 60_000);
    await expect(veil).toHaveCount(0);
    await expect
      .poll(() => page.locator('.viewer__board').evaluate((board) => board.style.transform))
      .not.toBe(before);
    const shift = await page.locator('.viewer__board').evaluate((board) => board.style.transform);
    expect(shift).toMatch(/^(translate\(-?[0-4]px, -?[0-4]px\))?$/);
  });
});
