import { expect, test } from '@playwright/test';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { ownServer } from './support/own-server';

test('the TV keeps its board through a server that stops, even across a reload, and catches up when it is back', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const server = ownServer(Number(process.env.E2E_PORT) + 3);
  await server.start();
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 720 },
  });
  try {
    const tv = await context.newPage();
    await signUp(tv, 'always-on');
    const text = createComponent('text', 'note');
    const board = {
      name: 'Hall',
      components: [{ ...text, textContent: 'Soccer at 4', x: 80, y: 80, width: 900, height: 200 }],
    };
    const { id } = await callApi<{ id: number }>(tv, 'POST', '/api/screens', board);
    await tv.goto(`/view/${id}`);
    await expect(tv.getByText('Soccer at 4')).toBeVisible();
    // The service worker takes over the page and keeps a copy of what it loaded.
    await expect.poll(() => tv.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect
      .poll(() =>
        tv.evaluate(async () => (await caches.open('luno-viewer-page')).match('/view/').then(Boolean)),
      )
      .toBe(true);

    await server.kill();
    await expect(tv.getByText(/^Offline since \d\d:\d\d/)).toBeVisible();
    await expect(tv.getByText('Soccer at 4')).toBeVisible();

    // Reloaded, or restarted, while the server is away: still the board, not the browser's error page.
    await tv.reload();
    await expect(tv.getByText('Soccer at 4')).toBeVisible();
    await expect(tv.getByText(/^Offline since \d\d:\d\d/)).toBeVisible();
    await tv.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await server.start();
    // Back: the stream reopens by itself and the TV catches up, with no reload.
    await expect(tv.getByText(/^Offline since/)).toHaveCount(0, { timeout: 45_000 });
    const screen = await callApi<{ components: { textContent?: string }[] }>(tv, 'GET', `/api/screens/${id}`);
    screen.components[0]!.textContent = 'Soccer moved to 5';
    await callApi(tv, 'PUT', `/api/screens/${id}`, screen);
    await expect(tv.getByText('Soccer moved to 5')).toBeVisible();
    expect(await tv.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  } finally {
    await context.close();
    await server.dispose();
  }
});
