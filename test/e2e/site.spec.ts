import { expect, test } from '@playwright/test';

test('page titles follow the route', async ({ page }) => {
  const titles: [string, string][] = [
    ['/', "Luno - Let's Plan"],
    ['/pricing', 'Pricing - Luno'],
    ['/login', 'Log In - Luno'],
    ['/signup', 'Sign Up - Luno'],
    ['/features', 'Features - Luno'],
    ['/privacy', 'Privacy Policy - Luno'],
    ['/terms', 'Terms of Service - Luno'],
    ['/blog', 'Blog - Luno'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('the landing page has the hero, the teasers and the footer links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Let's plan." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try the Demo' })).toHaveAttribute('href', '/demo');
  await expect(page.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/features');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/pricing');
  for (const name of ['Demo', 'Pricing', 'Features', 'Blog']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
});

test('/?login=true opens the login modal', async ({ page }) => {
  await page.goto('/?login=true');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('required', '');
  await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/pricing');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('Google sign-in is disabled with a note when the server has no Google keys', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await expect(page.getByText('Google sign-in is not enabled on this server.')).toBeVisible();
});

test('the carousel switches slides with its dots and advances every 10 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const dot = (n: number) => page.getByRole('button', { name: `Show slide ${n}` });

  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('img', { name: /family calendar/ })).toBeVisible();

  await dot(3).click();
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('img', { name: /dinner menu/ })).toBeVisible();

  await page.clock.fastForward(10_000);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  await page.clock.fastForward(10_000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('img', { name: /chores board/ })).toBeVisible();
});

test('at 800px the header links hide behind the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main', includeHidden: true });
  const menu = page.getByRole('button', { name: 'Menu' });
  const pricing = page.locator('#site-nav').getByText('Pricing', { exact: true });

  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(pricing).toBeHidden();
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Demo', 'Pricing', 'Features', 'Blog']) {
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }),
    ).toBeVisible();
  }

  await menu.click();
  await expect(pricing).toBeHidden();
});

test('the menu button is not shown on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
  ).toBeVisible();
});

test('pricing lists the three plans at each frequency', async ({ page }) => {
  await page.goto('/pricing');
  const plan = (name: string) => page.getByRole('article', { name, exact: true });

  await expect(plan('Core')).toContainText('$4');
  await expect(plan('Plus')).toContainText('$6');
  await expect(plan('Plus Forever')).toContainText('$99');
  await expect(plan('Plus Forever')).toContainText('Limited Offer');
  await expect(plan('Core')).toContainText('Up to 2 screens');
  await expect(plan('Plus')).toContainText('Up to 6 screens');
  await expect(plan('Plus Forever')).toContainText('Up to 10 screens');

  await page.getByText('Weekly', { exact: true }).click();
  await expect(plan('Core')).toContainText('$2');
  await expect(plan('Plus')).toContainText('$3');
  await page.getByText('Annually', { exact: true }).click();
  await expect(plan('Core')).toContainText('$40');
  await expect(plan('Plus')).toContainText('$60');
  await expect(plan('Plus Forever')).toContainText('$99');
});

test('pricing shows the checkout failure flag', async ({ page }) => {
  await page.goto('/pricing?error=checkout_failed');
  await expect(page.getByRole('alert')).toHaveText(
    'Account created, but failed to start subscription. Please go to Pricing to try again.',
  );
});

test('redirects: unknown paths go home, payment success needs a session id, /pair with an id goes to login', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/payment-success');
  await expect(page).toHaveURL(/\/pricing$/);

  await page.goto('/pair?pairingId=abc123');
  await expect(page).toHaveURL(/\/login\?pairingId=abc123$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pairingId'))).toBe('abc123');
});

test('the viewer asks a signed-out visitor to log in', async ({ page }) => {
  await page.goto('/view/42');
  await expect(page.getByText('You must be logged in to view this screen.')).toBeVisible();
});

test('payment-cancelled alerts a signed-out visitor who opens their account', async ({ page }) => {
  await page.goto('/payment-cancelled');
  const dialogMessage = new Promise<string>((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.dismiss();
    });
  });
  await page.getByRole('link', { name: 'Go to my account' }).click();
  expect(await dialogMessage).toBe('Please log in to manage your account.');
  await expect(page).toHaveURL(/\/payment-cancelled$/);
});

test('the blog filters its articles by category', async ({ page }) => {
  await page.goto('/blog');
  const articles = page.getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(articles).toHaveCount(4);
  await page.getByRole('button', { name: 'Calendar', exact: true }).click();
  await expect(articles).toHaveCount(1);
  await page.getByRole('button', { name: 'Features', exact: true }).click();
  await expect(page.getByText('No articles in this category yet.')).toBeVisible();
});

test('the first page view of a visit records its traffic source', async ({ page }) => {
  const analytics = page.waitForRequest(
    (request) => request.url().endsWith('/api/analytics') && request.method() === 'POST',
  );
  await page.goto('/?utm_source=newsletter');
  const body = (await analytics).postDataJSON();
  expect(body).toMatchObject({ event: 'page_view', source: 'newsletter', path: '/' });
  expect(await page.evaluate(() => sessionStorage.getItem('trafficSource'))).toBe('newsletter');
});
