import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, startOfWeekMonday, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import type { ShoppingCategory, ShoppingItem, ShoppingList } from '../../src/common/schemas/shopping';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';

const ZONE = 'UTC';
test.use({ timezoneId: ZONE, locale: 'en-US' });

/** The store searches open in new tabs; they answer locally so the tests never leave the machine. */
async function stubStoreSearches(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/www\.(walmart|kroger|heb|target|amazon)\.com\//, (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'store search' }),
    );
}

async function planMeal(dialog: Locator, meal: string, name: string, ingredients: string[], typed?: string) {
  await dialog.getByLabel(meal, { exact: true }).fill(name);
  const field = dialog.getByLabel(`${meal} ingredients`, { exact: true });
  for (const ingredient of ingredients) {
    await field.fill(ingredient);
    await field.press('Enter');
  }
  if (typed) await field.fill(typed);
}

const texts = (locator: Locator) => locator.allTextContents().then((all) => all.map((text) => text.trim()));

test("a parent puts the rest of the week's ingredients on a list, merged, and shops it in aisle order", async ({
  page,
}) => {
  // Three days planned, two dialogs, the shopping page, shopping mode and a board.
  test.slow();
  await stubStoreSearches(page);
  // A Wednesday: Monday's meals are eaten, Wednesday's and Thursday's still to shop for.
  const monday = startOfWeekMonday(todayIn(ZONE));
  await page.clock.setFixedTime(new Date(`${addDays(monday, 2)}T12:00:00Z`));
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'menu-list', null);

  // The family's store, as it stood before: three aisles, a usual list, and what it filed where.
  const [produce, bakery, dairy] = await callApi<ShoppingCategory[]>(
    page,
    'PUT',
    '/api/shopping-categories',
    {
      categories: [{ name: 'Fruit & veg' }, { name: 'Bakery' }, { name: 'Dairy & eggs' }],
    },
  );
  const party = await callApi<ShoppingList>(page, 'POST', '/api/shopping-lists', { name: 'Party' });
  for (const [item, category] of [
    ['Lime', produce],
    ['Tortilla', bakery],
    ['Feta', dairy],
  ] as const) {
    await callApi(page, 'POST', `/api/shopping-lists/${party.id}/items`, { item, categoryId: category!.id });
  }
  const groceries = await callApi<ShoppingList>(page, 'POST', '/api/shopping-lists', { name: 'Groceries' });
  await callApi(page, 'POST', `/api/shopping-lists/${groceries.id}/items`, {
    item: 'Eggs',
    categoryId: dairy!.id,
  });
  await callApi(page, 'POST', `/api/shopping-lists/${groceries.id}/items`, {
    item: 'Tomato',
    categoryId: produce!.id,
  });
  await callApi(page, 'POST', `/api/shopping-lists/${groceries.id}/items`, { item: 'Batteries' });

  // Meals and what they need, on the weekly menu.
  await page.goto('/app/menu');
  const days = page.getByRole('list', { name: 'Days of the week' }).getByRole('listitem');
  await expect(days.nth(2)).toContainText('Today');
  const dialog = page.getByRole('dialog');

  await days.nth(0).getByRole('button').click();
  await planMeal(dialog, 'Dinner', 'Pizza', ['Mozzarella']);
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  await expect(dialog).toBeHidden();

  await days.nth(2).getByRole('button').click();
  await planMeal(dialog, 'Breakfast', 'Omelette', ['eggs', 'Chives', 'chive']);
  await expect(dialog.getByText('chive is already listed.')).toBeVisible();
  // Several at once, separated by commas; the last one typed and never added is kept on saving.
  await planMeal(dialog, 'Dinner', 'Tacos', ['Tortillas, tomatoes, limes'], 'Sour cream');
  const dinner = dialog.getByRole('list', { name: 'Ingredients of dinner' });
  await expect(dinner.getByRole('listitem')).toHaveText(['Tortillas', 'tomatoes', 'limes']);
  await picture(page, 'menu-ingredients-phone', { docs: true });
  expect(await axeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(days.nth(2)).toContainText('Tortillas, tomatoes, limes, Sour cream');

  await days.nth(3).getByRole('button').click();
  await planMeal(dialog, 'Lunch', 'Greek salad', ['Tomato', 'Feta']);
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('7 ingredients from today')).toBeVisible();
  await picture(page, 'menu-week-phone', { docs: true });

  // Add this week's ingredients: pick the list, see what is missing from it, add that.
  await page.getByRole('button', { name: "Add this week's ingredients" }).click();
  await expect(dialog.getByText('The meals from Wednesday to Sunday.')).toBeVisible();
  await dialog.getByLabel('Shopping list').selectOption({ label: 'Groceries' });
  await expect(dialog.getByRole('region', { name: 'To add' }).getByRole('listitem')).toHaveText([
    'Chives',
    'Tortillas',
    'limes',
    'Sour cream',
    'Feta',
  ]);
  await expect(dialog.getByRole('region', { name: 'Already on Groceries' }).getByRole('listitem')).toHaveText(
    ['Eggs', 'Tomato'],
  );
  await picture(page, 'menu-to-list-phone', { docs: true });
  expect(await axeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add 5 items' }).click();
  await expect(dialog.getByText('Added 5 items to Groceries. 2 others were already there.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Open Groceries' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/shopping\\?list=${groceries.id}$`));

  // The list, merged and in the store's order: remembered aisles for the new things, and the
  // built-in groceries' aisles for the rest (chives with the fruit and veg, sour cream with dairy).
  const items = page.getByRole('list', { name: 'Items' });
  const aisles = items.locator('.shopping-items__aisle-name');
  await expect(aisles).toHaveText(['Fruit & veg', 'Bakery', 'Dairy & eggs', 'Everything else']);
  await expect(items.getByRole('list', { name: 'Fruit & veg' }).getByRole('listitem')).toHaveText([
    /^Tomato/,
    /^Chives/,
    /^limes/,
  ]);
  await expect(items.getByRole('list', { name: 'Everything else' }).getByRole('listitem')).toHaveText([
    /^Batteries/,
  ]);
  const listed = await callApi<ShoppingItem[]>(page, 'GET', `/api/shopping-lists/${groceries.id}/items`);
  expect(listed.map((item) => item.item)).toEqual([
    'Eggs',
    'Tomato',
    'Batteries',
    'Chives',
    'Tortillas',
    'limes',
    'Sour cream',
    'Feta',
  ]);

  await expect(items.getByRole('list', { name: 'Dairy & eggs' }).getByRole('listitem')).toHaveText([
    /^Eggs/,
    /^Sour cream/,
    /^Feta/,
  ]);
  // The family's store has dairy at the door.
  await page.getByRole('button', { name: 'Edit categories' }).click();
  await dialog.getByRole('button', { name: 'Move Dairy & eggs up' }).click();
  await expect(dialog.getByRole('button', { name: 'Move Dairy & eggs up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Name of category 1')).toHaveValue('Dairy & eggs');
  await picture(page, 'shopping-categories-phone', { docs: true });
  expect(await axeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save Categories' }).click();
  await expect(dialog).toBeHidden();
  await expect(aisles).toHaveText(['Dairy & eggs', 'Fruit & veg', 'Bakery', 'Everything else']);
  await page.evaluate(() => window.scrollTo(0, 0));
  await picture(page, 'shopping-aisles-phone', { docs: true });
  expect(await axeFindings(page)).toEqual([]);

  // Shopping mode walks the store in that order.
  await page.getByRole('button', { name: 'Start Shopping Mode' }).click();
  await expect(page.locator('.shopping-mode__aisle-name')).toHaveText([
    'Dairy & eggs',
    'Fruit & veg',
    'Bakery',
    'Everything else',
  ]);
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Select all' }).click();
  const firstTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Start Shopping', exact: true }).click();
  await (await firstTab).close();
  await expect(page.getByRole('heading', { name: 'Eggs' })).toBeVisible();
  await expect(page.getByText('Item 1 of 8')).toBeVisible();
  await expect(page.locator('.shopping-mode__aisle-now')).toHaveText('Dairy & eggs');
  await picture(page, 'shopping-mode-aisle-phone', { docs: true });
  for (const [next, aisle] of [
    ['Sour cream', 'Dairy & eggs'],
    ['Feta', 'Dairy & eggs'],
    ['Tomato', 'Fruit & veg'],
  ]) {
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Pass' }).click();
    await (await tab).close();
    await expect(page.getByRole('heading', { name: next })).toBeVisible();
    await expect(page.locator('.shopping-mode__aisle-now')).toHaveText(aisle!);
  }
  await page.getByRole('button', { name: 'Exit Shopping' }).click();
  await page.getByRole('button', { name: 'Done' }).click();

  // The board's shopping widget shows the list the same way.
  const title = createComponent('text', 'title');
  const shopping = createComponent('shopping', 'shopping');
  const menu = createComponent('menu', 'menu');
  const board = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Kitchen',
    background: { type: 'color', color: '#234a5a' },
    components: [
      {
        ...title,
        textContent: 'Shopping for the week',
        x: 60,
        y: 40,
        width: 1200,
        height: 120,
        style: { ...title.style, fontSize: 64, fontWeight: 'bold', fontColor: '#ffffff', bgOpacity: 0 },
      },
      {
        ...shopping,
        headerText: 'Groceries',
        x: 60,
        y: 190,
        width: 600,
        height: 830,
        shoppingConfig: { ...shopping.shoppingConfig, listId: groceries.id, itemsToDisplay: 20 },
      },
      { ...menu, headerText: 'This week', x: 700, y: 190, width: 600, height: 830 },
    ],
  });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/view/${board.id}`);
  const widget = page.locator('[data-component-id="shopping"]');
  await expect(widget.locator('.shopping-widget__aisle')).toHaveText([
    'Dairy & eggs',
    'Fruit & veg',
    'Bakery',
    'Everything else',
  ]);
  expect(await texts(widget.locator('.shopping-widget__label'))).toEqual([
    'Eggs',
    'Sour cream',
    'Feta',
    'Tomato',
    'Chives',
    'limes',
    'Tortillas',
    'Batteries',
  ]);
  await picture(page, 'shopping-widget-board', { docs: true });
  expect(await axeFindings(page)).toEqual([]);
});
