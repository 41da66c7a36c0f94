import { expect, type Page, test } from '@playwright/test';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { type ComponentInput, createComponent } from '../../src/common/schemas/component';
import type { Weather } from '../../src/common/schemas/weather';
import { type FakeOpenMeteo, startFakeOpenMeteo } from '../fakes/open-meteo';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { ownServer } from './support/own-server';
import { picture } from './support/pictures';

// What this file checks needs the service workers the browser tests otherwise block.
test.use({ serviceWorkers: 'allow' });

// A server of these tests' own whose weather comes from the local fake of Open-Meteo.
const port = Number(process.env.E2E_PORT) + 60;
test.use({
  baseURL: `http://127.0.0.1:${port}`,
  viewport: { width: 1920, height: 1080 },
  timezoneId: 'Europe/Berlin',
});
test.describe.configure({ mode: 'serial' });

let openMeteo: FakeOpenMeteo;
let server: ReturnType<typeof ownServer>;

test.beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo();
  server = ownServer(port, openMeteo.env);
  await server.start();
});

test.afterAll(async () => {
  await server?.dispose();
  await openMeteo?.close();
});

async function createBoard(page: Page, name: string, components: ComponentInput[]): Promise<number> {
  return (await callApi<{ id: number }>(page, 'POST', '/api/screens', { name, components })).id;
}

const weatherCard = (page: Page) => page.locator('[data-type="weather"]');
const BERLIN = { name: 'Berlin', latitude: 52.52437, longitude: 13.41053 };

test('the family finds its town in the weather card’s settings, and the board shows its forecast with the credit', async ({
  page,
}) => {
  // The editor, the board, an accessibility scan: a long journey on a loaded 2-core machine.
  test.setTimeout(120_000);
  await signUp(page, 'weather', null);
  const boardId = await createBoard(page, 'Kitchen', [
    { ...createComponent('weather', 'weather'), x: 60, y: 60, width: 840, height: 520 },
  ]);

  // The card says what is missing until a place is set.
  await page.goto(`/view/${boardId}`);
  await expect(weatherCard(page)).toContainText('No place is set for the weather yet.');

  await page.goto('/app/layout');
  await page
    .getByRole('region', { name: 'Layers' })
    .locator('.ed-row__main')
    .filter({ hasText: 'Weather' })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Weather' })).toBeVisible();
  const settings = page.getByRole('region', { name: 'Content' });
  await expect(settings.getByText('None yet. Find your town below.')).toBeVisible();
  await settings.getByLabel('Find your town').fill('berl');
  const matches = settings.getByRole('list', { name: 'Places called berl' });
  await expect(matches.getByRole('button')).toHaveText([
    'BerlinLand Berlin, Germany',
    'BerlinNew Hampshire, United States',
  ]);
  await picture(page, 'weather-settings');
  await matches.getByRole('button', { name: /Land Berlin/ }).click();
  await expect(settings.getByText('The weather now shows Berlin.')).toBeVisible();
  await expect(settings.getByText('52.52° N, 13.41° E')).toBeVisible();
  expect(openMeteo.forecasts).toHaveLength(1);

  await page.goto(`/view/${boardId}`);
  const card = weatherCard(page);
  const weather = await callApi<Weather>(page, 'GET', '/api/weather');
  // What the fake answered, as the card draws it: the place, the temperature now, the hours and the days.
  await expect(card.locator('.weather-now__place')).toHaveText('Berlin');
  await expect(card.locator('.weather-now__temp')).toHaveText(`${Math.round(weather.current!.temperature)}°`);
  await expect(card.locator('.weather-now__sky')).toHaveText(/Partly cloudy|Mainly clear/);
  const hours = card.getByRole('list', { name: 'Today by the hour' }).getByRole('listitem');
  await expect(hours.first()).toContainText('Now');
  await expect(hours).toHaveCount(6);
  const days = card.getByRole('list', { name: 'The next days' }).getByRole('listitem');
  await expect(days).toHaveCount(5);
  await expect(days.first()).toContainText('Today');
  await expect(days.first()).toContainText(`${Math.round(weather.daily[0]!.temperatureMax)}°`);
  await expect(days.nth(1).getByRole('img')).toHaveAccessibleName('Overcast');
  await expect(card.getByText('Weather data by Open-Meteo.com (CC BY 4.0)')).toBeVisible();
  await expect(card).toContainText('Updated just now');
  expect(await axeFindings(page, '[data-type="weather"]')).toEqual([]);
  await picture(page, 'weather-board');
});

