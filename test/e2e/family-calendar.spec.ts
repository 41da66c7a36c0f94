import { expect, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { ownServer } from './support/own-server';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE, locale: 'en-US' });

// A server of this file's own, with mail on: its SMTP receiver takes forwarded invitations.
const port = Number(process.env.E2E_PORT) + 100;
const smtpPort = Number(process.env.E2E_PORT) + 101;
const DOMAIN = 'mail.luno.test';
const server = ownServer(port, {
  LUNO_SMTP_PORT: String(smtpPort),
  LUNO_SMTP_HOST: '127.0.0.1',
  LUNO_MAIL_DOMAIN: DOMAIN,
});
test.use({ baseURL: server.baseURL });
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

test('an event added on the phone appears on the TV at once, and a forwarded invitation joins it', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(120_000);
  await phone.setViewportSize({ width: 390, height: 844 });
  const email = await signUp(phone, 'calendar', null);
  const calendar = createComponent('calendar', 'family-calendar');
  const board = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [
      {
        ...calendar,
        x: 40,
        y: 40,
        width: 900,
        height: 700,
        calendarDisplayMode: 'nextDays',
        calendarUpcomingDayCount: 4,
      },
    ],
  });

  // The TV pairs with the family and shows the board.
  const { tv, tvContext } = await pairTv(browser, phone, board.id, {
    context: { baseURL: server.baseURL, timezoneId: ZONE, locale: 'en-US' },
  });
  const onTv = tv.locator('[data-component-id="family-calendar"]');
  // A new calendar card shows the family calendar: nothing in it yet.
  await expect(onTv).toContainText('No events to display for selected calendars.');

  // The phone adds Leo's dentist tomorrow at 10:00 on the Calendars page.
  await callApi(phone, 'POST', '/api/people', { name: 'Leo', color: '#1e88e5' });
  const tomorrow = addDays(todayIn(ZONE), 1);
  await phone.goto('/app/events');
  await expect(phone.getByText('Nothing planned yet.')).toBeVisible();
  await phone.getByRole('button', { name: 'Add event' }).click();
  const dialog = phone.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog.getByText('Event title is required.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Dentist');
  await dialog.getByLabel('Start day').fill(tomorrow);
  await dialog.getByLabel('Start time').fill('10:00');
  await dialog.getByLabel('End day').fill(tomorrow);
  await dialog.getByLabel('End time').fill('11:00');
  await dialog.getByLabel('Notes').fill('Bring the insurance card');
  await dialog.getByLabel('Who is it for?').selectOption({ label: 'Leo' });
  await expect(dialog.getByLabel('Remind')).toHaveValue('');
  await dialog.getByLabel('Remind').selectOption({ label: '1 h before' });
  await picture(phone, 'family-event-remind');
  expect(await axeFindings(phone, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toBeHidden();
  await expect(phone.getByText('Dentist was added to every screen.')).toBeVisible();
  const [saved] = await callApi<{ reminderMinutes: number | null }[]>(phone, 'GET', '/api/family-events');
  expect(saved?.reminderMinutes).toBe(60);
  const row = phone.getByRole('list', { name: 'Family events' }).getByRole('listitem');
  await expect(row).toContainText('10:00 AM – 11:00 AM');

  // The TV shows it without a reload: the live stream told it (its own poll is a minute away).
  const tomorrowOnTv = onTv.getByRole('region', { name: 'Tomorrow' });
  await expect(tomorrowOnTv).toContainText('Dentist');
  await expect(tomorrowOnTv).toContainText('10:00 AM – 11:00 AM');
  // In Leo's colour.
  const dentistOnTv = tomorrowOnTv.getByRole('listitem').filter({ hasText: 'Dentist' });
  await expect(dentistOnTv.locator('.calendar-widget__bar')).toHaveCSS(
    'background-color',
    'rgb(30, 136, 229)',
  );

  // A member forwards the school's invitation to the family's address; the TV and the page show it.
  const address = (await callApi<{ inboxAddress: string }>(phone, 'GET', '/api/family')).inboxAddress;
  await expect(phone.getByRole('textbox', { name: 'The family’s address' })).toHaveValue(address);
  const day = tomorrow.replaceAll('-', '');
  await nodemailer
    .createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true })
    .sendMail({
      from: email,
      to: address,
      subject: 'Fwd: Spring concert',
      text: 'See you there!',
      icalEvent: {
        method: 'REQUEST',
        content: [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//School//EN',
          'METHOD:REQUEST',
          'BEGIN:VEVENT',
          'UID:concert@school.example',
          'DTSTAMP:20260101T000000Z',
          'SUMMARY:Spring concert',
          `DTSTART;TZID=${ZONE}:${day}T180000`,
          `DTEND;TZID=${ZONE}:${day}T193000`,
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n'),
      },
    });
  await expect(tomorrowOnTv).toContainText('Spring concert');
  await expect(phone.getByRole('list', { name: 'Recently forwarded' })).toContainText(
    'Added “Spring concert”',
  );
  await expect(row.filter({ hasText: 'Spring concert' })).toContainText('From a forwarded invitation');

  expect(await axeFindings(phone)).toEqual([]);
  await tvContext.close();
});

