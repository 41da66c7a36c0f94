import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { PAIRING_POLL_MS } from '../../../src/common/schemas/displays';
import { callApi } from './api';

/**
 * A TV of its own (a browser never signed in) paired by the signed-in `phone` to show `screenId`,
 * as its QR code would: it asks for a pairing, the phone confirms it through the API, and the TV
 * lands on the board. The TV is a 1920×1080 screen of the test's server unless `context` says
 * otherwise (another server, a time zone, reduced motion); `beforeLoad` runs on the TV's page before
 * it opens anything (a clock set to a time).
 *
 * The TV's page runs on Playwright's clock, which keeps real time until told otherwise: once the
 * phone has confirmed, its next poll (every 5 s, as the spec says) and the second it shows
 * "Paired!" are run at once instead of waited for. A `beforeLoad` that installs a clock of its own
 * sets that clock's time.
 */
export async function pairTv(
  browser: Browser,
  phone: Page,
  screenId: number,
  options: {
    name?: string;
    hasTouch?: boolean;
    context?: BrowserContextOptions;
    beforeLoad?: (tv: Page, context: BrowserContext) => Promise<void>;
  } = {},
): Promise<{ tv: Page; tvContext: BrowserContext; displayId: number }> {
  const tvContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1920, height: 1080 },
    hasTouch: options.hasTouch ?? false,
    ...options.context,
  });
  const tv = await tvContext.newPage();
  await tv.clock.install();
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
  await pairingPollRuns(tv);
  await expect(tv).toHaveURL(new RegExp(`/view/${screenId}$`));
  const displays = await callApi<{ id: number; name: string }[]>(phone, 'GET', '/api/displays');
  const display = displays.find((one) => one.name === name);
  if (!display) throw new Error(`No display named ${name}`);
  return { tv, tvContext, displayId: display.id };
}

/** Each call's own name for the function its page reports through (a page keeps what it was given). */
let pairingPolls = 0;

/**
 * Runs a waiting /pair page's clock (installed before it loaded) through its next poll, 5 s on, and
 * the second it shows "Paired!", once a phone has confirmed: what a TV does on its own, at once.
 */
export async function pairingPollRuns(tv: Page): Promise<void> {
  // The page's clock keeps real time, so on a loaded machine its second of "Paired!" may be over
  // before a look at the page comes: the page itself reports the words when it shows them.
  const shown = `pairedShown${++pairingPolls}`;
  let paired = false;
  await tv.exposeFunction(shown, () => {
    paired = true;
  });
  await tv.evaluate((report) => {
    const look = () => {
      if (document.querySelector('[role="status"]')?.textContent === 'Paired! Redirecting…')
        (window as unknown as Record<string, () => void>)[report]();
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    look();
  }, shown);
  await tv.clock.runFor(PAIRING_POLL_MS);
  await expect.poll(() => paired).toBe(true);
  await tv.clock.runFor(1_000);
}
