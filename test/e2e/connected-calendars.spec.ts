import { expect, test } from '@playwright/test';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google-calendar';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { picture } from './support/pictures';
import { pairingPollRuns, pairTv } from './support/tv';

// The second test server has Google keys and reaches Google at this port, where this file's fake listens.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_CORE_PORT}`, timezoneId: 'UTC', locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

let google: FakeGoogle;
test.beforeAll(async () => {
  google = await startFakeGoogle({ port: Number(process.env.E2E_GOOGLE_PORT) });
  const tomorrow = addDays(todayIn('UTC'), 1);
  google.addCalendar('parent@gmail.example', 'Parent', [], true);
  google.addCalendar('family@group.calendar.google.com', 'Family', [
    {
      id: 'swim',
      summary: 'Swim practice',
      start: { dateTime: `${tomorrow}T16:00:00Z` },
      end: { dateTime: `${tomorrow}T17:00:00Z` },
    },
  ]);
});
test.afterAll(async () => google.close());

test('a parent connects Google, picks a calendar for the family’s screens, and disconnects', async ({
  page,
}) => {
  await signUp(page, 'google', '/app/events');
  await page.getByText('Google', { exact: true }).click();
  await expect(page.getByText('Luno asks Google only to read your calendars')).toBeVisible();

  // Through Google's consent page and back to the Events page.
  await page.getByRole('link', { name: 'Connect Google' }).click();
  await expect(page).toHaveURL(/\/app\/events\?connect=google&result=connected$/);
  await expect(page.getByText('Google is connected. Choose the calendars to show.')).toBeVisible();
  await expect(page.getByText('parent@gmail.example')).toBeVisible();
  const offered = page.getByRole('list', { name: 'Google calendars' });
  await expect(offered.getByText('main calendar')).toBeVisible();

  await offered.getByRole('button', { name: 'Add Family' }).click();
  const sources = page.getByRole('list', { name: 'Calendars' });
  await expect(sources.getByRole('heading', { name: 'Family' })).toBeVisible();
  await expect(sources.getByText('Google Calendar')).toBeVisible();
  await expect(offered.getByText('On Luno')).toBeVisible();
  const coming = page.getByRole('region', { name: 'Agenda' });
  await expect(coming.getByText('Swim practice')).toBeVisible();
  await expect(coming.getByText('4:00 PM – 5:00 PM')).toBeVisible();

  await page.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Google?' });
  await expect(dialog).toContainText('its calendar and their events leave every screen');
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('link', { name: 'Connect Google' })).toBeVisible();
  await expect(page.getByText('No calendars yet.')).toBeVisible();
  expect(google.oauth.state.revoked).toHaveLength(1);
});

test('a parent who declines on Google’s page is told so, and nothing is connected', async ({ page }) => {
  await signUp(page, 'google-no', '/app/events');
  await page.getByText('Google', { exact: true }).click();
  google.oauth.state.decline = true;
  await page.getByRole('link', { name: 'Connect Google' }).click();
  await expect(page.getByText('Google was not connected: access was not allowed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect Google' })).toBeVisible();
});

test('a visitor signs up with Google, and later logs in with it again', async ({ page }) => {
  const email = `google-${Date.now()}@gmail.example`;
  google.oauth.state.account = email;
  google.oauth.state.subject = `sub-${email}`;
  try {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/app\/layout$/);
    const status = await (await page.request.get('/api/auth/status')).json();
    expect(status.user.email).toBe(email);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/app\/layout$/);
    expect((await (await page.request.get('/api/auth/status')).json()).user.id).toBe(status.user.id);
  } finally {
    google.oauth.state.account = 'parent@gmail.example';
    google.oauth.state.subject = 'fake-user';
  }
});

test('a visitor who cancels on Google’s page is told so on the log-in page', async ({ page }) => {
  google.oauth.state.decline = true;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/login\?google=declined$/);
  await expect(page.getByText('Google sign-in was cancelled.', { exact: false })).toBeVisible();
});

