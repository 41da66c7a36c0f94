import { expect, type Page, test } from '@playwright/test';
import { BLOG_ARTICLES, BLOG_CATEGORIES, PUBLIC_PAGES } from '../../src/common/site-pages';
import { signUp } from './support/accounts';
import { axeFindings } from './support/axe';

// Its tests are each a visitor or family of their own: the run may share them out between workers.
test.describe.configure({ mode: 'parallel' });

/** The spec's page titles, word for word; the axe scans below check each as they load the page. */
const SPEC_TITLES = new Map([
  ['/', "Luno - Let's Plan"],
  ['/pricing', 'Pricing - Luno'],
  ['/login', 'Log In - Luno'],
  ['/signup', 'Sign Up - Luno'],
  ['/features', 'Features - Luno'],
  ['/privacy', 'Privacy Policy - Luno'],
  ['/terms', 'Terms of Service - Luno'],
  ['/blog', 'Blog - Luno'],
  ['/demo', 'Demo - Luno'],
  ['/blog/google-calendar', 'Show your Google Calendar on the family TV - Luno'],
]);

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
  await expect(page.getByRole('img', { name: /calendar board/ })).toBeVisible();
  // Nobody has touched the page: its app starts in time for the first advance all the same.
  await page.clock.fastForward(10_000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  await dot(3).click();
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('img', { name: /kitchen board/ })).toBeVisible();

  await page.clock.fastForward(10_000);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  await page.clock.fastForward(10_000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('img', { name: /chores board/ })).toBeVisible();
});

test('the carousel shows real pictures of boards, sized by the page and in a modern format', async ({
  page,
}) => {
  await page.goto('/');
  const picture = page.getByRole('img', { name: /calendar board/ });
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(600);
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/images\/site\/board-calendar-\d+\.(avif|webp)$/,
  );
  await expect(picture).toHaveAttribute('width', '1920');
  await expect(picture).toHaveAttribute('height', '1080');
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

test('the blog filters its articles by each category, newest first', async ({ page }) => {
  await page.goto('/blog');
  const cards = page.getByRole('region', { name: 'Articles' }).getByRole('listitem');
  const titles = () => cards.getByRole('heading').allTextContents();
  const newestFirst = [...BLOG_ARTICLES].sort((a, b) => b.published.localeCompare(a.published));
  await expect(cards).toHaveCount(4);
  expect(await titles()).toEqual(newestFirst.map((article) => article.title));

  for (const category of BLOG_CATEGORIES) {
    await page.getByRole('button', { name: category, exact: true }).click();
    await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const expected = newestFirst.filter((article) => category === 'All' || article.category === category);
    await expect(cards).toHaveCount(expected.length);
    expect(await titles(), category).toEqual(expected.map((article) => article.title));
    if (expected.length === 0) {
      await expect(page.getByText(`There are no articles in ${category}.`)).toBeVisible();
      await page.getByRole('button', { name: 'Show all articles' }).click();
      await expect(cards).toHaveCount(4);
    }
  }
});

test('every article opens from the blog with its title, date, category, reading time and pictures', async ({
  page,
}) => {
  for (const article of BLOG_ARTICLES) {
    await page.goto('/blog');
    await page.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    await expect(page).toHaveTitle(`${article.title} - Luno`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(main.locator(`time[datetime="${article.published}"]`).first()).toBeVisible();
    await expect(main.getByText(`${article.readingMinutes} min read`)).toBeVisible();
    await expect(main.getByText(article.category, { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const pictures = main.locator('article img');
    expect(await pictures.count(), article.slug).toBeGreaterThanOrEqual(3);
    // Each picture, scrolled to, arrives.
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveJSProperty('complete', true);
      expect(
        await picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
        article.slug,
      ).toBeGreaterThan(0);
    }
    await expect(main).not.toContainText(/being written|coming soon/i);
  }
});

test('the features page shows each capability with its pictures', async ({ page }) => {
  await page.goto('/features');
  const main = page.getByRole('main');
  for (const name of [
    /calendar/i,
    /QR code/,
    /offline/,
    /family account/,
    /Chores and piggy banks/,
    /menu and the shopping list/,
    /Photos/,
    /Music/,
    /Boards you arrange/,
    /Plans for every home/,
  ])
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  for (const provider of ['iCal links', 'Apple iCloud', 'Google Calendar', 'Microsoft Outlook'])
    await expect(main.getByText(provider, { exact: false }).first()).toBeVisible();
  await main
    .getByRole('navigation', { name: 'Features on this page' })
    .getByRole('link', { name: 'Music' })
    .click();
  await expect(page).toHaveURL(/#music$/);
  await expect(main.getByRole('img', { name: /^The music player on a board/ })).toBeInViewport();
  await expect(main).not.toContainText(/coming soon|being written/i);
});

/** The page's HTML as a search engine or a phone without scripts gets it: a plain GET. */
async function htmlOf(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
  return response.text();
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test('each public page is real HTML before any script runs, with its own title, description, canonical and preview', async ({
  page,
  baseURL,
}) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const each of PUBLIC_PAGES) {
    const html = await htmlOf(page, each.path);
    const title = attribute(html, /<title>([^<]*)<\/title>/);
    expect(title, each.path).toBe(each.title ? `${each.title} - Luno` : "Luno - Let's Plan");
    const description = attribute(html, /<meta name="description" content="([^"]*)">/);
    expect(description?.length, each.path).toBeGreaterThan(60);
    expect(attribute(html, /<link rel="canonical" href="([^"]*)">/), each.path).toBe(
      `${baseURL}${each.path}`,
    );
    expect(attribute(html, /<meta property="og:url" content="([^"]*)">/), each.path).toBe(
      `${baseURL}${each.path}`,
    );
    expect(attribute(html, /<meta property="og:title" content="([^"]*)">/), each.path).toBeTruthy();
    expect(attribute(html, /<meta property="og:image" content="([^"]*)">/), each.path).toMatch(
      new RegExp(`^${baseURL}/images/site/.+-og\\.jpg$`),
    );
    // The page itself is in the HTML: its main heading and the site around it.
    expect(html, each.path).toMatch(/<h1[^>]*>[^<]+/);
    // The demo is the editor's own page; every other public page has the site's header.
    if (each.path !== '/demo') expect(html, each.path).toContain('<nav id="site-nav"');
    // The demo's own page arrives with its own work (issue 27, item 1).
    if (each.path !== '/demo') expect(html, each.path).not.toMatch(/being written|coming soon/i);
    seen.titles.add(title ?? '');
    seen.descriptions.add(description ?? '');
  }
  expect(seen.titles.size).toBe(PUBLIC_PAGES.length);
  expect(seen.descriptions.size).toBe(PUBLIC_PAGES.length);

  const features = await htmlOf(page, '/features');
  expect(features).toContain('Every family calendar, from four kinds of source');
  const article = await htmlOf(page, '/blog/outlook-calendar');
  expect(article).toContain('Publish a calendar');
  // The preview pictures exist.
  const og = attribute(article, /<meta property="og:image" content="([^"]*)">/) ?? '';
  const image = await page.request.get(og);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
});

