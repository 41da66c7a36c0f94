import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { ownServer } from './support/own-server';

// Its tests are each a visitor or family of their own: the run may share them out between workers.
test.describe.configure({ mode: 'parallel' });

/** What the demo may ask the server: the session, a CSRF token, page views and the one mailing-list write. */
const ALLOWED_API_CALLS = new Set([
  'GET /api/auth/status',
  'GET /api/csrf-token',
  'POST /api/analytics',
  'POST /api/mailing-list/subscribe-demo',
]);

interface StoredCard {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  style: { borderRadius?: number };
}

/** Every request the page makes to the API, as 'METHOD /path'. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** The demo loads the editor and every widget: on a loaded CI machine that was seen taking 20 s. */
const FIRST_LOAD = { timeout: 45_000 };

// Each test loads the whole editor once or twice: more than the default time on a busy machine.
test.beforeEach(() => test.slow());

/** A visitor who gave an address on an earlier visit. */
async function openDemo(page: Page, path = '/demo'): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('demoEmailSubmitted', 'true'));
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Try Me Out!', exact: true })).toBeVisible(FIRST_LOAD);
}

/** The visitor's board as the demo keeps it in this browser. */
async function storedCards(page: Page): Promise<StoredCard[] | null> {
  return page.evaluate(() => {
    const text = localStorage.getItem('demoBoard');
    return text ? (JSON.parse(text).screen.components as StoredCard[]) : null;
  });
}

async function storedCard(page: Page, id: string): Promise<StoredCard | undefined> {
  return (await storedCards(page))?.find((card) => card.id === id);
}

const card = (page: Page, type: string) => page.locator(`.ed-box [data-type="${type}"]`);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return box;
}

async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 5 });
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 5 });
  await page.mouse.up();
}