test('a TV’s pairing code is remembered through a Google sign-in on the phone', async ({ page, browser }) => {
  const email = `google-tv-${Date.now()}@gmail.example`;
  google.oauth.state.account = email;
  google.oauth.state.subject = `sub-${email}`;
  const tvContext = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_CORE_PORT}` });
  try {
    const tv = await tvContext.newPage();
    await tv.clock.install();
    const asked = tv.waitForResponse((response) => response.url().endsWith('/api/pair'));
    await tv.goto('/pair');
    const { url } = (await (await asked).json()) as { url: string };

    await page.goto(url);
    await expect(page).toHaveURL(/\/login\?pairingId=/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/app\/pair\?pairingId=/);
    await page.getByRole('button', { name: 'Pair Screen' }).click();
    await expect(page.getByRole('heading', { name: 'Paired!' })).toBeVisible();
    await pairingPollRuns(tv);
    await expect(tv).toHaveURL(/\/app\/layout$/);
  } finally {
    await tvContext.close();
    google.oauth.state.account = 'parent@gmail.example';
    google.oauth.state.subject = 'fake-user';
  }
});

test('a parent lets Luno write to a child’s Google calendar, and the child’s event added on the wall lands in it', async ({
  page: phone,
  browser,
}) => {
  test.setTimeout(120_000);
  const coreURL = `http://127.0.0.1:${process.env.E2E_CORE_PORT}`;
  google.addCalendar('maya@group.calendar.google.com', 'Maya’s calendar', []);
  await signUp(phone, 'google-wall', '/app/events');
  await callApi(phone, 'POST', '/api/people', { name: 'Maya', color: '#d81b60' });
  await phone.getByText('Google', { exact: true }).click();
  await phone.getByRole('link', { name: 'Connect Google' }).click();
  await expect(phone.getByText('Google is connected. Choose the calendars to show.')).toBeVisible();
  await phone
    .getByRole('list', { name: 'Google calendars' })
    .getByRole('button', { name: 'Add Maya’s calendar' })
    .click();
  const row = phone
    .getByRole('list', { name: 'Calendars' })
    .getByRole('listitem')
    .filter({ hasText: 'Maya’s calendar' });
  await row.getByLabel('Whose calendar').selectOption({ label: 'Maya' });
  await expect(row.getByLabel('Whose calendar')).toHaveValue(/\d+/);

  // Read-only until a parent says; then Google is asked for the permission, and why is said first.
  const writable = row.getByLabel('Luno may add and change events');
  await expect(writable).not.toBeChecked();
  await writable.click();
  await expect(row.getByText(/connect Google again and allow it/)).toBeVisible();
  await expect(writable).not.toBeChecked();
  await picture(phone, 'source-write-permission-phone');
  await row.getByRole('link', { name: 'Connect Google again' }).click();
  await expect(phone.getByText('Google is connected.', { exact: false })).toBeVisible();
  await expect(
    phone
      .getByRole('list', { name: 'Calendars' })
      .getByRole('listitem')
      .filter({ hasText: 'Maya’s calendar' })
      .getByLabel('Luno may add and change events'),
  ).toBeChecked();

  // The wall's Add event offers Maya's own calendar first once Maya is chosen.
  const sources = await callApi<{ id: number; name: string }[]>(phone, 'GET', '/api/calendars');
  const maya = sources.find((source) => source.name === 'Maya’s calendar')!;
  const board = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Hall',
    components: [
      {
        ...createComponent('calendar', 'calendar'),
        x: 40,
        y: 40,
        width: 1200,
        height: 900,
        calendarIds: [maya.id],
        calendarViewType: 'planner',
      },
    ],
  });
  const { tv, tvContext } = await pairTv(browser, phone, board.id, {
    hasTouch: true,
    context: { baseURL: coreURL, timezoneId: 'UTC', locale: 'en-US' },
  });
  try {
    await tv.getByRole('button', { name: 'Add event' }).click();
    const adding = tv.getByRole('dialog', { name: 'Add an event' });
    const calendars = adding.getByRole('group', { name: 'Which calendar?' });
    await expect(calendars.getByRole('button')).toHaveText(['Family calendar', 'Maya’s calendar']);
    await adding.getByRole('group', { name: 'Who is it for?' }).getByRole('button', { name: 'Maya' }).click();
    await expect(calendars.getByRole('button')).toHaveText(['Maya’s calendar', 'Family calendar']);
    await expect(calendars.getByRole('button', { name: 'Maya’s calendar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const keyboard = adding.getByRole('group', { name: 'Keyboard' });
    for (const key of [...'recital']) await keyboard.getByRole('button', { name: key, exact: true }).click();
    await adding.getByRole('button', { name: 'Tomorrow' }).click();
    await adding.getByLabel('Start time').selectOption('16:00');
    await picture(tv, 'wall-add-event-calendars');
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(adding).toBeHidden();
    await expect(tv.getByRole('status').getByText('Added Recital tomorrow')).toBeVisible();

    // In Maya's Google calendar, as if she had made it there; and in her column on the wall.
    await expect
      .poll(() => google.occurrences('maya@group.calendar.google.com').map((event) => event.summary))
      .toEqual(['Recital']);
    const [recital] = google.occurrences('maya@group.calendar.google.com');
    // Written as Google Calendar writes it: the wall time in the family's zone.
    expect(recital!.start).toEqual({
      dateTime: expect.stringContaining(`${addDays(todayIn('UTC'), 1)}T16:00:00`),
      timeZone: 'UTC',
    });
    expect(google.event('family@group.calendar.google.com', recital!.id)).toBeUndefined();
  } finally {
    await tvContext.close();
  }
});
