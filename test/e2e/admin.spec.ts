import { expect, test } from '@playwright/test';
import { signUp, signUpOperator } from './support/accounts';
import { picture } from './support/pictures';

test.describe.configure({ mode: 'parallel' });

const SCREENS = [
  { name: 'a laptop', role: 'admin-laptop', width: 1920, height: 1080 },
  { name: 'a phone', role: 'admin-phone', width: 390, height: 844 },
] as const;

for (const screen of SCREENS) {
  test(`an operator suspends a family and lifts it, each after a confirmation, on ${screen.name}`, async ({
    browser,
  }) => {
    const viewport = { width: screen.width, height: screen.height };
    // A family at home, in a browser of its own.
    const home = await browser.newContext({ viewport });
    const family = await home.newPage();
    await signUp(family, 'suspended', '/app/todos');
    const familyId = Number(await family.evaluate(() => localStorage.getItem('familyId')));

    // Nobody but an operator has the view: no link, and the address is not found.
    await expect(family.getByRole('link', { name: 'Server' })).toHaveCount(0);
    await family.goto('/app/admin');
    await expect(family.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    const office = await browser.newContext({ viewport });
    const page = await office.newPage();
    await signUpOperator(page, screen.role, '/app/layout');
    if (screen.name === 'a laptop') await page.getByRole('link', { name: 'Server' }).click();
    else await page.goto('/app/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Server' })).toBeVisible();
    await expect(page.getByText('Displays online now')).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${familyId}` }) });
    await expect(row).toContainText('Active');
    await picture(page, `admin-${screen.role}`, { fullPage: true });

    // Suspending asks first; Cancel changes nothing.
    await row.getByRole('button', { name: `Suspend family #${familyId}` }).click();
    const ask = page.getByRole('dialog', { name: `Suspend family #${familyId}?` });
    await expect(ask).toContainText('Nothing it keeps is deleted');
    await picture(page, `admin-${screen.role}-confirm`);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Suspend family #${familyId}` }).click();
    await ask.getByRole('button', { name: 'Suspend' }).click();
    await expect(ask).toBeHidden();
    await expect(row).toContainText('Suspended');

    // The family is told, and can still sign out.
    await family.goto('/app/todos');
    await expect(family.getByRole('alert')).toHaveText(
      "This family's account is suspended. Ask whoever runs this server.",
    );
    await expect(family.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await picture(family, `admin-${screen.role}-suspended-family`);

    await row.getByRole('button', { name: `Lift the suspension of family #${familyId}` }).click();
    const lift = page.getByRole('dialog', { name: `Lift the suspension of family #${familyId}?` });
    await lift.getByRole('button', { name: 'Lift suspension' }).click();
    await expect(lift).toBeHidden();
    await expect(row).toContainText('Active');

    await family.reload();
    await expect(family.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await home.close();
    await office.close();
  });
}