/** The demo's "not in the demo" alert says `message`; OK closes it. */
async function expectRefusal(page: Page, message: string): Promise<void> {
  const alert = page.getByRole('alertdialog', { name: 'Not in the demo' });
  await expect(alert).toContainText(message);
  await expect(alert.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/pricing');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

/** Chooses a card on the canvas by its corner, away from anything it shows. */
async function selectLayer(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click({ position: { x: 4, y: 4 } });
}

type Box = { x: number; y: number; width: number; height: number };

/** Where each card of the board is on the page, by its id. */
async function cardBoxes(page: Page, within: string): Promise<Record<string, Box>> {
  const boxes: Record<string, Box> = {};
  for (const card of await page.locator(`${within} [data-component-id]`).all()) {
    const id = await card.getAttribute('data-component-id');
    if (id) boxes[id] = await boxOf(card);
  }
  return boxes;
}

function expectSameBox(actual: Box, expected: Box, what: string) {
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(actual[side] - expected[side]), `${what} ${side}`).toBeLessThanOrEqual(1.5);
}

test('the sample board is drawn before any script runs, and the editor takes its place where it was', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    // The page as the build drew it: what a slow phone shows while the scripts are on their way.
    const drawn = await (await browser.newContext({ baseURL, viewport })).newPage();
    await drawn.route(/\.js$/, (route) => route.abort());
    await drawn.goto('/demo');
    const board = drawn.getByRole('img', { name: 'The sample board, Try Me Out!' });
    await expect(board).toBeVisible();
    for (const header of ['This week', 'Coming up', 'Chores', 'Menu', 'This month', 'Shopping'])
      await expect(board.getByText(header, { exact: true })).toBeVisible();
    // The sidebar already names the screen, with a placeholder per layer until the editor comes.
    await expect(drawn.getByRole('region', { name: 'Screens' })).toHaveText(/Try Me Out!/);
    await expect(drawn.locator('.demo-first-view__bar')).toHaveCount(12);
    expect(await axeFindings(drawn)).toEqual([]);
    const boardBefore = await boxOf(board);
    const cardsBefore = await cardBoxes(drawn, '.demo-first-view');
    expect(Object.keys(cardsBefore)).toHaveLength(12);
    await drawn.context().close();

    // The editor draws the same board in the same place, and the page's CSP refuses nothing it does.
    const context = await browser.newContext({ baseURL, viewport });
    await context.addInitScript(() => {
      localStorage.setItem('demoEmailSubmitted', 'true');
      const refused: string[] = [];
      (window as unknown as { refused: string[] }).refused = refused;
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    await page.goto('/demo');
    await expect(page.getByRole('button', { name: 'Try Me Out!', exact: true })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('img', { name: 'The sample board, Try Me Out!' })).toHaveCount(0);
    expectSameBox(
      await boxOf(page.getByLabel('Board canvas')),
      boardBefore,
      `the board at ${viewport.width}px`,
    );
    const cardsAfter = await cardBoxes(page, '.ed-canvas');
    for (const [id, box] of Object.entries(cardsBefore)) expectSameBox(cardsAfter[id]!, box, id);
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
    await context.close();
  }
});

test('a first-time visitor gives an email address, once, before the demo opens', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/demo');
  const welcome = page.getByRole('dialog', { name: 'Welcome to the Luno Demo!' });
  await expect(welcome).toBeVisible(FIRST_LOAD);
  await expect(welcome).toContainText('never sold or shared');
  expect(await axeFindings(page)).toEqual([]);

  // Only an address closes it: not Escape.
  await page.keyboard.press('Escape');
  await expect(welcome).toBeVisible();

  const email = welcome.getByLabel('Email address');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await welcome.getByRole('button', { name: 'Continue to Demo' }).click();
  await expect(welcome.getByText('Please enter your email address.')).toBeVisible();
  await expect(email).toBeFocused();
  await email.fill('not an address');
  await welcome.getByRole('button', { name: 'Continue to Demo' }).click();
  await expect(welcome.getByText('Please enter a valid email address.')).toBeVisible();

  const address = `demo-${Date.now()}@example.com`;
  await email.fill(address);
  const subscribed = page.waitForResponse((response) =>
    response.url().endsWith('/api/mailing-list/subscribe-demo'),
  );
  await welcome.getByRole('button', { name: 'Continue to Demo' }).click();
  await expect(welcome).toBeHidden();
  const answer = await subscribed;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({ email: address });
  await expect(page.getByRole('button', { name: 'Try Me Out!', exact: true })).toBeVisible(FIRST_LOAD);
  expect(await page.evaluate(() => localStorage.getItem('demoEmailSubmitted'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Try Me Out!', exact: true })).toBeVisible(FIRST_LOAD);
  await expect(welcome).toBeHidden();
  expect(calls.filter((call) => call.endsWith('/subscribe-demo'))).toHaveLength(1);
  expect(calls.filter((call) => !ALLOWED_API_CALLS.has(call))).toEqual([]);
});

test('the sample screen shows every widget with sample content, and passes axe', async ({ page }) => {
  const calls = recordApiCalls(page);
  await openDemo(page);
  await expect(page).toHaveTitle('Demo - Luno');
  const banner = page.getByRole('region', { name: 'About this demo' });
  await expect(banner).toContainText('Unlock all the features for free!');
  await expect(banner.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/pricing');
  // Spec 01 §2: the header omits Log In in the demo.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);

  await expect(card(page, 'text')).toContainText(/Good (morning|afternoon|evening), Parks family!/);
  await expect(card(page, 'clock')).toContainText(/\d{1,2}:\d{2}\s?(AM|PM)/);
  await expect(card(page, 'events')).toContainText('Coming up');
  await expect(card(page, 'events')).toContainText('Grandma visits');
  await expect(card(page, 'image').locator('img[data-album-photo]')).toHaveAttribute(
    'src',
    /\/images\/demo\/.+\.svg$/,
  );
  await expect(card(page, 'list')).toContainText('Feed the cat');
  await expect(card(page, 'list')).toContainText('Leo');
  await expect(card(page, 'list')).toContainText('$2.50');
  await expect(card(page, 'menu')).toContainText('Pancakes & berries');
  await expect(card(page, 'menu')).toContainText('Dinner');
  await expect(card(page, 'shopping')).toContainText('Milk');
  await expect(card(page, 'piggy-bank').first()).toContainText('$12.50');
  await expect(card(page, 'piggy-bank').last()).toContainText('$7.25');
  await expect(card(page, 'spotify')).toContainText('Sunday Morning Pancakes');
  const week = page.locator('[data-component-id="demo-week"]');
  await expect(week.locator('.calendar-week__day')).toHaveCount(7);
  await expect(week).toContainText('Brunch at Grandma’s');
  const month = page.locator('[data-component-id="demo-month"]');
  await expect(month.locator('.calendar-month__cell')).toHaveCount(42);
  expect(await month.locator('.calendar-month__dot').count()).toBeGreaterThan(20);

  // A week of events in every calendar view.
  await page.getByRole('button', { name: 'Calendar layer: This week' }).click();
  const view = page.getByRole('combobox', { name: 'View', exact: true });
  for (const [choice, shows] of [
    ['card', '.calendar-widget__card'],
    ['list', '.calendar-widget__event'],
    ['month', '.calendar-month__dot'],
    ['week', '.calendar-week__event'],
  ] as const) {
    await view.selectOption(choice);
    await expect(week.locator(shows).first()).toBeVisible();
  }
  await page.keyboard.press('Escape');

  await expect(card(page, 'image').locator('img[data-album-photo]')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  expect(calls.filter((call) => !ALLOWED_API_CALLS.has(call))).toEqual([]);
});

test('a visitor drags and styles cards by mouse and keyboard; a reload keeps them; Start over resets', async ({
  page,
}) => {
  const calls = recordApiCalls(page);
  await openDemo(page);
  const chores = page.getByRole('button', { name: 'List layer: Chores' });
  const original = await boxOf(chores);

  // By mouse.
  await drag(page, { x: original.x + 40, y: original.y + 12 }, { x: 120, y: -60 });
  await expect.poll(async () => (await storedCard(page, 'demo-chores'))?.x ?? 40).not.toBe(40);
  const dragged = (await storedCard(page, 'demo-chores'))!;
  expect([dragged.x, dragged.y].every((n) => n % 10 === 0)).toBe(true);
  expect(dragged.x).toBeGreaterThan(40);
  expect(dragged.y).toBeLessThan(600);

  // By keyboard: the card is chosen with Enter, then arrow keys move it a grid step each.
  const clock = page.getByRole('button', { name: 'Clock layer: Clock' });
  await clock.focus();
  await page.keyboard.press('Enter');
  await expect(clock).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(async () => {
      const moved = await storedCard(page, 'demo-clock');
      return moved && { x: moved.x, y: moved.y };
    })
    .toEqual({ x: 1450, y: 40 });

  // Styled from the floating menu.
  await page
    .getByRole('toolbar', { name: 'Layer style' })
    .getByRole('button', { name: 'Corner radius' })
    .click();
  const radius = page.getByRole('slider', { name: 'Corner radius' });
  await radius.focus();
  await radius.press('End');
  await expect(radius).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await storedCard(page, 'demo-clock'))?.style.borderRadius).toBe(100);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Try Me Out!', exact: true })).toBeVisible(FIRST_LOAD);
  await expect(page.locator('[data-component-id="demo-clock"]')).toHaveCSS('border-radius', '100px');
  expect(await storedCard(page, 'demo-chores')).toEqual(dragged);
  const reloaded = await boxOf(chores);
  expect(reloaded.x).toBeGreaterThan(original.x);

  await page.getByRole('button', { name: 'Start over' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start over?' });
  await confirm.getByRole('button', { name: 'Start over' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(async () => (await boxOf(chores)).x).toBeCloseTo(original.x, 0);
  expect(await storedCards(page)).toBeNull();
  await page.reload();
  await expect(chores).toBeVisible(FIRST_LOAD);
  await expect.poll(async () => (await boxOf(chores)).x).toBeCloseTo(original.x, 0);
  expect(calls.filter((call) => !ALLOWED_API_CALLS.has(call))).toEqual([]);
});

test('a layout preset change converts the positions to the new canvas', async ({ page }) => {
  await openDemo(page);
  const canvas = page.getByLabel('Board canvas');
  const chores = page.getByRole('button', { name: 'List layer: Chores' });
  const relative = async () => {
    const [board, layer] = [await boxOf(canvas), await boxOf(chores)];
    return { x: (layer.x - board.x) / board.width, y: (layer.y - board.y) / board.height };
  };
  const base = await relative();
  await page.getByRole('combobox', { name: 'Layout for' }).selectOption('ipad_portrait');
  await expect.poll(async () => (await boxOf(canvas)).height > (await boxOf(canvas)).width).toBe(true);
  const portrait = await relative();
  // Scaled to the portrait canvas and snapped to its grid: the same place, within a step.
  expect(Math.abs(portrait.x - base.x)).toBeLessThan(0.02);
  expect(Math.abs(portrait.y - base.y)).toBeLessThan(0.02);
  const board = await boxOf(canvas);
  for (const layer of await page.locator('.ed-box').all()) {
    const box = await boxOf(layer);
    expect(box.x + box.width).toBeLessThanOrEqual(board.x + board.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(board.y + board.height + 1);
  }
});

test('every action the demo leaves out says so, in the spec’s words', async ({ page }) => {
  const calls = recordApiCalls(page);
  await openDemo(page);
  const sidebar = page.getByRole('complementary', { name: 'Editor sidebar' });

  // Screens: adding, loading and deleting templates, reordering and deleting.
  await sidebar.getByRole('button', { name: 'Add screen' }).click();
  const add = page.getByRole('dialog', { name: 'Add Screen' });
  await add.getByLabel('Screen name').fill('Kitchen');
  await add.getByRole('button', { name: 'Create Screen' }).click();
  await expectRefusal(page, 'Adding screens disabled in demo.');
  await sidebar.getByRole('button', { name: 'Add screen' }).click();
  await add.getByRole('tab', { name: 'Load From Template' }).click();
  await add.getByRole('button', { name: 'Load' }).first().click();
  await expectRefusal(page, 'Loading templates disabled in demo.');
  await sidebar.getByRole('button', { name: 'Add screen' }).click();
  await add.getByRole('tab', { name: 'Load From Template' }).click();
  await add.getByRole('button', { name: 'Delete' }).first().click();
  await expectRefusal(page, 'Deleting templates disabled in demo.');
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await expect(sidebar.getByRole('button', { name: 'Move Try Me Out! up' })).toBeDisabled();
  await expect(sidebar.getByRole('button', { name: 'Move Try Me Out! down' })).toBeDisabled();
  await sidebar.getByRole('button', { name: 'Delete Try Me Out!' }).click();
  await expectRefusal(page, 'Deleting screens disabled in demo.');

  // Screen options: name, timer, TVs, viewer, templates, copy and delete.
  await sidebar.getByRole('button', { name: 'Screen Options' }).click();
  await sidebar.getByLabel('Screen name').fill('Our board');
  await sidebar.getByRole('button', { name: 'Save Name' }).click();
  await expectRefusal(page, 'Renaming screens disabled in demo.');
  await expect(sidebar.getByLabel('Screen name')).toHaveValue('Try Me Out!');
  await expect(sidebar).toContainText('Screen timers disabled in demo.');
  await expect(sidebar).toContainText('Sending screens to TVs disabled in demo.');
  await sidebar.getByRole('button', { name: 'Open Viewer' }).click();
  await expectRefusal(page, 'Opening the viewer disabled in demo.');
  await sidebar.getByRole('button', { name: 'Save as Template' }).click();
  await expectRefusal(page, 'Saving templates disabled in demo.');
  await sidebar.getByRole('button', { name: 'Duplicate Screen' }).click();
  await expectRefusal(page, 'Duplicating screens disabled in demo.');
  await sidebar.getByRole('button', { name: 'Delete Screen' }).click();
  await expectRefusal(page, 'Deleting screens disabled in demo.');
  await sidebar.getByRole('button', { name: 'Back to layers' }).click();

  // Content: text, lists, calendars, shopping, piggy banks, music and pictures stay the sample's.
  await selectLayer(page, 'Text layer: Welcome');
  await expect(sidebar.getByLabel('Text', { exact: true })).toHaveAttribute('readonly', '');
  await expect(sidebar).toContainText('Editing text disabled in demo.');
  await selectLayer(page, 'List layer: Chores');
  await expect(sidebar.getByLabel('Task list')).toBeDisabled();
  await expect(sidebar).toContainText('Choosing lists disabled in demo.');
  await selectLayer(page, 'Calendar layer: This week');
  await expect(sidebar.getByRole('checkbox', { name: 'Family', exact: true })).toBeDisabled();
  await expect(sidebar.getByRole('checkbox', { name: 'Family calendar (made in Luno)' })).toBeDisabled();
  await expect(sidebar).toContainText('Choosing calendar sources disabled in demo.');
  await selectLayer(page, 'Shopping layer: Shopping');
  await expect(sidebar.getByLabel('Shopping list')).toBeDisabled();
  await expect(sidebar).toContainText('Choosing shopping lists disabled in demo.');
  await selectLayer(page, 'Piggy Bank layer: Maya’s Bank');
  await expect(sidebar.getByLabel('Piggy bank')).toBeDisabled();
  await expect(sidebar).toContainText('Choosing piggy banks disabled in demo.');
  await selectLayer(page, 'Music Player layer: Now playing');
  await expect(sidebar.getByLabel('Playlist', { exact: true })).toBeDisabled();
  await expect(sidebar).toContainText('Connecting music disabled in demo.');
  await selectLayer(page, 'Image layer: Family photos');
  await expect(sidebar.getByLabel('Image URL')).toHaveAttribute('readonly', '');
  await expect(sidebar.getByRole('button', { name: 'Clear image' })).toBeDisabled();
  await expect(sidebar).toContainText('Clearing images disabled in demo mode.');
  await expect(sidebar).toContainText('Image searching is disabled in demo mode.');
  await expect(sidebar.getByRole('button', { name: 'Link album', exact: true })).toBeDisabled();
  await expect(sidebar).toContainText('Album linking disabled in demo.');

  // No login in the demo (spec 01 §2).
  await page.goto('/demo?login=true');
  await expect(page.getByRole('alertdialog', { name: 'Not in the demo' })).toBeVisible(FIRST_LOAD);
  await expectRefusal(page, 'Login unavailable in demo.');
  await expect(page.getByRole('dialog', { name: /Log In|Sign In/ })).toHaveCount(0);
  expect(calls.filter((call) => !ALLOWED_API_CALLS.has(call))).toEqual([]);
});

// A server that sells plans (keys alone turn billing on: the demo never calls the payment service).
test.describe('on a server that sells plans', () => {
  const selling = ownServer(Number(process.env.E2E_PORT) + 112, {
    STRIPE_SECRET_KEY: 'sk_test_luno_demo',
    STRIPE_WEBHOOK_SECRET: 'whsec_luno_demo',
    LUNO_STRIPE_BASE_URL: 'http://127.0.0.1:9',
  });
  test.use({ baseURL: selling.baseURL });
  test.beforeAll(() => selling.start());
  test.afterAll(() => selling.dispose());

  test('a tapped task offers the free trial instead of completing it, by mouse and keyboard', async ({
    page,
  }) => {
    const calls = recordApiCalls(page);
    await openDemo(page);
    const trial = page.getByRole('dialog', { name: 'Start your free 7-day trial' });

    // A tap lands on the card, and through it on the task it shows.
    const task = await boxOf(card(page, 'list').getByText('Feed the cat'));
    await page.mouse.click(task.x + task.width / 2, task.y + task.height / 2);
    await expect(trial).toBeVisible();
    await expect(trial.getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/pricing');
    await trial.getByRole('button', { name: 'Keep exploring' }).click();
    await expect(trial).toBeHidden();

    await page.getByRole('button', { name: 'Complete Walk the dog' }).focus();
    await page.keyboard.press('Enter');
    await expect(trial).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trial).toBeHidden();
    expect(calls.filter((call) => !ALLOWED_API_CALLS.has(call))).toEqual([]);
  });
});

test('on a server that sells no plans, a tapped task offers an account of one’s own and no trial', async ({
  page,
}) => {
  await openDemo(page);
  const task = await boxOf(card(page, 'list').getByText('Feed the cat'));
  await page.mouse.click(task.x + task.width / 2, task.y + task.height / 2);
  const offer = page.getByRole('dialog', { name: 'Make it your family’s board' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/signup');
  await expect(offer).not.toContainText('7 days');
  await expect(page.getByRole('dialog', { name: /trial/ })).toHaveCount(0);
});