test('a place and units changed on a phone reach the wall by themselves', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUp(page, 'weather-phone', null);
  await callApi(page, 'PUT', '/api/weather/place', { ...BERLIN, units: 'celsius' });
  const boardId = await createBoard(page, 'Hall', [
    { ...createComponent('weather', 'weather'), x: 60, y: 60, width: 840, height: 520 },
  ]);
  await page.goto(`/view/${boardId}`);
  const card = weatherCard(page);
  await expect(card.locator('.weather-now__place')).toHaveText('Berlin');
  await expect(card).toContainText('km/h');

  // The same family on a phone: its session, a phone's screen.
  const phoneContext = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const phone = await phoneContext.newPage();
  await phone.goto('/app/account');
  // The account page is a route of its own, fetched on first visit: slow on a loaded machine.
  await expect(phone.getByText('52.52° N, 13.41° E')).toBeVisible({ timeout: 30_000 });
  await phone.getByLabel('Change the place').fill('London');
  await phone.getByRole('button', { name: /London/ }).click();
  await expect(phone.getByText('The weather now shows London.')).toBeVisible();
  await phone.getByLabel('°F Fahrenheit').check();
  await expect(card.locator('.weather-now__place')).toHaveText('London');
  await expect(card).toContainText('mph');
  const london = await callApi<Weather>(phone, 'GET', '/api/weather');
  expect(london.units).toBe('fahrenheit');
  await expect(card.locator('.weather-now__temp')).toHaveText(`${Math.round(london.current!.temperature)}°`);
  await picture(phone, 'weather-place-phone', { fullPage: true });
  await phoneContext.close();
});

test('a display that loses the server keeps the last forecast, through a reload, and says how old it is', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1920, height: 1080 },
    timezoneId: 'Europe/Berlin',
  });
  const tv = await context.newPage();
  await tv.clock.install();
  try {
    await signUp(tv, 'weather-offline', null);
    await callApi(tv, 'PUT', '/api/weather/place', { ...BERLIN, units: 'celsius' });
    const boardId = await createBoard(tv, 'Hall', [
      { ...createComponent('weather', 'weather'), x: 60, y: 60, width: 840, height: 520 },
    ]);
    await tv.goto(`/view/${boardId}`);
    const card = weatherCard(tv);
    const temperature = await card.locator('.weather-now__temp').textContent();
    await expect(card).toContainText('Updated just now');
    await expect.poll(() => tv.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => tv.evaluate(() => localStorage.getItem('keptAnswers') ?? '')).toContain('Berlin');

    await server.kill();
    await tv.reload();
    await expect(tv.getByText(/^Offline since \d\d:\d\d/)).toBeVisible();
    await expect(card.locator('.weather-now__place')).toHaveText('Berlin');
    await expect(card.locator('.weather-now__temp')).toHaveText(temperature ?? '');
    await expect(card.getByText('Weather data by Open-Meteo.com (CC BY 4.0)')).toBeVisible();

    // Two hours on, the card still shows the kept forecast, and plainly says how old it is.
    await tv.clock.fastForward('02:00:00');
    await expect(card.locator('.weather-stale')).toHaveText('Forecast from 2 h ago');
    await expect(card).toContainText('Updated 2 h ago');
    await expect(
      card.getByRole('list', { name: 'Today by the hour' }).getByRole('listitem').first(),
    ).toContainText('Now');
    await picture(tv, 'weather-offline');
  } finally {
    await server.start();
    await context.close();
  }
});

