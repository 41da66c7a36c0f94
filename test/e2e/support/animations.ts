import type { Page } from '@playwright/test';

/** Longer than this, an animation shows time passing (an undo bar's countdown), not a change of look. */
const LONGEST_TRANSITION_MS = 1_000;

/**
 * Waits for the page's short finite animations to end: a dialog caught mid fade-in has the
 * contrast and the look of a half-drawn page, not of the one a family sees. An endless spinner is
 * left running, and so is a countdown — waiting it out would let what it counts down to happen
 * (the page's timers keep real time) and take the picture of a later moment.
 */
export async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(
    (longest) =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => {
            const timing = animation.effect?.getComputedTiming();
            return timing !== undefined && Number(timing.endTime) <= longest;
          })
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    LONGEST_TRANSITION_MS,
  );
}
