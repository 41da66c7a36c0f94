import { expect, type Page, test } from '@playwright/test';
import { todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { startFeedServer } from '../fakes/ical-feeds';
import { signUp, signUpOperator } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';

// Its tests are each a visitor or family of their own: the run may share them out between workers.
test.describe.configure({ mode: 'parallel' });

const ZONE = 'UTC';
test.use({ timezoneId: ZONE, locale: 'en-US' });

const SCREENS = [
  { name: 'a laptop', width: 1440, height: 900 },
  { name: 'a phone', width: 390, height: 844 },
];

for (const screen of SCREENS) {
  test(`every app page, with a family’s data in it, passes axe for WCAG 2.1 A and AA on ${screen.name}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const feeds = await startFeedServer();
    // One reading of the clock for the test and the page: a run across midnight would otherwise
    // write the feed and the menu for one day and show the next.
    const now = new Date();
    await page.clock.setFixedTime(now);
    const today = todayIn(ZONE, now);
    const day = today.replaceAll('-', '');
    feeds.routes.set('/family.ics', {
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//EN',
        'BEGIN:VEVENT',
        'UID:swim@test',
        'SUMMARY:Swim practice',
        `DTSTART:${day}T160000Z`,
        `DTEND:${day}T170000Z`,
        'RRULE:FREQ=WEEKLY',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    });
    try {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await signUp(page, 'axe');
      const calendar = await callApi<{ id: number }>(page, 'POST', '/api/calendars', {
        name: 'Family',
        url: `http://127.0.0.1:${feeds.port}/family.ics`,
      });
      const bank = await callApi<{ id: number }>(page, 'POST', '/api/piggy-banks', {
        name: "Ada's Bank",
        balance: 3,
      });
      const list = await callApi<{ id: number }>(page, 'POST', '/api/task-lists', { name: 'Chores' });
      await callApi(page, 'POST', `/api/task-lists/${list.id}/items`, {
        task: 'Walk the dog',
        assignee: 'Ada',
        value: 1,
        repeatConfig: { freq: 'DAILY', interval: 1 },
      });
      await callApi(page, 'POST', `/api/task-lists/${list.id}/items`, { task: 'Water the plants' });
      const shopping = await callApi<{ id: number }>(page, 'POST', '/api/shopping-lists', {
        name: 'Groceries',
      });
      for (const item of ['Milk', 'Bread', 'Free-range eggs'])
        await callApi(page, 'POST', `/api/shopping-lists/${shopping.id}/items`, { item });
      // One ticked, so the ticked items (struck through, under the rest) are scanned too.
      const ticked = await callApi<{ id: number }>(page, 'POST', `/api/shopping-lists/${shopping.id}/items`, {
        item: 'Oat milk',
      });
      await callApi(page, 'PATCH', `/api/shopping-lists/${shopping.id}/items/${ticked.id}`, {
        isComplete: true,
      });
      await callApi(page, 'POST', '/api/menu', {
        date: today,
        breakfast: 'Porridge',
        lunch: 'Soup',
        dinner: 'Tacos',
      });
      const shoppingCard = createComponent('shopping', 'shopping');
      const listCard = createComponent('list', 'chores');
      await callApi(page, 'POST', '/api/screens', {
        name: 'Kitchen',
        components: [
          { ...createComponent('text', 'note'), x: 40, y: 40, textContent: 'Pancakes on Sunday!' },
          {
            ...listCard,
            x: 400,
            y: 40,
            headerText: 'Chores',
            listId: list.id,
            listConfig: { ...listCard.listConfig, listId: list.id },
          },
          { ...createComponent('menu', 'menu'), x: 900, y: 40 },
          {
            ...shoppingCard,
            x: 1400,
            y: 40,
            shoppingConfig: { ...shoppingCard.shoppingConfig, listId: shopping.id },
          },
          { ...createComponent('piggy-bank', 'bank'), x: 400, y: 600, piggyBankId: bank.id },
          {
            ...createComponent('calendar', 'week'),
            x: 900,
            y: 500,
            width: 900,
            height: 400,
            calendarIds: [calendar.id],
            calendarViewType: 'week',
          },
          { ...createComponent('clock', 'clock'), x: 40, y: 700 },
          { ...createComponent('image', 'photo'), x: 40, y: 300 },
        ],
      });

      const pages: {
        path: string;
        state?: string;
        /** Before the page opens: the operator's view is scanned signed in as an operator. */
        before?: (page: Page) => Promise<unknown>;
        ready: (page: Page) => Promise<void>;
      }[] = [
        {
          path: '/app/layout',
          ready: async (page) => {
            await expect(page.locator('[data-component-id="menu"]')).toContainText('Tacos');
            await page.getByRole('button', { name: /^Text layer/ }).click();
            await expect(page.getByRole('toolbar', { name: 'Layer style' })).toBeVisible();
          },
        },
        {
          path: '/app/layout',
          state: 'with a style panel open',
          ready: async (page) => {
            await page.getByRole('button', { name: /^Shopping layer/ }).click();
            await page
              .getByRole('toolbar', { name: 'Layer style' })
              .getByRole('button', { name: 'Background' })
              .click();
            await expect(page.getByRole('dialog', { name: 'Background' })).toBeVisible();
          },
        },
        {
          path: '/app/screens',
          ready: (page) => expect(page.getByText('Kitchen').first()).toBeVisible(),
        },
        { path: '/app/todos', ready: (page) => expect(page.getByText('Walk the dog')).toBeVisible() },
        { path: '/app/menu', ready: (page) => expect(page.getByText('Tacos')).toBeVisible() },
        {
          path: '/app/recipes',
          ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible(),
        },
        { path: '/app/shopping', ready: (page) => expect(page.getByText('Free-range eggs')).toBeVisible() },
        {
          path: '/app/events',
          ready: (page) => expect(page.getByText('Swim practice').first()).toBeVisible(),
        },
        {
          path: '/app/events',
          state: 'adding an event from the agenda',
          ready: async (page) => {
            await expect(page.getByText('Swim practice').first()).toBeVisible();
            await page
              .getByRole('region', { name: 'Agenda' })
              .getByRole('button', { name: 'Add an event' })
              .click();
            await expect(page.getByRole('dialog', { name: 'Add an event' })).toBeVisible();
          },
        },
        {
          path: '/app/people',
          ready: (page) => expect(page.getByRole('list', { name: 'Grown-ups' })).toBeVisible(),
        },
        {
          path: '/app/devices',
          ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
        },
        {
          path: '/app/account',
          ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
        },
        { path: '/app/pair', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
        {
          path: '/app/notifications',
          ready: (page) => expect(page.getByRole('checkbox', { name: 'Quiet hours' })).toBeVisible(),
        },
        {
          path: '/app/admin',
          before: (page) => signUpOperator(page, screen.name === 'a phone' ? 'a11y-phone' : 'a11y-laptop'),
          ready: (page) => expect(page.getByRole('table').last()).toBeVisible(),
        },
      ];
      const found: Record<string, string[]> = {};
      const name = ({ path, state }: (typeof pages)[number]) => (state ? `${path} ${state}` : path);
      for (const each of pages) {
        await each.before?.(page);
        await page.goto(each.path);
        await each.ready(page);
        found[name(each)] = await axeFindings(page);
      }
      expect(found).toEqual(Object.fromEntries(pages.map((each) => [name(each), []])));
    } finally {
      await feeds.close();
    }
  });
}
