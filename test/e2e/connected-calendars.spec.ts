import { expect, test } from '@playwright/test';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google-calendar';
import { signUp } from './support/accounts';
import { pairingPollRuns } from './support/tv';

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
