import { expect, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { instantOfWallTime } from '../../src/common/zoned-time';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { ownServer } from './support/own-server';

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE, locale: 'en-US' });
const port = Number(process.env.E2E_PORT) + 102;
const smtpPort = Number(process.env.E2E_PORT) + 103;
const server = ownServer(port, {
  LUNO_SMTP_PORT: String(smtpPort),
  LUNO_SMTP_HOST: '127.0.0.1',
  LUNO_MAIL_DOMAIN: 'calendar.luno.example',
});
test.use({ baseURL: server.baseURL });
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

const at = (day: string, hour: number, minute = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallTime({ year, month, day: date, hour, minute, second: 0 }, ZONE).toISOString();
};

test('shots', async ({ browser, page: phone }) => {
  test.setTimeout(180_000);
  await phone.setViewportSize({ width: 390, height: 844 });
  const email = await signUp(phone, 'shots', null);
  const today = todayIn(ZONE);
  await callApi(phone, 'PATCH', '/api/family', { name: 'The Millers' });
  const add = (body: unknown) => callApi(phone, 'POST', '/api/family-events', body);
  await add({
    title: 'Swimming lesson',
    start: at(today, 17),
    end: at(today, 18),
    repeatConfig: { freq: 'WEEKLY' },
    notes: 'Pool on Main St. Bring goggles.',
  });
  await add({
    title: 'Dentist',
    start: at(addDays(today, 1), 10),
    end: at(addDays(today, 1), 11),
    notes: 'Bring the insurance card',
  });
  await add({ title: 'Grandma visits', allDay: true, start: addDays(today, 2), end: addDays(today, 4) });
  await add({
    title: 'Piano',
    start: at(addDays(today, 3), 16, 30),
    end: at(addDays(today, 3), 17, 15),
    repeatConfig: { freq: 'WEEKLY' },
    repeatUntil: addDays(today, 60),
  });
  await add({
    title: 'Pizza night',
    start: at(addDays(today, 4), 19),
    end: at(addDays(today, 4), 20, 30),
    repeatConfig: { freq: 'WEEKLY' },
  });
  await callApi(phone, 'POST', '/api/family/calendar-feed', { includeChores: true });
  const address = (await callApi<{ inboxAddress: string }>(phone, 'GET', '/api/family')).inboxAddress;
  const day = addDays(today, 5).replaceAll('-', '');
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  await transport.sendMail({
    from: email,
    to: address,
    subject: 'Fwd: Spring concert',
    text: 'x',
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
        'LOCATION:School hall',
        `DTSTART;TZID=${ZONE}:${day}T180000`,
        `DTEND;TZID=${ZONE}:${day}T193000`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    },
  });
  await transport
    .sendMail({
      from: 'newsletter@shop.example',
      envelope: { from: email, to: address },
      to: address,
      subject: 'Big sale!',
      text: 'x',
    })
    .catch(() => undefined);

  await phone.goto('/app/events');
  await expect(phone.getByRole('list', { name: 'Recently forwarded' })).toContainText('Spring concert');
  await phone.waitForTimeout(500);
  await phone.screenshot({ path: 'docs/screenshots/family-calendar-phone.png', fullPage: true });
  await phone.getByRole('button', { name: 'Add event' }).click();
  await phone.getByRole('dialog').getByLabel('Title').fill('Football practice');
  await phone.waitForTimeout(400);
  await phone.screenshot({ path: 'docs/screenshots/family-event-form-phone.png' });
  await phone.keyboard.press('Escape');

  const week = createComponent('calendar', 'week');
  const events = createComponent('events', 'next');
  const board = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [
      { ...week, x: 40, y: 40, width: 1360, height: 1000, calendarViewType: 'week' },
      { ...events, x: 1440, y: 40, width: 440, height: 1000 },
    ],
  });
  const tvContext = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1920, height: 1080 },
    timezoneId: ZONE,
    locale: 'en-US',
  });
  const tv = await tvContext.newPage();
  const asked = tv.waitForResponse((response) => response.url().endsWith('/api/pair'));
  await tv.goto('/pair');
  const { pairingId } = (await (await asked).json()) as { pairingId: string };
  const status = await callApi<{ user: { familyid: number } }>(phone, 'GET', '/api/auth/status');
  await callApi(phone, 'POST', `/api/pair/${pairingId}/complete`, {
    familyId: status.user.familyid,
    screenId: board.id,
    name: 'Kitchen TV',
  });
  await expect(tv).toHaveURL(new RegExp(`/view/${board.id}$`));
  await expect(tv.locator('[data-component-id="next"]')).toContainText('Dentist');
  await tv.waitForTimeout(1000);
  await tv.screenshot({ path: 'docs/screenshots/family-calendar-board.png' });
  await tvContext.close();
});
