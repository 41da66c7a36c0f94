import { expect, test } from '@playwright/test';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { signUp } from './support/accounts';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';

test.describe.configure({ mode: 'parallel' });

const ZONE = 'Europe/London';
test.use({ timezoneId: ZONE, locale: 'en-GB' });

test('a grandparent without a log-in joins the People page, takes a task and has an event of her own', async ({
  page: phone,
}) => {
  await phone.setViewportSize({ width: 390, height: 844 });
  await signUp(phone, 'anna', null);

  await phone.goto('/app/people');
  await expect(phone.getByText('A grandparent, a babysitter or anyone else who helps')).toBeVisible();
  await phone.getByRole('button', { name: 'Add a grown-up' }).click();
  const form = phone.getByRole('region', { name: 'Add a grown-up' });
  await form.getByLabel('Name').fill('Grandma Rose');
  await form.getByRole('radio', { name: 'Purple', exact: true }).check();
  await form.getByRole('radio', { name: '🌸' }).check();
  await form.getByRole('button', { name: 'Add Grown-up' }).click();
  await expect(phone.getByText('Grandma Rose was added.')).toBeVisible();
  const withoutLogIn = phone.getByRole('list', { name: 'Without a log-in' });
  await expect(withoutLogIn.getByText('Grandma Rose', { exact: true })).toBeVisible();
  await expect(withoutLogIn.getByRole('button', { name: 'Remove Grandma Rose' })).toBeVisible();
  // She is no child: the children stay empty.
  await expect(phone.getByText('No children yet.')).toBeVisible();
  expect(await axeFindings(phone)).toEqual([]);
  await picture(phone, 'people-grown-up-phone', { fullPage: true });

  // A task of hers.
  await phone.goto('/app/todos');
  await phone.getByLabel('New list').fill('Family jobs');
  await phone.getByRole('button', { name: 'Add List' }).click();
  await expect(phone.getByRole('heading', { name: 'Family jobs' })).toBeVisible();
  const task = phone.getByRole('form', { name: 'Add a task' });
  await task.getByLabel('New task').fill('School pick-up');
  await task.getByRole('button', { name: 'Advanced options' }).click();
  await task.getByLabel('Who does it').selectOption({ label: '🌸 Grandma Rose' });
  await task.getByRole('button', { name: 'Add Task' }).click();
  await expect(phone.getByRole('listitem').filter({ hasText: 'School pick-up' })).toContainText(
    'Grandma Rose',
  );

  // An event of hers on the family calendar.
  const tomorrow = addDays(todayIn(ZONE), 1);
  await phone.goto('/app/events');
  await phone.getByRole('button', { name: 'Add event' }).click();
  const dialog = phone.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill('Grandma visits');
  await dialog.getByLabel('Start day').fill(tomorrow);
  await dialog.getByLabel('Start time').fill('15:00');
  await dialog.getByLabel('End day').fill(tomorrow);
  await dialog.getByLabel('End time').fill('18:00');
  await dialog.getByLabel('Who is it for?').selectOption({ label: '🌸 Grandma Rose' });
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toBeHidden();
  await expect(phone.getByRole('list', { name: 'Family events' }).getByRole('listitem')).toContainText(
    'Grandma Rose',
  );
});
