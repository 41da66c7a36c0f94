import { expect, type Locator, test } from '@playwright/test';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE, locale: 'en-US' });

const dayCard = (agenda: Locator, name: string) =>
  agenda.getByRole('listitem').filter({ has: agenda.page().getByRole('heading', { name, exact: true }) });

test('a parent adds a weekly event on the phone, moves one time of it and deletes another; the TV’s planner shows it in the person’s column at once', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(120_000);
  await phone.setViewportSize({ width: 390, height: 844 });
  await signUp(phone, 'writes', null);
  const leo = await callApi<{ id: number }>(phone, 'POST', '/api/people', { name: 'Leo', color: '#f4511e' });
  await callApi(phone, 'POST', '/api/people', { name: 'Maya', color: '#d81b60' });
  const today = todayIn(ZONE);
  const board = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Hall',
    components: [
      {
        ...createComponent('calendar', 'planner'),
        x: 0,
        y: 0,
        width: 1920,
        height: 1080,
        calendarViewType: 'planner',
        calendarPlannerSpan: 'week',
        calendarWeekStart: 'today',
      },
    ],
  });
  const { tv, tvContext } = await pairTv(browser, phone, board.id, {
    context: { timezoneId: ZONE, locale: 'en-US' },
  });
  const leoToday = tv.locator('[data-component-id="planner"]').getByRole('region', { name: 'Leo, today' });
  await expect(leoToday).toBeVisible();
  await expect(leoToday.getByRole('listitem')).toHaveCount(0);

  // The phone adds Leo's swimming, every week from today, to the family calendar.
  await phone.goto('/app/events');
  const agenda = phone.getByRole('region', { name: 'Agenda' });
  await agenda.getByRole('button', { name: 'Add an event' }).click();
  const adding = phone.getByRole('dialog', { name: 'Add an event' });
  await expect(adding.getByLabel('Calendar')).toHaveValue('0');
  await expect(adding.getByLabel('Calendar').locator('option')).toHaveText(['Family calendar']);
  await adding.getByLabel('Title').fill('Swimming');
  await adding.getByLabel('Start day').fill(today);
  await adding.getByLabel('Start time').fill('17:00');
  await adding.getByLabel('End day').fill(today);
  await adding.getByLabel('End time').fill('18:00');
  await adding.getByLabel('Who is it for?').selectOption({ label: 'Leo' });
  await adding.getByLabel('Frequency').selectOption({ label: 'Weekly' });
  await picture(phone, 'agenda-add-event-phone');
  expect(await axeFindings(phone, '[role="dialog"]')).toEqual([]);
  await adding.getByRole('button', { name: 'Add event' }).click();
  await expect(adding).toBeHidden();
  await expect(phone.getByText('Swimming was added.')).toBeVisible();

  // At once on the TV, in Leo's column; and on the phone today and next week.
  await expect(leoToday.getByText('Swimming')).toBeVisible();
  await expect(leoToday.getByText('5:00 PM – 6:00 PM')).toBeVisible();
  const todayCard = dayCard(agenda, 'Today');
  await expect(todayCard.getByText('Swimming')).toBeVisible();

  // Today's swim moves to 6 PM, this time only.
  await todayCard.getByRole('button', { name: /^5:00 PM – 6:00 PM Swimming/ }).click();
  const changing = phone.getByRole('dialog', { name: 'Change event' });
  await expect(changing.getByText('In Family calendar')).toBeVisible();
  const scope = changing.getByRole('group', { name: 'Change which events?' });
  await expect(scope.getByRole('radio', { name: 'This event', exact: true })).toBeChecked();
  await expect(scope.getByRole('radio', { name: 'This and following events' })).toBeVisible();
  await expect(scope.getByRole('radio', { name: 'All events' })).toBeVisible();
  await changing.getByLabel('Start time').fill('18:00');
  await changing.getByLabel('End time').fill('19:00');
  await picture(phone, 'agenda-change-occurrence-phone');
  await changing.getByRole('button', { name: 'Save changes' }).click();
  await expect(changing).toBeHidden();
  await expect(leoToday.getByText('6:00 PM – 7:00 PM')).toBeVisible();
  await expect(leoToday.getByText('5:00 PM – 6:00 PM')).toHaveCount(0);
  await expect(todayCard.getByText('6:00 PM – 7:00 PM')).toBeVisible();

  // The week after keeps its 5 PM; the week after that loses its swim, after a confirmation.
  await agenda.getByRole('button', { name: 'Next week' }).click();
  const nextWeek = dayCard(
    agenda,
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${addDays(today, 7)}T00:00:00Z`)),
  );
  await expect(nextWeek.getByText('5:00 PM – 6:00 PM')).toBeVisible();
  await nextWeek.getByRole('button', { name: /Swimming/ }).click();
  await changing.getByRole('button', { name: 'Delete' }).click();
  const confirm = phone.getByRole('dialog', { name: 'Delete this event?' });
  await expect(confirm.getByRole('group', { name: 'Delete which events?' })).toBeVisible();
  await confirm.getByRole('radio', { name: 'This event', exact: true }).check();
  await picture(phone, 'agenda-delete-confirm-phone');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(phone.getByText('Swimming was deleted.')).toBeVisible();
  await expect(nextWeek.getByText('Swimming')).toHaveCount(0);
  await agenda.getByRole('button', { name: 'Next week' }).click();
  const inTwoWeeks = dayCard(
    agenda,
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${addDays(today, 14)}T00:00:00Z`)),
  );
  await expect(inTwoWeeks.getByText('Swimming')).toBeVisible();
  await expect(leoToday.getByText('Swimming')).toBeVisible();

  // A day at a time.
  await agenda.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(agenda.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await expect(dayCard(agenda, 'Today').getByText('6:00 PM – 7:00 PM')).toBeVisible();
  await picture(phone, 'agenda-day-phone', { fullPage: true });
  await phone.setViewportSize({ width: 1920, height: 1080 });
  await agenda.getByRole('button', { name: 'Week', exact: true }).click();
  await picture(phone, 'agenda-week-1920');
  await picture(tv, 'planner-after-phone-1920');
  expect(leo.id).toBeGreaterThan(0);
  await tvContext.close();
});

