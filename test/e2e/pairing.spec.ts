import { expect, test } from '@playwright/test';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { pairingPollRuns } from './support/tv';

const ANDROID_TV =
  'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K UR3 Build/STT1.211025.001.Z4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Safari/537.36';

test('a TV pairs by its QR code, follows the phone as it changes things, and goes back to /pair when unpaired', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(120_000);
  await phone.setViewportSize({ width: 390, height: 844 });
  await signUp(phone, 'pairing', null);
  const list = await callApi<{ id: number }>(phone, 'POST', '/api/task-lists', { name: 'Chores' });
  const task = await callApi<{ id: number }>(phone, 'POST', `/api/task-lists/${list.id}/items`, {
    task: 'Feed the cat',
  });
  const listComponent = createComponent('list', 'chores');
  const menuComponent = createComponent('menu', 'menu');
  const kitchen = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [
      {
        ...listComponent,
        x: 40,
        y: 40,
        width: 800,
        height: 500,
        listId: list.id,
        listConfig: { ...listComponent.listConfig, listId: list.id },
      },
      { ...menuComponent, x: 900, y: 40, width: 600, height: 500 },
    ],
  });
  const text = createComponent('text', 'welcome');
  const hallway = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Hallway',
    components: [{ ...text, textContent: 'Welcome home', x: 100, y: 100, width: 800, height: 200 }],
  });

  // The TV: a browser of its own, never signed in.
  const tvContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: ANDROID_TV,
    viewport: { width: 1280, height: 720 },
    screen: { width: 1920, height: 1080 },
  });
  const tv = await tvContext.newPage();
  await tv.clock.install();
  const asked = tv.waitForResponse((response) => response.url().endsWith('/api/pair'));
  await tv.goto('/pair');
  const pairing = (await (await asked).json()) as { url: string; qrPayload: string };
  await expect(tv.getByRole('heading', { name: 'Scan to Pair' })).toBeVisible();
  await expect(tv.getByText('Waiting for pairing...')).toBeVisible();
  const code = tv.getByRole('img', { name: 'QR code to pair this screen' });
  await expect(code).toHaveAttribute('width', '256');
  expect(pairing.qrPayload).toBe(pairing.url);

  // The phone opens what the code holds; already signed in, it goes straight to confirming.
  await phone.goto(pairing.url);
  await expect(phone).toHaveURL(/\/app\/pair\?pairingId=/);
  await expect(phone.getByRole('heading', { name: 'Pair this screen?' })).toBeVisible();
  const device = phone.getByRole('definition');
  await expect(device.first()).toHaveText('Chrome on Android TV');
  await expect(device.nth(1)).toHaveText('1920 × 1080');
  await phone.getByLabel('Name').fill('Living room');
  await phone.getByLabel('Shows').selectOption({ label: 'Kitchen' });
  await phone.getByRole('button', { name: 'Pair Screen' }).click();
  await expect(phone.getByRole('heading', { name: 'Paired!' })).toBeVisible();
  await expect(phone.getByText('Living room shows Kitchen in a moment.')).toBeVisible();

  // The TV lands on the chosen board with a session of its own at its next poll.
  await pairingPollRuns(tv);
  await expect(tv).toHaveURL(new RegExp(`/view/${kitchen.id}$`));
  const chores = tv.locator('[data-component-id="chores"]');
  await expect(chores).toContainText('Feed the cat');
  await tv.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // Ticked and planned on the phone: the TV changes by itself (it asks on its own only every minute).
  await callApi(phone, 'POST', `/api/task-lists/${list.id}/items/${task.id}/complete`, {});
  await expect(chores).not.toContainText('Feed the cat');
  const today = await phone.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await callApi(phone, 'POST', '/api/menu', { date: today, dinner: 'Pancakes' });
  await expect(tv.locator('[data-component-id="menu"]')).toContainText('Pancakes');

  // The phone as a remote: the Devices page sends the TV to another board, and back to its cycle.
  await phone.goto('/app/devices');
  const row = phone.getByRole('listitem').filter({ hasText: 'Living room' });
  await expect(row).toContainText('Chrome on Android TV · 1920 × 1080');
  await row.getByLabel('Board on Living room').selectOption({ label: 'Hallway' });
  await expect(tv).toHaveURL(new RegExp(`/view/${hallway.id}$`));
  await expect(tv.getByText('Welcome home')).toBeVisible();
  await row.getByRole('button', { name: 'Back to its cycle' }).click();
  await expect(row).toContainText('Moves on between boards by their screen timers.');

  // The editor's screen options send a TV to the screen being edited ("Show on…").
  await phone.setViewportSize({ width: 1280, height: 800 });
  await phone.goto(`/app/layout?screen=${kitchen.id}`);
  await phone.getByRole('button', { name: 'Screen Options' }).click();
  await phone.getByRole('button', { name: 'Show here on Living room' }).click();
  await expect(phone.getByText('Living room shows this screen now.')).toBeVisible();
  await expect(tv).toHaveURL(new RegExp(`/view/${kitchen.id}$`));
  expect(await tv.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/app/devices');

  // Unpaired: its session ends at once and the TV shows a new code.
  await row.getByRole('button', { name: 'Unpair Living room' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Unpair' }).click();
  await expect(phone.getByText('No screens paired yet.', { exact: false })).toBeVisible();
  await expect(tv).toHaveURL(/\/pair$/);
  await expect(tv.getByRole('heading', { name: 'Scan to Pair' })).toBeVisible();
  // The Devices page leads to where a TV's typed code is entered.
  await phone.getByRole('link', { name: 'type the 8-letter code' }).click();
  await expect(phone).toHaveURL(/\/app\/pair$/);
  await tvContext.close();
});

test('a phone that is not signed in logs in first, then confirms the pairing', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const email = await signUp(page, 'pairing');
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  const tvContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const tv = await tvContext.newPage();
  await tv.clock.install();
  const asked = tv.waitForResponse((response) => response.url().endsWith('/api/pair'));
  await tv.goto('/pair');
  const { url } = (await (await asked).json()) as { url: string };

  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?pairingId=/);
  await expect(page.getByText('Log in to finish pairing your screen.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Pair this screen?' })).toBeVisible();
  // With no board yet, the TV opens the editor.
  await expect(page.getByLabel('Shows')).toHaveValue('');
  await page.getByRole('button', { name: 'Pair Screen' }).click();
  await expect(page.getByRole('heading', { name: 'Paired!' })).toBeVisible();
  await pairingPollRuns(tv);
  await expect(tv).toHaveURL(/\/app\/layout$/);
  await tvContext.close();
});