test('a pre-rendered page becomes the working app without drawing itself again', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A page whose app starts at once, and pages whose app starts when first used: the click on
  // Log In is that first use, held until the app listens and then given back to the button.
  for (const path of ['/pricing', '/', '/features', '/blog', '/blog/family-hub', '/privacy', '/terms']) {
    await page.goto(path);
    await page.evaluate(() => {
      (document.querySelector('h1') as HTMLElement & { drawnByTheBuild?: boolean }).drawnByTheBuild = true;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    // The heading the build drew is the one on the page: React took it over rather than replacing it.
    expect(
      await page.evaluate(
        () => (document.querySelector('h1') as HTMLElement & { drawnByTheBuild?: boolean }).drawnByTheBuild,
      ),
      path,
    ).toBe(true);
    await page.keyboard.press('Escape');
  }
  // Every other public page is taken over without a complaint too (the axe scans below load each
  // one and listen), and so is the demo once its welcome prompt was answered.
  await page.evaluate(() => localStorage.setItem('demoEmailSubmitted', 'true'));
  await page.goto('/demo');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a page that only shows text runs none of the app until it is used, and records its view all the same', async ({
  page,
}) => {
  // A script runs only after a request for it as a script; the app's are first fetched ahead,
  // as prefetches, which run nothing.
  const scripts: string[] = [];
  const fetchedAhead: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') scripts.push(path);
    else if (path.endsWith('.js')) fetchedAhead.push(path);
  });
  const view = page.waitForRequest(
    (request) => request.url().endsWith('/api/analytics') && request.method() === 'POST',
  );
  await page.goto('/blog');
  expect((await view).postDataJSON()).toMatchObject({ event: 'page_view', path: '/blog' });
  await page.waitForLoadState('networkidle');
  // Only the small script that starts the app on first use, and what it imports, has run.
  expect(scripts.filter((path) => /\/(framework|app|index|SiteLayout|BlogPage)-/.test(path))).toEqual([]);
  expect(scripts.length).toBeLessThanOrEqual(3);
  for (const chunk of ['index', 'framework', 'app', 'BlogPage'])
    expect(
      fetchedAhead.some((path) => path.startsWith(`/assets/${chunk}-`)),
      chunk,
    ).toBe(true);
  // The links work without it.
  await expect(
    page.getByRole('link', { name: 'Turn a spare TV or tablet into a family hub' }),
  ).toHaveAttribute('href', '/blog/family-hub');

  // Reaching the filter by keyboard is a first use; the key pressed on it is answered once the
  // app has started.
  const calendar = page.getByRole('button', { name: 'Calendar', exact: true });
  for (let presses = 0; presses < 40; presses++) {
    if (await calendar.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Articles' }).getByRole('listitem')).toHaveCount(1);
  expect(scripts.some((path) => /\/framework-/.test(path))).toBe(true);
  // The app's own first view of the page is the one already recorded.
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics')) views.push(request.postData() ?? '');
  });
  await page.waitForLoadState('networkidle');
  expect(views).toEqual([]);
});

