import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { callApi } from './api';

/**
 * A TV of its own (a browser never signed in) paired by the signed-in `phone` to show `screenId`,
 * as its QR code would: it asks for a pairing, the phone confirms it through the API, and the TV
 * lands on the board. `beforeLoad` runs on the TV's page before it opens anything (a mocked clock).
 */
export async function pairTv(
  browser: Browser,
  phone: Page,
  screenId: number,
  options: {
    name?: string;
    hasTouch?: boolean;
    beforeLoad?: (tv: Page, context: BrowserContext) => Promise<void>;
  } = {},
): Promise<{ tv: Page; tvContext: BrowserContext; displayId: number }> {
  const tvContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1920, height: 1080 },
    hasTouch: options.hasTouch ?? false,
  });
  const tv = await tvContext.newPage();
  await options.beforeLoad?.(tv, tvContext);
  const asked = tv.waitForResponse((response) => response.url().endsWith('/api/pair'));
  await tv.goto('/pair');
  const { pairingId } = (await (await asked).json()) as { pairingId: string };
  const status = await callApi<{ user: { familyid: number } }>(phone, 'GET', '/api/auth/status');
  const name = options.name ?? 'Kitchen TV';
  await callApi(phone, 'POST', `/api/pair/${pairingId}/complete`, {
    familyId: status.user.familyid,
    screenId,
    name,
  });
  await expect(tv).toHaveURL(new RegExp(`/view/${screenId}$`));
  const displays = await callApi<{ id: number; name: string }[]>(phone, 'GET', '/api/displays');
  const display = displays.find((one) => one.name === name);
  if (!display) throw new Error(`No display named ${name}`);
  return { tv, tvContext, displayId: display.id };
}
