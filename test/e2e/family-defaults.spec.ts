import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { picture } from './support/pictures';

// A family in London: its zone, proposed by the browser at sign-up, is Europe/London.
test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });
test.describe.configure({ mode: 'parallel' });

async function editorWithScreen(page: Page, prefix: string) {
  await signUp(page, prefix, null);
  await callApi(page, 'POST', '/api/screens', { name: 'Kitchen' });
  await page.goto('/app/layout');
  await expect(page.getByRole('button', { name: 'Kitchen', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

/**
 * What a clock in `timeZone` shows now, as the clock widget writes it (12-hour, no seconds) in the
 * family's language: English (US), as a family signed up without one has, whatever the browser's.
 */
const timeIn = (page: Page, timeZone: string) =>
  page.evaluate(
    (zone) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
      }).format(new Date()),
    timeZone,
  );

test('a new clock shows the family’s time, offered first as Family time', async ({ page }) => {
  await editorWithScreen(page, 'london');
  await page.getByRole('button', { name: 'Add component' }).click();
  await page
    .getByRole('complementary', { name: 'Editor sidebar' })
    .getByRole('button', { name: /^Clock/ })
    .click();
  const zone = page.getByLabel('Time zone');
  await expect(zone).toHaveValue('family');
  await expect(zone.locator('option').first()).toHaveText('Family time (Europe/London)');
  await expect
    .poll(
      async () =>
        (await page.locator('.ed-canvas time').first().textContent()) ===
        (await timeIn(page, 'Europe/London')),
    )
    .toBe(true);
  await expect
    .poll(
      async () =>
        (
          await callApi<{ components: { clockConfig?: { timezone: string } }[] }[]>(
            page,
            'GET',
            '/api/screens',
          )
        )[0]?.components[0]?.clockConfig?.timezone,
    )
    .toBe('family');

  // A zone of its own is still a choice.
  await zone.selectOption({ label: 'Tokyo' });
  await expect
    .poll(
      async () =>
        (await page.locator('.ed-canvas time').first().textContent()) === (await timeIn(page, 'Asia/Tokyo')),
    )
    .toBe(true);
});

test('on a phone the editor says whose layout it edits and remembers the last one chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await editorWithScreen(page, 'phone-layout');
  const layout = page.getByRole('combobox', { name: 'Layout for' });
  const said = page.getByText('Layout for', { exact: true });
  // Said in words a person sees, not only to a screen reader.
  await expect.poll(async () => (await said.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  await layout.selectOption('tv_16_9');
  await expect(layout).toHaveValue('tv_16_9');
  await picture(page, 'editor-phone-layout');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Kitchen', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(layout).toHaveValue('tv_16_9');
});

test('Pricing’s “Create your account” opens sign-up at its form on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing');
  const create = page.getByRole('link', { name: 'Create your account' });
  await expect(create).toBeVisible();
  // Read down the page first, as a visitor comparing the plans does.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await create.evaluate((link) => link.scrollIntoView({ block: 'end' }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await create.click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create Your Account', level: 1 })).toBeInViewport();
  await expect(page.getByLabel('Email')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