test('a countdown card counts the days, the hours of the last one, and says "Today!" on the day', async ({
  page,
}) => {
  // Tuesday 2 June 2026, 10:00 in Berlin, the family's zone.
  await page.clock.install({ time: new Date('2026-06-02T08:00:00Z') });
  await signUp(page, 'countdown', null);
  const boardId = await createBoard(page, 'Hall', [
    {
      ...createComponent('countdown', 'countdown'),
      headerText: 'Counting down',
      x: 60,
      y: 60,
      width: 560,
      height: 520,
      countdownConfig: {
        items: [
          { title: 'Summer at the lake', date: '2026-06-14', calendarId: null },
          { title: 'Grandma visits', date: '2026-06-03', calendarId: null },
          { title: 'Sports day', date: '2026-06-02', calendarId: null },
          { title: 'Spring fair', date: '2026-05-30', calendarId: null },
        ],
        showDate: true,
      },
    },
  ]);

  await page.goto(`/view/${boardId}`);
  const rows = page.locator('[data-type="countdown"] .countdown-row');
  // Soonest first; the day that has passed is left out.
  await expect(rows).toHaveText([
    'Today!Sports dayTue, Jun 2',
    '14hoursGrandma visitsWed, Jun 3',
    '12daysSummer at the lakeSun, Jun 14',
  ]);
  await picture(page, 'countdown-board');

  // Past Berlin's midnight the next day comes, with no reload.
  await page.clock.fastForward('14:00:30');
  await expect(rows).toHaveText(['Today!Grandma visitsWed, Jun 3', '11daysSummer at the lakeSun, Jun 14']);
});

test('a board with the weather, countdowns and a clock reads from across a room, on a light card and a dark one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'wall', null);
  await callApi(page, 'PUT', '/api/weather/place', {
    name: 'Springfield',
    latitude: 39.80172,
    longitude: -89.64371,
    units: 'fahrenheit',
  });
  const today = todayIn('Europe/Berlin');
  const clock = createComponent('clock', 'clock');
  const countdown = createComponent('countdown', 'countdown');
  const weather = createComponent('weather', 'weather');
  const boardId = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Kitchen',
    background: { type: 'color', color: '#1d2b3a', opacity: 1 },
    components: [
      {
        ...clock,
        x: 60,
        y: 40,
        width: 520,
        height: 150,
        style: { ...clock.style, fontSize: 96, bgOpacity: 0, addBoxShadow: false, fontColor: '#ffffff' },
        clockConfig: { timezone: 'Europe/Berlin', hour12: false, showSeconds: false },
      },
      { ...weather, x: 60, y: 230, width: 1000, height: 780, style: { ...weather.style, fontSize: 34 } },
      {
        ...countdown,
        headerText: 'Counting down',
        x: 1100,
        y: 230,
        width: 760,
        height: 780,
        style: {
          ...countdown.style,
          fontSize: 34,
          headerFontSize: 30,
          bgColor: '#2b3f57',
          headerBgColor: '#22344a',
          fontColor: '#ffffff',
        },
        countdownConfig: {
          items: [
            { title: 'Summer at the lake', date: addDays(today, 12), calendarId: null },
            { title: 'Grandma visits', date: addDays(today, 1), calendarId: null },
            { title: 'Sports day', date: today, calendarId: null },
            { title: 'Last day of school', date: addDays(today, 27), calendarId: null },
          ],
          showDate: true,
        },
      },
    ],
  }).then((board) => board.id);

  await page.goto(`/view/${boardId}`);
  await expect(weatherCard(page).locator('.weather-now__place')).toHaveText('Springfield');
  await expect(page.locator('[data-type="countdown"] .countdown-row')).toHaveCount(4);
  await expect(page.locator('[data-type="countdown"] .countdown-row').nth(2)).toContainText('12days');
  // The figures a family reads from the sofa: at least 80 px for the temperature and the days.
  const pixels = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const canvas = element.closest('.board-canvas') as HTMLElement;
        const scale = canvas.getBoundingClientRect().width / canvas.offsetWidth;
        return Number.parseFloat(getComputedStyle(element).fontSize) * scale;
      });
  expect(await pixels('.weather-now__temp')).toBeGreaterThanOrEqual(80);
  expect(
    await pixels('.countdown-row:not(.countdown-row--today) .countdown-row__number'),
  ).toBeGreaterThanOrEqual(60);
  expect(await axeFindings(page)).toEqual([]);
  await picture(page, 'wall');
});