test('a TV pairs by the code it shows, typed on a phone that logs in first', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(120_000);
  await phone.setViewportSize({ width: 390, height: 844 });
  const email = await signUp(phone, 'typed-pairing');
  const board = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Hallway',
    components: [
      {
        ...createComponent('text', 'welcome'),
        textContent: 'Hello hallway',
        x: 100,
        y: 100,
        width: 800,
        height: 200,
      },
    ],
  });
  await phone.evaluate(() => localStorage.clear());
  await phone.context().clearCookies();

  // The TV, across the room: the code and the address to type it at, read off its screen.
  const tvContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: ANDROID_TV,
    viewport: { width: 1920, height: 1080 },
    screen: { width: 1920, height: 1080 },
  });
  const tv = await tvContext.newPage();
  await tv.clock.install();
  await tv.goto('/pair');
  await expect(tv.getByRole('heading', { name: 'Type the code' })).toBeVisible();
  const shownCode = tv.getByText(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
  await expect(shownCode).toBeVisible();
  const userCode = (await shownCode.textContent()) ?? '';
  const host = new URL(test.info().project.use.baseURL ?? '').host;
  await expect(tv.getByText(`${host}/app/pair`, { exact: true })).toBeVisible();
  // Large enough to read from the sofa: at least 80 px letters on a 1080p screen.
  const fontSize = await shownCode.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).fontSize),
  );
  expect(fontSize).toBeGreaterThanOrEqual(80);
  expect(await axeFindings(tv)).toEqual([]);

  // A phone that opens /pair instead is pointed to where codes are typed, and asked to log in on the way.
  await phone.goto('/pair');
  await phone.getByRole('link', { name: 'Enter the code a TV shows' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await phone.getByLabel('Email').fill(email);
  await phone.getByLabel('Password').fill('correct-horse-battery');
  await phone.getByRole('button', { name: 'Log In' }).click();
  await expect(phone).toHaveURL(/\/app\/pair$/);
  await expect(phone.getByRole('heading', { name: 'Pair a Screen' })).toBeVisible();
  expect(await axeFindings(phone)).toEqual([]);

  // A mistyped code says so and keeps the letters to correct.
  const field = phone.getByLabel('Code on the screen');
  await expect(field).toBeFocused();
  await field.fill('aeio-uaei');
  await phone.getByRole('button', { name: 'Find the Screen' }).click();
  await expect(phone.getByText('Enter the 8-letter code shown on the screen, like BCDF-GHJK.')).toBeVisible();
  const letters = userCode.replace('-', '');
  const wrong = `${letters.slice(0, 7)}${letters[7] === 'B' ? 'C' : 'B'}`;
  await field.fill(wrong);
  await phone.getByRole('button', { name: 'Find the Screen' }).click();
  await expect(phone.getByText('That code is not right, or it has expired.', { exact: false })).toBeVisible();
  expect(await axeFindings(phone)).toEqual([]);

  // Typed as people type: lower case, a space where the dash was.
  await field.fill(`${letters.slice(0, 4)} ${letters.slice(4)}`.toLowerCase());
  await phone.getByRole('button', { name: 'Find the Screen' }).click();
  await expect(phone.getByRole('heading', { name: 'Pair this screen?' })).toBeVisible();
  const device = phone.getByRole('definition');
  await expect(device.first()).toHaveText('Chrome on Android TV');
  await expect(device.nth(1)).toHaveText('1920 × 1080');
  expect(await axeFindings(phone)).toEqual([]);
  await phone.getByLabel('Name').fill('Hall TV');
  await phone.getByLabel('Shows').selectOption({ label: 'Hallway' });
  await phone.getByRole('button', { name: 'Pair Screen' }).click();
  await expect(phone.getByText('Hall TV shows Hallway in a moment.')).toBeVisible();

  await pairingPollRuns(tv);
  await expect(tv).toHaveURL(new RegExp(`/view/${board.id}$`));
  await expect(tv.getByText('Hello hallway')).toBeVisible();
  await tvContext.close();
});