test('on the wall, a tap on an event opens it: a change is sent after its undo time, a delete can be undone, a look-only board opens nothing', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(120_000);
  await signUp(phone, 'wall-edit', null);
  const leo = await callApi<{ id: number }>(phone, 'POST', '/api/people', { name: 'Leo', color: '#f4511e' });
  const tomorrow = addDays(todayIn(ZONE), 1);
  await callApi(phone, 'POST', '/api/events', {
    calendarId: 0,
    title: 'Piano',
    allDay: true,
    start: tomorrow,
    personId: leo.id,
  });
  const board = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Hall',
    components: [
      {
        ...createComponent('calendar', 'week'),
        x: 40,
        y: 40,
        width: 1800,
        height: 1000,
        calendarDisplayMode: 'nextDays',
        calendarUpcomingDayCount: 3,
      },
    ],
  });
  const { tv, tvContext } = await pairTv(browser, phone, board.id, {
    hasTouch: true,
    context: { timezoneId: ZONE, locale: 'en-US' },
  });
  const card = tv.locator('[data-component-id="week"]');
  await card.getByRole('button', { name: /Piano/ }).click();
  const dialog = tv.getByRole('dialog', { name: 'Change Piano' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Piano');
  await expect(dialog.getByRole('button', { name: 'Leo' })).toHaveAttribute('aria-pressed', 'true');
  // Only the family calendar takes events: no choice of calendar, and no series to ask about.
  await expect(dialog.getByRole('group', { name: 'Which calendar?' })).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: 'Change which events?' })).toHaveCount(0);
  await picture(tv, 'wall-change-event');
  expect(await axeFindings(tv, '[role="dialog"]')).toEqual([]);
  await dialog.getByLabel('Title').fill('Piano exam');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(tv.getByRole('button', { name: 'Undo: Changed Piano exam' })).toBeVisible();
  // Sent once the undo time is over; the phone has it.
  await tv.clock.fastForward(5_100);
  await expect(card.getByText('Piano exam')).toBeVisible();
  await expect
    .poll(async () => (await callApi<{ title: string }[]>(phone, 'GET', '/api/events')).map((e) => e.title))
    .toEqual(['Piano exam']);

  // A delete leaves the card at once, and Undo brings it back without anything sent.
  await card.getByRole('button', { name: /Piano exam/ }).click();
  await tv
    .getByRole('dialog', { name: 'Change Piano exam' })
    .getByRole('button', { name: 'Delete event' })
    .click();
  await expect(card.getByText('Piano exam')).toHaveCount(0);
  await tv.getByRole('button', { name: 'Undo: Deleted Piano exam' }).click();
  await expect(card.getByText('Piano exam')).toBeVisible();
  await tv.clock.fastForward(6_000);
  expect(await callApi<unknown[]>(phone, 'GET', '/api/events')).toHaveLength(1);

  // A look-only board: the event is only shown.
  await callApi(phone, 'PUT', `/api/screens/${board.id}`, {
    ...(await callApi<Record<string, unknown>>(phone, 'GET', `/api/screens/${board.id}`)),
    lookOnly: true,
  });
  await tv.reload();
  await expect(card.getByText('Piano exam')).toBeVisible();
  await expect(card.getByRole('button', { name: /Piano exam/ })).toHaveCount(0);
  await tvContext.close();
});