test('a link that asks the page for something starts the app at once, and a signed-in visitor’s once the page has loaded', async ({
  page,
}) => {
  await page.goto('/privacy?login=true');
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  // A signed-in family's header offers its boards, without a tap on the page first.
  await signUp(page, 'reader', '/terms');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open Luno' }),
  ).toBeVisible();
});

test('robots.txt and sitemap.xml are real files of their own types', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const rules = (await robots.text()).split('\n');
  expect(rules).toContain('User-agent: *');
  expect(rules).toContain('Disallow: /app');
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toEqual(PUBLIC_PAGES.map((each) => `${baseURL}${each.path}`));
});

test('an unknown path is sent to /, never answered with the landing page under its own address', async ({
  page,
  request,
}) => {
  for (const path of ['/nonexistent', '/blog/nope', '/features/extra']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe('/');
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: "Let's plan." })).toBeVisible();
  }
  // The app's own pages are still the app's.
  for (const path of ['/app/layout', '/view/1', '/pair', '/join/some-invite-token-1234567890'])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
});

test('the login modal stays closed in the demo, whose header has no Log In', async ({ page }) => {
  await page.goto('/demo?login=true');
  await expect(page).toHaveTitle('Demo - Luno');
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
});

test('the blog and an article work by keyboard alone', async ({ page }) => {
  await page.goto('/blog');
  const focusOn = async (name: string, role: 'button' | 'link') => {
    const target = page.getByRole(role, { name, exact: true });
    for (let presses = 0; presses < 40; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await focusOn('Calendar', 'button');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Articles' }).getByRole('listitem')).toHaveCount(1);
  await focusOn('Show your Google Calendar on the family TV', 'link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/google-calendar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Show your Google Calendar on the family TV',
  );
});

for (const screen of [
  { name: 'a laptop', width: 1440, height: 900 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test(`every public page has its title, loads without an error, and passes axe for WCAG 2.1 A and AA on ${screen.name}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const found: Record<string, string[]> = {};
    const pages = [...PUBLIC_PAGES.map((each) => each.path), '/?login=true', '/?signup=true'];
    for (const path of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(SPEC_TITLES.get(path) ?? /Luno/);
      if (path.includes('=true')) await expect(page.getByRole('dialog')).toBeVisible();
      // A first visit to the demo is met by its welcome prompt: what the visitor sees is scanned,
      // once it is there (axeFindings then waits for its fade-in to end).
      else if (path === '/demo')
        await expect(page.getByRole('dialog', { name: 'Welcome to the Luno Demo!' })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      found[path] = await axeFindings(page);
    }
    expect(found).toEqual(Object.fromEntries(pages.map((path) => [path, []])));
    expect(errors).toEqual([]);
  });
}

test('the first page view of a visit records its traffic source', async ({ page }) => {
  const analytics = page.waitForRequest(
    (request) => request.url().endsWith('/api/analytics') && request.method() === 'POST',
  );
  await page.goto('/?utm_source=newsletter');
  const body = (await analytics).postDataJSON();
  expect(body).toMatchObject({ event: 'page_view', source: 'newsletter', path: '/' });
  expect(await page.evaluate(() => sessionStorage.getItem('trafficSource'))).toBe('newsletter');
});
