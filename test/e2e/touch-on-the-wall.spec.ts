import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { dayAt, wallTimeAt } from '../../src/common/zoned-time';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

/** A drawn landscape (sky, sun and hills in the given colours), as an upload's file part. */
async function landscape(name: string, sky: string, hills: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1400">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fde8c8"/></linearGradient></defs>
    <rect width="1000" height="1400" fill="url(#s)"/>
    <circle cx="700" cy="420" r="130" fill="#fff3c4"/>
    <path d="M0 900 Q250 700 520 880 T1000 820 V1400 H0Z" fill="${hills}" opacity="0.85"/>
    <path d="M0 1100 Q300 950 620 1080 T1000 1040 V1400 H0Z" fill="${hills}"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * A family's kitchen board with a shopping list (ticking allowed), chores (task features on) and a
 * slideshow of its photos, and a second board to swipe to.
 */
async function kitchenFamily(phone: Page, prefix: string, lookOnly = false) {
  await signUp(phone, prefix, null);
  const list = await callApi<{ id: number }>(phone, 'POST', '/api/shopping-lists', { name: 'Groceries' });
  for (const item of ['Eggs', 'Apples', 'Oat milk', 'Bananas']) {
    await callApi(phone, 'POST', `/api/shopping-lists/${list.id}/items`, { item });
  }
  const chores = await callApi<{ id: number }>(phone, 'POST', '/api/task-lists', { name: 'Chores' });
  for (const [task, assignee] of [
    ['Feed the cat', 'Emma'],
    ['Empty the dishwasher', 'Noah'],
  ]) {
    await callApi(phone, 'POST', `/api/task-lists/${chores.id}/items`, { task, assignee });
  }
  const { csrfToken } = await (await phone.request.get('/api/csrf-token')).json();
  for (const [name, sky, hills] of [
    ['lake.jpg', '#7cc4e4', '#1f8a70'],
    ['field.jpg', '#f2a65a', '#7b5ea7'],
  ] as const) {
    const uploaded = await phone.request.post('/api/photos', {
      multipart: { file: await landscape(name, sky, hills) },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(uploaded.status()).toBe(201);
  }

  const shopping = createComponent('shopping', 'shopping');
  const tasks = createComponent('list', 'chores');
  const photo = createComponent('image', 'photos');
  const kitchen = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Kitchen',
    lookOnly,
    background: { type: 'color', color: '#fdf0e2' },
    components: [
      {
        ...shopping,
        x: 60,
        y: 60,
        width: 560,
        height: 760,
        headerText: 'Groceries',
        shoppingConfig: { ...shopping.shoppingConfig, listId: list.id, allowInteractions: true },
      },
      {
        ...tasks,
        x: 680,
        y: 60,
        width: 560,
        height: 760,
        headerText: 'Chores',
        listId: chores.id,
        listConfig: {
          ...tasks.listConfig,
          listId: chores.id,
          features: { ...tasks.listConfig.features, enableTaskFeatures: true },
        },
      },
      {
        ...photo,
        x: 1300,
        y: 60,
        width: 560,
        height: 760,
        headerText: 'Photos',
        library: { intervalSeconds: 600, order: 'in-order' },
      },
    ],
  });
  const text = createComponent('text', 'hello');
  const hallway = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Hallway',
    lookOnly,
    components: [{ ...text, textContent: 'Welcome home', x: 100, y: 100, width: 1200, height: 300 }],
  });
  return { list, kitchen, hallway };
}

