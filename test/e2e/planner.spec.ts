import { expect, test } from '@playwright/test';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { instantOfWallTime } from '../../src/common/zoned-time';
import { startFeedServer } from '../fakes/ical-feeds';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { picture } from './support/pictures';

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE, locale: 'en-US' });
test.describe.configure({ mode: 'parallel' });

const at = (day: string, hour: number, minute = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(instantOfWallTime({ year, month, day: date, hour, minute, second: 0 }, ZONE)).toISOString();
};

interface Person {
  id: number;
  name: string;
}

/** A family of six: the member who signed up and five more, each with their events today. */
async function familyOfSix(page: import('@playwright/test').Page) {
  await signUp(page, 'planner', null);
  const more: [string, string, string | null][] = [
    ['Sam', '#1e88e5', null],
    ['Maya', '#d81b60', '🦊'],
    ['Leo', '#f4511e', '🦁'],
    ['Grandma Rose', '#8e24aa', null],
    ['Theo', '#00897b', '🐢'],
  ];
  for (const [name, color, emoji] of more) await callApi(page, 'POST', '/api/people', { name, color, emoji });
  const people = await callApi<Person[]>(page, 'GET', '/api/people');
  expect(people).toHaveLength(6);
  return people;
}

test('the planner shows a column per person and Everyone, readable at 1920×1080 with six people', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const now = new Date();
  await page.clock.setFixedTime(now);
  const today = todayIn(ZONE, now);
  const people = await familyOfSix(page);
  const byName = (name: string) => people.find((person) => person.name === name)!;
  const add = (title: string, personId: number | null, hour: number, day = today) =>
    callApi(page, 'POST', '/api/family-events', {
      title,
      start: at(day, hour),
      end: at(day, hour + 1),
      personId,
    });
  await add('Swimming lesson', byName('Leo').id, 17);
  await add('Piano with Mrs Lee', byName('Maya').id, 16);
  await add('Knitting circle', byName('Grandma Rose').id, 10);
  await add('Farmers market', null, 9);
  await add('Dentist', byName('Leo').id, 9, addDays(today, 1));
  // More than Sam's cell can hold: it says how many it could not show.
  for (let hour = 6; hour < 20; hour++) await add(`Meeting ${hour}`, byName('Sam').id, hour);

  const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Hall',
    components: [
      {
        ...createComponent('calendar', 'planner'),
        x: 0,
        y: 0,
        width: 1920,
        height: 1080,
        headerText: 'Today',
        calendarViewType: 'planner',
      },
    ],
  });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/view/${screen.id}`);
  const planner = page.locator('[data-component-id="planner"] .calendar-planner');
  const cell = (who: string) => planner.getByRole('region', { name: `${who}, today` });

  // Six people and Everyone, in the family's order, each with their own events only.
  await expect(planner.locator('.calendar-planner__head')).toHaveText([
    /.+/,
    /Sam/,
    /Maya/,
    /Leo/,
    /Grandma Rose/,
    /Theo/,
    /Everyone/,
  ]);
  await expect(cell('Leo').getByText('Swimming lesson')).toBeVisible();
  await expect(cell('Leo').getByText('5:00 PM – 6:00 PM')).toBeVisible();
  await expect(cell('Leo').getByText('Dentist')).toHaveCount(0);
  await expect(cell('Maya').getByText('Piano with Mrs Lee')).toBeVisible();
  await expect(cell('Grandma Rose').getByText('Knitting circle')).toBeVisible();
  await expect(cell('Everyone').getByText('Farmers market')).toBeVisible();
  await expect(cell('Theo').getByRole('listitem')).toHaveCount(0);
  await expect(cell('Sam').getByText(/^\+\d+ more$/)).toBeVisible();

  // Legible from across the room: titles in large type, and nothing runs past its column.
  const size = await cell('Leo')
    .getByText('Swimming lesson')
    .evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
  expect(size).toBeGreaterThanOrEqual(28);
  const overflowing = await planner.evaluate(
    (root) =>
      [...root.querySelectorAll('.calendar-planner__cell, .calendar-planner__head')].filter(
        (node) => node.scrollWidth > node.clientWidth + 1,
      ).length,
  );
  expect(overflowing).toBe(0);
  await picture(page, 'planner-today-1920');
});

test('the planner’s week can start today, a row per day, each event on its day and in its person’s column', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const now = new Date();
  await page.clock.setFixedTime(now);
  const today = todayIn(ZONE, now);
  const people = await familyOfSix(page);
  const leo = people.find((person) => person.name === 'Leo')!;
  await callApi(page, 'POST', '/api/family-events', {
    title: 'Football',
    start: at(addDays(today, 6), 16),
    end: at(addDays(today, 6), 17),
    personId: leo.id,
  });
  await callApi(page, 'POST', '/api/family-events', {
    title: 'Bins out',
    allDay: true,
    start: addDays(today, 2),
    personId: null,
  });
  const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Hall',
    components: [
      {
        ...createComponent('calendar', 'week'),
        x: 0,
        y: 0,
        width: 1920,
        height: 1080,
        headerText: 'The week ahead',
        calendarViewType: 'planner',
        calendarPlannerSpan: 'week',
        calendarWeekStart: 'today',
      },
    ],
  });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/view/${screen.id}`);
  const planner = page.locator('[data-component-id="week"] .calendar-planner');
  const days = planner.locator('.calendar-planner__day');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('Today');
  const dayLabel = (offset: number) =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${addDays(today, offset)}T00:00:00Z`));
  await expect(
    planner.getByRole('region', { name: `Leo, ${dayLabel(6)}` }).getByText('Football'),
  ).toBeVisible();
  await expect(
    planner.getByRole('region', { name: `Everyone, ${dayLabel(2)}` }).getByText('Bins out'),
  ).toBeVisible();
  await picture(page, 'planner-week-1920');
});

test('a calendar card whose calendar has not synced for two intervals says since when, in small type', async ({
  page,
}) => {
  const feeds = await startFeedServer();
  try {
    await signUp(page, 'stale', null);
    const today = todayIn(ZONE);
    const day = today.replaceAll('-', '');
    feeds.routes.set('/school.ics', {
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//EN',
        'BEGIN:VEVENT',
        'UID:fair@test',
        'SUMMARY:Book fair',
        `DTSTART;VALUE=DATE:${day}`,
        `DTEND;VALUE=DATE:${addDays(today, 1).replaceAll('-', '')}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    });
    const source = await callApi<{ id: number; lastSyncedAt: string }>(page, 'POST', '/api/calendars', {
      name: 'School',
      url: `http://127.0.0.1:${feeds.port}/school.ics`,
    });
    const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
      name: 'Hall',
      components: [
        {
          ...createComponent('calendar', 'school'),
          x: 40,
          y: 40,
          width: 700,
          height: 400,
          calendarIds: [source.id],
        },
      ],
    });
    await page.clock.install({ time: new Date() });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/view/${screen.id}`);
    const card = page.locator('[data-component-id="school"]');
    await expect(card.getByText('Book fair')).toBeVisible();
    await expect(card.getByText(/Not updated since/)).toHaveCount(0);

    // Half an hour on the board's clock, and no sync since: the card says when it last had one.
    await page.clock.fastForward('30:00');
    const since = new Date(source.lastSyncedAt).toLocaleTimeString('en-US', {
      timeZone: ZONE,
      hour: 'numeric',
      minute: '2-digit',
    });
    await expect(card.getByText(`Not updated since ${since}`)).toBeVisible();
    await expect(card.getByText('Book fair')).toBeVisible();
    await picture(card, 'calendar-not-updated');
  } finally {
    await feeds.close();
  }
});
