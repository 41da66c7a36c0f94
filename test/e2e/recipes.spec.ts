import { expect, test } from '@playwright/test';
import { addDays, startOfWeekMonday, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import type { ShoppingItem, ShoppingList } from '../../src/common/schemas/shopping';
import { type RecipeSite, startRecipeSite } from '../fakes/recipe-sites';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

const ZONE = 'UTC';
test.use({ timezoneId: ZONE, locale: 'en-US' });

let site: RecipeSite;
test.beforeAll(async () => {
  site = await startRecipeSite();
});
test.afterAll(() => site.close());

test("a parent imports a recipe on the phone, cooks it Tuesday for 6, shops the week's list, and the TV rings its timer", async ({
  page,
  browser,
}) => {
  test.slow();
  const tuesday = addDays(startOfWeekMonday(todayIn(ZONE)), 1);
  await page.clock.setFixedTime(new Date(`${addDays(tuesday, -1)}T09:00:00Z`));
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'recipes', null);
  await callApi(page, 'PUT', '/api/shopping-categories', {
    categories: [{ name: 'Fruit & veg' }, { name: 'Bakery' }, { name: 'Meat & fish' }],
  });
  const groceries = await callApi<ShoppingList>(page, 'POST', '/api/shopping-lists', { name: 'Groceries' });
  await callApi(page, 'POST', `/api/shopping-lists/${groceries.id}/items`, { item: 'Tomato' });

  // A link to a page without a recipe says so, and keeps nothing.
  await page.goto('/app/recipes');
  await expect(page.getByText('No recipes yet.')).toBeVisible();
  const link = page.getByLabel('Recipe link');
  await link.fill(site.url('/recipes/none'));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No recipe was found on that page. Try the address of the recipe itself.',
  );

  // The recipe's own page: imported, read with its credit and source.
  await link.fill(site.url('/recipes/sections'));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chicken Tacos with Salsa' })).toBeVisible();
  await expect(page.getByText('Recipe by Taco Town · from 127.0.0.1')).toBeVisible();
  await expect(page.getByRole('link', { name: '127.0.0.1' })).toHaveAttribute(
    'href',
    site.url('/recipes/sections'),
  );
  await expect(page.getByRole('heading', { name: 'For the salsa' })).toBeVisible();
  await expect(page.locator('.recipe__ingredients li')).toHaveText([
    '500g chicken thighs',
    '8 tortillas',
    '2 tomatoes',
    '1 red onion',
    '1 lime',
    '1 tbsp olive oil',
  ]);
  await picture(page, 'recipe-phone');
  expect(await axeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await picture(page, 'recipe-1920');
  await page.setViewportSize({ width: 390, height: 844 });

  // Oil is always at home.
  await page.getByRole('button', { name: '← All recipes' }).click();
  await page.getByRole('button', { name: 'Always at home' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Add something').fill('oil');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('listitem')).toHaveText([/^oil/]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: /Chicken Tacos with Salsa/ })).toBeVisible();
  await picture(page, 'recipes-phone');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await picture(page, 'recipes-1920');
  expect(await axeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });

  // Tuesday's dinner is the recipe, for 6 (the recipe serves 4).
  await page.goto('/app/menu');
  const days = page.getByRole('list', { name: 'Days of the week' }).getByRole('listitem');
  await days.nth(1).getByRole('button').click();
  await dialog.getByLabel('Dinner recipe').selectOption({ label: 'Chicken Tacos with Salsa' });
  await expect(dialog.getByLabel('Dinner', { exact: true })).toHaveValue('Chicken Tacos with Salsa');
  await dialog.getByLabel('Dinner servings').fill('6');
  await picture(page, 'menu-recipe-phone');
  expect(await axeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(days.nth(1)).toContainText('Chicken Tacos with Salsa');

  // The week to the list: scaled by 6/4, oil left at home, the tomato already listed.
  await page.getByRole('button', { name: "Add this week's ingredients" }).click();
  await expect(dialog.getByRole('region', { name: 'To add' }).getByRole('listitem')).toHaveText([
    'chicken thighs (750 g)',
    'tortillas (12)',
    'red onion (2)',
    'lime (2)',
  ]);
  await expect(dialog.getByRole('region', { name: 'Already on Groceries' }).getByRole('listitem')).toHaveText(
    ['Tomato'],
  );
  await dialog.getByRole('button', { name: 'Add 4 items' }).click();
  await dialog.getByRole('link', { name: 'Open Groceries' }).click();

  // Each in its aisle without anyone choosing; then shopped.
  const items = page.getByRole('list', { name: 'Items' });
  await expect(items.getByRole('list', { name: 'Fruit & veg' }).getByRole('listitem')).toHaveText([
    /^Tomato/,
    /^red onion \(2\)/,
    /^lime \(2\)/,
  ]);
  await expect(items.getByRole('list', { name: 'Bakery' }).getByRole('listitem')).toHaveText([
    /^tortillas \(12\)/,
  ]);
  await expect(items.getByRole('list', { name: 'Meat & fish' }).getByRole('listitem')).toHaveText([
    /^chicken thighs \(750 g\)/,
  ]);
  await picture(page, 'recipe-list-phone');
  for (const name of ['Tomato', 'red onion (2)', 'lime (2)', 'tortillas (12)', 'chicken thighs (750 g)']) {
    await page.getByRole('checkbox', { name }).check();
  }
  await expect(page.getByRole('list', { name: 'Ticked items' }).getByRole('listitem')).toHaveCount(5);
  const listed = await callApi<ShoppingItem[]>(page, 'GET', `/api/shopping-lists/${groceries.id}/items`);
  expect(listed.every((item) => item.isComplete)).toBe(true);

  // The kitchen TV on Tuesday evening: the recipe for 6, step by step, and a timer that rings.
  const recipe = createComponent('recipe', 'tonight');
  const board = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [{ ...recipe, x: 40, y: 40, width: 1100, height: 980 }],
  });
  const { tv, tvContext } = await pairTv(browser, page, board.id, {
    hasTouch: true,
    beforeLoad: (tvPage) => tvPage.clock.install({ time: new Date(`${tuesday}T18:00:00Z`) }),
  });
  const card = tv.locator('[data-component-id="tonight"]');
  await expect(card.getByRole('heading', { name: 'Chicken Tacos with Salsa' })).toBeVisible();
  await expect(card).toContainText('serves 6 · Recipe by Taco Town · 127.0.0.1');
  await expect(card.locator('.recipe-card__ingredients li').nth(1)).toHaveText('12 tortillas');
  await card.getByRole('button', { name: 'Start cooking' }).click();
  await expect(card).toContainText('Step 1 of 4 · For the salsa');
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card).toContainText('Mix with the juice of the lime and leave for');
  // The TV's clock stands still from here, so the timer reads whole minutes however slow the machine.
  await tv.clock.pauseAt(new Date(`${tuesday}T18:30:00Z`));
  await card.getByRole('button', { name: 'Start a timer for 20 minutes' }).click();
  await expect(card.locator('.recipe-card__timer')).toHaveText(/20 minutes · 20:00/);
  await tv.clock.fastForward('19:00');
  await expect(card.locator('.recipe-card__timer')).toHaveText(/20 minutes · 1:00/);
  await picture(tv, 'recipe-card-timer-tv');
  await tv.clock.fastForward('01:01');
  await expect(card.getByRole('alert')).toHaveText("Time's up: 20 minutes");
  await expect(card.locator('.recipe-card__timer--ringing')).toBeVisible();
  await picture(tv, 'recipe-card-ringing-tv');
  await card.getByRole('button', { name: 'Stop' }).click();
  await expect(card.locator('.recipe-card__timer')).toHaveCount(0);
  await card.getByRole('button', { name: 'Back' }).click();
  await expect(card).toContainText('Step 1 of 4');
  await tvContext.close();
});
