import { expect, test } from '@playwright/test';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { instantOfWallTime, zoneOffsetMs } from '../../src/common/zoned-time';
import { startFeedServer } from '../fakes/ical-feeds';
import { signUp } from './support/accounts';
import { callApi } from './support/api';

const ZONE = 'America/New_York';
// The browser proposes its zone at sign-up, so the family's day is New York's.
test.use({ timezoneId: ZONE, locale: 'en-US' });

const stamp = (day: string, hour: number) =>
  `${day.replaceAll('-', '')}T${String(hour).padStart(2, '0')}0000`;
const offsetAt = (day: string, hour: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zoneOffsetMs(instantOfWallTime({ year, month, day: date, hour, minute: 0, second: 0 }, ZONE), ZONE);
};

/**
 * A family feed: a weekly swim at 17:00 that began on this weekday in the other half of the year
 * (so every week since crossed a DST change), a book fair all day today, the dentist tomorrow.
 */
function familyFeed(today: string): string {
  let start = addDays(today, -7);
  while (offsetAt(start, 17) === offsetAt(today, 17)) start = addDays(start, -7);
  const tomorrow = addDays(today, 1);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    'BEGIN:VEVENT',
    'UID:swim@test',
    'SUMMARY:Swimming',
    `DTSTART;TZID=${ZONE}:${stamp(start, 17)}`,
    `DTEND;TZID=${ZONE}:${stamp(start, 18)}`,
    'RRULE:FREQ=WEEKLY',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:fair@test',
    'SUMMARY:Book fair',
    `DTSTART;VALUE=DATE:${today.replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${tomorrow.replaceAll('-', '')}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:dentist@test',
    'SUMMARY:Dentist',
    `DTSTART;TZID=${ZONE}:${stamp(tomorrow, 10)}`,
    `DTEND;TZID=${ZONE}:${stamp(tomorrow, 11)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

test('a family adds a feed, sees its week on /app/events and on a board in every view, at the right local hours', async ({
  page,
}) => {
  // One long journey: the feed, the page, four views on a board, the events widget, removal.
  test.setTimeout(90_000);
  const feeds = await startFeedServer();
  // One reading of the clock for the test and the page: a run across New York's midnight would
  // otherwise write the feed for one day and look for it on the next.
  const now = new Date();
  await page.clock.setFixedTime(now);
  const today = todayIn(ZONE, now);
  feeds.routes.set('/family.ics', { body: familyFeed(today) });
  try {
    await signUp(page, 'calendar', '/app/events');
    await expect(page.getByText('No calendars yet.')).toBeVisible();

    // A missing field is named before anything is sent; a wrong address is refused with its reason.
    await page.getByRole('button', { name: 'Add calendar' }).click();
    await expect(page.getByText('Both calendar name and URL are required.')).toBeVisible();
    await page.getByLabel('Calendar name').fill('Nothing here');
    await page.getByLabel('Calendar URL').fill(`http://127.0.0.1:${feeds.port}/missing.ics`);
    await page.getByRole('button', { name: 'Add calendar' }).click();
    await expect(page.getByText('No calendar was found at that address.')).toBeVisible();

    await page.getByLabel('Calendar name').fill('Family');
    await page.getByLabel('Calendar URL').fill(`http://127.0.0.1:${feeds.port}/family.ics`);
    await page.getByRole('button', { name: 'Add calendar' }).click();
    const sources = page.getByRole('list', { name: 'Calendars' });
    await expect(sources.getByRole('heading', { name: 'Family' })).toBeVisible();
    await expect(sources.getByText('Synced just now')).toBeVisible();

    // This week, in the family's zone: today's swim at 5 PM whichever side of a DST change it began.
    const coming = page.getByRole('region', { name: 'Agenda' });
    const todayCard = coming
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Today' }) });
    await expect(todayCard.getByText('5:00 PM – 6:00 PM')).toBeVisible();
    await expect(todayCard.getByText('Swimming')).toBeVisible();
    await expect(todayCard.getByText('Book fair')).toBeVisible();
    const tomorrowCard = coming
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Tomorrow' }) });
    await expect(tomorrowCard.getByText('10:00 AM – 11:00 AM')).toBeVisible();

    // A board with the calendar in each view.
    const [source] = await callApi<{ id: number }[]>(page, 'GET', '/api/calendars');
    const calendar = (id: string, x: number, y: number, fields: Record<string, unknown>) => ({
      ...createComponent('calendar', id),
      calendarIds: [source!.id],
      x,
      y,
      width: 900,
      height: 500,
      ...fields,
    });
    const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
      name: 'Kitchen',
      components: [
        calendar('list', 20, 20, { calendarViewType: 'list', calendarDisplayMode: 'today' }),
        calendar('cards', 960, 20, {
          calendarViewType: 'card',
          calendarDisplayMode: 'nextDays',
          calendarUpcomingDayCount: 2,
        }),
        calendar('week', 20, 540, { calendarViewType: 'week' }),
        calendar('month', 960, 540, { calendarViewType: 'month' }),
      ],
    });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/view/${screen.id}`);
    const card = (id: string) => page.locator(`[data-component-id="${id}"]`);

    await expect(card('list').getByText('Swimming')).toBeVisible();
    await expect(card('list').getByText('5:00 PM – 6:00 PM')).toBeVisible();
    await expect(card('list').getByText('Book fair')).toBeVisible();
    await expect(card('list').getByText('Dentist')).toHaveCount(0);

    await expect(card('cards').getByRole('heading', { name: 'Tomorrow' })).toBeVisible();
    await expect(card('cards').getByText('Dentist')).toBeVisible();
    await expect(card('cards').getByText('10:00 AM – 11:00 AM')).toBeVisible();

    const week = card('week');
    const weekToday = week.locator('.calendar-week__day.is-today');
    await expect(weekToday.getByText('Swimming')).toBeVisible();
    await expect(weekToday.getByText('5:00 PM – 6:00 PM')).toBeVisible();

    // The month grid: 42 days from a Sunday; today's cell carries its events.
    const month = card('month');
    await expect(month.locator('.calendar-month__cell')).toHaveCount(42);
    await expect(month.locator('.calendar-month__cell.is-today .calendar-month__dot')).toHaveCount(2);

    // Away from fullscreen the month opens a day, and comes back.
    await month.locator('.calendar-month__cell.is-today button').click();
    await expect(month.getByText('Swimming')).toBeVisible();
    await month.getByRole('button', { name: '‹ Back' }).click();
    await expect(month.locator('.calendar-month__cell')).toHaveCount(42);

    // The simple form's Events: the next five events from every calendar, without choosing one.
    const simple = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
      name: 'Hall',
      components: ['events'],
    });
    await page.goto(`/view/${simple.id}`);
    const next = page.locator('[data-type="events"]');
    await expect(next.getByText('Book fair')).toBeVisible();
    await expect(next.getByText('Dentist')).toBeVisible();
    // Today's swim may be over already; either way three of the five are swims.
    await expect(next.getByRole('listitem')).toHaveCount(5);
    await expect(next.getByText('Swimming')).toHaveCount(3);

    // Removing asks first, and takes the events off the board.
    await page.goto('/app/events');
    await expect(page.getByText('Swimming')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Remove Family' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No calendars yet.')).toBeVisible();
  } finally {
    await feeds.close();
  }
});
