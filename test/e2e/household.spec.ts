import { expect, type Page, test } from '@playwright/test';
import { addDays } from '../../src/common/calendar-days';
import type { ComponentInput } from '../../src/common/schemas/component';
import { createComponent } from '../../src/common/schemas/component';
import { storeSearchUrl } from '../../src/common/store-search';
import { signUp } from './support/accounts';
import { callApi } from './support/api';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The store searches open in new tabs; they answer locally so the tests never leave the machine. */
async function stubStoreSearches(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/www\.(walmart|kroger|heb|target|amazon)\.com\//, (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'store search' }),
    );
}

test('a weekly task pays into a new piggy bank when completed and moves a week on', async ({ page }) => {
  await signUp(page, 'household', '/app/todos');
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add Piggy Bank' }).click();
  await expect(page.getByText('Piggy bank name is required.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill("Sam's Bank");
  await page.getByRole('button', { name: 'Add Piggy Bank' }).click();
  const bank = page.getByRole('button', { name: /^Sam's Bank/ });
  await expect(bank).toContainText('$0.00');

  await page.getByRole('button', { name: 'Add List' }).click();
  await expect(page.getByText('List name is required.')).toBeVisible();
  await page.getByLabel('New list').fill('Chores');
  await page.getByRole('button', { name: 'Add List' }).click();
  await expect(page.getByRole('heading', { name: 'Chores' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByText('Task name is required.')).toBeVisible();
  await page.getByLabel('New task').fill('Take out the trash');
  await page.getByRole('button', { name: 'Advanced options' }).click();
  await page.getByLabel('Who does it').selectOption({ label: 'Type a name…' });
  await page.getByLabel('Assignee').fill('Sam');
  await page.getByLabel('Value ($)').fill('2.50');
  await page.getByLabel('Pay into piggy bank').selectOption({ label: "Sam's Bank" });
  await page.getByLabel('Frequency').selectOption('WEEKLY');
  const weekday = WEEKDAY_NAMES[new Date().getDay()];
  await page.getByRole('button', { name: weekday, exact: true }).click();
  await expect(page.getByRole('button', { name: weekday, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Add Task' }).click();

  const task = page
    .getByRole('list', { name: 'Tasks' })
    .getByRole('listitem')
    .filter({ hasText: 'Take out the trash' });
  await expect(task).toContainText('Sam');
  await expect(task).toContainText('$2.50');
  await expect(task).toContainText(`Weekly on ${weekday.slice(0, 3)}`);
  const due = task.locator('time');
  const firstDue = await due.getAttribute('datetime');
  expect(firstDue).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.getByRole('button', { name: 'Complete Take out the trash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete task?' });
  await expect(dialog.getByLabel("Add $2.50 to Sam's Bank")).toBeChecked();
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText("Done! $2.50 went to Sam's Bank, now $2.50.")).toBeVisible();
  await expect(bank).toContainText('$2.50');
  await expect(due).toHaveAttribute('datetime', addDays(firstDue!, 7));

  await expect(page.getByRole('list', { name: "Recent activity of Sam's Bank" })).toContainText('+$2.50');
});

test('a week of dinners is planned on the weekly menu, kept, and shown by the menu widget', async ({
  page,
}) => {
  // Seven saves through the day form, three weeks and two reloads: more than the default budget on a busy machine.
  test.slow();
  await signUp(page, 'household', '/app/menu');
  const days = page.getByRole('list', { name: 'Days of the week' }).getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('Monday');

  const dinners = ['Tacos', 'Pasta', 'Curry', 'Pizza', 'Soup', 'Burgers', 'Roast'];
  for (const [index, dinner] of dinners.entries()) {
    await days.nth(index).getByRole('button').click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Dinner', { exact: true }).fill(dinner);
    await form.getByRole('button', { name: 'Save Plan' }).click();
    await expect(form).toBeHidden();
    await expect(days.nth(index)).toContainText(dinner);
  }

  const range = page.getByRole('navigation', { name: 'Week' });
  const thisWeek = await range.textContent();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(range).not.toHaveText(thisWeek!);
  await expect(page.getByText('Tacos')).toBeHidden();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByText('Roast')).toBeHidden();
  await page.getByRole('button', { name: 'This Week', exact: true }).click();
  await expect(range).toHaveText(thisWeek!);
  await expect(days.first()).toContainText('Tacos');

  await page.reload();
  for (const [index, dinner] of dinners.entries()) await expect(days.nth(index)).toContainText(dinner);

  // A menu widget on a board shows the planned dinners from today onward, and no earlier ones.
  const menu = createComponent('menu', 'menu');
  const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [
      {
        ...menu,
        width: 600,
        height: 500,
        menuConfig: { ...menu.menuConfig, showBreakfast: false, showLunch: false, daysToDisplay: 3 },
      },
    ],
  });
  await page.goto(`/view/${screen.id}`);
  const todayIndex = await page.evaluate(() => (new Date().getDay() + 6) % 7);
  const widget = page.locator('[data-component-id="menu"]');
  await expect(widget).toContainText(dinners[todayIndex]!);
  for (const dinner of dinners.slice(todayIndex + 1, todayIndex + 3))
    await expect(widget).toContainText(dinner);
  for (const dinner of dinners.slice(0, todayIndex)) await expect(widget).not.toContainText(dinner);
  await page.goto('/app/menu');

  // Saving a day with all three meals empty removes its plan.
  await days.first().getByRole('button').click();
  await page.getByRole('dialog').getByLabel('Dinner', { exact: true }).fill('');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Plan' }).click();
  await expect(days.first()).toContainText('Nothing planned yet.');
  await page.reload();
  await expect(days.first()).toContainText('Nothing planned yet.');
});

test('shopping mode walks through the chosen items and removes the ones got', async ({ page }) => {
  // A list, three items, two store tabs and a reload.
  test.slow();
  await stubStoreSearches(page);
  await signUp(page, 'household', '/app/shopping');

  await page.getByRole('button', { name: 'Add List' }).click();
  await expect(page.getByText('Shopping list name is required.')).toBeVisible();
  await page.getByLabel('New list').fill('Groceries');
  await page.getByRole('button', { name: 'Add List' }).click();
  for (const item of ['Milk', 'Eggs', 'Bread']) {
    await page.getByLabel('Add an item').fill(item);
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByRole('list', { name: 'Items' })).toContainText(item);
  }

  await page.getByRole('button', { name: 'Start Shopping Mode' }).click();
  await page.getByRole('button', { name: 'Start Shopping', exact: true }).click();
  await expect(page.getByText('Please select active items from your list to shop for.')).toBeVisible();
  await page.getByLabel('Milk').check();
  await page.getByLabel('Eggs').check();
  await page.getByText('Target', { exact: true }).click();

  const milkTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Start Shopping', exact: true }).click();
  await (await milkTab).waitForURL(storeSearchUrl('target', 'Milk'));
  await expect(page.getByRole('heading', { name: 'Milk' })).toBeVisible();
  await expect(page.getByText('Item 1 of 2')).toBeVisible();
  const link = page.getByRole('link', { name: 'Search Target for Milk' });
  await expect(link).toHaveAttribute('href', storeSearchUrl('target', 'Milk'));
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');

  const eggsTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Got It!' }).click();
  await (await eggsTab).waitForURL(storeSearchUrl('target', 'Eggs'));
  await expect(page.getByRole('heading', { name: 'Eggs' })).toBeVisible();
  await page.getByRole('button', { name: 'Pass' }).click();

  await expect(page.getByRole('heading', { name: 'Shopping done!' })).toBeVisible();
  await expect(page.getByText('You got 1 of 2 items.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const items = page.getByRole('list', { name: 'Items' });
  await expect(items).toContainText('Eggs');
  await expect(items).toContainText('Bread');
  await expect(items).not.toContainText('Milk');
  await page.reload();
  await expect(items).toContainText('Bread');
  await expect(items).not.toContainText('Milk');
});

test('a task completed from a board pays into the piggy bank the board shows', async ({ page }) => {
  await signUp(page, 'household', null);
  const bank = await callApi<{ id: number }>(page, 'POST', '/api/piggy-banks', {
    name: "Ada's Bank",
    balance: 1,
  });
  const list = await callApi<{ id: number }>(page, 'POST', '/api/task-lists', { name: 'Chores' });
  await callApi(page, 'POST', `/api/task-lists/${list.id}/items`, {
    task: 'Walk the dog',
    assignee: 'Ada',
    value: 2.5,
    targetPiggyBankId: bank.id,
    repeatConfig: { freq: 'DAILY', interval: 1 },
  });

  const listComponent = createComponent('list', 'chores');
  const bankComponent = createComponent('piggy-bank', 'bank');
  const components: ComponentInput[] = [
    {
      ...listComponent,
      x: 40,
      y: 40,
      width: 900,
      height: 500,
      style: { ...listComponent.style, fontSize: 40 },
      listId: list.id,
      listConfig: {
        ...listComponent.listConfig,
        listId: list.id,
        features: { enableTaskFeatures: true, enableRecurrence: true, enableShoppingMode: false },
        showValueOnCard: true,
      },
    },
    {
      ...bankComponent,
      x: 1000,
      y: 40,
      width: 800,
      height: 400,
      style: { ...bankComponent.style, fontSize: 40 },
      piggyBankId: bank.id,
    },
  ];
  const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', { name: 'Kitchen', components });

  await page.goto(`/view/${screen.id}`);
  const piggyBank = page.locator('[data-type="piggy-bank"]');
  await expect(piggyBank).toContainText("Ada's Bank");
  await expect(piggyBank).toContainText('$1.00');
  const tasks = page.locator('[data-type="list"]');
  await expect(tasks).toContainText('Walk the dog');
  await expect(tasks).toContainText('Daily');

  await tasks.getByRole('button', { name: 'Complete Walk the dog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete task?' });
  await expect(dialog.getByLabel("Add $2.50 to Ada's Bank")).toBeChecked();
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog).toBeHidden();

  await expect(piggyBank).toContainText('$3.50');
  await expect(tasks).toContainText('Walk the dog');
});
