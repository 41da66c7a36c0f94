import { expect, test } from '@playwright/test';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

/** Monday 16 November 2026, 08:58:30 in New York (five hours behind UTC in November). */
const MONDAY_BEFORE_NINE = new Date('2026-11-16T13:58:30Z');
/** Monday 16 November 2026, noon in New York. */
const MONDAY_NOON = new Date('2026-11-16T17:00:00Z');

function board(name: string) {
  const text = createComponent('text', `${name.toLowerCase()}-words`);
  return {
    name,
    components: [{ ...text, textContent: `${name} board`, x: 100, y: 100, width: 1200, height: 300 }],
  };
}

test('a TV follows its schedule set on the Devices page: it switches at each boundary by itself, and a reload lands on the scheduled board', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(180_000);
  await phone.clock.install({ time: MONDAY_BEFORE_NINE });
  await phone.setViewportSize({ width: 390, height: 844 });
  await signUp(phone, 'schedule', null);
  await callApi(phone, 'PATCH', '/api/family', { timeZone: 'America/New_York' });
  const kitchen = await callApi<{ id: number }>(phone, 'POST', '/api/screens', board('Kitchen'));
  const morning = await callApi<{ id: number }>(phone, 'POST', '/api/screens', board('Morning'));
  const evening = await callApi<{ id: number }>(phone, 'POST', '/api/screens', board('Evening'));

  const { tv, tvContext } = await pairTv(browser, phone, kitchen.id, {
    beforeLoad: (page) => page.clock.install({ time: MONDAY_BEFORE_NINE }),
  });
  await expect(tv.getByText('Kitchen board')).toBeVisible();

  // The phone gives the TV a morning board on school days and an evening board every day.
  await phone.goto('/app/devices');
  const row = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: 'Kitchen TV' }) });
  const schedule = row.getByRole('region', { name: 'Boards by time of day' });
  await expect(schedule).toContainText('No times yet.');
  await schedule.getByRole('button', { name: 'Add a time' }).click();
  let form = schedule.getByRole('form', { name: 'Time of day' });
  await form.getByLabel('Board').selectOption({ label: 'Morning' });
  await expect(form.getByRole('button', { name: 'Weekdays' })).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByLabel('From')).toHaveValue('06:00');
  await expect(form.getByLabel('Until')).toHaveValue('09:00');
  await form.getByRole('button', { name: 'Add time' }).click();
  await expect(form).toBeHidden();

  // The TV is inside the morning window: it goes there by itself.
  await expect(tv).toHaveURL(new RegExp(`/view/${morning.id}$`));
  await expect(tv.getByText('Morning board')).toBeVisible();
  await expect(schedule).toContainText('Now showing Morning until 09:00.');

  await schedule.getByRole('button', { name: 'Add a time' }).click();
  form = schedule.getByRole('form', { name: 'Time of day' });
  await form.getByLabel('Board').selectOption({ label: 'Evening' });
  await form.getByRole('button', { name: 'Every day' }).click();
  await form.getByLabel('From').fill('08:00');
  await form.getByLabel('Until').fill('00:00');
  await form.getByRole('button', { name: 'Add time' }).click();
  // Two times cannot show two boards at once: the phone says where they meet.
  await expect(form.getByRole('alert')).toHaveText(
    'Two times overlap on Monday at 08:00. Change one so each time shows one board.',
  );
  await form.getByLabel('From').fill('17:00');
  await expect(form).toContainText('Every day, 17:00–midnight.');
  await form.getByRole('button', { name: 'Add time' }).click();
  await expect(form).toBeHidden();
  const times = schedule.getByRole('listitem');
  await expect(times).toHaveText([/Weekdays 06:00–09:00\s*Morning/, /Every day 17:00–midnight\s*Evening/]);
  expect(await axeFindings(phone, '.devices-page')).toEqual([]);
  // The phone's view of the screen, from its name down, below the page's sticky header.
  await row.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 76),
  );
  await phone.mouse.move(0, 0);
  await picture(phone, 'devices-schedule-phone', { docs: true });

  // At nine the morning ends: back to the TV's own board.
  await tv.clock.fastForward('02:00');
  await expect(tv).toHaveURL(new RegExp(`/view/${kitchen.id}$`));
  await expect(tv.getByText('Kitchen board')).toBeVisible();

  // Eight hours later (the TV's timers fire late, as after a sleep): the evening board.
  await tv.clock.fastForward('08:00:00');
  await expect(tv).toHaveURL(new RegExp(`/view/${evening.id}$`));
  await expect(tv.getByText('Evening board')).toBeVisible();

  // Restarted on an old address, or reloaded, it lands on the board the schedule names.
  await tv.goto(`/view/${kitchen.id}`);
  await expect(tv).toHaveURL(new RegExp(`/view/${evening.id}$`));
  await expect(tv.getByText('Evening board')).toBeVisible();
  await tv.reload();
  await expect(tv.getByText('Evening board')).toBeVisible();
  await expect(tv).toHaveURL(new RegExp(`/view/${evening.id}$`));

  // Held from the phone, it stays on the held board whatever the time says; back to its cycle, the
  // schedule takes over again.
  await row.getByLabel('Board on Kitchen TV').selectOption({ label: 'Morning' });
  await expect(tv).toHaveURL(new RegExp(`/view/${morning.id}$`));
  await expect(schedule).toContainText('Held on Morning from your phone');
  await row.getByRole('button', { name: 'Back to its cycle' }).click();
  await expect(tv).toHaveURL(new RegExp(`/view/${evening.id}$`));

  // The Devices page at desktop size, with a time being changed.
  await phone.setViewportSize({ width: 1920, height: 1080 });
  await schedule.getByRole('button', { name: 'Change Every day 17:00–midnight' }).click();
  await expect(schedule.getByRole('form', { name: 'Time of day' })).toBeVisible();
  await picture(phone, 'devices-schedule', { docs: true });
  await schedule.getByRole('button', { name: 'Cancel' }).click();

  // Removing a time asks first.
  await schedule.getByRole('button', { name: 'Remove Every day 17:00–midnight' }).click();
  const confirm = phone.getByRole('dialog', { name: 'Remove this time?' });
  await expect(confirm).toContainText(
    'Kitchen TV stops showing Evening at this time (Every day, 17:00–midnight).',
  );
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(times).toHaveCount(1);
  // Out of every window, it shows its own board: the one it was last sent to.
  await expect(tv).toHaveURL(new RegExp(`/view/${morning.id}$`));
  await tvContext.close();
});

