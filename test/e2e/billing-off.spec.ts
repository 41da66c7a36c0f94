import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { picture } from './support/pictures';

// The shared server of playwright.config.ts sells no plans: billing is off there.
test.describe.configure({ mode: 'parallel' });

test('the landing and features pages promise no trial where nothing is sold, and offer an account', async ({
  page,
}) => {
  for (const path of ['/', '/features']) {
    await page.goto(path);
    const account = page.getByRole('link', { name: 'Create your account' });
    await expect(account).toBeVisible();
    await expect(account).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Start free trial' })).toBeHidden();
    await expect(page.getByText('Free for 7 days')).toBeHidden();
    if (path === '/') await picture(page, 'landing-billing-off');
  }
  // The pages work as ever once the app has started on them.
  await page.getByRole('link', { name: 'Create your account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the app offers no Unsubscribe where nothing is sold', async ({ page }) => {
  await signUp(page, 'free');
  const actions = page.locator('.app-actions');
  await expect(actions.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});