/** A finger's sideways swipe across the board, as the touch screen reports it. */
async function swipe(tv: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const session = await tv.context().newCDPSession(tv);
  const point = (at: { x: number; y: number }) => [{ x: at.x, y: at.y, id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 8; step += 1) {
    const at = { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 };
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

async function itemsOf(phone: Page, listId: number) {
  const items = await callApi<{ item: string }[]>(phone, 'GET', `/api/shopping-lists/${listId}/items`);
  return items.map((item) => item.item);
}

test('touch on the wall: add to the list from the TV (the phone sees it at once), tick with undo, complete a chore, tap a photo, swipe and use the arrow keys', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(180_000);
  await phone.setViewportSize({ width: 390, height: 844 });
  const { list, kitchen, hallway } = await kitchenFamily(phone, 'wall-touch');
  const { tv, tvContext } = await pairTv(browser, phone, kitchen.id, {
    hasTouch: true,
    beforeLoad: (page) => page.clock.install(),
  });
  await phone.goto('/app/shopping');
  await expect(phone.getByText('Apples')).toBeVisible();

  const groceries = tv.locator('[data-component-id="shopping"]');
  await expect(groceries.getByRole('button', { name: 'Tick off Eggs' })).toBeVisible();

  // A large input with keys of its own: the item goes on the list, and the phone shows it by itself.
  await groceries.getByRole('button', { name: 'Add item' }).click();
  const adding = tv.getByRole('dialog', { name: 'Add to Groceries' });
  const keyboard = adding.getByRole('group', { name: 'Keyboard' });
  for (const key of ['m', 'i', 'l', 'k'])
    await keyboard.getByRole('button', { name: key, exact: true }).click();
  await expect(adding.getByLabel('Item')).toHaveValue('Milk');
  await picture(tv, 'wall-add-item', { docs: true });
  // The dialog's own targets are as large as the board's.
  for (const button of await adding.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect.soft(Math.min(box.width, box.height), await button.innerText()).toBeGreaterThanOrEqual(48);
  }
  await adding.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(adding).toBeHidden();
  await expect(tv.getByRole('status').getByText('Added Milk to Groceries')).toBeVisible();
  await expect(groceries.getByRole('button', { name: 'Tick off Milk' })).toBeVisible();
  // No reload on the phone: the live stream brought it.
  await expect(phone.getByText('Milk', { exact: true })).toBeVisible();

  // An accidental tick is undone within its five seconds: nothing leaves the list.
  await groceries.getByRole('button', { name: 'Tick off Eggs' }).click();
  await expect(groceries.getByRole('button', { name: 'Tick off Eggs' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tv.getByRole('button', { name: 'Undo: Ticked off Eggs' }).click();
  await expect(groceries.getByRole('button', { name: 'Tick off Eggs' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await tv.clock.fastForward(6_000);
  await expect(groceries.getByRole('button', { name: 'Tick off Eggs' })).toBeVisible();
  expect(await itemsOf(phone, list.id)).toEqual(['Eggs', 'Apples', 'Oat milk', 'Bananas', 'Milk']);

  // Left alone, the tick goes through after five seconds, on the TV and the phone.
  await groceries.getByRole('button', { name: 'Tick off Apples' }).click();
  await expect(tv.getByRole('button', { name: 'Undo: Ticked off Apples' })).toBeVisible();
  expect(await itemsOf(phone, list.id)).toContain('Apples');
  await tv.clock.fastForward(5_100);
  await expect(groceries.getByRole('button', { name: 'Tick off Apples' })).toHaveCount(0);
  await expect(phone.getByText('Apples')).toHaveCount(0);

  // An item added by mistake comes off again with Undo.
  await groceries.getByRole('button', { name: 'Add item' }).click();
  await tv.getByRole('button', { name: "Use this screen's keyboard" }).click();
  await adding.getByLabel('Item').fill('Bred');
  await adding.getByLabel('Item').press('Enter');
  await expect(phone.getByText('Bred', { exact: true })).toBeVisible();
  await tv.getByRole('button', { name: 'Undo: Added Bred to Groceries' }).click();
  await expect(phone.getByText('Bred', { exact: true })).toHaveCount(0);
  expect(await itemsOf(phone, list.id)).toEqual(['Eggs', 'Oat milk', 'Bananas', 'Milk']);

  // A chore is done with one tap, once its five seconds pass.
  const chores = tv.locator('[data-component-id="chores"]');
  await chores.getByRole('button', { name: 'Complete Feed the cat' }).click();
  await expect(tv.getByRole('button', { name: 'Undo: Completed Feed the cat' })).toBeVisible();
  await expect(chores.getByRole('button', { name: 'Complete Feed the cat' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The wall at 1080p with its touch controls: every target at least 48 px each way. The board makes
  // room for the controls' bar while it shows, so its own targets are measured at its full size,
  // once the bar has gone again.
  await tv.mouse.move(960, 900);
  await expect(tv.getByRole('button', { name: 'Next board' })).toBeVisible();
  await picture(tv, 'wall-touch', { docs: true });
  const targetSizes = (within: Locator) =>
    within.getByRole('button').evaluateAll((buttons) =>
      buttons
        .filter((button) => button.getBoundingClientRect().bottom > 0)
        .map((button) => {
          const box = button.getBoundingClientRect();
          return {
            name: button.getAttribute('aria-label') ?? button.textContent,
            width: box.width,
            height: box.height,
          };
        }),
    );
  const bar = await targetSizes(tv.locator('.viewer__bar'));
  expect(bar.map((target) => target.name)).toEqual(['Previous board', 'Next board', 'Fullscreen']);
  expect(await axeFindings(tv)).toEqual([]);
  await tv.clock.fastForward(3_100);
  await expect(tv.getByRole('button', { name: 'Next board' })).not.toBeInViewport();
  // …and the board has grown back to its full size.
  await expect(tv.locator('.viewer__stage')).toHaveCSS('transform', 'none');
  const targets = [...bar, ...(await targetSizes(tv.getByRole('main')))];
  expect(targets.length).toBeGreaterThan(8);
  for (const target of targets) {
    expect.soft(target.height, `${target.name} height`).toBeGreaterThanOrEqual(48);
    expect.soft(target.width, `${target.name} width`).toBeGreaterThanOrEqual(48);
  }
  await tv.clock.fastForward(2_000);
  await expect(chores.getByRole('button', { name: 'Complete Feed the cat' })).toHaveCount(0);
  await expect(chores).toContainText('Empty the dishwasher');

  // A tap on the photo shows the next one.
  const photo = tv.locator('[data-component-id="photos"] [data-album-photo]');
  const first = await photo.getAttribute('data-album-photo');
  await tv.locator('[data-component-id="photos"]').getByRole('button', { name: 'Next photo' }).click();
  await expect(photo).not.toHaveAttribute('data-album-photo', first!);

  // A swipe to the left shows the next board; the arrow keys move too.
  await swipe(tv, { x: 1500, y: 950 }, { x: 400, y: 960 });
  await expect(tv).toHaveURL(new RegExp(`/view/${hallway.id}$`));
  await expect(tv.getByText('Welcome home')).toBeVisible();
  await tv.keyboard.press('ArrowLeft');
  await expect(tv).toHaveURL(new RegExp(`/view/${kitchen.id}$`));
  await tv.keyboard.press('ArrowRight');
  await expect(tv).toHaveURL(new RegExp(`/view/${hallway.id}$`));

  // A look-only calendar board: the family calendar shows, and nothing adds to it.
  const soon = addDays(todayIn('UTC'), 1);
  await callApi(phone, 'POST', '/api/family-events', {
    title: 'Dentist',
    allDay: true,
    start: soon,
    end: addDays(soon, 1),
  });
  const calendarId = (await calendarBoard(phone, true)).id;
  await tv.goto(`/view/${calendarId}`);
  await expect(tv.locator('[data-component-id="family-calendar"]')).toContainText('Dentist');
  await expect(tv.locator('[data-component-id="next-events"]')).toContainText('Dentist');
  await expect(tv.getByRole('button', { name: 'Add event' })).toHaveCount(0);
  await tvContext.close();
});

/** A board with the family calendar and the next events, for a family with Leo and Maya. */
async function calendarBoard(phone: Page, lookOnly: boolean) {
  const calendar = createComponent('calendar', 'family-calendar');
  const events = createComponent('events', 'next-events');
  return callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Calendar',
    lookOnly,
    background: { type: 'color', color: '#fdf0e2' },
    components: [
      {
        ...calendar,
        x: 60,
        y: 60,
        width: 1100,
        height: 900,
        headerText: 'This week',
        calendarDisplayMode: 'nextDays',
        calendarUpcomingDayCount: 3,
      },
      { ...events, x: 1220, y: 60, width: 640, height: 900, headerText: 'Coming up' },
    ],
  });
}

test("touch on the wall: add an event to the family calendar from the TV, in its person's colour, and the phone has it", async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(120_000);
  await signUp(phone, 'wall-event', null);
  const leo = await callApi<{ id: number }>(phone, 'POST', '/api/people', { name: 'Leo', color: '#1e88e5' });
  await callApi(phone, 'POST', '/api/people', { name: 'Maya', color: '#e53935' });
  const board = await calendarBoard(phone, false);
  const { tv, tvContext } = await pairTv(browser, phone, board.id, { hasTouch: true });
  const calendar = tv.locator('[data-component-id="family-calendar"]');
  const next = tv.locator('[data-component-id="next-events"]');
  await expect(calendar).toContainText('No events to display for selected calendars.');
  await expect(next.getByRole('button', { name: 'Add event' })).toBeVisible();

  await calendar.getByRole('button', { name: 'Add event' }).click();
  const adding = tv.getByRole('dialog', { name: 'Add to the family calendar' });
  // Nothing typed: the server's own words say what is missing.
  await adding.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(adding.getByText('Event title is required.')).toBeVisible();
  const keyboard = adding.getByRole('group', { name: 'Keyboard' });
  for (const key of [...'swimming']) await keyboard.getByRole('button', { name: key, exact: true }).click();
  await expect(adding.getByLabel('Title')).toHaveValue('Swimming');
  await expect(adding.getByText('Event title is required.')).toHaveCount(0);
  await adding.getByRole('button', { name: 'Tomorrow' }).click();
  await adding.getByLabel('Start time').selectOption('16:00');
  // The end keeps the event's hour.
  await expect(adding.getByLabel('End time')).toHaveValue('17:00');
  await adding.getByRole('button', { name: 'Leo' }).click();
  await expect(adding.getByRole('button', { name: 'Leo' })).toHaveAttribute('aria-pressed', 'true');
  await picture(tv, 'wall-add-event', { docs: true });
  // Large enough for a finger, and readable to assistive technology.
  for (const target of await adding.locator('button, select, input').all()) {
    const box = (await target.boundingBox())!;
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
    expect.soft(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(48);
  }
  expect(await axeFindings(tv, '[role="dialog"]')).toEqual([]);
  await adding.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(adding).toBeHidden();
  await expect(tv.getByRole('status').getByText('Added Swimming tomorrow')).toBeVisible();

  // Both cards show it under tomorrow, in Leo's colour.
  for (const card of [calendar, next]) {
    const tomorrow = card.getByRole('region', { name: 'Tomorrow' });
    const swimming = tomorrow.getByRole('listitem').filter({ hasText: 'Swimming' });
    await expect(swimming).toContainText('4:00 PM – 5:00 PM');
    await expect(swimming.locator('.calendar-widget__bar')).toHaveCSS(
      'background-color',
      'rgb(30, 136, 229)',
    );
  }

  // The phone's calendar has it: Leo's, tomorrow from 16:00 to 17:00 on the family's clocks.
  const status = await callApi<{ user: { timeZone?: string | null } }>(phone, 'GET', '/api/auth/status');
  const zone =
    status.user.timeZone ?? (await tv.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  const listed = await callApi<
    { title: string; personId: number | null; allDay: boolean; start: string; end: string }[]
  >(phone, 'GET', '/api/family-events');
  expect(listed).toHaveLength(1);
  const [swimming] = listed;
  expect(swimming).toMatchObject({ title: 'Swimming', personId: leo.id, allDay: false });
  expect(dayAt(new Date(swimming!.start), zone)).toBe(addDays(todayIn(zone), 1));
  expect(wallTimeAt(new Date(swimming!.start), zone)).toMatchObject({ hour: 16, minute: 0 });
  expect(Date.parse(swimming!.end) - Date.parse(swimming!.start)).toBe(60 * 60 * 1000);
  await tvContext.close();
});

test('a look-only board shows no touch control on the wall', async ({ browser, page: phone }) => {
  test.setTimeout(120_000);
  const { kitchen, hallway } = await kitchenFamily(phone, 'look-only', true);
  const { tv, tvContext } = await pairTv(browser, phone, kitchen.id, { hasTouch: true });

  const groceries = tv.locator('[data-component-id="shopping"]');
  await expect(groceries).toContainText('Eggs');
  await expect(tv.locator('[data-component-id="chores"]')).toContainText('Feed the cat');
  await expect(tv.locator('[data-component-id="photos"] [data-album-photo]')).toBeVisible();
  await tv.mouse.move(960, 900);
  // Nothing to tap: no adding, ticking, completing, next photo or next board.
  for (const name of [
    'Add item',
    'Tick off Eggs',
    'Complete Feed the cat',
    'Next photo',
    'Next board',
    'Previous board',
  ]) {
    await expect(tv.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(tv.getByRole('main').getByRole('button')).toHaveText(['Fullscreen']);
  // A swipe changes nothing; a TV remote's arrow keys still move between boards.
  await swipe(tv, { x: 1500, y: 950 }, { x: 400, y: 960 });
  await expect(tv).toHaveURL(new RegExp(`/view/${kitchen.id}$`));
  await tv.keyboard.press('ArrowRight');
  await expect(tv).toHaveURL(new RegExp(`/view/${hallway.id}$`));

  // A look-only calendar board: the family calendar shows, and nothing adds to it.
  await callApi(phone, 'POST', '/api/family-events', {
    title: 'Dentist',
    allDay: true,
    start: todayIn('UTC'),
    end: addDays(todayIn('UTC'), 1),
  });
  const calendarId = (await calendarBoard(phone, true)).id;
  await tv.goto(`/view/${calendarId}`);
  await expect(tv).toHaveURL(new RegExp(`/view/${calendarId}$`));
  await expect(tv.locator('[data-component-id="family-calendar"]')).toContainText('Dentist');
  await expect(tv.locator('[data-component-id="next-events"]')).toContainText('Dentist');
  await expect(tv.getByRole('button', { name: 'Add event' })).toHaveCount(0);
  await tvContext.close();
});
