import type { Page } from '@playwright/test';

/**
 * Waits for the page's finite animations to end (an endless spinner is left running): a dialog
 * caught mid fade-in has the contrast and the look of a half-drawn page, not of the one a family sees.
 */
export async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