test('the editor’s “Show on…” shows the open board on a TV at times of day', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'show-on-times', null);
  await callApi(page, 'PATCH', '/api/family', { timeZone: 'America/New_York' });
  const kitchen = await callApi<{ id: number }>(page, 'POST', '/api/screens', board('Kitchen'));
  const photos = await callApi<{ id: number }>(page, 'POST', '/api/screens', board('Photos'));
  // The TV's clock says noon: the time added below must not have begun there, whenever this runs.
  const { tv, tvContext, displayId } = await pairTv(browser, page, kitchen.id, {
    name: 'Hall TV',
    beforeLoad: (tvPage) => tvPage.clock.install({ time: MONDAY_NOON }),
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/layout?screen=${photos.id}`);
  await page.getByRole('button', { name: 'Screen Options' }).click();
  const showOn = page.getByRole('region', { name: 'Show on' });
  await showOn.getByRole('button', { name: 'Add a time on Hall TV' }).click();
  const form = showOn.getByRole('form', { name: 'Time of day' });
  await form.getByRole('button', { name: 'Every day' }).click();
  await form.getByLabel('From').fill('22:00');
  await form.getByLabel('Until').fill('07:00');
  await expect(form).toContainText('Every day, 22:00–07:00 next day.');
  await picture(page, 'show-on-form');
  await form.getByRole('button', { name: 'Add time' }).click();
  await expect(showOn.getByRole('status')).toHaveText(
    'Hall TV shows this screen every day, 22:00–07:00 next day.',
  );
  await showOn.scrollIntoViewIfNeeded();
  await picture(page, 'show-on');
  expect(await axeFindings(page, '.ed-panel')).toEqual([]);
  await expect(showOn.getByRole('list', { name: 'Times on Hall TV' })).toHaveText(
    'Every day 22:00–07:00 next day',
  );

  const display = (await callApi<{ id: number; schedule: unknown }[]>(page, 'GET', '/api/displays')).find(
    (one) => one.id === displayId,
  );
  expect(display?.schedule).toEqual([
    {
      screenId: photos.id,
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      from: '22:00',
      until: '07:00',
    },
  ]);
  // Nothing changes on the TV until ten at night.
  await expect(tv).toHaveURL(new RegExp(`/view/${kitchen.id}$`));
  await tvContext.close();
});
