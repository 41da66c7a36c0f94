import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { callApi } from './support/api';

test.describe.configure({ mode: 'parallel' });

/** Opens an app page through the app's own menu, as a person does, so Back stays in the app. */
async function openFromMenu(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: label }).click();
}

/** Pastes text into a field as a phone's paste does (the browser cuts it to the field's maxlength). */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((element: HTMLInputElement, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const allowed = element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    if (allowed) document.execCommand('insertText', false, text);
  }, text);
}

test('browser Back in the middle of the event form or the menu day form asks before throwing the entries away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, 'back', '/app/todos');
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await openFromMenu(page, 'Calendars');
  await page.getByRole('button', { name: 'Add event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await form.getByLabel('Title').fill('Dentist for Leo');
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/app\/events/);
  await expect(form.getByLabel('Title')).toHaveValue('Dentist for Leo');

  // Nothing typed: Back simply goes back.
  await form.getByLabel('Title').fill('');
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/todos/);

  await openFromMenu(page, 'Menu');
  await page.locator('.day-card__button').first().click();
  await page.getByRole('dialog').getByLabel('Dinner').fill('Tacos');
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/app\/todos/);
});

test('a paste longer than a field says the limit, and the pairing code message fits what was typed', async ({
  page,
}) => {
  await signUp(page, 'limits', null);
  await callApi(page, 'POST', '/api/task-lists', { name: 'Chores' });
  await page.goto('/app/todos');
  const task = page.getByRole('form', { name: 'Add a task' }).getByLabel('New task');
  await paste(task, 'x'.repeat(300));
  await expect(task).toHaveValue('x'.repeat(200));
  await expect(page.getByText('Only the first 200 characters fit: 100 were left out.')).toBeVisible();

  await page.goto('/app/events');
  await page.getByRole('button', { name: 'Add event' }).click();
  const title = page.getByRole('dialog', { name: 'New event' }).getByLabel('Title');
  await paste(title, 'y'.repeat(5000));
  await expect(title).toHaveValue('y'.repeat(200));
  await expect(page.getByText('Only the first 200 characters fit: 4800 were left out.')).toBeVisible();

  await page.goto('/app/pair');
  const code = page.getByLabel('Code on the screen');
  await code.fill('ABCD-EFGH');
  await code.press('Enter');
  await expect(
    page.getByText('A code never has A, E: it uses consonants only, without Y.', { exact: false }),
  ).toBeVisible();
});