test('a parent shares the family calendar with the phones: a secret link, chores in it, a new link, and off', async ({
  page: phone,
}) => {
  await phone.setViewportSize({ width: 390, height: 844 });
  await signUp(phone, 'feed', null);
  const today = todayIn(ZONE);
  await callApi(phone, 'POST', '/api/family-events', {
    title: 'Piano',
    start: `${addDays(today, 1)}T14:00:00Z`,
  });
  const list = await callApi<{ id: number }>(phone, 'POST', '/api/task-lists', { name: 'Chores' });
  await callApi(phone, 'POST', `/api/task-lists/${list.id}/items`, {
    task: 'Feed the cat',
    assignee: 'Leo',
    dueDate: today,
    repeatConfig: { freq: 'DAILY', interval: 1 },
  });
  const calendarAt = async (url: string) => {
    const answer = await phone.request.get(url);
    return { status: answer.status(), body: answer.ok() ? await answer.text() : '' };
  };

  await phone.goto('/app/events');
  const panel = phone.getByRole('region', { name: 'On your phones' });
  await panel.getByRole('button', { name: 'Make a secret link' }).click();
  const link = panel.getByLabel('Secret calendar link');
  await expect(link).toHaveValue(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(panel.getByRole('link', { name: 'Subscribe on this phone' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  const first = await link.inputValue();
  let read = await calendarAt(first);
  expect(read.status).toBe(200);
  expect(read.body).toContain('SUMMARY:Piano');
  expect(read.body).not.toContain('Feed the cat');

  // Ticked, the box stays ticked from the click on, and the link's calendar has the chore.
  const chores = panel.getByRole('checkbox', { name: 'Include chores with a due day' });
  await expect(chores).not.toBeChecked();
  await chores.check();
  await expect(chores).toBeChecked();
  await expect(chores).toBeEnabled();
  await expect.poll(async () => (await calendarAt(first)).body).toContain('SUMMARY:Feed the cat (Leo)');
  expect(await axeFindings(phone, '.share-calendar')).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await picture(phone, 'share-calendar-phone');

  // A new link, asked first: the old one stops working, the chores stay in.
  await panel.getByRole('button', { name: 'Make a new link' }).click();
  let confirm = phone.getByRole('dialog', { name: 'Make a new link?' });
  await confirm.getByRole('button', { name: 'Make a new link' }).click();
  await expect(confirm).toBeHidden();
  await expect(link).not.toHaveValue(first);
  const second = await link.inputValue();
  expect((await calendarAt(first)).status).toBe(404);
  read = await calendarAt(second);
  expect(read.body).toContain('SUMMARY:Feed the cat (Leo)');
  await expect(chores).toBeChecked();

  // Off, asked first: the link is gone and the panel offers a new one.
  await panel.getByRole('button', { name: 'Turn the link off' }).click();
  confirm = phone.getByRole('dialog', { name: 'Turn the link off?' });
  await confirm.getByRole('button', { name: 'Turn off' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Make a secret link' })).toBeVisible();
  expect((await calendarAt(second)).status).toBe(404);
});
