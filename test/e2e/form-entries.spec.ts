import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';

test.describe.configure({ mode: 'parallel' });

/** The app's own menu to another page: an in-app navigation, so Back stays in the app. */
async function openFromNav(page: Page, label: string, path: RegExp) {
  await page.getByRole('navigation').getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(path);
}

test('browser Back in the middle of the event form asks before throwing the entries away', async ({
  page,
}) => {
  await signUp(page, 'leave-event', '/app/menu');
  await openFromNav(page, 'Calendars', /\/app\/events$/);

  // An untouched form does not ask.
  await page.getByRole('button', { name: 'Add event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await expect(form.getByLabel('Title')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/menu$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/app\/events$/);

  await page.getByRole('button', { name: 'Add event' }).click();
  await form.getByLabel('Title').fill('Dentist');
  await form.getByLabel('Notes').fill('Bring the insurance card');
  await page.goBack();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/app\/events$/);
  await picture(page, 'discard-changes');
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  // Enter by reflex keeps the entries.
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(form.getByLabel('Title')).toHaveValue('Dentist');
  await expect(form.getByLabel('Notes')).toHaveValue('Bring the insurance card');

  await page.goBack();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/app\/menu$/);
  await expect(form).toBeHidden();
});

test('browser Back in the middle of the menu’s day form asks before throwing the meals away', async ({
  page,
}) => {
  await signUp(page, 'leave-menu', '/app/todos');
  await openFromNav(page, 'Menu', /\/app\/menu/);
  const days = page.getByRole('list', { name: 'Days of the week' }).getByRole('listitem');
  await days.nth(0).getByRole('button').click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Dinner', exact: true }).fill('Tacos');

  await page.goBack();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Dinner', exact: true })).toHaveValue('Tacos');
  await expect(page).toHaveURL(/\/app\/menu/);

  await page.goBack();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/app\/todos$/);
});

test('a paste longer than a title can hold says it was cut, and the count shows the limit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'paste-cut', '/app/events');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Add event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  const title = form.getByLabel('Title');

  // Near the limit, the count shows before anything is cut.
  await title.fill('a'.repeat(187));
  await expect(form.getByText('187/200')).toBeVisible();

  await title.fill('');
  await expect(form.getByText('/200')).toHaveCount(0);
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'Swimming lessons '.repeat(300));
  await title.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(title).toHaveValue('Swimming lessons '.repeat(300).slice(0, 200));
  await expect(form.getByRole('status').first()).toHaveText(
    'Cut to 200 characters, the most this field holds.',
  );
  await expect(
    form.getByText('Cut to 200 characters, the most this field holds.', { exact: true }).last(),
  ).toBeVisible();
  await expect(form.getByText('200/200')).toBeVisible();
  await picture(page, 'title-cut-phone');
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);

  // Taking some out clears the note.
  await page.keyboard.press('Backspace');
  await expect(form.getByRole('status').first()).toHaveText('');
  await expect(form.getByText('199/200')).toBeVisible();
});

test('a 300-character chore name pasted in says it was cut to the 200 a name can hold', async ({ page }) => {
  await signUp(page, 'chore-cut', null);
  await callApi(page, 'POST', '/api/task-lists', { name: 'Chores' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/app/todos');
  const form = page.getByRole('form', { name: 'Add a task' });
  const name = form.getByLabel('New task');
  const pasted = 'Sweep the porch and '.repeat(15);
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await name.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(name).toHaveValue(pasted.slice(0, 200));
  await expect(form.getByRole('status').first()).toHaveText(
    'Cut to 200 characters, the most this field holds.',
  );
  await expect(form.getByText('200/200')).toBeVisible();
});
