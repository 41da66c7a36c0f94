import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { ownServer } from './support/own-server';
import { picture } from './support/pictures';

// What this file checks needs the service workers the browser tests otherwise block.
test.use({ serviceWorkers: 'allow' });

/** Another site's picture: its own origin (another port of loopback), an address with no extension. */
function pictureServer() {
  const png = fs.readFileSync('src/web/public/icons/luno-512.png');
  let served = 0;
  const server = http.createServer((request, response) => {
    if (request.url !== '/photos/garden') {
      response.writeHead(404).end();
      return;
    }
    served++;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(png);
  });
  return {
    served: () => served,
    async start(port = 0): Promise<string> {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/photos/garden`;
    },
    async stop(): Promise<void> {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The board's picture has arrived and been drawn (a blank or broken image has no width). */
async function pictureShown(page: Page, url: string): Promise<boolean> {
  return page
    .locator(`img[src="${url}"]`)
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)
    .catch(() => false);
}

/** The page's today and tomorrow, in its own time zone. */
async function localDays(page: Page): Promise<string[]> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const today = todayIn(zone);
  return [today, addDays(today, 1)];
}

test('the TV keeps its board, its family’s data and its pictures through a server that stops, even across a reload, and catches up when it is back', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const server = ownServer(Number(process.env.E2E_PORT) + 3);
  const pictures = pictureServer();
  await server.start();
  const pictureUrl = await pictures.start();
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1920, height: 1080 },
  });
  try {
    const tv = await context.newPage();
    // The page keeps real time: Playwright's clock would replace `performance`, whose list of what
    // the page loaded is what it sends the service worker to keep. So that a run across midnight
    // still finds Tacos on the board, they are tonight's and tomorrow's dinner.
    await signUp(tv, 'always-on', null);
    const list = await callApi<{ id: number }>(tv, 'POST', '/api/task-lists', { name: 'Chores' });
    await callApi(tv, 'POST', `/api/task-lists/${list.id}/items`, { task: 'Empty the dishwasher' });
    for (const date of await localDays(tv)) await callApi(tv, 'POST', '/api/menu', { date, dinner: 'Tacos' });
    const bank = await callApi<{ id: number }>(tv, 'POST', '/api/piggy-banks', { name: 'Emma', balance: 7 });

    const text = createComponent('text', 'note');
    const chores = createComponent('list', 'chores');
    const menu = createComponent('menu', 'menu');
    const piggy = createComponent('piggy-bank', 'bank');
    const image = createComponent('image', 'garden');
    const board = {
      name: 'Hall',
      components: [
        { ...text, textContent: 'Soccer at 4', x: 40, y: 860, width: 1200, height: 180 },
        {
          ...chores,
          x: 40,
          y: 40,
          width: 700,
          height: 780,
          listConfig: { ...chores.listConfig, listId: list.id },
        },
        { ...menu, x: 780, y: 40, width: 480, height: 780 },
        { ...image, imageDataUrl: pictureUrl, x: 1300, y: 40, width: 580, height: 520 },
        { ...piggy, piggyBankId: bank.id, x: 1300, y: 600, width: 580, height: 440 },
      ],
    };
    const { id } = await callApi<{ id: number }>(tv, 'POST', '/api/screens', board);
    await tv.goto(`/view/${id}`);
    const choresCard = tv.locator('[data-component-id="chores"]');
    const menuCard = tv.locator('[data-component-id="menu"]');
    const bankCard = tv.locator('[data-component-id="bank"]');
    await expect(tv.getByText('Soccer at 4')).toBeVisible();
    await expect(choresCard).toContainText('Empty the dishwasher');
    await expect(menuCard).toContainText('Tacos');
    await expect(bankCard).toContainText('$7.00');
    await expect.poll(() => pictureShown(tv, pictureUrl)).toBe(true);
    // The service worker takes over the page and keeps a copy of what it loaded.
    await expect.poll(() => tv.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect
      .poll(() =>
        tv.evaluate(async () => (await caches.open('luno-viewer-page')).match('/view/').then(Boolean)),
      )
      .toBe(true);
    await expect
      .poll(() =>
        tv.evaluate(
          async (url) => (await caches.open('luno-viewer-images')).match(url).then(Boolean),
          pictureUrl,
        ),
      )
      .toBe(true);
    await expect.poll(() => tv.evaluate(() => localStorage.getItem('keptAnswers') ?? '')).toContain('Tacos');
    // The picture came from its own site, through the service worker.
    expect(pictures.served()).toBeGreaterThan(0);
    await picture(tv, 'tv-online');

    await server.kill();
    await pictures.stop();
    await expect(tv.getByText(/^Offline since \d\d:\d\d/)).toBeVisible();
    await expect(tv.getByText('Soccer at 4')).toBeVisible();
    // The mark reads from across the room and covers no card.
    const mark = tv.getByText(/^Offline since \d\d:\d\d/);
    expect(
      await mark.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize)),
    ).toBeGreaterThanOrEqual(24);
    const markBox = (await mark.boundingBox())!;
    for (const card of await tv.locator('[data-component-id]').all()) {
      const box = (await card.boundingBox())!;
      expect(box.y + box.height, 'a card ends above the offline mark').toBeLessThanOrEqual(markBox.y + 0.5);
    }
    await picture(tv, 'tv-offline');

    // Reloaded, or restarted, while the server and the picture's site are away: the whole board.
    await tv.reload();
    await expect(tv.getByText(/^Offline since \d\d:\d\d/)).toBeVisible();
    await expect(tv.getByText('Soccer at 4')).toBeVisible();
    await expect(choresCard).toContainText('Empty the dishwasher');
    await expect(menuCard).toContainText('Tacos');
    await expect(bankCard).toContainText('$7.00');
    await expect.poll(() => pictureShown(tv, pictureUrl)).toBe(true);
    await expect(tv.getByText(/^Failed to load|^Could not load/)).toHaveCount(0);
    await picture(tv, 'tv-offline-reload');
    await tv.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await server.start();
    // Back: the stream reopens by itself and the TV catches up, with no reload.
    await expect(tv.getByText(/^Offline since/)).toHaveCount(0, { timeout: 45_000 });
    await callApi(tv, 'POST', `/api/task-lists/${list.id}/items`, { task: 'Water the plants' });
    await expect(choresCard).toContainText('Water the plants');
    const screen = await callApi<{ components: { id: string; textContent?: string }[] }>(
      tv,
      'GET',
      `/api/screens/${id}`,
    );
    screen.components.find((component) => component.id === 'note')!.textContent = 'Soccer moved to 5';
    await callApi(tv, 'PUT', `/api/screens/${id}`, screen);
    await expect(tv.getByText('Soccer moved to 5')).toBeVisible();
    expect(await tv.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // Logging out drops what the display kept of the family.
    await expect
      .poll(() => tv.evaluate(() => localStorage.getItem('keptAnswers') ?? ''))
      .toContain('Water the plants');
    await tv.goto('/app/todos');
    await tv.getByRole('button', { name: 'Log out' }).click();
    await expect(tv).toHaveURL(new URL('/', server.baseURL).href);
    expect(await tv.evaluate(() => localStorage.getItem('keptAnswers'))).toBeNull();
  } finally {
    await context.close();
    await pictures.stop().catch(() => undefined);
    await server.dispose();
  }
});

/** A server that takes every connection and never answers on it, as one that hangs would. */
async function silentServer(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    async stop(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

test('a TV whose server takes the connection and never answers still comes up on its board and its family’s data at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT) + 7;
  const server = ownServer(port);
  await server.start();
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1920, height: 1080 },
  });
  let silent: Awaited<ReturnType<typeof silentServer>> | null = null;
  try {
    const tv = await context.newPage();
    await signUp(tv, 'always-on', null);
    const list = await callApi<{ id: number }>(tv, 'POST', '/api/task-lists', { name: 'Chores' });
    await callApi(tv, 'POST', `/api/task-lists/${list.id}/items`, { task: 'Empty the dishwasher' });
    const text = createComponent('text', 'note');
    const chores = createComponent('list', 'chores');
    const { id } = await callApi<{ id: number }>(tv, 'POST', '/api/screens', {
      name: 'Hall',
      components: [
        { ...text, textContent: 'Soccer at 4', x: 40, y: 860, width: 1200, height: 180 },
        {
          ...chores,
          x: 40,
          y: 40,
          width: 700,
          height: 780,
          listConfig: { ...chores.listConfig, listId: list.id },
        },
      ],
    });
    await tv.goto(`/view/${id}`);
    await expect(tv.locator('[data-component-id="chores"]')).toContainText('Empty the dishwasher');
    // The worker has kept the page and every built file the page loaded; the page, its answers.
    await expect
      .poll(() =>
        tv.evaluate(async () => {
          const kept = new Set((await (await caches.open('luno-viewer-assets')).keys()).map((r) => r.url));
          const page = await (await caches.open('luno-viewer-page')).match('/view/');
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/assets/'));
          return Boolean(page) && loaded.every((url) => kept.has(url));
        }),
      )
      .toBe(true);
    await expect
      .poll(() => tv.evaluate(() => localStorage.getItem('keptAnswers') ?? ''))
      .toContain('Empty the dishwasher');

    await server.kill();
    silent = await silentServer(port);
    // Opened again (a TV restarting): nothing the server would say comes, and none is waited for.
    await tv.goto(`/view/${id}`);
    await expect(tv.getByText('Soccer at 4')).toBeVisible();
    await expect(tv.locator('[data-component-id="chores"]')).toContainText('Empty the dishwasher');
    await expect(tv.getByText('Verifying session...')).toHaveCount(0);
  } finally {
    await context.close();
    await silent?.stop();
    await server.dispose();
  }
});
